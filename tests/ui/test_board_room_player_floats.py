"""A dock the player floated themselves stays theirs (ui/board_room.py): closed and
opened again, in this run or the next, it floats where they left it, also over the
board where there is room to dock it; one floated for want of room still docks again
once there is room (tests/ui/test_board_room.py). Before, a log the player floated over
the board was docked beside it when opened again (the board room took it for one an
older crib-qt had saved floating there, play-test 29 item 5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QPoint, QRect, QSettings, QSize
from PySide6.QtWidgets import QApplication

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.ui.main_window import MainWindow

# The offscreen platform warns as a dock floats or is raised (tests/ui/test_board_room.py)
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")


def _window(qtbot) -> MainWindow:
    """A window of 1280 x 860: room for a dock beside a board 1280 - 380 - 6 wide."""
    window = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    window.setMinimumSize(400, 300)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    return window


def _floated_over_board(qtbot, window) -> QRect:
    """The log opened docked, then floated by the player (as its title bar's button
    does) and put over the table; returns where (global pixels)."""
    dock = window.logDock
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: dock.isVisible() and window.view.width() < 1280 - 380)
    dock.setFloating(True)
    over = QRect(window.view.mapToGlobal(QPoint(40, 10)), QSize(380, 300))
    dock.setGeometry(over)
    qtbot.waitUntil(lambda: window.view.width() == 1280)
    return over


def _opened_again(qtbot, window) -> None:
    window.actions["score_log"].trigger()
    qtbot.waitUntil(window.logDock.isVisible)
    QApplication.processEvents()  # the room looked at


@pytest.mark.parametrize("close", ["key", "title_bar"])
def test_a_log_the_player_floated_over_the_board_opens_where_they_left_it(qtbot, close):
    window = _window(qtbot)
    dock = window.logDock
    over = _floated_over_board(qtbot, window)
    if close == "key":
        window.actions["score_log"].trigger()
    else:
        dock.close()
    qtbot.waitUntil(lambda: not dock.isVisible())
    _opened_again(qtbot, window)
    assert dock.isFloating() and dock.geometry() == over
    assert window.view.width() == 1280  # nothing docked beside the board
    assert window.findChild(QObject, "boardRoom").floatedByPlayer() == ["scoreLogDock"]


def test_the_next_run_opens_it_where_the_player_left_it(qtbot):
    window = _window(qtbot)
    over = _floated_over_board(qtbot, window)
    window.close()  # saved as it was: open, floating over the board
    assert QSettings().value("window/floatedByPlayer") == "scoreLogDock"
    second = _window(qtbot)
    QApplication.processEvents()
    dock = second.logDock
    assert dock.isVisible() and dock.isFloating() and dock.geometry() == over
    second.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: not dock.isVisible())
    _opened_again(qtbot, second)
    assert dock.isFloating() and dock.geometry() == over


def test_a_log_the_player_docks_again_is_no_longer_theirs_floating(qtbot):
    """Docked by the player (its title bar's button again): forgotten, so a later float
    by the board room for want of room is the board room's."""
    window = _window(qtbot)
    _floated_over_board(qtbot, window)
    window.logDock.setFloating(False)
    qtbot.waitUntil(lambda: window.view.width() < 1280 - 380)
    assert window.findChild(QObject, "boardRoom").floatedByPlayer() == []
    window.close()
    assert QSettings().value("window/floatedByPlayer") == ""
