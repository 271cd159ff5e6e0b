"""The fast show scorer (crib_qt/ai/fast.py) agrees with the rules' `score_hand` (R5)."""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

from crib_qt.ai.fast import UnseenCounts, expected_score, hand_scores, rank_points, score_total
from crib_qt.rules.cards import DECK, Card, parse_cards
from crib_qt.rules.scoring import ScoreKind, score_hand

RANK_KINDS = {ScoreKind.FIFTEEN, ScoreKind.PAIR, ScoreKind.PAIR_ROYAL,
              ScoreKind.DOUBLE_PAIR_ROYAL, ScoreKind.RUN}


def test_rank_points_every_rank_multiset_and_starter_rank():
    # All 1,820 multisets of 4 ranks against all 13 starter ranks (those that fit in one
    # deck): the fifteens, pairs and runs of score_hand's items, summed (R5.2-R5.4).
    checked = 0
    for ranks in combinations_with_replacement(range(1, 14), 4):
        hand, used = [], {}
        for r in ranks:
            hand.append(Card(r, used.get(r, 0)))
            used[r] = used.get(r, 0) + 1
        points = rank_points(ranks)
        assert len(points) == 14 and points[0] == 0
        for s in range(1, 14):
            if used.get(s, 0) == 4:
                continue
            score = score_hand(hand, Card(s, used.get(s, 0)))
            assert points[s] == sum(i.points for i in score.items if i.kind in RANK_KINDS)
            checked += 1
    assert checked == 1820 * 13 - 13


def test_score_total_matches_score_hand_on_random_hands():
    rng = random.Random(5)
    for i in range(20_000):
        cards = rng.sample(DECK, 5)
        is_crib = i % 2 == 1
        assert (score_total(cards[:4], cards[4], is_crib=is_crib)
                == score_hand(cards[:4], cards[4], is_crib=is_crib).total), cards


def test_score_total_flushes_and_nobs_by_hand_and_crib_rules():
    # R5.5: four-card flush 4 in the hand, nothing in the crib; five-card flush 5 in both.
    hand = parse_cards("2H 4H 6H 8H")
    assert score_total(hand, Card.parse("KS")) == 4
    assert score_total(hand, Card.parse("KS"), is_crib=True) == 0
    assert score_total(hand, Card.parse("KH")) == 5
    assert score_total(hand, Card.parse("KH"), is_crib=True) == 5
    # R5.6: the Jack of the starter's suit scores 1; a Jack starter is not nobs.
    assert score_total(parse_cards("JS AH 3D 8C"), Card.parse("KS")) == 1
    assert score_total(parse_cards("JS AH 3D 8C"), Card.parse("KD")) == 0
    assert score_total(parse_cards("2S 2H 7D 9C"), Card.parse("JS")) == 2  # the pair only
    # R5.7: the 29 hand.
    assert score_total(parse_cards("5H 5D 5C JS"), Card.parse("5S")) == 29


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
