"""The table's painted frames, drawn in the scene so they scale with the board: panels,
the places that take cards, the keyboard focus ring, and the board's font, which
the buttons (button_item.py) and texts (label_item.py) share."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

__all__ = ["PanelItem", "ZoneItem", "board_font", "paint_focus_ring"]

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
