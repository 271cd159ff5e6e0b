"""Geometry and painting of the cribbage board for `peg_board.PegBoardItem`.

Everything here is in the board's item coordinates (``BOARD_WIDTH`` × ``BOARD_HEIGHT``).
The board is shown at ``geometry.PEG_BOARD_SCALE`` (1.2) on the 1000-unit high table, as
high as the table: at 800 × 600 neighbouring holes are about 8.3 px apart. The texts are
sized for a board shown at about 0.9 px a unit (1280 × 800 window): numbers 13 units
tall, names 15, the dealer badge 11 to 14.

Each street's numbers sit in the middle of the street, between its two tracks and level
with the holes they number, so a number is next to no hole but its own (issue 15). The
skunk badges sit in the middle of their street too, just past their line, where no number is.
"""

from __future__ import annotations

import math
import random
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath,
                           QPen, QRadialGradient)

BOARD_WIDTH = 188.0  # × PEG_BOARD_SCALE: the 230-unit rail beside the table
BOARD_HEIGHT = 820.0  # × PEG_BOARD_SCALE: the table's height but 8 units above and below
GAME_HOLE = 121
HOLE_COLOUR = QColor("#2a1709")

# Both exact in binary, so holes fall on exact coordinates (tests compare them exactly).
PITCH = 14.5  # between neighbouring holes of one group of five
GROUP_GAP = 7.5  # extra space between two groups of five
STREET_X = (36.0, 94.0, 152.0)  # street centres
HALF_LANE = 21.0  # a track runs this far left or right of its street centre: room for "120"
LANE = HALF_LANE + 5.0  # half the width of a street's sunken lane
TOP_Y = 92.0  # hole 40 (and holes 41 and 120)
BOTTOM_Y = TOP_Y + 39 * PITCH + 7 * GROUP_GAP  # hole 1 (and holes 80 and 81)
START_GAP = 20.0  # hole 1 to start hole
SPARE_GAP = 14.0  # start hole to the spare start hole behind it
GAME_GAP = 21.0  # hole 120 to the game hole
HOLE_R = 3.4  # about as big beside the pitch as before the board grew (2.35 of 10.5)
GAME_RING_R = 5.8  # the brass ring round the game hole
PEG_R = 6.8  # neighbouring pegs just clear each other
NUMBER_PX = 13  # street numbers, every ten holes
BADGE_PX = 12  # skunk badges
NAME_PX = 15
SCORE_PX = 24
DEALER_PX = (14, 13, 12, 11)  # the largest that fits is used
PLATE_H = 50.0  # score plates: seat 1 at the top, seat 0 at the bottom
PLATE_Y = (BOARD_HEIGHT - 10.0 - PLATE_H, 8.0)
WOOD_RECT = QRectF(3.0, 2.0, BOARD_WIDTH - 6.0, BOARD_HEIGHT - 6.0)  # the rest is shadow
SKUNK_LINES = ((61, "SS"), (91, "S"))  # double skunk, skunk: the line is before the hole
CREAM = QColor("#f6e9cc")
BRASS = QColor("#d9b15c")
INK = QColor("#3a210f")
SKUNK_RED = QColor("#9c2416")


def offset(i: int) -> float:
    """Distance from the first hole of a street to its hole ``i`` (1..40)."""
    return (i - 1) * PITCH + ((i - 1) // 5) * GROUP_GAP


def lane_x(seat: int, street: int) -> float:
    # Tracks swap sides in the middle street, so each pair of turns is concentric.
    left = (seat == 0) != (street == 1)
    return STREET_X[street] + (-HALF_LANE if left else HALF_LANE)


def hole_point(seat: int, score: int) -> QPointF:
    if score <= 0:
        return QPointF(lane_x(seat, 0), BOTTOM_Y + START_GAP)
    if score >= GAME_HOLE:
        return QPointF(lane_x(seat, 2), TOP_Y - GAME_GAP)
    street, i = divmod(score - 1, 40)
    y = TOP_Y + offset(i + 1) if street == 1 else BOTTOM_Y - offset(i + 1)
    return QPointF(lane_x(seat, street), y)


def spare_start(seat: int) -> QPointF:
    return QPointF(lane_x(seat, 0), BOTTOM_Y + START_GAP + SPARE_GAP)


def font(pixels: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def plate_rect(seat: int) -> QRectF:
    return QRectF(9.0, PLATE_Y[seat], BOARD_WIDTH - 18.0, PLATE_H)


# -- layout of the texts -----------------------------------------------------------------------


def number_labels() -> list[tuple[str, QRectF]]:
    """(text, box) of every street number: 10, 20 … 120 and 121, boxes just fit the text.

    A box is centred on its street, between the street's two tracks, level with the holes
    it numbers (121: between the two game holes).
    """
    metrics = QFontMetricsF(font(NUMBER_PX, bold=True))
    labels = []
    for score in list(range(10, GAME_HOLE, 10)) + [GAME_HOLE]:
        street = min(2, (score - 1) // 40)
        text = str(score)
        width, height = metrics.horizontalAdvance(text), metrics.height()
        y = hole_point(0, score).y()
        labels.append((text, QRectF(STREET_X[street] - width / 2, y - height / 2, width, height)))
    return labels


def skunk_marks() -> list[tuple[int, str, float, QRectF]]:
    """(score, badge text, y of the line, badge box) of the double skunk and skunk lines.

    The line runs across the street just before hole ``score``; the badge sits in the
    middle of the street just past the line, between the tracks, where no number is
    (the numbers are level with holes 60 and 90, before the lines).
    """
    metrics = QFontMetricsF(font(BADGE_PX, bold=True))
    marks = []
    for score, text in SKUNK_LINES:
        before, at = hole_point(0, score - 1).y(), hole_point(0, score).y()
        y = (before + at) / 2
        height = BADGE_PX * 1.25
        width = max(height, metrics.horizontalAdvance(text) + BADGE_PX * 0.65)
        centre_y = y + math.copysign(height / 2 + 2.5, at - before)  # the way the pegs go
        centre_x = STREET_X[(score - 1) // 40]
        marks.append((score, text, y, QRectF(centre_x - width / 2, centre_y - height / 2, width,
                                             height)))
    return marks


class PlateLayout(NamedTuple):
    """Where the texts of one score plate go: name on top, dealer badge and score below."""

    rect: QRectF
    peg_centre: QPointF
    name: str  # elided if it must be
    name_rect: QRectF
    badge: str  # "" without the dealer badge
    badge_rect: QRectF
    badge_px: int
    score: str
    score_rect: QRectF


def plate_layout(seat: int, name: str, score: int, dealer_text: str | None) -> PlateLayout:
    rect = plate_rect(seat)
    row1 = QRectF(rect.left(), rect.top() + 3.0, rect.width(), 19.0)
    row2 = QRectF(rect.left(), row1.bottom(), rect.width(), rect.bottom() - 2.0 - row1.bottom())
    peg = QPointF(rect.left() + 11.0, row1.center().y())
    name_left, right = rect.left() + 22.0, rect.right() - 7.0
    name_metrics = QFontMetricsF(font(NAME_PX, bold=True))
    shown = name_metrics.elidedText(name, Qt.ElideRight, right - name_left)
    name_rect = QRectF(name_left, row1.top(), right - name_left, row1.height())
    score_text = str(score)
    score_metrics = QFontMetricsF(font(SCORE_PX, bold=True))
    score_w = score_metrics.horizontalAdvance(score_text)
    score_rect = QRectF(right - score_w - 1.0, row2.top(), score_w + 1.0, row2.height())
    reserved = max(score_w, score_metrics.horizontalAdvance(str(GAME_HOLE)))
    badge, badge_rect, badge_px = "", QRectF(), DEALER_PX[-1]
    if dealer_text:
        room = right - reserved - 6.0 - (rect.left() + 6.0)
        full = QFontMetricsF(font(DEALER_PX[0], bold=True))
        if full.horizontalAdvance(dealer_text) + DEALER_PX[0] * 0.8 > room:
            # a long word ("Tagapamigay", "Distribuidor"): the room kept for a three-digit
            # score goes to the badge while the score is shorter (issue 17)
            room = right - score_w - 6.0 - (rect.left() + 6.0)
        for badge_px in DEALER_PX:
            metrics = QFontMetricsF(font(badge_px, bold=True))
            if metrics.horizontalAdvance(dealer_text) + badge_px * 0.8 <= room:
                break
        width = min(room, metrics.horizontalAdvance(dealer_text) + badge_px * 0.8)
        badge = metrics.elidedText(dealer_text, Qt.ElideRight, width - badge_px * 0.6)
        height = badge_px * 1.45
        badge_rect = QRectF(rect.left() + 6.0, row2.center().y() - height / 2, width, height)
    return PlateLayout(rect, peg, shown, name_rect, badge, badge_rect, badge_px, score_text,
                       score_rect)


# -- painting ----------------------------------------------------------------------------------


def make_grain() -> list[tuple[QPainterPath, float, QColor]]:
    """Wavy grain lines along the board, the same on every run (seeded)."""
    rng = random.Random(121)
    lines = []
    for n in range(56):
        x = rng.uniform(2, BOARD_WIDTH - 2)
        amp, wave, phase = rng.uniform(0.5, 3.5), rng.uniform(80, 260), rng.uniform(0, 6.3)
        y, end = -10.0, BOARD_HEIGHT + 10.0  # long grain, corner to corner
        path = QPainterPath(QPointF(x + amp * math.sin(phase + y / wave * 6.283), y))
        while y < end:
            y += 10.0
            path.lineTo(x + amp * math.sin(phase + y / wave * 6.283), y)
        light = n % 4 == 0
        colour = QColor(255, 214, 160, rng.randint(20, 45)) if light else QColor(
            92, 44, 12, rng.randint(22, 60))
        lines.append((path, rng.uniform(0.35, 1.4), colour))
    return lines


def paint_wood(p: QPainter, grain: list[tuple[QPainterPath, float, QColor]]) -> None:
    body = WOOD_RECT
    p.setPen(Qt.NoPen)
    for grow, alpha in ((3.0, 18), (2.0, 26), (1.0, 40)):  # soft shadow on the table
        p.setBrush(QColor(0, 0, 0, alpha))
        shadow = body.adjusted(-grow, 1.5 - grow, grow, 1.5 + grow)
        p.drawRoundedRect(shadow, 14 + grow, 14 + grow)
    outline = QPainterPath()
    outline.addRoundedRect(body, 14, 14)
    wood = QLinearGradient(body.left(), 0, body.right(), 0)
    for at, name in ((0.0, "#9e5e29"), (0.16, "#c4874c"), (0.45, "#d49c60"), (0.62, "#cc9156"),
                     (0.86, "#bd7e44"), (1.0, "#955626")):
        wood.setColorAt(at, QColor(name))
    p.setBrush(wood)
    p.drawPath(outline)
    p.save()
    p.setClipPath(outline)
    p.setBrush(Qt.NoBrush)
    for path, width, colour in grain:
        p.setPen(QPen(colour, width))
        p.drawPath(path)
    shade = QLinearGradient(0, body.top(), 0, body.bottom())
    shade.setColorAt(0.0, QColor(255, 236, 200, 45))
    shade.setColorAt(0.45, QColor(255, 236, 200, 0))
    shade.setColorAt(1.0, QColor(40, 16, 0, 50))
    p.setPen(Qt.NoPen)
    p.setBrush(shade)
    p.drawPath(outline)
    p.restore()
    p.setBrush(Qt.NoBrush)
    p.setPen(QPen(QColor(255, 228, 184, 110), 1.0))
    p.drawRoundedRect(body.adjusted(1.6, 1.6, -1.6, -1.6), 12.5, 12.5)
    p.setPen(QPen(QColor("#4a280e"), 1.2))
    p.drawPath(outline)


def paint_streets(p: QPainter) -> None:
    """The three sunken lanes, the start area and the numbers every ten holes."""
    p.setPen(QPen(QColor(255, 230, 190, 70), 0.8))
    p.setBrush(QColor(70, 34, 8, 34))
    for x in STREET_X:
        p.drawRoundedRect(QRectF(x - LANE, TOP_Y - 10.0, 2 * LANE, BOTTOM_Y - TOP_Y + 20.0), 8, 8)
    p.setBrush(QColor(70, 34, 8, 45))
    start = BOTTOM_Y + START_GAP - 8.0
    p.drawRoundedRect(QRectF(STREET_X[0] - LANE, start, 2 * LANE, SPARE_GAP + 16.0), 8, 8)
    p.setFont(font(NUMBER_PX, bold=True))
    for text, box in number_labels():
        p.setPen(QColor(255, 232, 196, 95))  # a lit lower edge, as if engraved
        p.drawText(box.translated(0.5, 0.7), Qt.AlignCenter, text)
        p.setPen(INK)
        p.drawText(box, Qt.AlignCenter, text)


def paint_track_line(p: QPainter, seat: int, colour: QColor) -> None:
    path = QPainterPath(spare_start(seat))
    for score in range(0, GAME_HOLE + 1):
        point = hole_point(seat, score)
        if score in (41, 81):  # the turns: half ellipses, concentric for both tracks
            prev = path.currentPosition()
            rx = abs(point.x() - prev.x()) / 2
            cx = (point.x() + prev.x()) / 2
            rect = QRectF(cx - rx, prev.y() - 0.5 * rx, 2 * rx, rx)
            path.arcTo(rect, 180.0, -180.0 if score == 41 else 180.0)  # over / under
        path.lineTo(point)
    colour = QColor(colour)
    colour.setAlpha(120)
    p.setBrush(Qt.NoBrush)
    p.setPen(QPen(colour, 1.4, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
    p.drawPath(path)


def paint_skunk_marks(p: QPainter) -> None:
    """A red line across the street before holes 61 and 91, its badge just past it."""
    line_pen = QPen(SKUNK_RED, 2.2, Qt.SolidLine, Qt.FlatCap)
    for score, text, y, badge in skunk_marks():
        x = STREET_X[(score - 1) // 40]
        p.setPen(QPen(QColor(255, 232, 190, 120), 0.8))
        p.drawLine(QPointF(x - LANE, y + 1.5), QPointF(x + LANE, y + 1.5))
        p.setPen(line_pen)
        p.drawLine(QPointF(x - LANE, y), QPointF(x + LANE, y))
        _paint_pill(p, badge, SKUNK_RED, QColor("#4a1008"), text, BADGE_PX, CREAM)


def _paint_pill(p: QPainter, rect: QRectF, colour: QColor, edge: QColor, text: str,
                pixels: int, ink: QColor) -> None:
    """A rounded badge: a shiny ``colour`` pill with ``text`` in bold ``ink``."""
    fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    fill.setColorAt(0.0, colour.lighter(125))
    fill.setColorAt(1.0, colour.darker(122))
    p.setPen(QPen(edge, 0.7))
    p.setBrush(fill)
    p.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    p.setFont(font(pixels, bold=True))
    p.setPen(ink)
    p.drawText(rect, Qt.AlignCenter, text)


def paint_holes(p: QPainter, centres: list[QPointF], game_centres: list[QPointF]) -> None:
    """Every hole at `centres` and, with a brass ring round it, at `game_centres`.

    Each hole is a drilled edge (shaded at the top left, lit at the bottom right) and the
    hole inside it. No hole's edge touches another, so all the edges are drawn first with
    one gradient moved from hole to hole (the brush origin), then all the holes with one
    brush: the same pixels as a gradient and two brushes made for each hole, in about half
    the time (246 holes, two of them game holes; the board's first paint is part of
    start-up, issue 14). One path of all the holes would be slower still at scale 2."""
    p.setPen(QPen(INK, 0.6))
    for centre in game_centres:
        ring = QRadialGradient(centre - QPointF(1.4, 1.4), GAME_RING_R + 0.8)
        ring.setColorAt(0.0, BRASS.lighter(140))
        ring.setColorAt(1.0, BRASS.darker(135))
        p.setBrush(ring)
        p.drawEllipse(centre, GAME_RING_R, GAME_RING_R)
    lip = HOLE_R + 0.75
    rim = QLinearGradient(-lip, -lip, lip, lip)
    rim.setColorAt(0.0, QColor(60, 28, 6, 150))
    rim.setColorAt(1.0, QColor(255, 232, 190, 190))
    p.setPen(Qt.NoPen)
    p.setBrush(rim)
    origin = QPointF(p.brushOrigin())
    centres = centres + game_centres
    for centre in centres:
        p.setBrushOrigin(origin + centre)
        p.drawEllipse(centre, lip, lip)
    p.setBrushOrigin(origin)
    p.setBrush(HOLE_COLOUR)
    for centre in centres:
        p.drawEllipse(centre, HOLE_R, HOLE_R)


def paint_plate(p: QPainter, layout: PlateLayout) -> None:
    """The plate with its texts; the peg at ``layout.peg_centre`` is the caller's."""
    rect = layout.rect
    fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    fill.setColorAt(0.0, QColor("#4a2b14"))
    fill.setColorAt(1.0, QColor("#2e190a"))
    p.setPen(QPen(BRASS.darker(110), 1.0))
    p.setBrush(fill)
    p.drawRoundedRect(rect, 7, 7)
    p.setPen(CREAM)
    p.setFont(font(NAME_PX, bold=True))
    p.drawText(layout.name_rect, Qt.AlignLeft | Qt.AlignVCenter, layout.name)
    p.setFont(font(SCORE_PX, bold=True))
    p.drawText(layout.score_rect, Qt.AlignRight | Qt.AlignVCenter, layout.score)
    if layout.badge:
        _paint_pill(p, layout.badge_rect, BRASS, INK, layout.badge, layout.badge_px, INK)
