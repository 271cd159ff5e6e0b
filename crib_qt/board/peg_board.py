"""The cribbage board: two 121-hole tracks, leapfrogging pegs and the score plates.

The board stands upright (``BOARD_WIDTH`` × ``BOARD_HEIGHT`` scene units, meant for the right
of the table). Each player's track runs in three streets, up, down and up again, 40 holes a
street in groups of five, from two start holes at the bottom left to a game hole (121) at
the top right. Seat 1's score plate is at the top of the board, seat 0's at the bottom.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

BOARD_WIDTH = 180.0
BOARD_HEIGHT = 620.0
GAME_HOLE = 121
HOLE_COLOUR = QColor("#2a1709")

_PITCH = 10.5  # between neighbouring holes of one group of five
_GROUP_GAP = 5.5  # extra space between two groups of five
_STREET_X = (34.0, 90.0, 146.0)  # street centres
_HALF_LANE = 7.0  # a track runs this far left or right of its street centre
_BOTTOM_Y = 536.0  # hole 1 (and holes 80 and 81)
_TOP_Y = _BOTTOM_Y - 39 * _PITCH - 7 * _GROUP_GAP  # hole 40 (and holes 41 and 120)
_START_GAP = 15.0  # hole 1 to start hole; the spare start hole is another 10 behind
_HOLE_R = 2.35
_PEG_R = 4.8
_PLATE_H = 38.0  # score plates: seat 1 at the top, seat 0 at the bottom
_PLATE_Y = (BOARD_HEIGHT - 10.0 - _PLATE_H, 8.0)
_WOOD_RECT = QRectF(3.0, 2.0, BOARD_WIDTH - 6.0, BOARD_HEIGHT - 6.0)  # the rest is shadow
_CREAM = QColor("#f6e9cc")
_BRASS = QColor("#d9b15c")
_INK = QColor("#3a210f")


def _offset(i: int) -> float:
    """Distance from the first hole of a street to its hole ``i`` (1..40)."""
    return (i - 1) * _PITCH + ((i - 1) // 5) * _GROUP_GAP


def _lane_x(seat: int, street: int) -> float:
    # Tracks swap sides in the middle street, so each pair of turns is concentric.
    left = (seat == 0) != (street == 1)
    return _STREET_X[street] + (-_HALF_LANE if left else _HALF_LANE)


def _hole_point(seat: int, score: int) -> QPointF:
    if score <= 0:
        return QPointF(_lane_x(seat, 0), _BOTTOM_Y + _START_GAP)
    if score >= GAME_HOLE:
        return QPointF(_lane_x(seat, 2), _TOP_Y - 17.0)
    street, i = divmod(score - 1, 40)
    y = _TOP_Y + _offset(i + 1) if street == 1 else _BOTTOM_Y - _offset(i + 1)
    return QPointF(_lane_x(seat, street), y)


def _spare_start(seat: int) -> QPointF:
    return QPointF(_lane_x(seat, 0), _BOTTOM_Y + _START_GAP + 10.0)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def _peg_shape(seat: int, radius: float) -> QPainterPath:
    path = QPainterPath()
    if seat == 0:
        path.addEllipse(QPointF(0, 0), radius, radius)
    else:  # diamond head, same area as the round one
        h, w = radius * 1.08, radius * 1.3  # a little wider than tall: fits between holes
        path.addPolygon(QPolygonF([QPointF(0, -h), QPointF(w, 0), QPointF(0, h), QPointF(-w, 0)]))
        path.closeSubpath()
    return path


def _paint_peg(p: QPainter, seat: int, colour: QColor, radius: float, lift: float = 0.0) -> None:
    """Paint one peg head centred on (0, 0); the centre stays exactly ``colour``."""
    shape = _peg_shape(seat, radius)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor(0, 0, 0, int(95 - 45 * lift)))
    p.drawPath(shape.translated(0.7 + 3.5 * lift, 1.1 + 4.5 * lift))
    body = QRadialGradient(QPointF(0, 0), radius * 1.25)
    body.setColorAt(0.0, colour)
    body.setColorAt(0.55, colour)
    body.setColorAt(1.0, colour.darker(165))
    p.setBrush(body)
    p.setPen(QPen(colour.darker(230), 0.7))
    p.drawPath(shape)
    shine = QRadialGradient(QPointF(-0.42 * radius, -0.45 * radius), radius * 0.42)
    shine.setColorAt(0.0, QColor(255, 255, 255, 200))
    shine.setColorAt(1.0, QColor(255, 255, 255, 0))
    p.setPen(Qt.NoPen)
    p.setBrush(shine)
    p.drawEllipse(QPointF(-0.42 * radius, -0.45 * radius), radius * 0.42, radius * 0.42)


class _PegItem(QGraphicsItem):
    """One peg, a child of the board; ``lift`` (0..1) raises it off the board mid-jump."""

    def __init__(self, seat: int, colour: QColor, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.seat = seat
        self.colour = QColor(colour)
        self.lift = 0.0
        self.target = QPointF()
        self.setZValue(2)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        r = _PEG_R * 1.25 + 1.0
        return QRectF(-r, -r, 2 * r + 5.0, 2 * r + 6.0)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.Antialiasing)
        _paint_peg(painter, self.seat, self.colour, _PEG_R, self.lift)


class PegBoardItem(QGraphicsObject):
    """A wooden cribbage board for two players, with two leapfrogging pegs per player.

    The item spans ``QRectF(0, 0, 180, 620)`` in its own coordinates (scene units); place it
    with ``setPos``. Player 0 pegs are red and round, player 1 pegs blue with diamond heads.

    Signals:
        pegsSettled: emitted once for every ``setPegs`` call that moved a peg, as soon as no
            peg animation is running any more (synchronously inside ``setPegs`` when the
            move is instant and nothing else is animating).
    """

    pegsSettled = Signal()

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._colours = [QColor("#d22b2b"), QColor("#1f62c9")]
        self._names = ["", ""]
        self._dealer: int | None = None
        self._dealer_text = "D"
        self._scores = [(0, 0), (0, 0)]
        self._pegs = [[_PegItem(s, self._colours[s], self) for _ in range(2)] for s in (0, 1)]
        self._front = [0, 0]  # index into self._pegs[seat] of the leading peg
        self._anims: dict[_PegItem, QVariantAnimation] = {}
        self._pending = 0
        self._grain = self._make_grain()
        for seat in (0, 1):
            for peg, point in zip(self._pegs[seat], (_hole_point(seat, 0), _spare_start(seat))):
                peg.target = point
                peg.setPos(point)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

    # -- geometry ---------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        """The whole board: ``QRectF(0, 0, 180, 620)`` in item coordinates (scene units)."""
        return QRectF(0, 0, BOARD_WIDTH, BOARD_HEIGHT)

    def holePosition(self, seat: int, score: int) -> QPointF:  # noqa: N802
        """Centre of the hole for ``score`` on ``seat``'s track, in item coordinates.

        Args:
            seat: 0 or 1.
            score: points; 0 is the start hole just behind hole 1, anything above 121 is the
                game hole 121.
        """
        self._check_seat(seat)
        if score < 0:
            raise ValueError(f"score must not be negative, got {score}")
        return _hole_point(seat, score)

    def pegPositions(self, seat: int) -> tuple[QPointF, QPointF]:  # noqa: N802
        """The (front, back) peg positions of ``seat`` in item coordinates.

        These are the targets of the last ``setPegs`` call, even while the pegs still move.
        """
        self._check_seat(seat)
        pegs = self._pegs[seat]
        front = pegs[self._front[seat]]
        return QPointF(front.target), QPointF(pegs[1 - self._front[seat]].target)

    def pegScores(self, seat: int) -> tuple[int, int]:  # noqa: N802
        """The (front, back) scores last given to ``setPegs`` for ``seat``, unclamped."""
        self._check_seat(seat)
        return self._scores[seat]

    # -- pegs -------------------------------------------------------------------------------

    def setPegs(  # noqa: N802 (Qt naming)
        self, seat: int, front: int, back: int, duration_ms: int = 400
    ) -> None:
        """Move ``seat``'s pegs to the holes of scores ``front`` and ``back``.

        The pegs leapfrog: whichever peg is not already in one of the two holes jumps there,
        usually the back peg over the front one. Score 0 is the start hole (with both pegs
        at 0 the back one sits in the spare start hole); scores above 121 sit at 121. The
        score plate shows ``front`` as given.

        Args:
            seat: 0 or 1.
            front: the player's score (points, >= 0).
            back: the score before the last points (points, 0..front; swapped if larger).
            duration_ms: length of each jump in milliseconds; 0 moves instantly.
        """
        self._check_seat(seat)
        if front < 0 or back < 0:
            raise ValueError(f"scores must not be negative, got {front}, {back}")
        if back > front:
            front, back = back, front
        self._scores[seat] = (front, back)
        self.update(self._plate_rect(seat))
        to_front = _hole_point(seat, front)
        to_back = _spare_start(seat) if front == back == 0 else _hole_point(seat, back)
        lead, trail = self._pegs[seat][self._front[seat]], self._pegs[seat][1 - self._front[seat]]
        keep = (lead.target != to_front) + (trail.target != to_back)
        swap = (trail.target != to_front) + (lead.target != to_back)
        if swap < keep:
            lead, trail = trail, lead
            self._front[seat] = 1 - self._front[seat]
        moved = False
        for peg, point in ((lead, to_front), (trail, to_back)):
            if peg.target != point:
                self._move(peg, point, duration_ms)
                moved = True
        if moved:
            self._pending += 1
            self._settle()

    def isAnimating(self) -> bool:  # noqa: N802
        """True while a peg is still on its way."""
        return bool(self._anims)

    def _move(self, peg: _PegItem, point: QPointF, duration_ms: int) -> None:
        old = self._anims.pop(peg, None)
        if old is not None:
            old.stop()
        peg.target = QPointF(point)
        if duration_ms <= 0:
            self._land(peg)
            return
        start = peg.pos()
        delta = point - start
        length = math.hypot(delta.x(), delta.y()) or 1.0
        side = 1.0 if peg.seat == 0 else -1.0  # jump out to the track's own side
        normal = QPointF(delta.y(), -delta.x()) * (side / length)
        height = min(9.0, 0.22 * length)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(duration_ms))
        anim.setEasingCurve(QEasingCurve.InOutSine)

        def step(value: float) -> None:
            arc = math.sin(math.pi * value)
            peg.setPos(start + delta * value + normal * (height * arc))
            peg.lift = arc
            peg.setScale(1.0 + 0.35 * arc)
            peg.update()

        def done() -> None:
            if self._anims.get(peg) is anim:
                del self._anims[peg]
                self._land(peg)
                self._settle()

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anims[peg] = anim
        peg.setZValue(3)
        anim.start(QAbstractAnimation.DeleteWhenStopped)

    @staticmethod
    def _land(peg: _PegItem) -> None:
        peg.setPos(peg.target)
        peg.lift = 0.0
        peg.setScale(1.0)
        peg.setZValue(2)
        peg.update()

    def _settle(self) -> None:
        while not self._anims and self._pending:
            self._pending -= 1
            self.pegsSettled.emit()

    # -- players ----------------------------------------------------------------------------

    def setPlayerColours(self, first: QColor, second: QColor) -> None:  # noqa: N802
        """Set the peg and track colours of seat 0 (``first``) and seat 1 (``second``)."""
        self._colours = [QColor(first), QColor(second)]
        for seat in (0, 1):
            for peg in self._pegs[seat]:
                peg.colour = QColor(self._colours[seat])
                peg.update()
        self.update()

    def playerColours(self) -> tuple[QColor, QColor]:  # noqa: N802
        """The (seat 0, seat 1) peg colours."""
        return QColor(self._colours[0]), QColor(self._colours[1])

    def setPlayerName(self, seat: int, text: str) -> None:  # noqa: N802
        """Show ``text`` on ``seat``'s score plate (elided if it does not fit)."""
        self._check_seat(seat)
        self._names[seat] = text
        self.update(self._plate_rect(seat))

    def setDealer(self, seat: int | None) -> None:  # noqa: N802
        """Put the dealer badge on ``seat``'s score plate; ``None`` or -1 removes it."""
        if seat is not None and seat != -1:
            self._check_seat(seat)
        self._dealer = None if seat in (None, -1) else seat
        self.update()

    def setDealerText(self, text: str) -> None:  # noqa: N802
        """Set the (already translated) text of the dealer badge, e.g. "D" or "Crib"."""
        self._dealer_text = text
        self.update()

    @staticmethod
    def _check_seat(seat: int) -> None:
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, got {seat}")

    @staticmethod
    def _plate_rect(seat: int) -> QRectF:
        return QRectF(9.0, _PLATE_Y[seat], BOARD_WIDTH - 18.0, _PLATE_H)

    # -- painting ---------------------------------------------------------------------------

    @staticmethod
    def _make_grain() -> list[tuple[QPainterPath, float, QColor]]:
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

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        """Paint wood, tracks, marks and score plates; the pegs are child items."""
        p = painter
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.TextAntialiasing)
        self._paint_wood(p)
        for street in range(3):
            self._paint_street(p, street)
        for seat in (0, 1):
            self._paint_track_line(p, seat)
        self._paint_marks(p)
        for seat in (0, 1):
            for score in range(GAME_HOLE):
                self._paint_hole(p, _hole_point(seat, score))
            self._paint_hole(p, _spare_start(seat))
            self._paint_hole(p, _hole_point(seat, GAME_HOLE), game=True)
            self._paint_plate(p, seat)

    def _paint_wood(self, p: QPainter) -> None:
        body = _WOOD_RECT
        p.setPen(Qt.NoPen)
        for grow, alpha in ((3.0, 18), (2.0, 26), (1.0, 40)):  # soft shadow on the table
            p.setBrush(QColor(0, 0, 0, alpha))
            shadow = body.adjusted(-grow, 1.5 - grow, grow, 1.5 + grow)
            p.drawRoundedRect(shadow, 14 + grow, 14 + grow)
        outline = QPainterPath()
        outline.addRoundedRect(body, 14, 14)
        wood = QLinearGradient(body.left(), 0, body.right(), 0)
        wood.setColorAt(0.0, QColor("#9e5e29"))
        wood.setColorAt(0.16, QColor("#c4874c"))
        wood.setColorAt(0.45, QColor("#d49c60"))
        wood.setColorAt(0.62, QColor("#cc9156"))
        wood.setColorAt(0.86, QColor("#bd7e44"))
        wood.setColorAt(1.0, QColor("#955626"))
        p.setBrush(wood)
        p.drawPath(outline)
        p.save()
        p.setClipPath(outline)
        p.setBrush(Qt.NoBrush)
        for path, width, colour in self._grain:
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

    def _paint_street(self, p: QPainter, street: int) -> None:
        x = _STREET_X[street]
        lane = QRectF(x - 13.0, _TOP_Y - 8.0, 26.0, _BOTTOM_Y - _TOP_Y + 16.0)
        p.setPen(QPen(QColor(255, 230, 190, 70), 0.8))
        p.setBrush(QColor(70, 34, 8, 34))
        p.drawRoundedRect(lane, 6, 6)
        for n in range(5, 41, 5):
            score = street * 40 + n
            y = _hole_point(0, score).y()
            p.setFont(_font(7.5, bold=True) if n % 10 == 0 else _font(6.5))
            p.setPen(QColor(58, 30, 10, 230 if n % 10 == 0 else 160))
            p.drawText(QRectF(x - 33.0, y - 6.0, 19.0, 12.0), Qt.AlignCenter, str(score))

    def _paint_track_line(self, p: QPainter, seat: int) -> None:
        path = QPainterPath(_spare_start(seat))
        for score in range(0, GAME_HOLE + 1):
            point = _hole_point(seat, score)
            if score in (41, 81):  # the turns: half ellipses, concentric for both tracks
                prev = path.currentPosition()
                rx = abs(point.x() - prev.x()) / 2
                cx = (point.x() + prev.x()) / 2
                rect = QRectF(cx - rx, prev.y() - 0.55 * rx, 2 * rx, 1.1 * rx)
                path.arcTo(rect, 180.0, -180.0 if score == 41 else 180.0)  # over / under
            path.lineTo(point)
        colour = QColor(self._colours[seat])
        colour.setAlpha(120)
        p.setBrush(Qt.NoBrush)
        p.setPen(QPen(colour, 1.1, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        p.drawPath(path)

    def _paint_marks(self, p: QPainter) -> None:
        for score, badge in ((61, "SS"), (91, "S")):
            street = (score - 1) // 40
            y = (_hole_point(0, score).y() + _hole_point(0, score - 1).y()) / 2
            x = _STREET_X[street]
            p.setPen(QPen(QColor(60, 28, 6, 200), 1.0))
            p.drawLine(QPointF(x - 12.0, y), QPointF(x + 12.0, y))
            p.setPen(QPen(QColor(255, 232, 190, 110), 0.6))
            p.drawLine(QPointF(x - 12.0, y + 0.9), QPointF(x + 12.0, y + 0.9))
            self._paint_badge(p, QPointF(x + 20.0, y), badge, 6.0)
        top = _hole_point(0, GAME_HOLE).y()
        p.setFont(_font(8, bold=True))
        p.setPen(_INK)
        p.drawText(QRectF(_STREET_X[2] - 16, top - 19.0, 32, 10), Qt.AlignCenter, str(GAME_HOLE))
        start = QRectF(_STREET_X[0] - 12.0, _BOTTOM_Y + _START_GAP - 6.0, 24.0, 22.0)
        p.setPen(QPen(QColor(255, 230, 190, 70), 0.8))
        p.setBrush(QColor(70, 34, 8, 45))
        p.drawRoundedRect(start, 6, 6)

    @staticmethod
    def _badge_size(text: str, pixels: float) -> tuple[float, float]:
        height = pixels * 1.6
        width = QFontMetricsF(_font(pixels, bold=True)).horizontalAdvance(text) + pixels
        return max(height, min(64.0, width)), height

    def _paint_badge(self, p: QPainter, centre: QPointF, text: str, pixels: float) -> None:
        font = _font(pixels, bold=True)
        width, height = self._badge_size(text, pixels)
        rect = QRectF(0, 0, width, height)
        rect.moveCenter(centre)
        fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        fill.setColorAt(0.0, _BRASS.lighter(125))
        fill.setColorAt(1.0, _BRASS.darker(120))
        p.setPen(QPen(_INK, 0.6))
        p.setBrush(fill)
        p.drawRoundedRect(rect, height / 2, height / 2)
        p.setFont(font)
        p.setPen(_INK)
        elided = QFontMetricsF(font).elidedText(text, Qt.ElideRight, width - pixels * 0.6)
        p.drawText(rect, Qt.AlignCenter, elided)

    @staticmethod
    def _paint_hole(p: QPainter, centre: QPointF, game: bool = False) -> None:
        if game:
            ring = QRadialGradient(centre - QPointF(1.2, 1.2), 6.0)
            ring.setColorAt(0.0, _BRASS.lighter(140))
            ring.setColorAt(1.0, _BRASS.darker(135))
            p.setPen(QPen(_INK, 0.6))
            p.setBrush(ring)
            p.drawEllipse(centre, 5.2, 5.2)
        lip = _HOLE_R + 0.75  # drilled edge: shaded at the top left, lit at the bottom right
        rim = QLinearGradient(centre - QPointF(lip, lip), centre + QPointF(lip, lip))
        rim.setColorAt(0.0, QColor(60, 28, 6, 150))
        rim.setColorAt(1.0, QColor(255, 232, 190, 190))
        p.setPen(Qt.NoPen)
        p.setBrush(rim)
        p.drawEllipse(centre, lip, lip)
        p.setBrush(HOLE_COLOUR)
        p.drawEllipse(centre, _HOLE_R, _HOLE_R)

    def _paint_plate(self, p: QPainter, seat: int) -> None:
        rect = self._plate_rect(seat)
        fill = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        fill.setColorAt(0.0, QColor("#4a2b14"))
        fill.setColorAt(1.0, QColor("#2e190a"))
        p.setPen(QPen(_BRASS.darker(110), 1.0))
        p.setBrush(fill)
        p.drawRoundedRect(rect, 7, 7)
        p.save()
        p.translate(rect.left() + 12.0, rect.center().y())
        _paint_peg(p, seat, self._colours[seat], 5.0)
        p.restore()
        right = rect.right() - 7.0
        score_font = _font(21, bold=True)
        score = str(self._scores[seat][0])
        score_w = QFontMetricsF(score_font).horizontalAdvance(score)
        p.setFont(score_font)
        p.setPen(_CREAM)
        p.drawText(QRectF(right - score_w - 2, rect.top(), score_w + 2, rect.height()),
                   Qt.AlignRight | Qt.AlignVCenter, score)
        right -= score_w + 6.0
        if self._dealer == seat and self._dealer_text:
            width, _ = self._badge_size(self._dealer_text, 9.0)
            centre = QPointF(right - width / 2, rect.center().y())
            self._paint_badge(p, centre, self._dealer_text, 9.0)
            right -= width + 5.0
        left = rect.left() + 23.0
        name_font = _font(11)
        name = QFontMetricsF(name_font).elidedText(self._names[seat], Qt.ElideRight,
                                                   max(0.0, right - left))
        p.setFont(name_font)
        p.setPen(_CREAM)
        p.drawText(QRectF(left, rect.top(), max(0.0, right - left), rect.height()),
                   Qt.AlignLeft | Qt.AlignVCenter, name)
