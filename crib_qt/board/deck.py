"""The face-down deck: a stack on the table, or a spread to cut by pointing (U1).

When cutting, the deck is fanned out; the player points into it (mouse, touch or
the keyboard position selector) and the cards to the left of the pointer are the
part lifted. The depth chosen is all the item reports: it shows no card face and
the board never reveals what another depth would have turned (U1).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .card_art import CARD_HEIGHT, CARD_WIDTH, card_pixmap
from .painted_widgets import paint_focus_ring

__all__ = ["DeckItem", "SPREAD_WIDTH"]

# Width of the cut spread in scene units.
SPREAD_WIDTH = 980.0
_LIFT = 26.0  # how far the lifted part rises while pointing


class DeckItem(QGraphicsObject):
    """A face-down deck of `count` cards, stacked or spread for a cut.

    Signals:
        cutChosen(int): the player chose to lift this many cards (a legal depth).
    """

    cutChosen = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._count = 0
        self._spread = False
        self._depths = range(0)
        self._pointer: int | None = None
        self._focused = False
        self._back_style = "classic"
        self._high_contrast = False
        self.setAcceptHoverEvents(True)
        self.setZValue(10)

    # --- state ----------------------------------------------------------------------

    def count(self) -> int:
        """Cards in the deck."""
        return self._count

    def setCount(self, count: int) -> None:
        """Show `count` face-down cards (0 hides the deck)."""
        if count != self._count:
            self.prepareGeometryChange()
            self._count = count
            self.update()

    def setBackStyle(self, style: str) -> None:
        """Use one of `card_art.BACK_STYLES` for the backs."""
        self._back_style = style
        self.update()

    def setHighContrast(self, on: bool) -> None:
        """Draw the backs with the high-contrast border (`card_art`)."""
        self._high_contrast = bool(on)
        self.update()

    def isSpread(self) -> bool:
        """True while the deck is spread for a cut."""
        return self._spread

    def setCutting(self, depths: range | None) -> None:
        """Spread the deck for a cut at one of `depths`, or stack it again (None)."""
        self.prepareGeometryChange()
        self._spread = depths is not None
        self._depths = depths if depths is not None else range(0)
        self._pointer = None if depths is None else self._depths[len(self._depths) // 2]
        self.setCursor(Qt.CursorShape.PointingHandCursor if self._spread
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def cutDepth(self) -> int | None:
        """The depth under the pointer or keyboard selector, None when not cutting."""
        return self._pointer if self._spread else None

    def setCutDepth(self, depth: int) -> None:
        """Move the selector to `depth`, clamped to the legal depths."""
        if self._spread:
            self._pointer = min(max(depth, self._depths.start), self._depths.stop - 1)
            self.update()

    def isFocused(self) -> bool:
        """Whether the keyboard focus ring is drawn."""
        return self._focused

    def setFocused(self, focused: bool) -> None:
        """Draw or clear the keyboard focus ring around the spread."""
        self._focused = focused
        self.update()

    # --- geometry -------------------------------------------------------------------

    def _step(self) -> float:
        return (SPREAD_WIDTH - CARD_WIDTH) / max(1, self._count - 1)

    def depthAt(self, x: float) -> int:
        """The legal depth whose cut point is nearest to item x (scene units)."""
        depth = round(x / self._step()) if self._count > 1 else 0
        return min(max(depth, self._depths.start), self._depths.stop - 1)

    def cutPointX(self, depth: int) -> float:
        """Item x of the gap at `depth` (between card depth-1 and card depth)."""
        return depth * self._step()

    def spreadRect(self) -> QRectF:
        """The spread cards, lifted part included, in item coordinates (the cut's target)."""
        return QRectF(0, -_LIFT, SPREAD_WIDTH, CARD_HEIGHT + _LIFT)

    def boundingRect(self) -> QRectF:
        if self._spread:
            return QRectF(-12, -_LIFT - 24, SPREAD_WIDTH + 24, CARD_HEIGHT + _LIFT + 48)
        thickness = min(self._count, 52) * 0.35
        return QRectF(-4, -thickness - 4, CARD_WIDTH + 8 + thickness, CARD_HEIGHT + thickness + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._count <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scale = painter.worldTransform().m11() * (widget.devicePixelRatioF() if widget else 1.0)
        size = QSize(round(CARD_WIDTH * max(scale, 0.25)), round(CARD_HEIGHT * max(scale, 0.25)))
        back = card_pixmap(None, size, 1.0, style=self._back_style,
                           high_contrast=self._high_contrast)
        if not self._spread:
            # A stack: the edges of a few cards below peek out above and to the right of
            # the top card, a thin line each, then the top card.
            thickness = min(self._count, 52) * 0.35
            edges = min(5, max(1, round(thickness / 2.5))) if self._count > 1 else 0
            step = min(2.6, thickness / edges) if edges else 0.0
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for k in range(edges, 0, -1):  # the lowest first
                shade = QColor("#e9e3d6").darker(100 + 4 * k)
                painter.setPen(QPen(QColor("#8f887a"), 0.9))
                painter.setBrush(shade)
                painter.drawRoundedRect(QRectF(k * step, -k * step, CARD_WIDTH, CARD_HEIGHT), 6, 6)
            painter.drawPixmap(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), back, QRectF(back.rect()))
            return
        step = self._step()
        for i in range(self._count):
            lifted = self._pointer is not None and i < self._pointer
            target = QRectF(i * step, -_LIFT if lifted else 0, CARD_WIDTH, CARD_HEIGHT)
            painter.drawPixmap(target, back, QRectF(back.rect()))
        if self._pointer is not None:
            # The cut point: a dark-edged light bar with arrowheads above and below, a
            # shape that shows on any back and in any colour vision.
            x = self.cutPointX(self._pointer) - 2
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for colour, width in (("#1b1b1b", 8), ("#ffe27a", 4)):
                painter.setPen(QPen(QColor(colour), width, Qt.PenStyle.SolidLine,
                                    Qt.PenCapStyle.RoundCap))
                painter.drawLine(QPointF(x, -_LIFT - 4), QPointF(x, CARD_HEIGHT + 4))
            painter.setPen(QPen(QColor("#1b1b1b"), 1.5))
            painter.setBrush(QColor("#ffe27a"))
            for tip, base in ((-_LIFT - 6, -_LIFT - 20), (CARD_HEIGHT + 6, CARD_HEIGHT + 20)):
                painter.drawPolygon(QPolygonF([QPointF(x, tip), QPointF(x - 9, base),
                                               QPointF(x + 9, base)]))
        if self._focused:
            ring = QPainterPath()
            ring.addRoundedRect(self.boundingRect().adjusted(4, 4, -4, -4), 10, 10)
            paint_focus_ring(painter, ring)

    # --- pointing -------------------------------------------------------------------

    def hoverMoveEvent(self, event) -> None:
        if self._spread:
            self.setCutDepth(self.depthAt(event.pos().x()))

    def mousePressEvent(self, event) -> None:
        if self._spread and event.button() == Qt.MouseButton.LeftButton:
            self.setCutDepth(self.depthAt(event.pos().x()))
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if self._spread and self.boundingRect().contains(event.pos()):
            depth = self.depthAt(event.pos().x())
            self.setCutDepth(depth)
            self.cutChosen.emit(depth)
