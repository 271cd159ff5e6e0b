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
from crib_qt.ui.window_keeping import state_digest

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


def test_a_state_rewritten_without_the_names_docks_the_log_over_the_board(qtbot):
    """Review of session 31: the names are tied to the state saved with them. An older
    crib-qt (which writes no names) saved the log floating over the board where the
    player's float had been, elsewhere: that log is not theirs, it docks beside the
    board (play-test 29 item 5), not left over the table by the stale names."""
    window = _window(qtbot)
    _floated_over_board(qtbot, window)
    window.logDock.setGeometry(QRect(window.view.mapToGlobal(QPoint(300, 200)), QSize(380, 300)))
    older = window.saveState()  # as an older crib-qt saves it: the state alone
    window.logDock.setGeometry(QRect(window.view.mapToGlobal(QPoint(40, 10)), QSize(380, 300)))
    window.close()
    assert QSettings().value("window/floatedByPlayer") == "scoreLogDock"
    QSettings().setValue("window/state", older)
    second = _window(qtbot)
    qtbot.waitUntil(lambda: not second.logDock.isFloating())
    assert second.logDock.isVisible()
    qtbot.waitUntil(lambda: second.view.width() < 1280 - 380)
    assert second.findChild(QObject, "boardRoom").floatedByPlayer() == []


def test_a_damaged_name_of_a_docked_log_does_not_make_its_float_theirs(qtbot):
    """A list naming the log saved docked (damaged, the state's digest right): the log
    the board room floats for want of room (a small window, Ctrl+L) is not saved as
    one the player floated, so it docks again where there is room."""
    large = _window(qtbot)
    large.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: large.view.width() < 1280 - 380)
    large.close()
    settings = QSettings()
    settings.setValue("window/floatedByPlayer", "scoreLogDock")
    settings.setValue("window/floatedByPlayerState", state_digest(settings.value("window/state")))
    small = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(small)
    small.setBoardTimes(0, 0)
    small.resize(784, 600)
    small.show()
    qtbot.waitExposed(small)
    dock = small.logDock
    qtbot.waitUntil(lambda: not dock.isVisible())  # restored open: waits closed, no room
    small.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: dock.isVisible() and dock.isFloating())
    room = small.findChild(QObject, "boardRoom")
    assert room.setAside() == {"scoreLogDock": "floating"}
    assert room.floatedByPlayer() == []


def test_a_run_that_opens_no_dock_keeps_the_players_float(qtbot):
    """The names saved again with the state of a run that opened no dock (no board
    room made): the run after it still opens the log where the player left it."""
    window = _window(qtbot)
    over = _floated_over_board(qtbot, window)
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: not window.logDock.isVisible())
    window.close()
    idle = _window(qtbot)
    idle.addToolBarBreak()  # the state changes: its digest with it
    assert idle.findChild(QObject, "boardRoom") is None
    idle.close()
    third = _window(qtbot)
    _opened_again(qtbot, third)
    assert third.logDock.isFloating() and third.logDock.geometry() == over
