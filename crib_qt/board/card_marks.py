"""What a `CardItem` paints: its body (face or back) and the marks around and over it.

The body is a copy of the card's pixmap (card_pixmaps.py) at the very device pixels it
covers; the marks (shadow, amber glow of scoring cards, hint, selection, hover, keyboard
focus ring) are vectors. Every function paints in the item's coordinates (scene units)
around `rect`, the card as drawn now, and stays within `OUTLINE_MARGIN` of it, which the
item's bounding rect keeps room for.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform

from crib_qt.rules.cards import Card

from .card_art import CARD_HEIGHT, CARD_WIDTH, CORNER_RADIUS, card_path, paint_back, paint_face
from .card_pixmaps import card_pixmap

__all__ = ["OUTLINE_MARGIN", "paint_body", "paint_shadow", "paint_glow", "paint_dim",
           "paint_highlight", "paint_hint", "paint_selected", "paint_hover", "paint_focus",
           "paint_fade", "hint_accent", "HINT_ACCENT", "HINT_ACCENT_HIGH_CONTRAST",
           "HINT_RING"]

# Room around the card for outlines, glow, shadow and focus rings, in scene units.
OUTLINE_MARGIN = 12.0

_SHADOW = QColor(0, 0, 0, 40)
_SELECT_INK = QColor("#0b1f3a")          # near-black navy: the selection border and badge
_HIGHLIGHT = QColor("#ffb400")           # amber glow of scoring cards
_HIGHLIGHT_DOTS = QColor("#8a5a00")
# The hint's solid ring and badge: the table's accent, the gold of its buttons
# (button_item.py); on the high-contrast table a purer, brighter yellow (play-test: the
# dashed teal outline was easy to miss). Its "?" in the buttons' dark ink, or black.
HINT_ACCENT = QColor("#f3c54a")
HINT_ACCENT_HIGH_CONTRAST = QColor("#ffe100")
_HINT_INK = QColor("#2b2110")
HINT_RING = 5.0  # units: 3.1 pixels wide at 1366 x 768 (0.63 a unit), 2.4 at 800 x 600
# The keyboard focus rings' width and where their middles lie out from the card's edge
# (units): round a hinted card clear of its ring, the outer one 0.5 within the margin.
_FOCUS_RING = 3.0
_FOCUS = (4.0, 9.0)
_FOCUS_AROUND_HINT = (HINT_RING + _FOCUS_RING / 2, OUTLINE_MARGIN - _FOCUS_RING / 2 - 0.5)
_DIM = QColor(60, 64, 72, 130)
_HOVER = QColor(255, 255, 255, 190)
# The felt round the play pile (felt.py's gradient there), and the high-contrast table,
# at 45 %: a card of an earlier series looks as it did drawn at 55 % opacity on the felt.
_FADE = QColor(42, 115, 72, 115)
_FADE_HIGH_CONTRAST = QColor(11, 38, 22, 115)


def paint_body(painter: QPainter, rect: QRectF, card: Card | None, options: dict) -> None:
    """The face of `card` (the back when None) filling `rect`.

    Args:
        painter: an active painter; its state is kept.
        rect: the card, in the painter's (item) coordinates.
        card: the card shown, or None for its back.
        options: the art options (``four_colour``, ``high_contrast``, ``style``).

    Under a transform that only scales, the card's pixmap at the device pixels it covers
    is copied with its corner on a whole pixel; under a rotation it is painted as vectors.
    """
    world = painter.worldTransform()  # item units to the painter's logical pixels
    if world.type().value > QTransform.TransformationType.TxScale.value:
        if card is not None:
            paint_face(painter, rect, card, four_colour=options.get("four_colour", False),
                       high_contrast=options.get("high_contrast", False))
        else:
            paint_back(painter, rect, style=options.get("style", "classic"),
                       high_contrast=options.get("high_contrast", False))
        return
    ratio = painter.device().devicePixelRatio()
    size = QSize(max(1, round(CARD_WIDTH * (world.m11() * ratio))),
                 max(1, round(CARD_HEIGHT * (world.m22() * ratio))))
    _copy(painter, card_pixmap(card, size, 1.0, **options), world.map(rect.topLeft()), ratio, 0)


def _copy(painter: QPainter, pixmap: QPixmap, corner: QPointF, ratio: float, pad: int) -> None:
    """Copy `pixmap` (ratio 1) pixel for pixel with the whole device pixel nearest to
    `corner` (logical pixels) `pad` pixels right of and below its top left."""
    painter.save()
    painter.setWorldTransform(QTransform.fromScale(1 / ratio, 1 / ratio))  # device pixels
    painter.drawPixmap(QPoint(round(corner.x() * ratio) - pad, round(corner.y() * ratio) - pad),
                       pixmap)
    painter.restore()


def paint_shadow(painter: QPainter, rect: QRectF, lift: float) -> None:
    """A soft shadow below the card, further down the higher it is `lift`ed (units): a
    copy of a pixmap kept for each card size in device pixels and lift."""
    world = painter.worldTransform()
    if world.type().value > QTransform.TransformationType.TxScale.value:
        _paint_shadow_shape(painter, rect, lift)
        return
    ratio = painter.device().devicePixelRatio()
    sx, sy = world.m11() * ratio, world.m22() * ratio
    key = (round(CARD_WIDTH * sx), round(CARD_HEIGHT * sy), lift)
    shadow = _SHADOWS.get(key)
    if shadow is None:
        if len(_SHADOWS) >= 16:  # a few sizes (window, grabs) of four lifts
            _SHADOWS.pop(next(iter(_SHADOWS)))
        shadow = _SHADOWS[key] = _shadow_pixmap(sx, sy, lift)
    _copy(painter, shadow[0], world.map(rect.topLeft()), ratio, shadow[1])


_SHADOWS: dict[tuple, tuple[QPixmap, int]] = {}


def _shadow_pixmap(sx: float, sy: float, lift: float) -> tuple[QPixmap, int]:
    """The shadow of a card at `sx`, `sy` device pixels a unit, and the room in pixels
    left of and above the card's top left corner (the shadow spreads 2 units sideways)."""
    drop = 1.5 + lift * 0.25
    pad = math.ceil(2 * max(sx, sy)) + 2
    pixmap = QPixmap(math.ceil(CARD_WIDTH * sx) + 2 * pad,
                     math.ceil((CARD_HEIGHT + drop + 2) * sy) + 2 * pad)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(pad, pad)
    painter.scale(sx, sy)
    _paint_shadow_shape(painter, QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), lift)
    painter.end()
    return pixmap, pad


def _paint_shadow_shape(painter: QPainter, rect: QRectF, lift: float) -> None:
    drop = 1.5 + lift * 0.25
    for grow in (0.0, 1.0, 2.0):
        r = rect.adjusted(-grow, drop, grow, drop + grow)
        painter.fillPath(card_path(r, CORNER_RADIUS + grow), _SHADOW)


def paint_glow(painter: QPainter, rect: QRectF) -> None:
    """The amber glow around a scoring card (under the card: only its rim shows)."""
    outline = card_path(rect)
    for width, alpha in ((16.0, 40), (10.0, 70), (5.0, 150)):
        glow = QColor(_HIGHLIGHT)
        glow.setAlpha(alpha)
        painter.strokePath(outline, QPen(glow, width))


def paint_dim(painter: QPainter, rect: QRectF) -> None:
    """A grey veil over a card that cannot be played now."""
    painter.fillPath(card_path(rect), _DIM)


def paint_fade(painter: QPainter, rect: QRectF, high_contrast: bool) -> None:
    """A veil of the felt's colour over a card of an earlier series of the play: the card
    stays opaque, so the card under it never shows through its corner index (play-test
    31; drawn at 55 % opacity, the half-covered index beneath read through it)."""
    painter.fillPath(card_path(rect), _FADE_HIGH_CONTRAST if high_contrast else _FADE)


def paint_highlight(painter: QPainter, rect: QRectF) -> None:
    """The amber frame and dotted inner frame of a scoring card."""
    painter.strokePath(card_path(rect.adjusted(1.5, 1.5, -1.5, -1.5)), QPen(_HIGHLIGHT, 3.0))
    dots = QPen(_HIGHLIGHT_DOTS, 2.2, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
    painter.strokePath(card_path(rect.adjusted(5, 5, -5, -5), 3.0), dots)


def hint_accent(high_contrast: bool) -> QColor:
    """The hint's colour on the table (`HINT_ACCENT`, or `HINT_ACCENT_HIGH_CONTRAST`)."""
    return QColor(HINT_ACCENT_HIGH_CONTRAST if high_contrast else HINT_ACCENT)


def paint_hint(painter: QPainter, rect: QRectF, high_contrast: bool = False) -> None:
    """The hint: a solid ring of the table's accent (`hint_accent`) hugging the card,
    `HINT_RING` units wide from its edge out (a keyboard focus ring, drawn after it, lies
    outside it: `paint_focus`'s `around_hint`), and a "?" badge of the accent bottom left."""
    accent, half = hint_accent(high_contrast), HINT_RING / 2
    painter.strokePath(card_path(rect.adjusted(-half, -half, half, half), CORNER_RADIUS + half),
                       QPen(accent, HINT_RING))
    centre = QPointF(rect.left() + 14.0, rect.bottom() - 16.0)
    _badge(painter, centre, accent)
    ink = QColor("black") if high_contrast else _HINT_INK
    painter.setPen(QPen(ink, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    q = QPainterPath(centre + QPointF(-3.0, -2.8))
    q.cubicTo(centre + QPointF(-3.0, -6.2), centre + QPointF(3.4, -6.4),
              centre + QPointF(3.2, -2.6))
    q.cubicTo(centre + QPointF(3.0, -0.4), centre + QPointF(0.0, 0.0),
              centre + QPointF(0.0, 2.2))
    painter.drawPath(q)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawEllipse(centre + QPointF(0.0, 5.2), 1.5, 1.5)


def paint_selected(painter: QPainter, rect: QRectF) -> None:
    """The selection: a thick dark border and a check-mark badge top right."""
    painter.strokePath(card_path(rect.adjusted(2, 2, -2, -2), CORNER_RADIUS - 2),
                       QPen(_SELECT_INK, 4.0))
    centre = QPointF(rect.right() - 14.0, rect.top() + 16.0)
    _badge(painter, centre, _SELECT_INK)
    tick = QPainterPath(centre + QPointF(-4.2, 0.2))
    tick.lineTo(centre + QPointF(-1.2, 3.4))
    tick.lineTo(centre + QPointF(4.4, -3.4))
    painter.strokePath(tick, QPen(QColor("white"), 2.6, Qt.PenStyle.SolidLine,
                                  Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))


def paint_hover(painter: QPainter, rect: QRectF) -> None:
    """The light outline of a card under the pointer."""
    painter.strokePath(card_path(rect.adjusted(-1.5, -1.5, 1.5, 1.5)), QPen(_HOVER, 2.0))


def _badge(painter: QPainter, centre: QPointF, colour: QColor) -> None:
    painter.setPen(QPen(QColor("white"), 1.6))
    painter.setBrush(colour)
    painter.drawEllipse(centre, 9.0, 9.0)


def paint_focus(painter: QPainter, rect: QRectF, around_hint: bool = False) -> None:
    """The keyboard focus ring: two dashed black-on-white rings outside the card, each
    `_FOCUS_RING` units wide, centred 4 and 9 units out. Round a hinted card
    (`around_hint`) they lie outside the hint's ring (`HINT_RING` from the card's edge),
    at 6.5 and 10, the outer one still within `OUTLINE_MARGIN`: at 4 the inner ring
    covered the gold's outer half, only 2.5 units of it showing."""
    offsets = _FOCUS_AROUND_HINT if around_hint else _FOCUS
    for offset, stagger in zip(offsets, (0.0, 1.75)):  # the outer ring's dashes in between
        ring = card_path(rect.adjusted(-offset, -offset, offset, offset), CORNER_RADIUS + offset)
        painter.strokePath(ring, QPen(QColor("white"), _FOCUS_RING))
        dashes = QPen(QColor("black"), _FOCUS_RING, Qt.PenStyle.CustomDashLine,
                      Qt.PenCapStyle.FlatCap)
        dashes.setDashPattern([2.0, 1.5])
        dashes.setDashOffset(stagger)
        painter.strokePath(ring, dashes)
