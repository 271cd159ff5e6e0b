"""Slow disks on demand, for the tests of crib_qt/save_writer.py and of the window's
autosave: a write function that is held until the test lets it go, and a writer that
lets it go at the moment someone waits for it. No sleeps: every hold ends on an event."""

from __future__ import annotations

import threading
from pathlib import Path

from crib_qt.data_files import write_atomic
from crib_qt.save_writer import SaveWriter

#: A held write that was never let go fails after this many seconds (a test bug).
HOLD_LIMIT_S = 10


class HeldWrites:
    """A `SaveWriter` write function: each write waits until `opened` is set (passes at
    once while it is), then writes with `write_atomic` and records itself.

    Args:
        opened: the event that lets the writes go; a new one, set, when None.

    Attributes:
        opened: see Args; `hold()` clears it.
        began: set when a write has begun (it may be waiting on `opened`).
        written: (path, data) of every write done, in order.
        threads: the thread of every write begun.
        overlapped: True once a write began while another was still going on.
    """

    def __init__(self, opened: threading.Event | None = None) -> None:
        if opened is None:
            opened = threading.Event()
            opened.set()
        self.opened = opened
        self.began = threading.Event()
        self.written: list[tuple[Path, bytes]] = []
        self.threads: list[threading.Thread] = []
        self.overlapped = False
        self._active = 0
        self._lock = threading.Lock()

    def hold(self) -> None:
        """Hold the next writes until `opened` is set again."""
        self.opened.clear()
        self.began.clear()

    def __call__(self, path: Path, data: bytes) -> None:
        with self._lock:
            self._active += 1
            self.overlapped = self.overlapped or self._active > 1
            self.threads.append(threading.current_thread())
        try:
            self.began.set()
            if not self.opened.wait(timeout=HOLD_LIMIT_S):
                raise AssertionError("a held write was never let go")
            write_atomic(path, data)
            self.written.append((Path(path), bytes(data)))
        finally:
            with self._lock:
                self._active -= 1


class WatchedWriter(SaveWriter):
    """A `SaveWriter` that sets `asked` as soon as someone waits for it (`wait`,
    `writeNow`): with ``HeldWrites(asked)`` a write is held exactly until then, so a
    test sees whether the caller really waited."""

    def __init__(self, write, asked: threading.Event) -> None:
        super().__init__(write)
        self.asked = asked

    def wait(self, path=None, timeout=None) -> bool:
        self.asked.set()
        return super().wait(path, timeout)

    def writeNow(self, path, data) -> None:
        self.asked.set()
        super().writeNow(path, data)


class Writers:
    """The writers of one test: `make` them; `close_all` at its end lets every held write
    go and closes every writer (each must stop within `HOLD_LIMIT_S`)."""

    def __init__(self) -> None:
        self._made: list[tuple[SaveWriter, object]] = []

    def make(self, write, cls=SaveWriter, **kwargs) -> SaveWriter:
        """``cls(write, **kwargs)``, closed by `close_all`."""
        writer = cls(write, **kwargs)
        self._made.append((writer, write))
        return writer

    def close_all(self) -> None:
        for writer, write in self._made:
            if isinstance(write, HeldWrites):
                write.opened.set()
            assert writer.close(timeout=HOLD_LIMIT_S)
