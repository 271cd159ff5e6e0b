"""The score log of a match, for `GameEngine.scoreLog` (issue 21, RULES.md R7.3).

The undo steps that Restart begins start with the game of an R7 match it replays;
the games before that one were played in the runs of undo steps below the Restart's
`MatchCommand` (commands.py), or before a resumed save's run. The log shows the whole
match all the same, as it does without Restart: the rows of those earlier games, read
from the match's one record of them (`TurnStack.earlierAt`, match_earlier.py), then the
replayed game's own "Game N" row, then its rows. A run whose earlier is unknown (a save
made before saves kept it) begins with its game's row.
"""

from __future__ import annotations

from collections.abc import Sequence

from .commands import TurnStack
from .match_earlier import Earlier
from .rules import Event, GameStart, GameStarted, HandShown, Scored
from .turns import Step

__all__ = ["logged_rows", "rows_before", "score_log"]

_LOGGED = (Scored, HandShown, GameStarted)


def logged_rows(steps: Sequence[Step]) -> list[tuple[int, Event]]:
    """(hand number, event) of each `Scored`, `HandShown` and `GameStarted` event of
    `steps`, in order."""
    return [(step.state.hand_number, event) for step in steps for event in step.events
            if isinstance(event, _LOGGED)]


def _game_row(start: GameStart) -> tuple[int, Event]:
    """The "Game N" row where the game `start` begins (at its first hand)."""
    return start.hands_before + 1, GameStarted(start.match.game_number, start.dealer)


def rows_before(earlier: Earlier, start: GameStart) -> list[tuple[int, Event]]:
    """The rows of the match before the first state of the game `start` (a run's), its
    games before read from `earlier`, and that game's row (none for a match's first game).
    """
    if start.match.game_number == 1:
        return []
    if not earlier.steps:
        return [_game_row(start)]
    first = start.hands_before + 1  # the NextGame into this game logs this row too
    rows = [row for row in logged_rows(earlier.steps) if row[0] < first]
    if earlier.first.match.game_number > 1:  # its past unknown: begun by its game's row
        rows.insert(0, _game_row(earlier.first))
    return rows + [_game_row(start)]


def score_log(stack: TurnStack, steps: Sequence[Step]) -> list[tuple[int, Event]]:
    """The score log of the match at the undo index of `stack` (see the module notes).

    Args:
        stack: the engine's undo stack.
        steps: the steps of the current run that led to the position (its done undo
            steps, and a human step the computer is replying to).

    Returns:
        (hand number, event) pairs, oldest first: `Scored` and `HandShown` events, and
        a `GameStarted` event where each game after the first begins.
    """
    begin = stack.matchBegin()
    info = stack.matchAt(begin)
    before = [] if info is None else rows_before(stack.earlierAt(begin), info.start)
    return before + logged_rows(stack.openingAt(begin)) + logged_rows(steps)
