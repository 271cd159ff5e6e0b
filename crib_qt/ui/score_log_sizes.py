"""The sizes of the score log's cells, as its table would measure them, kept by text."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem, QTableView

from ..models import ScoreLogModel

__all__ = ["NARROW", "WHAT", "LogSizes"]

HAND, PLAYER, WHAT, POINTS, TOTAL = (ScoreLogModel.HAND, ScoreLogModel.PLAYER,
                                     ScoreLogModel.WHAT, ScoreLogModel.POINTS,
                                     ScoreLogModel.TOTAL)
# Sized to their widest text; "Scored for" takes the rest of the width and wraps.
NARROW = (HAND, PLAYER, POINTS, TOTAL)
# The columns of numbers: the model gives their cells the same roles but the text (right
# aligned, no font, colour or icon of their own) and one delegate, so a text measures the
# same in each.
_MEASURED_AS = {HAND: POINTS, PLAYER: PLAYER, WHAT: WHAT, POINTS: POINTS, TOTAL: POINTS}
_KEEP_SIZES = 5000  # measured texts kept, at most (a few hundred bytes each)
# The numbers each column can hold, in digits: hand numbers within their game (a game of
# 100 hands would widen the column then), the points of one score (at most 29), the
# total (121).
_DIGITS = {HAND: 2, POINTS: 2, TOTAL: 3}
_CT_ITEM = QStyle.ContentsType.CT_ItemViewItem
_HAS_DISPLAY = QStyleOptionViewItem.ViewItemFeature.HasDisplay


class LogSizes:
    """What a `ScoreLogView` measures: the delegate's size hint of each cell, kept by
    (column, text, wrapping width), what the narrow columns can hold, and the height
    `QHeaderView.ResizeToContents` gives a row.

    A plain Python object, not a QObject, with the few Qt methods it calls looked up
    once: PySide looks up an attribute of a QObject or a Qt method ten times slower than
    Python does its own, and a new score asks for some fifty (issue 14).

    Args:
        view: the table measured (its style, font, delegates and vertical header).
        log: the model it shows.
    """

    __slots__ = ("_column_width", "_digit", "_grid", "_header_bounds", "_log", "_names",
                 "_sizes", "_view", "narrow_height", "widest")

    def __init__(self, view: QTableView, log: ScoreLogModel) -> None:
        self._view = view
        self._log = log
        # (column, text, width for wrapping or None) -> the delegate's size hint: the
        # model's other roles are the same down a column, so a text is measured once
        self._sizes: dict[tuple[int | None, str, int | None], tuple[int, int]] = {}
        # the vertical header's hint and its least and greatest section size, in pixels
        self._header_bounds: tuple[int, int, int] | None = None
        # the two names, the widest digit, and the height of a narrow cell holding any
        # text they make (see `held`), measured with the columns
        self._names: tuple[str, ...] = ()
        self._digit = "0"
        self.narrow_height = 0
        self.widest = dict.fromkeys(NARROW, 0)  # the widest cell of each, in pixels
        self._grid = 1  # the grid line's width, in pixels (0 without a grid)
        self._column_width = view.columnWidth

    def clear(self) -> None:
        """Forget every size (the font or the style changed: every text measures
        differently now)."""
        self._sizes.clear()
        self._header_bounds = None

    def grid(self) -> int:
        """The width of the grid line between cells, in pixels, as the table adds it to
        each cell's hint; read again by `measure_held`."""
        return self._grid

    def row_height(self, row: int, texts: list[str], width: int | None = None) -> int:
        """The height `ResizeToContents` gives a row (`sizeHintForRow`: the tallest cell
        at its column's width, wrapped), from the kept sizes of its `texts`, with "Scored
        for" `width` pixels wide (None: as it is)."""
        if width is None:
            width = self._column_width(WHAT)
        grid, cell, held = self._grid, self.cell, self.held
        hint = cell(row, WHAT, texts[WHAT], width - grid)[1]
        hint = max(hint, self.narrow_height)
        for column in NARROW:
            text = texts[column]
            if not held(column, text):
                hint = max(hint, cell(row, column, text)[1])
        hint += grid
        # ResizeToContents takes the larger of that and the (hidden) vertical header's
        # own hint, within the header's bounds
        least_hint, least, most = self.vertical_bounds(row)
        return min(max(hint, least_hint, least), most)

    def vertical_bounds(self, row: int) -> tuple[int, int, int]:
        """The (hidden) vertical header's size hint for `row`, the same for every row
        (the model gives that header no texts), and its least and greatest section size,
        in pixels; kept until the font or style changes. `row` must exist."""
        if self._header_bounds is None:
            header = self._view.verticalHeader()
            self._header_bounds = (header.sectionSizeHint(row), header.minimumSectionSize(),
                                   header.maximumSectionSize())
        return self._header_bounds

    def held(self, column: int, text: str) -> bool:
        """Whether narrow `column` was sized for `text` when shown (a name, a number of
        at most its digits, or nothing): no wider nor taller than `measure_held` says."""
        if column == PLAYER:
            return text in self._names or not text
        return len(text) <= _DIGITS[column] and (text.isdigit() or not text)

    def measure_held(self) -> dict[int, int]:
        """Measure what each narrow column can hold (see `held`); returns the widest
        of each, in pixels, and keeps the tallest as `narrow_height`."""
        self._grid = 1 if self._view.showGrid() else 0
        sample = self.sample
        digits = [(sample(str(digit)), str(digit)) for digit in range(10)]
        self._digit = max(digits)[1]  # the widest digit (most fonts: all alike)
        self._names = tuple(self._log.playerNames())
        sizes = {column: sample(self._digit * _DIGITS[column]) for column in _DIGITS}
        sizes[PLAYER] = max(sample(name) for name in self._names)
        self.narrow_height = max(size[1] for size in sizes.values())
        return {column: size[0] for column, size in sizes.items()}

    def sample(self, text: str) -> tuple[int, int]:
        """The size, (width, height) in pixels, the style gives a one-line cell showing
        `text` in the table's font (as the delegate measures a cell with no font, icon
        or check box of its own), kept by text."""
        key = (None, text, None)
        size = self._sizes.get(key)
        if size is None:
            view = self._view
            option = QStyleOptionViewItem()
            view.initViewItemOption(option)
            option.features |= _HAS_DISPLAY
            option.text = text
            hint = view.style().sizeFromContents(_CT_ITEM, option, QSize(), view)
            size = self._sizes[key] = (hint.width(), hint.height())
        return size

    def cell(self, row: int, column: int, text: str, wrap: int | None = None
             ) -> tuple[int, int]:
        """The delegate's size hint, (width, height) in pixels, of the cell showing
        `text`, as the table asks for it (wrapped at `wrap` pixels if given), kept by
        text."""
        key = (_MEASURED_AS[column], text, wrap)
        size = self._sizes.get(key)
        if size is None:
            view = self._view
            index = self._log.index(row, column)
            if len(self._sizes) >= _KEEP_SIZES:  # a long match, the dock resized often
                self._sizes.clear()
            option = QStyleOptionViewItem()
            view.initViewItemOption(option)
            if wrap is not None:  # as QTableView bounds a wrapped text: by its column
                option.rect = QRect(0, 0, max(wrap, 0), 1)
            hint = view.itemDelegateForIndex(index).sizeHint(option, index)
            size = self._sizes[key] = (hint.width(), hint.height())
        return size
