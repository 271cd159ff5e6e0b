"""Keeping the main window and its dialogs inside the screen they open on (issue 15): the
arithmetic of fitting a window, frame included, to a screen's available geometry, and
the frame to leave room for before the window manager has drawn one.

A window opens at the size its constructor gave it, or the size saved last time
(ui/window_keeping.py), but never larger than the available geometry of its screen (the
screen less its panels and docks), frame included; a geometry saved on a screen that is
gone is moved onto and fitted to a screen present. Before the window is shown its frame
is not known: `FRAME_GUESS` is kept free for a title bar and borders, or the frame the
window had last time where that was larger (`frame_before_show`), so a large title bar
does not move the window a second time at each start; the window is fitted again with
its real frame when it is first exposed (`fit_again_when_exposed`: a frame larger than
either, a first start with a large title bar).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QMargins, QObject, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["fit_to_screen", "fit_inside", "fit_again_when_exposed", "dialog_screen",
           "moved_inside", "device_frame", "logical_frame", "frame_margins",
           "frame_before_show", "screen_of", "FRAME_GUESS", "SMALLEST"]

#: Room left for a window manager's title bar and borders before the real frame is known
#: (pixels: left, top, right, bottom).
FRAME_GUESS = QMargins(8, 40, 8, 8)
#: The window's minimum size on a screen too small for its usual minimum (pixels): the
#: board view still shows the whole table, smaller.
SMALLEST = QSize(480, 360)


def screen_of(rect: QRect):
    """The screen showing most of `rect` (global pixels), else the primary screen."""
    best, best_area = QGuiApplication.primaryScreen(), 0
    for screen in QGuiApplication.screens():
        part = screen.geometry().intersected(rect)
        area = part.width() * part.height() if not part.isEmpty() else 0
        if area > best_area:
            best, best_area = screen, area
    return best


def frame_margins(window: QWidget) -> QMargins:
    """The window's frame (title bar, borders) in pixels, or `FRAME_GUESS` before it
    has one."""
    frame, inner = window.frameGeometry(), window.geometry()
    if not window.isVisible() or frame == inner:
        return QMargins(FRAME_GUESS)
    return QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                    frame.right() - inner.right(), frame.bottom() - inner.bottom())


def device_frame(frame: QMargins, ratio: float) -> QMargins:
    """The device pixels a frame of `frame` Qt pixels (left, top, right, bottom) may
    have at the device pixel ratio `ratio` (QT_SCALE_FACTOR; the screen's), at most: Qt
    rounds a frame's native pixels to its own (openbox's 20-pixel title bar is 13 at
    1.5, its 5-pixel bottom border 3), so each side is taken half a pixel larger."""
    return QMargins(*(math.floor((side + 0.5) * ratio) for side in (
        frame.left(), frame.top(), frame.right(), frame.bottom())))


def logical_frame(device: QMargins, ratio: float) -> QMargins:
    """A frame of `device` pixels in Qt's pixels at the device pixel ratio `ratio`, each
    side rounded up (the frame never larger than the room left for it)."""
    return QMargins(*(math.ceil(side / ratio) for side in (
        device.left(), device.top(), device.right(), device.bottom())))


def frame_before_show(window: QWidget, last: QMargins | None) -> QMargins:
    """The frame to leave room for before `window` has one (Qt's pixels): `FRAME_GUESS`,
    each side as large as `last` where that is larger.

    Args:
        window: a top-level widget, not yet shown (its screen gives the pixel ratio).
        last: the frame it had last time in device pixels (the window manager draws it
            so at any QT_SCALE_FACTOR), or None when none was remembered.
    """
    guess = QMargins(FRAME_GUESS)
    if last is None:
        return guess
    screen = screen_of(window.geometry())
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    last = logical_frame(last, ratio)
    return QMargins(max(guess.left(), last.left()), max(guess.top(), last.top()),
                    max(guess.right(), last.right()), max(guess.bottom(), last.bottom()))


def fit_inside(inner: QRect, frame: QMargins, available: QRect, minimum: QSize,
               centre: bool = False) -> tuple[QRect, QSize]:
    """Where a window goes so that its frame lies inside `available` (the arithmetic of
    `fit_to_screen`, no window needed).

    Args:
        inner: the window's geometry without its frame (`QWidget.geometry`, global pixels).
        frame: the frame around it (title bar, borders: left, top, right, bottom pixels).
        available: the screen's available geometry (global pixels).
        minimum: the window's minimum size (pixels).
        centre: put it in the middle of the room (a first start: no place saved).

    Returns:
        (the inner geometry to give the window, its minimum size). The room is `available`
        less `frame`; the window is shrunk to it, never below the minimum, and the minimum
        is lowered on a room smaller than it (to no less than `SMALLEST`, or the room if
        less), never raised. It is then moved in: right and bottom edges first, so its top
        left stays on the screen if even its minimum is too big.
    """
    room = available.marginsRemoved(frame)
    # never more than the room, even below SMALLEST (1366 x 768 at scale 2 is 683 x 384
    # pixels: a window 360 high below a 40-pixel title bar ran off the screen)
    fitted_minimum = QSize(
        max(min(minimum.width(), room.width()), min(SMALLEST.width(), room.width())),
        max(min(minimum.height(), room.height()), min(SMALLEST.height(), room.height()))
    ).boundedTo(minimum)  # a second fit (the real frame known) keeps a minimum lowered
    geometry = QRect(inner.topLeft(), inner.size().boundedTo(room.size()).expandedTo(fitted_minimum))
    if centre:
        geometry.moveCenter(room.center())
    return moved_inside(geometry, room), fitted_minimum


def moved_inside(rect: QRect, room: QRect) -> QRect:
    """`rect` moved (not resized) into `room` (both in the same pixels): right and bottom
    edges first, so its top left stays in `room` if it is too big for it."""
    rect = QRect(rect)
    rect.moveRight(min(rect.right(), room.right()))
    rect.moveBottom(min(rect.bottom(), room.bottom()))
    rect.moveLeft(max(rect.left(), room.left()))
    rect.moveTop(max(rect.top(), room.top()))
    return rect


def fit_to_screen(window: QWidget, centre: bool = False, frame: QMargins | None = None
                  ) -> None:
    """Keep `window`, frame included, inside the available geometry of the screen that
    shows most of it (the primary screen if none does): shrunk to fit, then moved in
    (`fit_inside`; its frame is `FRAME_GUESS` until it has a real one). A maximised or
    full-screen window is left to the window system.

    Args:
        window: a top-level widget.
        centre: put it in the middle of the screen (a first start: no place saved).
        frame: the frame to leave room for before the window has one (Qt's pixels;
            `FRAME_GUESS` if None).
    """
    if window.isMaximized() or window.isFullScreen():
        return
    screen = screen_of(window.geometry())
    if screen is None:  # no screen at all: nothing to fit to
        return
    margins = frame_margins(window)
    if frame is not None and not window.isVisible():
        margins = QMargins(frame)
    inner, minimum = fit_inside(window.geometry(), margins,
                                screen.availableGeometry(), window.minimumSize(), centre)
    if minimum != window.minimumSize():
        window.setMinimumSize(minimum)
    if inner == window.geometry():
        return
    if window.isVisible():  # pos() is the frame's top left: moved by as much as the inside
        window.resize(inner.size())
        window.move(window.pos() + inner.topLeft() - window.geometry().topLeft())
    else:
        # the inside's geometry: before the first show move() would put the FRAME's top
        # left where the inside was meant to be (openbox: the window 20 pixels low, its
        # status bar off the bottom of an 800 x 600 or 1366 x 768 screen)
        window.setGeometry(inner)


def fit_again_when_exposed(window: QWidget, fitted: QSize) -> None:
    """Fit `window` to its screen again (`fit_to_screen`) when it is first exposed: its
    frame is known then (X11: the window manager has put it round the window), and may
    be larger than `FRAME_GUESS`. Not if code sized the window larger than `fitted` (its
    size as first fitted) since: a size given later is kept as given."""
    from PySide6.QtCore import QEvent

    class FrameFit(QObject):
        def eventFilter(self, watched, event) -> bool:
            kind = event.type()
            if kind == QEvent.Type.Show and watched is window and window.windowHandle() is not None:
                window.windowHandle().installEventFilter(self)  # its Expose, not the widget's
            elif kind == QEvent.Type.Expose and watched is window.windowHandle() and watched.isExposed():
                window.removeEventFilter(self)
                watched.removeEventFilter(self)
                self.deleteLater()
                if window.size().boundedTo(fitted) == window.size():
                    fit_to_screen(window)
            return False

    window.installEventFilter(FrameFit(window))


def dialog_screen(dialog: QWidget) -> QRect | None:
    """The available geometry (pixels) of the screen `dialog` opens on: its parent's, else
    its own, else the primary one; None with no screen at all. Less `FRAME_GUESS`, it is
    the room a dialog's inside may take."""
    owner = dialog.parentWidget() or dialog
    screen = owner.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None
