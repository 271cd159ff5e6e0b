"""The board's running animations as one set, with one `idle` signal when it empties.

Cards and pegs animate with Qt's own animations; each one joins the scene's
`AnimationSet` when it starts. The presenter's pacing waits on `idle` (a card lands
before the next one flies) instead of adding up durations, as kpat's scene waits for
"all animations done".
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal
from shiboken6 import isValid

__all__ = ["AnimationSet"]


class AnimationSet(QObject):
    """The animations running on the board now.

    Signals:
        idle(): the last running animation stopped (finished or stopped early) and
            none started again before control went back to the event loop.
    """

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: set[QAbstractAnimation] = set()
        self._idle_timer = QTimer(self)  # goes with the set: no late call after it
        self._idle_timer.setSingleShot(True)
        self._idle_timer.setInterval(0)
        self._idle_timer.timeout.connect(self._say_idle)

    def isBusy(self) -> bool:
        """True while at least one tracked animation runs."""
        return bool(self._running)

    def count(self) -> int:
        """How many tracked animations run now."""
        return len(self._running)

    def track(self, animation: QAbstractAnimation) -> None:
        """Follow `animation` from now on (call it just before or after `start()`, after
        connecting the owner's own handlers to its `finished`).

        Tracking the same animation again (a card moved anew) adds nothing.
        """
        if animation.property("cribQtTracked"):
            if animation.state() == QAbstractAnimation.State.Running:
                self._running.add(animation)
            return
        animation.setProperty("cribQtTracked", True)
        animation.stateChanged.connect(
            lambda new, _old, a=animation: self._on_state(a, new))
        # connected after the owner's own `finished` handlers (a peg lands, a card's
        # stack order drops back), so idle comes once they have run
        animation.finished.connect(lambda a=animation: self._forget(a))
        animation.destroyed.connect(lambda *_, a=animation: self._forget(a))
        if animation.state() == QAbstractAnimation.State.Running:
            self._running.add(animation)

    def _on_state(self, animation: QAbstractAnimation, state) -> None:
        if state == QAbstractAnimation.State.Running:
            self._running.add(animation)
        elif not isValid(animation) or animation.currentTime() < animation.totalDuration():
            self._forget(animation)  # stopped early or deleted: no `finished` follows

    def _forget(self, animation: QAbstractAnimation) -> None:
        if animation in self._running:
            self._running.discard(animation)
            if not self._running:
                # said once control is back in the event loop: a card whose move is
                # stopped only to start again at once (a new `moveTo`) is no idle
                self._idle_timer.start()

    def _say_idle(self) -> None:
        if not self._running:
            self.idle.emit()
