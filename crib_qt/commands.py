"""Undo steps: one human action plus the computer actions it caused (U4), and
Restart or New game, which leave one match for another (issue 15).

A `TurnCommand` is a pure record: the state before the turn and the recorded
`Step`s, each with the action and the state it produced. Its `redo` and `undo` do
nothing themselves; `GameEngine` follows the undo stack's index and makes the
recorded state at that index current. So redo never asks the computer again and
never re-runs the rules, and undo restores the state before.

A `MatchCommand` ends one match and starts the next on the same stack: undoing it
returns to the abandoned match's position with its own undo steps before it; redoing
it goes forward into the new match (its seed replays the same cards, U5). A match's
steps are the `TurnCommand`s between two `MatchCommand`s; `TurnStack` answers for the
match at its undo index (`matchBegin`, `doneSteps`, `recordedActions`, `matchIndex`).

A match may begin with the computer to move: Restart of a later game of a match that
the computer's seat begins (R7.3). The computer's replies from that first state, its
*opening*, are recorded with the match's beginning (the `MatchCommand`, or the stack's
first match), never as an undo step of their own: one Undo takes back the Restart with
them, Redo restores both (U4), and no undo index is a position where the computer is
to move. Like the deal before it, the opening is not among the match's undo steps
(`doneSteps`, `recordedActions`); `stateAt` of the match's beginning is the state after it.
Each recorded reply keeps the computer's level that decided it (`TurnCommand.level`,
`MatchCommand.openingLevel`), so that Restart can reuse the replies from the replayed
game's first state instead of asking again (engine_matches.py).

A run that Restart begins also holds the match's games before it, its *earlier*
(match_earlier.py): the run left, up to the replayed game's first state, after that
run's own earlier (`earlierAt`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Sequence

from PySide6.QtGui import QUndoCommand, QUndoStack

from .match_earlier import Earlier
from .rules import Action, Event, GameStart, GameState, match_over
from .turns import MODE_COMPUTER, Step, replay_turn
from .undo_names import describe_switch, describe_turn

__all__ = ["Step", "TurnCommand", "TurnStack", "replay_commands", "MatchInfo", "MatchCommand",
           "in_progress", "game_id", "AbandonedMatch"]


@dataclass(frozen=True)
class MatchInfo:
    """What names a match beside its steps: its seed (U5), mode (`turns.MODES`), the
    computer's level (`crib_qt.ai.LEVELS`), its id (32 hex digits, statistics), the
    game it begins with (`rules.GameStart`: the first game of a match, or for Restart
    the game of a match of several games that it replays, R7) and `series`: the id
    (32 hex digits) its R7 match is counted under in the statistics, which Restart
    keeps from the undo steps it leaves (issue 21); "" for the one made from `match_id`
    (`statistics.series_id`), as for every match New game begins.

    Named in the old words: this "match" is the run of undo steps between two
    `MatchCommand`s, which may hold several games of an R7 match."""

    seed: int
    mode: str
    level: str
    match_id: str
    start: GameStart = GameStart()
    series: str = ""


def game_id(match_id: str, start: GameStart, game_number: int) -> str:
    """The id of game `game_number` of the R7 match (statistics count each game once):
    `match_id` for the game the undo steps begin with (`start`, so a single game's id
    is its match id as always), else 32 hex digits made from both, the same every time
    (undo, redo and a resumed save keep it)."""
    if game_number == start.match.game_number:
        return match_id
    import hashlib  # here: loading it (OpenSSL) costs the first frame milliseconds (issue 14)

    return hashlib.blake2b(f"{match_id}:game:{game_number}".encode(),
                           digest_size=16).hexdigest()


def in_progress(state: GameState) -> bool:
    """True once the first deal is done (R3.1) and while nobody has won (R6.1), or while
    a match of several games waits for its next game (R7): a match that Restart or New
    game would abandon (issue 15)."""
    return state.hand_number >= 1 and (state.winner is None or not match_over(state))


class TurnCommand(QUndoCommand):
    """A human action and every computer reply until the human must act again.

    Args:
        before: the state before the human action.
        steps: the recorded steps, the human's first, then the computer's replies
            (at least one).
        text: the translated name shown in the Edit menu ("Undo Play 5♥").
        level: the computer's level that decided the replies (`crib_qt.ai.LEVELS`);
            None when unknown (a restored save keeps no level per step).

    Raises:
        ValueError: no steps.
    """

    def __init__(self, before: GameState, steps: Sequence[Step], text: str,
                 level: str | None = None) -> None:
        super().__init__(text)
        if not steps:
            raise ValueError("an undo step holds at least one action")
        self.before, self.level = before, level
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


class MatchCommand(QUndoCommand):
    """Restart or New game as an undo step: from the position `before` of the match
    `previous` to the first state `start` of the match `info`.

    Args:
        before: the abandoned match's position (its state at its undo index).
        previous: the abandoned match.
        start: the new match's first state.
        info: the new match.
        text: the translated name in the Edit menu ("Undo Restart", "Undo New game").
        kind: "restart" or "new_game" (`undo_names.describe_switch`).
        earlier: the games of the R7 match before `start` (match_earlier.py): for
            Restart of a later game, what the runs below played before it.
    """

    steps: tuple[Step, ...] = ()  # no action of either match

    def __init__(self, before: GameState, previous: MatchInfo, start: GameState,
                 info: MatchInfo, text: str, kind: str = "new_game",
                 earlier: Earlier = Earlier()) -> None:
        super().__init__(text)
        self.before, self.previous, self.start, self.info = before, previous, start, info
        self.kind, self.earlier = kind, earlier
        self.opening: tuple[Step, ...] = ()  # see setOpening
        self.openingLevel: str | None = None

    def setOpening(self, opening: Sequence[Step], level: str | None = None) -> None:
        """Record the computer's replies from `start` (the new match's first state has
        the computer to move: a later game of a match it begins, R7.3), once, when they
        arrive; `after` is then the state after them. `level`: the computer's level that
        decided them (`openingLevel`; None when unknown).

        Raises:
            ValueError: an opening is already recorded.
        """
        if self.opening:
            raise ValueError("the opening of this match is already recorded")
        self.opening, self.openingLevel = tuple(opening), level

    @property
    def after(self) -> GameState:
        """The new match's first state, after the computer's `opening` if any."""
        return self.opening[-1].state if self.opening else self.start

    @property
    def abandoned(self) -> bool:
        """True if the match left was in progress (`in_progress`): against the computer
        it counts as lost once the new match's first move is made (issue 15)."""
        return in_progress(self.before)

    def redo(self) -> None:  # the engine follows the stack's index, as for a turn
        pass

    def undo(self) -> None:
        pass


def replay_commands(start: GameState, steps: Sequence[Sequence[Action]],
                    computer: frozenset[int], mode: str,
                    replayed: Sequence[Sequence[Step]] = ()) -> list[TurnCommand]:
    """The undo steps of a recorded match: each turn checked and applied once from
    `start` (`turns.replay_turn`; nobody is asked for a decision).

    Args:
        start: the match's first state.
        steps: each undo step's recorded actions, oldest first.
        computer: the seats the computer plays.
        mode: the match's mode (it names the steps: `describe_turn`).
        replayed: the steps as `turns.replay_turn` already checked and applied them
            from `start` with `computer` (a save's, `SavedMatch.replayed`: issue 14,
            the start replays a save once), taken as they are when they hold exactly
            the actions of `steps`; otherwise (or empty) every step is replayed here.

    Raises:
        IllegalAction: a step that is not a legal turn of this match.
    """
    if len(replayed) != len(steps) or any(
            len(turn) != len(actions) or any(step.action != action
                                             for step, action in zip(turn, actions))
            for turn, actions in zip(replayed, steps)):
        replayed = None
    commands = []
    state = start
    for number, actions in enumerate(steps):
        recorded = (replay_turn(state, actions, computer) if replayed is None
                    else replayed[number])
        commands.append(TurnCommand(state, recorded, describe_turn(actions[0], mode)))
        state = commands[-1].after
    return commands


class AbandonedMatch(NamedTuple):
    """A match left in progress by Restart or New game (`GameEngine.abandonedMatch`).

    Attributes:
        info: the match's seed, mode, level and id.
        state: its position when it was left.
        events: every event that led to that position.
        kind: "restart" (the game is played again: a match of several games goes on
            in it, R7) or "new_game" (a match of several games is left).
    """

    info: MatchInfo
    state: GameState
    events: list[Event]
    kind: str = "new_game"


class TurnStack(QUndoStack):
    """The undo stack of `TurnCommand`s, one match's or (split by `MatchCommand`s) several
    matches' in a row, and the first match's first state.

    Args:
        start: the state at undo index 0.
        parent: the QObject parent.
        info: the first match (`MatchInfo`), or None when the owner does not need it.
    """

    def __init__(self, start: GameState, parent=None, info: MatchInfo | None = None) -> None:
        super().__init__(parent)
        self.start = start
        self.info = info
        self.opening: tuple[Step, ...] = ()  # the first match's (see the module notes)
        self.openingLevel: str | None = None  # the level that decided it (None: unknown)
        self.earlier = Earlier()  # the first match's games before `start` (match_earlier.py)

    def matchBegin(self, index: int | None = None) -> int:
        """Where the match at undo index `index` (default: the undo index) begins: just
        after the last `MatchCommand` below `index`, else 0."""
        index = self.index() if index is None else index
        for i in range(index - 1, -1, -1):
            if isinstance(self.command(i), MatchCommand):
                return i + 1
        return 0

    def matchEnd(self, begin: int) -> int:
        """Where the match that begins at `begin` ends: its next `MatchCommand`, else
        `count()`."""
        for i in range(begin, self.count()):
            if isinstance(self.command(i), MatchCommand):
                return i
        return self.count()

    def matchAt(self, index: int | None = None) -> MatchInfo | None:
        """The `MatchInfo` of the match at undo index `index` (default: the undo index)."""
        begin = self.matchBegin(index)
        return self.command(begin - 1).info if begin else self.info

    def stepName(self, index: int) -> str:
        """The name of undo step `index` in the current language ("Play 5♥", "Restart"),
        "" when there is none (the texts pushed stay in the language of their time)."""
        if not 0 <= index < self.count():
            return ""
        command = self.command(index)
        if isinstance(command, MatchCommand):
            return describe_switch(command.kind)
        info = self.matchAt(index)
        return describe_turn(command.actions[0], info.mode if info else MODE_COMPUTER)

    def matchIndex(self) -> int:
        """How many undo steps of the current match are done (as a save keeps it)."""
        return self.index() - self.matchBegin()

    def stateAt(self, index: int) -> GameState:
        """The recorded state after the first `index` undo steps (0 … count()); at a
        match's beginning, after its opening."""
        if index:
            return self.command(index - 1).after
        return self.opening[-1].state if self.opening else self.start

    def firstState(self, index: int | None = None) -> GameState:
        """The first state of the match at undo index `index` (default: the undo index),
        before its opening: the state New game or Restart made."""
        begin = self.matchBegin(index)
        return self.command(begin - 1).start if begin else self.start

    def openingAt(self, index: int | None = None) -> tuple[Step, ...]:
        """The computer's opening of the match at undo index `index` (default: the undo
        index): its replies from `firstState`, recorded with the match's beginning;
        empty when the human (or nobody: two players) moved first."""
        begin = self.matchBegin(index)
        return self.command(begin - 1).opening if begin else self.opening

    def openingLevelAt(self, index: int | None = None) -> str | None:
        """The computer's level that decided `openingAt(index)`; None when unknown (a
        restored save) or when there is no opening."""
        begin = self.matchBegin(index)
        return self.command(begin - 1).openingLevel if begin else self.openingLevel

    def setOpening(self, begin: int, opening: Sequence[Step], level: str | None = None
                   ) -> None:
        """Record the computer's `opening` of the match that begins at undo index
        `begin` (`MatchCommand.setOpening`, or the stack's first match), decided at
        `level` (None: unknown).

        Raises:
            ValueError: `begin` is no match's beginning, or it has an opening already.
        """
        if begin != self.matchBegin(begin):
            raise ValueError(f"undo index {begin} is not the beginning of a match")
        if begin:
            self.command(begin - 1).setOpening(opening, level)
        elif self.opening:
            raise ValueError("the opening of this match is already recorded")
        else:
            self.opening, self.openingLevel = tuple(opening), level

    def earlierAt(self, index: int | None = None) -> Earlier:
        """The games of the R7 match played before the first state of the match (run)
        at undo index `index` (default: the undo index), match_earlier.py: recorded
        with the Restart that began it, or for the stack's first match given by
        `reset` (a resumed save's); empty for a match New game began."""
        begin = self.matchBegin(index)
        return self.command(begin - 1).earlier if begin else self.earlier

    def doneSteps(self, begin: int | None = None, end: int | None = None) -> list[Step]:
        """Every recorded step of the undo steps `begin` … `end` - 1, oldest first (by
        default the current match's, up to the undo index)."""
        begin = self.matchBegin() if begin is None else begin
        end = self.index() if end is None else end
        return [step for i in range(begin, end) for step in self.command(i).steps]

    def recordedActions(self) -> list[tuple[Action, ...]]:
        """The current match's undo steps' recorded actions, redo steps included, oldest
        first."""
        begin = self.matchBegin()
        return [self.command(i).actions for i in range(begin, self.matchEnd(begin))]

    def reset(self, start: GameState, commands: Sequence[TurnCommand], index: int,
              info: MatchInfo | None = None, opening: Sequence[Step] = (),
              earlier: Earlier = Earlier(), opening_level: str | None = None) -> None:
        """Hold the one match `info` (`commands` from `start` after the computer's
        `opening`, decided at `opening_level`, None: unknown; `earlier`: the games of
        its R7 match before `start`) instead, `index` of them done (0 … len(commands)).
        The index signals say so as they always do."""
        self.clear()
        self.start, self.info, self.opening = start, info, tuple(opening)
        self.openingLevel, self.earlier = opening_level, earlier
        for command in commands:
            self.push(command)
        self.setIndex(index)
