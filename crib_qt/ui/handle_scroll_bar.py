"""A scroll bar that repaints only where its handle was and is, for a log that grows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractSlider, QScrollBar, QStyle, QStyleOptionSlider, QWidget

__all__ = ["HandleScrollBar"]

# what moves or resizes the handle alone (the steps: its length follows the page step)
_MOVES = (QAbstractSlider.SliderChange.SliderValueChange,
          QAbstractSlider.SliderChange.SliderRangeChange,
          QAbstractSlider.SliderChange.SliderStepsChange)
_CC_SCROLL_BAR = QStyle.ComplexControl.CC_ScrollBar
_HANDLE = QStyle.SubControl.SC_ScrollBarSlider
_MARGIN = 4  # pixels repainted past each end of the handle
_INT_MAX = 2**31 - 1
_TRANSIENT = QStyle.StyleHint.SH_ScrollBar_Transient
# what repaints the bar whole and may move its handle (a new screen's metrics, a font)
_FORGET = (QEvent.Type.StyleChange, QEvent.Type.EnabledChange, QEvent.Type.PaletteChange,
           QEvent.Type.LayoutDirectionChange, QEvent.Type.FontChange,
           QEvent.Type.DevicePixelRatioChange)


class HandleScrollBar(QScrollBar):
    """A `QScrollBar` for a view that scrolls with every new row (the score log).

    Qt repaints the whole bar when its value or range changes, and everything beneath
    it first (the window, the dock, the view's frame): on a tall log 1.5-3 ms a score,
    most of that frame (issue 14). This bar repaints only from where its handle was to
    where it is now, as long as the value stays off or on each end and the range stays
    empty or not (styles draw the arrows, the track or the whole bar differently
    there): the pixels a move can change, in any style that draws the track alike
    above and below the handle or marks only the part between. Anything else
    (orientation, a new size or style, hovering) repaints as Qt does.
    `setEnd` moves the range and the value in one repaint. Unless the style's bars are
    transient (drawn over the view), the bar fills its own background, so what is
    beneath it is not painted first.

    Args:
        parent: the owning widget (the scroll area sets it when given the bar).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = _Handle(self)
        self._fill_background()

    def setEnd(self, maximum: int, follow: bool = True) -> None:  # noqa: N802 (Qt naming)
        """The range to `maximum` (pixels, at least the minimum) and, if `follow`, the
        value to it, repainted once for both. A range that stays not empty changes
        unheard by the scroll area, which would lay its bars out again on the next turn
        of the event loop (a queued call, every score of the log, issue 14): the bar
        stays shown, nothing to lay out."""
        state = self._state
        state.held = True
        try:
            low = state.minimum()
            quiet = low < state.maximum() and low < maximum
            blocked = state.block(True) if quiet else False
            try:
                state.set_maximum(maximum)
            finally:
                if quiet:
                    state.block(blocked)
            if follow:
                state.set_value(maximum)
        finally:
            state.held = False
        state.repaint_moved()

    def sliderChange(self, change: QAbstractSlider.SliderChange) -> None:  # noqa: N802 (Qt API)
        """Qt's hook after a change of value, range, steps or orientation."""
        # QAbstractSlider's own only repaints the whole bar (QScrollBar adds nothing)
        state = self._state
        if state.held:  # within setEnd (a move): it repaints once after both changes
            return
        if change not in _MOVES:
            state.forget()
            super().sliderChange(change)  # the whole bar, as Qt
        else:
            state.repaint_moved()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self._state.forget()  # repainted whole: known again at the next move
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() in _FORGET:
            self._state.forget()
            if event.type() == QEvent.Type.StyleChange:
                self._fill_background()

    def _fill_background(self) -> None:
        """An opaque bar, unless the style draws it over the view it scrolls."""
        self.setAutoFillBackground(not self.style().styleHint(_TRANSIENT, None, self))


class _Handle:
    """Where a `HandleScrollBar`'s handle was last repainted, and the Qt methods that
    find where it is now, looked up once: a plain Python object, as PySide looks up a
    QObject's attributes and a Qt method several times slower than Python its own (the
    log's bar moves with every new score, issue 14).

    The handle's place comes from the style (`QStyle.subControlRect`), or, once the
    style has placed it as `QCommonStyle` does (Fusion, and most styles) at both ends
    and between for this bar's size, from that arithmetic, until the style, size or
    orientation changes: asking the style costs some 50-100 microseconds a score (its
    code and metrics are out of the caches after each frame)."""

    __slots__ = ("bar", "block", "drawn", "formula", "held", "init_option", "maximum",
                 "minimum", "option", "page", "position", "set_maximum", "set_value",
                 "style", "update", "value", "vertical")

    def __init__(self, bar: HandleScrollBar) -> None:
        self.bar = bar
        self.held = False  # within setEnd: one repaint after both changes
        # ((the handle's first pixel along the bar, its length), the range empty, at
        # the minimum, at the maximum) as last repainted; None: not known (the next move
        # repaints the whole bar)
        self.drawn: tuple[tuple[int, int], bool, bool, bool] | None = None
        self.option = QStyleOptionSlider()  # filled again for each move asked of the style
        self.style = None  # the bar's style and orientation, until they change
        self.vertical = True
        # (the bar's length, the buttons' extent, the handle's least length) for the
        # arithmetic, or None: ask the style
        self.formula: tuple[int, int, int] | None = None
        self.set_maximum, self.set_value = bar.setMaximum, bar.setValue
        self.minimum, self.maximum, self.block = bar.minimum, bar.maximum, bar.blockSignals
        self.value, self.position, self.page = bar.value, bar.sliderPosition, bar.pageStep
        self.init_option, self.update = bar.initStyleOption, bar.update

    def forget(self) -> None:
        """Style, orientation, size or state changed: repainted whole, measured again."""
        self.drawn = self.style = self.formula = None

    def repaint_moved(self) -> None:
        """Ask for the repaint of what the value or range change since the last one
        changed: from the old handle to the new, or the whole bar."""
        old = self.drawn
        new = self.drawn = self.now()
        if old is None or old[1:] != new[1:]:
            self.update()
        elif new[0] != old[0]:
            # across the whole bar, and a few pixels past each end of the handle: styles
            # draw its outline just outside its rectangle (Fusion: one pixel above)
            first = min(old[0][0], new[0][0]) - _MARGIN
            last = max(old[0][0] + old[0][1], new[0][0] + new[0][1]) + _MARGIN
            bar = self.bar
            if self.vertical:
                self.update(0, first, bar.width(), last - first)
            else:
                self.update(first, 0, last - first, bar.height())

    def now(self) -> tuple[tuple[int, int], bool, bool, bool]:
        """((the handle's first pixel along the bar, its length), the range empty; the
        value at the minimum; at the maximum), as the style places it now."""
        low, high, value = self.minimum(), self.maximum(), self.value()
        formula = self.formula
        if formula is not None:
            handle = _common_handle(formula, low, high, self.position(), self.page())
        else:
            handle = self.asked()
        return handle, low == high, value <= low, value >= high

    def asked(self) -> tuple[int, int]:
        """The handle's (first pixel, length) along the bar, asked of the style; and
        whether the arithmetic places it alike from now on (`formula`)."""
        option, bar = self.option, self.bar
        self.init_option(option)
        style = self.style
        if style is None:
            style = self.style = bar.style()
            self.vertical = bar.orientation() == Qt.Orientation.Vertical
        rect = style.subControlRect(_CC_SCROLL_BAR, option, _HANDLE, bar)
        handle = (rect.top(), rect.height()) if self.vertical else (rect.left(), rect.width())
        if self.formula is None and not option.upsideDown:
            self.formula = _checked_formula(style, option, bar, self.vertical)
        return handle


def _common_handle(formula: tuple[int, int, int], low: int, high: int, position: int,
                   page: int) -> tuple[int, int]:
    """The handle's (first pixel, length) along a bar as QCommonStyle places it: `formula`
    is (the bar's length, the buttons' extent, the handle's least length), in pixels."""
    length, extent, least = formula
    room = length - 2 * extent
    if high != low:
        span = high - low
        handle = page * room // (span + page)
        if handle < least or span > _INT_MAX // 2:
            handle = least
        handle = min(handle, room)
    else:
        handle = room
    return extent + QStyle.sliderPositionFromValue(low, high, position, room - handle), handle


def _checked_formula(style: QStyle, option: QStyleOptionSlider, bar: QWidget,
                     vertical: bool) -> tuple[int, int, int] | None:
    """(the bar's length, the buttons' extent, the handle's least length) if `style`
    places the handle of a bar this size as QCommonStyle does, at the ends of a few
    ranges and between (checked against `style.subControlRect`); else None."""
    length = option.rect.height() if vertical else option.rect.width()
    formula = (length, style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, option, bar),
               style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarSliderMin, option, bar))
    sample = QStyleOptionSlider(option)
    for high in (0, option.pageStep // 3, 5 * option.pageStep, 1000 * option.pageStep + 7):
        for position in sorted({0, high // 3, high}):
            sample.minimum, sample.maximum = 0, high
            sample.sliderPosition = sample.sliderValue = position
            rect = style.subControlRect(_CC_SCROLL_BAR, sample, _HANDLE, bar)
            asked = (rect.top(), rect.height()) if vertical else (rect.left(), rect.width())
            thick = rect.width() if vertical else rect.height()
            breadth = option.rect.width() if vertical else option.rect.height()
            if asked != _common_handle(formula, 0, high, position, option.pageStep) \
                    or thick != breadth:
                return None
    return formula
