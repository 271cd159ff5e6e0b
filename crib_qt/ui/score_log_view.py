"""The table that shows the score log: who scored what, wrapped to fit beside the board."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QRect, QSize
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionViewItem, QTableView, QWidget

from ..models import ScoreLogModel
from .handle_scroll_bar import HandleScrollBar

__all__ = ["ScoreLogView"]

# Sized to their widest text; "Scored for" takes the rest of the width and wraps.
_HAND, _PLAYER, _WHAT, _POINTS, _TOTAL = (ScoreLogModel.HAND, ScoreLogModel.PLAYER,
                                          ScoreLogModel.WHAT, ScoreLogModel.POINTS,
                                          ScoreLogModel.TOTAL)
_NARROW = (_HAND, _PLAYER, _POINTS, _TOTAL)
# The columns of numbers: the model gives their cells the same roles but the text (right
# aligned, no font, colour or icon of their own) and one delegate, so a text measures the
# same in each.
_MEASURED_AS = {_HAND: _POINTS, _PLAYER: _PLAYER, _WHAT: _WHAT, _POINTS: _POINTS,
                _TOTAL: _POINTS}
_KEEP_SIZES = 5000  # measured texts kept, at most (a few hundred bytes each)
# The numbers each column can hold, in digits: hand numbers (a long match passes 99: a
# wider one widens the column then), the points of one score (at most 29), the total (121).
_DIGITS = {_HAND: 2, _POINTS: 2, _TOTAL: 3}


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
    who scrolled back to earlier scores stays there. Scrolling moves the rows' pixels and
    only the new rows are painted (Qt would paint every visible row again, 8-20 ms), and
    of the scroll bar, where its handle moved (`HandleScrollBar`).

    Args:
        model: the score log to show.
        parent: the owning widget.
    """

    def __init__(self, model: ScoreLogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the first row appended since Qt last laid the rows out (see doItemsLayout), and
        # whether anything else (rows removed, a reset) asked for that layout too
        self._appended: int | None = None
        self._whole = True
        # the bar repaints where its handle moved, not whole (issue 14)
        self.setVerticalScrollBar(HandleScrollBar(self))
        # kept, not asked for each new score (each call into Qt costs a few microseconds)
        self._bar = self.verticalScrollBar()
        self._rows_header = self.verticalHeader()
        self._viewport = self.viewport()
        self.setObjectName("scoreLog")
        self.setModel(model)
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
        # (column, text, width for wrapping or None) -> the delegate's size hint: the
        # model's other roles are the same down a column, so a text is measured once
        self._sizes: dict[tuple[int, str, int | None], tuple[int, int]] = {}
        self._log = model
        # the vertical header's hint and its least and greatest section size, in pixels
        self._header_bounds: tuple[int, int, int] | None = None
        # the height of a one-line row, which new rows get (the vertical header's default
        # section size); None until measured with a row to measure
        self._one_line: int | None = None
        self._widest = dict.fromkeys(_NARROW, 0)  # the widest cell of each, in pixels
        # the two names, the widest digit, and the height of a narrow cell holding any
        # text they make (see `_held`), measured with the columns
        self._names: tuple[str, ...] = ()
        self._digit = "0"
        self._narrow_height = 0
        self._stale = True  # rows or columns not measured yet (hidden, or not yet shown)
        self._fitting = False
        model.rowsAboutToBeRemoved.connect(self._layout_whole)
        model.modelAboutToBeReset.connect(self._layout_whole)
        model.layoutAboutToBeChanged.connect(self._layout_whole)
        model.rowsInserted.connect(self._rows_added)
        model.dataChanged.connect(self._refit)
        model.modelReset.connect(self._reset)
        model.headerDataChanged.connect(self._refit)
        header.sectionResized.connect(self._column_resized)

    # --- Qt events ------------------------------------------------------------------------

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if self._stale:
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
        bar = self._bar
        newest_shown = bar.value() >= bar.maximum()
        super().updateGeometries()
        if newest_shown and bar.value() < bar.maximum():
            bar.setValue(bar.maximum())

    def doItemsLayout(self) -> None:  # noqa: N802 (Qt API)
        """Qt's delayed layout of the rows. After rows were only appended, and painted
        by `_rows_added`, the rows are laid out as Qt does, but not all painted again
        (Qt paints every visible row: 8-20 ms of text layout a score with the dock
        shown, issue 14). Anything else (rows removed, a reset): as Qt does."""
        first, whole, self._appended, self._whole = self._appended, self._whole, None, False
        if first is None or whole or not self._rows_header.updatesEnabled():
            super().doItemsLayout()
            return
        self.updateGeometries()

    def _layout_whole(self, *_) -> None:
        """Rows removed, reset or reordered: the next layout paints every row (Qt's)."""
        self._whole = True

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._sizes.clear()  # every text measures differently now
            self._header_bounds = self._one_line = None
            self._whole = True  # and looks different: the next layout paints every row
            self._refit()

    # --- when to measure ------------------------------------------------------------------

    def _rows_added(self, parent: QModelIndex, first: int, last: int) -> None:
        """Measure the new rows alone (columns widen if a new text is wider), then show
        the newest if the newest was shown (a reader scrolled back stays where they are);
        while hidden, only note that there is measuring to do."""
        if self._appended is None:
            self._appended = first
        if not self.isVisible() or self._stale or self._one_line is None:
            self._whole = True  # every row measured again: all painted again too
            self._refit()
            if self.isVisible():
                self._show_newest()
            return
        bar = self._bar
        newest_shown = bar.value() >= bar.maximum()  # the range is still the old one here
        rows = [(row, self._log.rowTexts(row)) for row in range(first, last + 1)]
        cell, widest, widened, held = self._cell, self._widest, False, self._held
        for row, texts in rows:
            for column in _NARROW:
                if held(column, texts[column]):
                    continue  # the column was sized for it when shown
                width = cell(row, column, texts[column])[0]
                if width > widest[column]:
                    widest[column], widened = width, True
        if widened:
            self._fit_columns()  # "Scored for" narrows: every row is measured again
        header, viewport = self._rows_header, self._viewport
        # A wrapped new row is resized unheard by the table, which would paint every row
        # below it (all the rows when the log scrolls): it is painted below.
        blocked = header.blockSignals(not widened)
        try:
            for row, texts in rows:
                height = self._row_height(row, texts)
                if height != self._one_line:  # a new row is that tall: nothing for Qt to redo
                    self.setRowHeight(row, height)
        finally:
            header.blockSignals(blocked)
        if newest_shown:  # to the new end: the range Qt's next layout gives (per pixel)
            bar.setEnd(max(0, header.length() - viewport.height()))  # rows move with their pixels
        # the new rows where they are now, in one paint with what scrolling uncovered
        top = max(self.rowViewportPosition(first), 0)
        bottom = min(self.rowViewportPosition(last) + self.rowHeight(last), viewport.height())
        if top < bottom:
            viewport.update(0, top, viewport.width(), bottom - top)

    def _reset(self) -> None:
        """A new log (undo, redo, new game): measured again, its newest score shown."""
        self._refit()
        if self.isVisible():
            self._show_newest()

    def _refit(self, *_) -> None:
        """Measure every row again, now if shown, else once shown."""
        self._stale = True
        if self.isVisible():
            self._fit_all()

    def _column_resized(self, column: int, old: int, new: int) -> None:  # noqa: ARG002
        if column == ScoreLogModel.WHAT and not self._fitting:
            if self.isVisible():
                self._fit_rows(new)  # columnWidth() still says the old width here
            else:
                self._stale = True

    # --- measuring ------------------------------------------------------------------------

    def _fit_all(self) -> None:
        """Every column to the widest text it holds or can hold, then every row to its
        wrapped text."""
        self._fitting = True
        try:
            texts = [self._texts(row) for row in range(self.model().rowCount())]
            held = self._measure_held()
            for column in _NARROW:
                self._widest[column] = max(
                    [held[column]] + [self._cell(row, column, row_texts[column])[0]
                                      for row, row_texts in enumerate(texts)
                                      if not self._held(column, row_texts[column])])
            self._fit_columns()
        finally:
            self._fitting = False
        if texts:
            # New rows come as tall as a one-line row (most are: pegging scores), so
            # only a wrapped row is resized (issue 14). That resizes every row: first.
            least_hint, least, most = self._vertical_bounds(0)
            self._one_line = min(max(least_hint, least), most)  # as `_row_height` gives
            if self.verticalHeader().defaultSectionSize() != self._one_line:
                self.verticalHeader().setDefaultSectionSize(self._one_line)
        self._fit_rows(texts=texts)
        self._stale = False

    def _fit_columns(self) -> None:
        """The narrow columns as `ResizeToContents` sizes them: the wider of the header's
        text and the widest cell, within the header's bounds."""
        header = self.horizontalHeader()
        grid = 1 if self.showGrid() else 0
        for column in _NARROW:
            width = max(header.sectionSizeHint(column), self._widest[column] + grid)
            width = min(max(width, header.minimumSectionSize()), header.maximumSectionSize())
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)

    def _fit_rows(self, width: int | None = None, texts: list[list[str]] | None = None
                  ) -> None:
        """Every row to its `texts` (None: as the model gives them), "Scored for" `width`
        pixels wide (None: as it is); the newest stays in view if it was."""
        bar = self.verticalScrollBar()
        newest_shown = bar.value() >= bar.maximum()
        for row in range(self.model().rowCount()):
            row_texts = self._texts(row) if texts is None else texts[row]
            self.setRowHeight(row, self._row_height(row, row_texts, width))
        if newest_shown:
            self._show_newest()

    def _show_newest(self) -> None:
        """Scroll to the newest row, by the rows' heights as they are now (Qt would take
        them into the scroll range only on its next turn of the event loop)."""
        self.updateGeometries()
        self.scrollToBottom()

    def _row_height(self, row: int, texts: list[str], width: int | None = None) -> int:
        """The height `ResizeToContents` gives a row (`sizeHintForRow`: the tallest cell
        at its column's width, wrapped), from the kept sizes of its `texts`, with "Scored
        for" `width` pixels wide (None: as it is)."""
        if width is None:
            width = self.columnWidth(ScoreLogModel.WHAT)
        grid = 1 if self.showGrid() else 0
        cell, held = self._cell, self._held
        hint = max([cell(row, _WHAT, texts[_WHAT], width - grid)[1], self._narrow_height] +
                   [cell(row, column, texts[column])[1] for column in _NARROW
                    if not held(column, texts[column])]) + grid
        # ResizeToContents takes the larger of that and the (hidden) vertical header's
        # own hint, within the header's bounds
        least_hint, least, most = self._vertical_bounds(row)
        return min(max(hint, least_hint, least), most)

    def _vertical_bounds(self, row: int) -> tuple[int, int, int]:
        """The (hidden) vertical header's size hint for `row`, the same for every row
        (the model gives that header no texts), and its least and greatest section size,
        in pixels; kept until the font or style changes. `row` must exist."""
        if self._header_bounds is None:
            header = self.verticalHeader()
            self._header_bounds = (header.sectionSizeHint(row), header.minimumSectionSize(),
                                   header.maximumSectionSize())
        return self._header_bounds

    def _held(self, column: int, text: str) -> bool:
        """Whether narrow `column` was sized for `text` when shown (a name, a number of
        at most its digits, or nothing): no wider nor taller than `_measure_held` says."""
        if column == _PLAYER:
            return text in self._names or not text
        return len(text) <= _DIGITS[column] and (text.isdigit() or not text)

    def _measure_held(self) -> dict[int, int]:
        """Measure what each narrow column can hold (see `_held`); returns the widest
        of each, in pixels, and keeps the tallest as `_narrow_height`."""
        sample = self._sample
        digits = [(sample(str(digit)), str(digit)) for digit in range(10)]
        self._digit = max(digits)[1]  # the widest digit (most fonts: all alike)
        self._names = tuple(self._log.playerNames())
        sizes = {column: sample(self._digit * _DIGITS[column]) for column in _DIGITS}
        sizes[_PLAYER] = max(sample(name) for name in self._names)
        self._narrow_height = max(size[1] for size in sizes.values())
        return {column: size[0] for column, size in sizes.items()}

    def _sample(self, text: str) -> tuple[int, int]:
        """The size, (width, height) in pixels, the style gives a one-line cell showing
        `text` in the table's font (as the delegate measures a cell with no font, icon
        or check box of its own), kept by text."""
        key = (None, text, None)
        size = self._sizes.get(key)
        if size is None:
            option = QStyleOptionViewItem()
            self.initViewItemOption(option)
            option.features |= QStyleOptionViewItem.ViewItemFeature.HasDisplay
            option.text = text
            hint = self.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option,
                                                 QSize(), self)
            size = self._sizes[key] = (hint.width(), hint.height())
        return size

    def _texts(self, row: int) -> list[str]:
        """The texts of a row, column by column (as `data` gives them, in one call)."""
        return self._log.rowTexts(row)

    def _cell(self, row: int, column: int, text: str, wrap: int | None = None
              ) -> tuple[int, int]:
        """The delegate's size hint, (width, height) in pixels, of the cell showing
        `text`, as the table asks for it (wrapped at `wrap` pixels if given), kept by text."""
        key = (_MEASURED_AS[column], text, wrap)
        size = self._sizes.get(key)
        if size is None:
            index = self._log.index(row, column)
            if len(self._sizes) >= _KEEP_SIZES:  # a long match, the dock resized often
                self._sizes.clear()
            option = QStyleOptionViewItem()
            self.initViewItemOption(option)
            if wrap is not None:  # as QTableView bounds a wrapped text: by its column
                option.rect = QRect(0, 0, max(wrap, 0), 1)
            hint = self.itemDelegateForIndex(index).sizeHint(option, index)
            size = self._sizes[key] = (hint.width(), hint.height())
        return size
