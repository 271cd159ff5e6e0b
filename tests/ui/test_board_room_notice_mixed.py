"""The notice of a pane closed for want of room where the other pane floats in the only
place there is (ui/board_room_float.py `_tell`; follow-up of f799906): the score log
opened by the saved state (it waits closed) and the Coach opened by the player in this
run (it floats), set aside together as the window becomes 784 x 600. Only one of them
fits there: the log's key opens it in the Coach's place and closes the Coach, and the
notice says so, as it does where the log closed for the Coach. It said "Score log
closed: no room beside the table. Ctrl+L opens it in a window of its own.", as if the
log could float beside the Coach. A 400-pixel window at the screen's left has room for
both to float: there the notice stays as it was.

Sizes are Qt's pixels; the offscreen screen is 800 x 800."""

from __future__ import annotations

import pytest
from board_room_windows import room_window
from PySide6.QtCore import QObject, QPoint

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

ONE_FITS = "Only one pane fits: Score log closed. Ctrl+L brings it back in place of the Coach."
BOTH_FIT = ("Score log closed: no room beside the table. Ctrl+L opens it in a window of "
            "its own.")


@pytest.mark.parametrize(("size", "notice"), [((784, 600), ONE_FITS), ((400, 600), BOTH_FIT)],
                         ids=["one-fits", "both-float"])
def test_the_log_closed_as_the_coach_floats_says_whether_both_fit(qtbot, size, notice):
    large = room_window(qtbot, (1280, 860))
    large.actions["score_log"].trigger()
    qtbot.waitUntil(lambda: large.view.viewport().width() < 1280 - 380)
    large.close()  # the log docked and open, for the next start
    window = room_window(qtbot, (1280, 860), QPoint(0, 0))
    qtbot.waitUntil(lambda: window.logDock.isVisible() and not window.logDock.isFloating())
    window.actions["coach_panel"].trigger()  # the player opens the Coach: docked beside
    qtbot.waitUntil(lambda: window.coachDock.isVisible() and not window.coachDock.isFloating())
    room = window.findChild(QObject, "boardRoom")
    window.resize(*size)
    qtbot.waitUntil(lambda: room.setAside() == {"scoreLogDock": "hidden",
                                                "coachDock": "floating"})
    assert window.coachDock.isFloating() and window.coachDock.isVisible()
    assert window.statusBar().currentMessage() == notice
    window.actions["score_log"].trigger()  # as the notice says: the Coach closed, or not
    qtbot.waitUntil(lambda: window.logDock.isFloating() and window.logDock.isVisible())
    if notice == ONE_FITS:
        qtbot.waitUntil(lambda: not window.coachDock.isVisible())
    else:
        assert window.coachDock.isVisible()
        assert not window.logDock.geometry().intersects(window.coachDock.geometry())
