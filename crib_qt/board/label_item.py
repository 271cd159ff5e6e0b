"""Text drawn in the scene, so it scales with the board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .balanced_lines import balanced_lines
from .painted_widgets import board_font

__all__ = ["LabelItem"]

_INK = QColor("#fdf8ec")


class LabelItem(QGraphicsObject):
    """Text on the table, centred or left-aligned in a box of fixed width.

    Long text wraps within the width, in balance: on as few lines as word wrap needs,
    of similar widths (balanced_lines.py; "Reserva de / Jogador 1", never "Reserva de
    Jogador / 1"); the height follows the text. With `single_line`, text that does not
    fit on one line is first set smaller (down to `MIN_SHRINK` of its size) before it
    wraps: titles with a player's name stay on their line in every language. The text
    is clipped to its box (a word longer than the width is cut); its shadow, `_SHADOW`
    units to the right and down, still fits in the bounding rect: the view repaints
    only what changed (board_view.py), so nothing may be painted outside it.
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
        self._lines: list[str] = []
        self._height = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(800)

    def text(self) -> str:
        """The text shown."""
        return self._text

    def lines(self) -> list[str]:
        """The lines drawn, top to bottom ([] when the text is empty)."""
        return list(self._lines)

    def textHeight(self) -> float:
        """The height of the text as wrapped in the box, in scene units (0 when empty)."""
        return self._height

    def width(self) -> float:
        """The width of the box the text is set in, in scene units."""
        return self._width

    def font(self) -> QFont:
        """The font the text is drawn in (set smaller than asked when shrunk)."""
        return QFont(self._font)

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
        self._lines = balanced_lines(text, self._font, self._width) if text else []
        self._height = 0.0
        if text:
            box = QRectF(0, 0, self._width, 10000)
            self._height = QFontMetricsF(self._font).boundingRect(box, self._flags(),
                                                                  self._shown()).height()
        self.update()

    def _flags(self) -> int:
        # no word wrap: the lines are broken already, and wrapping again as they are drawn
        # would break a full line a second time should its measure differ by a hair
        return int(self._align)

    def _shown(self) -> str:
        return "\n".join(self._lines)

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
        flags, shown = self._flags(), self._shown()
        painter.setFont(self._font)
        painter.setPen(QColor(0, 0, 0, 150))
        painter.drawText(rect.translated(self._SHADOW), flags, shown)
        painter.setPen(self._colour)
        painter.drawText(rect, flags, shown)
