"""The felt fills the board's view at any window shape (play-test 31): the view keeps
the scene's proportions, and where the window is wider or taller than the scene, the
rest of the view is felt (crib_qt/board/felt.py), not dark bars. Read from the view's
pixels at its edges and corners, as the window shows them (its cached background)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLineF, QPoint, QPointF
from PySide6.QtGui import QColor

from crib_qt.board import geometry as L
from crib_qt.board.felt import FELT_EDGE, HIGH_CONTRAST_TABLE, rail_rect
from crib_qt.ui.main_window import MainWindow

from window_testing import shown_window  # tests/board/window_testing.py

# The colour the view showed round the scene before (the rail's darkest brown).
_DARK_BARS = QColor("#24160c")
# The middle of the felt's radial gradient (felt.py), scene units.
_FELT_MIDDLE = QPointF(L.CENTRE_X, L.MIDDLE_Y + 60)


@pytest.fixture
def show(qtbot, private_settings):
    """`show(width, height)` → a shown MainWindow of that size (at the cut)."""
    windows = []

    def make(width: int, height: int) -> MainWindow:
        windows.append(shown_window(qtbot, 7, (width, height)))
        return windows[-1]

    yield make
    for window in windows:
        window.close()


def _pixel(window: MainWindow, x: int, y: int) -> str:
    image = window.view.viewport().grab().toImage()
    return image.pixelColor(QPoint(x, y)).name()


def _on_the_rail(window: MainWindow, at: QPointF) -> bool:
    """Whether scene point `at` is on the peg board's rail: on a wide window it sits at
    the view's right edge (test_rail_at_edge.py), past the scene's rect."""
    return rail_rect(window.scene.railOffset()).contains(at)


def _edges(window: MainWindow) -> dict[str, QPoint]:
    """The corners and edge middles of the view's viewport, in its pixels."""
    w, h = window.view.viewport().width() - 1, window.view.viewport().height() - 1
    return {"top left": QPoint(0, 0), "top right": QPoint(w, 0), "bottom left": QPoint(0, h),
            "bottom right": QPoint(w, h), "left": QPoint(0, h // 2), "right": QPoint(w, h // 2),
            "top": QPoint(w // 3, 0), "bottom": QPoint(w // 3, h)}


@pytest.mark.parametrize("size", [(1366, 768), (800, 600), (683, 384), (800, 1000)])
def test_the_view_shows_felt_to_its_edges(show, size):
    """Wide windows (1366 x 768: 128 pixels beside the scene on each side; 683 x 384, the
    1366 x 768 screen at QT_SCALE_FACTOR=2), 800 x 600 (16 pixels above and below) and a
    tall one (800 x 1000): every corner and edge middle outside the scene is green felt,
    and where it is beyond the felt's gradient (900 units from its middle), exactly the
    felt's edge colour."""
    window = show(*size)
    view = window.view
    image = view.viewport().grab().toImage()
    outside = exact = 0
    for name, point in _edges(window).items():
        at = view.mapToScene(point)
        if view.sceneRect().contains(at) or _on_the_rail(window, at):
            continue  # the scene's own: the table, or the rail at the view's right edge
        outside += 1
        colour = image.pixelColor(point)
        assert colour.green() > colour.red() + 30 and colour.green() > colour.blue() + 20, \
            (name, colour.name())
        if QLineF(at, _FELT_MIDDLE).length() > 905:
            assert colour.name() == FELT_EDGE.name(), name
            exact += 1
    assert outside >= 4  # both sides (or top and bottom) of every shape here
    assert exact >= 2  # the far corners


def test_the_scene_leaves_room_the_felt_fills_at_1366_x_768(show):
    """The case reported: the scene (1600 x 1000) is narrower than the view, so the
    pixels left of it are the view's own background, felt now."""
    window = show(1366, 768)
    view = window.view
    left = view.mapFromScene(view.sceneRect().topLeft()).x()
    assert left >= 100  # about 128 pixels of view left of the scene
    assert _pixel(window, left // 2, view.viewport().height() // 2) != _DARK_BARS.name()


def test_high_contrast_reaches_the_edges_of_a_shown_view(show):
    """Switched while shown, the cached background outside the scene follows: the flat
    dark table to the edges."""
    window = show(1366, 768)
    window.scene.setArtOptions(high_contrast=True)
    image = window.view.viewport().grab().toImage()
    edges = {name: point for name, point in _edges(window).items()
             if not _on_the_rail(window, window.view.mapToScene(point))}
    assert set(edges) == set(_edges(window)) - {"right"}  # the rail, dark brown there
    assert {name: image.pixelColor(point).name() for name, point in edges.items()} \
        == dict.fromkeys(edges, HIGH_CONTRAST_TABLE.name())
    window.scene.setArtOptions(high_contrast=False)
    image = window.view.viewport().grab().toImage()
    assert image.pixelColor(_edges(window)["top left"]).name() == FELT_EDGE.name()
