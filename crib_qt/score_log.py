"""The score log of a match, for `GameEngine.scoreLog` (issue 21, RULES.md R7.3).

The undo steps that Restart begins start with the game of an R7 match it replays;
the games before that one were played in the runs of undo steps below the Restart's
`MatchCommand` (commands.py). The log shows the whole match all the same, as it does
without Restart: the rows of those earlier games, read from the runs before, then the
replayed game's own "Game N" row, then its rows. A run the stack begins with (a
resumed save) has no runs before it: its log begins with its game's row.
"""

from __future__ import annotations

from collections.abc import Sequence

from .commands import TurnStack
from .rules import Event, GameStarted, HandShown, Scored
from .turns import Step

__all__ = ["logged_rows", "score_log"]

_LOGGED = (Scored, HandShown, GameStarted)


def logged_rows(steps: Sequence[Step]) -> list[tuple[int, Event]]:
    """(hand number, event) of each `Scored`, `HandShown` and `GameStarted` event of
    `steps`, in order."""
    return [(step.state.hand_number, event) for step in steps for event in step.events
            if isinstance(event, _LOGGED)]


def _rows_before(stack: TurnStack, begin: int) -> list[tuple[int, Event]]:
    """The rows of the match before the first state of the run of undo steps that
    begins at undo index `begin`: the games before its game, and that game's row
    (none for the first game of a match)."""
    info = stack.matchAt(begin)
    if info is None or info.start.match.game_number == 1:
        return []
    start = info.start
    first = start.hands_before + 1  # the game's first hand
    earlier: list[tuple[int, Event]] = []
    if begin > 0 and stack.command(begin - 1).kind == "restart":
        previous = stack.matchBegin(begin - 1)
        # the run left went at least as far as this game's beginning
        earlier = [row for row in _rows_before(stack, previous)
                   + logged_rows(stack.openingAt(previous))
                   + logged_rows(stack.doneSteps(previous, begin - 1)) if row[0] < first]
    return earlier + [(first, GameStarted(start.match.game_number, start.dealer))]


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
    return (_rows_before(stack, begin) + logged_rows(stack.openingAt(begin))
            + logged_rows(steps))
