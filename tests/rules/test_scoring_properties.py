"""Property tests of the show (R5) and the play (R4) scoring against slow independent
reference scorers written here; the count never passes 31 (R4.1)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

from hypothesis import given, settings
from hypothesis import strategies as st

from crib_qt.rules.cards import DECK, Card, Suit, format_cards
from crib_qt.rules.scoring import PAIR_KINDS, score_hand, score_play

from score_items import K  # tests/rules/score_items.py

# --- property tests against independent reference scorers --------------------------------------


def ref_show(hand: list[Card], starter: Card, is_crib: bool) -> int:
    """Slow scorer written straight from R5.2–R5.6 over card subsets."""
    cards = [*hand, starter]
    points = 0
    for n in range(1, 6):
        points += 2 * sum(1 for sub in combinations(cards, n) if sum(c.value for c in sub) == 15)
    points += 2 * sum(1 for a, b in combinations(cards, 2) if a.rank == b.rank)
    for n in (5, 4, 3):
        runs = 0
        for sub in combinations(cards, n):
            ranks = sorted(c.rank for c in sub)
            if ranks == list(range(ranks[0], ranks[0] + n)):
                runs += 1
        if runs:
            points += n * runs
            break
    if len({c.suit for c in hand}) == 1:
        if starter.suit == hand[0].suit:
            points += 5
        elif not is_crib:
            points += 4
    points += sum(1 for c in hand if c.rank == 11 and c.suit == starter.suit)
    return points


def ref_play(series: list[Card]) -> int:
    """Slow scorer written straight from R4.3–R4.5 for the last card of `series`."""
    count = sum(c.value for c in series)
    points = 2 if count in (15, 31) else 0
    same = 0
    for c in reversed(series):
        if c.rank != series[-1].rank:
            break
        same += 1
    points += {1: 0, 2: 2, 3: 6, 4: 12}[same]
    longest = 0
    for n in range(3, len(series) + 1):
        ranks = sorted(c.rank for c in series[-n:])
        if ranks == list(range(ranks[0], ranks[0] + n)):
            longest = n
    return points + longest


def _window(lo: int, width: int) -> list[Card]:
    return [c for c in DECK if lo <= c.rank <= lo + width]


five_cards = st.one_of(
    st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True),
    # Narrow rank windows give many pairs, runs and fifteens; plus Jacks for nobs.
    st.integers(1, 9).flatmap(
        lambda lo: st.lists(
            st.sampled_from(_window(lo, 4) + _window(11, 0)), min_size=5, max_size=5, unique=True
        )
    ),
    # Four cards of one suit (flushes), any starter.
    st.sampled_from(list(Suit))
    .flatmap(
        lambda s: st.tuples(
            st.lists(st.sampled_from(DECK[s::4]), min_size=4, max_size=4, unique=True),
            st.sampled_from(DECK),
        )
    )
    .filter(lambda hs: hs[1] not in hs[0])
    .map(lambda hs: [*hs[0], hs[1]]),
)


@settings(max_examples=400, deadline=None)
@given(five_cards)
def test_R5_show_properties(cards):
    hand, starter = cards[:4], cards[4]
    score = score_hand(hand, starter)
    crib = score_hand(hand, starter, is_crib=True)
    for s, is_crib in ((score, False), (crib, True)):
        assert s.total == sum(i.points for i in s.items)
        assert 0 <= s.total <= 29
        assert s.total not in (19, 25, 26, 27)  # R5.7
        assert s.total == ref_show(hand, starter, is_crib)
        for item in s.items:
            assert set(item.cards) <= set(cards)
            assert list(item.cards) == [c for c in cards if c in item.cards]  # hand order
            if item.kind is K.FIFTEEN:
                assert item.points == 2 and sum(c.value for c in item.cards) == 15
            elif item.kind in (K.PAIR, K.PAIR_ROYAL, K.DOUBLE_PAIR_ROYAL):
                assert len({c.rank for c in item.cards}) == 1
                assert PAIR_KINDS[len(item.cards)] == (item.kind, item.points)
            elif item.kind is K.RUN:
                ranks = sorted(c.rank for c in item.cards)
                assert item.points == len(ranks) >= 3
                assert ranks == list(range(ranks[0], ranks[0] + len(ranks)))
            elif item.kind is K.FLUSH:
                assert len({c.suit for c in item.cards}) == 1
                assert item.points == len(item.cards) in ((5,) if is_crib else (4, 5))
            else:
                assert item.kind is K.NOBS
                assert item.points == 1 and len(item.cards) == 1
                assert item.cards[0] in hand and item.cards[0].rank == 11
                assert item.cards[0].suit is starter.suit
    assert crib.total <= score.total
    four_flush = len({c.suit for c in hand}) == 1 and starter.suit is not hand[0].suit
    assert score.total - crib.total == (4 if four_flush else 0)


@st.composite
def legal_series(draw) -> list[Card]:
    """Distinct cards from a rank window, laid while the count stays at most 31 (R4.1)."""
    lo = draw(st.integers(1, 13))
    pool = _window(lo, draw(st.integers(0, 12)))
    series, count = [], 0
    for card in draw(st.permutations(pool)):
        if count + card.value <= 31:
            series.append(card)
            count += card.value
    return series


@settings(max_examples=400, deadline=None)
@given(legal_series())
def test_R4_play_matches_reference(series):
    for n in range(1, len(series) + 1):
        score = score_play(series[:n])
        assert score.total == sum(i.points for i in score.items)
        assert score.total == ref_play(series[:n]), format_cards(series[:n])


def test_R4_play_matches_reference_for_every_short_rank_sequence():
    """Every rank sequence of 1–4 cards (count at most 31) against the reference."""
    checked = 0
    for n in range(1, 5):
        for ranks in product(range(1, 14), repeat=n):
            if sum(min(r, 10) for r in ranks) > 31:
                continue
            seen: Counter = Counter()
            series = []
            for r in ranks:
                series.append(Card(r, seen[r]))  # the k-th card of a rank gets suit k
                seen[r] += 1
            assert score_play(series).total == ref_play(series), format_cards(series)
            checked += 1
    assert checked == 13 + 169 + 2197 + 22_603
