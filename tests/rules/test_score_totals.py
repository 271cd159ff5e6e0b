"""The totals path (crib_qt/rules/score_totals.py) equals the itemised `score_hand` (R5).

- On every rank/suit class of the grouping in ``hand_table.py`` (every (4-card hand,
  starter) pair scores as its class's representative), under the hand and the crib
  rule; the itemised scores of those classes, weighted, give the same R5.7 tables as
  the totals path's own enumeration (pinned in ``test_scoring_distribution.py``).
- On 200,000 seeded random (hand, starter) pairs.
- Its parts: `rank_points` (fifteens, pairs, runs R5.2–R5.4) for every rank multiset
  and starter rank, `suit_points` and `flush_points` (flush R5.5, nobs R5.6), named
  hands with exact totals.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement

from crib_qt.rules import score_totals
from crib_qt.rules.cards import DECK, Card, Suit, parse_cards
from crib_qt.rules.score_totals import (
    NOBS_POINTS,
    flush_points,
    rank_points,
    score_total,
    suit_points,
)
from crib_qt.rules.scoring import ScoreKind, score_hand

from hand_table import COMBINATIONS, group_hands, starter_classes, total_tables

RANK_KINDS = {ScoreKind.FIFTEEN, ScoreKind.PAIR, ScoreKind.PAIR_ROYAL,
              ScoreKind.DOUBLE_PAIR_ROYAL, ScoreKind.RUN}


def test_R5_7_totals_equal_score_hand_on_every_class_and_give_the_same_tables():
    hand_table: Counter = Counter()
    crib_table: Counter = Counter()
    classes = 0
    for group in group_hands():
        for starter, size in starter_classes(group.hand):
            hand = score_hand(group.hand, starter).total
            crib = score_hand(group.hand, starter, is_crib=True).total
            assert score_total(group.hand, starter) == hand, (group.hand, starter)
            assert score_total(group.hand, starter, is_crib=True) == crib, (group.hand, starter)
            hand_table[hand] += size * group.count
            crib_table[crib] += size * group.count
            classes += 1
    assert classes == 91_307
    assert sum(hand_table.values()) == sum(crib_table.values()) == COMBINATIONS
    assert (dict(hand_table), dict(crib_table)) == total_tables()


def test_totals_equal_score_hand_on_200000_random_pairs():
    rng = random.Random(14)
    sample = rng.sample
    for i in range(200_000):
        cards = sample(DECK, 5)
        hand, starter = cards[:4], cards[4]
        is_crib = i % 2 == 1  # half under each flush rule (R5.5)
        assert (score_total(hand, starter, is_crib=is_crib)
                == score_hand(hand, starter, is_crib=is_crib).total), cards


def test_R5_2_R5_4_rank_points_every_rank_multiset_and_starter_rank():
    # All 1,820 multisets of 4 ranks against all 13 starter ranks (those that fit in one
    # deck): the fifteens, pairs and runs of score_hand's items, summed.
    checked = 0
    for ranks in combinations_with_replacement(range(1, 14), 4):
        hand, used = [], Counter()
        for r in ranks:
            hand.append(Card(r, used[r]))  # the k-th card of a rank gets suit k
            used[r] += 1
        points = rank_points(ranks[::-1])  # any order
        assert len(points) == 14 and points[0] == 0
        for s in range(1, 14):
            if used[s] == 4:
                continue
            score = score_hand(hand, Card(s, used[s]))
            assert points[s] == sum(i.points for i in score.items if i.kind in RANK_KINDS)
            checked += 1
    assert checked == 1820 * 13 - 13
    assert len(score_totals._RANK_CACHE) <= 1820  # one entry per multiset, bounded


def test_R5_2_R5_4_rank_points_exact_values():
    # 5 5 5 J: pair royal 6, 5+5+5 and three 5+J fifteens 8 = 14 before the starter.
    points = rank_points((5, 11, 5, 5))
    assert points[5] == 28  # R5.7: the 29 hand without its nob
    assert points[1] == 14 and points[13] == 20  # a king: three more 5+K fifteens
    assert points[4] == 14  # 4+5+5 and 4+J make 14, not 15; no run, no pair
    # Four aces: 12 with any other starter; a fifth ace is impossible but tabulated.
    assert rank_points((1, 1, 1, 1))[2:] == (12,) * 12


def test_R5_5_flush_points_by_hand_and_crib_rules():
    assert flush_points(False, False) == flush_points(False, True) == 0
    assert flush_points(True, False) == 4 and flush_points(True, False, is_crib=True) == 0
    assert flush_points(True, True) == flush_points(True, True, is_crib=True) == 5


def test_R5_5_R5_6_suit_points_by_starter_suit():
    h, s = Suit.HEARTS, Suit.SPADES
    assert suit_points(parse_cards("2H 4H 6H 8H")) == (4, 4, 5, 4)
    assert suit_points(parse_cards("2H 4H 6H 8H"), is_crib=True) == (0, 0, 5, 0)
    assert suit_points(parse_cards("2H 4H 6H JH"))[h] == 5 + NOBS_POINTS
    assert suit_points(parse_cards("2H 4H 6H JH"), is_crib=True) == (0, 0, 6, 0)
    assert suit_points(parse_cards("JS JC 3D 8C")) == (1, 0, 0, 1)
    assert suit_points(parse_cards("JS AH 3D 8C"))[s] == NOBS_POINTS == 1


def test_R5_score_total_named_hands():
    # R5.5: four-card flush 4 in the hand, nothing in the crib; five-card flush 5 in both.
    hand = parse_cards("2H 4H 6H 8H")
    assert score_total(hand, Card.parse("KS")) == 4
    assert score_total(hand, Card.parse("KS"), is_crib=True) == 0
    assert score_total(hand, Card.parse("KH")) == 5
    assert score_total(hand, Card.parse("KH"), is_crib=True) == 5
    # R5.6: the Jack of the starter's suit scores 1; R3.4: a Jack starter is not nobs.
    assert score_total(parse_cards("JS AH 3D 8C"), Card.parse("KS")) == 1
    assert score_total(parse_cards("JS AH 3D 8C"), Card.parse("KD")) == 0
    assert score_total(parse_cards("2S 2H 7D 9C"), Card.parse("JS")) == 2  # the pair only
    # R5.7: the 29 hand; 3 3 4 4 5: runs 12, pairs 4, fifteens 4; 4 4 5 6 6: runs 12,
    # pairs 4, fifteens 8.
    assert score_total(parse_cards("5H 5D 5C JS"), Card.parse("5S")) == 29
    assert score_total(parse_cards("3H 3D 4C 4S"), Card.parse("5S")) == 20
    assert score_total(parse_cards("4H 4D 5C 6S"), Card.parse("6D")) == 24
