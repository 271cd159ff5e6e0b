"""The table under the cards: green felt in a wooden rail, or a flat dark table in
high contrast (low vision), painted in scene units."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QRadialGradient

from . import geometry as L

__all__ = ["paint_table"]


def paint_table(painter: QPainter, rect: QRectF, high_contrast: bool) -> None:
    """Paint the part `rect` (scene units) of the table's background."""
    painter.fillRect(rect, QColor("#24160c"))
    if high_contrast:  # a flat, dark table: the cards and texts stand out most
        painter.fillRect(L.TABLE_RECT.intersected(rect), QColor("#0b2616"))
        return
    felt = QRadialGradient(L.CENTRE_X, L.MIDDLE_Y + 60, 900)
    felt.setColorAt(0.0, QColor("#2f7d4f"))
    felt.setColorAt(1.0, QColor("#164a2d"))
    painter.fillRect(L.TABLE_RECT.intersected(rect), QBrush(felt))
    rail = QLinearGradient(L.TABLE_RECT.right(), 0, L.SCENE_RECT.right(), 0)
    rail.setColorAt(0.0, QColor("#3a2414"))
    rail.setColorAt(1.0, QColor("#24160c"))
    painter.fillRect(QRectF(L.TABLE_RECT.right(), 0, L.SCENE_RECT.width() -
                            L.TABLE_RECT.width(), L.SCENE_RECT.height()).intersected(rect),
                     QBrush(rail))
