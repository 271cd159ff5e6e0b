"""The push button drawn in the scene, so it scales with the board."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .painted_widgets import board_font, paint_focus_ring

__all__ = ["ButtonItem"]

_BUTTON = QColor("#f3c54a")
_BUTTON_INK = QColor("#2b2110")


class ButtonItem(QGraphicsObject):
    """A rounded push button on the table.

    The button grows to fit its text (at least `min_width` × 56 scene units) and to
    the board's minimum target size (`setMinimumTarget`), so it stays large enough
    for a finger at any window size and DPI. With `max_width`, a label too long for it
    is set smaller down to `MIN_PX`, else on two lines at up to its full size (the
    button grows higher to hold them), else elided at `MIN_PX`: buttons side by side
    never cover each other, and every caption stays readable (play-test 31: pt_BR's
    "Próxima partida" was set at 18 units beside 24). The scene owns all input
    (board/carry.py): it sets the pressed look and calls `click()`; `clicked` is emitted
    then, and also on a release inside the button when the item is used on its own.

    Signals:
        clicked(): the button was pressed and released.
    """

    clicked = Signal()
    HEIGHT = 56.0
    # The smallest caption, in scene units (the full size is 24): 11 pixels at 800 x 600,
    # where the view shows half a unit per pixel.
    MIN_PX = 22
    _PADDING = 48.0  # scene units around the label, both sides together
    _LINES_MARGIN = 6.0  # scene units above and below a label of two lines

    def __init__(self, text: str = "", min_width: float = 150.0, parent=None,
                 max_width: float | None = None) -> None:
        super().__init__(parent)
        self._text = text
        self._min_width = min_width
        self._max_width = max_width
        self._fitted: tuple[str, QFont, str] | None = None  # text -> (font, shown text)
        self._pressed = False
        self._hover = False
        self._focused = False
        self._min_target = 0.0
        self._min_height = 0.0
        self._font = board_font(24, bold=True)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(900)

    def text(self) -> str:
        """The button's label."""
        return self._text

    def setText(self, text: str) -> None:
        """Set the label (the button is resized around its centre)."""
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def isFocused(self) -> bool:
        """Whether the keyboard focus ring is drawn."""
        return self._focused

    def setFocused(self, focused: bool) -> None:
        """Draw or clear the keyboard focus ring."""
        self._focused = focused
        self.update()

    def setPressed(self, pressed: bool) -> None:
        """Show the button pressed down (while a finger or the mouse holds it)."""
        if pressed != self._pressed:
            self._pressed = pressed
            self.update()

    def click(self) -> None:
        """Emit `clicked` if the button is visible and enabled."""
        if self.isVisible() and self.isEnabled():
            self.clicked.emit()

    def setMinimumTarget(self, size: float) -> None:
        """Make the button at least `size` scene units high and wide (a finger's width)."""
        if size != self._min_target:
            self.prepareGeometryChange()
            self._min_target = size
            self.update()

    def setMinimumHeight(self, height: float) -> None:
        """Make the button at least `height` scene units high (buttons side by side in a
        row stay as high as one whose label takes two lines)."""
        if height != self._min_height:
            self.prepareGeometryChange()
            self._min_height = height
            self.update()

    def setWidths(self, min_width: float, max_width: float | None) -> None:
        """The least width and the `max_width` its label is fitted to, in scene units, as
        made (`__init__`): the end panel's review button is narrower on one row."""
        if (min_width, max_width) != (self._min_width, self._max_width):
            self.prepareGeometryChange()
            self._min_width, self._max_width = min_width, max_width
            self._fitted = None
            self.update()

    def height(self) -> float:
        """The button's height in scene units: `HEIGHT`, or more for a finger's size, a
        label on two lines or `setMinimumHeight`."""
        return max(self.naturalHeight(), self._min_height)

    def naturalHeight(self) -> float:
        """The button's height in scene units without `setMinimumHeight`: `HEIGHT`, or
        more for a finger's size or a label on two lines (what a row of buttons is made
        as high as, read without changing the button's geometry)."""
        font, shown = self._label()
        lines = QFontMetricsF(font).lineSpacing() * (shown.count("\n") + 1)
        return max(self.HEIGHT, self._min_target, lines + 2 * self._LINES_MARGIN)

    def width(self) -> float:
        """The button's width in scene units (at most `max_width` when one is set and
        the finger's minimum target allows it)."""
        font, shown = self._label()
        metrics = QFontMetricsF(font)
        return max(self._min_width, self._min_target,
                   max(metrics.horizontalAdvance(line) for line in shown.split("\n"))
                   + self._PADDING)

    def labelFont(self) -> QFont:
        """The font the label is drawn in: the button's, or smaller to fit `max_width`."""
        return self._label()[0]

    def _label(self) -> tuple[QFont, str]:
        """The font and text drawn (lines apart with "\\n"): the label set smaller down to
        `MIN_PX`, else on two lines at up to its full size, else elided at `MIN_PX`, to
        fit `max_width`."""
        if self._fitted is not None and self._fitted[0] == self._text:
            return self._fitted[1], self._fitted[2]
        font, shown = self._font, self._text
        room = None if self._max_width is None else self._max_width - self._PADDING
        advance = QFontMetricsF(font).horizontalAdvance(shown)
        if room is not None and advance > room:
            font = QFont(self._font)
            one_line = int(self._font.pixelSize() * room / advance)
            two_lines = self._two_lines(room)
            if one_line >= self.MIN_PX:
                font.setPixelSize(one_line)
            elif two_lines is not None and two_lines[0] >= self.MIN_PX:
                font.setPixelSize(two_lines[0])
                shown = two_lines[1]
            else:
                font.setPixelSize(self.MIN_PX)
                shown = QFontMetricsF(font).elidedText(shown, Qt.TextElideMode.ElideRight,
                                                       room)
        self._fitted = (self._text, font, shown)
        return font, shown

    def _two_lines(self, room: float) -> tuple[int, str] | None:
        """(font size up to the button's own, text) of the label on two lines of at most
        `room` units, broken at the space allowing the largest size; None without a space."""
        words = self._text.split(" ")
        if len(words) < 2:
            return None
        metrics, best = QFontMetricsF(self._font), None
        for cut in range(1, len(words)):
            lines = (" ".join(words[:cut]), " ".join(words[cut:]))
            widest = max(metrics.horizontalAdvance(line) for line in lines)
            size = min(self._font.pixelSize(), int(self._font.pixelSize() * room / widest))
            if best is None or size > best[0]:
                best = (size, "\n".join(lines))
        return best

    def buttonRect(self) -> QRectF:
        """The button itself, in item coordinates (its hit target)."""
        w, h = self.width(), self.height()
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self.buttonRect().adjusted(-9, -9, 9, 9)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.buttonRect()
        h = rect.height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        enabled = self.isEnabled()
        fill = QColor(_BUTTON) if enabled else QColor("#8d8a80")
        if self._hover and enabled:
            fill = fill.lighter(112)
        if self._pressed:
            fill = fill.darker(115)
        radius = min(h / 2, 34.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(0, 3), radius, radius)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#6b4f12"), 2))
        painter.drawRoundedRect(rect, radius, radius)
        if self._focused:
            ring = QPainterPath()
            ring.addRoundedRect(rect.adjusted(-5, -5, 5, 5), radius + 5, radius + 5)
            paint_focus_ring(painter, ring)
        font, shown = self._label()
        painter.setFont(font)
        painter.setPen(_BUTTON_INK if enabled else QColor("#3b3b3b"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, shown)

    def hoverEnterEvent(self, event) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event) -> None:
        self._pressed = True
        self.update()
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        inside = self.buttonRect().contains(event.pos())
        self._pressed = False
        self.update()
        if inside:
            self.click()
