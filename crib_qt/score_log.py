"""The score log of a match, for `GameEngine.scoreLog` (issue 21, RULES.md R7.3).

The undo steps that Restart begins start with the game of an R7 match it replays;
the games before that one were played in the runs of undo steps below the Restart's
`MatchCommand` (commands.py), or before a resumed save's run. The log shows the whole
match all the same, as it does without Restart: the rows of those earlier games, read
from the match's one record of them (`TurnStack.earlierAt`, match_earlier.py), then the
replayed game's own "Game N" row, then its rows. A run whose earlier is unknown (a save
made before saves kept it) begins with its game's row.

In a match of several games, game 1 begins with its row too: the cut for the deal's
`DealerChosen` is logged as a `GameStarted` of game 1 (its first dealer, R2, R7.3), and
each game won ends with its `GameWon` and `GameCounted` (the model's result row, R7.2).
A single game logs neither (R7.1: exactly the seeds' game).
"""

from __future__ import annotations

from collections.abc import Sequence

from .commands import TurnStack
from .match_earlier import Earlier
from .rules import (DealerChosen, Event, GameCounted, GameStart, GameStarted, GameWon,
                    HandShown, Scored)
from .turns import Step

__all__ = ["log_event", "logged_rows", "rows_before", "score_log"]

_LOGGED = (Scored, HandShown, GameStarted, GameWon, GameCounted)


def logged_rows(steps: Sequence[Step]) -> list[tuple[int, Event]]:
    """(hand number, event) of each `Scored`, `HandShown`, `GameStarted`, `GameWon`
    and `GameCounted` event of `steps`, in order, and, in a match of several games, the
    `DealerChosen` of its cut for the deal as the `GameStarted` of game 1."""
    return [(step.state.hand_number, logged) for step in steps for event in step.events
            if (logged := log_event(event, step.state.match.several)) is not None]


def log_event(event: Event, several: bool) -> Event | None:
    """What the score log shows of `event` of a match of `several` games (see the
    module notes), else None."""
    if isinstance(event, _LOGGED):
        return event
    if several and isinstance(event, DealerChosen):
        return GameStarted(1, event.seat)
    return None


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
        (hand number, event) pairs, oldest first: `Scored` and `HandShown` events,
        and in a match of several games a `GameStarted` event where each game begins
        and the `GameWon` and `GameCounted` of each game won.
    """
    begin = stack.matchBegin()
    info = stack.matchAt(begin)
    before = [] if info is None else rows_before(stack.earlierAt(begin), info.start)
    return before + logged_rows(stack.openingAt(begin)) + logged_rows(steps)
