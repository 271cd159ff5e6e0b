"""Changing the match, for `GameEngine`: New game, Restart and a restored match.

Named in the old words: a "match" here is the run of undo steps that New game or
Restart begins (`MatchInfo`); it may hold several games of a match of RULES.md R7, and
Restart replays the game of that match being played (its `GameStart`, U5). When the
computer's seat moves first in that game (a later game of a match, R7.3), its replies
from the game's first state, the match's *opening*, are recorded with the Restart
(commands.py): one undo step with it (U4), kept by saves. Restart reuses the replies
recorded from that very state (the run's own opening, or the replies to the `NextGame`
that began the game in it) when the computer's level that decided them is the level now;
when the level changed since, or is unknown (the steps of a resumed save), the computer
is asked again, as for a save made before its opening arrived. The games of the match
before the replayed one are kept with the Restart too (`matchEarlier`, match_earlier.py).

New game and Restart are undo steps (issue 15): a `MatchCommand` on the engine's undo
stack leaves the match in hand for the new one, so Undo returns to the abandoned
position with that match's own undo steps, and Redo goes forward into the new match
again. Within a match undo steps are as U4 says; Restart replays the same seed (U5).
A restored match (a save) is the only match on the stack: nothing to undo before it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from .ai import LEVELS
from .commands import AbandonedMatch, MatchCommand, MatchInfo, in_progress, replay_commands
from .match_earlier import Earlier
from .rules import Action, GameStart, GameState, NextGame, game_start, new_match, start_of
from .turns import (COMPUTER, MODE_COMPUTER, MODES, Step, computer_moves, new_match_id,
                    new_seed, record_replies)
from .undo_names import describe_switch

if TYPE_CHECKING:
    from .decision_review import Decision
    from .persistence_earlier import EarlierGames

__all__ = ["MatchChanges", "AbandonedMatch"]  # AbandonedMatch: commands.py's


class MatchChanges:
    """New game, Restart and restored matches (a mixin of `GameEngine`, which provides
    `_undo`, `_state`, `_seed`, `_mode`, `_match_id`, `_quiet`, `_pending`, `setLevel`,
    `level`, `_drop_pending`, `_pend`, `_ask_replies` and the signals)."""

    _earlier_waiting = None  # a resumed save's earlier games, not replayed yet

    def newGame(self, seed: int | None = None, mode: str | None = None,
                level: str | None = None, games_to_win: int = 1,
                skunks_count: bool = True) -> None:
        """Start a new match with `seed` (a fresh one when `None`) and a new match id,
        dropping a pending reply. It is one undo step ("New game", issue 15) when the
        match left had any step done or was itself begun by Restart or New game.

        Args:
            seed: the match's seed; mode: `MODE_COMPUTER` or `MODE_TWO_PLAYERS`;
                level: the computer's level (`crib_qt.ai.LEVELS`); None: unchanged.
            games_to_win: 1 for a single game, 2, 3 or 4 for a match of several
                games (R7.1); skunks_count: a skunk counts 2 games, a double skunk 3
                (R7.2).

        Raises:
            ValueError: an unknown mode or level, a bad seed or match length
                (nothing changed then).
            RuntimeError: a resumed save's earlier games wait (`takeInEarlierGames`).
        """
        seed = new_seed() if seed is None else seed
        self._switch(seed, mode, level, "new_game", new_match(seed, games_to_win, skunks_count))

    def restart(self) -> None:
        """Start the game being played again: same seed, same cuts and deals (U5), a
        new match id; one undo step ("Restart") as for `newGame`. In a match of several
        games it is the same game of the match, with the games won before it (R7);
        between games, the game just won, its result taken back. When the computer
        moves first in it (R7.3), it is asked for its replies as after a human action
        (`isThinking`); they belong to the Restart's undo step, like the first deal
        they are not among the match's steps (`history`, `events`), and they are shown
        as a jump (`positionJumped`), as the Restart is.

        Raises:
            RuntimeError: a resumed save's earlier games wait (`takeInEarlierGames`
                first: their reviews are the caller's); nothing changed.
            Exception: only with `synchronous=True`: whatever the computer raised for
                its first replies (the restarted game then waits at its first state).
        """
        self._switch(self._seed, None, None, "restart", self._game_begun())

    def restartState(self) -> GameState:
        """The first state of the game `restart` replays (U5), before the computer's
        first replies: the game being played, or between the games of a match the game
        just won, whose result Restart takes back (its `match` has the games won before
        it, R7.3)."""
        return self._game_begun()

    def _game_begun(self) -> GameState:
        """The first state of the game at the undo index: the state after its
        `NextGame` (R7.3), else the state the undo steps begin with (before the
        computer's opening, `TurnStack.firstState`). The game is the done position's,
        not `_state`'s: while the computer answers Next game, that is the next game's.

        Raises:
            RuntimeError: the done steps leave the game without its `NextGame` (a
                broken undo stack; never for steps the rules made)."""
        stack = self._undo
        begin = stack.matchBegin()
        game = stack.stateAt(stack.index()).match.game_number
        for index in range(stack.index(), begin, -1):
            for step in reversed(stack.command(index - 1).steps):
                if step.state.match.game_number < game:
                    raise RuntimeError(f"game {game} has no NextGame in its undo steps")
                if isinstance(step.action, NextGame):
                    return step.state
        return stack.firstState(begin)

    def matchOpening(self) -> tuple[Action, ...]:
        """The computer's actions from the first state of the current undo steps (a
        later game of a match it begins, R7.3), as a save keeps them; empty when the
        human moved first, or while the computer still works them out."""
        return tuple(step.action for step in self._undo.openingAt())

    def _ask_opening(self) -> None:
        """Ask the computer for its replies when it is to move at the first state of the
        match at the undo index and none are recorded (Restart of a later game it
        begins, R7.3, with none to reuse; a save made before they arrived; Redo of a
        Restart left before they arrived): no position waits for a move nobody asked for."""
        stack = self._undo
        if (self._pending is None and stack.index() == stack.matchBegin()
                and computer_moves(self._state, self.computerSeats())):
            self._ask_replies(self._pend(self._state, None))

    def _opened(self, replies: list[Step], level: str) -> None:
        """Record the computer's first `replies`, decided at `level` (the level when it
        was asked), with the match's beginning (no undo step of their own: Undo takes
        back the Restart with them, U4) and show them. Not as
        `stepsPerformed`: whoever follows new moves finds each among `events()`, where
        the opening is not (as the first deal is not)."""
        self._undo.setOpening(self._undo.index(), replies, level)
        self._state = replies[-1].state
        self.positionJumped.emit()
        self.stateChanged.emit()
        self.historyChanged.emit()

    def _recorded_opening(self, start: GameState) -> tuple[tuple[Step, ...], str | None]:
        """(the computer's replies from `start`, the level that decided them) as recorded
        in the match at the undo index: its opening when it begins at `start`, else the
        replies after the `NextGame` that led to `start`; ((), None) when none are."""
        stack = self._undo
        begin = stack.matchBegin()
        if start is stack.firstState(begin):
            return stack.openingAt(begin), stack.openingLevelAt(begin)
        for index in range(stack.index() - 1, begin - 1, -1):
            command = stack.command(index)
            if command.steps[0].state is start:  # NextGame is a turn's first action
                return command.steps[1:], command.level
        return (), None

    def _reusable_opening(self, start: GameState) -> tuple[Step, ...]:
        """The recorded replies from `start` that Restart reuses (see the module notes):
        none when the computer's level that decided them is not the level now."""
        replies, level = self._recorded_opening(start)
        return replies if replies and level == self.level else ()

    def matchEarlier(self) -> Earlier:
        """The games of the R7 match played before the first state of the current undo
        steps (match_earlier.py): empty for the match's first game; for a game Restart
        replays, what the runs below it played before that game; for a resumed save,
        what it kept of them ("earlier"). The score log and the coach read the match's
        past from it."""
        return self._undo.earlierAt()

    def earlierGamesWaiting(self) -> EarlierGames | None:
        """The games before a resumed save's run, checked but waiting to be replayed
        (`restoreMatch`'s `earlier_waiting`; issue 14), else None: until
        `takeInEarlierGames`, `matchEarlier` of that run is empty."""
        return self._earlier_waiting

    def takeInEarlierGames(self, reviews: Sequence[Decision] = ()) -> tuple[Decision, ...]:
        """Replay the `earlierGamesWaiting` and make them the run's games before
        (`matchEarlier`; `historyChanged` follows): the one way they are taken in, by the
        window after the first frame (ui/earlier_replay.py, with the coach's reviews) and
        by a caller without one before `restart` or `newGame`, which refuse while they wait.

        Args:
            reviews: the run's, numbered without those games (`SavedMatch.reviews`).

        Returns:
            The match's reviews numbered over it, as a save read whole gives them: the
            save's of those games, then `reviews` after them; `reviews` when none wait.

        Raises:
            InvalidData: (a ValueError, persistence_earlier.py) the games are not this
                match's play up to the run: nothing changed, they still wait.
        """
        games = self._earlier_waiting
        if games is None:
            return tuple(reviews)
        earlier, before = games.replay()
        self._earlier_waiting, self._undo.earlier = None, earlier
        self.historyChanged.emit()
        moved = len(earlier.steps)
        return tuple(before) + tuple(replace(d, index=d.index + moved) for d in reviews)

    def _earlier_of(self, start: GameState) -> Earlier:
        """The earlier of a run that Restart begins at `start` (`_game_begun`)."""
        stack = self._undo
        begin = stack.matchBegin()
        played = stack.openingAt(begin) + tuple(stack.doneSteps(begin, stack.index()))
        return stack.earlierAt(begin).then(self.matchStart(), stack.firstState(begin), played,
                                           start)

    def matchStart(self) -> GameStart:
        """The game the current undo steps begin with (R7: the first game of the match,
        or the game a Restart replays), as a save keeps it."""
        info = self._undo.matchAt()
        return GameStart() if info is None else info.start

    def matchSeries(self) -> str:
        """The id (32 hex digits) the R7 match of the current undo steps is counted under
        in the statistics (its result once, issue 21): made from the id of the undo steps
        New game began (`statistics.series_id`), kept by every Restart after them, by
        undo, redo and a save."""
        info = self._undo.matchAt()
        if info is not None and info.series:
            return info.series
        from .statistics import series_id  # here: not before the first frame (issue 14)

        return series_id(self._match_id if info is None else info.match_id)

    def inProgress(self) -> bool:
        """True once the first deal is done and while nobody has won: Restart or New game
        would abandon a match in progress (issue 15; the window asks first)."""
        return in_progress(self._undo.stateAt(self._undo.index()))

    def abandonedMatch(self, final: bool = False) -> AbandonedMatch | None:
        """The match that Restart or New game left in progress, once the current match's
        first move is made (an undo step of it is done); else None. Against the computer
        that match counts as lost (issue 15, crib_qt/ui/keeping.py).

        Args:
            final: the abandonment can no longer be undone (the window closes, and a
                save keeps the current match alone): the match left is returned even
                before the current match's first move.
        """
        begin = self._undo.matchBegin()
        if begin == 0 or (self._undo.index() == begin and not final):
            return None
        switch = self._undo.command(begin - 1)
        if not switch.abandoned:
            return None
        steps = self._undo.doneSteps(self._undo.matchBegin(begin - 1), begin - 1)
        return AbandonedMatch(switch.previous, switch.before,
                              [event for step in steps for event in step.events], switch.kind)

    def _switch(self, seed: int, mode: str | None, level: str | None, kind: str,
                start: GameState) -> None:
        if mode not in MODES + (None,) or level not in LEVELS + (None,):
            raise ValueError(f"unknown mode {mode!r} or level {level!r}")
        if self._earlier_waiting is not None:  # taken in here, their reviews would be lost
            raise RuntimeError("a resumed save's earlier games wait: takeInEarlierGames first")
        stack = self._undo
        begin = stack.matchBegin()
        # Restart plays on in the same R7 match: counted under the same series (issue 21),
        # with its games before (match_earlier.py) and the computer's replies recorded
        restart = kind == "restart"
        series = self.matchSeries() if restart else ""
        earlier = self._earlier_of(start) if restart else Earlier()
        opening = self._reusable_opening(start) if restart else ()
        if begin == 0 and stack.index() == 0:  # nothing done, nothing to come back to
            self.restoreMatch(seed, [], 0, mode=mode, level=level, match_id=new_match_id(),
                              start=start_of(start), series=series, earlier=earlier,
                              opening=[step.action for step in opening])
            if opening:
                stack.openingLevel = self.level
            return
        self._drop_pending()
        current = stack.matchAt()
        previous = MatchInfo(self._seed, self._mode, self.level, self._match_id, self.matchStart(),
                             current.series if current is not None else "")
        self._quiet = True
        try:
            if stack.index() == begin:
                # the match left is untouched and was itself begun by a switch: this one
                # replaces it, so one Undo returns to the match left before it
                previous = stack.command(begin - 1).previous
                stack.setIndex(begin - 1)
            info = MatchInfo(seed, mode or self._mode, level or self.level, new_match_id(),
                             start_of(start), series)
            stack.push(MatchCommand(stack.stateAt(stack.index()), previous, start, info,
                                    describe_switch(kind), kind, earlier))
            if opening:
                stack.setOpening(stack.index(), opening, self.level)
        finally:
            self._quiet = False
        self._follow_match()
        self._state = stack.stateAt(stack.index())
        self.positionJumped.emit()
        self.stateChanged.emit()
        self.historyChanged.emit()
        self._ask_opening()

    def _follow_match(self) -> None:
        """Make the match at the undo index the engine's (seed, mode, level, id)."""
        info = self._undo.matchAt()
        if info is None or info.match_id == self._match_id:
            return
        self._seed, self._mode, self._match_id = info.seed, info.mode, info.match_id
        if self.level != info.level:
            self.setLevel(info.level)

    def restoreMatch(self, seed: int, steps: Sequence[Sequence], index: int, *,
                     mode: str | None = None, level: str | None = None,
                     match_id: str | None = None, start: GameStart = GameStart(),
                     opening: Sequence[Action] = (), series: str = "",
                     earlier: Earlier = Earlier(),
                     earlier_waiting: EarlierGames | None = None,
                     replayed: Sequence[Sequence[Step]] = ()) -> None:
        """Make a recorded match current: its undo steps, undo index and redo steps (U4);
        it is the only match on the undo stack (nothing before it to undo).

        Each recorded action is checked and applied once (nobody decides anything);
        the undo steps keep the states it produced. A pending reply is dropped.

        Args:
            seed: the match's seed (0 to `MAX_SEED`).
            steps: every undo step, oldest first, each the recorded actions of one
                turn (the human action, then the computer's replies).
            index: how many steps are done (0 to len(steps)); the rest can be redone.
            mode, level: as for `newGame` (unchanged when `None`).
            match_id: the match's id (a fresh one when `None`).
            start: the game the steps begin with (R7; default: the first game of a
                single game's match, cut for the deal).
            opening: the computer's actions from that game's first state, before the
                steps, when its seat moves first (`matchOpening`, R7.3). Missing there
                (a save made before they arrived, or before this was kept), the
                computer is asked for them once the match is restored.
            series: the id its R7 match is counted under (`matchSeries`; "" for the one
                made from `match_id`).
            earlier: the games of its R7 match played before `start`
                (`matchEarlier`; a checked save's, `match_earlier.replay_earlier`);
                default none known.
            earlier_waiting: a save's earlier games still to be replayed, when
                `earlier` is empty (`earlierGamesWaiting`); None: none.
            replayed: `steps` as a checked save replayed them (`SavedMatch.replayed`),
                so they are not replayed again (`commands.replay_commands`).

        Raises:
            ValueError: a bad seed, mode, level or index, or steps that are not turns
                of this match (`IllegalAction`, a subclass, for an illegal action or
                opening), or an `earlier` that does not end at `start`'s first state.
                The engine is unchanged then. With `synchronous=True`, after
                the match is restored: whatever the computer raised for its opening.
        """
        if mode not in MODES + (None,) or level not in LEVELS + (None,):
            raise ValueError(f"unknown mode {mode!r} or level {level!r}")
        if type(index) is not int or not 0 <= index <= len(steps):
            raise ValueError(f"the undo index {index!r} is not within the {len(steps)} steps")
        mode = mode or self._mode
        computer = frozenset({COMPUTER}) if mode == MODE_COMPUTER else frozenset()
        begin = game_start(seed, start)
        if earlier.steps and earlier.steps[-1].state != begin:
            raise ValueError("the games before this one do not end where it begins")
        opened = record_replies(begin, computer, opening) if opening else []
        commands = replay_commands(opened[-1].state if opened else begin, steps, computer,
                                   mode, replayed)
        # Everything is checked: from here on nothing can fail.
        self._mode = mode
        if level is not None:
            self.setLevel(level)
        self._seed = seed
        self._match_id = match_id or new_match_id()
        self._earlier_waiting = earlier_waiting
        self._drop_pending()
        self._quiet = True
        try:
            self._undo.reset(begin, commands, index, MatchInfo(
                seed, mode, self.level, self._match_id, start, series), opened, earlier)
        finally:
            self._quiet = False
        self._state = self._undo.stateAt(index)
        self.positionJumped.emit()
        self.stateChanged.emit()
        self.historyChanged.emit()
        self._ask_opening()
