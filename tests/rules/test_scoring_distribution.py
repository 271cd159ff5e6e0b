"""R5.7: the full distribution of show scores over all 12,994,800 (4-card hand, starter)
combinations, for the hand and for the crib, reproduced exactly by the totals path
(grouped so it runs in a fraction of a second: see ``hand_table.py`` for why the
grouping is exact); ``test_score_totals.py`` checks that `score_hand` gives the same
tables, class by class."""

from __future__ import annotations

import random
from collections import Counter

from crib_qt.rules.cards import DECK, Card, format_cards, parse_cards
from crib_qt.rules.scoring import score_hand

from hand_table import (  # tests/rules/hand_table.py, shared with the benchmark
    COMBINATIONS,
    HANDS,
    group_hands,
    hand_key,
    starter_classes,
    total_tables,
)

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
