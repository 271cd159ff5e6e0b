"""ShowCount: a hand's score items said one by one, then pegged (R5)."""

from __future__ import annotations

from crib_qt.board.show_count import ShowCount
from crib_qt.rules import Card, score_hand


def _items():
    # 5H 5S 10D JH + starter 5C: fifteens, a pair royal, nobs (R5.2, R5.3, R5.6)
    cards = tuple(Card.parse(c) for c in ("5H", "5S", "10D", "JC"))
    return score_hand(cards, Card.parse("5C")).items


def test_all_at_once_without_a_step(qtbot):
    count = ShowCount()
    items = _items()
    count.start(1, False, items, 0)
    assert not count.isCounting()
    assert count.said() == tuple(items)
    assert count.points() == sum(i.points for i in items) == 21
    assert set(count.current()) == {c for i in items for c in i.cards}


def test_one_item_at_a_time_and_the_last_stays_lit_one_step(qtbot):
    count = ShowCount()
    items = _items()
    advanced, finished = [], []
    count.advanced.connect(advanced.append)
    count.finished.connect(lambda: finished.append(len(count.said())))
    count.start(0, True, items, 10)
    assert count.isCounting() and count.said() == tuple(items[:1])
    assert count.current() == tuple(items[0].cards)
    qtbot.waitUntil(lambda: bool(finished), timeout=3000)
    assert advanced == list(range(1, len(items))) + [len(items)]
    assert finished == [len(items)] and not count.isCounting()
    assert (count.seat, count.is_crib) == (0, True)


def test_complete_says_the_rest_at_once(qtbot):
    count = ShowCount()
    items = _items()
    advanced = []
    count.advanced.connect(advanced.append)
    count.start(0, False, items, 60_000)
    with qtbot.waitSignal(count.finished, timeout=1000):
        assert count.complete()
    assert advanced == [1] and count.said() == tuple(items)
    assert not count.complete()  # nothing left


def test_clear_leaves_nothing_on_show(qtbot):
    count = ShowCount()
    count.start(0, False, _items(), 60_000)
    count.clear()
    assert count.items() == () and count.points() == 0 and not count.isCounting()
