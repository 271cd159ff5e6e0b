"""The games of a match played before a run of undo steps (issue 21, RULES.md R7.3, U4, U5).

Restart of a later game of an R7 match begins a new run of undo steps at that game's
first state (commands.py). The games before it were played in the runs below the
Restart (or, for a resumed save, before the save's run began). `Earlier` is the one
reading of them: every action from the match's first state (or the earliest state
known) to the run's first state, each recorded once through the rules. The score log
(score_log.py) and the coach's match review (ui/coach_reviews.py) read the match from
it, and a save keeps its actions ("earlier", crib_qt/persistence_earlier.py), so that
both show the whole match, after several Restarts, Undo and Redo of a Restart, and
after save and resume alike.

Numbering: the actions of a match are numbered from 0 over `Earlier.steps`, then the
run's opening, then its undo steps' actions (the coach's `Decision.index`): a Restart
keeps the numbers of the actions it keeps, since the run it leaves counted them the same
way. Pure Python, no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .rules import Action, GameStart, GameState, IllegalAction, MatchScore, game_start
from .turns import Step, computer_moves, record_step

__all__ = ["Earlier", "first_game", "replay_earlier"]


@dataclass(frozen=True)
class Earlier:
    """What was played in a match before the first state of a run of undo steps.

    Attributes:
        first: the game `begin` is the first state of: the match's first game, or
            the game a resumed save's run began with when that save kept nothing
            before it (saves made before "earlier" was kept); meaningless when there
            are no `steps`.
        begin: the state before `steps[0]` (`rules.game_start(seed, first)`); None
            when there are no steps.
        steps: every action from `begin` to the run's first state, oldest first, as
            `turns.Step`s (the computer's marked `by_computer`); the last is the
            `NextGame` that began the run's game (R7.3). Empty for the first game of
            a match, and for a run of a later game whose past is unknown.
    """

    first: GameStart = GameStart()
    begin: GameState | None = None
    steps: tuple[Step, ...] = ()

    def actions(self) -> tuple[Action, ...]:
        """The actions of `steps`, in order (as a save keeps them)."""
        return tuple(step.action for step in self.steps)

    def then(self, run_first: GameStart, run_begin: GameState, run_steps: Sequence[Step],
             start: GameState) -> Earlier:
        """The earlier of a run that Restart begins at `start`, a game's first state.

        Args:
            run_first, run_begin: the game and first state of the run Restart leaves,
                whose earlier this is.
            run_steps: that run's steps from `run_begin`: its opening, then its done
                undo steps' steps.
            start: `run_begin` (Restart of the run's own game: nothing more was
                played before it) or the state after a `NextGame` among `run_steps`
                (the game Restart replays began in the run).

        Returns:
            This earlier, followed by `run_steps` up to `start`.

        Raises:
            ValueError: `start` is neither.
        """
        if start is run_begin:
            return self
        cut = next((n for n, step in enumerate(run_steps) if step.state is start), None)
        if cut is None:
            raise ValueError("the game Restart replays did not begin in the run it leaves")
        if not self.steps:
            return Earlier(run_first, run_begin, tuple(run_steps[:cut + 1]))
        return Earlier(self.first, self.begin, self.steps + tuple(run_steps[:cut + 1]))


def first_game(start: GameStart) -> GameStart:
    """The first game of the match that `start` is a game of (the cut for the deal, R2,
    R7.3)."""
    return GameStart(MatchScore(start.match.games_to_win, start.match.skunks_count))


def replay_earlier(seed: int, first: GameStart, actions: Sequence[Action],
                   computer: frozenset[int], start: GameStart) -> Earlier:
    """Check and record `actions`, played from the first state of the game `first` of
    the match with `seed`, as the earlier of a run that begins with the game `start`.

    Each action goes through the rules once (nobody is asked for a decision); those of
    `computer` seats are marked `by_computer`.

    Raises:
        IllegalAction: no actions, `first` is not a game before `start` of the same
            match, an action the rules refuse, or the actions do not end at the first
            state of the game `start` (`rules.game_start`).
    """
    if not actions:
        raise IllegalAction("it holds no action")
    if (first.match.games_to_win, first.match.skunks_count) != (
            start.match.games_to_win, start.match.skunks_count) or (
            first.match.game_number >= start.match.game_number):
        raise IllegalAction("it does not begin in an earlier game of this match")
    begin = state = game_start(seed, first)
    steps = []
    for action in actions:
        steps.append(record_step(state, action, computer_moves(state, computer)))
        state = steps[-1].state
    if state != game_start(seed, start):
        raise IllegalAction("it does not end where this game begins")
    return Earlier(first, begin, tuple(steps))
