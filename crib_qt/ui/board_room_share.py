"""The side of the board that the score log and the Coach share (play-test 31): each dock
gets a fair share of its height (`fair_shares`), through `QMainWindow.resizeDocks`.
Before, the dock opened second took what Qt's layout gave it: at 1366 x 768 the Coach
opened before the log left the log its least height (86 pixels: about a row and a half
under its header, the top one cut) beside 538 pixels of Coach with five rows; the log
opened first left the Coach its least height (124 pixels: one row of its table).

A dock's share is measured in its table's rows (a dock holds a table, or a panel with
one): at least `FLOOR_ROWS` of them each where the window has the room, then as many
as each wants (all of its rows, at least `RESERVED_ROWS`) in turn, a row at a time in
effect, the rest to the one that wants more (the log, whose rows grow). The log (a table
scrolled to its newest row) is then cut to whole rows, its first row shown whole, and
what is left goes to the other dock. As the log grows, its rows one to three lines
high, it keeps its first row whole itself (ui/score_log_view.py), with less than a row
of blank under the newest, until the side is shared again.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QTableView

__all__ = ["FLOOR_ROWS", "RESERVED_ROWS", "SideShare", "fair_shares", "whole_rows"]

#: The rows each dock sharing the side shows at least, where the window has the room.
FLOOR_ROWS = 4
#: The rows a table wants at least, whatever it has now: the Coach's hand review fills
#: as each hand is played (a discard and up to four plays a player).
RESERVED_ROWS = 5
_SIDES = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)


def fair_shares(total: int, floors: Sequence[int], wants: Sequence[int]) -> list[int]:
    """Heights (pixels) of docks sharing `total` pixels: each its floor, then the rest
    shared equally up to each one's want (what is left over by one goes to the others),
    and what all leave over to the one wanting the most. Where `total` is less than the
    floors, shares in proportion to them.

    Args:
        total: the pixels to share.
        floors: each dock's least fair height (pixels, > 0).
        wants: each dock's height showing all it has (pixels, at least its floor).

    Returns:
        The heights, in the order given, adding up to `total`.
    """
    count = len(floors)
    if total <= sum(floors):
        shares = [total * floor // sum(floors) for floor in floors]
    else:
        shares, rest = list(floors), total - sum(floors)
        wanting = [i for i in range(count) if wants[i] > shares[i]]
        while rest > 0 and wanting:
            each = max(rest // len(wanting), 1)
            for i in list(wanting):
                given = min(each, wants[i] - shares[i], rest)
                shares[i] += given
                rest -= given
                if shares[i] >= wants[i]:
                    wanting.remove(i)
        shares[max(range(count), key=lambda i: wants[i])] += rest
    shares[0] += total - sum(shares)  # proportions rounded down
    return shares


def whole_rows(heights: Sequence[int], room: int) -> int:
    """The height (pixels) of the last of `heights` (rows, pixels) that fit in `room`
    pixels whole: a table scrolled to its end shows its first row in view whole in it.
    All of `room` when every row fits."""
    if sum(heights) <= room:
        return room
    shown = 0
    for height in reversed(heights):
        if shown + height > room:
            break
        shown += height
    return shown


def _table(dock: QDockWidget) -> QTableView | None:
    """The table `dock` shows: its widget, or the first in it; None before it is made."""
    widget = dock.widget()
    if isinstance(widget, QTableView) or widget is None:
        return widget
    return widget.findChild(QTableView)


def _rows(table: QTableView) -> list[int]:
    """Each row's height in pixels."""
    return [table.rowHeight(row) for row in range(table.model().rowCount())]


def _measure(dock: QDockWidget, table: QTableView) -> tuple[int, int, int]:
    """`dock`'s floor and want (pixels; see `fair_shares`) and what it has beside
    its table's rows (title, header, frame, a summary: pixels)."""
    besides = dock.height() - table.viewport().height()
    heights = _rows(table)
    one_line = min(heights, default=table.verticalHeader().defaultSectionSize())
    reserve = heights + [one_line] * max(RESERVED_ROWS - len(heights), 0)
    floor = besides + sum(reserve[-FLOOR_ROWS:])
    return floor, max(besides + sum(reserve), floor), besides


class SideShare:
    """For `BoardRoom` (a mixin): shares the height of a side of the window between the
    docks stacked there (one above the other, not tabbed together), by `fair_shares`,
    when they come to share it (the second opened or docked there by the player), and
    when one of them has less than its floor (a state saved so, the window made lower).
    The player's own split between them is kept otherwise. It uses the room's
    `_window`, `_docks`, `_separator` and `_schedule`."""

    _stacked: frozenset[QDockWidget] = frozenset()  # sharing a side when last looked
    # shared once, to be looked at again with the docks at their new heights: a dock
    # opened at its least height squeezes its content (the Coach's summary takes its
    # table's room), which measures it taller than it is. Nothing is lost or done twice
    # by it: `share` runs only from `BoardRoom.check`, on the room's one single-shot
    # timer (changes in one turn of the event loop, both docks opened together
    # included, are looked at once, together); the look it asks for is the next
    # `share` whatever scheduled that (a resize, a dock moved), and that `share`
    # clears it first, even when the docks no longer share a side (one closed or
    # floated in the same turn): a look due for a pair that is gone is not taken later
    # for another pair's second look, which would then be skipped (review of dc5c2c7).
    # While the window is hidden or minimised `check` does not share: the look waits
    # for it, and is gone with the room once the window is closed for good.
    _again = False

    def share(self, opened: Collection[QDockWidget]) -> None:
        """Share the side again if its docks came to share it now and one of them was
        `opened` by the player in this run, or if one of them is below its floor."""
        again, self._again = self._again, False
        stacked = self._stacked_docks()
        formed = frozenset(stacked) != self._stacked
        self._stacked = frozenset(stacked)
        tables = [_table(dock) for dock in stacked]
        if len(stacked) < 2 or any(table is None or table.model() is None
                                   for table in tables):
            return
        self._window.layout().activate()  # the docks' heights as they will be shown
        measures = [_measure(dock, table) for dock, table in zip(stacked, tables)]
        if not (again or formed and any(dock in opened for dock in stacked)) and all(
                dock.height() >= floor for dock, (floor, _, _) in zip(stacked, measures)):
            return
        heights = self._shares(stacked, tables, measures)
        if heights != [dock.height() for dock in stacked]:
            self._window.resizeDocks(stacked, heights, Qt.Orientation.Vertical)
            self._again = not again
            if self._again:
                self._schedule()

    def _stacked_docks(self) -> list[QDockWidget]:
        """The open docks stacked on one side of the board, top first (none when fewer
        than two: docks on either side, or tabbed together, share no height)."""
        window = self._window
        for side in _SIDES:
            docks = [dock for dock in self._docks if not dock.isHidden()
                     and not dock.isFloating() and window.dockWidgetArea(dock) == side]
            docks = [dock for dock in docks
                     if not any(other in docks for other in window.tabifiedDockWidgets(dock))]
            if len(docks) >= 2 and len({dock.x() for dock in docks}) == 1:
                return sorted(docks, key=lambda dock: dock.y())
        return []

    def _shares(self, docks: list[QDockWidget], tables: list[QTableView],
                measures: list[tuple[int, int, int]]) -> list[int]:
        """The docks' heights: `fair_shares`, then a table scrolled by pixels to its end
        (the log at its newest row) cut to whole rows, the rest to the dock next to it.
        A table scrolled by rows shows its first row whole anyway."""
        # a side's docks are as high as the board between them (with the corners
        # Qt gives the top and bottom areas); not their heights now: a dock just
        # opened is still growing into its place (QMainWindow.AnimatedDocks)
        total = self._window.centralWidget().height() - (len(docks) - 1) * self._separator()
        heights = fair_shares(total,
                              [floor for floor, _, _ in measures],
                              [want for _, want, _ in measures])
        for i, (table, (_, _, besides)) in enumerate(zip(tables, measures)):
            bar = table.verticalScrollBar()
            if (table.verticalScrollMode() != QTableView.ScrollMode.ScrollPerPixel
                    or bar.value() < bar.maximum()):
                continue
            room = heights[i] - besides
            shown = whole_rows(_rows(table), room)
            if 0 < shown < room:
                heights[i] -= room - shown
                heights[i + 1 if i + 1 < len(heights) else i - 1] += room - shown
        return heights
