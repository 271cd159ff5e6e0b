"""A scroll bar that repaints only where its handle was and is, for a log that grows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtWidgets import QAbstractSlider, QScrollBar, QStyle, QStyleOptionSlider, QWidget

__all__ = ["HandleScrollBar"]

# what moves or resizes the handle alone (the steps: its length follows the page step)
_MOVES = (QAbstractSlider.SliderChange.SliderValueChange,
          QAbstractSlider.SliderChange.SliderRangeChange,
          QAbstractSlider.SliderChange.SliderStepsChange)
_CC_SCROLL_BAR = QStyle.ComplexControl.CC_ScrollBar
_HANDLE = QStyle.SubControl.SC_ScrollBarSlider
_MARGIN = 4  # pixels repainted past each end of the handle
_TRANSIENT = QStyle.StyleHint.SH_ScrollBar_Transient
_FORGET = (QEvent.Type.StyleChange, QEvent.Type.EnabledChange, QEvent.Type.PaletteChange,
           QEvent.Type.LayoutDirectionChange)


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
        # (the handle's rectangle, the range empty, at the minimum, at the maximum) as
        # last repainted; None: not known (the next move repaints the whole bar)
        self._drawn: tuple[QRect, bool, bool, bool] | None = None
        self._held = False
        self._fill_background()

    def setEnd(self, maximum: int) -> None:  # noqa: N802 (Qt naming)
        """The range to `maximum` (pixels, at least the minimum) and the value to it,
        repainted once for both."""
        self._held = True
        try:
            self.setMaximum(maximum)
            self.setValue(maximum)
        finally:
            self._held = False
        self._repaint_moved()

    def sliderChange(self, change: QAbstractSlider.SliderChange) -> None:  # noqa: N802 (Qt API)
        """Qt's hook after a change of value, range, steps or orientation."""
        # QAbstractSlider's own only repaints the whole bar (QScrollBar adds nothing)
        if change not in _MOVES:
            self._drawn = None
            super().sliderChange(change)  # the whole bar, as Qt
        elif not self._held:
            self._repaint_moved()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self._drawn = None  # repainted whole: known again at the next move
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() in _FORGET:
            self._drawn = None
            if event.type() == QEvent.Type.StyleChange:
                self._fill_background()

    def _repaint_moved(self) -> None:
        """Ask for the repaint of what the value or range change since the last one
        changed: from the old handle to the new, or the whole bar."""
        old = self._drawn
        new = self._drawn = self._state()
        if old is None or old[1:] != new[1:]:
            self.update()
        elif new[0] != old[0]:
            # across the whole bar, and a few pixels past each end of the handle: styles
            # draw its outline just outside its rectangle (Fusion: one pixel above)
            span = old[0].united(new[0])
            if self.orientation() == Qt.Orientation.Vertical:
                span = QRect(0, span.top() - _MARGIN, self.width(), span.height() + 2 * _MARGIN)
            else:
                span = QRect(span.left() - _MARGIN, 0, span.width() + 2 * _MARGIN, self.height())
            self.update(span)

    def _fill_background(self) -> None:
        """An opaque bar, unless the style draws it over the view it scrolls."""
        self.setAutoFillBackground(not self.style().styleHint(_TRANSIENT, None, self))

    def _state(self) -> tuple[QRect, bool, bool, bool]:
        """(the handle's rectangle in pixels of the bar, as the style places it now;
        the range empty; the value at the minimum; at the maximum)."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        handle = self.style().subControlRect(_CC_SCROLL_BAR, option, _HANDLE, self)
        low, high, value = self.minimum(), self.maximum(), self.value()
        return handle, low == high, value <= low, value >= high
