"""A human turn and the computer's replies to it, for `GameEngine` (U4).

`perform` applies the human's action at once and shows it; when the computer is to
reply, the turn waits as a `_Pending` (its ticket, the state before it) while the
`Opponent` decides off the GUI thread, and the human action and its replies are pushed
as one `TurnCommand` once they arrive. A reply whose ticket is no longer the pending
one (undo, New game or a restored match came first) is dropped. Nothing waits in a
nested event loop.
"""

from __future__ import annotations

from typing import NamedTuple

from .commands import TurnCommand
from .refusals import refusal_text
from .rules import Action, GameState, IllegalAction
from .turns import Step, computer_moves, record_step
from .undo_names import describe_turn

__all__ = ["HumanTurns"]


class _Pending(NamedTuple):  # a human action applied while the computer replies
    ticket: int
    before: GameState
    step: Step | None  # None: the computer opens the match (MatchChanges._ask_opening)
    level: str | None = None  # the computer's level when asked: the one that decides


class HumanTurns:
    """The human's actions and the computer's replies (a mixin of `GameEngine`, which
    provides `_undo`, `_state`, `_mode`, `_quiet`, `_opponent`, `_synchronous`,
    `_error`, `_pending`, `_tickets`, `level`, `humanSeat`, `betweenGames`,
    `computerSeats`, `refusal`, `_waiting`, `_opened` and the signals)."""

    def perform(self, action: Action) -> bool:
        """Apply the human's `action` now and show it (`stepsPerformed`); the turn is
        pushed as one undo step once the computer's replies arrive (U4), at once when
        there are none (two players, the show, the game won).

        Returns:
            True if it was applied. False if the game is over, the computer is
            thinking, or the rules refuse it (`actionRejected` says why; nothing
            changed).

        Raises:
            Exception: only with `synchronous=True`: whatever the computer player
                raised; the state before `action` is current again then.
        """
        if self._waiting() or (self.humanSeat() is None and not self.betweenGames()):
            self.actionRejected.emit(self.refusal(action))
            return False
        before = self._state
        try:
            step = record_step(before, action)
        except IllegalAction as exc:
            self.actionRejected.emit(refusal_text(exc, action))
            return False
        if not computer_moves(step.state, self.computerSeats()):
            self._push(before, [step], 0, self.level)
            return True
        ticket = self._pend(before, step)
        self._state = step.state
        # the move is shown first: what follows it (a busy cursor, texts) waits its turn
        self.stepsPerformed.emit([step])
        self.stateChanged.emit()
        self._ask_replies(ticket)
        return True


    def _pend(self, before: GameState, step: Step | None) -> int:
        """Await the computer's replies to the human's `step` from `before` (None: to
        the first state of the match, its opening); the reply's ticket."""
        self._tickets += 1
        self._pending = _Pending(self._tickets, before, step)
        return self._tickets

    def _ask_replies(self, ticket: int) -> None:
        """Ask the computer for its replies from the current state, unless a handler
        of the signals before dropped the turn `ticket`; with `synchronous=True` raise
        what the computer raised."""
        self.thinkingChanged.emit(True)
        if self._pending is not None and self._pending.ticket == ticket:
            self._pending = self._pending._replace(level=self.level)  # asked with it
            self._opponent.reply(ticket, self._state, self.computerSeats())
        error, self._error = self._error, None
        if error is not None:
            raise error

    def _on_replies(self, ticket: int, replies: list[Step] | None,
                    error: Exception | None) -> None:
        pending = self._pending
        if pending is None or pending.ticket != ticket:
            return  # a new or restored match, or undo, replaced that turn meanwhile
        self._pending = None
        if error is None and pending.step is None:
            self._opened(replies, pending.level)
        elif error is None:
            self._push(pending.before, [pending.step] + replies, 1, pending.level)
        else:  # nothing changed: the state before the human action is current again
            self._state = pending.before
            self.positionJumped.emit()
            self.stateChanged.emit()
        self.thinkingChanged.emit(False)
        if error is not None and self._synchronous:
            self._error = error
        elif error is not None:
            self.computerFailed.emit(error)

    def _push(self, before: GameState, steps: list[Step], shown: int, level: str) -> None:
        """Push the turn `steps` from `before` (never won: the human was to act) as one
        undo step, its replies decided at `level`, and show `steps[shown:]`."""
        self._state = steps[-1].state
        self._quiet = True
        try:
            self._undo.push(TurnCommand(before, steps, describe_turn(steps[0].action, self._mode),
                                        level))
        finally:
            self._quiet = False
        self.stepsPerformed.emit(list(steps[shown:]))
        self.stateChanged.emit()
        self.historyChanged.emit()
        if self._state.winner is not None:
            self.gameWon.emit(self._state.winner)

    def _drop_pending(self) -> None:  # its outcome will be ignored
        if self._pending is not None:
            self._pending = None
            self.thinkingChanged.emit(False)
