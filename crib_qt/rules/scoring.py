"""Scoring of the show (R5) and of the play (R4), as itemised breakdowns.

Every function returns a `Score`: a total and one `ScoreItem` per scoring
combination, with the cards that earned it, so the board can announce
"fifteen two, fifteen four, a pair is six" and highlight each. The core never
builds sentences; the UI translates `ScoreKind` values.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Sequence

from .cards import Card

__all__ = [
    "ScoreKind",
    "ScoreItem",
    "Score",
    "score_hand",
    "score_play",
    "NO_SCORE",
    "PAIR_KINDS",
]


class ScoreKind(enum.Enum):
    """What a `ScoreItem` scores for; the value is a stable name for saves and logs."""

    FIFTEEN = "fifteen"  # R4.3, R5.2
    THIRTY_ONE = "thirty_one"  # R4.3, R4.7
    PAIR = "pair"  # R4.4, R5.3: 2 points
    PAIR_ROYAL = "pair_royal"  # three of a rank: 6 points
    DOUBLE_PAIR_ROYAL = "double_pair_royal"  # four of a rank: 12 points
    RUN = "run"  # R4.5, R5.4: points = length
    FLUSH = "flush"  # R5.5: 4 or 5
    NOBS = "nobs"  # R5.6: 1
    GO = "go"  # R4.6: 1
    LAST_CARD = "last_card"  # R4.8: 1
    HIS_HEELS = "his_heels"  # R3.4: 2 to the dealer


# Pair kinds by the number of cards of one rank (2, 3, 4) and their points.
PAIR_KINDS = {
    2: (ScoreKind.PAIR, 2),
    3: (ScoreKind.PAIR_ROYAL, 6),
    4: (ScoreKind.DOUBLE_PAIR_ROYAL, 12),
}


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One scoring combination.

    Attributes:
        kind: the `ScoreKind`.
        points: the points it scores (a positive integer).
        cards: the cards that earned it, in hand order (empty for go and last card,
            which no card combination earns).
    """

    kind: ScoreKind
    points: int
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Score:
    """A total in points and the items that make it up (``total == sum of points``)."""

    total: int
    items: tuple[ScoreItem, ...] = ()

    @classmethod
    def of(cls, items: Iterable[ScoreItem]) -> Score:
        """A `Score` whose total is the sum of `items`' points."""
        items = tuple(items)
        return cls(sum(i.points for i in items), items)

    def __add__(self, other: Score) -> Score:
        if not isinstance(other, Score):
            return NotImplemented
        return Score(self.total + other.total, self.items + other.items)


NO_SCORE = Score(0, ())

# Sizes of the card combinations that can make fifteen, smallest first, so the
# fifteens are announced in the order a player counts them (in hand order within a size).
_FIFTEEN_SIZES = (2, 3, 4, 5)


def _check_cards(cards: Sequence[object], what: str) -> None:
    for c in cards:
        if not isinstance(c, Card):
            raise ValueError(f"{what}: {c!r} is not a Card")
    if len(set(cards)) != len(cards):
        dup = sorted({str(c) for c in cards if cards.count(c) > 1})
        raise ValueError(f"{what}: the same card appears twice ({', '.join(dup)})")


def score_hand(hand: Sequence[Card], starter: Card, *, is_crib: bool = False) -> Score:
    """Score a hand or the crib in the show (R5.2–R5.6).

    Args:
        hand: the 4 cards of the hand or crib.
        starter: the starter card, shared by all three counts (R5.1).
        is_crib: True for the crib, where only a five-card flush scores (R5.5).

    Returns:
        A `Score` in points (0–29, never 19, 25, 26 or 27: R5.7) with items in
        counting order: fifteens, pairs, runs, flush, nobs. His heels (a Jack
        starter) is never part of it: it is the dealer's at the cut (R3.4).

    Raises:
        ValueError: not exactly 4 hand cards, something that is not a `Card`, or a
            card that appears twice.
    """
    hand = tuple(hand)
    if len(hand) != 4:
        raise ValueError(f"a hand in the show has 4 cards, not {len(hand)}")
    cards = hand + (starter,)
    _check_cards(cards, "hand and starter")
    items: list[ScoreItem] = []

    values = [c.value for c in cards]
    for n in _FIFTEEN_SIZES:  # the sums come from C code: this loop was half the time
        sums = list(map(sum, combinations(values, n)))
        if 15 in sums:  # most sizes make none: no card combinations built for them
            for combo, total in zip(combinations(cards, n), sums):
                if total == 15:
                    items.append(ScoreItem(ScoreKind.FIFTEEN, 2, combo))

    by_rank: dict[int, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    for rank in sorted(by_rank):
        group = by_rank[rank]
        if len(group) >= 2:
            kind, points = PAIR_KINDS[len(group)]
            items.append(ScoreItem(kind, points, tuple(group)))

    items.extend(_show_runs(by_rank, cards))

    suit = hand[0].suit
    if all(c.suit is suit for c in hand):
        if starter.suit is suit:
            items.append(ScoreItem(ScoreKind.FLUSH, 5, cards))
        elif not is_crib:
            items.append(ScoreItem(ScoreKind.FLUSH, 4, hand))

    for c in hand:
        if c.rank == 11 and c.suit is starter.suit:
            items.append(ScoreItem(ScoreKind.NOBS, 1, (c,)))

    return Score.of(items)


def _show_runs(by_rank: dict[int, list[Card]], cards: tuple[Card, ...]) -> list[ScoreItem]:
    """Every combination forming the longest run present (R5.4), or none; cards in hand order."""
    best_start, best_len = 0, 0
    rank = 1
    while rank <= 13:
        if rank in by_rank:
            start = rank
            while rank + 1 in by_rank:
                rank += 1
            if rank - start + 1 > best_len:
                best_start, best_len = start, rank - start + 1
        rank += 1
    if best_len < 3:
        return []
    combos: list[tuple[Card, ...]] = [()]
    for r in range(best_start, best_start + best_len):
        combos = [combo + (c,) for combo in combos for c in by_rank[r]]
    return [
        ScoreItem(ScoreKind.RUN, best_len, tuple(c for c in cards if c in combo))
        for combo in combos
    ]


def score_play(series: Sequence[Card]) -> Score:
    """Points earned by the last card of `series` during the play (R4.3–R4.5).

    Args:
        series: the cards played since the last reset of the count, in the order
            played; the last one is the card just played.

    Returns:
        A `Score` in points: fifteen (2) or thirty-one (2), the pair kind formed
        with the cards just before it (2, 6 or 12), and the longest run of the
        last N ≥ 3 cards (N). Go and last card are not included: they depend on
        what happens next and are scored by the game (R4.6, R4.8).

    Raises:
        ValueError: an empty series, something not a `Card`, a repeated card, or a
            count over 31 (R4.1).
    """
    series = tuple(series)
    if not series:
        raise ValueError("the series is empty: no card was played")
    _check_cards(series, "series")
    count = sum(c.value for c in series)
    if count > 31:
        raise ValueError(f"the count may never pass 31 (R4.1); this series counts {count}")
    items: list[ScoreItem] = []
    if count == 15:
        items.append(ScoreItem(ScoreKind.FIFTEEN, 2, series))
    elif count == 31:
        items.append(ScoreItem(ScoreKind.THIRTY_ONE, 2, series))

    last = series[-1]
    same = 1
    while same < len(series) and series[-1 - same].rank == last.rank:
        same += 1
    if same >= 2:
        kind, points = PAIR_KINDS[same]
        items.append(ScoreItem(kind, points, series[-same:]))

    for n in range(len(series), 2, -1):
        ranks = {c.rank for c in series[-n:]}
        if len(ranks) == n and max(ranks) - min(ranks) == n - 1:
            items.append(ScoreItem(ScoreKind.RUN, n, series[-n:]))
            break
    return Score.of(items)
