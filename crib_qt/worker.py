"""Runs work on a thread of this process; outcomes come back by signal.

The computer normally thinks in its own process (`crib_qt.decision_process`). This
thread is for what cannot go there: a custom player object (scripted tests, the
fixed baseline) and the fallback when no process can be started. Python threads
share one interpreter lock, so a long job here can still delay the window's frames.
Nothing here waits: no join, no nested event loop.
"""

from __future__ import annotations

import threading
from typing import Callable, Hashable

from PySide6.QtCore import QObject, Qt, Signal

__all__ = ["Worker"]


class _Relay(QObject):
    """Carries one outcome from the worker thread. It has no parent and each thread
    holds it, so a thread can always emit; a deleted receiver just gets nothing."""

    done = Signal(object)


class Worker(QObject):
    """Runs `work()` on a worker thread and emits its outcome on the GUI thread.

    Args:
        synchronous: run the work in place instead (scripts, benchmarks, tests).
        parent: the QObject parent.

    Signals:
        finished(object): (ticket, value, error) of one `run`: `value` is what the
            work returned and `error` None, or `value` None and `error` the exception
            it raised. Queued to the thread of this object; never emitted when
            `synchronous` (`run` returns the outcome then).
    """

    finished = Signal(object)

    def __init__(self, synchronous: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._synchronous = synchronous
        self._relay = _Relay()
        self._relay.done.connect(self.finished, Qt.ConnectionType.QueuedConnection)

    def run(self, ticket: Hashable, work: Callable[[], object]
            ) -> tuple[Hashable, object, BaseException | None] | None:
        """Start `work()`; it must touch no Qt object (give it immutable data only).

        Args:
            ticket: given back with the outcome, to tell one run from another.
            work: the function to call.

        Returns:
            None: the outcome comes by `finished`. With `synchronous` the outcome
            (ticket, value, error) itself, and no signal.
        """
        if self._synchronous:
            return _outcome(ticket, work)
        relay = self._relay
        threading.Thread(target=lambda: relay.done.emit(_outcome(ticket, work)),
                         name="crib-qt computer", daemon=True).start()
        return None


def _outcome(ticket: Hashable, work: Callable[[], object]
             ) -> tuple[Hashable, object, BaseException | None]:
    try:
        return ticket, work(), None
    except BaseException as exc:  # noqa: BLE001 - whatever it is, the caller must hear of it
        return ticket, None, exc
