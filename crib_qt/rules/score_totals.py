"""Show totals without items (R5.2–R5.6): the fast path for the computer and the R5.7 tables.

`crib_qt.rules.scoring.score_hand` builds one `ScoreItem` per combination so the
board can announce and highlight each; the computer and the R5.7 tables only need
totals, millions of times. By R5.2–R5.6 the total of a 4-card hand (or crib) with
a starter splits into two independent parts:

* fifteens, pairs and runs (R5.2–R5.4): a function of the multiset of the five
  ranks only, since counting values follow from ranks (R1.2). `rank_points`
  tabulates it for a 4-rank multiset against each of the 13 starter ranks, once
  per multiset (at most C(16, 4) = 1,820 multisets, so its cache stays bounded);
* flush and nobs (R5.5, R5.6): a function of the four hand suits, the hand's
  Jacks and the starter's suit only. `suit_points` tabulates it against each of
  the 4 starter suits. (A Jack starter is his heels, R3.4, never part of the
  show; it cannot be nobs anyway: the hand's Jack of that suit would be the
  starter itself.)

so ``score_total(hand, s) == rank_points(ranks)[s.rank] + suit_points(hand)[s.suit]``.
Nothing here validates cards: callers pass 4 distinct `Card`s and a starter that is
not one of them (the itemised scorer checks and raises). Tests check every function
against `score_hand` on every rank/suit class and on many random hands.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card

__all__ = ["NOBS_POINTS", "flush_points", "rank_points", "score_total", "suit_points"]

#: Points of nobs (R5.6): the hand's Jack of the starter's suit.
NOBS_POINTS = 1
_JACK = 11
_VALUE = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)  # counting value by rank (R1.2)

# rank_points by sorted 4-rank multiset; at most 1,820 entries (about 0.4 MB), never
# cleared, so it costs nothing to keep and nothing to drop.
_RANK_CACHE: dict[tuple[int, ...], tuple[int, ...]] = {}


def _run_points(counts: list[int]) -> int:
    """Runs (R5.4) of five cards given as counts by rank (index 1–13, 14 a zero
    sentinel): the length of the longest block of consecutive ranks times the product
    of its counts, when that block holds at least 3 ranks; five cards hold at most one."""
    r = 1
    while r <= 13:
        if counts[r]:
            start, product = r, 1
            while counts[r]:
                product *= counts[r]
                r += 1
            if r - start >= 3:
                return (r - start) * product
        r += 1
    return 0


def _rank_table(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """`rank_points` computed: the four cards' fifteens and pairs once, then each starter."""
    ways = [1] + [0] * 15  # ways[t] = subsets of the four values that sum to t (R5.2)
    counts = [0] * 15
    for r in ranks:
        v = _VALUE[r]
        for t in range(15, v - 1, -1):
            ways[t] += ways[t - v]
        counts[r] += 1
    # C(c, 2) pairs of 2 points among c cards of a rank: 2, 6 or 12 (R5.3).
    four = 2 * ways[15] + sum(c * (c - 1) for c in counts)
    out = [0]
    for s in range(1, 14):
        # The starter adds the fifteens it completes and one more pair per card of its rank.
        points = four + 2 * ways[15 - _VALUE[s]] + 2 * counts[s]
        counts[s] += 1
        points += _run_points(counts)
        counts[s] -= 1
        out.append(points)
    return tuple(out)


def rank_points(ranks: Sequence[int]) -> tuple[int, ...]:
    """Fifteens, pairs and runs (R5.2–R5.4) of 4 ranks with a starter of each rank.

    Args:
        ranks: the 4 ranks (1–13) of the hand or crib, in any order.

    Returns:
        A 14-tuple of points: item ``r`` (1–13) is the fifteens, pairs and runs of
        the four ranks with a starter of rank ``r``; item 0 is 0. Five cards of one
        rank cannot be dealt; that entry is scored as if they could and is never
        used. Flush and nobs are not included (`suit_points`). Cached per multiset.
    """
    key = tuple(sorted(ranks))
    found = _RANK_CACHE.get(key)
    if found is None:
        found = _RANK_CACHE[key] = _rank_table(key)
    return found


def flush_points(flush: bool, starter_matches: bool, *, is_crib: bool = False) -> int:
    """Points of the flush (R5.5).

    Args:
        flush: the 4 hand (or crib) cards are all of one suit.
        starter_matches: the starter is of that suit too.
        is_crib: count by the crib's rule (only a five-card flush scores).

    Returns:
        5 for five cards of one suit, 4 for the four hand cards alone (0 in the
        crib), else 0.
    """
    if not flush:
        return 0
    if starter_matches:
        return 5
    return 0 if is_crib else 4


def suit_points(hand: Sequence[Card], *, is_crib: bool = False) -> tuple[int, int, int, int]:
    """Flush (R5.5) and nobs (R5.6) points of `hand` with a starter of each suit.

    Args:
        hand: the 4 cards of the hand or crib.
        is_crib: count by the crib's flush rule.

    Returns:
        A 4-tuple of points, index = the starter's `Suit`. Valid for any starter
        that is not one of `hand` (its rank does not matter, see the module doc).
    """
    a, b, c, d = hand
    suit = a.suit
    flush = b.suit is suit and c.suit is suit and d.suit is suit
    other = flush_points(flush, False, is_crib=is_crib)
    points = [other, other, other, other]
    points[suit] = flush_points(flush, True, is_crib=is_crib)
    for card in hand:
        if card.rank == _JACK:  # the Jacks of a hand have distinct suits
            points[card.suit] += NOBS_POINTS
    return (points[0], points[1], points[2], points[3])


def score_total(hand: Sequence[Card], starter: Card, *, is_crib: bool = False) -> int:
    """The show total of `hand` with `starter`, in points (R5.2–R5.6).

    Args:
        hand: 4 distinct cards of the hand or crib (not checked).
        starter: the starter, not one of `hand` (not checked).
        is_crib: True for the crib, where only a five-card flush scores (R5.5).

    Returns:
        ``score_hand(hand, starter, is_crib=is_crib).total``: 0–29 points, never
        19, 25, 26 or 27 (R5.7); his heels is never part of it (R3.4).
    """
    a, b, c, d = hand
    return (rank_points((a.rank, b.rank, c.rank, d.rank))[starter.rank]
            + suit_points(hand, is_crib=is_crib)[starter.suit])
