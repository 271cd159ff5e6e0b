"""The project's own card art: faces and backs painted as vectors with QPainter.

Nothing here knows the rules of cribbage; it only paints. Every drawing function
takes a target rectangle in the painter's current coordinates (scene units on the
board, pixels in a pixmap) and scales all of its geometry to that rectangle, so
cards stay crisp at any size, zoom and device pixel ratio. Suit symbols are drawn
as hand-made paths (no font needed); ranks are font outlines (filled paths),
fitted to a fixed cap height so every deck looks alike whatever fonts are
installed.

The art is designed on a 100 × 140 card (`CARD_WIDTH` × `CARD_HEIGHT`); all
geometry constants below are in those design units.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from crib_qt.rules.cards import RANK_NAMES, Card, Suit

__all__ = [
    "CARD_WIDTH",
    "CARD_HEIGHT",
    "CORNER_RADIUS",
    "BACK_STYLES",
    "suit_colour",
    "card_path",
    "paint_face",
    "paint_back",
    "card_pixmap",
]

# Card size in scene units (the board's coordinate system); aspect 5:7.
CARD_WIDTH = 100.0
CARD_HEIGHT = 140.0
# Radius of the card's rounded corners, in scene units (for a 100-unit-wide card).
CORNER_RADIUS = 6.0
# The names accepted by `paint_back(style=...)`; the first is the default.
BACK_STYLES = ("classic", "burgundy", "forest")

# --- colours -----------------------------------------------------------------------------

_PAPER = QColor("#ffffff")
_EDGE = QColor("#9a9ea6")
_BLACK = QColor("#16181d")
_RED = QColor("#c8102e")
_GREEN = QColor("#0f7b3c")
_BLUE = QColor("#1456b8")
_HC_BLACK = QColor("#000000")
_HC_RED = QColor("#d40000")  # pure-hue red, dark enough for 5:1 contrast on white

# back style: (field, lattice, accent)
_BACKS = {
    "classic": (QColor("#17386e"), QColor("#3f68ad"), QColor("#dfe8f7")),
    "burgundy": (QColor("#6e1326"), QColor("#9c3448"), QColor("#f1d9a6")),
    "forest": (QColor("#134a36"), QColor("#2f7558"), QColor("#e3efd9")),
}


def suit_colour(suit: Suit, *, four_colour: bool = False, high_contrast: bool = False) -> QColor:
    """The ink colour of `suit`.

    Args:
        suit: the suit.
        four_colour: clubs green, diamonds blue, hearts red, spades black instead of the
            usual red/black pair.
        high_contrast: pure black and a pure, dark red (and no softened tones).

    Returns:
        A new opaque QColor; the exact colour the rank index and pips are filled with.
    """
    if four_colour and suit is Suit.CLUBS:
        return QColor(_GREEN)
    if four_colour and suit is Suit.DIAMONDS:
        return QColor(_BLUE)
    if suit.is_red:
        return QColor(_HC_RED if high_contrast else _RED)
    return QColor(_HC_BLACK if high_contrast else _BLACK)


# --- shapes ------------------------------------------------------------------------------


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


def _suit_path(suit: Suit, centre: QPointF, height: float, rotate: bool = False) -> QPainterPath:
    """The symbol of `suit`, `height` tall, centred on `centre`, upside down if `rotate`."""
    unit = _SUIT_PATHS.get(suit)
    if unit is None:
        unit = _SUIT_PATHS[suit] = _make_suit(suit)
    t = QTransform()
    t.translate(centre.x(), centre.y())
    if rotate:
        t.rotate(180)
    t.scale(height * _SUIT_ASPECT[suit], height)
    return t.map(unit)


# --- rank glyphs -------------------------------------------------------------------------

_INDEX_FAMILIES = ["Noto Sans", "DejaVu Sans", "Liberation Sans", "Arial", "Helvetica",
                   "Segoe UI", "Nimbus Sans", "sans-serif"]
_COURT_FAMILIES = ["Noto Serif", "DejaVu Serif", "Liberation Serif", "Georgia",
                   "Times New Roman", "C059", "Nimbus Roman", "serif"]
_GLYPHS: dict[tuple[str, bool], QPainterPath] = {}


def _glyph(text: str, serif: bool = False) -> QPainterPath:
    """Outline of `text` in a bold font, scaled so the font's cap height is 1 (baseline
    y=0). Cached; needs a QGuiApplication (for the font database)."""
    key = (text, serif)
    if key not in _GLYPHS:
        font = QFont()
        font.setFamilies(_COURT_FAMILIES if serif else _INDEX_FAMILIES)
        font.setPixelSize(200)
        font.setWeight(QFont.Weight.Bold)
        path = QPainterPath()
        path.addText(0, 0, font, text)
        cap = QFontMetricsF(font).capHeight() or 140.0
        _GLYPHS[key] = QTransform.fromScale(1 / cap, 1 / cap).map(path)
    return _GLYPHS[key]


def _rank_path(rank: int, cx: float, top: float, cap: float, max_width: float,
               serif: bool = False) -> QPainterPath:
    """The rank as a path: ink `cap` tall from y=`top`, centred on x=`cx`, at most
    `max_width` wide. "10" is set from two glyphs with a tight gap (squeezed if needed).
    """
    text = RANK_NAMES[rank]
    if text == "10":
        one, zero = _glyph("1", serif), _glyph("0", serif)
        b1, b0 = one.boundingRect(), zero.boundingRect()
        path = one.translated(-b1.left(), 0)
        path.addPath(zero.translated(b1.width() + 0.07 - b0.left(), 0))
    else:
        path = _glyph(text, serif)
    ink = path.boundingRect()
    # Fit the ink between the cap line and the baseline (a descending "J" would
    # otherwise collide with the suit below); only the tail of "Q" may hang below.
    sy = cap if text == "Q" else cap / max(ink.height(), 1e-6)
    sx = min(sy, max_width / max(ink.width(), 1e-6))
    t = QTransform()
    t.translate(cx, top)
    t.scale(sx, sy)
    t.translate(-ink.center().x(), -ink.top())
    return t.map(path)


# --- faces -------------------------------------------------------------------------------

_INDEX_CX = 13.5          # centre of the corner index column
_INDEX_TOP = 7.0          # top of the rank's capitals
_INDEX_CAP = 27.0         # rank height: about 30 % of the card width, for arm's length
_INDEX_MAX_W = 21.0       # widest rank ink ("10" is squeezed to fit)
_INDEX_SUIT_H = 15.0      # suit symbol under the rank
_INDEX_GAP = 4.5          # between the rank and its suit symbol
_PIP_H = 16.5             # pip height for 2–8
_PIP_H_DENSE = 15.0       # for 9 and 10, whose centre pips sit close to the side rows
_ACE_H = 50.0
_COLS = (39.0, 50.0, 61.0)
_ROW_TOP, _ROW_BOTTOM = 20.0, 120.0
_PIP_LAYOUT = {  # rank -> ((column 0/1/2, row fraction 0…1), ...)
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3),
        (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3),
         (1, 5 / 6), (0, 1), (2, 1)),
}
_COURT = QRectF(28.0, 9.0, 44.0, 122.0)  # the frame of J, Q, K


def _design_transform(painter: QPainter, rect: QRectF) -> None:
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)


def _paint_blank(painter: QPainter, high_contrast: bool) -> None:
    """White card with its edge, in design units."""
    edge_w = 3.0 if high_contrast else 1.0
    body = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT).adjusted(
        edge_w / 2, edge_w / 2, -edge_w / 2, -edge_w / 2)
    painter.setPen(QPen(_HC_BLACK if high_contrast else _EDGE, edge_w))
    painter.setBrush(_PAPER)
    painter.drawPath(card_path(body, CORNER_RADIUS - edge_w / 2))


_FACE_PATHS: dict[int, QPainterPath] = {}


def _face_path(card: Card) -> QPainterPath:
    """Everything printed in the suit colour, in design units: both indices and the
    centre (pips, or the court letter with its suits and ornaments). Cached per card."""
    ink = _FACE_PATHS.get(card.index)
    if ink is not None:
        return ink
    ink = QPainterPath()
    # corner index, then the same rotated half a turn about the card centre
    corner = _rank_path(card.rank, _INDEX_CX, _INDEX_TOP, _INDEX_CAP, _INDEX_MAX_W)
    suit_y = _INDEX_TOP + _INDEX_CAP + _INDEX_GAP + _INDEX_SUIT_H / 2
    corner.addPath(_suit_path(card.suit, QPointF(_INDEX_CX, suit_y), _INDEX_SUIT_H))
    ink.addPath(corner)
    half_turn = QTransform()
    half_turn.translate(CARD_WIDTH, CARD_HEIGHT)
    half_turn.rotate(180)
    ink.addPath(half_turn.map(corner))
    if card.rank == 1:
        ink.addPath(_suit_path(card.suit, QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2), _ACE_H))
    elif card.rank <= 10:
        size = _PIP_H_DENSE if card.rank >= 9 else _PIP_H
        for col, frac in _PIP_LAYOUT[card.rank]:
            y = _ROW_TOP + frac * (_ROW_BOTTOM - _ROW_TOP)
            ink.addPath(_suit_path(card.suit, QPointF(_COLS[col], y), size, rotate=frac > 0.5))
    else:
        cx, cy = _COURT.center().x(), _COURT.center().y()
        ink.addPath(_rank_path(card.rank, cx, cy - 17.0, 34.0, 34.0, serif=True))
        for frac, rot in ((0.17, False), (0.83, True)):
            y = _COURT.top() + frac * _COURT.height()
            ink.addPath(_suit_path(card.suit, QPointF(cx, y), 17.0, rotate=rot))
        for y in (_COURT.top() + 3, _COURT.bottom() - 3):  # small diamonds on the inner rule
            dia = QPainterPath(QPointF(cx, y - 2.2))
            for dx, dy in ((3.2, 0), (0, 2.2), (-3.2, 0)):
                dia.lineTo(cx + dx, y + dy)
            dia.closeSubpath()
            ink.addPath(dia)
    _FACE_PATHS[card.index] = ink
    return ink


def _paint_court_frame(painter: QPainter, colour: QColor, high_contrast: bool) -> None:
    """The J/Q/K panel behind the court ink: light tint and a double rule."""
    tint = QColor(colour)
    tint.setAlphaF(0.0 if high_contrast else 0.07)
    painter.setPen(QPen(colour, 2.2 if high_contrast else 1.6))
    painter.setBrush(tint)
    painter.drawRoundedRect(_COURT, 4.0, 4.0)
    painter.setPen(QPen(colour, 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(_COURT.adjusted(3, 3, -3, -3), 2.2, 2.2)


def paint_face(painter: QPainter, rect: QRectF, card: Card, *, four_colour: bool = False,
               high_contrast: bool = False) -> None:
    """Paint the face of `card` filling `rect`.

    White rounded card; large rank index top-left and (rotated) bottom-right with a suit
    symbol under each; classic pip layout for A–10, a framed serif letter for J/Q/K.

    Args:
        painter: an active painter; its state is saved and restored. Antialiasing is
            switched on for the drawing.
        rect: target rectangle in the painter's coordinates (scene units or pixels);
            should have the card's 5:7 aspect (other aspects stretch the art).
        card: the card to draw.
        four_colour: clubs green, diamonds blue, hearts red, spades black.
        high_contrast: thicker black border, pure black and red inks.
    """
    colour = suit_colour(card.suit, four_colour=four_colour, high_contrast=high_contrast)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _design_transform(painter, rect)
    _paint_blank(painter, high_contrast)
    if card.rank > 10:
        _paint_court_frame(painter, colour, high_contrast)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(_face_path(card))
    painter.restore()


# --- backs -------------------------------------------------------------------------------


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
    _design_transform(painter, rect)
    _paint_blank(painter, high_contrast)
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
        rosette.addPath(_suit_path(suit, QPointF(c.x() + dx, c.y() + dy), 8.0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(accent)
    painter.drawPath(rosette)


# --- pixmaps -----------------------------------------------------------------------------

_PIXMAP_CACHE: OrderedDict[tuple, QPixmap] = OrderedDict()
_PIXMAP_CACHE_SIZE = 160


def card_pixmap(card: Card | None, size: QSize, device_pixel_ratio: float = 1.0,
                **options) -> QPixmap:
    """A transparent-cornered pixmap of a card face (or of the back when `card` is None).

    Args:
        card: the card, or None for the back.
        size: the card's size in device-independent pixels.
        device_pixel_ratio: the screen's ratio; the pixmap holds
            ``size * device_pixel_ratio`` physical pixels and carries that ratio.
        **options: ``four_colour`` and ``high_contrast`` (faces and backs) and
            ``style`` (backs, one of `BACK_STYLES`).

    Returns:
        A pixmap shared through a small LRU cache keyed by all the arguments; do not
        paint on it.

    Raises:
        TypeError: for an unknown option.
    """
    unknown = set(options) - {"four_colour", "high_contrast", "style"}
    if unknown:
        raise TypeError(f"unknown card_pixmap option(s): {sorted(unknown)}")
    key = (None if card is None else card.index, size.width(), size.height(),
           float(device_pixel_ratio), tuple(sorted(options.items())))
    pixmap = _PIXMAP_CACHE.get(key)
    if pixmap is not None:
        _PIXMAP_CACHE.move_to_end(key)
        return pixmap
    pixmap = QPixmap(max(1, math.ceil(size.width() * device_pixel_ratio)),
                     max(1, math.ceil(size.height() * device_pixel_ratio)))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    target = QRectF(0, 0, size.width(), size.height())
    try:
        if card is None:
            paint_back(painter, target, style=options.get("style", BACK_STYLES[0]),
                       high_contrast=options.get("high_contrast", False))
        else:
            paint_face(painter, target, card, four_colour=options.get("four_colour", False),
                       high_contrast=options.get("high_contrast", False))
    finally:
        painter.end()
    _PIXMAP_CACHE[key] = pixmap
    while len(_PIXMAP_CACHE) > _PIXMAP_CACHE_SIZE:
        _PIXMAP_CACHE.popitem(last=False)
    return pixmap
