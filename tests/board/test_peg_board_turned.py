"""The peg board turns with the table (issue 15, item 12): the viewer's track and plate at
the bottom, each seat its colour, painted again once."""

from __future__ import annotations

import pytest

from crib_qt.board import peg_board_art as art
from crib_qt.board.peg_board import HOLE_COLOUR

from peg_board_testing import (  # tests/board/peg_board_testing.py
    BLUE,
    RED,
    _close,
    _peg_items,
    _pixel,
    _render,
    _xy,
    board_fixture,  # noqa: F401 (the fixture board)
    own_cache_fixture,  # noqa: F401 (the fixture own_cache, for every test here)
)

# -- the board turns with the table (issue 15, item 12) ---------------------------------------


def test_the_viewer_has_the_bottom_plate_and_the_bottom_track(board):
    board.setPlayerName(0, "Ana")
    board.setPlayerName(1, "Bia")
    board.setPegs(0, 17, 9, duration_ms=0)
    board.setPegs(1, 64, 58, duration_ms=0)
    assert board.viewer() == 0
    assert board.holePosition(0, 17) == art.hole_point(0, 17)
    assert board._plate_rect(0) == art.plate_rect(0)  # seat 0's plate at the bottom
    board.setViewer(1)
    assert board.viewer() == 1
    for seat, side in ((0, 1), (1, 0)):
        assert board.holePosition(seat, 17) == art.hole_point(side, 17)
        assert board._plate_rect(seat) == art.plate_rect(side)
    assert board._plate_rect(1).top() > board._plate_rect(0).bottom()  # Bia at the bottom
    assert board.pegPositions(0) == (art.hole_point(1, 17), art.hole_point(1, 9))
    assert board.pegPositions(1) == (art.hole_point(0, 64), art.hole_point(0, 58))
    placed = {_xy(peg.pos()) for peg in _peg_items(board)}  # moved at once
    assert placed == {_xy(art.hole_point(1, 17)), _xy(art.hole_point(1, 9)),
                      _xy(art.hole_point(0, 64)), _xy(art.hole_point(0, 58))}
    assert board.pegScores(0) == (17, 9) and board._plate_layout(1).name == "Bia"
    with pytest.raises(ValueError):
        board.setViewer(2)


def test_a_turned_board_keeps_each_seat_its_colour(board):
    board.setViewer(1)
    board.setPegs(0, 33, 27, duration_ms=0)
    board.setPegs(1, 70, 61, duration_ms=0)
    image = _render(board)
    for seat, colour in ((0, RED), (1, BLUE)):
        for point in board.pegPositions(seat):
            assert _close(_pixel(image, point), colour), (seat, point)
    assert _pixel(image, art.hole_point(1, 50)) == HOLE_COLOUR  # seat 0's track, side 1


def test_turning_the_board_paints_it_again_once(board):
    cache = board._art
    _render(board)
    board.setViewer(1)
    _render(board)
    board.setViewer(1)  # no change: kept
    _render(board)
    assert (cache.renders, cache.patched) == (2, 4)
    board.setPegs(1, 5, 0, duration_ms=0)  # a score still paints one plate
    _render(board)
    assert (cache.renders, cache.patched) == (2, 5)
