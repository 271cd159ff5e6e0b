"""The peg board's pixels (crib_qt/board/peg_board.py, peg_board_art.py): holes and pegs
in their colours, and the holes painted together as each hole alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from crib_qt.board import peg_board_art as art
from crib_qt.board.peg_board import BOARD_HEIGHT, BOARD_WIDTH, HOLE_COLOUR

from peg_board_testing import (  # tests/board/peg_board_testing.py
    BLUE,
    RED,
    _all_holes,
    _close,
    _pixel,
    _render,
    board_fixture,  # noqa: F401 (the fixture board)
    own_cache_fixture,  # noqa: F401 (the fixture own_cache, for every test here)
)

# -- pixels ----------------------------------------------------------------------------------


def test_rendered_holes_and_pegs_have_their_colours(board):
    board.setPegs(0, 33, 27, duration_ms=0)
    board.setPegs(1, 70, 61, duration_ms=0)
    image = _render(board)
    for seat, score in ((0, 50), (1, 100), (0, 1), (1, 120)):
        assert _pixel(image, board.holePosition(seat, score)) == HOLE_COLOUR
    for seat, colour in ((0, RED), (1, BLUE)):
        for point in board.pegPositions(seat):
            assert _close(_pixel(image, point), colour), (seat, point)


def test_player_colours_are_configurable(board):
    board.setPlayerColours(QColor("#2e9e4a"), QColor("#e0a020"))
    assert [c.name() for c in board.playerColours()] == ["#2e9e4a", "#e0a020"]
    board.setPegs(0, 3, 0, duration_ms=0)
    board.setPegs(1, 44, 40, duration_ms=0)
    image = _render(board)
    assert _close(_pixel(image, board.pegPositions(0)[0]), QColor("#2e9e4a"))
    assert _close(_pixel(image, board.pegPositions(1)[1]), QColor("#e0a020"))


def test_names_and_dealer_badge_render_without_warnings(board):
    board.setPlayerName(0, "Ana")
    board.setPlayerName(1, "Computador com um nome comprido demais")
    board.setDealerText("Crib")
    for dealer in (0, 1, None):
        board.setDealer(dealer)
        image = _render(board)
        assert not image.isNull()


def _hole_by_hole(p: QPainter, centre: QPointF, game: bool) -> None:
    """How a hole was painted before the holes were painted together (issue 14)."""
    from PySide6.QtGui import QLinearGradient, QPen, QRadialGradient

    if game:
        ring = QRadialGradient(centre - QPointF(1.4, 1.4), art.GAME_RING_R + 0.8)
        ring.setColorAt(0.0, art.BRASS.lighter(140))
        ring.setColorAt(1.0, art.BRASS.darker(135))
        p.setPen(QPen(art.INK, 0.6))
        p.setBrush(ring)
        p.drawEllipse(centre, art.GAME_RING_R, art.GAME_RING_R)
    lip = art.HOLE_R + 0.75
    rim = QLinearGradient(centre - QPointF(lip, lip), centre + QPointF(lip, lip))
    rim.setColorAt(0.0, QColor(60, 28, 6, 150))
    rim.setColorAt(1.0, QColor(255, 232, 190, 190))
    p.setPen(Qt.NoPen)
    p.setBrush(rim)
    p.drawEllipse(centre, lip, lip)
    p.setBrush(HOLE_COLOUR)
    p.drawEllipse(centre, art.HOLE_R, art.HOLE_R)


@pytest.mark.parametrize(("scale", "dx", "dy"), [(0.82, 0.0, 0.0), (1.37, 0.25, 0.75),
                                                 (2.0, 0.5, 0.1)])
def test_the_holes_painted_together_are_the_pixels_of_each_hole_alone(qapp, scale, dx, dy):  # noqa: ARG001
    games = [art.hole_point(seat, art.GAME_HOLE) for seat in (0, 1)]
    holes = [point for point in _all_holes() if point not in games]
    images = []
    for together in (True, False):
        image = QImage(round(BOARD_WIDTH * scale) + 2, round(BOARD_HEIGHT * scale) + 2,
                       QImage.Format_ARGB32_Premultiplied)
        image.fill(QColor("#c4874c"))  # on wood
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(dx, dy)
        painter.scale(scale, scale)
        if together:
            art.paint_holes(painter, holes, games)
        else:
            for point in holes + games:
                _hole_by_hole(painter, point, point in games)
        painter.end()
        images.append(image)
    assert len(holes) == 244
    assert images[0] == images[1]
    assert images[0].pixelColor(round(holes[7].x() * scale + dx),
                                round(holes[7].y() * scale + dy)) == HOLE_COLOUR
