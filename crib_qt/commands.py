"""Undo steps: one human action plus the computer actions it caused (U4).

A `TurnCommand` is a pure record: the state before the turn and the recorded
`Step`s, each with the action and the state it produced. Its `redo` and `undo` do
nothing themselves; `GameEngine` follows the undo stack's index and makes the
recorded state at that index current. So redo never asks the computer again and
never re-runs the rules, and undo restores the state before.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtGui import QUndoCommand, QUndoStack

from .rules import Action, GameState
from .turns import Step, replay_turn
from .undo_names import describe_turn

__all__ = ["Step", "TurnCommand", "TurnStack", "replay_commands"]


class TurnCommand(QUndoCommand):
    """A human action and every computer reply until the human must act again.

    Args:
        before: the state before the human action.
        steps: the recorded steps, the human's first, then the computer's replies
            (at least one).
        text: the translated name shown in the Edit menu ("Undo Play 5♥").

    Raises:
        ValueError: no steps.
    """

    def __init__(self, before: GameState, steps: Sequence[Step], text: str) -> None:
        super().__init__(text)
        if not steps:
            raise ValueError("an undo step holds at least one action")
        self.before = before
        self.steps: tuple[Step, ...] = tuple(steps)
        self.actions: tuple[Action, ...] = tuple(step.action for step in self.steps)

    @property
    def after(self) -> GameState:
        """The state after every recorded action."""
        return self.steps[-1].state

    # The engine follows QUndoStack.indexChanged: nothing to do here (see the module doc).
    def redo(self) -> None:
        pass

    def undo(self) -> None:
        pass


def replay_commands(start: GameState, steps: Sequence[Sequence[Action]],
                    computer: frozenset[int], mode: str) -> list[TurnCommand]:
    """The undo steps of a recorded match: each turn checked and applied once from
    `start` (`turns.replay_turn`; nobody is asked for a decision).

    Args:
        start: the match's first state.
        steps: each undo step's recorded actions, oldest first.
        computer: the seats the computer plays.
        mode: the match's mode (it names the steps: `describe_turn`).

    Raises:
        IllegalAction: a step that is not a legal turn of this match.
    """
    commands = []
    state = start
    for actions in steps:
        recorded = replay_turn(state, actions, computer)
        commands.append(TurnCommand(state, recorded, describe_turn(actions[0], mode)))
        state = commands[-1].after
    return commands


class TurnStack(QUndoStack):
    """The undo stack of a match's `TurnCommand`s, and the match's first state.

    Args:
        start: the state at undo index 0.
        parent: the QObject parent.
    """

    def __init__(self, start: GameState, parent=None) -> None:
        super().__init__(parent)
        self.start = start

    def stateAt(self, index: int) -> GameState:
        """The recorded state after the first `index` undo steps (0 … count())."""
        return self.command(index - 1).after if index else self.start

    def doneSteps(self) -> list[Step]:
        """Every recorded step of the undo steps up to the undo index, oldest first."""
        return [step for i in range(self.index()) for step in self.command(i).steps]

    def recordedActions(self) -> list[tuple[Action, ...]]:
        """Every undo step's recorded actions, redo steps included, oldest first."""
        return [self.command(i).actions for i in range(self.count())]

    def reset(self, start: GameState, commands: Sequence[TurnCommand], index: int) -> None:
        """Hold `commands` from `start` instead, `index` of them done (0 … len(commands)).
        The index signals say so as they always do."""
        self.clear()
        self.start = start
        for command in commands:
            self.push(command)
        self.setIndex(index)
