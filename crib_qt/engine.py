"""GameEngine: owns the game state and its undo stack, and runs the computer's turns.

A human action and the computer's replies are pushed as one `TurnCommand`; the
board paces what it shows from the `stepsPerformed` signal. Nothing flows back
into the state another way.

The computer decides on a worker thread (an expert lead can take a tenth of a
second, longer than a frame) while a local event loop keeps the window painting
and answering; `perform` and `hint` still return only once it has decided, so
callers see one synchronous step. Meanwhile `isThinking()` is true, human
actions, undo and redo are refused, and a reply that arrives after the match
changed under it (new game, restored match) is dropped.
"""

from __future__ import annotations

import random
import threading
import uuid
from typing import Callable, Sequence, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QThread, Signal
from PySide6.QtGui import QUndoStack

from .ai import LEVELS, ComputerPlayer
from .commands import Step, TurnCommand
from .rules import (Action, Continue, CutForDeal, CutStarter, Discard, GameState, Go,
                    IllegalAction, Phase, Play, Scored, apply, legal_actions, new_game)
from .refusals import refusal_text, thinking_text
from .rules.actions import Event, HandShown

__all__ = ["GameEngine", "MODE_COMPUTER", "MODE_TWO_PLAYERS", "MODES", "new_seed",
           "new_match_id", "apply_turn"]

MODE_COMPUTER = "computer"
MODE_TWO_PLAYERS = "two_players"
MODES = (MODE_COMPUTER, MODE_TWO_PLAYERS)

# The human's seat against the computer.
HUMAN = 0
COMPUTER = 1

_T = TypeVar("_T")


class _Relay(QObject):
    """Tells the GUI thread's local event loop that the worker has finished."""

    finished = Signal()


def new_seed() -> int:
    """A fresh random game seed, short enough to type on a command line (U5)."""
    return random.SystemRandom().randrange(1, 2**31)


def new_match_id() -> str:
    """A fresh match id: 32 lower-case hex digits."""
    return uuid.uuid4().hex


class GameEngine(QObject):
    """The match in progress: state, undo history and the computer opponent.

    Signals:
        stateChanged(): the state changed (an action, undo, redo, new game).
        stepsPerformed(list): the `Step`s of a new turn, for the board to animate.
        positionJumped(): the state changed without steps to animate (undo, redo,
            new game, restart, restored match): show the new state at once. After undo
            and redo it comes once the undo index has moved, so `history()`,
            `events()` and `scoreLog()` already agree with the new state.
        actionRejected(str): a human action was illegal; the reason, state unchanged.
        gameWon(int): a seat reached 121 (R6.1).
        historyChanged(): the recorded history or the undo index changed (an action,
            undo, redo, new game, restart, restored match), emitted once the undo stack
            is up to date: the moment to autosave (crib_qt/persistence.py).
        thinkingChanged(bool): the computer started (True) or finished (False)
            deciding on its worker thread.
    """

    stateChanged = Signal()
    stepsPerformed = Signal(list)
    positionJumped = Signal()
    actionRejected = Signal(str)
    gameWon = Signal(int)
    historyChanged = Signal()
    thinkingChanged = Signal(bool)

    def __init__(self, seed: int | None = None, mode: str = MODE_COMPUTER,
                 parent: QObject | None = None, *, level: str = "expert",
                 computer=None) -> None:
        super().__init__(parent)
        if mode not in (MODE_COMPUTER, MODE_TWO_PLAYERS):
            raise ValueError(f"unknown mode {mode!r}")
        self._undo = QUndoStack(self)
        self._quiet = False  # True while newGame/restoreMatch rebuild the history
        self._jump_pending = False  # undo/redo changed the state; tell once the index moved
        self._undo.indexChanged.connect(self._on_index_changed)
        # `computer` replaces the opponent (any object with choose(view, legal)),
        # e.g. the fixed baseline player that scripted tests are written against.
        self._fixed_computer = computer
        self._computer = computer or ComputerPlayer(level)
        self._hinter = computer or ComputerPlayer("expert")  # the hint shows the strongest play
        self._level = level
        self._mode = mode
        self._seed = new_seed() if seed is None else seed
        self._state = new_game(self._seed)
        self._match_id = new_match_id()
        self._thinking = False
        self._generation = 0  # counts new and restored matches: a late reply is dropped

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
    def matchId(self) -> str:
        """This match's id: 32 hex digits, new for every new game and restart, kept by
        undo, redo and a restored match (statistics count each match once)."""
        return self._match_id

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

    def refusal(self, action: Action) -> str:
        """Why `action` cannot be taken now, in the player's language ("" if it can).

        Nothing changes: the rules are asked, the state stays (`refusals.py` words it).
        """
        if self._thinking:
            return thinking_text()
        try:
            apply(self._state, action)
        except IllegalAction as exc:
            return refusal_text(exc, action)
        return ""

    def isThinking(self) -> bool:
        """True while the computer decides (a reply or a hint) on its worker thread."""
        return self._thinking

    def hint(self) -> Action | None:
        """The action the expert would take in the human's place (U2: changes nothing).

        Returns:
            That action; `None` when the game is over, while the computer is thinking,
            or when the match changed while the hint was being worked out.
        """
        seat = self.humanSeat()
        if seat is None or self._thinking:
            return None
        state = self._state
        if state.phase is Phase.SHOW:
            return Continue()
        legal = legal_actions(state)
        view, hinter = state.view(state.to_act), self._hinter
        if len(legal) == 1:
            return legal[0]
        generation = self._generation
        action = self._think(lambda: hinter.choose(view, legal))
        return action if generation == self._generation and state is self._state else None

    # --- changing the match ---------------------------------------------------------

    def newGame(self, seed: int | None = None, mode: str | None = None,
                level: str | None = None) -> None:
        """Start a new match with `seed` (a fresh one when `None`), clearing undo (U5).

        Args:
            seed: the match's seed.
            mode: `MODE_COMPUTER` or `MODE_TWO_PLAYERS`; unchanged when `None`.
            level: the computer's level (`crib_qt.ai.LEVELS`); unchanged when `None`.

        Raises:
            ValueError: an unknown mode or level, or a bad seed (nothing changed then).
        """
        if mode is not None and mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        if level is not None and level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        seed = new_seed() if seed is None else seed
        state = new_game(seed)
        if mode is not None:
            self._mode = mode
        if level is not None:
            self.setLevel(level)
        self._seed = seed
        self._match_id = new_match_id()
        self._generation += 1
        self._quiet = True
        try:
            self._undo.clear()
        finally:
            self._quiet = False
        self._show(state, [], animate=False)
        self.historyChanged.emit()

    def restoreMatch(self, seed: int, steps: Sequence[Sequence[Action]], index: int, *,
                     mode: str | None = None, level: str | None = None,
                     match_id: str | None = None) -> None:
        """Make a recorded match current: its undo steps, undo index and redo steps (U4).

        Nobody is asked for a decision: the recorded actions are replayed. The board
        jumps to the position at `index` (no animation).

        Args:
            seed: the match's seed (0 to `MAX_SEED`).
            steps: every undo step, oldest first, each the recorded actions of one
                turn (the human action, then the computer's replies).
            index: how many steps are done (0 to len(steps)); the rest can be redone.
            mode, level: as for `newGame` (unchanged when `None`).
            match_id: the match's id (a fresh one when `None`).

        Raises:
            ValueError: a bad seed, mode, level or index, or steps that are not turns
                of this match (`IllegalAction`, a subclass, for an illegal action).
                The engine is unchanged then.
        """
        if mode is not None and mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        if level is not None and level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        if type(index) is not int or not 0 <= index <= len(steps):
            raise ValueError(f"the undo index {index!r} is not within the {len(steps)} steps")
        computer = frozenset({COMPUTER}) if (mode or self._mode) == MODE_COMPUTER else frozenset()
        state = new_game(seed)
        befores = []
        for actions in steps:
            befores.append(state)
            state = apply_turn(state, actions, computer)
        old_mode, self._mode = self._mode, mode or self._mode
        try:  # the commands replay their steps with the restored match's seats
            commands = [TurnCommand(self, before, actions, _describe(actions[0], self._mode))
                        for before, actions in zip(befores, steps)]
        finally:
            self._mode = old_mode
        # Everything is checked: from here on nothing can fail.
        if mode is not None:
            self._mode = mode
        if level is not None:
            self.setLevel(level)
        self._seed = seed
        self._match_id = match_id or new_match_id()
        self._generation += 1
        self._quiet = True
        blocked = self.blockSignals(True)
        try:
            self._undo.clear()
            for command in commands:
                self._undo.push(command)
            self._undo.setIndex(index)
        finally:
            self.blockSignals(blocked)
            self._quiet = False
        self._state = befores[index] if index < len(befores) else state
        self._jump_pending = False
        self.positionJumped.emit()
        self.stateChanged.emit()
        self.historyChanged.emit()

    def setLevel(self, level: str) -> None:
        """The computer's level from its next decision on (the recorded turns stay).

        Raises:
            ValueError: not one of `crib_qt.ai.LEVELS`.
        """
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self._computer = self._fixed_computer or ComputerPlayer(level)
        self._level = level

    def steps(self) -> list[tuple[Action, ...]]:
        """Every undo step's recorded actions, oldest first, redo steps included (U4)."""
        return [self._undo.command(i).actions for i in range(self._undo.count())]

    def _on_index_changed(self, _index: int) -> None:
        if self._quiet:
            return
        if self._jump_pending:  # undo or redo: the history now matches the new state
            self._jump_pending = False
            self.positionJumped.emit()
            self.stateChanged.emit()
        self.historyChanged.emit()

    def restart(self) -> None:
        """Start the same match again: same seed, same cuts and deals (U5)."""
        self.newGame(self._seed)

    def perform(self, action: Action) -> bool:
        """Apply the human's `action`, then the computer's replies, as one undo step.

        With two players on one device there are no replies: every action is its own
        undo step, so Undo takes back one action at a time. The computer's replies are
        worked out on the worker thread (see the module doc); the call returns once
        they are pushed.

        Returns:
            True if it was applied. False if it was illegal or came while the computer
            was thinking (`actionRejected` carries the reason; nothing changed), or if
            a new or restored match replaced this one while the computer was thinking
            (no signal: that match is gone).

        Raises:
            Exception: whatever the computer player raised; nothing changed then.
        """
        if self.humanSeat() is None:
            self.actionRejected.emit("The game is over.")
            return False
        if self._thinking:
            self.actionRejected.emit(QCoreApplication.translate("GameEngine",
                                                                "The computer is thinking."))
            return False
        before = self._state
        try:
            state, _ = apply(before, action)
        except IllegalAction as exc:
            self.actionRejected.emit(str(exc))
            return False
        seats, player = self.computerSeats(), self._computer
        if _computer_moves(state, seats):
            generation = self._generation
            replies = self._think(lambda: _computer_replies(state, seats, player))
            if generation != self._generation or before is not self._state:
                return False  # a new or restored match replaced this one meanwhile
        else:  # nothing for the computer to decide: no worker, no event loop
            replies = []
        self._undo.push(TurnCommand(self, before, [action] + replies,
                                    _describe(action, self._mode)))
        return True

    def undo(self) -> None:
        """Take back the last turn (U4); nothing while the computer is thinking."""
        if not self._thinking:
            self._undo.undo()

    def redo(self) -> None:
        """Replay the next turn taken back (U4); nothing while the computer is thinking."""
        if not self._thinking:
            self._undo.redo()

    def _think(self, work: Callable[[], _T]) -> _T:
        """`work()` run on a worker thread while a local event loop keeps the window
        alive; its result, or its exception raised here.

        Without a running application (or off the GUI thread) it runs in place.
        `work` must not touch Qt objects: it gets immutable states only.
        """
        app = QCoreApplication.instance()
        if app is None or QThread.currentThread() is not app.thread():
            return work()
        outcome: dict[str, object] = {}
        relay = _Relay()
        loop = QEventLoop()
        relay.finished.connect(loop.quit, Qt.ConnectionType.QueuedConnection)

        def run() -> None:
            try:
                outcome["value"] = work()
            except BaseException as exc:  # handed to the GUI thread below
                outcome["error"] = exc
            finally:
                relay.finished.emit()

        worker = threading.Thread(target=run, name="crib-qt computer", daemon=True)
        self._thinking = True
        self.thinkingChanged.emit(True)
        try:
            worker.start()
            loop.exec()
            worker.join()  # at once, unless the application quit the loop early
        finally:
            self._thinking = False
            self.thinkingChanged.emit(False)
        if "error" in outcome:
            raise outcome["error"]
        return outcome["value"]

    def _show(self, state: GameState, steps: Sequence[Step], animate: bool,
              deferred: bool = False) -> None:
        """Make `state` current (used by `TurnCommand` and new game) and tell the views.

        `deferred` (undo and redo): tell them only once the undo stack's index has
        moved too, so that `history()`, `events()` and `scoreLog()` agree with `state`.
        """
        was_won = self._state.winner is not None
        self._state = state
        if deferred:
            self._jump_pending = True
            return
        if animate:
            self.stepsPerformed.emit(list(steps))
        else:
            self.positionJumped.emit()
        self.stateChanged.emit()
        if state.winner is not None and not was_won and animate:
            self.gameWon.emit(state.winner)


def _computer_moves(state: GameState, seats: frozenset[int]) -> bool:
    """True when one of the computer's `seats` is to decide in `state` (the show's
    acknowledgements are the human's)."""
    return state.to_act in seats and state.phase is not Phase.SHOW


def _computer_replies(state: GameState, seats: frozenset[int], player) -> list[Action]:
    """`player`'s actions for `seats` from `state` until the human must act. Touches no
    engine or Qt object, so it may run on the worker thread."""
    replies = []
    while _computer_moves(state, seats):
        action = player.choose(state.view(state.to_act), legal_actions(state))
        state, _ = apply(state, action)
        replies.append(action)
    return replies


def apply_turn(state: GameState, actions: Sequence[Action], computer: frozenset[int]
               ) -> GameState:
    """Check that `actions` are one undo step from `state` and return the state after.

    A step is one action of the seat whose input is awaited (against the computer:
    the human's, or anyone's acknowledgement in the show) followed by exactly the
    computer's replies until the human must act again, as `GameEngine.perform`
    records them; with two players (`computer` empty) it is one action.

    Raises:
        IllegalAction: an action the rules do not allow, or a step that is not a turn.
    """
    if not actions:
        raise IllegalAction("an undo step holds no action")
    if state.to_act is None:
        raise IllegalAction("the game is over")

    if _computer_moves(state, computer):
        raise IllegalAction("a step starts while the computer is to move")
    for index, action in enumerate(actions):
        if index and not _computer_moves(state, computer):
            raise IllegalAction("a step holds more actions than one turn")
        state, _ = apply(state, action)
    if _computer_moves(state, computer):
        raise IllegalAction("a step ends before the computer has replied")
    return state


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
