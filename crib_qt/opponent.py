"""The computer's decisions, worked out off the GUI thread: its replies and the hint.

The work is a pure function of immutable states (`crib_qt.turns`), run by the
`Worker`; outcomes come back by signal. The hint shows what the expert would do in
the human's place (U2: it changes nothing), whatever the opponent's level.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .ai import LEVELS, ComputerPlayer
from .rules import Action, Continue, GameState, Phase, legal_actions
from .turns import Player, computer_replies
from .worker import Worker

__all__ = ["Opponent", "quick_hint"]


def quick_hint(state: GameState) -> tuple[bool, Action | None]:
    """(True, the hint) when it needs no thought, else (False, None).

    No thought: the game is over (None), the show (Continue), a single legal action.
    """
    if state.to_act is None:
        return True, None
    if state.phase is Phase.SHOW:
        return True, Continue()
    legal = legal_actions(state)
    return (True, legal[0]) if len(legal) == 1 else (False, None)


class Opponent(QObject):
    """The computer player at a level, and the expert that gives hints.

    Args:
        level: one of `crib_qt.ai.LEVELS`.
        computer: replaces both players (any object with choose(view, legal)), e.g.
            the fixed baseline player of scripted tests.
        synchronous: decide in place (scripts, tests), not on a worker thread.
        parent: the QObject parent.

    Raises:
        ValueError: an unknown level.

    Signals:
        repliesDone(int, object, object): (ticket, the reply `Step`s, None) of a
            `reply` call, or (ticket, None, the exception the computer raised).
        hintReady(object, object): (the state asked about, the hint); the hint is None
            when the expert raised (then `hintFailed` came first).
        hintFailed(object): the exception the expert raised.
    """

    repliesDone = Signal(int, object, object)
    hintReady = Signal(object, object)
    hintFailed = Signal(object)

    def __init__(self, level: str = "expert", computer: Player | None = None,
                 synchronous: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fixed = computer
        self.setLevel(level)
        self.hinter: Player = computer or ComputerPlayer("expert")
        self._worker = Worker(synchronous, self)
        self._worker.finished.connect(self._on_finished)
        self._hinting: GameState | None = None  # the position a hint is worked out for

    def level(self) -> str:
        """The computer's level."""
        return self._level

    def setLevel(self, level: str) -> None:
        """The computer's level from its next decision on.

        Raises:
            ValueError: not one of `crib_qt.ai.LEVELS`.
        """
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.player: Player = self._fixed or ComputerPlayer(level)
        self._level = level

    def reply(self, ticket: int, state: GameState, seats: frozenset[int]) -> None:
        """Work out the computer's replies for `seats` from `state` until the human must
        act (`turns.computer_replies`); `repliesDone` follows with `ticket` (before
        this returns when synchronous)."""
        player = self.player
        self._done(self._worker.run(("reply", ticket),
                                    lambda: computer_replies(state, seats, player)))

    def hint(self, state: GameState) -> Action | None:
        """The expert's choice for the seat to act in `state`, worked out in place: this
        BLOCKS the calling thread while it thinks. None when the game is over.

        Raises:
            Exception: whatever the expert raised.
        """
        known, action = quick_hint(state)
        if known:
            return action
        return self.hinter.choose(state.view(state.to_act), legal_actions(state))

    def requestHint(self, state: GameState) -> None:
        """Ask for the expert's choice in `state`; `hintReady` brings it, before this
        returns when it needs no thought (`quick_hint`) or when synchronous. A second
        request for the position being worked out brings no second answer."""
        known, action = quick_hint(state)
        if known:
            self.hintReady.emit(state, action)
        elif self._hinting is not state:
            self._hinting = state
            hinter, view, legal = self.hinter, state.view(state.to_act), legal_actions(state)
            self._done(self._worker.run(("hint", state), lambda: hinter.choose(view, legal)))

    def _done(self, outcome: tuple | None) -> None:
        if outcome is not None:  # synchronous: the outcome is here already
            self._on_finished(outcome)

    def _on_finished(self, outcome: tuple) -> None:
        (kind, key), value, error = outcome
        if kind == "reply":
            self.repliesDone.emit(key, value, error)
            return
        if self._hinting is key:
            self._hinting = None
        if error is not None:
            self.hintFailed.emit(error)
        self.hintReady.emit(key, value)
