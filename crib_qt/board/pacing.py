"""Pacing: the steps of a turn shown one at a time, so a person can follow them.

Each step is shown, then the board waits until its animations have ended (the
`AnimationSet`'s `idle`), then for the step's pause (the time to read it), and only
then shows the next. A click or key fast-forwards: what is left is shown at once.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal

__all__ = ["Pacer"]


class Pacer(QObject):
    """A queue of display steps run one after another.

    Args:
        animations: the board's `AnimationSet` (anything with `isBusy()` and an `idle`
            signal), or None where nothing animates (tests of the presenter alone).

    Signals:
        idle(): the queue ran empty: the last step is shown and its pause is over.
    """

    idle = Signal()

    def __init__(self, animations=None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[tuple[Callable[[bool], None], int]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._animations = None
        self._waiting_pause = -1  # the pause to start once the animations are idle
        self._running = False
        self.setAnimations(animations)

    def setAnimations(self, animations) -> None:
        """Wait for `animations` (an `AnimationSet`, or None) after each step."""
        if self._animations is not None:
            self._animations.idle.disconnect(self._on_animations_idle)
        self._animations = animations
        if animations is not None:
            animations.idle.connect(self._on_animations_idle)

    def isBusy(self) -> bool:
        """True while steps are queued, a step's animations run, or a pause runs."""
        return bool(self._queue) or self._timer.isActive() or self._running or \
            self._waiting_pause >= 0

    def isAnimatingStep(self) -> bool:
        """True while the step last shown waits for its animations (before its pause)."""
        return self._waiting_pause >= 0

    def enqueue(self, step: Callable[[bool], None], pause_ms: int) -> None:
        """Queue `step(animate: bool)`; after it, wait for the animations and `pause_ms`.

        Args:
            step: shows one position; `animate` False means "at once, no movement".
            pause_ms: milliseconds to wait once its animations are over (0 or more).
        """
        idle = not self.isBusy()
        self._queue.append((step, max(0, int(pause_ms))))
        if idle:
            self._next()

    def clear(self) -> None:
        """Drop every queued step (the board is about to jump to a new position)."""
        self._queue.clear()
        self._timer.stop()
        self._waiting_pause = -1

    def fastForward(self) -> None:
        """Show every queued step now, without animation, and end the wait."""
        self._timer.stop()
        self._waiting_pause = -1
        while self._queue:
            step, _ = self._queue.popleft()
            step(False)
        self.idle.emit()

    def _next(self) -> None:
        if not self._queue:
            self.idle.emit()
            return
        step, pause = self._queue.popleft()
        self._running = True
        try:
            step(True)
        finally:
            self._running = False
        if self._animations is not None and self._animations.isBusy():
            self._waiting_pause = pause
        else:
            self._after(pause)

    def _on_animations_idle(self) -> None:
        pause, self._waiting_pause = self._waiting_pause, -1
        if pause >= 0:
            self._after(pause)

    def _after(self, pause: int) -> None:
        if pause:
            self._timer.start(pause)
        else:
            self._next()
