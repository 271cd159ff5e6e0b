"""A table's columns fitted to its width (the Coach dock at 800 x 600, issue 19): no
sideways scrolling, every column readable in every language.

Each column is as wide as its header and cells want when all fit; else each keeps at
least its longest word (header or cell), the room left goes first to the columns that
read best on one line (the Coach's decision and verdict: "Play at 11", "Costly"), each
made whole while there is room for it, fewest pixels first, and what is left is shared
by what each column would still like, its texts wrapping at spaces; the last column
takes what is over. The
header wraps too, and grows to its tallest wrapped title. Nothing is elided: a cell's
full text stays its text (and screen readers read the model's, unchanged). Only when
even the longest words cannot fit (a very large font) does the scroll bar come back.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHeaderView, QTableView

__all__ = ["ColumnFitter"]

_WRAP = Qt.TextFlag.TextWordWrap


def _widest_word(metrics: QFontMetrics, text: str) -> int:
    return max((metrics.horizontalAdvance(word) for word in text.split()), default=0)


def _widest_line(metrics: QFontMetrics, text: str) -> int:
    """The width of `text`'s longest line (a cell of two lines: a name over a decision)."""
    return max(metrics.horizontalAdvance(line) for line in text.split("\n"))


class ColumnFitter(QObject):
    """Keeps `view`'s columns within its viewport's width (see the module), refitting
    after a new size, new rows or texts, or a language change.

    Args:
        view: the `QTableView` (its header's sections are set Fixed, by this object).
        unbroken: which columns' cells must not wrap (by the view's column number; a
            row of cards reads as one), default none.
        whole: which columns get room to show their cells on one line before the
            others get more than their longest words (they still wrap where even that
            room is not there), default none.
    """

    def __init__(self, view: QTableView, unbroken=lambda column: False,
                 whole=lambda column: False) -> None:
        super().__init__(view)
        self._view, self._unbroken, self._whole = view, unbroken, whole
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | _WRAP)
        view.setWordWrap(True)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        view.viewport().installEventFilter(self)
        view.installEventFilter(self)
        model = view.model()
        for signal in (model.modelReset, model.dataChanged, model.headerDataChanged,
                       model.layoutChanged, model.rowsInserted, model.columnsInserted,
                       model.columnsRemoved):
            signal.connect(self._timer.start)
        self.fit()

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange,
                            QEvent.Type.StyleChange, QEvent.Type.LanguageChange):
            self._timer.start()
        return False

    def widths(self, available: int) -> list[int]:
        """The columns' widths in pixels for `available` pixels (the viewport's width)."""
        view, header = self._view, self._view.horizontalHeader()
        model = view.model()
        columns = model.columnCount()
        bold = QFont(view.font())
        bold.setBold(True)  # costly rows are bold: the widest a cell gets
        cell = QFontMetrics(bold)
        head = header.fontMetrics()
        margin = 2 * (view.style().pixelMetric(view.style().PixelMetric.PM_FocusFrameHMargin,
                                               None, view) + 1) + 2
        head_margin = 2 * view.style().pixelMetric(view.style().PixelMetric.PM_HeaderMargin,
                                                   None, header) + 2
        wants, least = [], []
        for column in range(columns):
            title = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            texts = [str(model.index(row, column).data() or "")
                     for row in range(model.rowCount())]
            wants.append(max([head.horizontalAdvance(title) + head_margin]
                             + [_widest_line(cell, t) + margin for t in texts]))
            word = (lambda text: _widest_line(cell, text)) if self._unbroken(column) else (
                lambda text: _widest_word(cell, text))
            least.append(max([_widest_word(head, title) + head_margin]
                             + [word(t) + margin for t in texts]))
        if sum(wants) <= available:
            return wants
        spare = max(0, available - sum(least))
        widths = list(least)
        for column in sorted((c for c in range(columns) if self._whole(c)),
                             key=lambda c: wants[c] - least[c]):
            if wants[column] - least[column] <= spare:
                spare -= wants[column] - least[column]
                widths[column] = wants[column]
        more = [w - m for w, m in zip(wants, widths)]
        total = sum(more) or 1
        return [m + spare * extra // total for m, extra in zip(widths, more)]

    def fit(self) -> None:
        """Set the columns' widths and the header's height for the viewport now."""
        view, header = self._view, self._view.horizontalHeader()
        model = view.model()
        widths = self.widths(view.viewport().width())
        for column, width in enumerate(widths):
            header.resizeSection(column, width)
        head = header.fontMetrics()
        margin = 2 * view.style().pixelMetric(view.style().PixelMetric.PM_HeaderMargin,
                                              None, header) + 2
        tallest = max((head.boundingRect(QRect(0, 0, max(1, w - margin), 10_000), _WRAP,
                                         str(model.headerData(c, Qt.Orientation.Horizontal)
                                             or "")).height()
                       for c, w in enumerate(widths)), default=0)
        header.setMinimumHeight(tallest + 2 * margin)
        # the header caches its height for the old widths (a longer title wrapped)
        header.headerDataChanged(Qt.Orientation.Horizontal, 0, max(0, len(widths) - 1))
        view.resizeRowsToContents()
