"""The exact play solver (crib_qt/ai/play_solver.py) and its bounded memo (R4), and the
search for the chance of winning on the same codes (crib_qt/ai/play_win_search.py, R6.1).

- `solve` equals a plain negamax over `play_model.children` (which the pegging tests
  check move by move against the rules core), with the memo's usual sizes and with
  generations so small that they turn over many times within one search, on positions
  of every size (the forced moves near the end are followed in a loop).
- The coded steps equal `play_model.step` on every series key and rank.
- `win_value` equals a plain search for the chance of winning, with a fresh memo and
  with one kept across searches (its bounds stay true).
- `move_values` and `win_moves` (each move of a position with its exact value, what the
  expert averages per deal) equal each child of `play_model.children` searched plainly.
- The memo never holds more than its cap, the step table no more than a row per
  series key (21,647 of them, counted here), and the garbage collector never tracks
  them (dicts of ints, one array), so it never walks them.
- Hand and series codes round-trip.
"""

from __future__ import annotations

import gc
import random
from itertools import combinations_with_replacement

import pytest

from crib_qt.ai import play_model, play_solver, play_win_search


def _slow_diff(state: tuple) -> int:
    best = None
    for _, mine, theirs, passes, after in play_model.children(state):
        v = mine - theirs
        if after is not None:
            v += -_slow_diff(after) if passes else _slow_diff(after)
        best = v if best is None else max(best, v)
    return best


def _deals(seed: int, sizes: list[int]):
    rng = random.Random(seed)
    ranks = [r for r in range(1, 14) for _ in range(4)]
    for size in sizes:
        deal = rng.sample(ranks, 2 * size)
        yield (tuple(sorted(deal[:size])), tuple(sorted(deal[size:])), (), 0, False, False)


def test_fast_search_equals_plain_negamax():
    for state in _deals(8, [3] * 40 + [4] * 10):
        assert play_solver.solve(state) == _slow_diff(state)


def _positions(seed: int, count: int):
    """`count` positions met along seeded random plays (mid-series counts and keys, goes,
    every number of cards left), each as a `play_model` state."""
    rng = random.Random(seed)
    found = []
    for state in _deals(seed, [4] * count):
        while state is not None:
            found.append(state)
            _, _, _, _, state = rng.choice(play_model.children(state))
    return rng.sample(found, count)


def test_every_kind_of_position_is_solved_exactly_whatever_is_remembered():
    # the same positions solved again, in another order, with the memos full of others
    positions = _positions(13, 400)
    assert {len(cur) + len(oth) for cur, oth, *_ in positions} == set(range(1, 9))
    expected = [_slow_diff(state) for state in positions]
    play_solver.clear()
    assert [play_solver.solve(state) for state in positions] == expected
    assert [play_solver.solve(state) for state in reversed(positions)] == expected[::-1]


@pytest.mark.parametrize("generation", [64, 1])
def test_tiny_generations_turn_over_and_answers_stay_exact(monkeypatch, generation):
    monkeypatch.setattr(play_solver, "GENERATION", generation)
    play_solver.clear()
    try:
        for state in _deals(9, [3] * 20 + [4] * 6):
            assert play_solver.solve(state) == _slow_diff(state)
            new, old, _ = play_solver.memo_sizes()
            assert new <= generation and old <= generation
    finally:
        play_solver.clear()  # nothing remembered under the tiny caps outlives the test


def test_memo_and_steps_stay_under_their_caps_and_out_of_the_collector():
    play_solver.clear()
    for state in _deals(10, [4] * 60):
        play_solver.solve(state)
    new, old, rows = play_solver.memo_sizes()
    assert 0 < new <= play_solver.GENERATION and old <= play_solver.GENERATION
    assert 0 < rows <= SERIES_KEYS and len(play_solver._TABLE) == 14 * (rows + 1)
    gc.collect()
    for table in (play_solver._NEW, play_solver._OLD, play_solver._INDEX):
        assert not gc.is_tracked(table)  # dicts of ints; the steps are one array
    play_solver.clear()  # the solutions go, the steps (a fixed table of the rules) stay
    assert play_solver.memo_sizes() == (0, 0, rows) and len(play_solver._TABLE) == 14 * (rows + 1)


#: Series keys there are (`play_model.series_key`): the rows the step table may hold.
SERIES_KEYS = 21647


def test_there_are_21647_series_keys_and_each_code_fits_a_step():
    # every key is the key of itself laid from a count of 0, and the key after a card
    # depends only on the key before it (R4.4, R4.5): so the keys reached from () by
    # laying any rank that fits (count <= 31, at most four of a rank) are all there are
    keys = {()}
    todo = [()]
    while todo:
        key = todo.pop()
        room = 31 - sum(play_model.VALUE[r] for r in key)
        for r in range(1, 14):
            if play_model.VALUE[r] <= room and key.count(r) < 4:
                new = play_model.series_key(key + (r,))
                if new not in keys:
                    keys.add(new)
                    todo.append(new)
    assert len(keys) == SERIES_KEYS
    # a step (points below 32 + 32 * the new key's code) fits the table's 32 bits
    assert max(play_solver._code(key) for key in keys) < 1 << 27


def test_coded_steps_equal_the_steps_of_the_play_model():
    # every prefix of 3,000 seeded series (count at most 31, at most four of a rank), each
    # rank that fits laid on its key: pairs and runs (R4.4, R4.5) and the new key agree
    rng = random.Random(14)
    checked = set()
    for _ in range(3000):
        deck = [r for r in range(1, 14) for _ in range(4)]
        rng.shuffle(deck)
        series: list[int] = []
        count = 0
        for rank in deck:
            if count + play_model.VALUE[rank] > 31:
                break
            key = play_model.series_key(tuple(series))
            for laid in range(1, 14):
                if (count + play_model.VALUE[laid] <= 31 and key.count(laid) < 4
                        and (key, laid) not in checked):
                    checked.add((key, laid))
                    points, new_key = play_model.step(key, laid, 0)
                    code = play_solver._code(key)
                    row = play_solver._INDEX.get(code) or play_solver._row(code)
                    step = points + (play_solver._code(new_key) << 5)
                    assert play_solver._step(row, code, laid) == step, (key, laid)
                    assert play_solver._TABLE[row + laid] == step  # remembered
            series.append(rank)
            count += play_model.VALUE[rank]
    assert len(checked) > 10000


def test_codes_round_trip():
    hands = [()] + [ranks for n in range(1, 5)
                    for ranks in combinations_with_replacement(range(1, 14), n)]
    codes = {play_solver._code(hand) for hand in hands}
    assert len(codes) == len(hands) == 2380  # every hand of 0-4 ranks, distinct codes
    assert max(codes) < play_solver._HANDS
    for hand in hands:
        assert play_solver._ranks(play_solver._code(hand)) == hand
    for key in [(5, 6, 4, 3, 2, 7, 1), (13, 13, 13), (9,), ()]:  # series keys keep order
        assert play_solver._ranks(play_solver._code(key)) == key
    assert play_solver._code((13,) * 7) < 1 << 27  # a series key fits its 27 bits


def _slow_win(state: tuple, need_cur: int, need_oth: int, pone: bool, end) -> int:
    """The win search as play_win wrote it on tuples (`play_model.children`), no memo, no
    window, in whole WIN_SCALEths."""
    best = -1
    for _, mine, theirs, passes, after in play_model.children(state):
        if mine >= need_cur:
            v = play_win_search.WIN_SCALE
        elif theirs >= need_oth:
            v = 0
        elif after is None:
            v = end(need_cur - mine, need_oth - theirs, pone)
        elif passes:
            v = play_win_search.WIN_SCALE - _slow_win(after, need_oth - theirs, need_cur - mine,
                                                  not pone, end)
        else:
            v = _slow_win(after, need_cur - mine, need_oth - theirs, pone, end)
        best = max(best, v)
    return best


def _table_end(table: list[int], pone_show: int, dealer_show: int):
    """The mover's chance when the play is over (R5.1: the pone's show first, then the
    dealer's; else `table`), as play_win wrote it."""
    scale = play_win_search.WIN_SCALE

    def end(need_cur, need_oth, pone):
        need_pone, need_dealer = (need_cur, need_oth) if pone else (need_oth, need_cur)
        if pone_show >= need_pone:
            p_pone = scale
        elif dealer_show >= need_dealer:
            p_pone = 0
        else:
            p_pone = table[(need_pone - pone_show - 1) * 121 + need_dealer - dealer_show - 1]
        return p_pone if pone else scale - p_pone

    return end


@pytest.mark.parametrize("shows", [(0, 0), (4, 9), (12, 20)])
def test_the_win_search_on_codes_equals_the_search_on_tuples(shows):
    # R6.1: 121 reached in the play wins at once; then the pone's show counts, then the
    # dealer's (R5.1); otherwise the table (here made up, so that every end differs)
    scale = play_win_search.WIN_SCALE
    rng = random.Random(11)
    table = [rng.randrange(scale + 1) for _ in range(121 * 121)]
    pone_show, dealer_show = shows
    end = _table_end(table, pone_show, dealer_show)
    memo: dict = {}  # kept across the searches: bounds and values stay true
    for state in _deals(12, [1, 2, 2] * 10 + [3] * 20 + [4] * 10):
        need_cur, need_oth = rng.randint(1, 30), rng.randint(1, 30)
        pone = rng.random() < 0.5
        expected = _slow_win(state, need_cur, need_oth, pone, end)
        assert play_win_search.win_value({}, table, pone_show, dealer_show, state, need_cur,
                                     need_oth, pone) == expected
        assert play_win_search.win_value(memo, table, pone_show, dealer_show, state, need_cur,
                                     need_oth, pone) == expected


def test_move_values_equal_each_child_solved():
    # what the expert averages per deal (issue 20): each move's points and `solve` of the
    # position it leads to, as play_model.children gives them (R4.2-R4.8), goes included
    positions = _positions(15, 300)
    assert any(children[0][0] == 0 for children in map(play_model.children, positions))
    play_solver.clear()
    for state in positions:
        expected = []
        for rank, mine, theirs, passes, after in play_model.children(state):
            v = mine - theirs
            if after is not None:
                v += -_slow_diff(after) if passes else _slow_diff(after)
            expected.append((rank, v))
        assert play_solver.move_values(state) == tuple(expected), state


def test_win_moves_equal_the_win_search_of_each_child():
    # R6.1: a move that reaches 121 wins at once; otherwise the chance after it is the
    # search's (`win_value`) of the position it leads to, from the mover's side
    scale = play_win_search.WIN_SCALE
    rng = random.Random(16)
    table = [rng.randrange(scale + 1) for _ in range(121 * 121)]
    for shows in [(0, 0), (4, 9), (12, 20)]:
        memo: dict = {}
        moves = play_win_search.win_moves(memo, table, *shows)
        end = _table_end(table, *shows)
        for state in _positions(17, 120):
            # small needs too: a peg-out in the play (R6.1) decides more often then
            need_cur, need_oth = (rng.randint(1, rng.choice((8, 30))) for _ in range(2))
            pone = rng.random() < 0.5
            expected = []
            for rank, mine, theirs, passes, after in play_model.children(state):
                if mine >= need_cur:
                    v = scale
                elif theirs >= need_oth:
                    v = 0
                elif after is None:
                    v = end(need_cur - mine, need_oth - theirs, pone)
                elif passes:
                    v = scale - _slow_win(after, need_oth - theirs, need_cur - mine, not pone,
                                          end)
                else:
                    v = _slow_win(after, need_cur - mine, need_oth - theirs, pone, end)
                expected.append((rank, v))
            assert moves(state, need_cur, need_oth, pone) == expected, (state, shows)
