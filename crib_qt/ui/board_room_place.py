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
rather than down over the count.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize

from ..board.geometry import MIDDLE_Y, SCENE_RECT, TABLE_RECT

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


def floating_place(board: QRect, frame: QRect, room: QRect, least: QSize, width: int
                   ) -> QRect:
    """Where a dock set aside floats (global pixels; its geometry, without its own frame).

    Args:
        board: where the board's view will be with no dock beside it.
        frame: the main window's frame (`frameGeometry`).
        room: the screen's available geometry.
        least: the dock's least size (`minimumSizeHint`).
        width: the width it had docked (pixels; `least`'s at least).

    Returns:
        Beside the window, on its right (else its left), `width` wide (as little as
        `least` if that is all the screen has), as tall as the board from its top,
        when the screen has `least`'s width there. Else over `table_band`: `least`
        wide, its right edge at the table's, as tall as the band (`least`'s height at
        least, reaching up over the window's toolbar if the band is lower). Always
        inside `room`.
    """
    height = max(least.height(), board.height())
    right_room, left_room = room.right() - frame.right(), frame.left() - room.left()
    if max(right_room, left_room) >= least.width():
        if right_room >= least.width():
            place = QRect(frame.right() + 1, board.top(), min(width, right_room), height)
        else:
            wide = min(width, left_room)
            place = QRect(frame.left() - wide, board.top(), wide, height)
    else:
        band = table_band(board)
        place = QRect(0, 0, least.width(), max(least.height(), band.height()))
        place.moveRight(band.right())
        place.moveBottom(band.bottom())
    return _inside(place, room)


def _inside(place: QRect, room: QRect) -> QRect:
    place = QRect(place)
    place.setSize(place.size().boundedTo(room.size()))
    place.moveRight(min(place.right(), room.right()))
    place.moveBottom(min(place.bottom(), room.bottom()))
    place.moveLeft(max(place.left(), room.left()))
    place.moveTop(max(place.top(), room.top()))
    return place
