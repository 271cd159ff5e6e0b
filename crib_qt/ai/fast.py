"""Fast exact show scores (R5) for the computer's look-ahead.

`crib_qt.rules.scoring.score_hand` builds an itemised `Score` for the board; the
computer only needs totals, thousands of times per decision. By R5.2–R5.6 the
total of a 4-card hand (or crib) with a starter splits into

* fifteens, pairs and runs: a function of the multiset of the five ranks only
  (counting values follow from ranks, R1.2) — `rank_points` tabulates it for a
  4-rank multiset against each of the 13 starter ranks, computed once per
  multiset and cached (at most 1,820 multisets);
* the flush (R5.5): the four hand cards of one suit σ score 4, or 5 with a
  starter of suit σ; in the crib only the five-card flush (5) counts;
* nobs (R5.6): 1 for a Jack in the hand of the starter's suit.

So the mean over a set of possible starters needs only the number of unseen
cards of each rank and of each suit. The tests check every function here
against `score_hand` on many random hands and starters.
"""

from __future__ import annotations

from operator import mul
from typing import Iterable, Sequence

from ..rules.cards import Card

__all__ = ["rank_points", "score_total", "hand_scores", "expected_score", "UnseenCounts"]

_JACK = 11
_RANK_CACHE: dict[tuple[int, ...], tuple[int, ...]] = {}


def _five_rank_points(ranks: Sequence[int]) -> int:
    """Fifteens (R5.2), pairs (R5.3) and runs (R5.4) of five ranks, in points."""
    ways = [1] + [0] * 15  # ways[s] = number of subsets of the values seen so far summing to s
    counts = [0] * 15
    for r in ranks:
        v = r if r < 10 else 10
        for s in range(15, v - 1, -1):
            ways[s] += ways[s - v]
        counts[r] += 1
    points = 2 * ways[15]
    for c in counts:
        points += c * (c - 1)  # C(c, 2) pairs of 2 points: 2, 6 or 12 (R5.3)
    # Five cards hold at most one block of >= 3 consecutive ranks (R5.4).
    r = 1
    while r <= 13:
        if counts[r]:
            start, product = r, 1
            while r <= 13 and counts[r]:
                product *= counts[r]
                r += 1
            length = r - start
            if length >= 3:
                return points + length * product
        else:
            r += 1
    return points


def rank_points(ranks: Sequence[int]) -> tuple[int, ...]:
    """Fifteens, pairs and runs of 4 ranks plus a starter of each rank, in points.

    Args:
        ranks: the 4 ranks (1–13) of the hand or crib, in any order.

    Returns:
        A 14-tuple: item ``r`` (1–13) is the points of fifteens, pairs and runs
        (R5.2–R5.4) of the four ranks with a starter of rank ``r``; item 0 is 0.
        Five cards of one rank are impossible; that entry is scored as if possible
        and is never used by a real deck. Flush and nobs are not included.
    """
    key = tuple(sorted(ranks))
    found = _RANK_CACHE.get(key)
    if found is None:
        found = (0,) + tuple(_five_rank_points(key + (s,)) for s in range(1, 14))
        _RANK_CACHE[key] = found
    return found


def score_total(hand: Sequence[Card], starter: Card, *, is_crib: bool = False) -> int:
    """The show total of `hand` (4 cards) with `starter`, in points (R5.2–R5.6).

    Equal to ``score_hand(hand, starter, is_crib=is_crib).total`` (the tests check
    it); no validation of the cards.
    """
    a, b, c, d = hand
    total = rank_points((a.rank, b.rank, c.rank, d.rank))[starter.rank]
    suit = a.suit
    if b.suit is suit and c.suit is suit and d.suit is suit:
        if starter.suit is suit:
            total += 5
        elif not is_crib:
            total += 4
    for card in hand:
        if card.rank == _JACK and card.suit is starter.suit:
            total += 1
    return total


class UnseenCounts:
    """The possible starters, as counts by rank and by suit (for `expected_score`).

    Args:
        cards: the possible starters, each equally likely.

    Attributes:
        size: how many cards (46 when only one's own six cards are known).
        by_rank: 14 counts, index = rank (index 0 unused).
        by_suit: 4 counts, index = suit.
    """

    __slots__ = ("size", "by_rank", "by_suit")

    def __init__(self, cards: Iterable[Card]) -> None:
        by_rank = [0] * 14
        by_suit = [0] * 4
        size = 0
        for card in cards:
            by_rank[card.rank] += 1
            by_suit[card.suit] += 1
            size += 1
        self.size = size
        self.by_rank = by_rank
        self.by_suit = by_suit

    @classmethod
    def complement(cls, held: Iterable[Card]) -> UnseenCounts:
        """The counts of every card of the deck except the distinct cards `held`."""
        self = cls(())
        by_rank = [0] + [4] * 13
        by_suit = [13] * 4
        size = 52
        for card in held:
            by_rank[card.rank] -= 1
            by_suit[card.suit] -= 1
            size -= 1
        self.size, self.by_rank, self.by_suit = size, by_rank, by_suit
        return self


def expected_score(hand: Sequence[Card], unseen: UnseenCounts, *, is_crib: bool = False) -> float:
    """The exact mean show total (points, R5) of `hand` over every starter in `unseen`.

    Args:
        hand: 4 cards, none of them in `unseen`.
        unseen: the possible starters, each equally likely (at the discard, the 46
            cards one has not seen).
        is_crib: count by the crib's flush rule (R5.5).

    Returns:
        The mean of `score_total(hand, s)` over ``s`` in `unseen`, in points.
    """
    a, b, c, d = hand
    points = rank_points((a.rank, b.rank, c.rank, d.rank))
    total = sum(map(mul, unseen.by_rank, points))
    suit = a.suit
    by_suit = unseen.by_suit
    if b.suit is suit and c.suit is suit and d.suit is suit:
        total += 5 * by_suit[suit] if is_crib else 4 * unseen.size + by_suit[suit]
    for card in hand:
        if card.rank == _JACK:
            total += by_suit[card.suit]
    return total / unseen.size


def hand_scores(hand: Sequence[Card], starters: Iterable[Card], *,
                is_crib: bool = False) -> list[int]:
    """The show total (points) of `hand` with each of `starters`, in the same order."""
    a, b, c, d = hand
    points = rank_points((a.rank, b.rank, c.rank, d.rank))
    suit = a.suit
    flush = b.suit is suit and c.suit is suit and d.suit is suit
    jack_suits = {card.suit for card in hand if card.rank == _JACK}
    out = []
    for s in starters:
        total = points[s.rank]
        if flush:
            if s.suit is suit:
                total += 5
            elif not is_crib:
                total += 4
        if s.suit in jack_suits:
            total += 1
        out.append(total)
    return out
