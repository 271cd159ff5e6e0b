"""Pacing: shows the computer's moves one at a time so a person can follow them."""

from __future__ import annotations

from collections import deque
from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal

__all__ = ["Animator"]


class Animator(QObject):
    """A queue of display steps run one after another with a pause after each.

    `fastForward()` (any click while the computer is moving) runs what is left at
    once. Tests set the pace to 0 and wait for `idle`.

    Signals:
        idle(): the queue ran empty; the board shows the engine's current state.
    """

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[tuple[Callable[[bool], None], int]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._running = False

    def isBusy(self) -> bool:
        """True while steps are queued or a pause is running."""
        return bool(self._queue) or self._timer.isActive() or self._running

    def enqueue(self, step: Callable[[bool], None], pause_ms: int) -> None:
        """Queue `step(animate: bool)`, then wait `pause_ms` milliseconds."""
        self._queue.append((step, max(0, pause_ms)))
        if not self._timer.isActive() and not self._running:
            self._next()

    def clear(self) -> None:
        """Drop every queued step (the board is about to jump to a new state)."""
        self._queue.clear()
        self._timer.stop()

    def fastForward(self) -> None:
        """Run every queued step now, without animation."""
        self._timer.stop()
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
        if pause:
            self._timer.start(pause)
        else:
            self._next()
