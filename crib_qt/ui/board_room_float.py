"""How a dock set aside for want of room floats (ui/board_room.py): where it hides the
least (the place is ui/board_room_place.py's arithmetic), closing the other dock floating
for want of room where the board has room for one of them only, and lower than its least
height where the menus would be covered.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QDockWidget

from .board_room_chosen import FLOATING, HIDDEN

__all__ = ["DockFloat"]


class DockFloat:
    """For `BoardRoom` (a mixin): `_float` a dock set aside, `_place` it (also lower
    than its least height), `_unsqueeze` it once docked and `_tell` which docks were
    closed for want of room. It uses the room's
    `_window`, `_docks`, `_aside` ({dock: `HIDDEN` or `FLOATING`}), `_opened` (the docks
    the player opened in this run) and `_squeezed` ({dock: its content's own least
    height} of those floating lower than their least height) and `_notice`
    (ui/board_room_notice.py's `ClosedNotice`)."""

    def _float(self, dock: QDockWidget, board: QRect) -> list[QDockWidget]:
        """Float `dock` where it hides the least (`board_room_place.floating_place`):
        beside the window if the screen has room, else over the table's top band (the
        computer's face-down hand), never over the peg board, the count, the pile or
        the player's hand, nor over another dock floating or the window's menu bar
        (lower than its least height if need be: `_place`). Where the board has room
        for one of them only, `dock` takes its place and the other one, floating for
        want of room, is closed (docked, hidden, set aside as HIDDEN: opening it
        again swaps them back); one the player floated themselves stays, and `dock`
        floats where it would alone. The player can move `dock` anywhere.

        Args:
            dock: a dock beside the board.
            board: where the board's view will be with no dock beside it (global pixels).

        Returns:
            The docks closed to make room, for the notice (`ClosedNotice.tell`).
        """
        others = [other for other in self._docks
                  if other is not dock and other.isFloating() and not other.isHidden()]
        place_among = self._place_among(dock, board)
        place = place_among([other.geometry() for other in others])
        closed = []
        if place is None:
            closed = [other for other in others if self._aside.get(other) == FLOATING]
            for other in closed:
                other.hide()
                other.setFloating(False)
                self._aside[other] = HIDDEN
                self._opened.discard(other)
            place = place_among([other.geometry() for other in others
                                 if other not in closed]) or place_among()
        dock.setFloating(True)
        self._place(dock, place)
        return closed

    def _place_among(self, dock: QDockWidget, board: QRect) -> Callable[..., QRect | None]:
        """Where `dock` would float over or beside `board` (global pixels) among the
        docks floating: `floating_place` for it, taking their geometries (`taken`)."""
        from .board_room_place import floating_place

        hint = dock.minimumSizeHint()
        screen = dock.screen() or self._window.screen()
        room = screen.availableGeometry() if screen is not None else QRect(board)
        return partial(floating_place, board, self._window.frameGeometry(), room, hint,
                       max(dock.width(), hint.width()), below=self._below_menus())

    def _tell(self, closed: list[QDockWidget], board: QRect,
              instead_of: QDockWidget | None = None) -> None:
        """The notice of the docks `closed` for want of room (`ClosedNotice.tell`): with
        `instead_of`, the dock `_float` closed them for; two closed are said to open one
        at a time where `board` (global pixels) has room for one of them only to float
        (the second placed would cover the first: 800 x 600, QT_SCALE_FACTOR=2 on 1366
        x 768), not to open them both. One closed as the other floats for want of room
        (the saved state's dock and the player's, set aside together) is said to take
        that one's place where it has no room beside it: its key closes that one then
        (`_float`)."""
        if len(closed) == 1 and instead_of is None:
            floating = [dock for dock in self._docks if dock is not closed[0]
                        and dock.isFloating() and not dock.isHidden()
                        and self._aside.get(dock) == FLOATING]
            if floating and self._place_among(closed[0], board)(
                    [dock.geometry() for dock in floating]) is None:
                instead_of = floating[0]
        one_fits = False
        if len(closed) == 2:
            first = self._place_among(closed[0], board)()
            one_fits = first is not None and self._place_among(closed[1], board)([first]) is None
        self._notice.tell(closed, instead_of, one_fits)

    def _place(self, dock: QDockWidget, place: QRect) -> None:
        """Give `dock`, floating, the geometry `place` (global pixels), even one lower
        than its least height (under the menus: `floating_place`): its content's least
        height is lowered as much, and is its own again once it docks (`_moved`)."""
        short = dock.minimumSizeHint().height() - place.height()
        content = dock.widget()
        if short > 0 and content is not None:
            # the dock's own least height is its layout's, set again as it lays out
            self._squeezed.setdefault(dock, content.minimumHeight())
            least = content.minimumHeight() or content.minimumSizeHint().height()
            content.setMinimumHeight(max(1, least - short))
            dock.layout().activate()  # now: the geometry is bounded by the least height
        dock.setGeometry(place)

    def _below_menus(self) -> int:
        """The first row under the window's title bar and menu bar (global y); a
        native menu bar (macOS) is not in the window."""
        menus = self._window.menuWidget()
        if menus is not None and menus.isVisible():
            return menus.mapToGlobal(QPoint(0, menus.height())).y()
        return self._window.mapToGlobal(QPoint(0, 0)).y()

    def _unsqueeze(self, dock: QDockWidget) -> None:
        """`dock`, docked again, gets its content's own least height back (`_place`)."""
        if dock in self._squeezed and not dock.isFloating() and dock.widget() is not None:
            dock.widget().setMinimumHeight(self._squeezed.pop(dock))
