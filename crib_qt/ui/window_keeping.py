"""Remembering the main window's size, place, docks and toolbar between runs (QSettings):
`restore_window_geometry` before the window is first shown, `save_window_geometry` as
it closes. The window is fitted to the screen it opens on by ui/window_geometry.py;
the board keeps its room beside the docks by ui/board_room.py, which this module makes
(and so it is apart from window_geometry.py, which the board room's placing of a
floating dock uses: one module doing both closed an import cycle).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCryptographicHash, QMargins, QObject, QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from .window_geometry import (device_frame, fit_again_when_exposed, fit_to_screen,
                              frame_before_show, frame_margins)

__all__ = ["restore_window_geometry", "save_window_geometry", "state_digest", "FRAME_KEY",
           "FLOATED_KEY", "FLOATED_STATE_KEY"]

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
#: The window's frame last time: "left,top,right,bottom" in device pixels.
FRAME_KEY = "window/frame"
#: The docks the player floated themselves and left floating: object names, comma-separated
#: (`BoardRoom.floatedByPlayer`). None saved (an older crib-qt): none of them.
FLOATED_KEY = "window/floatedByPlayer"
#: The `state_digest` of the dock state (`STATE_KEY`) saved with `FLOATED_KEY`: the names
#: hold for that state alone. An older crib-qt rewrites the state and leaves the names,
#: which then name a log it floated over the board for want of room (play-test 29
#: item 5): that one must dock again, not stay floating as the player's.
FLOATED_STATE_KEY = "window/floatedByPlayerState"


def state_digest(state) -> str:
    """The SHA-256 of a saved dock state (`QMainWindow.saveState`'s bytes), hex digits;
    "" for a value that is not bytes (a hand-edited settings file). Qt's hash, not
    hashlib: the first frame imports nothing it does not show (test_startup_imports)."""
    try:
        data = QByteArray(bytes(state))
    except TypeError:
        return ""
    digest = QCryptographicHash.hash(data, QCryptographicHash.Algorithm.Sha256)
    return bytes(digest.toHex()).decode("ascii")


def restore_window_geometry(window: QMainWindow) -> None:
    """Give `window` the geometry and dock/toolbar state saved last time, if any, then
    fit it to the available geometry of a screen present (`fit_to_screen`), and keep
    the board a playable size beside its docks (`board_room.BoardRoom`). Call it before
    the window is shown: a size code gives the window later is kept as given."""
    settings = QSettings()
    geometry, state = settings.value(GEOMETRY_KEY), settings.value(STATE_KEY)
    restored = state_restored = False
    if geometry is not None:
        try:
            restored = window.restoreGeometry(geometry)
        except (TypeError, ValueError):  # not a QByteArray: a hand-edited settings file
            pass
    if state is not None:
        try:
            state_restored = window.restoreState(state)
        except (TypeError, ValueError):
            pass
    frame = frame_before_show(window, _last_frame(settings))
    fit_to_screen(window, centre=not restored, frame=frame)
    fit_again_when_exposed(window, window.size())
    floated = _floated(settings, state) if state_restored else []
    window.setProperty(FLOATED_KEY, ",".join(floated))  # saved again if no dock opens
    docks = window.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if docks and window.centralWidget() is not None:
        _watch_docks(window, docks, floated)


def _floated(settings: QSettings, state) -> list[str]:
    """The object names of the docks the player floated (`FLOATED_KEY`), if saved with
    the dock state restored (`state`), else none."""
    digest = state_digest(state)
    if not digest or settings.value(FLOATED_STATE_KEY) != digest:
        return []
    return str(settings.value(FLOATED_KEY) or "").split(",")


def _watch_docks(window: QMainWindow, docks: list[QDockWidget], floated: list[str]) -> None:
    """Keep the board a playable size beside `docks` (`board_room.BoardRoom`; `floated`:
    the names of those the player floated) from the first time one is open: now if the
    saved state opened one (before the first frame, no board squeezed), else when the
    player first opens one. Until then nothing of it is imported or made: 4-8 ms of a
    start with the docks closed (issue 14)."""
    if any(not dock.isHidden() for dock in docks):
        from .board_room import BoardRoom

        BoardRoom(window, window.centralWidget(), docks, floated)
        return
    made = []

    def opened(visible: bool, dock: QDockWidget) -> None:
        if visible and not made:
            from .board_room import BoardRoom

            made.append(BoardRoom(window, window.centralWidget(), docks, floated))
            made[0].openedByPlayer(dock)  # after the start only the player opens a dock

    for dock in docks:
        dock.visibilityChanged.connect(lambda visible, d=dock: opened(visible, d))


def save_window_geometry(window: QMainWindow) -> None:
    """Remember `window`'s geometry and dock/toolbar state for the next run: the docks
    as the player left them, also those set aside for want of room, and which of them
    the player floated (board_room.py; as restored while no dock was opened) with the
    digest of that state (`FLOATED_STATE_KEY`)."""
    settings = QSettings()
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    if window.isVisible() and window.frameGeometry() != window.geometry():
        device = device_frame(frame_margins(window), window.devicePixelRatio())
        settings.setValue(FRAME_KEY, ",".join(str(side) for side in (
            device.left(), device.top(), device.right(), device.bottom())))
    room = window.findChild(QObject, "boardRoom", options=Qt.FindChildOption.FindDirectChildrenOnly)
    state = window.saveState() if room is None else room.chosenState()
    settings.setValue(STATE_KEY, state)
    # no dock opened in this run (no room made): the player's floats as restored
    floated = window.property(FLOATED_KEY) if room is None else ",".join(room.floatedByPlayer())
    if floated is not None:  # the names and the state they hold for, in the same save
        settings.setValue(FLOATED_KEY, floated)
        settings.setValue(FLOATED_STATE_KEY, state_digest(state))


def _last_frame(settings: QSettings) -> QMargins | None:
    """The frame the window had last time (`FRAME_KEY`, device pixels), or None: none
    saved, or a value that is not four whole numbers of 0-500 pixels (a hand-edited
    settings file)."""
    value = settings.value(FRAME_KEY)
    try:
        sides = [int(side) for side in str(value).split(",")] if value is not None else []
    except ValueError:
        sides = []
    if len(sides) != 4 or not all(0 <= side <= 500 for side in sides):
        return None
    return QMargins(*sides)
