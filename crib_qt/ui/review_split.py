"""How the game or match review (ui/coach_review_dialog.py) shares its height between
its decisions and the selected discard's table (play-test 32 item 2): the discard table
gets all of its 15 ways to discard where the screen has the room, the decisions keep
`DECISIONS_KEPT` rows where it has not, and the player may move the handle between
them: the discard table's height they chose is remembered (QSettings
`DISCARD_HEIGHT_KEY`) for the next review. Before, both tables gave up room in
proportion, and the longer decisions' table left the discard table some 3 rows."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtWidgets import QLabel, QScrollBar, QSplitter, QVBoxLayout, QWidget

from .whole_table import WholeTableView

__all__ = ["DECISIONS_KEPT", "DISCARD_HEIGHT_KEY", "ReviewSplitter"]

#: The decisions' rows (at most) kept in sight above the discard table where the screen
#: has no room for both whole (800 x 600: 5 of 25 beside all 15 ways to discard).
DECISIONS_KEPT = 5
#: QSettings key: the discard table's height (Qt's pixels) the player last chose.
DISCARD_HEIGHT_KEY = "review/discardTableHeight"
_WIDE = 1 << 20  # pixels: wider than any table, so no scroll bar is counted


class ReviewSplitter(QSplitter):
    """A vertical splitter of the decisions' `view` with the `detail` under it, above
    the `discard` table; the discard table hidden (a play selected), the decisions get
    all of it. For `scrolled_content.fit_dialog` it is the scrolled area: its
    `heightFor(width)` is all of both parts, its vertical scroll bar the decisions'
    (beside which a dialog too short for them is made wider).

    Args:
        view: the decisions' table (`WholeTableView`).
        detail: the label that says what the expert made of the decision selected.
        discard: the discard table (`WholeTableView`: its `heightFor` is all its rows).
        parent: the dialog.
    """

    def __init__(self, view: WholeTableView, detail: QLabel, discard: WholeTableView,
                 parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self._view, self._detail, self._discard = view, detail, discard
        self.setObjectName("reviewSplitter")
        self.setChildrenCollapsible(False)  # neither table is ever lost
        top = QWidget(self)
        column = QVBoxLayout(top)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(view)
        column.addWidget(detail)
        self.addWidget(top)
        self.addWidget(discard)
        # as far from the detail as the dialog's parts are from each other
        self.setHandleWidth(max(self.handleWidth(), column.spacing()))
        self.setStretchFactor(0, 1)  # a taller dialog: more decisions
        self.setStretchFactor(1, 0)
        self.splitterMoved.connect(self._chosen)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self.share(event.size())
        super().resizeEvent(event)

    def wanted(self, width: int) -> int:
        """The discard table's height (pixels) where there is room, `width` pixels wide:
        all of its rows, or less if the player chose less (`DISCARD_HEIGHT_KEY`)."""
        whole = self._discard.heightFor(width)
        chosen = QSettings().value(DISCARD_HEIGHT_KEY, 0, int)
        return min(chosen, whole) if chosen > 0 else whole

    def share(self, size: QSize | None = None) -> None:
        """Share the splitter's height (of `size`, pixels; None: its own) between the
        two: the discard table `wanted`, the decisions the rest where that leaves them
        `DECISIONS_KEPT` rows (or all they have, if fewer) with the detail, else the
        two tables share alike what the detail leaves (scale 2 on 1366 x 768: 3 rows
        each, each with its scroll bar). Nothing while the discard
        table is hidden (the decisions have it all)."""
        if self._discard.isHidden():
            return
        size = self.contentsRect().size() if size is None else size
        total = size.height() - self.handleWidth()
        least = self._decisions_least(size.width())
        half = (total - self._detail_height(size.width())) // 2  # of the two tables'
        discard = min(self.wanted(size.width()), max(total - least, half))
        self.setSizes([total - discard, discard])

    def heightFor(self, width: int) -> int:
        """The height (pixels) that shows all of the decisions, the detail and the
        discard table `wanted`, `width` pixels wide."""
        height = self._view.heightFor(width) + self._detail_height(width)
        if not self._discard.isHidden():
            height += self.handleWidth() + self.wanted(width)
        return height

    def verticalScrollBar(self) -> QScrollBar:
        """The decisions' vertical scroll bar (`fit_dialog` makes room for it)."""
        return self._view.verticalScrollBar()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # the tables' own hints, measured now: the layout of the part above the handle
        # keeps the hint it had until laid out again (the old language's columns)
        width = self._view.sizeHint().width()
        if not self._discard.isHidden():
            width = max(width, self._discard.sizeHint().width())
        return QSize(width, self.heightFor(width))

    def _decisions_least(self, width: int) -> int:
        """The height (pixels) of the decisions' table with its header and
        `DECISIONS_KEPT` rows, and of the detail under it, `width` pixels wide. The
        rows as high as at the columns' own widths (`heightFor`: one line each), not
        as measured while the columns were narrower (two lines, until laid out)."""
        view, rows = self._view, self._view.model().rowCount()
        header = view.horizontalHeader()
        frame = 2 * view.frameWidth() + (header.sizeHint().height()
                                         if not header.isHidden() else 0)
        kept = ((view.heightFor(_WIDE) - frame) * min(DECISIONS_KEPT, rows) // rows
                if rows else 0)
        return frame + kept + self._detail_height(width)

    def _detail_height(self, width: int) -> int:
        """The detail's height under the decisions (pixels), `width` pixels wide, with
        the space above it."""
        return (self._detail.heightForWidth(width) + self._view.parentWidget().layout().spacing()
                if not self._detail.isHidden() and self._detail.text() else 0)

    def _chosen(self, *_) -> None:
        """The player moved the handle: the discard table's height is theirs."""
        QSettings().setValue(DISCARD_HEIGHT_KEY, self.sizes()[1])
