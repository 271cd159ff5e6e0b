"""Writing files off the GUI thread: a `SaveWriter` takes the bytes of a file and writes
them atomically on a thread of its own, so the window never waits for the disk.

The caller makes the content (for the match, `persistence.match_to_bytes` on the GUI
thread: a fraction of a millisecond) and `submit`s it; the writer thread, woken once the
GUI thread's event loop gets back to it (not in the middle of a move's work), writes it
with `data_files.write_atomic` (temporary file, fdatasync, rename), whose system calls
let the other threads run while they wait for the disk. The thread touches no Qt object
but the writer's own `finished` signal, which Qt delivers on the thread that made the
writer (the GUI thread): that is how failures reach the player.

Order: the writes of one path are done one at a time, in the order their contents were
submitted; a content submitted while an older one is still waiting replaces it (a burst
of moves is written once, as its newest position), and a slow write is never overtaken
by an older content. `writeNow` writes on the calling thread, after every earlier
content of the path and instead of any still waiting.

Quitting: `wait` blocks until the pending contents are written (the window does so when
it closes and when the application quits); at interpreter exit every writer is waited
for too. The thread is a daemon, so a writer that is never closed does not hold the
exit. A kill at any moment leaves the old file or the new one (`write_atomic`).

Every path should be written by one writer (the app uses `shared_writer`);
`wait_for_writes` waits for all the writers of this process, so a reader of a file sees
its newest content.
"""

from __future__ import annotations

import atexit
import os
import threading
import weakref
from collections.abc import Callable
from typing import NamedTuple
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from .data_files import WriteError, write_atomic

__all__ = ["SaveWriter", "shared_writer", "wait_for_writes"]

#: How long the interpreter's exit waits for the pending writes at most, in seconds
#: (a window waits for its own when it closes; this is the last resort).
EXIT_WAIT_S = 30.0


class _Job(NamedTuple):  # not a dataclass: made before the first frame (issue 14)
    path: Path
    data: bytes
    owner: object


def _key(path) -> str:
    return os.path.abspath(os.fspath(path))


class SaveWriter(QObject):
    """Writes files atomically on a thread of its own (see the module notes).

    Call `submit`, `writeNow`, `wait`, `isBusy` and `close` from one thread, the one that
    made the writer (the GUI thread); `wait` and `isBusy` may also be called from others.

    Signals:
        finished(owner, path, error): a submitted content of `path` (str) was written,
            or could not be: `error` is "" when it was, else why not (one sentence; the
            old file is intact). `owner` is what `submit` was given. Contents replaced
            by newer ones before they were written are not reported.

    Args:
        write: ``write(path, data)`` writes one file; it runs on the writer thread, so
            it must touch no Qt GUI object, and should let the interpreter lock go while
            it waits (os calls do; PySide6's QSaveFile does not). It raises `WriteError`
            when it fails; any other exception is reported the same way.
    """

    finished = Signal(object, str, str)

    def __init__(self, write: Callable[[Path, bytes], None] = write_atomic) -> None:
        super().__init__()
        self._write = write
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._pending: dict[str, _Job] = {}  # by path, oldest submission first
        self._writing: set[str] = set()  # paths being written (by the thread or writeNow)
        self._thread: threading.Thread | None = None
        self._wake_due = False  # a `_wake` is posted to this thread's event loop
        self._closed = False
        _writers.add(self)

    def submit(self, path: Path, data: bytes, owner: object = None) -> None:
        """Have `data` written to `path` soon; returns at once (microseconds). The writer
        thread is woken once this thread's event loop gets to it (after the work in
        hand, e.g. the rest of a move), or at once by `wait`, `writeNow` or `close`.

        Args:
            path: the file.
            data: its whole new content.
            owner: given back by `finished` (e.g. a token of the window that saves).

        Raises:
            RuntimeError: the writer is closed.
        """
        key = _key(path)
        job = _Job(Path(path), bytes(data), owner)
        with self._lock:
            if self._closed:
                raise RuntimeError("this SaveWriter is closed")
            self._pending.pop(key, None)  # never written: the newer content replaces it
            self._pending[key] = job
            if self._wake_due:
                return
            self._wake_due = True
        QTimer.singleShot(0, self, self._wake)

    def _wake(self) -> None:
        """Start the writer thread, or tell it there is work (on the writer's own thread).

        Waking a thread is a chance for it to take the interpreter lock and for the
        system to hand the processor over; from the event loop, that falls after the
        work in hand instead of in the middle of it."""
        with self._lock:
            self._wake_due = False
            self._changed.notify_all()
            thread = None
            if self._thread is None:
                thread = self._thread = threading.Thread(
                    target=self._run, name="crib-qt save writer", daemon=True)
        if thread is not None:
            thread.start()

    def writeNow(self, path: Path, data: bytes) -> None:
        """Write `data` to `path` on this thread and return when it is written: after the
        write of `path` in progress, if any, and instead of its waiting content (older).

        Raises:
            WriteError: it could not be written; the old file is intact.
        """
        key = _key(path)
        with self._lock:
            self._pending.pop(key, None)
            self._changed.wait_for(lambda: key not in self._writing)
            self._writing.add(key)
        try:
            self._write(Path(path), bytes(data))
        finally:
            with self._lock:
                self._writing.discard(key)
                self._changed.notify_all()

    def isBusy(self, path: Path | None = None) -> bool:
        """True while a content of `path` (of any path when None) waits or is written."""
        with self._lock:
            return self._busy(None if path is None else _key(path))

    def wait(self, path: Path | None = None, timeout: float | None = None) -> bool:
        """Block until every content of `path` (of every path when None) submitted so
        far is written or has failed; at most `timeout` seconds (None: no limit).

        Returns:
            False if the time ran out first.

        Raises:
            RuntimeError: called on the writer thread itself (it would never return).
        """
        if threading.current_thread() is self._thread:
            raise RuntimeError("a SaveWriter cannot wait for itself")
        key = None if path is None else _key(path)
        if self.isBusy(path):
            self._wake()
        with self._lock:
            return self._changed.wait_for(lambda: not self._busy(key), timeout)

    def close(self, timeout: float | None = None) -> bool:
        """Write what is pending, then stop the thread; `submit` refuses from now on.

        Returns:
            False if the thread had not stopped after `timeout` seconds.
        """
        with self._lock:
            self._closed = True
            pending = bool(self._pending)
        if pending:
            self._wake()  # starts the thread if need be, to write them
        with self._lock:
            self._changed.notify_all()
            thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    # --- the writer thread ---------------------------------------------------------------

    def _busy(self, key: str | None) -> bool:  # with the lock held
        if key is None:
            return bool(self._pending or self._writing)
        return key in self._pending or key in self._writing

    def _next(self) -> _Job | None:  # with the lock held
        # the oldest content whose path is free (writeNow may be writing one)
        return next((job for key, job in self._pending.items() if key not in self._writing),
                    None)

    def _run(self) -> None:
        while True:
            with self._lock:
                job = self._next()
                while job is None:
                    if self._closed:
                        return
                    self._changed.wait()
                    job = self._next()
                key = _key(job.path)
                del self._pending[key]
                self._writing.add(key)
            error = self._attempt(job)
            # posted before the path is free: once `wait` returns, every report is on its way
            self.finished.emit(job.owner, str(job.path), error)
            with self._lock:
                self._writing.discard(key)
                self._changed.notify_all()

    def _attempt(self, job: _Job) -> str:
        try:
            self._write(job.path, job.data)
        except WriteError as exc:
            return str(exc)
        except Exception as exc:  # noqa: BLE001 (a failing write is the player's lost save)
            return f"{job.path} cannot be written ({type(exc).__name__}: {exc})"
        return ""


_writers: weakref.WeakSet[SaveWriter] = weakref.WeakSet()
_shared: SaveWriter | None = None


def shared_writer() -> SaveWriter:
    """The process's writer of the game's files, made on first use (call it first on the
    GUI thread: `finished` is delivered there); it lives as long as the process."""
    global _shared
    if _shared is None:
        _shared = SaveWriter()
    return _shared


def wait_for_writes(path: Path | None = None, timeout: float | None = None) -> bool:
    """Block until no writer of this process has a content of `path` (of any path when
    None) waiting or being written; at most `timeout` seconds for each writer.

    Returns:
        False if the time ran out first.
    """
    done = True
    for writer in list(_writers):  # every one, even after one ran out of time
        done = writer.wait(path, timeout) and done
    return done


atexit.register(wait_for_writes, None, EXIT_WAIT_S)
