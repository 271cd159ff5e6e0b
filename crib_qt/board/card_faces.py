"""Card faces painted as vectors: the corner indices, the pips of A-10 and the framed
letter of J, Q, K, in the suit's colour.

Ranks are font outlines (filled paths) fitted to a fixed cap height, so every deck looks
alike whatever fonts are installed. What a corner index reads comes from `index_text`
alone (a translation of the indices changes that one function, then `clear_faces`).
All geometry constants below are in design units of the 100 x 140 card (card_shapes.py).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform

from crib_qt.rules.cards import RANK_NAMES, Card, Suit

from .card_shapes import (
    CARD_HEIGHT,
    CARD_WIDTH,
    HC_BLACK,
    design_transform,
    paint_blank,
    suit_path,
)

__all__ = ["suit_colour", "index_text", "face_path", "corner_index_path", "paint_face", "clear_faces"]

_BLACK = QColor("#16181d")
_RED = QColor("#c8102e")
_GREEN = QColor("#0f7b3c")
_BLUE = QColor("#1456b8")
_HC_RED = QColor("#d40000")  # pure-hue red, dark enough for 5:1 contrast on white


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
    return QColor(HC_BLACK if high_contrast else _BLACK)


def index_text(rank: int) -> str:
    """What the corner index of a card of `rank` (1 = ace ... 13 = king) reads: "A", "2" ...
    "10", "J", "Q", "K". Also the letter in the middle of a court card. Any text of one or
    more characters may come from here: several characters are set close together and
    squeezed to the index's width (as "10" is)."""
    return RANK_NAMES[rank]


def clear_faces() -> None:
    """Forget the faces' cached outlines (call when `index_text` reads otherwise, then clear
    the card pixmaps too: `card_pixmaps.clear`)."""
    _GLYPHS.clear()
    _FACE_PATHS.clear()


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
    """The rank's `index_text` as a path: ink `cap` tall from y=`top`, centred on x=`cx`,
    at most `max_width` wide. Several characters ("10") are set glyph by glyph with a
    tight gap (squeezed if needed)."""
    text = index_text(rank)
    if len(text) > 1:
        path, right = QPainterPath(), 0.0
        for char in text:
            glyph = _glyph(char, serif)
            ink = glyph.boundingRect()
            path.addPath(glyph.translated(right - ink.left(), 0))
            right += ink.width() + 0.07
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


_FACE_PATHS: dict[int, QPainterPath] = {}


def corner_index_path(card: Card) -> QPainterPath:
    """The top-left corner index of `card` (its rank over its suit), in design units
    (x 3 to 24, y 7 to 53.5 for every card); the bottom-right one is the same turned
    half a turn about the card's centre. Not cached (`face_path` keeps both)."""
    corner = _rank_path(card.rank, _INDEX_CX, _INDEX_TOP, _INDEX_CAP, _INDEX_MAX_W)
    suit_y = _INDEX_TOP + _INDEX_CAP + _INDEX_GAP + _INDEX_SUIT_H / 2
    corner.addPath(suit_path(card.suit, QPointF(_INDEX_CX, suit_y), _INDEX_SUIT_H))
    return corner


def face_path(card: Card) -> QPainterPath:
    """Everything printed in the suit colour, in design units: both indices and the
    centre (pips, or the court letter with its suits and ornaments). Cached per card."""
    ink = _FACE_PATHS.get(card.index)
    if ink is not None:
        return ink
    ink = QPainterPath()
    # corner index, then the same rotated half a turn about the card centre
    corner = corner_index_path(card)
    ink.addPath(corner)
    half_turn = QTransform()
    half_turn.translate(CARD_WIDTH, CARD_HEIGHT)
    half_turn.rotate(180)
    ink.addPath(half_turn.map(corner))
    if card.rank == 1:
        ink.addPath(suit_path(card.suit, QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2), _ACE_H))
    elif card.rank <= 10:
        size = _PIP_H_DENSE if card.rank >= 9 else _PIP_H
        for col, frac in _PIP_LAYOUT[card.rank]:
            y = _ROW_TOP + frac * (_ROW_BOTTOM - _ROW_TOP)
            ink.addPath(suit_path(card.suit, QPointF(_COLS[col], y), size, rotate=frac > 0.5))
    else:
        cx, cy = _COURT.center().x(), _COURT.center().y()
        ink.addPath(_rank_path(card.rank, cx, cy - 17.0, 34.0, 34.0, serif=True))
        for frac, rot in ((0.17, False), (0.83, True)):
            y = _COURT.top() + frac * _COURT.height()
            ink.addPath(suit_path(card.suit, QPointF(cx, y), 17.0, rotate=rot))
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
    design_transform(painter, rect)
    paint_blank(painter, high_contrast)
    if card.rank > 10:
        _paint_court_frame(painter, colour, high_contrast)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(face_path(card))
    painter.restore()
