"""Positions the board tests reach by playing the hint from a fixed seed, one move at a
time with the test's driver (board_driver.py: mouse, keys or touch)."""

from __future__ import annotations

from crib_qt.rules import Phase


def drive_until(board, condition, limit: int = 150) -> None:
    """Play the hint with `board` until `condition(engine state)` holds.

    Raises AssertionError when it does not hold within `limit` moves.
    """
    for _ in range(limit):
        if condition(board.engine.state):
            return
        board.act()
    raise AssertionError("the position was not reached")


def my_discard(state) -> bool:
    """The viewer (seat 0) is to lay two cards away to the crib (R3.2)."""
    return state.phase is Phase.DISCARD and state.to_act == 0
