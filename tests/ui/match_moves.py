"""Playing a match of several games (R7) on a test board, for the match tests."""

from __future__ import annotations

from crib_qt.rules import NextGame


def play_match(board, done) -> None:
    """The engine plays the hint for the human (fast), and Next game between games
    (R7.3), until `done(engine)`; then the board settles.

    Raises:
        AssertionError: a move refused, or `done` not reached within 3,000 moves.
    """
    engine = board.engine
    for _ in range(3000):
        if done(engine):
            board.wait_settled()
            return
        assert engine.perform(NextGame() if engine.betweenGames() else engine.hint())
        board.wait_replied()
    raise AssertionError("never reached")
