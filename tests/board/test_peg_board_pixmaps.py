"""The pixmaps the peg board keeps (peg_board_art.py, device_pixmaps.py): the same pixels
as painting gives, painted once, read back by the next run, kept per pixel ratio."""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from crib_qt.board import device_pixmaps
from crib_qt.board.peg_board import HOLE_COLOUR, PegBoardItem

from peg_board_testing import (  # tests/board/peg_board_testing.py
    _pixel,
    _render,
    board_fixture,  # noqa: F401 (the fixture board)
    own_cache_fixture,  # noqa: F401 (the fixture own_cache, for every test here)
)


class _PaintedBoard(PegBoardItem):
    """The board as it was drawn before it kept pixmaps of its own: painted whole each
    time, into Qt's device-coordinate cache."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter, option, widget=None) -> None:  # noqa: ARG002
        self._paint_art(painter)
        for seat in (0, 1):
            self._paint_plate(painter, seat)


_STEPS = [  # changes to a board, one after the other
    lambda b: None,
    lambda b: (b.setPlayerName(0, "Ana"), b.setPlayerName(1, "Computador"),
               b.setDealerText("Dealer"), b.setDealer(0), b.setPegs(0, 47, 40, duration_ms=0)),
    lambda b: (b.setPegs(1, 121, 118, duration_ms=0), b.setDealer(1),
               b.setPegs(0, 52, 47, duration_ms=0)),
    lambda b: (b.setPlayerColours(QColor("#2e9e4a"), QColor("#e0a020")), b.setDealer(None),
               b.setPlayerName(0, "A very long player name that cannot fit on the plate")),
]


@pytest.mark.parametrize(("scale", "ratio"), [(1.0, 1.0), (1.37, 1.0), (0.9, 2.0)])
def test_the_kept_pixels_are_the_pixels_painting_gives(qtbot, scale, ratio):  # noqa: ARG001
    scene = QGraphicsScene()
    board = PegBoardItem()
    scene.addItem(board)
    board.setPos(0.3, 0.55)  # not on whole pixels
    for done, step in enumerate(_STEPS):
        step(board)
        shown = _render(board, scale, ratio)
        painted = _PaintedBoard()  # a new one: Qt's cache is not told of changes made
        painted_scene = QGraphicsScene()  # while another device showed the item
        painted_scene.addItem(painted)
        painted.setPos(board.pos())
        for earlier in _STEPS[:done + 1]:
            earlier(painted)
        assert shown == _render(painted, scale, ratio), done
        painted_scene.removeItem(painted)
    scene.removeItem(board)


@pytest.mark.parametrize(("scale", "ratio"), [(1.37, 1.0), (0.9, 2.0)])
def test_the_art_read_back_by_the_next_run_is_the_pixels_painting_gives(
        qtbot, own_cache, scale, ratio):
    scenes = [QGraphicsScene() for _ in range(3)]  # kept: a scene deletes its items
    first = PegBoardItem()
    scenes[0].addItem(first)
    _render(first, scale, ratio)
    assert (first._art.renders, first._art.loaded) == (1, 0)
    qtbot.waitUntil(lambda: len(list(own_cache.rglob("*.rendering"))) == 1)  # once idle
    store = first._art._store  # written once, once idle (issue 14), under its code too
    assert len(store.turns) == 1
    assert str(zlib.crc32(Path(device_pixmaps.__file__).read_bytes())) in store._stamp
    board = PegBoardItem()  # the next run's
    scenes[1].addItem(board)
    painted = _PaintedBoard()
    scenes[2].addItem(painted)
    for step in _STEPS[:3]:  # plates painted over what was read back, as over a rendering
        step(board)
        step(painted)
        assert _render(board, scale, ratio) == _render(painted, scale, ratio)
    assert (board._art.renders, board._art.loaded) == (0, 1)
    board.setPlayerColours(QColor("#2e9e4a"), QColor("#e0a020"))  # not what was kept
    _render(board, scale, ratio)
    assert (board._art.renders, board._art.loaded) == (1, 1)


def test_the_board_is_painted_once_a_score_paints_one_plate(board):
    art = board._art
    _render(board)
    assert (art.renders, art.patched) == (1, 2)  # the board, then both plates on it
    board.setPegs(0, 12, 4, duration_ms=0)
    _render(board)
    assert (art.renders, art.patched) == (1, 3)
    board.setPegs(0, 12, 4, duration_ms=0)
    board.setPegs(1, 0, 0, duration_ms=0)
    _render(board)
    _render(board)
    assert (art.renders, art.patched) == (1, 3)  # nothing shown has changed
    board.setPlayerName(1, "Computer")
    _render(board)
    assert (art.renders, art.patched) == (1, 4)
    board.setDealer(0)
    _render(board)
    board.setDealer(1)  # the badge leaves one plate for the other
    _render(board)
    assert (art.renders, art.patched) == (1, 7)


def test_the_board_is_kept_for_each_device_pixel_ratio(board):
    art = board._art
    first = _render(board)
    sharp = _render(board, ratio=2.0)
    assert art.renders == 2 and sharp.size() == 2 * first.size()
    assert _render(board) == first and _render(board, ratio=2.0) == sharp
    assert art.renders == 2  # both kept
    board.setPlayerColours(QColor("#2e9e4a"), QColor("#e0a020"))  # the tracks change
    _render(board)
    assert art.renders == 3


def test_a_rotated_board_is_painted_directly(board):
    board.setRotation(90)
    box = board.sceneBoundingRect()
    image = QImage(int(box.width()), int(box.height()), QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    board.scene().render(painter, QRectF(image.rect()), box)
    painter.end()
    assert board._art.renders == 0
    for seat, score in ((0, 50), (1, 100)):
        hole = board.mapToScene(board.holePosition(seat, score)) - box.topLeft()
        assert _pixel(image, hole) == HOLE_COLOUR
