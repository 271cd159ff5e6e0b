"""The board keeps a playable size beside the docks on a small screen (session 29 item 1,
ui/board_room.py): 800 x 600 with the score log restored from a 1366 x 768 screen left a
board of 400 x 482 pixels showing a table 340 x 250 (its cards 25 pixels wide).

The tests' offscreen screen is 800 x 800; a window there is fitted to 784 wide (the room
less `FRAME_GUESS`). Docks 380 wide (the score log's and the Coach's least width) with a
separator of `SEPARATOR` pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QSettings, QSize
from PySide6.QtWidgets import QApplication, QSizeGrip, QStyle

from crib_qt.ai import BasicPlayer
from crib_qt.board.geometry import TABLE_RECT
from crib_qt.engine import GameEngine
from crib_qt.ui.board_room import BOARD_MINIMUM
from crib_qt.ui.board_room_place import COUNT_TOP
from crib_qt.ui.keyboard_panes import cycle_pane
from crib_qt.ui.main_window import MainWindow

# The offscreen platform warns as a dock floats (a window of its own) or is raised
# there: these tests float docks on purpose; xcb prints neither (checked under xvfb).
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

CLOSED = "Score log closed: no room beside the table. Ctrl+L opens it in a window of its own."


def _window(qtbot, size: tuple[int, int] | None = None) -> MainWindow:
    window = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    if size is not None:
        window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _docked_then_closed(qtbot, *actions: str) -> None:
    """A window at 1280 x 860 with the docks named by `actions` open beside the board,
    closed: the saved state opens them."""
    large = _window(qtbot, (1280, 860))
    for action in actions:
        large.actions[action].trigger()
    qtbot.waitUntil(lambda: large.view.viewport().width() < 1280 - 380)
    large.close()


def _room(window):
    return window.findChild(QObject, "boardRoom")


def _separator(window) -> int:
    return window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None,
                                      window)


def _playable(window) -> bool:
    size = window.view.viewport().size()
    return size.width() >= BOARD_MINIMUM.width() and size.height() >= BOARD_MINIMUM.height()


def test_the_minimum_is_a_table_at_three_eighths_of_its_scene():
    assert BOARD_MINIMUM == QSize(600, 375)  # the 1600 x 1000 scene at 0.375


def test_a_score_log_restored_from_a_larger_screen_is_closed_and_kept(qtbot):
    """The play-test's case, then Ctrl+L, a larger window and the next start."""
    large = _window(qtbot, (1280, 860))  # the offscreen window is not bounded: as on 1366
    large.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: large.view.viewport().width() == 1280 - 380 - _separator(large))
    QApplication.processEvents()  # the board's room looked at: nothing to set aside
    assert large.logDock.isVisible() and not large.logDock.isFloating()
    assert _room(large).setAside() == {}
    large.close()

    small = _window(qtbot)  # restored: fitted to 784 wide
    assert small.width() == 784
    # closed as the window shows: the whole window's width is the board's
    assert not small.logDock.isVisible() and not small.actions["score_log"].isChecked()
    qtbot.waitUntil(lambda: small.view.viewport().width() == 784)
    assert _playable(small)
    assert _room(small).setAside() == {"scoreLogDock": "hidden"}
    assert small.statusBar().currentMessage() == CLOSED

    small.actions["score_log"].trigger()  # Ctrl+L: the player asks for it now
    qtbot.waitUntil(lambda: small.logDock.isFloating() and small.logDock.isVisible())
    qtbot.waitUntil(lambda: small.view.viewport().width() == 784)
    assert _playable(small) and small.statusBar().currentMessage() == ""
    floating = small.logDock.geometry()
    screen = small.screen().availableGeometry()
    assert screen.contains(floating) and floating.width() >= 380
    # the floating log lies over the table, left of the peg board, its top at the board's
    assert floating.right() < small.view.mapToGlobal(small.view.rect().topRight()).x() - 100
    assert floating.top() == small.view.mapToGlobal(small.view.rect().topLeft()).y()

    # the keyboard (F6) and so screen readers reach it in its own window
    small.view.setFocus()
    cycle_pane(small, 1)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is small.logView)
    cycle_pane(small, 1)  # on from the floating log to the toolbar, in the main window
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().parent() is small.toolBar)
    cycle_pane(small, 1)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is small.view)

    small.resize(1280, 860)  # moved to a larger screen: docked again beside the board
    qtbot.waitUntil(lambda: not small.logDock.isFloating())
    assert small.logDock.isVisible() and _room(small).setAside() == {}
    qtbot.waitUntil(lambda: small.view.viewport().width() == 1280 - 380 - _separator(small))
    small.resize(784, 700)  # and back: floating again, the board as wide as the window
    qtbot.waitUntil(lambda: small.logDock.isFloating())
    qtbot.waitUntil(lambda: small.view.viewport().width() == 784)
    small.close()
    assert QSettings().value("window/state")

    again = _window(qtbot, (1280, 860))  # the next start on the larger screen
    assert again.logDock.isVisible() and not again.logDock.isFloating()
    assert again.view.viewport().width() == 1280 - 380 - _separator(again)


def test_a_dock_opened_in_a_small_window_floats_and_a_closed_one_stays_closed(qtbot):
    window = _window(qtbot, (800, 600))
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: window.coachDock.isFloating() and window.coachDock.isVisible())
    qtbot.waitUntil(lambda: window.view.viewport().width() == 800)
    assert _playable(window)
    assert _room(window).setAside() == {"coachDock": "floating"}
    window.coachDock.close()  # its own close button: the player's choice
    assert _room(window).setAside() == {}
    window.resize(1280, 860)
    QApplication.processEvents()  # the resize is looked at on the next turn of the loop
    assert _room(window).setAside() == {}
    assert not window.coachDock.isVisible()


def test_a_1024_by_768_screen_keeps_the_dock_beside_the_board(qtbot):
    window = _window(qtbot, (1008, 700))  # 1024 less the frame
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: window.view.viewport().width() == 1008 - 380 - _separator(window))
    QApplication.processEvents()  # the board's room looked at: nothing to set aside
    assert window.logDock.isVisible() and not window.logDock.isFloating()
    assert _room(window).setAside() == {} and _playable(window)


def test_a_window_narrowed_by_the_player_floats_its_docks(qtbot):
    window = _window(qtbot, (1280, 860))
    window.actions["score_log"].trigger()
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: window.logDock.isVisible() and window.coachDock.isVisible())
    assert not window.logDock.isFloating() and not window.coachDock.isFloating()
    window.resize(900, 700)  # the board would be 900 - 380 - a separator: too narrow
    qtbot.waitUntil(lambda: window.logDock.isFloating() and window.coachDock.isFloating())
    qtbot.waitUntil(lambda: window.view.viewport().width() == 900)
    assert _room(window).setAside() == {"scoreLogDock": "floating", "coachDock": "floating"}
    window.resize(1280, 860)
    qtbot.waitUntil(lambda: not window.logDock.isFloating() and not window.coachDock.isFloating())
    assert _playable(window)


def test_nothing_of_it_is_made_while_no_dock_is_open(qtbot):
    """Start-up (issue 14): with the docks closed, as on a first start, the board's room
    is made when the player first opens one, not before the first frame."""
    window = _window(qtbot, (1280, 860))
    assert _room(window) is None
    window.actions["score_log"].trigger()
    assert _room(window) is not None
    qtbot.waitUntil(lambda: window.view.viewport().width() == 1280 - 380 - _separator(window))
    QApplication.processEvents()  # the board's room looked at: nothing to set aside
    assert _room(window).setAside() == {} and not window.logDock.isFloating()


def test_a_dock_closed_for_want_of_room_is_saved_open(qtbot):
    """Quit on the small screen without opening it: the next start on a larger screen
    shows it docked, as the player left it there."""
    large = _window(qtbot, (1280, 860))
    large.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: large.view.viewport().width() == 1280 - 380 - _separator(large))
    large.close()
    small = _window(qtbot)
    qtbot.waitUntil(lambda: not small.coachDock.isVisible())
    assert _room(small).setAside() == {"coachDock": "hidden"}
    small.close()
    again = _window(qtbot, (1280, 860))
    assert again.coachDock.isVisible() and not again.coachDock.isFloating()
    assert _room(again).setAside() == {}



def test_a_toolbar_hidden_while_a_dock_is_set_aside_stays_hidden(qtbot):
    """The state saved while a dock is set aside is the one taken before it was, so what
    the player changed since besides that dock (here the toolbar, hidden from the
    window's context menu) must not be lost: the next start keeps it hidden (review 29b:
    it came back), and the score log still opens docked there."""
    _docked_then_closed(qtbot, "score_log")
    small = _window(qtbot)
    qtbot.waitUntil(lambda: _room(small) is not None
                    and _room(small).setAside() == {"scoreLogDock": "hidden"})
    small.toolBar.toggleViewAction().trigger()
    assert small.toolBar.isHidden()
    small.close()
    again = _window(qtbot, (1280, 860))
    assert again.toolBar.isHidden()
    assert again.logDock.isVisible() and not again.logDock.isFloating()


def test_a_dock_the_player_docks_where_there_is_no_room_floats_again(qtbot):
    """A score log the player left floating last time, docked now (its title bar's
    button, a double click) in a small window: it floats again, still open; it is not
    closed as a dock the saved state opened is."""
    large = _window(qtbot, (1280, 860))
    large.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: large.logDock.isVisible())
    large.logDock.setFloating(True)  # the player's choice, saved
    large.close()
    small = _window(qtbot, (800, 600))
    assert small.logDock.isVisible() and small.logDock.isFloating()
    small.logDock.setFloating(False)  # as its title bar does
    qtbot.waitUntil(lambda: small.logDock.isFloating())
    qtbot.waitUntil(lambda: small.view.viewport().width() == 800)
    assert small.logDock.isVisible() and _room(small).setAside() == {"scoreLogDock": "floating"}


@pytest.mark.parametrize("close", ["action", "button"])
def test_a_dock_closed_while_it_floats_for_want_of_room_opens_docked_next_time(qtbot, close):
    """Docked on a large screen; on a small one the player opens it (it floats) and
    closes it (Ctrl+L, or its close button): on the large screen again Ctrl+L opens it
    docked, where they left it."""
    _docked_then_closed(qtbot, "score_log")
    small = _window(qtbot)
    qtbot.waitUntil(lambda: not small.logDock.isVisible())
    small.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: small.logDock.isFloating() and small.logDock.isVisible())
    if close == "action":
        small.actions["score_log"].trigger()
    else:
        small.logDock.close()
    qtbot.waitUntil(lambda: not small.logDock.isFloating())  # docked, closed
    assert not small.logDock.isVisible() and _room(small).setAside() == {}
    small.close()
    again = _window(qtbot, (1280, 860))
    assert not again.logDock.isVisible()
    again.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: again.view.viewport().width() == 1280 - 380 - _separator(again))
    QApplication.processEvents()  # the board's room looked at: nothing to set aside
    assert again.logDock.isVisible() and not again.logDock.isFloating()


def test_screen_readers_hear_the_notice_after_the_first_frame(qtbot, monkeypatch):
    """The real path: an assistive tool is there, so the board's mirrors are made once
    its first frame is painted (board/accessible.py); the notice is announced then, not
    before (when announcing reached no one)."""
    from crib_qt.board import accessible

    _docked_then_closed(qtbot, "score_log")
    monkeypatch.setattr(accessible, "watch_for_assistive_tools",
                        lambda mirrors: mirrors.ensureMirrors())  # a tool is active
    heard = []
    announce = accessible.BoardAccessibility.announce

    def spy(self, text):
        if "closed" in text:
            heard.append((text, self.hasMirrors(), self.isListening()))
        announce(self, text)

    monkeypatch.setattr(accessible.BoardAccessibility, "announce", spy)
    small = _window(qtbot)
    qtbot.waitUntil(lambda: heard != [])
    assert heard == [(CLOSED, True, True)]
    assert small.view.accessibility.status.accessibleDescription() == CLOSED


def test_two_docks_closed_at_the_start_get_one_notice(qtbot):
    _docked_then_closed(qtbot, "score_log", "coach_panel")
    small = _window(qtbot)
    qtbot.waitUntil(lambda: small.view.viewport().width() == 784)
    assert _room(small).setAside() == {"scoreLogDock": "hidden", "coachDock": "hidden"}
    # the board has room for one of them to float (test_board_room_two_docks.py)
    both = "Only one pane fits: Score log and Coach closed. Ctrl+L or Ctrl+K opens one."
    bar = small.statusBar()
    qtbot.waitUntil(lambda: bar.findChild(QSizeGrip).x() > 0)  # laid out
    assert bar.currentMessage() == both
    # shown whole: QStatusBar's message runs from x 6 to its size grip
    assert bar.fontMetrics().horizontalAdvance(both) <= bar.findChild(QSizeGrip).x() - 6


def test_a_window_started_minimised_gives_the_board_its_room_when_restored(qtbot):
    """Un-minimising sends the window no Show and no Resize, nor its board a Resize
    here (the review's probe): the window's state change is looked at."""
    large = _window(qtbot, (1280, 860))
    large.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: large.logDock.isVisible())
    large.close()  # at once: saved before the log's table is made
    small = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(small)
    small.setBoardTimes(0, 0)
    small.showMinimized()
    QApplication.processEvents()
    assert small.isMinimized() and small.logDock.isVisible()  # not looked at yet
    small.showNormal()
    qtbot.waitExposed(small)
    QApplication.processEvents()  # its layout: a board squeezed before stayed squeezed
    assert small.view.viewport().width() == 784
    assert not small.logDock.isVisible() and _room(small).setAside() == {"scoreLogDock": "hidden"}
    assert _playable(small)


def test_the_docks_are_not_moved_as_the_window_closes(qtbot):
    """Both docks closed at the start; the player opens the score log (it floats): it is
    saved docked, as the player chose it, and the Coach open, without a dock docked and
    floated again as the window closes (a visible flicker)."""
    _docked_then_closed(qtbot, "score_log", "coach_panel")
    small = _window(qtbot)
    qtbot.waitUntil(lambda: not small.logDock.isVisible() and not small.coachDock.isVisible())
    small.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: small.logDock.isFloating() and small.logDock.isVisible())
    assert _room(small).setAside() == {"scoreLogDock": "floating", "coachDock": "hidden"}
    moves = []
    for dock in (small.logDock, small.coachDock):
        dock.topLevelChanged.connect(moves.append)
        dock.visibilityChanged.connect(moves.append)
    small.close()
    assert moves == []  # never docked or shown and set aside again
    again = _window(qtbot, (1280, 860))
    assert again.logDock.isVisible() and not again.logDock.isFloating()
    assert again.coachDock.isVisible() and not again.coachDock.isFloating()


@pytest.mark.parametrize("action, dock", [("score_log", "logDock"), ("coach_panel", "coachDock")])
def test_a_floating_dock_leaves_the_count_the_deck_and_the_pile_in_sight(qtbot, action, dock):
    """800 x 600: the dock floats over the computer's hand only, its bottom edge at the
    count's top (play-test 29 item 2: it reached the play pile's top, over the count),
    its right edge at the table's (the peg board's scores stay in sight)."""
    window = _window(qtbot, (800, 600))
    window.actions[action].trigger()
    dock = getattr(window, dock)
    qtbot.waitUntil(lambda: dock.isFloating() and dock.isVisible())
    qtbot.waitUntil(lambda: window.view.viewport().width() == 800)
    placed = dock.geometry()
    assert (placed.bottom() + 1, placed.right() + 1) == (
        _on_screen(window, COUNT_TOP).y(), _on_screen(window, 0, TABLE_RECT.right()).x())
    assert placed.top() == window.view.viewport().mapToGlobal(QPoint(0, 0)).y()
    assert placed.width() == dock.minimumSizeHint().width() == 380
    assert not placed.intersects(_scene_rect(window, window.scene.countLabel))
    assert not placed.intersects(_scene_rect(window, window.scene.pegBoard))


def _on_screen(window, y: float, x: float = 0) -> QPoint:
    """The scene point (x, y) in global pixels, rounded (as the board room places)."""
    point = window.view.viewportTransform().map(QPointF(x, y))
    return window.view.viewport().mapToGlobal(QPoint(round(point.x()), round(point.y())))


def _scene_rect(window, item) -> QRect:
    """Where `item` (a scene item) is drawn, in global pixels."""
    rect = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return rect.translated(window.view.viewport().mapToGlobal(QPoint(0, 0)))
