"""Exact mean show scores (R5) over the possible starters, for the computer's discards.

The totals come from the rules' totals path, `crib_qt.rules.score_totals`:
``score_total(hand, s) == rank_points(ranks)[s.rank] + suit_points(hand)[s.suit]``
(fifteens, pairs and runs by the starter's rank; flush and nobs by its suit). So
the mean over a set of possible starters needs only the number of unseen cards of
each rank and of each suit (`UnseenCounts`). The tests check every function here
against `score_hand`.
"""

from __future__ import annotations

from operator import mul
from typing import Iterable, Sequence

from ..rules.cards import Card
from ..rules.score_totals import rank_points, suit_points

__all__ = ["hand_scores", "expected_score", "UnseenCounts"]


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
    total = (sum(map(mul, unseen.by_rank, rank_points((a.rank, b.rank, c.rank, d.rank))))
             + sum(map(mul, unseen.by_suit, suit_points(hand, is_crib=is_crib))))
    return total / unseen.size


def hand_scores(hand: Sequence[Card], starters: Iterable[Card], *,
                is_crib: bool = False) -> list[int]:
    """The show total (points, R5) of `hand` (4 cards) with each of `starters` (none of
    them in `hand`), in the same order: `score_total` of each."""
    a, b, c, d = hand
    points = rank_points((a.rank, b.rank, c.rank, d.rank))
    suits = suit_points(hand, is_crib=is_crib)
    return [points[s.rank] + suits[s.suit] for s in starters]
