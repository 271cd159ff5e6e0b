"""GameEngine: owns the game state and its undo stack, and runs the computer's turns.

`perform` applies the human's action at once and returns; the computer's replies
(`Opponent`, off the GUI thread) arrive by queued signal, and the human action and
its replies are pushed as one `TurnCommand` (U4; engine_turns.py). Meanwhile
`isThinking()` is true.
Nothing waits in a nested event loop. `synchronous=True` decides in place (scripts,
benchmarks, engine tests), with the same signals in the same order.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .commands import MatchInfo, TurnStack, game_id
from .engine_matches import AbandonedMatch, MatchChanges
from .engine_turns import HumanTurns
from .opponent import Opponent
from .refusals import refusal_text, stuck_text, thinking_text
from .rules import (Action, Event, GameStart, GameState, IllegalAction, apply, legal_actions,
                    match_over, new_game)
from .score_log import score_log
from .turns import (COMPUTER, HUMAN, MODE_COMPUTER, MODE_TWO_PLAYERS, MODES, Step, apply_turn,
                    computer_moves, new_match_id, new_seed)

__all__ = ["GameEngine", "MODE_COMPUTER", "MODE_TWO_PLAYERS", "MODES", "HUMAN", "COMPUTER",
           "new_seed", "new_match_id", "apply_turn", "AbandonedMatch"]


class GameEngine(MatchChanges, HumanTurns, QObject):
    """The match in progress: state, undo history and the computer opponent.

    New game, Restart and restored matches: `MatchChanges` (engine_matches.py); New
    game and Restart are undo steps too (issue 15). The human's actions and the
    computer's replies: `HumanTurns` (engine_turns.py).

    Args:
        seed, mode, level: as for `newGame` (a fresh seed when None).
        parent: the QObject parent.
        computer: replaces the opponent and the hint (anything with choose(view,
            legal)), e.g. the fixed baseline player of scripted tests.
        synchronous: decide in place, not on a worker (the window never does).

    Raises:
        ValueError: an unknown mode or level, or a bad seed.

    Signals:
        stateChanged(): the state changed (an action, a reply, undo, redo, new game).
        stepsPerformed(list): new `Step`s for the board to animate: the human's step at
            once, the computer's replies when they arrive (each step is sent once).
        positionJumped(): the state changed without steps to animate (undo, redo,
            new game, restart, restored match, a failed reply, and the computer's first
            replies in a game restarted or resumed at its start, which are not among
            the match's steps: `MatchChanges.matchOpening`): show the new state at
            once. After undo and redo it comes once the undo index has moved, so
            `history()`, `events()` and `scoreLog()` already agree with the new state.
        actionRejected(str): a human action was refused; the reason, state unchanged.
        gameWon(int): a seat reached 121 (R6.1) by a new action (not undo or redo).
        historyChanged(): the recorded history or the undo index changed (a turn
            pushed, undo, redo, new game, restart, restored match), emitted once the
            undo stack is up to date: the moment to autosave (crib_qt/persistence.py).
        thinkingChanged(bool): the computer started (True) or finished (False)
            working out its replies.
        hintReady(object): the answer to `requestHint`: an `Action`, or None when the
            game is over, the computer is thinking (or failed to open a game, so is to
            move with nobody asking it), or the position changed meanwhile.
        computerFailed(object): the exception the computer player raised on the
            worker: for a reply, the state before the human action is current again
            (nothing changed); for a hint, `hintReady(None)` follows. With
            `synchronous=True` `perform` raises a reply's exception instead.
    """

    stateChanged = Signal()
    stepsPerformed = Signal(list)
    positionJumped = Signal()
    actionRejected = Signal(str)
    gameWon = Signal(int)
    historyChanged = Signal()
    thinkingChanged = Signal(bool)
    hintReady = Signal(object)
    computerFailed = Signal(object)

    def __init__(self, seed: int | None = None, mode: str = MODE_COMPUTER,
                 parent: QObject | None = None, *, level: str = "expert",
                 computer=None, synchronous: bool = False) -> None:
        super().__init__(parent)
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        self._opponent = Opponent(level, computer, synchronous, self)
        self._opponent.repliesDone.connect(self._on_replies)
        self._opponent.hintReady.connect(self._on_hint)
        self._opponent.hintFailed.connect(self.computerFailed)
        self._synchronous, self._error = synchronous, None  # _error: what perform raises
        self._mode = mode
        self._seed = new_seed() if seed is None else seed
        self._state = new_game(self._seed)
        self._match_id = new_match_id()
        self._undo = TurnStack(self._state, self,
                               MatchInfo(self._seed, mode, self.level, self._match_id))
        self._quiet = False  # True while the engine itself moves the undo index
        self._undo.indexChanged.connect(self._on_index_changed)
        self._pending: _Pending | None = None
        self._tickets = 0

    # --- read access ---------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The current `GameState` (immutable); after the human's action while the
        computer thinks."""
        return self._state

    @property
    def seed(self) -> int:
        """The seed of the current match (U5)."""
        return self._seed

    @property
    def matchId(self) -> str:
        """32 hex digits, new for every new game and restart, kept by undo, redo and a
        restored match (statistics count each match once)."""
        return self._match_id

    @property
    def gameId(self) -> str:
        """32 hex digits naming the current game of the match (R7): `matchId` for the
        game the undo steps begin with, its own for each next game; kept by undo, redo
        and a restored match (the statistics count each game once)."""
        info = self._undo.matchAt()
        start = info.start if info is not None else GameStart()
        return game_id(self._match_id, start, self._state.match.game_number)

    def betweenGames(self) -> bool:
        """True when a game of a match of several games is won and the match is not:
        `NextGame` (R7.3) is the one legal action."""
        return self._state.winner is not None and not match_over(self._state)

    @property
    def mode(self) -> str:
        """`MODE_COMPUTER` or `MODE_TWO_PLAYERS`."""
        return self._mode

    @property
    def level(self) -> str:
        """The computer's level, one of `crib_qt.ai.LEVELS`."""
        return self._opponent.level()

    def prepareComputer(self) -> None:
        """Start the computer's process now and have it load its tables, so its first
        decision is quick; returns at once. Call it once the window has painted: the
        process must not compete with the first frame (issue 14)."""
        self._opponent.prepare()

    def hintsAreExpert(self) -> bool:
        """True when the hint is the expert's (not with a custom `computer`, which gives
        the hints too): only then does the coach review the players' decisions (issue 19)."""
        return self._opponent.hintsAreExpert()

    def undoStack(self) -> TurnStack:
        """The `QUndoStack` of `TurnCommand`s (U4) and of the `MatchCommand`s of New game
        and Restart (issue 15). Moving its index directly while the computer thinks
        drops the pending reply."""
        return self._undo

    def undoIndex(self) -> int:
        """How many undo steps of the current match are done (`steps()[:undoIndex()]`),
        as a save keeps it."""
        return self._undo.matchIndex()

    def computerSeats(self) -> frozenset[int]:
        """The seats the computer plays: {1} against the computer, none for two players."""
        return frozenset({COMPUTER}) if self._mode == MODE_COMPUTER else frozenset()

    def humanSeat(self) -> int | None:
        """The seat whose input is awaited now, or `None` when the game is over (against
        the computer always the human's: the human acknowledges the show's counts)."""
        if self._state.to_act is None:
            return None
        return HUMAN if self._mode == MODE_COMPUTER else self._state.to_act

    def legalActions(self) -> tuple[Action, ...]:
        """What the human may do now; empty when the game (or the match: `NextGame`
        between its games, R7.3) is over or the computer thinks."""
        if self._waiting() or (self.humanSeat() is None and not self.betweenGames()):
            return ()
        return legal_actions(self._state)

    def _waiting(self) -> bool:
        """The computer thinks, or is to move with nobody asking it (only after it
        failed to open a game: `computerFailed`; Undo goes back)."""
        return self._pending is not None or computer_moves(self._state, self.computerSeats())

    def refusal(self, action: Action) -> str:
        """Why `action` cannot be taken now, in the player's language ("" if it can);
        nothing changes (the rules are asked; refusals.py words their answer)."""
        if self._waiting():
            return thinking_text() if self._pending is not None else stuck_text()
        try:
            apply(self._state, action)
        except IllegalAction as exc:
            return refusal_text(exc, action)
        return ""

    def isThinking(self) -> bool:
        """True while the computer works out its replies to the human's action (the
        human cannot act, undo or redo)."""
        return self._pending is not None

    def steps(self) -> list[tuple[Action, ...]]:
        """Every undo step's recorded actions of the current match, oldest first, redo
        steps included (U4)."""
        return self._undo.recordedActions()

    def history(self) -> list[Action]:
        """Every action that led to `state`: the undo steps up to the undo index, and
        the human's action the computer is replying to."""
        return [step.action for step in self._done_steps()]

    def events(self) -> list[Event]:
        """Every event that led to `state` (as `history`)."""
        return [event for step in self._done_steps() for event in step.events]

    def scoreLog(self) -> list[tuple[int, Event]]:
        """(hand number, event) of each `Scored`, `HandShown` and `GameStarted` event of
        the match up to `state` (a game of a match begins a row of the score log, R7.3),
        the games before a game Restart replays included (score_log.py, issue 21)."""
        return score_log(self._undo, self._done_steps())

    def _done_steps(self) -> list[Step]:
        steps = self._undo.doneSteps()
        pending = self._pending
        if pending is None or pending.step is None:  # an opening is no step yet
            return steps
        return steps + [pending.step]

    # --- hints (U2: a hint changes nothing) --------------------------------------------

    def hint(self) -> Action | None:
        """The expert's action in the human's place (U2), worked out in place: this
        BLOCKS while the expert thinks (scripts, tests; the window uses `requestHint`).

        Returns:
            That action; `None` when the game is over, while the computer thinks, or
            when it is to move and failed (`computerFailed`; no seat of the human's).

        Raises:
            Exception: whatever the hint's player raised.
        """
        return None if self._waiting() else self._opponent.hint(self._state)

    def requestHint(self) -> None:
        """Ask for the hint without waiting: `hintReady` brings it, at once when it needs
        no thought (the game is over, the computer thinks or failed to move, the show,
        one legal action). Asking again for the same position meanwhile brings one answer."""
        if self._waiting():
            self.hintReady.emit(None)
        else:
            self._opponent.requestHint(self._state)

    def _on_hint(self, state: GameState, action: Action | None) -> None:
        self.hintReady.emit(action if state is self._state and not self._waiting() else None)

    # --- changing the match ---------------------------------------------------------

    def setLevel(self, level: str) -> None:
        """The computer's level from its next decision on (the recorded turns stay).

        Raises:
            ValueError: not one of `crib_qt.ai.LEVELS`.
        """
        self._opponent.setLevel(level)

    def undo(self) -> None:
        """Take back the last turn (U4); nothing while the computer is thinking."""
        if self._pending is None:
            self._undo.undo()

    def redo(self) -> None:
        """Restore the next turn taken back (U4); nothing while the computer is thinking."""
        if self._pending is None:
            self._undo.redo()

    # --- undo and redo: the engine follows the stack's index --------------------------

    def _on_index_changed(self, index: int) -> None:
        if self._quiet:
            return
        self._drop_pending()  # the stack moved under a pending turn: it no longer applies
        self._follow_match()  # undo or redo of New game or Restart changes the match
        state = self._undo.stateAt(index)
        if state is not self._state:
            self._state = state
            self.positionJumped.emit()
            self.stateChanged.emit()
        self.historyChanged.emit()
        self._ask_opening()  # Redo of a Restart left before the computer opened it
