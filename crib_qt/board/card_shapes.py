"""The shapes every card is made of: its size, its rounded outline, the white blank with
its edge, and the four suit symbols as hand-made paths (no font needed).

The art is designed on a 100 x 140 card (`CARD_WIDTH` x `CARD_HEIGHT`, scene units on
the board); `design_transform` maps that card onto any rectangle, so cards stay crisp at
any size, zoom and device pixel ratio. Used by card_faces.py and card_backs.py.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from crib_qt.rules.cards import Suit

__all__ = ["CARD_WIDTH", "CARD_HEIGHT", "CORNER_RADIUS", "HC_BLACK", "card_path", "suit_path",
           "design_transform", "paint_blank"]

# Card size in scene units (the board's coordinate system); aspect 5:7.
CARD_WIDTH = 100.0
CARD_HEIGHT = 140.0
# Radius of the card's rounded corners, in scene units (for a 100-unit-wide card).
CORNER_RADIUS = 6.0

_PAPER = QColor("#ffffff")
_EDGE = QColor("#9a9ea6")
HC_BLACK = QColor("#000000")  # high contrast: the edge and the black suits


def card_path(rect: QRectF, radius: float | None = None) -> QPainterPath:
    """The rounded-rectangle outline of a card filling `rect`.

    Args:
        rect: the card's rectangle in the painter's coordinates.
        radius: corner radius in the same units; default `CORNER_RADIUS` scaled by
            ``rect.width() / CARD_WIDTH``.
    """
    if radius is None:
        radius = CORNER_RADIUS * rect.width() / CARD_WIDTH
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _stem_into(path: QPainterPath, joint_y: float) -> None:
    """Continue `path` from (-0.05, joint_y) down a flared stem to the box bottom and back
    up to (0.05, joint_y) (spades and clubs)."""
    path.cubicTo(QPointF(-0.05, 0.33), QPointF(-0.12, 0.45), QPointF(-0.25, 0.5))
    path.lineTo(0.25, 0.5)
    path.cubicTo(QPointF(0.12, 0.45), QPointF(0.05, 0.33), QPointF(0.05, joint_y))


def _heart(top: float, bottom: float, spade: bool = False) -> QPainterPath:
    """One closed contour: a heart filling x -0.5…0.5 and y `top`…`bottom`, or for a
    spade the same upside down (point up) with a stem down to y=0.5."""
    h = bottom - top
    pts = [  # left half as cubic segments of (x, t); t 0 = lobe side, 1 = the point
        (0.0, 1.0), (-0.16, 0.78), (-0.5, 0.6), (-0.5, 0.3),
        (-0.5, 0.08), (-0.36, 0.0), (-0.25, 0.0),
    ]
    pts += [(-0.12, 0.0), (-0.05, 0.04), (-0.05, 0.16)] if spade else \
        [(-0.12, 0.0), (-0.02, 0.07), (0.0, 0.19)]

    def p(x: float, t: float) -> QPointF:
        return QPointF(x, bottom - t * h) if spade else QPointF(x, top + t * h)

    path = QPainterPath(p(*pts[0]))
    for i in range(1, 10, 3):
        path.cubicTo(p(*pts[i]), p(*pts[i + 1]), p(*pts[i + 2]))
    if spade:
        _stem_into(path, p(*pts[9]).y())
    for i in range(8, 0, -3):  # the mirror image, back to the point
        a, b, c = pts[i], pts[i - 1], pts[i - 2]
        path.cubicTo(p(-a[0], a[1]), p(-b[0], b[1]), p(-c[0], c[1]))
    path.closeSubpath()
    return path


def _club() -> QPainterPath:
    """One closed contour: three overlapping leaves (circle arcs) and a flared stem."""
    r = 0.235
    top, left, right = (0.0, -0.5 + r), (-0.5 + r, 0.07), (0.5 - r, 0.07)

    def outer_crossing(a: tuple, b: tuple) -> tuple[float, float]:
        # the crossing of two equal circles on the side away from the club's centre
        (ax, ay), (bx, by) = a, b
        d = math.hypot(bx - ax, by - ay)
        h = math.sqrt(max(r * r - d * d / 4, 0.0))
        nx, ny = (by - ay) / d, -(bx - ax) / d
        mx, my = (ax + bx) / 2, (ay + by) / 2
        c1, c2 = (mx + h * nx, my + h * ny), (mx - h * nx, my - h * ny)
        return max(c1, c2, key=lambda q: math.hypot(q[0], q[1] - 0.1))

    def angle(c: tuple, q: tuple) -> float:  # Qt arc angles: degrees, anticlockwise
        return math.degrees(math.atan2(-(q[1] - c[1]), q[0] - c[0]))

    def arc(path: QPainterPath, c: tuple, q0: tuple, q1: tuple) -> None:  # clockwise
        a0, a1 = angle(c, q0), angle(c, q1)
        path.arcTo(QRectF(c[0] - r, c[1] - r, 2 * r, 2 * r), a0, -((a0 - a1) % 360))

    joint_y = right[1] + math.sqrt(r * r - (0.05 - right[0]) ** 2)
    tl, tr = outer_crossing(top, left), outer_crossing(top, right)
    path = QPainterPath(QPointF(*tl))
    arc(path, top, tl, tr)
    arc(path, right, tr, (0.05, joint_y))
    _stem_into(path, joint_y)
    arc(path, left, (-0.05, joint_y), tl)
    path.closeSubpath()
    return path


def _make_suit(suit: Suit) -> QPainterPath:
    if suit is Suit.HEARTS:
        return _heart(-0.5, 0.5)
    if suit is Suit.SPADES:
        return _heart(-0.5, 0.3, spade=True)
    if suit is Suit.DIAMONDS:
        path = QPainterPath(QPointF(0, -0.5))  # sides bowed slightly inwards
        corners = ((0.0, -0.5), (0.5, 0.0), (0.0, 0.5), (-0.5, 0.0), (0.0, -0.5))
        for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
            path.quadTo(QPointF((x0 + x1) * 0.42, (y0 + y1) * 0.42), QPointF(x1, y1))
        path.closeSubpath()
        return path
    return _club()


# width / height of each suit symbol (the paths fill a unit box; this restores shape).
_SUIT_ASPECT = {Suit.CLUBS: 1.0, Suit.DIAMONDS: 0.78, Suit.HEARTS: 1.04, Suit.SPADES: 0.9}
_SUIT_PATHS: dict[Suit, QPainterPath] = {}


def suit_path(suit: Suit, centre: QPointF, height: float, rotate: bool = False) -> QPainterPath:
    """The symbol of `suit` (a closed path, no font needed), `height` units tall, centred on
    `centre`, upside down if `rotate`."""
    unit = _SUIT_PATHS.get(suit)
    if unit is None:
        unit = _SUIT_PATHS[suit] = _make_suit(suit)
    t = QTransform()
    t.translate(centre.x(), centre.y())
    if rotate:
        t.rotate(180)
    t.scale(height * _SUIT_ASPECT[suit], height)
    return t.map(unit)


def design_transform(painter: QPainter, rect: QRectF) -> None:
    """Map the design card (`CARD_WIDTH` x `CARD_HEIGHT` units) onto `rect` of `painter`."""
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)


def paint_blank(painter: QPainter, high_contrast: bool) -> None:
    """White card with its edge, in design units."""
    edge_w = 3.0 if high_contrast else 1.0
    body = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT).adjusted(
        edge_w / 2, edge_w / 2, -edge_w / 2, -edge_w / 2)
    painter.setPen(QPen(HC_BLACK if high_contrast else _EDGE, edge_w))
    painter.setBrush(_PAPER)
    painter.drawPath(card_path(body, CORNER_RADIUS - edge_w / 2))
