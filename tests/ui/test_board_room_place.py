"""Where a dock set aside for want of room floats (ui/board_room_place.py; play-test 29
items 2 and 5): beside the window when the screen has room, else over the table's top
band, never over the peg board, the count or the player's hand; and a dock opened
floating over the board docks when the board has room beside it.

Sizes are Qt's pixels: QT_SCALE_FACTOR=2 on a 1366 x 768 screen is a 683 x 384 screen
whose window is 667 x 336 (1334 x 672 device pixels, as the play-test measured)."""

from __future__ import annotations

from functools import partial

import pytest
from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QSize
from PySide6.QtWidgets import QApplication, QStyle

from crib_qt.ai import BasicPlayer
from crib_qt.board.geometry import TABLE_RECT
from crib_qt.engine import GameEngine
from crib_qt.ui.board_room_place import COUNT_TOP, floating_place, table_band
from crib_qt.ui.main_window import MainWindow

# The offscreen platform warns as a dock floats or is raised (tests/ui/test_board_room.py)
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

LEAST = QSize(380, 86)  # the score log's least size at scale 2 (its minimumSizeHint)
# the first row under the menu bar of the scale-2 window (8, 40; its menu bar 19 high)
BELOW_MENUS = 59


def test_at_scale_2_the_log_floats_over_the_computers_hand_not_the_count():
    """The board 667 x 266 at (8, 88): the table at 0.262 (fitInView keeps 2 pixels
    each side), 419 pixels wide from x 131, 2 pixels down; its right edge (the peg
    board's left) at x 490, the count's top at y 169. The log, 380 wide, ends there;
    86 tall, 5 more than the band, it reaches up over the toolbar rather than down over
    the count."""
    board, screen = QRect(8, 88, 667, 266), QRect(0, 0, 683, 384)
    frame = QRect(0, 20, 683, 364)  # the window fills the screen: no room beside it
    assert table_band(board) == QRect(131, 88, 359, 81)
    assert floating_place(board, frame, screen, LEAST, 380,
                          below=BELOW_MENUS) == QRect(110, 83, 380, 86)


def test_beside_the_window_when_the_screen_has_room():
    board, screen = QRect(108, 110, 784, 500), QRect(0, 0, 1366, 768)
    place_in = partial(floating_place, least=LEAST, width=400, below=90)  # menus: 70-89
    # 465 pixels free on the right: as wide as it was docked (400), as tall as the board
    assert place_in(board, QRect(100, 70, 800, 560), screen) == QRect(900, 110, 400, 500)
    # only the least width free on the right: that
    assert place_in(board, QRect(606, 70, 380, 560), screen) == QRect(986, 110, 380, 500)
    # the window at the right edge: on its left
    assert place_in(board, QRect(566, 70, 800, 560), screen) == QRect(166, 110, 400, 500)
    # 379 pixels each side: over the table's top band
    place = place_in(board, QRect(379, 70, 608, 560), screen)
    assert place.width() == 380 and place.right() == table_band(board).right()


def _window(qtbot, size: tuple[int, int], minimum=(400, 300)) -> MainWindow:
    window = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    window.setMinimumSize(*minimum)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _drawn(window, item) -> QRect:
    """Where the scene `item` is drawn, in global pixels."""
    rect = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return rect.translated(window.view.viewport().mapToGlobal(QPoint(0, 0)))


def _global(window, x: float, y: float) -> QPoint:
    point = window.view.viewportTransform().map(QPointF(x, y))
    return window.view.viewport().mapToGlobal(QPoint(round(point.x()), round(point.y())))


def test_a_log_opened_in_a_window_of_scale_2_hides_neither_scores_nor_count(qtbot):
    """Play-test 29 item 2: Ctrl+L in the 667 x 336 window. The view keeps its least
    width (400) beside the dock, so the window's layout overflowed and the log was
    placed by a board 786 wide: 64 pixels right of the table, over the computer's
    score on the peg board, and down to the play pile, over the count."""
    window = _window(qtbot, (667, 336))
    scene = window.scene
    assert scene.countLabel.y() == COUNT_TOP  # the count's text where the band ends
    window.actions["score_log"].trigger()
    dock = window.logDock
    qtbot.waitUntil(lambda: dock.isFloating() and dock.isVisible())
    qtbot.waitUntil(lambda: window.view.viewport().width() == 667)
    placed = dock.geometry()
    assert placed.width() == dock.minimumSizeHint().width() == 380
    assert placed.right() + 1 == _global(window, TABLE_RECT.right(), 0).x()
    assert placed.bottom() + 1 == _global(window, 0, COUNT_TOP).y()
    # the board of the first test: its least height, 86, reaches 5 pixels over the
    # toolbar (the view's top is at y 88)
    assert window.view.mapToGlobal(QPoint(0, 0)) == QPoint(8, 88)
    assert placed == QRect(110, 83, 380, 86)
    for item in (scene.pegBoard, scene.countLabel, scene.nameLabels[0]):
        assert not placed.intersects(_drawn(window, item)), item


def test_at_scale_2_the_coach_stays_under_the_menu_bar():
    """The Coach's least height at scale 2 under xcb is 126, the band 81: reaching up
    as far as the log does (5 pixels over the toolbar) it covered 14 rows of the menu
    bar (from y 45); now it starts under it, 110 high, its table scrolling."""
    board, screen = QRect(8, 88, 667, 266), QRect(0, 0, 683, 384)
    frame = QRect(0, 20, 683, 364)
    assert floating_place(board, frame, screen, QSize(382, 126), 382,
                          below=BELOW_MENUS) == QRect(108, 59, 382, 110)


def test_the_coach_opened_in_a_window_of_scale_2_leaves_the_menus_in_sight(qtbot):
    """Ctrl+K alone in the 667 x 336 window: the Coach floats under the menu bar (y 40
    to 58), down to the count's top, lower than its least height (it was at 110, 27,
    over the View, Language and Help menus). Its least height here is made xcb's, 126
    floating (offscreen it floats without Qt's title bar: 108); docked again on a
    larger window, it is its own again."""
    window = _window(qtbot, (667, 336))
    dock = window.coachDock
    least = []  # the content's, made taller as it is made (as the dock first shows)

    def taller(visible: bool) -> None:
        if visible and not least:
            least.append(dock.widget().minimumSizeHint().height() + 18)
            dock.widget().setMinimumHeight(least[0])

    dock.visibilityChanged.connect(taller)
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: dock.isFloating() and dock.isVisible())
    content = dock.widget()
    qtbot.waitUntil(lambda: window.view.viewport().width() == 667)
    menus = window.menuBar()
    assert QRect(menus.mapToGlobal(QPoint(0, 0)), menus.size()) == QRect(8, 40, 667, 19)
    assert dock.geometry() == QRect(110, BELOW_MENUS, 380, 110)
    assert dock.geometry().bottom() + 1 == _global(window, 0, COUNT_TOP).y()
    assert content.height() < least[0]
    window.resize(1280, 860)
    qtbot.waitUntil(lambda: not dock.isFloating() and dock.isVisible())
    assert content.minimumHeight() == least[0]
    assert dock.minimumSizeHint().height() == 124 + 18


def test_a_log_left_floating_over_the_board_docks_where_there_is_room(qtbot):
    """Play-test 29 item 5: a log left floating over the board (an older crib-qt saved
    it so after a small screen) and closed opens docked beside the board by Ctrl+L on a
    screen with room; a log floating beside the board stays where the player put it."""
    window = _window(qtbot, (1280, 860))
    dock = window.logDock
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: dock.isVisible())
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: not dock.isVisible())
    dock.setFloating(True)  # as an older crib-qt left it: floating, closed, over the board
    over = QRect(window.view.mapToGlobal(QPoint(40, 10)), QSize(380, 300))
    dock.setGeometry(over)
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: not dock.isFloating() and dock.isVisible())
    separator = window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent,
                                           None, window)
    qtbot.waitUntil(lambda: window.view.viewport().width() == 1280 - 380 - separator)
    room = window.findChild(QObject, "boardRoom")
    assert room.setAside() == {}
    # floated beside the board by the player: theirs, left there
    dock.setFloating(True)
    dock.setGeometry(QRect(window.view.mapToGlobal(QPoint(0, 0)) - QPoint(390, 0),
                           QSize(380, 300)))
    board = QRect(window.view.mapToGlobal(QPoint(0, 0)), window.view.size())
    assert not dock.geometry().intersects(board)
    window.actions["score_log"].trigger()
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: dock.isVisible())
    QApplication.processEvents()  # the room looked at
    assert dock.isFloating() and dock.geometry().size() == QSize(380, 300)
    assert not dock.geometry().intersects(board)


def test_a_log_left_floating_over_a_small_board_moves_off_it_floating(qtbot):
    """No room to dock (800 x 600): a log opened floating over the board stays
    floating, the player's choice, but where it hides the least: over the computer's
    hand, not the count or the peg board."""
    window = _window(qtbot, (800, 600), minimum=(800, 600))
    dock = window.logDock
    window.actions["score_log"].trigger()  # floats for want of room
    qtbot.waitUntil(lambda: dock.isFloating() and dock.isVisible())
    window.actions["score_log"].trigger()  # closed: docked, closed (test_board_room.py)
    qtbot.waitUntil(lambda: not dock.isVisible())
    dock.setFloating(True)  # as an older crib-qt left it: floating, closed, mid-table
    middle = QRect(window.view.mapToGlobal(QPoint(200, 200)), QSize(380, 300))
    dock.setGeometry(middle)
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: dock.isVisible() and dock.geometry() != middle)
    placed = dock.geometry()
    assert dock.isFloating() and placed.size() == QSize(380, 165)
    assert placed.bottom() + 1 == _global(window, 0, COUNT_TOP).y()
    assert placed.right() + 1 == _global(window, TABLE_RECT.right(), 0).x()
