"""Buttons, labels and panels drawn in the scene, so they scale with the board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

__all__ = ["ButtonItem", "LabelItem", "PanelItem", "board_font"]

_INK = QColor("#fdf8ec")
_BUTTON = QColor("#f3c54a")
_BUTTON_INK = QColor("#2b2110")


def board_font(pixel_size: float, bold: bool = False) -> QFont:
    """The board's sans-serif font at `pixel_size` scene units."""
    font = QFont()
    font.setFamilies(["Noto Sans", "DejaVu Sans", "Liberation Sans", "Arial", "sans-serif"])
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


class ButtonItem(QGraphicsObject):
    """A rounded push button on the table.

    The button grows to fit its text (at least `min_width` × 56 scene units, large
    enough for a finger at any zoom the view allows). `clicked` is emitted on a
    release inside it; disabled buttons ignore the mouse.

    Signals:
        clicked(): the button was pressed and released.
    """

    clicked = Signal()
    HEIGHT = 56.0

    def __init__(self, text: str = "", min_width: float = 150.0, parent=None) -> None:
        super().__init__(parent)
        self._text = text
        self._min_width = min_width
        self._pressed = False
        self._hover = False
        self._focused = False
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

    def setFocused(self, focused: bool) -> None:
        """Draw or clear the keyboard focus ring."""
        self._focused = focused
        self.update()

    def width(self) -> float:
        """The button's width in scene units."""
        return max(self._min_width, QFontMetricsF(self._font).horizontalAdvance(self._text) + 48)

    def boundingRect(self) -> QRectF:
        w = self.width()
        return QRectF(-w / 2 - 6, -self.HEIGHT / 2 - 6, w + 12, self.HEIGHT + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self.width(), self.HEIGHT
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        enabled = self.isEnabled()
        fill = QColor(_BUTTON) if enabled else QColor("#8d8a80")
        if self._hover and enabled:
            fill = fill.lighter(112)
        if self._pressed:
            fill = fill.darker(115)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(0, 3), h / 2, h / 2)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#6b4f12"), 2))
        painter.drawRoundedRect(rect, h / 2, h / 2)
        if self._focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff"), 4, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), h / 2 + 4, h / 2 + 4)
        painter.setFont(self._font)
        painter.setPen(_BUTTON_INK if enabled else QColor("#3b3b3b"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)

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
        inside = self.boundingRect().contains(event.pos())
        self._pressed = False
        self.update()
        if inside and self.isEnabled():
            self.clicked.emit()


class LabelItem(QGraphicsObject):
    """Text on the table, centred or left-aligned in a box of fixed width.

    Long text wraps within the width; the height follows the text.
    """

    def __init__(self, width: float, pixel_size: float = 26, *, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
                 colour: QColor = _INK, parent=None) -> None:
        super().__init__(parent)
        self._width = width
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

    def setText(self, text: str) -> None:
        """Show `text` (empty hides nothing but draws nothing)."""
        if text == self._text:
            return
        self.prepareGeometryChange()
        self._text = text
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
        return QRectF(-self._width / 2, 0, self._width, self._height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self._text:
            return
        rect = QRectF(-self._width / 2, 0, self._width, self._height + 4)
        flags = int(self._align | Qt.TextFlag.TextWordWrap)
        painter.setFont(self._font)
        painter.setPen(QColor(0, 0, 0, 150))
        painter.drawText(rect.translated(1.5, 2), flags, self._text)
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
