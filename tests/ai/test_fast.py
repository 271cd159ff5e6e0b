"""The mean show scores of crib_qt/ai/fast.py agree with the rules' `score_hand` (R5).

The totals path they are built on is tested in tests/rules/test_score_totals.py.
"""

from __future__ import annotations

import random

from crib_qt.ai.fast import UnseenCounts, expected_score, hand_scores
from crib_qt.rules.cards import DECK, parse_cards
from crib_qt.rules.scoring import score_hand


def test_expected_score_is_the_mean_over_the_unseen_starters():
    rng = random.Random(11)
    for i in range(400):
        cards = rng.sample(DECK, 6)
        hand = cards[:4]
        # any set of possible starters: every card but the six, minus a few more
        unseen = [c for c in DECK if c not in cards and rng.random() < 0.9]
        for is_crib in (False, True):
            scores = [score_hand(hand, s, is_crib=is_crib).total for s in unseen]
            mean = expected_score(hand, UnseenCounts(unseen), is_crib=is_crib)
            assert abs(mean - sum(scores) / len(scores)) < 1e-12
            assert hand_scores(hand, unseen, is_crib=is_crib) == scores


def test_expected_score_exact_values():
    # 5 5 5 J (Jack of spades) with 46 possible starters (all but these four, 2C and 3C).
    # Every starter keeps the base 14: pair royal 6, 5+5+5 and three 5+J fifteens 8.
    # The ten-cards add 5+X three times (12 tens/queens/kings: +6 each, 72; 3 jacks:
    # +6 and a pair, 24); the last five adds a double pair royal and 5+5+5 combos (+15,
    # and nobs: 29); small cards add a little (A: 0; 2, 3, 4: 5+5+A+4-style combos and
    # runs). score_hand over the 46 starters totals 766 points: a mean of 766/46.
    hand = parse_cards("5H 5D 5C JS")
    unseen = [c for c in DECK if c not in hand and c not in parse_cards("2C 3C")]
    total = sum(score_hand(hand, s).total for s in unseen)
    assert len(unseen) == 46 and total == 766
    assert expected_score(hand, UnseenCounts(unseen)) == 766 / 46
    assert sum(hand_scores(hand, unseen)) == 766
    # Four aces: 12 points of pairs with any starter; aces and one other rank never
    # make 15 (4 + 10 = 14) nor a run (two distinct ranks).
    aces = parse_cards("AC AD AH AS")
    counts = UnseenCounts.complement(aces + parse_cards("KC KD"))
    assert counts.size == 46
    assert expected_score(aces, counts) == 12.0
    assert expected_score(aces, counts, is_crib=True) == 12.0


def test_unseen_counts_complement_equals_counting_the_cards():
    rng = random.Random(3)
    for _ in range(50):
        held = rng.sample(DECK, rng.randrange(0, 12))
        a = UnseenCounts.complement(held)
        b = UnseenCounts(c for c in DECK if c not in held)
        assert (a.size, a.by_rank, a.by_suit) == (b.size, b.by_rank, b.by_suit)
        assert a.size == 52 - len(held) and sum(a.by_rank) == a.size == sum(a.by_suit)
