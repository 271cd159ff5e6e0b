"""Buttons, labels and panels drawn in the scene, so they scale with the board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

__all__ = ["ButtonItem", "LabelItem", "PanelItem", "ZoneItem", "board_font", "paint_focus_ring"]

_INK = QColor("#fdf8ec")
_BUTTON = QColor("#f3c54a")
_BUTTON_INK = QColor("#2b2110")


def paint_focus_ring(painter: QPainter, path: QPainterPath, width: float = 3.0) -> None:
    """The keyboard focus ring: white under black dashes, visible on any background
    and recognisable by its pattern, not by a colour."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.strokePath(path, QPen(QColor("white"), width + 1.5))
    dashes = QPen(QColor("black"), width, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
    dashes.setDashPattern([2.0, 1.5])
    painter.strokePath(path, dashes)
    painter.restore()


def board_font(pixel_size: float, bold: bool = False) -> QFont:
    """The board's sans-serif font at `pixel_size` scene units."""
    font = QFont()
    font.setFamilies(["Noto Sans", "DejaVu Sans", "Liberation Sans", "Arial", "sans-serif"])
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


class ButtonItem(QGraphicsObject):
    """A rounded push button on the table.

    The button grows to fit its text (at least `min_width` × 56 scene units) and to
    the board's minimum target size (`setMinimumTarget`), so it stays large enough
    for a finger at any window size and DPI. With `max_width`, a label too long for it
    goes on two lines (up to `TWO_LINE_PX`) where that sets it `TWO_LINE_GAIN` units
    larger than one line would, else is set smaller (down to `MIN_SHRINK` of its size,
    then elided), so buttons side by side never cover each other in any language. The
    scene owns all input (board/carry.py): it sets the pressed look and calls `click()`; `clicked` is emitted then, and also
    on a release inside the button when the item is used on its own.

    Signals:
        clicked(): the button was pressed and released.
    """

    clicked = Signal()
    HEIGHT = 56.0
    MIN_SHRINK = 0.65
    TWO_LINE_PX = 20  # a label's largest size on two lines: they fill HEIGHT but a margin
    TWO_LINE_GAIN = 3  # two lines only for a label this much larger than on one line
    _PADDING = 48.0  # scene units around the label, both sides together

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

    def height(self) -> float:
        """The button's height in scene units."""
        return max(self.HEIGHT, self._min_target)

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
        """The font and text drawn (lines apart with "\\n"): the label on two lines or
        set smaller, whichever is larger, then elided, to fit."""
        if self._fitted is not None and self._fitted[0] == self._text:
            return self._fitted[1], self._fitted[2]
        font, shown = self._font, self._text
        room = None if self._max_width is None else self._max_width - self._PADDING
        advance = QFontMetricsF(font).horizontalAdvance(shown)
        if room is not None and advance > room:
            one_line = max(1, int(self._font.pixelSize() * max(self.MIN_SHRINK, room / advance)))
            two_lines, font = self._two_lines(room), QFont(self._font)
            if two_lines is not None and two_lines[0] >= one_line + self.TWO_LINE_GAIN:
                font.setPixelSize(two_lines[0])
                shown = two_lines[1]
            else:
                font.setPixelSize(one_line)
                shown = QFontMetricsF(font).elidedText(shown, Qt.TextElideMode.ElideRight,
                                                       room)
        self._fitted = (self._text, font, shown)
        return font, shown

    def _two_lines(self, room: float) -> tuple[int, str] | None:
        """(font size up to `TWO_LINE_PX`, text) of the label on two lines of at most `room`
        units, broken at the space allowing the largest size; None without a space."""
        words = self._text.split(" ")
        if len(words) < 2:
            return None
        metrics, best = QFontMetricsF(self._font), None
        for cut in range(1, len(words)):
            lines = (" ".join(words[:cut]), " ".join(words[cut:]))
            widest = max(metrics.horizontalAdvance(line) for line in lines)
            size = min(self.TWO_LINE_PX, int(self._font.pixelSize() * room / widest))
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


class LabelItem(QGraphicsObject):
    """Text on the table, centred or left-aligned in a box of fixed width.

    Long text wraps within the width; the height follows the text. With
    `single_line`, text that does not fit on one line is first set smaller (down to
    `MIN_SHRINK` of its size) before it wraps: titles with a player's name stay on
    their line in every language. The text is clipped to its box (a word longer than
    the width is cut); its shadow, `_SHADOW` units to the right and down, still fits in
    the bounding rect: the view repaints only what changed (board_view.py), so nothing
    may be painted outside it.
    """

    MIN_SHRINK = 0.6
    _SHADOW = QPointF(1.5, 2.0)

    def __init__(self, width: float, pixel_size: float = 26, *, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
                 colour: QColor = _INK, single_line: bool = False, parent=None) -> None:
        super().__init__(parent)
        self._width = width
        self._pixel_size = pixel_size
        self._bold = bold
        self._single_line = single_line
        self._font = board_font(pixel_size, bold)
        self._align = align
        self._colour = QColor(colour)
        self._text = ""
        self._height = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(800)

    def text(self) -> str:
        """The text shown."""
        return self._text

    def textHeight(self) -> float:
        """The height of the text as wrapped in the box, in scene units (0 when empty)."""
        return self._height

    def pixelSize(self) -> float:
        """The font size now used, in scene units (smaller than asked when shrunk)."""
        return float(self._font.pixelSize())

    def setText(self, text: str) -> None:
        """Show `text` (empty hides nothing but draws nothing)."""
        if text == self._text:
            return
        self.prepareGeometryChange()
        self._text = text
        if self._single_line:
            self._font = board_font(self._pixel_size, self._bold)
            advance = QFontMetricsF(self._font).horizontalAdvance(text)
            if advance > self._width:
                factor = max(self.MIN_SHRINK, self._width / advance * 0.98)
                self._font = board_font(self._pixel_size * factor, self._bold)
        metrics = QFontMetricsF(self._font)
        flags = int(self._align | Qt.TextFlag.TextWordWrap)
        self._height = metrics.boundingRect(QRectF(0, 0, self._width, 10000), flags,
                                            text).height() if text else 0.0
        self.update()

    def setColour(self, colour: QColor) -> None:
        """Change the text colour."""
        self._colour = QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2, 0, self._width + self._SHADOW.x(), self._height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        rect = QRectF(-self._width / 2, 0, self._width, self._height + 4)
        flags = int(self._align | Qt.TextFlag.TextWordWrap)
        painter.setFont(self._font)
        painter.setPen(QColor(0, 0, 0, 150))
        painter.drawText(rect.translated(self._SHADOW), flags, self._text)
        painter.setPen(self._colour)
        painter.drawText(rect, flags, self._text)


class PanelItem(QGraphicsObject):
    """A translucent rounded panel that frames other items (the show, the end of match)."""

    def __init__(self, rect: QRectF, parent=None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self._alpha = 225
        self.setZValue(700)

    def setOpaque(self, opaque: bool) -> None:
        """Hide what lies below completely (the end of the match) or let it show a little."""
        self._alpha = 255 if opaque else 225
        self.update()

    def setRect(self, rect: QRectF) -> None:
        """Resize the panel (item coordinates)."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 18, 18)
        painter.fillPath(path.translated(QPointF(0, 4)), QColor(0, 0, 0, 60))
        painter.fillPath(path, QBrush(QColor(12, 40, 28, self._alpha)))
        painter.setPen(QPen(QColor("#d9b75a"), 2.5))
        painter.drawPath(path)


class ZoneItem(QGraphicsObject):
    """A place on the table that takes cards: the crib or the play area.

    It draws nothing until it is a target: the keyboard focus ring (`setFocused`) or,
    while a card is carried over it, the drop highlight (`setDropTarget`): a thick
    dashed frame with a light fill, told apart by its pattern, not only its colour.
    """

    def __init__(self, rect: QRectF, parent=None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self._focused = False
        self._drop = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(40)

    def rect(self) -> QRectF:
        """The zone in item coordinates."""
        return QRectF(self._rect)

    def setRect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()

    def isFocused(self) -> bool:
        return self._focused

    def setFocused(self, focused: bool) -> None:
        if focused != self._focused:
            self._focused = focused
            self.update()

    def isDropTarget(self) -> bool:
        return self._drop

    def setDropTarget(self, on: bool) -> None:
        if on != self._drop:
            self._drop = on
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not (self._focused or self._drop):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._drop:
            path = QPainterPath()
            path.addRoundedRect(self._rect, 14, 14)
            painter.fillPath(path, QColor(255, 255, 255, 40))
            pen = QPen(QColor("#ffe27a"), 5, Qt.PenStyle.DashLine)
            painter.strokePath(path, pen)
        if self._focused:
            ring = QPainterPath()
            ring.addRoundedRect(self._rect.adjusted(-6, -6, 6, 6), 18, 18)
            paint_focus_ring(painter, ring, 4.0)
