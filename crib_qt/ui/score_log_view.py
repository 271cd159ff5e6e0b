"""The table that shows the score log: who scored what, wrapped to fit beside the board."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from ..models import ScoreLogModel
from .handle_scroll_bar import HandleScrollBar
from .score_log_scroll import rows_in_view, single_step, whole_end
from .score_log_sizes import NARROW, WHAT, LogSizes
from .sideways_cells import say_columns_once

__all__ = ["ScoreLogView"]

_RESTYLED = (QEvent.Type.FontChange, QEvent.Type.StyleChange)


class _Rows:
    """What `ScoreLogView` keeps between a new score and Qt's layout of the rows, and
    the Qt methods a new score calls, looked up once: a plain Python object, as PySide
    looks up a QObject's attributes and a Qt method several times slower than Python
    its own (issue 14: some forty a score)."""

    __slots__ = ("appended", "block", "header_updates", "height", "heights", "in_view",
                 "length", "maximum", "one_line", "placed", "set_end", "set_row_height",
                 "set_single_step", "stale", "texts", "unheard", "update", "value",
                 "visible", "whole", "width")

    def __init__(self, view: ScoreLogView, log: ScoreLogModel) -> None:
        # the first row appended since Qt last laid the rows out (see doItemsLayout);
        # whether anything else (rows removed, a reset) asked for that layout too; and
        # whether every row appended since was placed as that layout would place it
        self.appended: int | None = None
        self.whole = True
        self.placed = False
        # every row's height in pixels as set (None: not known, until all are measured
        # again), and how many of the last rows Qt's last layout found in view
        self.heights: list[int] | None = None
        self.in_view = 0
        # the height of a one-line row, which new rows get (the vertical header's default
        # section size); None until measured with a row to measure
        self.one_line: int | None = None
        self.stale = True  # rows or columns not measured yet (hidden, or not yet shown)
        # the vertical header's blockSignals before rows it inserts unheard (see
        # `_rows_coming`), None when it inserts them as Qt does
        self.unheard: bool | None = None
        bar, header, viewport = view.verticalScrollBar(), view.verticalHeader(), view.viewport()
        self.value, self.maximum = bar.value, bar.maximum
        self.set_end, self.set_single_step = bar.setEnd, bar.setSingleStep
        self.length, self.block = header.length, header.blockSignals
        self.header_updates = header.updatesEnabled
        self.height, self.width, self.update = viewport.height, viewport.width, viewport.update
        self.visible, self.texts = view.isVisible, log.rowTexts
        self.set_row_height = view.setRowHeight


# the focus coming into the log by the keyboard, not back with its window or by a click
_ENTERING = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
             Qt.FocusReason.ShortcutFocusReason, Qt.FocusReason.OtherFocusReason)


class ScoreLogView(QTableView):
    """Shows a `ScoreLogModel` measured to its texts and scrolled to the newest score.

    The columns fit the widest text they can hold (both names; two digits of hand and
    points, three of the total), measured when shown, so that new scores never widen
    them, and "Scored for" wraps, each row as tall as its wrapped text, as
    `QHeaderView.ResizeToContents` would size them; a new row measures that row's
    "Scored for" alone, so it costs the same at row 1 and at row 200. All rows are
    measured again only when what they are measured by changes: texts changed in place
    (names, language), a reset (undo, new game), the width of "Scored for", the font.
    While hidden (the dock closed) nothing is measured; that waits until it is shown.
    A new score scrolls the log to it only if the newest score was in view: a reader
    who scrolled back to earlier scores stays there. Scrolled to the newest, the log
    shows its first row in view whole, whatever the heights of the rows that came
    (`whole_end`: rows of one to three lines; before, a new row of another height cut
    the top one, play-test 31, board-room item 3). Scrolling moves the rows' pixels and
    only the new rows are painted (Qt would paint every visible row again, 8-20 ms), and
    of the scroll bar, where its handle moved (`HandleScrollBar`). A new score places
    its row and sets the scroll range and the bar's single step itself, as Qt's layout
    of the rows would, so that layout is left out unless it would change something more
    (the columns, the bar appearing; issue 14).

    Args:
        model: the score log to show.
        parent: the owning widget.
    """

    def __init__(self, model: ScoreLogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the bar repaints where its handle moved, not whole (issue 14)
        self.setVerticalScrollBar(HandleScrollBar(self))
        self._bar = self.verticalScrollBar()
        self._log = model
        self._sizes = LogSizes(self, model)
        self._rows = _Rows(self, model)
        self._fitting = False
        self.setObjectName("scoreLog")
        self.setModel(model)
        say_columns_once(self)  # "Points: 2", but "2" reached by Right (Orca says "Points")
        self.verticalHeader().setVisible(False)
        # a crib's many items wrap inside "Scored for" instead of asking for a
        # horizontal scroll; the rows grow to the wrapped text
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # measured here
        header.setSectionResizeMode(ScoreLogModel.WHAT, QHeaderView.ResizeMode.Stretch)
        self.setWordWrap(True)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollMode(QTableView.ScrollMode.ScrollPerPixel)  # see scrollContentsBy
        self.setMinimumWidth(380)  # beside the board's 400 in the 800-wide window
        model.rowsAboutToBeRemoved.connect(self._layout_whole)
        model.modelAboutToBeReset.connect(self._layout_whole)
        model.layoutAboutToBeChanged.connect(self._layout_whole)
        model.rowsAboutToBeInserted.connect(self._rows_coming)
        model.rowsInserted.connect(self._rows_added)
        model.dataChanged.connect(self._refit)
        model.modelReset.connect(self._reset)
        model.headerDataChanged.connect(self._refit)
        header.sectionResized.connect(self._column_resized)

    # --- Qt events ------------------------------------------------------------------------

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt API)
        # F6 or Tab into the log: its newest score is the current cell as the focus comes,
        # so a screen reader reads it with the table (play-test 34 with Orca: the first
        # entry read no cell, and Down then read row 2, row 1 never heard)
        rows = self._log.rowCount()
        if rows and event.reason() in _ENTERING:
            newest = self._log.index(rows - 1, ScoreLogModel.WHAT)
            if self.currentIndex() != newest:
                self.setCurrentIndex(newest)
        super().focusInEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if self._rows.stale:
            self._fit_all()
            self._show_newest()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Resized (the dock laid out, dragged wider or taller): the newest score stays in
        view if it was."""
        bar = self._bar
        newest_shown = bar.value() >= bar.maximum()
        super().resizeEvent(event)  # the scroll range follows the new size here
        if newest_shown and bar.value() < bar.maximum():
            bar.setValue(bar.maximum())

    def updateGeometries(self) -> None:  # noqa: N802 (Qt API)
        """Qt's layout of the rows: a log shown to its newest score stays there. A new
        score sets the end before this layout runs; whatever makes Qt lay the rows out
        sooner or again (a screen reader asking where a row is) must not leave the log
        behind its newest score."""
        bar, rows = self._bar, self._rows
        newest_shown = bar.value() >= bar.maximum()
        super().updateGeometries()
        if bar.maximum() > 0:  # Qt's end has the newest row's bottom at the view's
            end = whole_end(rows.length(), self._heights_up(), bar.pageStep())
            if end != bar.maximum():
                bar.setMaximum(end)
        if newest_shown and bar.value() < bar.maximum():
            bar.setValue(bar.maximum())
        if rows.heights is not None:  # as Qt counted them for the bar's single step
            rows.in_view = rows_in_view(rows.heights, rows.height())
            bar.setSingleStep(single_step(rows.height(), rows.in_view))  # see _rows_added
        else:  # Qt's again (it follows its own layouts, as before `_rows_added` set it)
            bar.setSingleStep(-1)

    def doItemsLayout(self) -> None:  # noqa: N802 (Qt API)
        """Qt's delayed layout of the rows. After rows were only appended, and painted
        by `_rows_added`, the rows are laid out as Qt does, but not all painted again
        (Qt paints every visible row: 8-20 ms of text layout a score with the dock
        shown, issue 14), and not at all if `_rows_added` placed them as Qt would and
        as many rows fit in view as before (the scroll bar's single step follows that
        count). Anything else (rows removed, a reset): as Qt does."""
        rows = self._rows
        first, whole, placed = rows.appended, rows.whole, rows.placed
        rows.appended, rows.whole, rows.placed = None, False, False
        if first is None or whole or not rows.header_updates():
            super().doItemsLayout()
            return
        if placed and rows.heights is not None \
                and rows_in_view(rows.heights, rows.height()) == rows.in_view:
            return
        self.updateGeometries()

    def _layout_whole(self, *_) -> None:
        """Rows removed, reset or reordered: the next layout paints every row (Qt's)."""
        self._rows.whole = True
        self._rows.heights = None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() in _RESTYLED:
            self._sizes.clear()  # every text measures differently now
            self._rows.one_line = None
            self._rows.whole = True  # and looks different: the next layout paints every row
            self._refit()

    # --- when to measure ------------------------------------------------------------------

    def _rows_coming(self, parent: QModelIndex, first: int, last: int) -> None:  # noqa: ARG002
        """Rows about to be appended to a log shown, measured and scrolling: the vertical
        header inserts their sections unheard by the table, which would lay all its rows
        out again on the next turn of the event loop (a posted call every score, issue
        14); `_rows_added` places them as that layout would, or asks for it."""
        rows = self._rows
        if rows.heights is not None and first == len(rows.heights) and not rows.stale \
                and rows.one_line is not None and rows.visible():
            rows.unheard = rows.block(True)

    def _rows_added(self, parent: QModelIndex, first: int, last: int) -> None:
        """Measure the new rows alone (columns widen if a new text is wider), then show
        the newest if the newest was shown (a reader scrolled back stays where they are);
        while hidden, only note that there is measuring to do."""
        rows = self._rows
        unheard = rows.unheard
        if unheard is not None:  # the table did not hear of these rows: Qt's layout of
            # them runs only if they are not placed as it would place them (below)
            rows.block(unheard)
            rows.unheard = None
        if rows.appended is None:
            rows.appended, rows.placed = first, True
        if rows.stale or rows.one_line is None or not rows.visible():
            rows.whole, rows.heights = True, None  # every row measured again: all painted
            self._refit()
            if rows.visible():
                self._show_newest()
            return
        value, maximum = rows.value(), rows.maximum()  # the range is still the old one
        texts_of, sizes = rows.texts, self._sizes
        new = [(row, texts_of(row)) for row in range(first, last + 1)]
        held, cell, widest, widened = sizes.held, sizes.cell, sizes.widest, False
        for row, texts in new:
            for column in NARROW:
                text = texts[column]
                if not held(column, text):  # else the column was sized for it when shown
                    width = cell(row, column, text)[0]
                    if width > widest[column]:
                        widest[column], widened = width, True
        if widened:
            self._fit_columns()  # "Scored for" narrows: every row is measured again
        row_height, one_line = sizes.row_height, rows.one_line
        heights = [row_height(row, texts) for row, texts in new]
        if any(height != one_line for height in heights):  # a new row is that tall else
            # A wrapped new row is resized unheard by the table, which would paint every
            # row below it (all the rows when the log scrolls): it is painted below.
            blocked = rows.block(not widened)
            try:
                for (row, _), height in zip(new, heights):
                    if height != one_line:
                        rows.set_row_height(row, height)
            finally:
                rows.block(blocked)
        known = rows.heights
        if known is not None and len(known) >= first:
            known[first:] = heights
        else:
            rows.heights = None
        view_height, length = rows.height(), rows.length()
        # the range the next layout gives (`updateGeometries`)
        end = whole_end(length, self._heights_up(), view_height)
        if value >= maximum:  # to the new end: the rows move with their pixels
            rows.set_end(end)
        elif end != maximum:  # a reader scrolled back stays there; the handle shrinks
            rows.set_end(end, False)
        value = rows.value()
        if widened or (maximum == 0 and end > 0):  # the columns change or the bar
            rows.placed = False  # appears: Qt lays them out
        elif rows.placed and rows.heights is not None:
            # as many rows in view as before, or the bar's single step follows their
            # count as Qt's layout would set it (not a layout every few scores, issue 14)
            in_view = rows_in_view(rows.heights, view_height)
            if in_view != rows.in_view:
                rows.in_view = in_view
                rows.set_single_step(single_step(view_height, in_view))
        if unheard is not None and not (rows.placed and rows.heights is not None):
            self.scheduleDelayedItemsLayout()
        # the new rows where they are now, in one paint with what scrolling uncovered;
        # at the end, with the blank under them (as high as the first row in view lets)
        top = max(length - sum(heights) - value, 0)
        bottom = view_height if value >= end else min(length - value, view_height)
        if top < bottom:
            rows.update(0, top, rows.width(), bottom - top)

    def _reset(self) -> None:
        """A new log (undo, redo, new game): measured again, its newest score shown."""
        self._refit()
        if self.isVisible():
            self._show_newest()

    def _refit(self, *_) -> None:
        """Measure every row again, now if shown, else once shown."""
        self._rows.stale = True
        if self.isVisible():
            self._fit_all()

    def _column_resized(self, column: int, old: int, new: int) -> None:  # noqa: ARG002
        if column == WHAT and not self._fitting:
            if self.isVisible():
                self._fit_rows(new)  # columnWidth() still says the old width here
            else:
                self._rows.stale = True

    # --- measuring ------------------------------------------------------------------------

    def _fit_all(self) -> None:
        """Every column to the widest text it holds or can hold, then every row to its
        wrapped text."""
        sizes, rows = self._sizes, self._rows
        self._fitting = True
        try:
            texts = [rows.texts(row) for row in range(self._log.rowCount())]
            held = sizes.measure_held()
            for column in NARROW:
                sizes.widest[column] = max(
                    [held[column]] + [sizes.cell(row, column, row_texts[column])[0]
                                      for row, row_texts in enumerate(texts)
                                      if not sizes.held(column, row_texts[column])])
            self._fit_columns()
        finally:
            self._fitting = False
        if texts:
            # New rows come as tall as a one-line row (most are: pegging scores), so
            # only a wrapped row is resized (issue 14). That resizes every row: first.
            least_hint, least, most = sizes.vertical_bounds(0)
            rows.one_line = min(max(least_hint, least), most)  # as `row_height` gives
            if self.verticalHeader().defaultSectionSize() != rows.one_line:
                self.verticalHeader().setDefaultSectionSize(rows.one_line)
        self._fit_rows(texts=texts)
        rows.stale = False

    def _fit_columns(self) -> None:
        """The narrow columns as `ResizeToContents` sizes them: the wider of the header's
        text and the widest cell, within the header's bounds."""
        header = self.horizontalHeader()
        grid, widest = self._sizes.grid(), self._sizes.widest
        for column in NARROW:
            width = max(header.sectionSizeHint(column), widest[column] + grid)
            width = min(max(width, header.minimumSectionSize()), header.maximumSectionSize())
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def _fit_rows(self, width: int | None = None, texts: list[list[str]] | None = None
                  ) -> None:
        """Every row to its `texts` (None: as the model gives them), "Scored for" `width`
        pixels wide (None: as it is); the newest stays in view if it was."""
        bar, rows, row_height = self._bar, self._rows, self._sizes.row_height
        newest_shown = bar.value() >= bar.maximum()
        heights = []
        for row in range(self._log.rowCount()):
            height = row_height(row, rows.texts(row) if texts is None else texts[row], width)
            self.setRowHeight(row, height)
            heights.append(height)
        rows.heights = heights
        if newest_shown:
            self._show_newest()

    def _heights_up(self) -> Iterator[int]:
        """The rows' heights (pixels) from the last up, as set (the known ones if
        known): `_whole_end` reads only those it shows at the end."""
        known = self._rows.heights
        if known is not None and len(known) == self._log.rowCount():
            return reversed(known)
        return (self.rowHeight(row) for row in range(self._log.rowCount() - 1, -1, -1))

    def _show_newest(self) -> None:
        """Scroll to the newest row, by the rows' heights as they are now (Qt would take
        them into the scroll range only on its next turn of the event loop)."""
        self.updateGeometries()
        self.scrollToBottom()
