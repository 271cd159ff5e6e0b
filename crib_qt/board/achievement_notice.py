"""A short notice on the table that an achievement was earned (issue 21): a small
banner in the table's top right corner, where no card, button or panel ever is, that
stays a few seconds and fades away.

It never takes the focus and never stands in the way: it accepts no mouse button, no
hover and no touch, and is not focusable, so every click, tap and key goes to the table
beneath as if it were not there. Screen readers hear the same text from the window's
announcement (crib_qt/ui/achievement_keeper.py). A switch of language while it shows
says it again in the new language, as the rest of the table is (its views' LanguageChange).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (QEasingCurve, QEvent, QObject, QPointF, QPropertyAnimation, QRectF, Qt,
                            QTimer, Signal)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from . import geometry as L
from .painted_widgets import board_font

__all__ = ["FADE_MS", "HOLD_MS", "AchievementNotice", "star_path"]

# How long the notice stays, then how long it takes to fade, in milliseconds.
HOLD_MS = 4000
FADE_MS = 700
_PIXEL_SIZE = 24.0
_PAD = 16.0
_STAR = 30.0  # the star's box, scene units
# Right of the opponent's four cards in the play and the show (they end by x 940 at
# most): text that needs more room wraps, up to `_MAX_LINES` lines.
_MAX_WIDTH = 430.0
_MAX_LINES = 3
_WRAP = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
_TOP_RIGHT = QPointF(L.TABLE_RECT.right() - 20.0, 26.0)  # beside the opponent's hand


class AchievementNotice(QGraphicsObject):
    """The banner for `words`, placed in the table's top right corner of a scene by
    `place`; it removes itself once faded.

    Args:
        words: the text in the current language (called again after a switch of
            language while it shows), or a text that stays as given. It is wrapped to
            `_MAX_WIDTH` and elided after `_MAX_LINES` lines.
        hold_ms, fade_ms: how long it stays, and fades (0: it simply goes).

    Signals:
        gone(): it faded and left the scene (it is deleted later).
    """

    gone = Signal()

    def __init__(self, words: Callable[[], str] | str, hold_ms: int = HOLD_MS,
                 fade_ms: int = FADE_MS) -> None:
        super().__init__()
        self.setObjectName("achievementNotice")
        self._font = board_font(_PIXEL_SIZE, bold=True)
        self._words = words if callable(words) else (lambda: words)
        self._set_text(self._words())
        self._hold_ms, self._fade_ms = hold_ms, fade_ms
        # in the way of nothing: no button, hover, touch or focus (see the module)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setAcceptTouchEvents(False)
        self.setFlag(QGraphicsObject.GraphicsItemFlag.ItemIsFocusable, False)
        self.setZValue(900)  # above the cards and panels
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade)
        self._fading: QPropertyAnimation | None = None

    def _set_text(self, text: str) -> None:
        """Wrap `text` and size the banner round it (its right edge stays put)."""
        metrics = QFontMetricsF(self._font)
        room = _MAX_WIDTH - 3 * _PAD - _STAR
        self._full_text = text
        wrapped = metrics.boundingRect(QRectF(0, 0, room, 10000), _WRAP, text)
        lines = round(wrapped.height() / metrics.lineSpacing())
        if lines > _MAX_LINES:  # the last line that fits ends in an ellipsis
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room * _MAX_LINES)
            wrapped = metrics.boundingRect(QRectF(0, 0, room, 10000), _WRAP, text)
        self.prepareGeometryChange()
        self._text = text
        self._rect = QRectF(0, 0, wrapped.width() + 2 + 3 * _PAD + _STAR,
                            max(_STAR, wrapped.height()) + 1.5 * _PAD)
        self.setPos(_TOP_RIGHT.x() - self._rect.width(), _TOP_RIGHT.y())
        self.update()

    def text(self) -> str:
        """The whole text (the painted one may be elided)."""
        return self._full_text

    def retranslate(self) -> None:
        """Say it again in the current language (its hold time goes on)."""
        text = self._words()
        if text != self._full_text:
            self._set_text(text)

    def place(self, scene) -> None:
        """Put it on `scene`, top right, and start its clock; while it shows, a switch
        of language reaches it through the scene's views (their LanguageChange)."""
        scene.addItem(self)
        for view in scene.views():
            view.installEventFilter(self)
        self._timer.start(self._hold_ms)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def isFading(self) -> bool:
        """True once its hold time is over and it fades (`fade_ms`, never without
        animations)."""
        return self._fading is not None

    def _fade(self) -> None:
        if self._fade_ms <= 0:
            self._leave()
            return
        self._fading = QPropertyAnimation(self, b"opacity", self)
        self._fading.setDuration(self._fade_ms)
        self._fading.setEndValue(0.0)
        self._fading.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fading.finished.connect(self._leave)
        self._fading.start()

    def leave(self) -> None:
        """Go at once (a jump to another position, a new notice)."""
        self._timer.stop()
        if self._fading is not None:
            self._fading.stop()
        self._leave()

    def _leave(self) -> None:
        if self.scene() is not None:
            for view in self.scene().views():
                view.removeEventFilter(self)
            self.scene().removeItem(self)
            self.gone.emit()
            self.deleteLater()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        gold = QColor("#e8c15a")
        painter.setPen(QPen(gold, 2.5))
        painter.setBrush(QColor(20, 28, 24, 225))
        painter.drawRoundedRect(self._rect, 12, 12)
        star = QRectF(_PAD, (self._rect.height() - _STAR) / 2, _STAR, _STAR)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gold)
        painter.drawPath(star_path(star))
        painter.setPen(QColor("#fdf8ec"))
        painter.setFont(self._font)
        painter.drawText(QRectF(star.right() + _PAD, 0, self._rect.width() - star.right()
                                - 2 * _PAD, self._rect.height()),
                         _WRAP, self._text)


def star_path(box: QRectF) -> QPainterPath:
    """A five-pointed star filling `box`."""
    from math import cos, pi, sin

    centre, outer = box.center(), box.width() / 2
    path = QPainterPath()
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * 0.45
        angle = -pi / 2 + i * pi / 5
        point = QPointF(centre.x() + radius * cos(angle), centre.y() + radius * sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path
