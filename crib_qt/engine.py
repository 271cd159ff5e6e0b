"""GameEngine: owns the game state and its undo stack, and runs the computer's turns.

The engine is instant: a human action and the computer's replies are computed at
once and pushed as one `TurnCommand`; the board paces what it shows from the
`stepsPerformed` signal. Nothing flows back into the state another way.
"""

from __future__ import annotations

import random
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from .ai import LEVELS, ComputerPlayer
from .commands import Step, TurnCommand
from .rules import (Action, Continue, CutForDeal, CutStarter, Discard, GameState, Go,
                    IllegalAction, Phase, Play, Scored, apply, legal_actions, new_game)
from .rules.actions import Event, HandShown

__all__ = ["GameEngine", "MODE_COMPUTER", "MODE_TWO_PLAYERS", "new_seed"]

MODE_COMPUTER = "computer"
MODE_TWO_PLAYERS = "two_players"

#: The human's seat against the computer.
HUMAN = 0
COMPUTER = 1


def new_seed() -> int:
    """A fresh random game seed, short enough to type on a command line (U5)."""
    return random.SystemRandom().randrange(1, 2**31)


class GameEngine(QObject):
    """The match in progress: state, undo history and the computer opponent.

    Signals:
        stateChanged(): the state changed (an action, undo, redo, new game).
        stepsPerformed(list): the `Step`s of a new turn, for the board to animate.
        positionJumped(): the state changed without steps to animate (undo, redo,
            new game, restart): show the new state at once.
        actionRejected(str): a human action was illegal; the reason, state unchanged.
        gameWon(int): a seat reached 121 (R6.1).
    """

    stateChanged = Signal()
    stepsPerformed = Signal(list)
    positionJumped = Signal()
    actionRejected = Signal(str)
    gameWon = Signal(int)

    def __init__(self, seed: int | None = None, mode: str = MODE_COMPUTER,
                 parent: QObject | None = None, *, level: str = "expert",
                 computer=None) -> None:
        super().__init__(parent)
        if mode not in (MODE_COMPUTER, MODE_TWO_PLAYERS):
            raise ValueError(f"unknown mode {mode!r}")
        self._undo = QUndoStack(self)
        # `computer` replaces the opponent (any object with choose(view, legal)),
        # e.g. the fixed baseline player that scripted tests are written against.
        self._fixed_computer = computer
        self._computer = computer or ComputerPlayer(level)
        self._hinter = computer or ComputerPlayer("expert")  # the hint shows the strongest play
        self._level = level
        self._mode = mode
        self._seed = new_seed() if seed is None else seed
        self._state = new_game(self._seed)

    # --- read access ---------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The current `GameState` (immutable)."""
        return self._state

    @property
    def seed(self) -> int:
        """The seed of the current match (U5)."""
        return self._seed

    @property
    def mode(self) -> str:
        """`MODE_COMPUTER` or `MODE_TWO_PLAYERS`."""
        return self._mode

    @property
    def level(self) -> str:
        """The computer's level, one of `crib_qt.ai.LEVELS`."""
        return self._level

    def undoStack(self) -> QUndoStack:
        """The `QUndoStack` of `TurnCommand`s (U4)."""
        return self._undo

    def computerSeats(self) -> frozenset[int]:
        """The seats the computer plays: {1} against the computer, none for two players."""
        return frozenset({COMPUTER}) if self._mode == MODE_COMPUTER else frozenset()

    def humanSeat(self) -> int | None:
        """The seat whose input is awaited now, or `None` when the game is over.

        Against the computer the human also acknowledges the computer's counts in
        the show, so in the show this is always the human's seat.
        """
        state = self._state
        if state.to_act is None:
            return None
        if self._mode == MODE_COMPUTER:
            return HUMAN
        return state.to_act

    def legalActions(self) -> tuple[Action, ...]:
        """What the human may do now (empty when the game is over)."""
        return legal_actions(self._state) if self.humanSeat() is not None else ()

    def history(self) -> list[Action]:
        """Every action applied since the start of the match, up to the undo index."""
        actions: list[Action] = []
        for i in range(self._undo.index()):
            actions.extend(self._undo.command(i).actions)
        return actions

    def events(self) -> list[Event]:
        """Every event since the start of the match, up to the undo index."""
        out: list[Event] = []
        for i in range(self._undo.index()):
            for step in self._undo.command(i).steps:
                out.extend(step.events)
        return out

    def scoreLog(self) -> list[tuple[int, Event]]:
        """(hand number, event) for every `Scored` and `HandShown` event of the match."""
        log = []
        for i in range(self._undo.index()):
            for step in self._undo.command(i).steps:
                log.extend((step.state.hand_number, event) for event in step.events
                           if isinstance(event, (Scored, HandShown)))
        return log

    def hint(self) -> Action | None:
        """The action the computer would take in the human's place (U2: changes nothing)."""
        seat = self.humanSeat()
        if seat is None:
            return None
        state = self._state
        if state.phase is Phase.SHOW:
            return Continue()
        return self._hinter.choose(state.view(state.to_act), legal_actions(state))

    # --- changing the match ---------------------------------------------------------

    def newGame(self, seed: int | None = None, mode: str | None = None,
                level: str | None = None) -> None:
        """Start a new match with `seed` (a fresh one when `None`), clearing undo (U5).

        Args:
            seed: the match's seed.
            mode: `MODE_COMPUTER` or `MODE_TWO_PLAYERS`; unchanged when `None`.
            level: the computer's level (`crib_qt.ai.LEVELS`); unchanged when `None`.

        Raises:
            ValueError: an unknown mode or level.
        """
        if mode is not None:
            if mode not in (MODE_COMPUTER, MODE_TWO_PLAYERS):
                raise ValueError(f"unknown mode {mode!r}")
            self._mode = mode
        if level is not None:
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}")
            self._computer = self._fixed_computer or ComputerPlayer(level)
            self._level = level
        self._seed = new_seed() if seed is None else seed
        self._undo.clear()
        self._show(new_game(self._seed), [], animate=False)

    def restart(self) -> None:
        """Start the same match again: same seed, same cuts and deals (U5)."""
        self.newGame(self._seed)

    def perform(self, action: Action) -> bool:
        """Apply the human's `action`, then the computer's replies, as one undo step.

        With two players on one device there are no replies: every action is its own
        undo step, so Undo takes back one action at a time.

        Returns:
            True if it was applied; False if it was illegal, in which case
            `actionRejected` carries the reason and nothing changed.
        """
        if self.humanSeat() is None:
            self.actionRejected.emit("The game is over.")
            return False
        before = self._state
        try:
            state, _ = apply(before, action)
        except IllegalAction as exc:
            self.actionRejected.emit(str(exc))
            return False
        actions = [action] + self._computer_replies(state)
        self._undo.push(TurnCommand(self, before, actions, _describe(action, self._mode)))
        return True

    def _computer_replies(self, state: GameState) -> list[Action]:
        replies = []
        computer = self.computerSeats()
        while (state.to_act in computer and state.phase is not Phase.SHOW):
            action = self._computer.choose(state.view(state.to_act), legal_actions(state))
            state, _ = apply(state, action)
            replies.append(action)
        return replies

    def _show(self, state: GameState, steps: Sequence[Step], animate: bool) -> None:
        """Make `state` current (used by `TurnCommand` and new game) and tell the views."""
        was_won = self._state.winner is not None
        self._state = state
        if animate:
            self.stepsPerformed.emit(list(steps))
        else:
            self.positionJumped.emit()
        self.stateChanged.emit()
        if state.winner is not None and not was_won and animate:
            self.gameWon.emit(state.winner)


def _describe(action: Action, mode: str = MODE_COMPUTER) -> str:
    """The translated name of an undo step, shown as "Undo <name>" in the Edit menu.

    With two players on one device the name of a discard does not say which cards
    went to the crib: the other player may read it (U3).
    """
    if isinstance(action, Play):
        return QCoreApplication.translate("GameEngine", "Play %1").replace(
            "%1", action.card.symbol_text)
    if isinstance(action, Discard) and mode == MODE_TWO_PLAYERS:
        return QCoreApplication.translate("GameEngine", "Discard two cards")
    if isinstance(action, Discard):
        return QCoreApplication.translate("GameEngine", "Discard %1").replace(
            "%1", " ".join(c.symbol_text for c in action.cards))
    if isinstance(action, (CutForDeal, CutStarter)):
        return QCoreApplication.translate("GameEngine", "Cut")
    if isinstance(action, Go):
        return QCoreApplication.translate("GameEngine", "Go")
    return QCoreApplication.translate("GameEngine", "Continue")
