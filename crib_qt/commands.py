"""Undo steps: one human action plus the computer actions it caused (U4)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, NamedTuple, Sequence

from PySide6.QtGui import QUndoCommand

from .rules import Action, Event, GameState, apply, play_moment

if TYPE_CHECKING:
    from .engine import GameEngine

__all__ = ["Step", "TurnCommand", "replay"]


class Step(NamedTuple):
    """One applied action: who took it, what it was, the state after it and its events.

    `moment` is the position just before the action turned the pile over (a 31, a go
    nobody answers, the last card: `rules.play_moment`) and the first of `events`,
    which led to it; None when it turned nothing over.
    """

    seat: int
    action: Action
    state: GameState
    events: tuple[Event, ...]
    by_computer: bool
    moment: tuple[GameState, tuple[Event, ...]] | None = None


def replay(state: GameState, actions: Sequence[Action], computer_seats: frozenset[int]
           ) -> list[Step]:
    """Apply recorded `actions` from `state` and return each `Step` (no new decisions).

    Raises:
        IllegalAction: a recorded action that does not apply (a damaged history).
    """
    steps = []
    for index, action in enumerate(actions):
        seat = state.to_act
        moment = play_moment(state, action)
        state, events = apply(state, action)
        # The first action of a turn is the human's, even in the show where the
        # human acknowledges the computer's count.
        steps.append(Step(seat, action, state, events, index > 0 and seat in computer_seats,
                          moment))
    return steps


class TurnCommand(QUndoCommand):
    """A human action and every computer reply until the human must act again.

    `redo` re-applies exactly the recorded actions from the state before (it never
    asks the computer again); `undo` restores the state before (U4).

    Args:
        engine: the `GameEngine` whose state this command changes.
        before: the state before the human action.
        actions: the human action first, then the computer's replies.
        text: the translated name shown in the Edit menu ("Undo Play 5♥").
    """

    def __init__(self, engine: GameEngine, before: GameState, actions: Sequence[Action],
                 text: str) -> None:
        super().__init__(text)
        # weakly: the engine's undo stack owns this command, and a strong reference back
        # would make a cycle that only the garbage collector frees, in an order that
        # deletes the engine's C++ side (and so this command's) before this wrapper.
        self._engine = weakref.proxy(engine)
        self.before = before
        self.actions = tuple(actions)
        self.steps: list[Step] = replay(before, self.actions, engine.computerSeats())
        self._pushed = False

    @property
    def after(self) -> GameState:
        """The state after every recorded action."""
        return self.steps[-1].state

    def redo(self) -> None:
        # The first redo is QUndoStack.push(): the board animates the new steps.
        # Later ones are the user's Redo and jump straight to the recorded result.
        self._engine._show(self.after, self.steps, animate=not self._pushed,
                           deferred=self._pushed)
        self._pushed = True

    def undo(self) -> None:
        self._engine._show(self.before, [], animate=False, deferred=True)
