"""The notice of the score log or the Coach closed for want of room says what happens
(ui/board_room_notice.py): where the board has room for one of the two only (800 x 600,
QT_SCALE_FACTOR=2 on 1366 x 768) they are shown one at a time, and the notice says so:
the key of the pane closed brings it back in place of the other (play-test 32: not "opens
it in its own window", as both are windows there). Before, "Score
log closed: no room beside the table. Ctrl+L opens it in a window of its own." read as
if the log could float beside the Coach, and two closed at the start were said to be
opened by "Ctrl+L and Ctrl+K". Where both have room to float (a small window beside
room on the screen) the notice for two stays as it was.

Sizes are Qt's pixels; the offscreen screen is 800 x 800."""

from __future__ import annotations

import pytest
from board_room_windows import room_window
from PySide6.QtCore import QObject, QPoint
from PySide6.QtWidgets import QSizeGrip

from crib_qt.ui.board_room_notice import closed_notice
from crib_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

# each language's notice of the log closed for the Coach, and of both closed at the start
NOTICES = {
    "en": ("Only one pane fits: Score log closed. Ctrl+L brings it back in place of the Coach.",
           "Only one pane fits: Score log and Coach closed. Ctrl+L or Ctrl+K opens one."),
    "pt_BR": ("Só cabe um painel: Histórico de pontos fechado. Ctrl+L o traz de volta no "
              "lugar do Treinador.",
              "Só cabe um painel: Histórico de pontos e Treinador fechados. Ctrl+L ou "
              "Ctrl+K abre um deles."),
    "pt_PT": ("Só cabe um painel: Histórico de pontos fechado. Ctrl+L volta a abri-lo no "
              "lugar do Treinador.",
              "Só cabe um painel: Histórico de pontos e Treinador fechados. Ctrl+L ou "
              "Ctrl+K abre um deles."),
    "ms": ("Hanya satu anak tetingkap muat: Rekod mata ditutup. Ctrl+L membukanya semula "
           "menggantikan Jurulatih.",
           "Hanya satu anak tetingkap muat: Rekod mata dan Jurulatih ditutup. Ctrl+L atau "
           "Ctrl+K membuka salah satunya."),
    "fil": ("Isang bahagi lang ang kasya: isinara ang Talaan ng puntos. Ibinabalik ito ng "
            "Ctrl+L kapalit ng Tagapayo.",
            "Isang bahagi lang ang kasya: isinara ang Talaan ng puntos at Tagapayo. "
            "Binubuksan ng Ctrl+L o Ctrl+K ang isa sa mga ito."),
}
BOTH_FLOAT = "Score log and Coach closed: no room. Ctrl+L and Ctrl+K open them."


def _shown_whole(window, text: str) -> bool:
    """Whether the status bar shows all of `text`: QStatusBar's message runs from x 6
    to its size grip (777 in the 800-pixel window)."""
    bar = window.statusBar()
    grip = bar.findChild(QSizeGrip)
    assert grip.x() + grip.width() == bar.width() == window.width()  # laid out
    return bar.fontMetrics().horizontalAdvance(text) <= grip.x() - 6


@pytest.mark.parametrize("code", list(NOTICES))
def test_the_notices_say_only_one_pane_fits_and_show_whole_at_800_by_600(qtbot, code):
    window = room_window(qtbot, (800, 600))
    qtbot.waitUntil(lambda: window.statusBar().findChild(QSizeGrip).x() > 0)
    window.setLanguage(code)
    names = [window.logDock.windowTitle(), window.coachDock.windowTitle()]
    notices = (closed_notice(names[:1], ["Ctrl+L"], instead_of=names[1]),
               closed_notice(names, ["Ctrl+L", "Ctrl+K"], one_fits=True))
    window.setLanguage("en")
    assert notices == NOTICES[code]
    assert all(_shown_whole(window, text) for text in notices)


def _closed_at_the_start(qtbot, size: tuple[int, int]) -> MainWindow:
    """A window of `size` at the screen's left, started with the log and the Coach
    docked and open as a 1280 x 860 window left them: both wait closed."""
    large = room_window(qtbot, (1280, 860))
    large.actions["score_log"].trigger()
    large.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: large.view.viewport().width() < 1280 - 380)
    large.close()
    small = room_window(qtbot, size, QPoint(0, 0))
    room = small.findChild(QObject, "boardRoom")
    qtbot.waitUntil(lambda: room.setAside() == {"scoreLogDock": "hidden",
                                                "coachDock": "hidden"})
    return small


def test_two_closed_where_one_fits_are_said_to_open_one_at_a_time(qtbot):
    window = _closed_at_the_start(qtbot, (784, 600))
    assert window.statusBar().currentMessage() == NOTICES["en"][1]
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: window.logDock.isFloating() and window.logDock.isVisible())
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: window.coachDock.isVisible() and not window.logDock.isVisible())


def test_two_closed_where_both_float_are_said_to_open_both(qtbot):
    """A 400-pixel window at the left of the 800-pixel screen: the log floats beside
    it, the Coach over its table, both open."""
    window = _closed_at_the_start(qtbot, (400, 600))
    assert window.statusBar().currentMessage() == BOTH_FLOAT
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: window.logDock.isFloating() and window.logDock.isVisible())
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: window.coachDock.isFloating() and window.coachDock.isVisible())
    assert window.logDock.isVisible()
    assert not window.logDock.geometry().intersects(window.coachDock.geometry())


def test_a_dock_opened_takes_the_notice_down_from_under_a_status_tip(qtbot):
    """The notice is over once the player opens a pane, also while a hovered menu item's
    status tip hides it (ui/status_bar.py): it did not come back when the tip ended."""
    window = _closed_at_the_start(qtbot, (784, 600))
    bar = window.statusBar()
    assert bar.currentMessage() == NOTICES["en"][1]
    bar.showStatusTip("Show or hide the score log")  # the pointer on the View menu's item
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: window.logDock.isVisible())
    bar.showStatusTip("")  # the menu closed
    assert bar.currentMessage() == "" and bar.heldMessage() == ""
