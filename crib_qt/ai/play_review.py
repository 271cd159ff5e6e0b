"""The coach's play review (issue 19): what each card a player laid in the play cost.

For one of a player's plays (R4.1), `review_play` asks the expert what it would have
laid in that position and what its search expects of every card the player could
lay: the mean over the deals of the hidden cards the expert searches of the exact
(own − other's) points from that card to the end of the play (R4.2–R4.8), both sides
playing their best (`crib_qt.ai.pegging.expert_play`). The cost of the play is how
many of those points the player's card gave up against the expert's card; a cost of
`FLAG_COST` points or more is flagged as a mistake.

Only what the player could see at the time is used: the position's `PlayerView` for
the seat that laid the card (never the other hand, the crib or the stock), and the
generator the expert seeds from that view, so the expert's card is the one its hint
would have shown there (U2). No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..rules import legal_actions
from ..rules.actions import Action, Play
from ..rules.cards import Card
from ..rules.state import GameState, Phase

__all__ = ["FLAG_COST", "MOST_PLAYS", "PlayReview", "review_play", "review_hand"]

#: A play that loses this many points or more against the expert's is flagged.
FLAG_COST = 0.5
#: The cards one seat lays in a hand's play (R4): the most positions a review holds.
MOST_PLAYS = 8


@dataclass(frozen=True, slots=True)
class PlayReview:
    """One card laid in the play, against the expert's choice there.

    Attributes:
        seat: the seat that laid it (0 or 1).
        number: its place among the hand's played cards (0–7).
        count: the count before it (R4.1), 0–30.
        played: the card laid.
        expert: the card the expert lays in that position (``played`` when `forced`).
        values: (rank 1–13, mean points) for each rank the player could lay, lowest
            rank first: the expert's search's mean (own − other's) points from laying
            that rank to the end of the play. Empty when `forced`.
        cost: points the player's card gave up against the expert's,
            ``values[expert] − values[played]``, never below 0 (near 121 the expert
            plays for the win and may give up points for it; that costs nothing here).
        forced: every card that fitted was of one rank (no choice: suits never matter
            in the play); not searched, cost 0.
    """

    seat: int
    number: int
    count: int
    played: Card
    expert: Card
    values: tuple[tuple[int, float], ...]
    cost: float
    forced: bool

    @property
    def flagged(self) -> bool:
        """True when the play lost `FLAG_COST` points or more."""
        return self.cost >= FLAG_COST

    @property
    def same_as_expert(self) -> bool:
        """True when the player laid the expert's rank (the suit never matters here)."""
        return self.played.rank == self.expert.rank

    def to_data(self) -> dict[str, Any]:
        """As JSON-ready data: cards as text, values as [rank, points] pairs."""
        return {"seat": self.seat, "number": self.number, "count": self.count,
                "played": str(self.played), "expert": str(self.expert),
                "values": [[r, v] for r, v in self.values], "cost": self.cost,
                "forced": self.forced}

    @classmethod
    def from_data(cls, data: object) -> PlayReview:
        """Rebuild a review from `to_data` output.

        Raises:
            ValueError: missing or mistyped fields, numbers out of range.
        """
        if not isinstance(data, dict):
            raise ValueError("a play review must be an object")

        def whole(key: str, low: int, high: int) -> int:
            value = data.get(key)
            if type(value) is not int or not low <= value <= high:
                raise ValueError(f"a play review's {key} must be a whole number {low}–{high}")
            return value

        def points(value: object) -> float:
            if type(value) not in (int, float) or not abs(value) < 1000:
                raise ValueError(f"not a number of points: {value!r:.20}")
            return float(value)

        def card(key: str) -> Card:
            value = data.get(key)
            if not isinstance(value, str) or len(value) > 4:
                raise ValueError(f"a play review's {key} must be a card")
            return Card.parse(value)

        raw = data.get("values")
        if not isinstance(raw, list) or len(raw) > 13 or type(data.get("forced")) is not bool:
            raise ValueError("a play review needs its values and whether it was forced")
        values = []
        for pair in raw:
            if (not isinstance(pair, list) or len(pair) != 2 or type(pair[0]) is not int
                    or not 1 <= pair[0] <= 13):
                raise ValueError("a play review's values are [rank, points] pairs")
            values.append((pair[0], points(pair[1])))
        cost = points(data.get("cost"))
        if cost < 0:
            raise ValueError("a play's cost is never negative")
        return cls(whole("seat", 0, 1), whole("number", 0, MOST_PLAYS - 1),
                   whole("count", 0, 30), card("played"), card("expert"), tuple(values),
                   cost, data["forced"])


def review_play(state: GameState, card: Card) -> PlayReview:
    """The review of laying `card` in `state` (the position before it).

    Args:
        state: a position of the play (R4) with a seat to act; only
            ``state.view(state.to_act)`` is read.
        card: the card that seat laid; ``Play(card)`` must be legal there.

    Returns:
        A `PlayReview` (see there for the units).

    Raises:
        ValueError: not a position of the play, or `card` cannot be laid there.
    """
    # The window decodes reviews (`PlayReview.from_data`) without loading the computer.
    from .pegging import expert_play
    from .player import view_rng

    if state.phase is not Phase.PLAY or state.to_act is None:
        raise ValueError("a play review needs a position of the play with a seat to act")
    legal = legal_actions(state)
    plays = [a for a in legal if isinstance(a, Play)]
    if Play(card) not in plays:
        raise ValueError(f"{card} cannot be laid in this position (R4.1)")
    seat = state.to_act
    view = state.view(seat)
    base = dict(seat=seat, number=len(state.played), count=state.count, played=card)
    if len({a.card.rank for a in plays}) == 1:
        return PlayReview(**base, expert=card, values=(), cost=0.0, forced=True)
    # The generator the expert itself draws from in this view: its card is the hint's.
    chosen, values = expert_play(view, plays, view_rng(view, "expert"))
    cost = max(0.0, values[chosen.card.rank] - values[card.rank])
    return PlayReview(**base, expert=chosen.card, values=tuple(sorted(values.items())),
                      cost=cost, forced=False)


def review_hand(positions: Sequence[tuple[GameState, Action]], seat: int) -> list[PlayReview]:
    """The review of every card `seat` laid in one hand's play.

    Args:
        positions: (position before it, action) for the actions of the hand's play, in
            order (other seats' actions, goes and anything outside the play are
            skipped).
        seat: the player reviewed, 0 or 1.

    Returns:
        One `PlayReview` per `Play` of `seat`, in order.

    Raises:
        ValueError: a bad seat, or a play that is not legal in its position.
    """
    if seat not in (0, 1) or type(seat) is not int:
        raise ValueError(f"seat must be 0 or 1, not {seat!r}")
    return [review_play(state, action.card) for state, action in positions
            if isinstance(action, Play) and state.to_act == seat and state.phase is Phase.PLAY]
