"""The coach's record of a match (issue 19): each of the players' decisions (discards and
plays) with the expert's choice there and what the player's choice cost, in points, and
the match accuracy made of them.

A `Decision` is one action of a human seat in the match's history, found by its place
in it (`index`: the action's number, from 0, over the match's recorded undo steps in
order, as the save keeps them). Its analysis is the coach's: a discard's
`crib_qt.ai.analysis.DiscardTable` (the cost is how much less net the player's throw is
expected to bring than the expert's, never below 0) or a play's
`crib_qt.ai.play_review.PlayReview`. Both use only what the player saw when deciding.

`check_decision` tells whether a decision read from a file belongs to a position of the
match (the save refuses one that does not, crib_qt/persistence.py). No Qt, and the
computer is not loaded: analysis and play_review import it only to work a review out.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from .rules import Action, GameState, Phase, PlayerView, legal_actions
from .rules.actions import Discard, Play
from .rules.cards import Card

if TYPE_CHECKING:  # imported when a review is read or worked out: not for the first frame
    from .ai.analysis import DiscardTable
    from .ai.play_review import PlayReview
    from .decision_accuracy import Accuracy

__all__ = ["ANALYSIS_MS", "FLAG_COST", "Decision", "Accuracy", "DecisionPosition",
           "SeenPosition", "decision_positions", "seen", "analyse", "analysis_cost",
           "check_decision", "match_accuracy", "MAX_INDEX"]

#: The highest action number a decision may have (the save's bound on actions).
MAX_INDEX = 10_000


def __getattr__(name: str):
    """`FLAG_COST` (`play_review.FLAG_COST`) and `Accuracy` (decision_accuracy.py), read
    from their modules when first asked for (PEP 562): the window imports this module
    before its first frame, and neither the coach's analyses nor an accuracy are needed
    until a review is read or worked out (issue 14)."""
    if name == "FLAG_COST":
        from .ai.play_review import FLAG_COST

        return FLAG_COST
    if name == "Accuracy":
        from .decision_accuracy import Accuracy

        return Accuracy
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of a player and the coach's analysis of it.

    Attributes:
        index: the action's number in the match's history (0 …), see the module notes.
        hand: the hand number it was taken in (1 …).
        seat: the seat that took it (0 or 1).
        table: for a discard, the coach's `DiscardTable` of the six cards; else None.
        throw: for a discard, the two cards the player laid away, in rank order.
        review: for a play, the coach's `PlayReview`; else None.
    """

    index: int
    hand: int
    seat: int
    table: DiscardTable | None = None
    throw: tuple[Card, Card] | None = None
    review: PlayReview | None = None

    def __post_init__(self) -> None:
        if (self.table is None) == (self.review is None) or (
                (self.table is None) != (self.throw is None)):
            raise ValueError("a decision is either a discard with its table and throw "
                             "or a play with its review")

    @property
    def kind(self) -> str:
        """"discard" or "play"."""
        return "play" if self.review is not None else "discard"

    @property
    def cost(self) -> float:
        """Points the player's choice gave up against the expert's, never below 0: for a
        discard the difference of the two rows' net (hand, crib and pegging, R3.2), for a
        play the review's cost (R4)."""
        if self.review is not None:
            return self.review.cost
        options = self.table.options
        player = options[self.table.row_of(self.throw)].net
        return max(0.0, options[self.table.expert_row()].net - player)

    @property
    def flagged(self) -> bool:
        """True when the choice lost `FLAG_COST` (0.5) points or more, or (a play near
        121, R6.1) `play_review.FLAG_WIN` of the chance to win or more."""
        if self.review is not None:
            return self.review.flagged
        from .ai.play_review import FLAG_COST

        return self.cost >= FLAG_COST

    @property
    def win_loss(self) -> float | None:
        """For a play near 121, the chance to win (0–1) it gave up against the
        expert's (`PlayReview.win_loss`); else None."""
        return None if self.review is None else self.review.win_loss

    @property
    def forced(self) -> bool:
        """True for a play without a choice (every card that fitted was of one rank): it
        is shown but does not count in the accuracy."""
        return self.review is not None and self.review.forced

    @property
    def same_as_expert(self) -> bool:
        """True when the player chose as the expert did (the same throw; a card of the
        same rank)."""
        if self.review is not None:
            return self.review.same_as_expert
        return self.throw == self.table.expert

    @property
    def chosen(self) -> tuple[Card, ...]:
        """The player's cards: the throw, or the card laid."""
        return self.throw if self.review is None else (self.review.played,)

    @property
    def expert(self) -> tuple[Card, ...]:
        """The expert's cards in that position: its throw, or its card."""
        return self.table.expert if self.review is None else (self.review.expert,)

    def to_data(self) -> dict[str, Any]:
        """As JSON-ready data (the save's "reviews" entries)."""
        data: dict[str, Any] = {"index": self.index, "hand": self.hand, "seat": self.seat}
        if self.review is not None:
            data["review"] = self.review.to_data()
        else:
            data["table"] = self.table.to_data()
            data["throw"] = [str(c) for c in self.throw]
        return data

    @classmethod
    def from_data(cls, data: object) -> Decision:
        """Rebuild a decision from `to_data` output.

        Raises:
            ValueError: anything `to_data` would not write (the table's and review's
                own checks included; a throw that is not two of the table's cards).
        """
        if not isinstance(data, dict):
            raise ValueError("a decision must be an object")
        index, hand, seat = data.get("index"), data.get("hand"), data.get("seat")
        if type(index) is not int or not 0 <= index <= MAX_INDEX:
            raise ValueError("a decision's index must be a whole number 0–10000")
        if type(hand) is not int or not 1 <= hand <= 1000:
            raise ValueError("a decision's hand must be a whole number 1–1000")
        if seat not in (0, 1) or type(seat) is not int:
            raise ValueError("a decision's seat must be 0 or 1")
        if ("review" in data) == ("table" in data):
            raise ValueError("a decision has either a table or a review")
        if "review" in data:
            from .ai.play_review import PlayReview

            review = PlayReview.from_data(data["review"])
            if review.seat != seat:
                raise ValueError("a play's review is of another seat")
            return cls(index, hand, seat, review=review)
        from .ai.analysis import DiscardTable

        table = DiscardTable.from_data(data["table"])
        raw = data.get("throw")
        if (not isinstance(raw, list) or len(raw) != 2
                or not all(isinstance(t, str) and len(t) <= 4 for t in raw)):
            raise ValueError("a discard's throw must be two cards")
        throw = tuple(sorted(Card.parse(t) for t in raw))
        if len(set(throw)) != 2 or not set(throw) <= set(table.cards):
            raise ValueError("a discard's throw is not two of its cards")
        return cls(index, hand, seat, table=table, throw=throw)


class DecisionPosition(NamedTuple):
    """Where a player decided: the action's number, the position before it (the
    player's `PlayerView` of it is all the coach may use) and the action."""

    index: int
    before: GameState
    action: Action


class SeenPosition(NamedTuple):
    """A decision as the player who took it saw it: the action's number, that seat's
    `PlayerView` before it, the actions it could take and the one it took. All the
    coach keeps of a match in progress (DESIGN: views, never the deck order or the
    other hand); `seen` makes one from a `DecisionPosition`."""

    index: int
    view: PlayerView
    legal: tuple[Action, ...]
    action: Action

    @property
    def seat(self) -> int:
        return self.view.seat

    @property
    def hand(self) -> int:
        """The hand number (1 …)."""
        return self.view.hand_number


def seen(position: DecisionPosition) -> SeenPosition:
    """What the deciding seat saw of `position`: its view, its legal actions, its action."""
    before = position.before
    return SeenPosition(position.index, before.view(before.to_act),
                        tuple(legal_actions(before)), position.action)


def decision_positions(start: GameState, actions: Iterable[tuple[Action, GameState, bool]],
                       seats: frozenset[int], first: int = 0) -> Iterator[DecisionPosition]:
    """The decisions among a match's actions: every `Discard` and `Play` of `seats`.

    Args:
        start: the match's first position (or the position before `actions`).
        actions: (action, position after it, taken by the computer) in order, each
            action numbered from `first` in this order.
        seats: the human seats (against the computer {0}; two players {0, 1}).
        first: the number of the first of `actions` (0: the match's first action).

    Yields:
        A `DecisionPosition` for each decision, in order.
    """
    before = start
    for index, (action, after, by_computer) in enumerate(actions, first):
        if (not by_computer and before.to_act in seats
                and isinstance(action, (Discard, Play))):
            yield DecisionPosition(index, before, action)
        before = after


def analyse(position: SeenPosition) -> Decision:
    """The coach's analysis of one decision, worked out here and now (it loads the
    computer: the window asks the computer's process instead, and calls this only when
    it cannot wait for it, e.g. closing with a won match's last reviews missing).

    Only what the deciding player saw goes in: for a discard the six cards dealt, who
    deals and the scores (`analysis.discard_table`); for a play the seat's `PlayerView`,
    its legal actions and the card laid (`play_review.review_view`).

    Raises:
        ValueError: `position` is not a discard or a play of the seat to act.
    """
    from .ai.analysis import discard_table
    from .ai.play_review import review_view

    index, view, legal, action = position
    if view.to_act != view.seat or not isinstance(action, (Discard, Play)):
        raise ValueError("only a discard or a play of the seat to act is analysed")
    seat = view.seat
    if isinstance(action, Discard):
        table = discard_table(view.hand, view.is_dealer,
                              (view.scores[seat], view.scores[1 - seat]))
        return Decision(index, view.hand_number, seat, table=table,
                        throw=tuple(sorted(action.cards)))
    return Decision(index, view.hand_number, seat,
                    review=review_view(view, legal, action.card))


#: Estimated cost of `analyse` in ms on two quiet cores (tests/benchmarks/bench_coach.py):
#: a discard table; a play review by the cards the player held (4 is the hand's first
#: play, the dearest: its mean is ~50 ms, its slowest several times that).
ANALYSIS_MS = {"discard": 5, 1: 1, 2: 10, 3: 40, 4: 150}


def analysis_cost(position: SeenPosition) -> int:
    """`analyse`'s estimated cost for `position`, in ms (`ANALYSIS_MS`): what a caller
    that must not block long (the window closing) budgets with. A forced play (one rank
    fits, R4.1) is not searched: 1."""
    _, view, legal, action = position
    if isinstance(action, Discard):
        return ANALYSIS_MS["discard"]
    if len({a.card.rank for a in legal if isinstance(a, Play)}) <= 1:
        return ANALYSIS_MS[1]
    return ANALYSIS_MS[min(4, max(1, len(view.hand)))]


def check_decision(decision: Decision, before: GameState, action: Action) -> None:
    """Check that `decision` analyses `action` taken in `before` (a saved review must be
    of its match: the seat, hand, cards and count agree; the expert's card could be
    laid there).

    Raises:
        ValueError: saying what does not agree.
    """
    seat = before.to_act
    if decision.seat != seat or decision.hand != before.hand_number:
        raise ValueError("a review is of another seat or hand than its action")
    if decision.review is None:
        table = decision.table
        if not isinstance(action, Discard) or before.phase is not Phase.DISCARD:
            raise ValueError("a discard's review is not of a discard")
        if (table.cards != tuple(sorted(before.hands[seat]))
                or table.dealer != (before.dealer == seat)
                or decision.throw != tuple(sorted(action.cards))):
            raise ValueError("a discard's review is of other cards")
        return
    review = decision.review
    if not isinstance(action, Play) or before.phase is not Phase.PLAY:
        raise ValueError("a play's review is not of a play")
    if (review.played != action.card or review.count != before.count
            or review.number != len(before.played)):
        raise ValueError("a play's review is of another card or count")
    if Play(review.expert) not in legal_actions(before):
        raise ValueError("a play's review names a card that could not be laid")


def match_accuracy(decisions: Sequence[Decision], seat: int) -> Accuracy | None:
    """The accuracy of `seat`'s `decisions` (forced plays left out, decision_accuracy.py);
    None when none count."""
    counted = [d for d in decisions if d.seat == seat and not d.forced]
    if not counted:
        return None
    from .decision_accuracy import Accuracy  # not before the first frame (issue 14)

    return Accuracy(len(counted), sum(d.cost for d in counted),
                    sum(d.same_as_expert for d in counted))
