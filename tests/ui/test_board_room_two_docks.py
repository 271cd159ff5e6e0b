"""The score log and the Coach both floating for want of room (ui/board_room_place.py,
ui/board_room.py): the second is placed where it hides the least and covers none of the
first, nor the count, the play pile, the player's hand or the peg board's scores; where
there is room for one only (800 x 600, QT_SCALE_FACTOR=2 on 1366 x 768) the one opened
last takes the place of the other, which closes with the "Only one pane fits" notice,
and opening that one again swaps them back. Before, the second was stacked below the first's
title bar and first row, over the count and the play pile (review 30).

Sizes are Qt's pixels (the offscreen screen is 800 x 800; tests/ui/test_board_room_place.py
has the scale-2 board)."""

from __future__ import annotations

from functools import partial

import pytest
from board_room_windows import room_window
from PySide6.QtCore import QObject, QPoint, QRect, QRectF, QSize

from crib_qt.board.geometry import CARD_HEIGHT, HAND_Y, TABLE_RECT
from crib_qt.ui.board_room_place import floating_place

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

LOG, COACH = QSize(380, 86), QSize(380, 108)  # least sizes at scale 2 (minimumSizeHint)
LOG_CLOSED = "Only one pane fits: Score log closed. Ctrl+L brings it back in place of the Coach."
COACH_CLOSED = "Only one pane fits: Coach closed. Ctrl+K brings it back in place of the Score log."


def test_beside_the_window_the_second_takes_the_other_side():
    """A 500-pixel window with 466 pixels free on its right and 400 on its left: the
    log beside it on the right, the Coach on the left; neither covers the board."""
    board, screen = QRect(408, 110, 484, 500), QRect(0, 0, 1366, 768)
    frame = QRect(400, 70, 500, 560)
    place = partial(floating_place, board, frame, screen, below=90)  # menus above it
    log = place(LOG, 400)
    assert log == QRect(900, 110, 400, 500)
    assert place(COACH, 400, [log]) == QRect(0, 110, 400, 500)


def test_beside_the_window_on_one_side_only_the_second_goes_over_the_band():
    """Room on the right for one dock only: the Coach goes over the table's top band
    (where the log goes when alone), not over the log."""
    board, screen = QRect(108, 110, 784, 500), QRect(0, 0, 1366, 768)
    frame = QRect(100, 70, 800, 560)
    place = partial(floating_place, board, frame, screen, below=90)  # menus above it
    log = place(LOG, 400)
    assert log == QRect(900, 110, 400, 500)
    assert place(COACH, 400, [log]) == QRect(398, 110, 380, 152)


def test_a_band_wide_enough_for_both_holds_them_side_by_side():
    """A table 954 wide (a 1280 x 800 screen the window fills): the Coach left of the
    log, both over the band above the count."""
    board, screen = QRect(0, 60, 1280, 700), QRect(0, 0, 1280, 800)
    place = partial(floating_place, board, screen, screen, below=20)  # menus above it
    log = place(LOG, 380)
    assert log == QRect(657, 60, 380, 211)
    assert place(COACH, 380, [log]) == QRect(277, 60, 380, 211)


def test_at_scale_2_there_is_room_for_one_only():
    """The 667 x 336 window of QT_SCALE_FACTOR=2 on 1366 x 768: nowhere over the board
    misses the log (110, 83, 380 x 86) and stays above the count: no place for the
    Coach beside it (before: stacked at 110,132, over the count at y 169)."""
    board, screen, frame = QRect(8, 88, 667, 266), QRect(0, 0, 683, 384), QRect(0, 20, 683, 364)
    place = partial(floating_place, board, frame, screen, below=59)  # menus above it
    log = place(LOG, 380)
    assert log == QRect(110, 83, 380, 86)
    assert place(COACH, 380, [log]) is None
    assert place(COACH, 380) == QRect(110, 61, 380, 108)


def _room(window):
    return window.findChild(QObject, "boardRoom")


def _covered(window, rect: QRect) -> list[str]:
    """What of the count, the play pile, the player's hand and the peg board (its
    scores) `rect` (global pixels) covers, as each is drawn."""
    scene, view = window.scene, window.view
    hand = QRectF(TABLE_RECT.left(), HAND_Y[1], TABLE_RECT.width(), CARD_HEIGHT)
    drawn = {"count": scene.countLabel.sceneBoundingRect(),
             "pile": scene.pileZone.sceneBoundingRect(), "hand": hand,
             "scores": scene.pegBoard.sceneBoundingRect()}
    origin = view.viewport().mapToGlobal(QPoint(0, 0))
    return [name for name, area in drawn.items()
            if rect.intersects(view.mapFromScene(area).boundingRect().translated(origin))]


# where each floats alone (Qt pixels): at 800 x 600 (the offscreen screen's window is
# 784 wide) and in scale 2's 667 x 336 window, where the Coach is 14 pixels lower than
# its least height (124) to stay under the menu bar (y 40-58; test_board_room_place.py)
PLACES = {(800, 600): (QRect(312, 88, 380, 165), QRect(312, 88, 380, 165)),
          (667, 336): (QRect(110, 83, 380, 86), QRect(110, 59, 380, 110))}


@pytest.mark.parametrize("size", list(PLACES))
@pytest.mark.parametrize("together", [False, True])
def test_the_coach_opened_after_the_log_takes_its_place_and_the_log_closes(
        qtbot, size, together):
    """Ctrl+L, then Ctrl+K (or both before the room is looked at): the Coach floats
    where the log did, covering none of the count, the pile, the hand or the scores,
    and the log closes with the notice naming Ctrl+L; Ctrl+L swaps them back (the
    Coach closed, Ctrl+K named). Before, the Coach was stacked below the log's first
    row, over the count and the pile."""
    log_place, coach_place = PLACES[size]
    window = room_window(qtbot, size)
    log, coach = window.logDock, window.coachDock
    window.actions["score_log"].trigger()
    if not together:
        qtbot.waitUntil(lambda: log.isFloating() and log.isVisible())
        qtbot.waitUntil(lambda: window.view.viewport().width() == size[0])
        assert log.geometry() == log_place and _covered(window, log_place) == []
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: coach.isFloating() and coach.isVisible())
    qtbot.waitUntil(lambda: window.view.viewport().width() == size[0])
    assert _covered(window, coach.geometry()) == []
    assert coach.geometry() == coach_place
    assert not log.isVisible() and not log.isFloating()  # closed where it docks, as one closed for want of room
    assert _room(window).setAside() == {"scoreLogDock": "hidden", "coachDock": "floating"}
    assert window.statusBar().currentMessage() == LOG_CLOSED
    window.actions["score_log"].trigger()  # opened again: swapped back
    qtbot.waitUntil(lambda: log.isFloating() and log.isVisible() and not coach.isVisible())
    qtbot.waitUntil(lambda: window.view.viewport().width() == size[0])
    assert log.geometry() == log_place
    assert _covered(window, log.geometry()) == []
    assert _room(window).setAside() == {"scoreLogDock": "floating", "coachDock": "hidden"}
    assert window.statusBar().currentMessage() == COACH_CLOSED


def test_the_docks_closed_to_make_room_come_back_docked_on_a_larger_window(qtbot):
    """800 x 600, the log closed for the Coach; made 1280 x 860 (maximised on a large
    screen): both docked beside the board, open, as the player opened them."""
    window = room_window(qtbot, (800, 600))
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: window.logDock.isFloating() and window.logDock.isVisible())
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: not window.logDock.isVisible())
    window.resize(1280, 860)
    qtbot.waitUntil(lambda: all(d.isVisible() and not d.isFloating()
                                for d in (window.logDock, window.coachDock)))
    assert _room(window).setAside() == {}


def test_screen_readers_hear_which_dock_closed_and_its_key(qtbot, monkeypatch):
    """The log closed for the Coach is announced as the status bar says it."""
    from crib_qt.board import accessible

    monkeypatch.setattr(accessible, "watch_for_assistive_tools",
                        lambda mirrors: mirrors.ensureMirrors())  # a tool is active
    heard = []
    announce = accessible.BoardAccessibility.announce

    def spy(self, text):
        if "closed" in text:
            heard.append(text)
        announce(self, text)

    monkeypatch.setattr(accessible.BoardAccessibility, "announce", spy)
    window = room_window(qtbot, (800, 600))
    window.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: window.logDock.isFloating() and window.logDock.isVisible())
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: heard != [])
    assert heard == [LOG_CLOSED]
