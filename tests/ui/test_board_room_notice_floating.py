"""The notice of a pane closed as the other takes its place, both floating (play-test 32
item 1; ui/board_room_notice.py): at 800 x 600 the Coach floats, Ctrl+L opens the score
log in its place and closes it, and the status bar said "Only one pane fits: Coach
closed. Ctrl+K opens it in its own window, closing Score log." -- confusing, as both
were windows of their own already. It now says what Ctrl+K does there: it brings the
Coach back in place of the log, at the very place the log had.

Sizes are Qt's pixels; the offscreen screen is 800 x 800."""

from __future__ import annotations

import pytest
from board_room_windows import room_window

from crib_qt.ui.board_room_notice import closed_notice

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

COACH_CLOSED = "Only one pane fits: Coach closed. Ctrl+K brings it back in place of the Score log."

# each language's notice of the Coach closed for the log, by the key and by the View menu
NOTICES = {
    "en": (COACH_CLOSED,
           "Only one pane fits: Coach closed. The View menu brings it back in place of the "
           "Score log."),
    "pt_BR": ("Só cabe um painel: Treinador fechado. Ctrl+K o traz de volta no lugar do "
              "Histórico de pontos.",
              "Só cabe um painel: Treinador fechado. O menu Exibir o traz de volta no lugar "
              "do Histórico de pontos."),
    "pt_PT": ("Só cabe um painel: Treinador fechado. Ctrl+K volta a abri-lo no lugar do "
              "Histórico de pontos.",
              "Só cabe um painel: Treinador fechado. O menu Ver volta a abri-lo no lugar do "
              "Histórico de pontos."),
    "ms": ("Hanya satu anak tetingkap muat: Jurulatih ditutup. Ctrl+K membukanya semula "
           "menggantikan Rekod mata.",
           "Hanya satu anak tetingkap muat: Jurulatih ditutup. Menu Lihat membukanya semula "
           "menggantikan Rekod mata."),
    "fil": ("Isang bahagi lang ang kasya: isinara ang Tagapayo. Ibinabalik ito ng Ctrl+K "
            "kapalit ng Talaan ng puntos.",
            "Isang bahagi lang ang kasya: isinara ang Tagapayo. Ibinabalik ito ng menu na "
            "Tingnan kapalit ng Talaan ng puntos."),
}


@pytest.mark.parametrize("code", list(NOTICES))
def test_the_coach_closed_for_the_log_is_said_to_come_back_in_its_place(qtbot, code):
    window = room_window(qtbot, (800, 600))
    window.setLanguage(code)
    coach, log = window.coachDock.windowTitle(), window.logDock.windowTitle()
    notices = (closed_notice([coach], ["Ctrl+K"], instead_of=log),
               closed_notice([coach], [""], instead_of=log))
    window.setLanguage("en")
    assert notices == NOTICES[code]


def test_ctrl_k_brings_the_coach_back_where_the_log_floats(qtbot):
    """The play-test's steps: Coach (Ctrl+K), then Score log (Ctrl+L) at 800 x 600; the
    notice says Ctrl+K brings the Coach back in place of the log, and it does: the log
    closes and the Coach floats at the log's geometry."""
    window = room_window(qtbot, (800, 600))
    log, coach = window.logDock, window.coachDock
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: coach.isFloating() and coach.isVisible())
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: log.isFloating() and log.isVisible() and not coach.isVisible())
    assert window.statusBar().currentMessage() == COACH_CLOSED
    log_place = log.geometry()
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: coach.isFloating() and coach.isVisible() and not log.isVisible())
    assert coach.geometry().topLeft() == log_place.topLeft()
    assert window.statusBar().currentMessage() == (
        "Only one pane fits: Score log closed. Ctrl+L brings it back in place of the Coach.")
