"""Card backs painted as vectors: a coloured field with a fine lattice, a double rule and
a diamond medallion with the four suits, in one of `BACK_STYLES`."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from crib_qt.rules.cards import Suit

from .card_shapes import CARD_HEIGHT, CARD_WIDTH, design_transform, paint_blank, suit_path

__all__ = ["BACK_STYLES", "paint_back"]

# The names accepted by `paint_back(style=...)`; the first is the default.
BACK_STYLES = ("classic", "burgundy", "forest")

# back style: (field, lattice, accent)
_BACKS = {
    "classic": (QColor("#17386e"), QColor("#3f68ad"), QColor("#dfe8f7")),
    "burgundy": (QColor("#6e1326"), QColor("#9c3448"), QColor("#f1d9a6")),
    "forest": (QColor("#134a36"), QColor("#2f7558"), QColor("#e3efd9")),
}


def paint_back(painter: QPainter, rect: QRectF, *, style: str = "classic",
               high_contrast: bool = False) -> None:
    """Paint a card back filling `rect`.

    A white margin around a coloured field with a fine diagonal lattice, a double inner
    rule and a central diamond medallion.

    Args:
        painter: an active painter; its state is saved and restored.
        rect: target rectangle in the painter's coordinates (scene units or pixels).
        style: one of `BACK_STYLES` ("classic" deep blue, "burgundy", "forest").
        high_contrast: a thicker black border around the card.

    Raises:
        ValueError: for an unknown `style`.
    """
    try:
        field, lattice, accent = _BACKS[style]
    except KeyError:
        raise ValueError(f"unknown card back style {style!r}; expected one of {BACK_STYLES}") \
            from None
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    design_transform(painter, rect)
    paint_blank(painter, high_contrast)
    inner = QRectF(6.0, 6.0, CARD_WIDTH - 12.0, CARD_HEIGHT - 12.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(field)
    painter.drawRoundedRect(inner, 3.5, 3.5)
    painter.save()
    painter.setClipRect(inner.adjusted(4, 4, -4, -4))
    cx, cy = CARD_WIDTH / 2, CARD_HEIGHT / 2
    step = 9.0
    painter.setPen(QPen(lattice, 1.1))
    span = CARD_HEIGHT
    for k in range(-12, 13):  # two families of diagonals through the centre
        x = cx + k * step
        painter.drawLine(QPointF(x - span, cy - span * 1.4), QPointF(x + span, cy + span * 1.4))
        painter.drawLine(QPointF(x + span, cy - span * 1.4), QPointF(x - span, cy + span * 1.4))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(accent)
    for i in range(-12, 13):  # dots where the lattice lines cross
        for j in range(-12, 13):
            if (i + j) % 2 == 0:
                x, y = cx + i * step / 2, cy + j * step * 1.4 / 2
                painter.drawEllipse(QPointF(x, y), 0.9, 0.9)
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(accent, 1.0))
    painter.drawRoundedRect(inner.adjusted(3, 3, -3, -3), 2.0, 2.0)
    painter.setPen(QPen(accent, 0.5))
    painter.drawRoundedRect(inner.adjusted(5, 5, -5, -5), 1.5, 1.5)
    _paint_medallion(painter, QPointF(cx, cy), field, accent)
    painter.restore()


def _paint_medallion(painter: QPainter, c: QPointF, field: QColor, accent: QColor) -> None:
    """A diamond medallion with a four-suit rosette in the centre of the back."""
    def diamond(rx: float, ry: float) -> QPainterPath:
        p = QPainterPath(QPointF(c.x(), c.y() - ry))
        p.lineTo(c.x() + rx, c.y())
        p.lineTo(c.x(), c.y() + ry)
        p.lineTo(c.x() - rx, c.y())
        p.closeSubpath()
        return p

    painter.setPen(QPen(accent, 1.2))
    painter.setBrush(field)
    painter.drawPath(diamond(24, 34))
    painter.setPen(QPen(accent, 0.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(diamond(20, 28.5))
    rosette = QPainterPath()
    for suit, (dx, dy) in zip(Suit, ((0, -8.5), (8.5, 0), (0, 8.5), (-8.5, 0))):
        rosette.addPath(suit_path(suit, QPointF(c.x() + dx, c.y() + dy), 8.0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(accent)
    painter.drawPath(rosette)
