"""Remembering the main window's size, place, docks and toolbar between runs (QSettings),
and keeping the window inside the screen it opens on (issue 15).

A window opens at the size its constructor gave it, or the size saved last time, but
never larger than the available geometry of its screen (the screen less its panels and
docks), frame included; a geometry saved on a screen that is gone is moved onto and fitted
to a screen present. Before the window is shown its frame is not known: `FRAME_GUESS` is
kept free for a title bar and borders.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QObject, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

__all__ = ["restore_window_geometry", "save_window_geometry", "fit_to_screen", "bound_to_screen", "FRAME_GUESS",
           "SMALLEST"]

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
#: Room left for a window manager's title bar and borders before the real frame is known
#: (pixels: left, top, right, bottom).
FRAME_GUESS = QMargins(8, 40, 8, 8)
#: The window's minimum size on a screen too small for its usual minimum (pixels): the
#: board view still shows the whole table, smaller.
SMALLEST = QSize(480, 360)


def restore_window_geometry(window: QMainWindow) -> None:
    """Give `window` the geometry and dock/toolbar state saved last time, if any, then
    fit it to the available geometry of a screen present (`fit_to_screen`), and keep
    the board a playable size beside its docks (`board_room.BoardRoom`). Call it before
    the window is shown: a size code gives the window later is kept as given."""
    settings = QSettings()
    geometry, state = settings.value(GEOMETRY_KEY), settings.value(STATE_KEY)
    restored = False
    if geometry is not None:
        try:
            restored = window.restoreGeometry(geometry)
        except (TypeError, ValueError):  # not a QByteArray: a hand-edited settings file
            pass
    if state is not None:
        try:
            window.restoreState(state)
        except (TypeError, ValueError):
            pass
    fit_to_screen(window, centre=not restored)
    docks = window.findChildren(QDockWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if docks and window.centralWidget() is not None:
        _watch_docks(window, docks)


def _watch_docks(window: QMainWindow, docks: list[QDockWidget]) -> None:
    """Keep the board a playable size beside `docks` (`board_room.BoardRoom`) from the
    first time one is open: now if the saved state opened one (before the first frame,
    no board squeezed), else when the player first opens one. Until then nothing of it
    is imported or made: 4-8 ms of a start with the docks closed (issue 14)."""
    if any(not dock.isHidden() for dock in docks):
        from .board_room import BoardRoom

        BoardRoom(window, window.centralWidget(), docks)
        return
    made = []

    def opened(visible: bool, dock: QDockWidget) -> None:
        if visible and not made:
            from .board_room import BoardRoom

            made.append(BoardRoom(window, window.centralWidget(), docks))
            made[0].openedByPlayer(dock)  # after the start only the player opens a dock

    for dock in docks:
        dock.visibilityChanged.connect(lambda visible, d=dock: opened(visible, d))


def save_window_geometry(window: QMainWindow) -> None:
    """Remember `window`'s geometry and dock/toolbar state for the next run: the docks
    as the player left them, also those set aside for want of room (board_room.py)."""
    settings = QSettings()
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    room = window.findChild(QObject, "boardRoom", options=Qt.FindChildOption.FindDirectChildrenOnly)
    settings.setValue(STATE_KEY, window.saveState() if room is None else room.chosenState())


def _screen_of(rect: QRect):
    """The screen showing most of `rect` (global pixels), else the primary screen."""
    best, best_area = QGuiApplication.primaryScreen(), 0
    for screen in QGuiApplication.screens():
        part = screen.geometry().intersected(rect)
        area = part.width() * part.height() if not part.isEmpty() else 0
        if area > best_area:
            best, best_area = screen, area
    return best


def _frame_margins(window: QWidget) -> QMargins:
    """The window's frame (title bar, borders) in pixels, or `FRAME_GUESS` before it
    has one."""
    frame, inner = window.frameGeometry(), window.geometry()
    if not window.isVisible() or frame == inner:
        return QMargins(FRAME_GUESS)
    return QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                    frame.right() - inner.right(), frame.bottom() - inner.bottom())


def fit_to_screen(window: QWidget, centre: bool = False) -> None:
    """Keep `window`, frame included, inside the available geometry of the screen that
    shows most of it (the primary screen if none does): shrunk to fit, then moved in.
    A maximised or full-screen window is left to the window system. The minimum size is
    lowered (to no less than `SMALLEST`, or the room there is if less) on a screen
    smaller than it.

    Args:
        window: a top-level widget.
        centre: put it in the middle of the screen (a first start: no place saved).
    """
    if window.isMaximized() or window.isFullScreen():
        return
    margins = _frame_margins(window)
    screen = _screen_of(window.geometry())
    if screen is None:  # no screen at all: nothing to fit to
        return
    room = screen.availableGeometry().marginsRemoved(margins)
    minimum = window.minimumSize()
    # never more than the room, even below SMALLEST (1366 x 768 at scale 2 is 683 x 384
    # pixels: a window 360 high below a 40-pixel title bar ran off the screen)
    fitted_minimum = QSize(
        max(min(minimum.width(), room.width()), min(SMALLEST.width(), room.width())),
        max(min(minimum.height(), room.height()), min(SMALLEST.height(), room.height())))
    if fitted_minimum != minimum:
        window.setMinimumSize(fitted_minimum)
    size = window.size().boundedTo(room.size()).expandedTo(fitted_minimum)
    if size != window.size():
        window.resize(size)
    geometry = QRect(window.geometry().topLeft(), size)
    if centre:
        geometry.moveCenter(room.center())
    # moved in: right and bottom edges first, so the top left stays on screen if too big
    geometry.moveRight(min(geometry.right(), room.right()))
    geometry.moveBottom(min(geometry.bottom(), room.bottom()))
    geometry.moveLeft(max(geometry.left(), room.left()))
    geometry.moveTop(max(geometry.top(), room.top()))
    if geometry.topLeft() != window.geometry().topLeft():
        window.move(window.pos() + geometry.topLeft() - window.geometry().topLeft())


def bound_to_screen(dialog: QWidget) -> None:
    """Shrink `dialog`, before it is first shown, to the room its parent's screen has
    (the available geometry less `FRAME_GUESS`), so its buttons are never off the screen
    on a small screen or at a large scale; Qt then centres it over the parent inside the
    screen. The size it asked for (`resize`), else its size hint, is kept where it fits.
    """
    owner = dialog.parentWidget() or dialog
    screen = owner.screen() or QGuiApplication.primaryScreen()
    if screen is None:  # no screen at all: nothing to fit to
        return
    room = screen.availableGeometry().marginsRemoved(FRAME_GUESS).size()
    wanted = dialog.size() if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) \
        else dialog.sizeHint()
    if wanted.boundedTo(room) != wanted:
        dialog.resize(wanted.boundedTo(room))
