"""The table under the cards: green felt with the peg board's wooden rail, or a flat
dark table in high contrast (low vision), painted in scene units.

The felt reaches past the scene's rect: the view keeps the scene's proportions, and at
another window shape (1366 x 768: about 120 pixels each side) the rest of the window is
table too, not dark bars (play-test 31). The rail is the scene's strip right of
`TABLE_RECT`, moved right by the view's extra width on a wide window (`rail_rect`), a
tray the peg board lies in at the view's right edge.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QRadialGradient

from . import geometry as L

__all__ = ["paint_table", "rail_rect", "FELT_EDGE", "HIGH_CONTRAST_TABLE"]

# The felt's colour far from the table's middle (beyond the gradient's radius): the
# colour of every part of a view outside the scene's rect.
FELT_EDGE = QColor("#164a2d")
# The whole table in high contrast, outside the scene's rect too.
HIGH_CONTRAST_TABLE = QColor("#0b2616")


def rail_rect(offset: float = 0.0) -> QRectF:
    """The peg board's rail in scene units: the scene's strip right of `TABLE_RECT`,
    `offset` units further right (`BoardScene.setRailOffset`)."""
    return QRectF(L.TABLE_RECT.right() + offset, 0, L.SCENE_RECT.width() - L.TABLE_RECT.width(),
                  L.SCENE_RECT.height())


def paint_table(painter: QPainter, rect: QRectF, high_contrast: bool,
                rail_offset: float = 0.0) -> None:
    """Paint the part `rect` (scene units; it may reach past `SCENE_RECT`, as a view
    wider or taller than the scene asks) of the table's background, the rail
    `rail_offset` units right of its place in the scene (see `rail_rect`)."""
    rail = rail_rect(rail_offset)
    if high_contrast:  # a flat, dark table: the cards and texts stand out most
        painter.fillRect(rect, HIGH_CONTRAST_TABLE)
        painter.fillRect(rail.intersected(rect), QColor("#24160c"))
        return
    felt = QRadialGradient(L.CENTRE_X, L.MIDDLE_Y + 60, 900)
    felt.setColorAt(0.0, QColor("#2f7d4f"))
    felt.setColorAt(1.0, FELT_EDGE)
    painter.fillRect(rect, QBrush(felt))
    wood = QLinearGradient(rail.left(), 0, rail.right(), 0)
    wood.setColorAt(0.0, QColor("#3a2414"))
    wood.setColorAt(1.0, QColor("#24160c"))
    painter.fillRect(rail.intersected(rect), QBrush(wood))
