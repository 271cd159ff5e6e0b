"""Scoring of the show (R5.1–R5.7) and of the play (R4.3–R4.5), with exact itemised values.

- The show: fifteens R5.2, pairs R5.3, runs R5.4, flush in hand and crib R5.5, nobs
  R5.6 (never his heels, R3.4), rank not value R1.3.
- R5.7: the full distribution over all 12,994,800 (4-card hand, starter) combinations,
  for the hand and for the crib, reproduced exactly by the totals path (grouped so it
  runs in a fraction of a second: see ``hand_table.py`` for why the grouping is exact);
  ``test_score_totals.py`` checks that `score_hand` gives the same tables, class by class.
- The play: fifteen and thirty-one R4.3, pairs unbroken R4.4, runs of the last N cards
  only and only the longest R4.5, the count never passes 31 R4.1.
- Property tests against slow independent reference scorers written here.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crib_qt.rules.cards import DECK, Card, Suit, format_cards, parse_cards
from crib_qt.rules.scoring import (
    NO_SCORE,
    PAIR_KINDS,
    Score,
    ScoreItem,
    ScoreKind,
    score_hand,
    score_play,
)

from hand_table import (  # tests/rules/hand_table.py, shared with the benchmark
    COMBINATIONS,
    HANDS,
    group_hands,
    hand_key,
    starter_classes,
    total_tables,
)

K = ScoreKind


def show(hand: str, starter: str, *, is_crib: bool = False) -> Score:
    return score_hand(parse_cards(hand), Card.parse(starter), is_crib=is_crib)


def play(series: str) -> Score:
    return score_play(parse_cards(series))


def described(score: Score) -> Counter:
    """The items as a multiset of (kind, points, "cards in item order")."""
    return Counter((i.kind, i.points, format_cards(i.cards)) for i in score.items)


def check_items(score: Score, expected: list[tuple[ScoreKind, int, str]]) -> None:
    """`score` has exactly the `expected` items: same multiset, kinds in counting order."""
    assert described(score) == Counter(expected)
    assert [(i.kind, i.points) for i in score.items] == [(k, p) for k, p, _ in expected]
    assert score.total == sum(p for _, p, _ in expected)


# --- the show: named hands ------------------------------------------------------------------


def test_R5_2_R5_3_R5_6_twenty_nine():
    """5C 5D 5H JS, starter 5S: 8 fifteens (16), double pair royal (12), nobs (1) = 29."""
    score = show("5C 5D 5H JS", "5S")
    check_items(
        score,
        [
            (K.FIFTEEN, 2, "5C JS"),
            (K.FIFTEEN, 2, "5D JS"),
            (K.FIFTEEN, 2, "5H JS"),
            (K.FIFTEEN, 2, "JS 5S"),
            (K.FIFTEEN, 2, "5C 5D 5H"),
            (K.FIFTEEN, 2, "5C 5D 5S"),
            (K.FIFTEEN, 2, "5C 5H 5S"),
            (K.FIFTEEN, 2, "5D 5H 5S"),
            (K.DOUBLE_PAIR_ROYAL, 12, "5C 5D 5H 5S"),
            (K.NOBS, 1, "JS"),
        ],
    )
    assert score.total == 29
    assert show("5C 5D 5H JS", "5S", is_crib=True).total == 29


def test_R3_4_R5_6_twenty_eight_starter_jack_is_not_nobs():
    """5C 5D 5H 5S, starter JS: 28; the Jack starter is his heels (the dealer's, R3.4)."""
    score = show("5C 5D 5H 5S", "JS")
    check_items(
        score,
        [
            (K.FIFTEEN, 2, "5C JS"),
            (K.FIFTEEN, 2, "5D JS"),
            (K.FIFTEEN, 2, "5H JS"),
            (K.FIFTEEN, 2, "5S JS"),
            (K.FIFTEEN, 2, "5C 5D 5H"),
            (K.FIFTEEN, 2, "5C 5D 5S"),
            (K.FIFTEEN, 2, "5C 5H 5S"),
            (K.FIFTEEN, 2, "5D 5H 5S"),
            (K.DOUBLE_PAIR_ROYAL, 12, "5C 5D 5H 5S"),
        ],
    )
    assert score.total == 28
    assert all(i.kind not in (K.NOBS, K.HIS_HEELS) for i in score.items)


def test_R5_4_twenty_four_double_double_run():
    """4H 4D 6S 6C, starter 5C: 4 fifteens (8), two pairs (4), four runs of 3 (12) = 24."""
    check_items(
        show("4H 4D 6S 6C", "5C"),
        [
            (K.FIFTEEN, 2, "4H 6S 5C"),
            (K.FIFTEEN, 2, "4H 6C 5C"),
            (K.FIFTEEN, 2, "4D 6S 5C"),
            (K.FIFTEEN, 2, "4D 6C 5C"),
            (K.PAIR, 2, "4H 4D"),
            (K.PAIR, 2, "6S 6C"),
            (K.RUN, 3, "4H 6S 5C"),
            (K.RUN, 3, "4H 6C 5C"),
            (K.RUN, 3, "4D 6S 5C"),
            (K.RUN, 3, "4D 6C 5C"),
        ],
    )
    assert show("4H 4D 6S 6C", "5C").total == 24


def test_R5_4_sixteen_aces_and_threes():
    """AH AD 2S 3C, starter 3H: no fifteen (the cards sum to 10), 2 pairs, 4 runs = 16."""
    check_items(
        show("AH AD 2S 3C", "3H"),
        [
            (K.PAIR, 2, "AH AD"),
            (K.PAIR, 2, "3C 3H"),
            (K.RUN, 3, "AH 2S 3C"),
            (K.RUN, 3, "AH 2S 3H"),
            (K.RUN, 3, "AD 2S 3C"),
            (K.RUN, 3, "AD 2S 3H"),
        ],
    )
    assert show("AH AD 2S 3C", "3H").total == 16


def test_R5_5_four_card_flush_counts_in_hand_not_in_crib():
    """2H 5H 9H KH, starter 7C: hand = fifteen 2 + flush 4 = 6; crib = 2 (R5.5)."""
    check_items(
        show("2H 5H 9H KH", "7C"),
        [(K.FIFTEEN, 2, "5H KH"), (K.FLUSH, 4, "2H 5H 9H KH")],
    )
    check_items(show("2H 5H 9H KH", "7C", is_crib=True), [(K.FIFTEEN, 2, "5H KH")])
    assert show("2H 5H 9H KH", "7C").total == 6
    assert show("2H 5H 9H KH", "7C", is_crib=True).total == 2


def test_R5_5_five_card_flush_scores_five_in_hand_and_crib():
    for is_crib in (False, True):
        score = show("2H 4H 6H 8H", "10H", is_crib=is_crib)
        check_items(score, [(K.FLUSH, 5, "2H 4H 6H 8H 10H")])
        assert score.total == 5
    assert show("2H 4H 6H 8H", "10S").total == 4
    assert show("2H 4H 6H 8H", "10S", is_crib=True) == NO_SCORE


def test_R5_5_flush_needs_the_four_hand_cards():
    """Three hand cards and the starter of one suit are no flush, in hand or crib."""
    assert show("2H 4H 6H 8S", "10H") == NO_SCORE
    assert show("2H 4H 6H 8S", "10H", is_crib=True) == NO_SCORE


def test_R5_6_nobs_and_R1_3_jack_king_no_pair_no_run():
    """JH AC 3D 8S, starter KH: only nobs (1); J-K is neither a pair nor a run."""
    check_items(show("JH AC 3D 8S", "KH"), [(K.NOBS, 1, "JH")])
    check_items(show("JH AC 3D 8S", "KH", is_crib=True), [(K.NOBS, 1, "JH")])
    assert show("JH AC 3D 8S", "KC") == NO_SCORE  # Jack of another suit
    # A Jack starter pairs with the hand's Jack but is never nobs (R3.4).
    check_items(show("JH AC 3D 8S", "JC"), [(K.PAIR, 2, "JH JC")])


def test_R1_3_R5_3_R5_4_ten_jack_queen_is_a_run_not_pairs():
    check_items(show("10S JC QD 2H", "7D"), [(K.RUN, 3, "10S JC QD")])


def test_R5_4_only_the_longest_run_counts():
    """AH 2D 3S 4C, starter 5H: one fifteen (all five) and a run of 5 only = 7."""
    check_items(
        show("AH 2D 3S 4C", "5H"),
        [(K.FIFTEEN, 2, "AH 2D 3S 4C 5H"), (K.RUN, 5, "AH 2D 3S 4C 5H")],
    )


def test_R5_4_double_run_of_four():
    """3H 4D 5S 5C, starter 6H: 2 fifteens, a pair, 2 runs of 4 = 14."""
    check_items(
        show("3H 4D 5S 5C", "6H"),
        [
            (K.FIFTEEN, 2, "4D 5S 6H"),
            (K.FIFTEEN, 2, "4D 5C 6H"),
            (K.PAIR, 2, "5S 5C"),
            (K.RUN, 4, "3H 4D 5S 6H"),
            (K.RUN, 4, "3H 4D 5C 6H"),
        ],
    )


def test_R5_3_pair_royal_in_the_show():
    """7H 7C 7D KS, starter 9C: pair royal 6, no fifteen."""
    check_items(show("7H 7C 7D KS", "9C"), [(K.PAIR_ROYAL, 6, "7H 7C 7D")])


def test_R5_1_hand_order_and_containers_do_not_matter():
    base = show("5C 5D 5H JS", "5S").total
    for perm in (("JS", "5H", "5D", "5C"), ("5H", "JS", "5C", "5D")):
        hand = [Card.parse(t) for t in perm]
        assert score_hand(hand, Card.parse("5S")).total == base
        assert score_hand(iter(hand), Card.parse("5S")).total == base
    assert PAIR_KINDS == {2: (K.PAIR, 2), 3: (K.PAIR_ROYAL, 6), 4: (K.DOUBLE_PAIR_ROYAL, 12)}


def test_score_value_type():
    a = Score.of([ScoreItem(K.FIFTEEN, 2), ScoreItem(K.GO, 1)])
    assert a.total == 3
    b = Score.of([ScoreItem(K.RUN, 4)])
    assert (a + b).total == 7
    assert (a + b).items == a.items + b.items
    assert NO_SCORE == Score(0, ()) == Score.of([])
    assert a.__add__(3) is NotImplemented


# --- the show: errors --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "count"),
    [("", 0), ("5C", 1), ("5C 5D 5H", 3), ("5C 5D 5H JS 2C", 5), ("AC 2C 3C 4C 5C 6C", 6)],
)
def test_show_rejects_wrong_card_count(hand, count):
    with pytest.raises(ValueError, match=rf"^a hand in the show has 4 cards, not {count}$"):
        show(hand, "KD")


def test_show_rejects_duplicate_cards():
    with pytest.raises(ValueError, match=r"the same card appears twice \(5C\)"):
        show("5C 5C 5H JS", "5S")
    with pytest.raises(ValueError, match=r"the same card appears twice \(5S\)"):
        show("5C 5D 5S JS", "5S")  # the starter is also in the hand


@pytest.mark.parametrize(
    ("hand", "starter", "bad"),
    [
        (["5C", "5D", "5H", "JS"], Card(5, Suit.SPADES), "'5C'"),
        (parse_cards("5C 5D 5H JS"), "5S", "'5S'"),
        (parse_cards("5C 5D 5H JS"), None, "None"),
        ((*parse_cards("5C 5D 5H"), 11), Card(5, Suit.SPADES), "11"),
    ],
)
def test_show_rejects_non_cards(hand, starter, bad):
    with pytest.raises(ValueError, match=rf"hand and starter: {bad} is not a Card"):
        score_hand(hand, starter)


# --- the play ------------------------------------------------------------------------------------


def test_R4_3_R4_5_four_six_five_scores_fifteen_and_run():
    assert play("4H") == NO_SCORE
    assert play("4H 6C") == NO_SCORE
    check_items(play("4H 6C 5D"), [(K.FIFTEEN, 2, "4H 6C 5D"), (K.RUN, 3, "4H 6C 5D")])
    assert play("4H 6C 5D").total == 5


def test_R4_5_six_five_six_five_scores_nothing():
    assert play("6H 5C") == NO_SCORE
    assert play("6H 5C 6D") == NO_SCORE  # 17: no run (6 repeated), no pair (broken)
    assert play("6H 5C 6D 5S") == NO_SCORE  # 22


def test_R4_3_R4_5_thirty_one_with_a_run():
    """K-Q-5-A-2-3 makes 31 (2) with the run A-2-3 (3) = 5; nothing before."""
    series = parse_cards("KH QC 5D AS 2H 3C")
    assert [score_play(series[:n]).total for n in range(1, 6)] == [0, 0, 0, 0, 0]
    check_items(
        score_play(series), [(K.THIRTY_ONE, 2, "KH QC 5D AS 2H 3C"), (K.RUN, 3, "AS 2H 3C")]
    )
    assert score_play(series).total == 5


def test_R4_4_pairs_in_play():
    check_items(play("7H 7C"), [(K.PAIR, 2, "7H 7C")])
    check_items(play("7H 7C 7D"), [(K.PAIR_ROYAL, 6, "7H 7C 7D")])
    check_items(play("3H 3C 3D 3S"), [(K.DOUBLE_PAIR_ROYAL, 12, "3H 3C 3D 3S")])
    check_items(play("5H 5C 5D"), [(K.FIFTEEN, 2, "5H 5C 5D"), (K.PAIR_ROYAL, 6, "5H 5C 5D")])
    check_items(play("AH 3H 3C 3D 3S"), [(K.DOUBLE_PAIR_ROYAL, 12, "3H 3C 3D 3S")])
    check_items(
        play("10H 10C 5D 3S 3H"), [(K.THIRTY_ONE, 2, "10H 10C 5D 3S 3H"), (K.PAIR, 2, "3S 3H")]
    )


def test_R4_4_a_broken_pair_does_not_count():
    assert play("8H 2C 8D") == NO_SCORE
    check_items(play("4H 4C"), [(K.PAIR, 2, "4H 4C")])
    assert play("4H 4C 2D") == NO_SCORE
    assert play("4H 4C 2D 4S") == NO_SCORE  # the third 4 is cut off by the 2
    check_items(play("4H 2D 4C 4S"), [(K.PAIR, 2, "4C 4S")])  # only the unbroken two


def test_R4_5_runs_only_last_cards_and_only_longest():
    check_items(play("5H 3C 4D"), [(K.RUN, 3, "5H 3C 4D")])  # any order
    check_items(play("2C 3D 4H 5S"), [(K.RUN, 4, "2C 3D 4H 5S")])  # not also a run of 3
    check_items(play("7C 3D 4H 5S"), [(K.RUN, 3, "3D 4H 5S")])  # the 7 is not in it
    check_items(play("3H 4C 5D 6S 2H"), [(K.RUN, 5, "3H 4C 5D 6S 2H")])
    check_items(play("4S 3H 4C 5D 6S"), [(K.RUN, 4, "3H 4C 5D 6S")])  # last 5 repeat a 4
    assert play("3C 4D 5H 9S") == NO_SCORE  # the run is broken by the last card
    assert play("AC 2D KH 3S") == NO_SCORE  # A-2 then K then 3: not the last 3 cards


def test_R1_3_play_rank_not_value():
    assert play("JH QC") == NO_SCORE  # same value, not a pair
    check_items(play("10H JC QD"), [(K.RUN, 3, "10H JC QD")])
    check_items(play("JH 5C"), [(K.FIFTEEN, 2, "JH 5C")])
    assert play("QH KS AD") == NO_SCORE  # the ace is low: Q-K-A is no run


def test_play_errors():
    with pytest.raises(ValueError, match=r"^the series is empty: no card was played$"):
        score_play([])
    with pytest.raises(ValueError, match=r"may never pass 31 \(R4.1\); this series counts 32$"):
        play("KH QC JD 2S")
    with pytest.raises(ValueError, match=r"^series: the same card appears twice \(5H\)$"):
        play("5H 5H")
    with pytest.raises(ValueError, match=r"^series: '5H' is not a Card$"):
        score_play([Card(4, Suit.CLUBS), "5H"])
    with pytest.raises(ValueError, match=r"^series: None is not a Card$"):
        score_play([None])


# --- R5.7: the full distribution --------------------------------------------------------------

#: Show scores over all 12,994,800 (4-card hand, starter) combinations, hand rule. This
#: is the well-known table (e.g. S. Lumetta, "Amusing Cribbage Facts"); the crib table
#: below was cross-checked once against an independent brute force over all 12,994,800.
HAND_TABLE = {
    0: 1_009_008, 1: 99_792, 2: 2_813_796, 3: 505_008, 4: 2_855_676, 5: 697_508,
    6: 1_800_268, 7: 751_324, 8: 1_137_236, 9: 361_224, 10: 388_740, 11: 51_680,
    12: 317_340, 13: 19_656, 14: 90_100, 15: 9_168, 16: 58_248, 17: 11_196, 18: 2_708,
    20: 8_068, 21: 2_496, 22: 444, 23: 356, 24: 3_680, 28: 76, 29: 4,
}  # fmt: skip
#: The same for the crib rule (only a five-card flush scores, R5.5).
CRIB_TABLE = {
    0: 1_022_208, 1: 99_792, 2: 2_839_800, 3: 508_908, 4: 2_868_960, 5: 703_496,
    6: 1_787_176, 7: 755_320, 8: 1_118_336, 9: 358_368, 10: 378_240, 11: 43_880,
    12: 310_956, 13: 16_548, 14: 88_132, 15: 9_072, 16: 57_288, 17: 11_196, 18: 2_264,
    20: 7_828, 21: 2_472, 22: 444, 23: 356, 24: 3_680, 28: 76, 29: 4,
}  # fmt: skip
HAND_POINTS = 61_974_180  # sum of score * count over HAND_TABLE
CRIB_POINTS = 61_528_020


def test_R5_7_hand_distribution_reference_numbers():
    hand_table, _ = total_tables()
    assert sum(hand_table.values()) == COMBINATIONS == 12_994_800
    assert hand_table[0] == 1_009_008
    assert hand_table[28] == 76
    assert hand_table[29] == 4
    assert all(hand_table.get(impossible, 0) == 0 for impossible in (19, 25, 26, 27))
    assert max(hand_table) == 29 and min(hand_table) == 0
    points = sum(score * n for score, n in hand_table.items())
    assert points == HAND_POINTS
    assert round(points / COMBINATIONS, 6) == 4.769152


def test_R5_7_hand_distribution_is_the_known_table():
    hand_table, _ = total_tables()
    assert hand_table == HAND_TABLE


def test_R5_5_R5_7_crib_distribution():
    _, crib_table = total_tables()
    assert sum(crib_table.values()) == COMBINATIONS
    assert crib_table[0] == 1_022_208
    assert all(crib_table.get(impossible, 0) == 0 for impossible in (19, 25, 26, 27))
    points = sum(score * n for score, n in crib_table.items())
    assert points == CRIB_POINTS
    assert round(points / COMBINATIONS, 6) == 4.734819
    assert crib_table == CRIB_TABLE
    # The crib differs only by four-card flushes whose starter does not match:
    # 4 suits * C(13, 4) hands * 39 starters, each 4 points lower.
    assert HAND_POINTS - CRIB_POINTS == 4 * 4 * 715 * 39


def test_grouping_covers_every_hand_once():
    groups = group_hands()
    assert sum(g.count for g in groups) == HANDS == 270_725
    assert len(groups) == 4497
    assert len({hand_key(g.hand) for g in groups}) == len(groups)
    for g in groups[:: len(groups) // 50]:
        assert sum(size for _, size in starter_classes(g.hand)) == 48


def _brute_scores(hand: tuple[Card, ...], is_crib: bool) -> Counter:
    return Counter(score_hand(hand, s, is_crib=is_crib).total for s in DECK if s not in hand)


def test_grouping_key_is_exact_on_a_sample():
    """Hands sharing a key have the same 48 hand and crib scores, and the weighted
    starter classes reproduce them (empirical check of the proof in hand_table.py)."""
    rep = {hand_key(g.hand): g.hand for g in group_hands()}
    rng = random.Random(5729)
    jacks = [c for c in DECK if c.rank == 11]
    sample = [tuple(rng.sample(DECK, 4)) for _ in range(40)]
    # Non-flush hands with Jacks are the ones whose key spells out per-card flags.
    sample += [(j, *rng.sample([c for c in DECK if c is not j], 3)) for j in jacks * 6]
    sample += [parse_cards("5C 5D 5H JS"), parse_cards("JH 5H 5C 4H"), parse_cards("2H 5H 9H JH")]
    for hand in sample:
        representative = rep[hand_key(hand)]
        for is_crib in (False, True):
            brute = _brute_scores(hand, is_crib)
            assert brute == _brute_scores(representative, is_crib), format_cards(hand)
            weighted: Counter = Counter()
            for starter, size in starter_classes(hand):
                weighted[score_hand(hand, starter, is_crib=is_crib).total] += size
            assert weighted == brute, format_cards(hand)


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
