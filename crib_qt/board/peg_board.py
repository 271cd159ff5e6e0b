"""The cribbage board: two 121-hole tracks, leapfrogging pegs and the score plates.

The board stands upright (``BOARD_WIDTH`` × ``BOARD_HEIGHT`` scene units, meant for the right
of the table). Each player's track runs in three streets, up, down and up again, 40 holes a
street in groups of five, from two start holes at the bottom left to a game hole (121) at
the top right. The board turns with the table (`setViewer`): the score plate and the track of
the seat at the bottom of the table are at the bottom and on the left of each turn (the
board art's side 0), the other seat's at the top (side 1). Geometry and painting live in
`peg_board_art`, by side.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QAbstractAnimation,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import (QColor, QFontInfo, QGuiApplication, QPainter, QPainterPath, QPen,
                           QPolygonF, QRadialGradient)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import peg_board_art as art
from .device_pixmaps import DevicePixmapCache, Patch
from .rendering_store import rendering_store
from .peg_board_art import BOARD_HEIGHT, BOARD_WIDTH, GAME_HOLE, HOLE_COLOUR

__all__ = ["PegBoardItem", "BOARD_WIDTH", "BOARD_HEIGHT", "GAME_HOLE", "HOLE_COLOUR"]

_PEG_R = art.PEG_R
_hole_point = art.hole_point
_spare_start = art.spare_start
_PLATE_ROOM = 2.0  # units round a score plate its patch covers: its border and smoothed edges


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

    The item spans ``QRectF(0, 0, 188, 820)`` in its own coordinates (scene units); place it
    with ``setPos``. Player 0 pegs are red and round, player 1 pegs blue with diamond heads.

    Peg moves join the `AnimationSet` given with `setAnimations` (board/animator.py).

    Drawing it copies pixels: the wood, tracks and holes are rendered once for each device
    transform (scale, device pixel ratio) the board is shown at, and each score plate once
    for each text it shows (`device_pixmaps`); a score moves peg items and paints one plate.
    """

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._colours = [QColor("#d22b2b"), QColor("#1f62c9")]
        self._names = ["", ""]
        self._dealer: int | None = None
        self._dealer_text = "D"
        self._viewer = 0  # the seat at the bottom of the table: its track is side 0
        self._scores = [(0, 0), (0, 0)]
        self._pegs = [[_PegItem(s, self._colours[s], self) for _ in range(2)] for s in (0, 1)]
        self._front = [0, 0]  # index into self._pegs[seat] of the leading peg
        self._anims: dict[_PegItem, QVariantAnimation] = {}
        self._animations = None
        self._grain = None  # made when the art is first painted (not if read back)
        self._art = DevicePixmapCache(self.boundingRect(), self._paint_art,
                                      store=rendering_store(__name__, art.__name__),
                                      identity=self._art_identity)
        for seat in (0, 1):
            for peg, point in zip(self._pegs[seat], (self._hole(seat, 0), self._spare(seat))):
                peg.target = point
                peg.setPos(point)

    # -- geometry ---------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        """The whole board: ``QRectF(0, 0, 188, 820)`` in item coordinates (scene units)."""
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
        return self._hole(seat, score)

    def setViewer(self, seat: int) -> None:  # noqa: N802 (Qt naming)
        """Turn the board with the table: ``seat`` is the player at the bottom of the table,
        whose score plate goes to the bottom of the board and whose track takes the bottom
        plate's holes (seat 0 by default). The pegs go at once to the same scores on their
        new holes; each seat keeps its colour and peg shape.

        Raises:
            ValueError: ``seat`` is not 0 or 1.
        """
        self._check_seat(seat)
        if seat == self._viewer:
            return
        self._viewer = seat
        self._art.clear()  # each track is drawn in its seat's colour
        for own in (0, 1):
            front, back = self._scores[own]
            lead, trail = self._pegs[own][self._front[own]], self._pegs[own][1 - self._front[own]]
            self._move(lead, self._hole(own, front), 0)
            self._move(trail, self._spare(own) if front == back == 0 else self._hole(own, back), 0)
        self.update()

    def viewer(self) -> int:
        """The seat whose track and plate are at the bottom of the board (`setViewer`)."""
        return self._viewer

    def _side(self, seat: int) -> int:
        """The board art's side (0: bottom plate) that shows ``seat``."""
        return seat if self._viewer == 0 else 1 - seat

    def _hole(self, seat: int, score: int) -> QPointF:
        return _hole_point(self._side(seat), score)

    def _spare(self, seat: int) -> QPointF:
        return _spare_start(self._side(seat))

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
        if self._scores[seat] != (front, back):  # repaint (and re-cache) only on a change
            self._scores[seat] = (front, back)
            self.update(self._plate_rect(seat))
        to_front = self._hole(seat, front)
        to_back = self._spare(seat) if front == back == 0 else self._hole(seat, back)
        lead, trail = self._pegs[seat][self._front[seat]], self._pegs[seat][1 - self._front[seat]]
        keep = (lead.target != to_front) + (trail.target != to_back)
        swap = (trail.target != to_front) + (lead.target != to_back)
        if swap < keep:
            lead, trail = trail, lead
            self._front[seat] = 1 - self._front[seat]
        for peg, point in ((lead, to_front), (trail, to_back)):
            if peg.target != point:
                self._move(peg, point, duration_ms)

    def setAnimations(self, animations) -> None:  # noqa: N802 (Qt naming)
        """The `AnimationSet` that every peg move joins from now on (or None)."""
        self._animations = animations

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
        side = 1.0 if self._side(peg.seat) == 0 else -1.0  # jump out to the track's own side
        normal = QPointF(delta.y(), -delta.x()) * (side / length)
        height = min(12.0, 0.22 * length)
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(duration_ms))
        from PySide6.QtCore import QEasingCurve  # its enums: not before the first frame

        anim.setEasingCurve(QEasingCurve.Type.InOutSine)

        def step(value: float) -> None:
            arc = math.sin(math.pi * value)
            # the last step lands exactly: start + delta may miss the hole by a rounding
            # error, and setPos(target) later would not mend it (Qt compares fuzzily)
            peg.setPos(point if value >= 1.0 else start + delta * value + normal * (height * arc))
            peg.lift = arc
            peg.setScale(1.0 + 0.35 * arc)
            peg.update()

        def done() -> None:
            if self._anims.get(peg) is anim:
                del self._anims[peg]
                self._land(peg)

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._anims[peg] = anim
        if self._animations is not None:
            self._animations.track(anim)
        peg.setZValue(3)
        anim.start(QAbstractAnimation.DeleteWhenStopped)

    @staticmethod
    def _land(peg: _PegItem) -> None:
        peg.setPos(peg.target)
        peg.lift = 0.0
        peg.setScale(1.0)
        peg.setZValue(2)
        peg.update()

    # -- players ----------------------------------------------------------------------------

    def setPlayerColours(self, first: QColor, second: QColor) -> None:  # noqa: N802
        """Set the peg and track colours of seat 0 (``first``) and seat 1 (``second``)."""
        self._colours = [QColor(first), QColor(second)]
        self._art.clear()  # the tracks are drawn in the players' colours
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
        if self._names[seat] != text:
            self._names[seat] = text
            self.update(self._plate_rect(seat))

    def setDealer(self, seat: int | None) -> None:  # noqa: N802
        """Put the dealer badge on ``seat``'s score plate; ``None`` or -1 removes it."""
        if seat is not None and seat != -1:
            self._check_seat(seat)
        seat = None if seat in (None, -1) else seat
        if seat != self._dealer:
            self._dealer = seat
            self.update()

    def setDealerText(self, text: str) -> None:  # noqa: N802
        """Set the (already translated) text of the dealer badge, e.g. "D" or "Crib"."""
        self._dealer_text = text
        self.update()

    @staticmethod
    def _check_seat(seat: int) -> None:
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, got {seat}")

    def _plate_rect(self, seat: int) -> QRectF:
        return art.plate_rect(self._side(seat))

    # -- painting ---------------------------------------------------------------------------

    def _plate_layout(self, seat: int) -> art.PlateLayout:
        dealer = self._dealer_text if self._dealer == seat else None
        return art.plate_layout(self._side(seat), self._names[seat], self._scores[seat][0],
                                dealer)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        """Draw the wood, tracks, marks and score plates; the pegs are child items."""
        board = self._art.get(painter, [self._plate_patch(seat) for seat in (0, 1)])
        if board is not None:
            board.draw(painter)
            return
        self._paint_art(painter)  # rotated or sheared: painted as it is
        for seat in (0, 1):
            self._paint_plate(painter, seat)

    def _plate_patch(self, seat: int) -> Patch:
        """Seat's score plate as a patch over the art: painted again only when its name,
        score, dealer badge or colour changes."""
        rect = self._plate_rect(seat).adjusted(-_PLATE_ROOM, -_PLATE_ROOM, _PLATE_ROOM,
                                               _PLATE_ROOM)
        dealer = self._dealer_text if self._dealer == seat else None
        shows = (self._names[seat], self._scores[seat][0], dealer, self._colours[seat].rgba())
        return Patch(rect, lambda p: self._paint_plate(p, seat), shows)

    def _art_identity(self) -> tuple:
        """What `_paint_art` paints besides the transform: the tracks' colours and sides,
        and the font of the numbers and marks as this machine resolves it."""
        return (tuple(colour.rgba() for colour in self._colours), self._viewer,
                QFontInfo(art.font(art.NUMBER_PX, bold=True)).family(),
                QGuiApplication.font().toString())

    def _paint_art(self, p: QPainter) -> None:
        """What the game never changes: wood, streets, tracks, skunk marks, holes."""
        if self._grain is None:
            self._grain = art.make_grain()
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.TextAntialiasing)
        art.paint_wood(p, self._grain)
        art.paint_streets(p)
        for seat in (0, 1):
            art.paint_track_line(p, self._side(seat), self._colours[seat])
        art.paint_skunk_marks(p)
        centres = [point for seat in (0, 1) for point in (
            *(_hole_point(seat, score) for score in range(GAME_HOLE)), _spare_start(seat))]
        art.paint_holes(p, centres, [_hole_point(seat, GAME_HOLE) for seat in (0, 1)])

    def _paint_plate(self, p: QPainter, seat: int) -> None:
        """Seat's score plate: name, dealer badge, score and a peg of its colour."""
        p.setRenderHint(QPainter.Antialiasing)
        p.setRenderHint(QPainter.TextAntialiasing)
        plate = self._plate_layout(seat)
        art.paint_plate(p, plate)
        p.save()
        p.translate(plate.peg_centre)
        _paint_peg(p, seat, self._colours[seat], 5.0)
        p.restore()
