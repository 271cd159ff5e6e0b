"""Tables that ask for all of their rows and columns: `WholeTableView`, whose size hint
and `heightFor(width)` let `scrolled_content.fit_dialog` open a dialog to show all of a
table where the screen has the room (the coach's discard table and match review), the
rows measured as ResizeToContents makes them at the columns' own widths (`rows_height`,
also the Keys' table's), and measured again once the columns have their widths
(`rows_follow_columns`)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

__all__ = ["WholeTableView", "rows_follow_columns", "rows_height"]


class WholeTableView(QTableView):
    """A table that scrolls its own rows (a keyboard or a screen reader moves row by row)
    whose size hint is all of its columns and rows, as ResizeToContents makes them (Qt's
    is a fixed 256 x 192), so `fit_dialog` opens its dialog to show them where the screen
    has the room."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        widths = self._columnWidths()
        return QSize(self._wholeWidth(widths), self._wholeHeight(widths))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        # As tall as all of its rows, it needs no scroll bar: a row measured while its
        # column was narrower, two lines high (pt_BR's "Do especialista" after a language
        # change), brought one, which kept the stretched column narrow and the row high.
        whole = self.height() >= self._wholeHeight(self._columnWidths())  # event: the viewport's
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if whole
                                        else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        super().resizeEvent(event)

    def _columnWidths(self) -> list[tuple[int, int]]:
        """(column, pixels) of each shown column as ResizeToContents makes it (each
        column's contents measured: call once per size asked for)."""
        header = self.horizontalHeader()
        widths = [(column, max(self.sizeHintForColumn(column), header.sectionSizeHint(column)))
                  for column in range(header.count()) if not header.isSectionHidden(column)]
        if widths and header.stretchLastSection():
            # Qt keeps a stretched last section as wide as it was when stretched, the
            # default section size (the discard table's "Choice": 100 of its 63 pixels)
            widths[-1] = (widths[-1][0], max(widths[-1][1], header.defaultSectionSize()))
        return widths

    def _wholeWidth(self, widths: list[tuple[int, int]]) -> int:
        """The width (pixels) the columns of `widths` (`_columnWidths`) need, the row
        header and frame included."""
        rows = self.verticalHeader()
        return sum(width for _, width in widths) + 2 * self.frameWidth() + (
            rows.sizeHint().width() if not rows.isHidden() else 0)

    def _wholeHeight(self, widths: list[tuple[int, int]]) -> int:
        """The height (pixels) all of the rows need at the columns' `widths`
        (`_columnWidths`), header and frame included, no scroll bar."""
        header = self.horizontalHeader()
        return rows_height(self, widths) + 2 * self.frameWidth() + (
            header.sizeHint().height() if not header.isHidden() else 0)

    def heightFor(self, width: int) -> int:
        """The height (pixels) all of the rows need, header and frame included (and a
        scroll bar below them where `width` pixels are narrower than the columns); the
        rows as high as at the columns' own widths, not at those of the moment (before
        the dialog is shown a stretched last column is 100 pixels wide: the review's
        "Yours and the expert's" took two lines)."""
        widths = self._columnWidths()
        height = self._wholeHeight(widths)
        if width < self._wholeWidth(widths):
            height += self.horizontalScrollBar().sizeHint().height()
        return height


def rows_follow_columns(view: QTableView) -> None:
    """Measure `view`'s rows (ResizeToContents) again once its columns have their widths,
    once for all of a layout's resized columns. Qt measures rows as their data changes,
    at the column widths of that moment: a text that came in while its column was
    narrower (the match review's verdicts; the discard table's "Do especialista" after
    a language change, its stretched column not yet widened) left its row two lines
    high once the columns widened; measured again, a row is two lines only where its
    text wraps."""
    remeasure = QTimer(view)
    remeasure.setSingleShot(True)
    remeasure.setInterval(0)
    remeasure.timeout.connect(view.resizeRowsToContents)
    view.horizontalHeader().sectionResized.connect(remeasure.start)


def rows_height(view: QTableView, widths: list[tuple[int, int]]) -> int:
    """The height (pixels) of all of `view`'s shown rows as ResizeToContents makes them
    once its columns have `widths` ((column, pixels)), measured before it is laid out
    (Qt's `sizeHintForRow` wraps at the columns' widths of the moment)."""
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    rows = view.verticalHeader()
    height = 0
    for row in range(rows.count()):
        if rows.isSectionHidden(row):
            continue
        needed = 0
        for column, column_width in widths:
            index = view.model().index(row, column)
            option.rect = QRect(0, 0, column_width, max(1, view.rowHeight(row)))
            needed = max(needed, view.itemDelegateForIndex(index).sizeHint(
                option, index).height())
        needed += 1 if view.showGrid() else 0  # as QTableView.sizeHintForRow
        height += min(max(needed, rows.sectionSizeHint(row), rows.minimumSectionSize()),
                      rows.maximumSectionSize())
    return height
