"""The score log and the Coach both floating for want of room (ui/board_room_place.py):
the second is placed where it hides the least and covers none of the first; where
there is no such place (800 x 600, QT_SCALE_FACTOR=2 on 1366 x 768) it is stacked below
the first's title bar and first row, so both title bars and a row of each stay in
sight. Before, both took the same place and one hid the other whole.

Sizes are Qt's pixels (the offscreen screen is 800 x 800; tests/ui/test_board_room_place.py
has the scale-2 board)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.ui.board_room_place import floating_place
from crib_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

LOG, COACH = QSize(380, 86), QSize(380, 108)  # least sizes at scale 2 (minimumSizeHint)


def test_beside_the_window_the_second_takes_the_other_side():
    """A 500-pixel window with 466 pixels free on its right and 400 on its left: the
    log beside it on the right, the Coach on the left; neither covers the board."""
    board, screen = QRect(408, 110, 484, 500), QRect(0, 0, 1366, 768)
    frame = QRect(400, 70, 500, 560)
    log = floating_place(board, frame, screen, LOG, 400)
    assert log == QRect(900, 110, 400, 500)
    assert floating_place(board, frame, screen, COACH, 400, [(log, 49)]) == QRect(
        0, 110, 400, 500)


def test_beside_the_window_on_one_side_only_the_second_goes_over_the_band():
    """Room on the right for one dock only: the Coach goes over the table's top band
    (where the log goes when alone), not over the log."""
    board, screen = QRect(108, 110, 784, 500), QRect(0, 0, 1366, 768)
    frame = QRect(100, 70, 800, 560)
    log = floating_place(board, frame, screen, LOG, 400)
    assert log == QRect(900, 110, 400, 500)
    assert floating_place(board, frame, screen, COACH, 400, [(log, 49)]) == QRect(
        398, 110, 380, 152)


def test_a_band_wide_enough_for_both_holds_them_side_by_side():
    """A table 954 wide (a 1280 x 800 screen the window fills): the Coach left of the
    log, both over the band above the count."""
    board, screen = QRect(0, 60, 1280, 700), QRect(0, 0, 1280, 800)
    log = floating_place(board, screen, screen, LOG, 380)
    assert log == QRect(657, 60, 380, 211)
    assert floating_place(board, screen, screen, COACH, 380, [(log, 49)]) == QRect(
        277, 60, 380, 211)


def test_at_scale_2_the_second_is_stacked_below_the_firsts_first_row():
    """The 667 x 336 window of QT_SCALE_FACTOR=2 on 1366 x 768: nowhere over the board
    misses the log (110, 83, 380 x 86): the Coach goes 49 pixels lower (its title bar,
    heading and first row), as high as it needs to be (108), all of it in sight."""
    board, screen, frame = QRect(8, 88, 667, 266), QRect(0, 0, 683, 384), QRect(0, 20, 683, 364)
    log = floating_place(board, frame, screen, LOG, 380)
    assert log == QRect(110, 83, 380, 86)
    assert floating_place(board, frame, screen, COACH, 380, [(log, 49)]) == QRect(
        110, 132, 380, 108)


def _window(qtbot, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    window.setMinimumSize(400, 300)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _first_row_bottom(dock) -> int:
    """The global y below the score log's title bar, heading and first row (empty: a
    row of the table's default height)."""
    view = dock.widget()
    top = view.viewport().mapToGlobal(QPoint(0, 0)).y()
    return top + view.verticalHeader().defaultSectionSize()


@pytest.mark.parametrize(("size", "log_place", "coach_place"), [
    ((800, 600), QRect(312, 88, 380, 165), QRect(312, 137, 380, 124)),
    ((667, 336), QRect(110, 83, 380, 86), QRect(110, 132, 380, 124)),  # scale 2's window
])
@pytest.mark.parametrize("together", [False, True])
def test_the_coach_floated_after_the_log_leaves_its_title_and_first_row_in_sight(
        qtbot, size, log_place, coach_place, together):
    """Ctrl+L, then Ctrl+K (or both before the room is looked at): the log where it
    floats alone, the Coach stacked below its first row; before, the Coach took the
    log's place and hid it whole."""
    window = _window(qtbot, size)
    log, coach = window.logDock, window.coachDock
    window.actions["score_log"].trigger()
    if not together:
        qtbot.waitUntil(lambda: log.isFloating() and log.isVisible())
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: all(d.isFloating() and d.isVisible() for d in (log, coach)))
    assert log.geometry() == log_place
    assert coach.geometry() == coach_place
    assert coach.geometry().top() == _first_row_bottom(log)
    # the log's title bar, heading and first row: none of it under the Coach
    in_sight = QRect(log_place.topLeft(), QPoint(log_place.right(), coach_place.top() - 1))
    assert not coach.geometry().intersects(in_sight)
    assert in_sight.height() == 49


def test_what_stays_in_sight_is_the_title_bar_heading_and_the_top_row_shown(qtbot):
    """`_in_sight` of a dock with a table of 30-pixel rows: the viewport's top (title
    bar and heading) and the first row, the row shown at the top once scrolled (the
    score log keeps its newest in sight: 15 pixels of row 1 after 45 pixels), a row of
    the default height when empty."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QTableView

    from crib_qt.ui.board_room import _in_sight

    dock = QDockWidget("Score log")
    qtbot.addWidget(dock)
    view = QTableView(dock)
    view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    view.verticalHeader().setDefaultSectionSize(30)
    model = QStandardItemModel(0, 2, view)
    view.setModel(model)
    dock.setWidget(view)
    dock.setFloating(True)
    dock.resize(380, 165)
    dock.show()
    qtbot.waitExposed(dock)
    top = view.viewport().mapTo(dock, QPoint(0, 0)).y()
    assert top > view.horizontalHeader().height()  # below the title bar and heading
    assert _in_sight(dock) == top + 30  # empty: a row of the default height
    for row in range(10):
        model.appendRow([QStandardItem(str(row)), QStandardItem("")])
    assert _in_sight(dock) == top + 30
    qtbot.waitUntil(lambda: view.verticalScrollBar().maximum() >= 45)
    view.verticalScrollBar().setValue(45)
    assert view.rowAt(0) == 1
    assert _in_sight(dock) == top + 15
