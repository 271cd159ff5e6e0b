"""The coach's play review (issue 19): what each card a player laid in the play cost.

For one of a player's plays (R4.1), `review_view` asks the expert what it would have
laid in that position and what its search expects of every card the player could
lay: the mean over the deals of the hidden cards the expert searches of the exact
(own − other's) points from that card to the end of the play (R4.2–R4.8), both sides
playing their best (`crib_qt.ai.pegging.expert_play`). The cost of the play is how
many of those points the player's card gave up against the expert's card; a cost of
`FLAG_COST` points or more is flagged as a mistake. Near 121 the expert plays for the
win (R6.1), so there the review also gives the chance of winning the card gave up
(`PlayReview.win_loss`; a peg-out missed gives up all the chance the card left), and
`FLAG_WIN` of it or more is flagged too.

Only what the player could see at the time is used: the `PlayerView` of the seat that
laid the card (never the other hand, the crib or the stock), its legal actions and the
card laid (`review_play` takes a position and reads no more than that from it), and
the generator the expert seeds from that view, so the expert's card is the one its
hint would have shown there (U2). It costs what the expert's own decision there costs
(one search per card laid with a choice; tests/benchmarks/bench_coach.py). No Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ..rules import legal_actions
from ..rules.actions import Action, Play
from ..rules.cards import Card
from ..rules.state import GameState, Phase, PlayerView

__all__ = ["FLAG_COST", "FLAG_WIN", "MOST_PLAYS", "PlayReview", "review_view", "review_play",
           "review_hand"]

#: A play that loses this many points or more against the expert's is flagged.
FLAG_COST = 0.5
#: Near 121, a play that gives up this much of the chance to win (0–1) or more is flagged.
FLAG_WIN = 0.05
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
        win_loss: near 121, where the expert plays for the win (R6.1), the chance of
            winning the game (0–1) the player's card gave up against the expert's,
            never below 0 (a peg-out missed gives up all the chance it left); None
            when the board did not matter.
    """

    seat: int
    number: int
    count: int
    played: Card
    expert: Card
    values: tuple[tuple[int, float], ...]
    cost: float
    forced: bool
    win_loss: float | None = None

    @property
    def flagged(self) -> bool:
        """True when the play lost `FLAG_COST` points or more, or near 121 `FLAG_WIN`
        of the chance to win or more."""
        return self.cost >= FLAG_COST or (self.win_loss or 0.0) >= FLAG_WIN

    @property
    def same_as_expert(self) -> bool:
        """True when the player laid the expert's rank (the suit never matters here)."""
        return self.played.rank == self.expert.rank

    def to_data(self) -> dict[str, Any]:
        """As JSON-ready data: cards as text, values as [rank, points] pairs."""
        return {"seat": self.seat, "number": self.number, "count": self.count,
                "played": str(self.played), "expert": str(self.expert),
                "values": [[r, v] for r, v in self.values], "cost": self.cost,
                "forced": self.forced, "win_loss": self.win_loss}

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
        win_loss = data.get("win_loss")  # absent in saves before it
        if win_loss is not None and (type(win_loss) not in (int, float)
                                     or not 0.0 <= win_loss <= 1.0):
            raise ValueError("a play's loss of the chance to win is 0–1 or null")
        return cls(whole("seat", 0, 1), whole("number", 0, MOST_PLAYS - 1),
                   whole("count", 0, 30), card("played"), card("expert"), tuple(values),
                   cost, data["forced"], None if win_loss is None else float(win_loss))


def review_view(view: PlayerView, legal: Sequence[Action], card: Card) -> PlayReview:
    """The review of laying `card` where the player saw `view` and could take `legal`:
    only what they saw at the time is used (DESIGN: the AI gets views).

    Args:
        view: the `PlayerView` of the seat to lay a card, in the play (R4).
        legal: the actions that seat could take there (`rules.legal_actions`).
        card: the card it laid; ``Play(card)`` must be in `legal`.

    Returns:
        A `PlayReview` (see there for the units).

    Raises:
        ValueError: not a view of the play with the viewer to act, or `card` was not
            one of `legal`.
    """
    # The window decodes reviews (`PlayReview.from_data`) without loading the computer.
    from .pegging import expert_play
    from .player import view_rng

    if view.phase is not Phase.PLAY or view.to_act != view.seat:
        raise ValueError("a play review needs a view of the play with its seat to act")
    plays = [a for a in legal if isinstance(a, Play)]
    if Play(card) not in plays or card not in view.hand:
        raise ValueError(f"{card} cannot be laid in this position (R4.1)")
    base = dict(seat=view.seat, number=len(view.played), count=view.count, played=card)
    if len({a.card.rank for a in plays}) == 1:
        return PlayReview(**base, expert=card, values=(), cost=0.0, forced=True)
    chances: dict[int, float] = {}
    # The generator the expert itself draws from in this view: its card is the hint's.
    chosen, values = expert_play(view, plays, view_rng(view, "expert"), chances)
    win_loss = None
    if chances:  # near 121 (R6.1): the expert chose by the chance of winning
        mine = chances.get(card.rank)
        if mine is None:  # the expert's card went out at once and this one did not
            mine = _win_chance(view, card.rank)
        win_loss = max(0.0, chances[chosen.card.rank] - mine)
    cost = max(0.0, values[chosen.card.rank] - values[card.rank])
    return PlayReview(**base, expert=chosen.card, values=tuple(sorted(values.items())),
                      cost=cost, forced=False, win_loss=win_loss)


def _win_chance(view: PlayerView, rank: int) -> float:
    """The chance of winning after laying `rank` (the expert's own estimate near 121,
    `play_win.win_values`, over its number of deals; its own generator)."""
    from .deal_sampling import candidates
    from .pegging import LEVEL_SETTINGS, kept_weights
    from .play_win import win_values
    from .player import view_rng

    settings = LEVEL_SETTINGS["expert"]
    return win_values(view, candidates(view), settings["endgame_deals"],
                      view_rng(view, "coach"), kept_weights(view))[rank]


def review_play(state: GameState, card: Card) -> PlayReview:
    """`review_view` of laying `card` in `state` (the position before it), from what
    the seat to act saw there: ``state.view(state.to_act)`` and its legal actions.

    Raises:
        ValueError: not a position of the play, or `card` cannot be laid there.
    """
    if state.phase is not Phase.PLAY or state.to_act is None:
        raise ValueError("a play review needs a position of the play with a seat to act")
    return review_view(state.view(state.to_act), legal_actions(state), card)


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
