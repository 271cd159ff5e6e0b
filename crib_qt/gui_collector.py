"""Python's cyclic garbage collector, run on the GUI thread only.

Python starts a collection in whichever thread happens to allocate when a generation's
count passes its threshold. The game has threads of its own that allocate: the save
writer (`crib_qt.save_writer`), the sound output and miniaudio's audio thread that asks
it for samples (`crib_qt.sound.output`), the computer's in-process worker
(`crib_qt.worker`). A collection started there may destroy a Qt object that lives on the
GUI thread, in a cycle the collector frees; PySide 6.11 can crash doing so (the test
suite died with a segmentation fault now and then, in tests and at exit). So once
start-up is over the automatic collector stays off and `GuiCollector` collects from a
timer on the GUI thread: at each tick, at most one collection of the generations Python
itself would collect then, by its counts and thresholds (`gc.get_count`,
`gc.get_threshold`). Garbage without cycles is freed at once, as always, by reference
counting.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QObject, QTimer

__all__ = ["GuiCollector", "collect_due", "TICK_MS", "IDLE_TICK_MS"]

# How often the GUI thread looks at the collector's counts. A look costs a few
# microseconds; what is due is then collected as Python would have, a little later.
TICK_MS = 250
# While nothing is due the looks thin out, doubling up to this: an idle window should not
# wake the machine four times a second (laptops' batteries), and what little an idle game
# allocates can wait two seconds.
IDLE_TICK_MS = 2000
# Python 3.14's collector is incremental: two generations, and its automatic collection
# takes the young one and an increment of the old one, which gc.collect(1) does there
# (3.13 and 3.15 collect by generations, as 3.10-3.12).
_INCREMENTAL = sys.version_info[:2] == (3, 14)


def collect_due() -> int:
    """Collect what Python's automatic collector would collect now, on this thread.

    A collection is due once generation 0's count (allocations minus frees of tracked
    objects since its last collection) passes threshold 0. It then takes the oldest
    generation whose count passes its threshold, with the younger ones, as CPython
    does: generation 1 counts the collections of generation 0 since its own last one,
    generation 2 those of generation 1. Like CPython, a full collection also waits until
    the objects moved to generation 2 since the last one are a quarter of those that
    survived it, so that its cost stays in proportion to what it may free. (On Python
    3.14, whose collector is incremental, a due collection is gc.collect(1).)

    Returns:
        The generation collected (0, 1 or 2), or -1 when none was due or automatic
        collection is switched off (threshold 0 of 0).
    """
    global _long_lived, _pending
    threshold0, threshold1, threshold2 = gc.get_threshold()
    count0, count1, count2 = gc.get_count()
    if threshold0 == 0 or count0 <= threshold0:
        return -1
    if _INCREMENTAL:
        gc.collect(1)
        return 1
    generation = 1 if count1 > threshold1 else 0
    if count2 > threshold2 and _pending >= _long_lived / 4:
        generation = 2
    if generation == 1:  # its survivors move to generation 2: count them (young, cheap)
        young = len(gc.get_objects(0)) + len(gc.get_objects(1))
        _pending += max(young - gc.collect(1), 0)
    else:
        gc.collect(generation)
    if generation == 2:
        _long_lived, _pending = len(gc.get_objects(2)), 0
    return generation


# The objects that survived the last full collection, and those moved to generation 2
# since (CPython's long_lived_total and long_lived_pending, which Python does not show).
_long_lived = 0
_pending = 0


class GuiCollector(QObject):
    """Turns the automatic collector off and collects from a timer on the thread that
    makes it (the GUI thread), every `interval_ms` milliseconds (`collect_due`); while
    nothing is due the interval doubles, up to `idle_ms`, and it is back to
    `interval_ms` after the next collection.

    Args:
        interval_ms: the timer's interval while collections are due, milliseconds.
        idle_ms: the longest interval, while nothing is due, milliseconds
            (at least `interval_ms`).
        parent: the QObject that owns it (the application).
    """

    def __init__(self, interval_ms: int = TICK_MS, idle_ms: int = IDLE_TICK_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        gc.disable()
        self._busy_ms, self._idle_ms = interval_ms, max(idle_ms, interval_ms)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def interval(self) -> int:
        """The timer's interval now, milliseconds."""
        return self._timer.interval()

    def _tick(self) -> None:
        if collect_due() >= 0:
            interval = self._busy_ms
        else:
            interval = min(self._timer.interval() * 2, self._idle_ms)
        if interval != self._timer.interval():
            self._timer.setInterval(interval)

    def isCollecting(self) -> bool:  # noqa: N802 (Qt naming)
        """True while the timer runs (the automatic collector stays off)."""
        return self._timer.isActive()

    def setCollecting(self, collecting: bool) -> None:  # noqa: N802
        """Start or stop the timer; the automatic collector stays off either way."""
        if collecting:
            self._timer.start()
        else:
            self._timer.stop()
