"""The coach's reviews of a match in progress (issue 19): each of the players' discards
and plays is reviewed by the expert soon after it is made, and each hand's review is
published once the hand's play is over.

When: a decision is asked about once its turn is pushed and the computer has replied,
while the human is to act and the computer's process would sit idle (`_ask_soon`); when
the human acts, the questions not yet sent are dropped, so the computer's reply waits
at most behind the one question being worked out (a hand's first play review is the
dearest: ~50 ms of CPU at the median, up to ~0.35 s near 121, bench_coach_hands.py; a
discard table ~0.03 s), and they are asked again at the next idle moment. The window never
waits: the answers come by signal (`Opponent.requestPlayReview`,
`Opponent.requestDiscardTable`).

What: only what the deciding player saw: the coach takes from the match's undo steps
each decision as its player saw it (`SeenPosition`: the seat's `PlayerView`, its legal
actions, its action) and keeps and sends nothing else. A hand's review is published
(the hand panel, the match review) once all its decisions are in: the match's recorded
steps (the undo steps done, as `historyChanged` gives them) are past the hand's play,
every decision of it is reviewed, and the board shows its play over too: with two
players nobody sees the other's cards or choices before the show (U3). The board alone
is not enough: the engine shows a turn (`stateChanged`) before it records it
(`historyChanged`), so the board reached the show while the hand's last play was not
yet among the coach's decisions. The score log keeps to the scores (play-test 31).
`handReviewed` announces a
hand's review once: an Undo back into the hand's play withdraws it (the play is not
over), a Redo publishes the same review again without a second announcement; a
different move after the Undo makes a new review, announced.

Reviews are kept by what was seen (the view and the action, which undo and redo keep),
so undo, redo and a different move afterwards keep exactly the reviews that still
apply; they are saved with the match (crib_qt/persistence.py) and restored with it.

Which match: the whole R7 match, not only the run of undo steps at the undo index.
After Restart of a later game the games before it are the engine's `matchEarlier()`
(match_earlier.py, as the score log reads them), numbered first; a Restart keeps their
numbers, so their reviews, made in the run it left, are taken over, not asked again.

This module follows the match and asks the computer's process; publishing the reviews
(hands, the match, the reviews worked out at close) is coach_publishing.py's.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ..decision_review import Decision, SeenPosition, decision_positions, seen
from ..rules import PlayerView
from ..rules.actions import Discard
from .coach_position import hand_over
from .coach_publishing import FINISH_BUDGET_MS, ReviewPublishing

__all__ = ["FINISH_BUDGET_MS", "CoachReviews", "hand_over"]

_KEPT_MATCHES = 8  # matches whose reviews are kept (undo of New game brings one back)


class CoachReviews(ReviewPublishing, QObject):
    """Reviews every decision of the human seats of `engine`'s match.

    Args:
        engine: the `GameEngine`.
        presenter: the board's `BoardPresenter` (what is shown, and its score log).
        opponent: who works the reviews out (an `Opponent`); default one of its own, the
            computer's process shared with the computer's decisions.
        parent: the QObject parent.

    Reviews are asked only when the hint is the expert's (`GameEngine.hintsAreExpert`:
    not with a custom player) or after `setActive(True)`.

    Signals:
        decisionsChanged(): a review arrived, or the history changed.
        handReviewed(int): the review of that hand is published (all its decisions
            recorded and reviewed, its play over); once per review (not again when a
            Redo brings the same decisions back).
        matchReviewed(str): every decision of the won match `str` (its id) is reviewed.
        leftReviewed(str): every decision `reviewLeft` wanted of the match left `str`
            (its id) is reviewed; once per `reviewLeft`.
    """

    decisionsChanged = Signal()
    handReviewed = Signal(int)
    matchReviewed = Signal(str)
    leftReviewed = Signal(str)

    def __init__(self, engine, presenter, opponent=None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine, self._presenter = engine, presenter
        self._opponent = opponent
        self._connected = False
        self._active = engine.hintsAreExpert()
        # by match id: {action number: (the view before it, the action, its Decision)}
        self._matches: dict[str, dict[int, tuple[PlayerView, object, Decision]]] = {}
        # action number → (ticket, the view before it, the action) asked about
        self._asked: dict[int, tuple[int, PlayerView, object]] = {}
        self._tickets = 0
        self._positions: list[SeenPosition] = []  # of the match, redo steps included
        self._start = None  # the run's first position (a GameState, only to compare)
        self._earlier = None  # the games before it (`Earlier`, only to compare)
        self._before: list[SeenPosition] = []  # their decisions
        self._base = 0  # the number of the run's first step's first action
        self._commands: list = []  # its undo steps (`TurnCommand`s), redo steps included
        self._offsets = [0]  # the number of each undo step's first action, then the total
        self._done = 0  # how many of the match's actions are done
        self._published: set[int] = set()
        self._at = None  # the recorded state at the undo index (`GameState`)
        # by match id: {hand: its decisions (action number, action) when announced}
        self._announced: dict[str, dict[int, tuple]] = {}
        self._notes_key: tuple | None = None
        self._restoring = False  # hands published now were announced before the save
        self._reported: set[str] = set()
        self._given_up: set[str] = set()  # matches whose reviews could not be finished in time
        # by match id: the decisions done in a match New game or Restart left, for
        # `leftAccuracy` (the last `_KEPT_MATCHES`); `_positions` are those of `_positions_of`
        self._left: dict[str, list[SeenPosition]] = {}
        self._positions_of: str | None = None
        self._left_wanted: dict[str, int] = {}  # match id → its last game `reviewLeft` wants
        # ticket → (match id, action number, the view before it, the action) asked about
        # in a match no longer current: its answer is kept for that match
        self._asked_left: dict[int, tuple[str, int, PlayerView, object]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._ask)
        engine.historyChanged.connect(self._on_history)
        engine.thinkingChanged.connect(self._on_thinking)
        presenter.layoutChanged.connect(self._publish)
        presenter.textsChanged.connect(self._publish)
        self._on_history()

    # --- the state of the reviews -----------------------------------------------------------

    def isActive(self) -> bool:
        """True when decisions are reviewed."""
        return self._active

    def setActive(self, active: bool) -> None:
        """Review the decisions (True) or not."""
        self._active = active
        self._ask_soon()

    def opponent(self):
        """The `Opponent` that works the reviews out (made when first needed)."""
        if self._opponent is None:
            from ..opponent import Opponent

            self._opponent = Opponent("expert", parent=self)
        if not self._connected:
            self._connected = True
            self._opponent.discardTableReady.connect(self._on_answer)
            self._opponent.playReviewReady.connect(self._on_answer)
        return self._opponent

    def _reviews(self) -> dict[int, tuple[PlayerView, object, Decision]]:
        return self._matches.setdefault(self._engine.matchId, {})

    def positions(self) -> list[SeenPosition]:
        """The decisions of the match done so far (not the redo steps'), in order."""
        return [p for p in self._positions if p.index < self._done]

    def decision(self, index: int) -> Decision | None:
        """The review of action number `index`, or None (not worked out yet)."""
        entry = self._reviews().get(index)
        return None if entry is None else entry[2]

    def decisions(self) -> list[Decision]:
        """The reviews of the decisions done so far, in order (missing ones left out)."""
        reviews = self._reviews()
        return [reviews[p.index][2] for p in self.positions() if p.index in reviews]

    def publishedHands(self) -> set[int]:
        """The hands whose review is published (complete, their play over)."""
        return set(self._published)

    def humanSeats(self) -> list[int]:
        """The seats whose decisions are reviewed: [0] against the computer, else [0, 1]."""
        return sorted(frozenset({0, 1}) - self._engine.computerSeats())

    def isPublished(self, hand: int) -> bool:
        """Whether hand number `hand` (from 1) has its review out (its play is over)."""
        return hand in self._published

    def savedDecisions(self) -> list[Decision]:
        """Every review of the match's recorded decisions (redo steps' included), for
        the save."""
        reviews = self._reviews()
        return [reviews[p.index][2] for p in self._positions if p.index in reviews]

    def restore(self, decisions) -> None:
        """Take `decisions` (a checked save's, crib_qt/persistence.py) as the reviews of
        the match now current, each at its action number's position. The hands played
        before the save get no `handReviewed`, now or when their reviews come (a resume)."""
        by_index = {p.index: p for p in self._positions}
        reviews = self._reviews()
        for decision in decisions:
            position = by_index.get(decision.index)
            if position is not None:
                reviews[decision.index] = (position.view, position.action, decision)
        self._restoring = True
        try:
            self._changed()
        finally:
            self._restoring = False

    # --- following the match ------------------------------------------------------------------

    def _on_history(self) -> None:
        match = self._engine.matchId
        if self._positions_of not in (None, match):  # a match left: keep what was done
            self._left[self._positions_of] = self.positions()
            while len(self._left) > _KEPT_MATCHES:
                del self._left[next(iter(self._left))]
            self._swap_asked(self._positions_of, match)
        self._positions_of = match
        undo = self._engine.undoStack()
        begin = undo.matchBegin()
        commands = [undo.command(i) for i in range(begin, undo.matchEnd(begin))]
        start = undo.stateAt(begin)
        seats = frozenset({0, 1}) - self._engine.computerSeats()
        earlier = self._engine.matchEarlier()
        if earlier is not self._earlier:
            self._before = [seen(p) for p in decision_positions(
                earlier.begin, ((s.action, s.state, s.by_computer) for s in earlier.steps),
                seats)]
        # numbered over the match: the games before, the run's opening, its steps
        base = len(earlier.steps) + len(undo.openingAt(begin))
        # the undo steps kept since the last change keep their positions (a turn costs
        # the new steps only, not the whole match again)
        same = 0
        if start is self._start and earlier is self._earlier:
            known = self._commands
            while same < min(len(commands), len(known)) and commands[same] is known[same]:
                same += 1
        offsets = self._offsets[:same + 1] if same else [base]
        self._positions = ([p for p in self._positions if p.index < offsets[-1]] if same
                           else list(self._before))
        before = commands[same - 1].after if same else start
        for command in commands[same:]:
            steps = command.steps
            self._positions.extend(seen(p) for p in decision_positions(
                before, ((s.action, s.state, s.by_computer) for s in steps), seats,
                offsets[-1]))
            offsets.append(offsets[-1] + len(steps))
            before = command.after
        self._start, self._commands, self._offsets = start, commands, offsets
        self._earlier, self._base = earlier, base
        done = max(0, min(undo.index() - begin, len(commands)))
        self._done = offsets[done]
        self._at = commands[done - 1].after if done else start  # as recorded, not shown
        at = {p.index: (p.view, p.action) for p in self._positions}
        if self._engine.matchId not in self._matches and len(self._matches) >= _KEPT_MATCHES:
            dropped = next(iter(self._matches))
            del self._matches[dropped]
            self._announced.pop(dropped, None)
        reviews = self._reviews()
        for index in [i for i, (view, action, _) in reviews.items()
                      if at.get(i, (None,))[0] != view or at[i][1] != action]:
            del reviews[index]  # a decision no longer in the match (undone and replaced)
        self._take_over(reviews)
        self._changed()

    def _swap_asked(self, left: str, match: str) -> None:
        """The questions asked about match `left` are answered for it still (its reviews
        are kept: `reviewLeft`); those asked about `match` before, which Undo brings back
        (no longer left), are its again."""
        for index, (ticket, view, action) in self._asked.items():
            self._asked_left[ticket] = (left, index, view, action)
        self._asked = {index: (ticket, view, action) for ticket, (of, index, view, action)
                       in self._asked_left.items() if of == match}
        self._asked_left = {ticket: asked for ticket, asked in self._asked_left.items()
                            if asked[0] != match}
        self._left_wanted.pop(match, None)

    def _take_over(self, reviews: dict) -> None:
        """Take the reviews of the games before the run (`matchEarlier`) that a run kept
        has (the one a Restart left: the same decisions under the same numbers), so
        they are not asked again."""
        for position in self._before:
            if position.index in reviews:
                continue
            for kept in self._matches.values():
                entry = kept.get(position.index)
                if entry is not None and entry[0] == position.view \
                        and entry[1] == position.action:
                    reviews[position.index] = entry
                    break
        self._ask_soon()

    def _on_thinking(self, thinking: bool) -> None:
        if thinking and self._asked:  # the computer's reply goes first: after the one
            # question being worked out, whose answer is kept (no work thrown away)
            coming = set(self.opponent().cancelCoach())
            self._asked = {index: asked for index, asked in self._asked.items()
                           if (asked[0], index) in coming}
            self._asked_left = {ticket: asked for ticket, asked in self._asked_left.items()
                                if (ticket, asked[1]) in coming}
        elif not thinking:
            self._ask_soon()

    def _ask_soon(self) -> None:
        if self._active:
            self._timer.start()

    def _ask(self) -> None:
        """Ask about every decision done and not reviewed yet, while the computer is idle:
        the match's, then those `reviewLeft` wants of matches left."""
        if not self._active or self._engine.isThinking():
            return
        reviews = self._reviews()
        for position in self.positions():
            index, view, _, action = position
            asked = self._asked.get(index)
            if index in reviews or (asked is not None and asked[1] == view
                                    and asked[2] == action):
                continue
            self._request(position, None)
        asking = {(asked[0], asked[1]) for asked in self._asked_left.values()}
        for match, last in self._left_wanted.items():
            reviews = self._matches.get(match, {})
            for position in self._left_positions(match, last):
                if position.index not in reviews and (match, position.index) not in asking:
                    self._request(position, match)

    def _request(self, position: SeenPosition, left: str | None) -> None:
        """Ask the computer's process to review `position`, of match `left` (one left)
        or with None of the match."""
        index, view, legal, action = position
        self._tickets += 1
        if left is None:
            self._asked[index] = (self._tickets, view, action)
        else:
            self._asked_left[self._tickets] = (left, index, view, action)
        key = (self._tickets, index)
        seat = view.seat
        if isinstance(action, Discard):
            self.opponent().requestDiscardTable(
                key, view.hand, view.is_dealer, (view.scores[seat], view.scores[1 - seat]))
        else:
            self.opponent().requestPlayReview(key, [(view, legal, action.card)], seat)

    def _on_answer(self, key, value, error) -> None:
        ticket, index = key
        left = self._asked_left.pop(ticket, None)
        if left is not None:  # about a match left: kept for it, none the current match's
            match, index, view, action = left
            reviews = self._matches.get(match)
            if error is None and reviews is not None:
                reviews[index] = (view, action, _decision(index, view, action, value))
                self._check_left(match)
            return  # a failed review is asked again at the next idle moment, if wanted
        asked = self._asked.get(index)
        if asked is None or asked[0] != ticket:
            return  # no longer wanted
        del self._asked[index]
        view = asked[1]
        position = next((p for p in self._positions if p.index == index), None)
        if (error is not None or position is None or position.view != view
                or position.action != asked[2]):
            return  # a failed review is asked again at the next idle moment
        self._reviews()[index] = (view, position.action,
                                  _decision(index, view, position.action, value))
        self._changed()


def _decision(index: int, view: PlayerView, action, value) -> Decision:
    """The `Decision` of action number `index` from the computer's process's answer."""
    if isinstance(action, Discard):
        return Decision(index, view.hand_number, view.seat, table=value,
                        throw=tuple(sorted(action.cards)))
    return Decision(index, view.hand_number, view.seat, review=value[0])
