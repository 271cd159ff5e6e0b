"""Where a dock set aside for want of room floats (ui/board_room.py): the arithmetic
alone, in global pixels, no widget needed (play-test 29 items 2 and 5).

At QT_SCALE_FACTOR=2 on a 1366 x 768 screen (a 683 x 384 screen in Qt's pixels) the
score log floated over the right half of the table (764 x 674 device pixels), then,
once placed over the table's top, 64 pixels too far right, over the computer's score
on the peg board, and down to the play pile's top, over the count: the board it was
placed by was the view and the dock side by side, wider than the window (the view
keeps its least width, 400, and the window's layout overflowed).

The order (`floating_place`): beside the window when the screen has room there (it
hides nothing); else over the table's top band, the least needed part of the board:
the computer's face-down hand, its name and a crib it deals. Never over the peg board
(its scores), the count, the deck, the play pile or the player's hand: when the band
is lower than the dock's least height, the dock reaches up over the window's toolbar
rather than down over the count, but never over its menu bar or title bar, which stay
in reach: there it is shorter than its least height (at QT_SCALE_FACTOR=2 on 1366 x 768
the Coach, 126 pixels at least under xcb, covered 14 rows of the menu bar, its View,
Language and Help; it has 110 below the menus, and its table scrolls). When the score
log and the Coach both float, the second covers none of the first (beside the window on
its other side, over the band, left of the first); where there is no such place (800 x
600, QT_SCALE_FACTOR=2 on 1366 x 768) `floating_place` says so (None) and the board
room closes the first (ui/board_room.py), so one floats there at a time (stacked below
the first's title bar, as it was until review 30, the second covered the count and the
play pile).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, QSize

from ..board.geometry import MIDDLE_Y, SCENE_RECT, TABLE_RECT
from .window_geometry import moved_inside

__all__ = ["COUNT_TOP", "floating_place", "table_band"]

# The top of the count's text on the table (scene units): board/scene.py puts its
# countLabel there (tests/ui/test_board_room_place.py checks it), above the play pile.
COUNT_TOP = MIDDLE_Y - 100
# QGraphicsView.fitInView, which BoardView fits the table with, keeps 2 pixels free on
# each side of the view.
_FIT_MARGIN = 2


def table_band(board: QRect) -> QRect:
    """The table's top band in `board` (global pixels: where the board's view is), as
    the view draws the table (centred at the scale that fits it, `_FIT_MARGIN` pixels
    inside the view: BoardView's fitInView): from the
    table's left to its right edge (the peg board beside it stays clear) and from the
    board's top down to the count's top (`COUNT_TOP`)."""
    scale = min((board.width() - 2 * _FIT_MARGIN) / SCENE_RECT.width(),
                (board.height() - 2 * _FIT_MARGIN) / SCENE_RECT.height())
    # centred in whole pixels, as QGraphicsView indents a scene smaller than its view
    left = board.left() + int((board.width() - SCENE_RECT.width() * scale) / 2)
    top = board.top() + int((board.height() - SCENE_RECT.height() * scale) / 2)
    right = round(left + TABLE_RECT.right() * scale)
    bottom = round(top + COUNT_TOP * scale)
    return QRect(QPoint(left, board.top()), QPoint(right - 1, bottom - 1))


def floating_place(board: QRect, frame: QRect, room: QRect, least: QSize, width: int,
                   taken: Sequence[QRect] = (), *, below: int) -> QRect | None:
    """Where a dock set aside floats (global pixels; its geometry, without its own frame).

    Args:
        board: where the board's view will be with no dock beside it.
        frame: the main window's frame (`frameGeometry`).
        room: the screen's available geometry.
        least: the dock's least size (`minimumSizeHint`).
        width: the width it had docked (pixels; `least`'s at least).
        taken: the geometries of the docks floating already (the other of the score
            log and the Coach).
        below: the first row under the window's title bar and menu bar (global y).

    Returns:
        The first of these that covers none of `taken`, in the order they hide the
        least: beside the window, on its right (else its left; past a dock floating
        there), `width` wide (as little as `least` if that is all the screen has), as
        tall as the board from its top, when the screen has `least`'s width there;
        over `table_band`, `least` wide, its right edge at the table's, as tall as the
        band (`least`'s height at least, reaching up over the window's toolbar if the
        band is lower); the same left of a dock floating over the band, if the board
        has room there. None of them covers the peg board, the count, the deck, the
        play pile or the player's hand. Always inside `room`. None when each covers a
        dock of `taken` (800 x 600, QT_SCALE_FACTOR=2 on 1366 x 768): there is room
        for one dock only.
    """
    others = list(taken)
    height = max(least.height(), board.height())
    places = []
    right = max([frame.right()] + [rect.right() for rect in others if rect.left() > frame.right()])
    left = min([frame.left()] + [rect.left() for rect in others if rect.right() < frame.left()])
    if room.right() - right >= least.width():
        places.append(QRect(right + 1, board.top(), min(width, room.right() - right), height))
    if left - room.left() >= least.width():
        wide = min(width, left - room.left())
        places.append(QRect(left - wide, board.top(), wide, height))
    band = table_band(board)
    over = QRect(0, 0, least.width(), max(least.height(), band.height()))
    over.moveRight(band.right())
    over.moveBottom(band.bottom())
    # the menus stay in reach: shorter than its least height sooner than over them
    over.setTop(max(over.top(), below))
    places.append(over)
    for rect in others:  # left of one over the band, over the board still
        beside = over.translated(rect.left() - 1 - over.right(), 0)
        if beside.left() >= board.left():
            places.append(beside)
    for place in places:
        place = moved_inside(QRect(place.topLeft(), place.size().boundedTo(room.size())), room)
        if not any(place.intersects(rect) for rect in others):
            return place
    return None

