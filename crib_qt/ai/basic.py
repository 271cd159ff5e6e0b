"""A sensible computer player: best expected hand for discards, careful pegging.

This is the opponent of the first playable release (issue 3): it keeps the four
cards with the highest exact expected hand value over every starter it has not
seen, and in the play takes the most points now while avoiding leaving easy
fifteens and thirty-ones. It sees only a `PlayerView` (DESIGN.md).
"""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from ..rules.actions import Action, Continue, CutForDeal, CutStarter, Discard, Go, Play
from ..rules.cards import DECK, Card
from ..rules.state import Phase, PlayerView
from .fast import UnseenCounts, expected_score
from .play_model import VALUE, series_key, step

__all__ = ["BasicPlayer", "expected_hand_values", "greedy_value"]


def expected_hand_values(hand: Sequence[Card], seen: Sequence[Card] = ()) -> list[tuple[float, Discard]]:
    """For each way to discard two of the six cards in `hand`, the exact mean hand
    score (points) of the four kept cards over every starter not in `hand` or `seen`.

    Returns:
        (expected points, `Discard`) pairs, best first; ties keep the lower discard.
    """
    counts = UnseenCounts(c for c in DECK if c not in hand and c not in seen)
    out = []
    for keep in combinations(sorted(hand), 4):
        # the same exact mean as summing score_hand over `unseen`, from counts
        out.append((expected_score(keep, counts), Discard(tuple(c for c in hand if c not in keep))))
    out.sort(key=lambda pair: (-pair[0], pair[1].cards))
    return out


class BasicPlayer:
    """The computer's choices for every phase, deterministic for a given view."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """One of `legal` for the seat `view.seat`.

        Raises:
            ValueError: `legal` is empty (the game is over).
        """
        if not legal:
            raise ValueError("no legal action: the game is over")
        first = legal[0]
        if isinstance(first, (CutForDeal, CutStarter)):
            # Any depth is as good as another (U1); vary it so the cut looks natural.
            return legal[(7 * view.hand_number + 11 * len(view.played)) % len(legal)]
        if isinstance(first, Discard):
            return expected_hand_values(view.hand)[0][1]
        if isinstance(first, (Go, Continue)) or view.phase is not Phase.PLAY:
            return first
        return max(legal, key=lambda a: self.play_value(view, a))

    @staticmethod
    def play_value(view: PlayerView, action: Play) -> float:
        """How much the baseline likes laying `action` now (R4): `greedy_value` of its
        rank on the series of `view`."""
        ranks = tuple(c.rank for _, c in view.series)
        return greedy_value(series_key(ranks), view.count, action.card.rank,
                            ranks[-1] if ranks else 0)


def greedy_value(key: tuple[int, ...], count: int, rank: int, last: int) -> float:
    """How much the greedy baseline likes laying `rank` (R4): the points it pegs
    (R4.3–R4.5), less 0.7 for a count of 5 or 21 (a ten-card answers for 15 or 31),
    0.1 for a count of 6–14 but 5, and 0.5 for pairing the last card (it invites a
    pair royal); plus 0.01 per counting value, so ties shed high cards.

    Args:
        key: `play_model.series_key` of the ranks laid since the count last reset.
        count: the count before the card, in points (0–30).
        rank: the rank laid (1–13); it must fit (count + its value ≤ 31).
        last: the rank of the series' last card, 0 for an empty series.

    Returns:
        The value, in points.
    """
    points, _ = step(key, rank, count)
    value = float(points)
    new = count + VALUE[rank]
    if new in (5, 21):  # a ten-card answers for 15 or 31
        value -= 0.7
    if new < 15 and new + 10 >= 15 and new != 5:
        value -= 0.1 * (new > 4)
    if new < 31 and rank == last:
        value -= 0.5  # a pair invites a pair royal
    return value + VALUE[rank] * 0.01  # shed high cards first on ties
