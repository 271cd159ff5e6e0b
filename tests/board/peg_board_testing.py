"""What the peg board's tests share (tests/board/test_peg_board_*.py): a PegBoardItem in
a scene (the fixture `board`), a cache folder of each test's own (`own_cache`, for every
test of a module importing it), the board rendered to an image, its pixels and holes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from crib_qt.board import geometry as L
from crib_qt.board import peg_board_art as art
from crib_qt.board import rendering_store
from crib_qt.board.peg_board import BOARD_HEIGHT, BOARD_WIDTH, PegBoardItem

RED = QColor("#d22b2b")  # the documented defaults
BLUE = QColor("#1f62c9")
PX_PER_UNIT = L.PEG_BOARD_SCALE * 0.75  # board units on screen in a 1280 × 800 window


@pytest.fixture(autouse=True, name="own_cache")
def own_cache_fixture(tmp_path, monkeypatch):
    """A cache folder of this test's own: no rendering kept by another test is read
    back (the boards below count what they render), and what is kept is written as
    soon as the event loop turns."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(rendering_store, "WRITE_DELAY_MS", 0)
    return tmp_path / "cache"


@pytest.fixture(name="board")
def board_fixture(qtbot):  # noqa: ARG001 (qtbot: a QApplication and Qt-warning checks)
    scene = QGraphicsScene()
    item = PegBoardItem()
    scene.addItem(item)
    yield item
    scene.removeItem(item)


def _xy(point: QPointF) -> tuple[float, float]:
    return (point.x(), point.y())


def _peg_items(board: PegBoardItem) -> list:
    """The four peg items, in a fixed order: seat 0's two, then seat 1's."""
    return [peg for seat in (0, 1) for peg in board.childItems() if peg.seat == seat]


def _render(board: PegBoardItem, scale: float = 1.0, ratio: float = 1.0) -> QImage:
    """The board's scene rendered at `scale` (pixels a unit) into an image of `ratio`
    device pixels a pixel."""
    size = QRectF(0, 0, BOARD_WIDTH * scale, BOARD_HEIGHT * scale)
    image = QImage(round(size.width() * ratio), round(size.height() * ratio),
                   QImage.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    board.scene().render(painter, size, board.sceneBoundingRect())
    painter.end()
    return image


def _pixel(image: QImage, point: QPointF) -> QColor:
    return image.pixelColor(int(point.x()), int(point.y()))


def _close(actual: QColor, expected: QColor, tolerance: int = 6) -> bool:
    return all(
        abs(a - e) <= tolerance
        for a, e in zip(actual.getRgb()[:3], expected.getRgb()[:3], strict=True)
    )


def _all_holes() -> list[QPointF]:
    return [art.hole_point(seat, score) for seat in (0, 1) for score in range(122)] + [
        art.spare_start(seat) for seat in (0, 1)]


def _clear_of_holes(rect: QRectF, margin: float = 0.5) -> bool:
    """True if no hole (with its drilled lip, the game holes with their brass ring) is in rect."""
    for point in _all_holes():
        radius = art.GAME_RING_R if point in (art.hole_point(0, 121), art.hole_point(1, 121)) else (
            art.HOLE_R + 0.75)
        r = radius + margin
        if rect.intersects(QRectF(point.x() - r, point.y() - r, 2 * r, 2 * r)):
            return False
    return True
