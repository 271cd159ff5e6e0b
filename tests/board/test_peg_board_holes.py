"""The peg board's holes (crib_qt/board/peg_board.py, peg_board_art.py): 122 a track,
three streets in groups of five, and the board's place and size beside the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from crib_qt.board import geometry as L
from crib_qt.board import peg_board_art as art
from crib_qt.board.peg_board import BOARD_HEIGHT, BOARD_WIDTH

from peg_board_testing import (  # tests/board/peg_board_testing.py
    _xy,
    board_fixture,  # noqa: F401 (the fixture board)
    own_cache_fixture,  # noqa: F401 (the fixture own_cache, for every test here)
)

# -- geometry --------------------------------------------------------------------------------


def test_bounding_rect_is_fixed(board):
    expected = QRectF(0, 0, BOARD_WIDTH, BOARD_HEIGHT)
    assert board.boundingRect() == expected == QRectF(0, 0, 188, 820)
    board.setPlayerName(0, "A very long player name that cannot fit on the plate at all")
    board.setDealer(0)
    board.setDealerText("Dealer with a long translation")
    board.setPegs(0, 121, 115, duration_ms=0)
    assert board.boundingRect() == expected


@pytest.mark.parametrize("seat", [0, 1])
def test_122_distinct_holes_inside_the_board(board, seat):
    holes = [_xy(board.holePosition(seat, score)) for score in range(122)]
    assert len(set(holes)) == 122
    inside = board.boundingRect().adjusted(4, 4, -4, -4)
    assert all(inside.contains(QPointF(x, y)) for x, y in holes)


def test_tracks_do_not_share_holes(board):
    first = {_xy(board.holePosition(0, score)) for score in range(122)}
    second = {_xy(board.holePosition(1, score)) for score in range(122)}
    assert first.isdisjoint(second)


@pytest.mark.parametrize("seat", [0, 1])
def test_three_streets_up_down_up(board, seat):
    def pos(score):
        return board.holePosition(seat, score)

    for first, last, step in ((1, 40, -1), (41, 80, 1), (81, 120, -1)):
        xs = {pos(n).x() for n in range(first, last + 1)}
        assert len(xs) == 1  # a street is straight
        ys = [pos(n).y() for n in range(first, last + 1)]
        assert all((b - a) * step > 0 for a, b in zip(ys, ys[1:]))  # up, down, up
    assert pos(0).x() == pos(1).x() and pos(0).y() > pos(1).y()  # start behind hole 1
    assert pos(121).x() == pos(120).x() and pos(121).y() < pos(120).y()  # game hole after 120
    assert pos(40).y() == pos(41).y() and pos(80).y() == pos(81).y()  # turns


@pytest.mark.parametrize("seat", [0, 1])
def test_holes_in_groups_of_five(board, seat):
    def gap(score):
        a, b = board.holePosition(seat, score), board.holePosition(seat, score + 1)
        return abs(b.y() - a.y())

    assert gap(5) > gap(4)
    in_group = {gap(n) for n in range(1, 120) if n % 5 and n % 40}
    between = {gap(n) for n in range(1, 120) if n % 5 == 0 and n % 40}
    assert len(in_group) == 1 and len(between) == 1  # exactly two spacings
    assert between.pop() > in_group.pop()


def test_scores_above_121_clamp_to_the_game_hole(board):
    for seat in (0, 1):
        assert board.holePosition(seat, 125) == board.holePosition(seat, 121)
    board.setPegs(1, 127, 118, duration_ms=0)
    assert board.pegPositions(1) == (board.holePosition(1, 121), board.holePosition(1, 118))
    assert board.pegScores(1) == (127, 118)


def test_bad_arguments_raise(board):
    with pytest.raises(ValueError):
        board.holePosition(2, 5)
    with pytest.raises(ValueError):
        board.holePosition(0, -1)
    with pytest.raises(ValueError):
        board.setPegs(0, -3, 0)
    with pytest.raises(ValueError):
        board.setDealer(3)


def test_board_fills_the_rail_beside_the_table():
    """The board takes the room the table leaves (issue 15): the whole rail, 8 units from
    the scene's top and bottom and about 2 from the rail's sides."""
    shown = QRectF(L.PEG_BOARD_POS, L.PEG_BOARD_POS + QPointF(BOARD_WIDTH, BOARD_HEIGHT)
                   * L.PEG_BOARD_SCALE)
    assert shown == QRectF(1372.2, 8.0, 225.6, 984.0)
    rail = QRectF(L.TABLE_RECT.right(), 0, L.SCENE_RECT.right() - L.TABLE_RECT.right(),
                  L.SCENE_RECT.height())
    assert rail.contains(shown)
    assert shown.left() - rail.left() == pytest.approx(rail.right() - shown.right())


def test_holes_and_pegs_keep_their_size_beside_the_pitch():
    """Holes and pegs as big beside the hole spacing as on the old, smaller board (hole
    radius 2.35 and peg 4.8 of a 10.5 pitch), and neighbouring pegs still clear."""
    assert art.PITCH * L.PEG_BOARD_SCALE == pytest.approx(17.4)  # scene units
    assert art.HOLE_R / art.PITCH > 2.35 / 10.5
    assert art.PEG_R / art.PITCH > 4.8 / 10.5
    assert 2 * art.PEG_R < art.PITCH  # round heads on holes 1 and 2 do not touch
