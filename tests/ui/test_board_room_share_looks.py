"""When the side's share is looked at (ui/board_room_share.py's `_again`, review of
dc5c2c7): a share asks for one more look on the next turn of the event loop, with the
docks at their new heights. Both docks opened in one turn are shared once, and looked at
once more; a look asked for a pair of docks that is gone by then (the Coach closed in
the same turn) is dropped. Before, it stayed due until the next pair was shared, which
took it for its own second look and so skipped that one.

Sizes are Qt's pixels; the offscreen window is not bounded by its screen."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication
from test_board_room_side_share import SHARED, _shown, _window


def _room(window):
    return window.findChild(QObject, "boardRoom")


def _spy_resizes(window, monkeypatch) -> list[tuple[list[str], list[int]]]:
    """The docks (object names) and heights of each `resizeDocks` the room asks for."""
    asked = []
    resize = window.resizeDocks

    def spy(docks, sizes, orientation):
        asked.append(([dock.objectName() for dock in docks], list(sizes)))
        resize(docks, sizes, orientation)

    monkeypatch.setattr(window, "resizeDocks", spy)
    return asked


def test_both_docks_opened_in_one_turn_are_shared_once(make_board, qtbot, monkeypatch):
    """Ctrl+L and Ctrl+K before the room looks: one share, then one more look that finds
    the heights right (no second resize), and nothing due after it."""
    window = _window(make_board, "")
    asked = _spy_resizes(window, monkeypatch)
    window.actions["score_log"].trigger()
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: _shown(window) == SHARED)
    qtbot.waitUntil(lambda: not _room(window)._timer.isActive())
    assert asked == [(["scoreLogDock", "coachDock"], [390, 234])]
    assert _room(window)._again is False


def test_a_look_due_for_a_pair_gone_is_dropped(make_board, qtbot, monkeypatch):
    """The Coach opened beside the log and shared at once (its look asked for), then
    closed in the same turn: the look is dropped, not left for the Coach's next
    opening. Before, it was still due (True) with the Coach closed."""
    window = _window(make_board, "L")
    room = _room(window)
    window.actions["coach_panel"].trigger()
    room.check()  # shared now: one more look asked for
    assert room._again is True and room._timer.isActive()
    window.actions["coach_panel"].trigger()  # closed in the same turn
    qtbot.waitUntil(lambda: not room._timer.isActive())
    QApplication.processEvents()
    assert not window.coachDock.isVisible()
    assert room._again is False
    asked = _spy_resizes(window, monkeypatch)
    window.actions["coach_panel"].trigger()  # opened again: shared, looked at again
    qtbot.waitUntil(lambda: _shown(window) == SHARED)
    qtbot.waitUntil(lambda: not room._timer.isActive())
    assert room._again is False
    assert asked == [(["scoreLogDock", "coachDock"], [390, 234])]
