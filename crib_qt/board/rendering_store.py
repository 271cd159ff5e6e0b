"""Renderings kept on disk from one run to the next: the peg board's art (issue 14).

Rendering the peg board's wood, tracks and holes is most of its first paint (10-25 ms of
the first frame); a copy read back from the user's cache folder costs 1-2 ms. A rendering
is kept under the whole of what it depends on (the device transform, the colours, the
font, Qt's version and the source of the code that paints it), so a different screen,
font, Qt or game version renders it again instead of showing something stale. The pixels
are kept exactly (premultiplied, zlib), never converted. Anything wrong with the folder or
a file (missing, unwritable, damaged, from another version, a link, a pipe, a folder, a
huge file) only means rendering again: the store never raises, never blocks, never writes
through a link and never writes a file that is not its own.

Keeping a rendering compresses and writes it on the GUI thread, once the renderings asked
for have held still for `WRITE_DELAY_MS` (a window being resized asks for one at each
step), once per key: 8-30 ms, once, when nothing else is asked of the board. It ran on a
thread of its own for a while; a Python thread that allocates can run the garbage
collector there, and the test suite then crashed twice in Qt (PySide 6.11 can crash
collecting Qt objects), so the write waits for a quiet moment on the GUI thread instead.
"""

from __future__ import annotations

import contextlib
import os
import stat
import struct
import sys
import threading
import time
import zlib
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QImage

__all__ = ["WRITE_DELAY_MS", "RenderingStore", "rendering_store"]

WRITE_DELAY_MS = 1000  # how long the renderings asked for must hold still to be kept
MAX_FILE_BYTES = 16 << 20  # a larger file is not ours: never read
MAX_PIXEL_BYTES = 64 << 20  # nor one that inflates to more (a board at 4x is ~10 MB)
PART_AGE_S = 3600.0  # a half-written file this old was left by a run that was killed

_MAGIC = b"crib-qt rendering 1\n"
_HEADER = struct.Struct("<IIII")  # width, height, bytes per line, QImage format
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_BINARY", 0) | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0)
_WRITE_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
                | _NOFOLLOW)


class RenderingStore:
    """A folder of renderings, each kept under a key (a tuple of plain values).

    Args:
        folder: where the files go (made when first needed).
        stamp: what every rendering depends on besides its key (versions, sources).
        keep: how many files to keep at most; the oldest go first.

    Attributes:
        writers: the thread each `save_later` write ran on (tests look).
    """

    def __init__(self, folder: Path, stamp: str, keep: int = 8) -> None:
        self._folder = Path(folder)
        self._stamp = stamp
        self._keep = keep
        self._later: _LaterWriter | None = None
        self.writers: list[threading.Thread] = []

    def depending_on(self, *modules: str) -> RenderingStore | None:
        """This store's folder for renderings that also depend on the source of
        `modules` (their names), or None when a source cannot be read."""
        sources = _sources(modules)
        if sources is None:
            return None
        return RenderingStore(self._folder, f"{self._stamp}, {sources}", self._keep)

    def _name(self, key: tuple) -> tuple[Path, bytes]:
        text = repr((self._stamp, key)).encode("utf-8")
        return self._folder / f"{zlib.crc32(text):08x}.rendering", text

    def load(self, key: tuple) -> QImage | None:
        """The rendering kept under `key`, or None (none kept, or not a regular file of
        ours that reads back whole)."""
        path, text = self._name(key)
        try:
            if not _NOFOLLOW and path.is_symlink():
                return None
            fd = os.open(path, _READ_FLAGS)  # a link fails; a pipe does not block
            with os.fdopen(fd, "rb") as file:
                info = os.fstat(file.fileno())
                if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
                    return None
                data = file.read(MAX_FILE_BYTES + 1)
            head = len(_MAGIC) + len(text) + 1
            if data[:head] != _MAGIC + text + b"\n" or len(data) > MAX_FILE_BYTES:
                return None  # another key with the same name, or another version
            width, height, line, form = _HEADER.unpack_from(data, head)
            size = line * height
            if not width or not height or size > MAX_PIXEL_BYTES:
                return None
            inflate = zlib.decompressobj()
            pixels = inflate.decompress(data[head + _HEADER.size:], size + 1)
            if len(pixels) != size or not inflate.eof or inflate.unconsumed_tail:
                return None
            image = QImage(pixels, width, height, line, QImage.Format(form)).copy()
            return None if image.isNull() else image
        except (OSError, ValueError, struct.error, zlib.error):
            return None

    def save(self, key: tuple, image: QImage) -> None:
        """Keep `image` under `key` now, on this thread (written whole into a new file
        of ours, then renamed into place); the oldest files beyond `keep` go. Does
        nothing if the folder cannot be written."""
        self._write(key, image)

    def save_later(self, key: tuple, image: QImage) -> None:
        """Keep `image` under `key` on a thread of its own once no other rendering has
        been asked for in `WRITE_DELAY_MS` (only the last one asked for is kept), and
        not if this store has written that key before. Call it on the GUI thread; a
        rendering still waiting when the application quits is written then."""
        if self._later is None:
            self._later = _LaterWriter(self)
        self._later.ask(key, image)

    def _start(self, key: tuple, image: QImage, *, now: bool = False) -> None:
        if now:
            self._write(key, image)
            return
        self._write_off(key, image)

    def _write_off(self, key: tuple, image: QImage) -> None:
        self.writers.append(threading.current_thread())
        self._write(key, image)

    def _write(self, key: tuple, image: QImage) -> None:
        path, text = self._name(key)
        header = _HEADER.pack(image.width(), image.height(), image.bytesPerLine(),
                              image.format().value)
        data = _MAGIC + text + b"\n" + header + zlib.compress(image.constBits(), 1)
        part = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.part")
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
            fd = os.open(part, _WRITE_FLAGS, 0o600)  # never an existing file or link
        except OSError:
            return
        try:
            with os.fdopen(fd, "wb") as file:
                file.write(data)
            os.replace(part, path)  # a link or file at `path` is replaced, not followed
        except OSError:
            with contextlib.suppress(OSError):
                part.unlink()
            return
        self._evict()

    def _evict(self) -> None:
        # Entry by entry: what cannot be read or removed (a folder, a link, a file
        # another run removed first) is passed over, and the rest still kept to `keep`.
        kept: list[tuple[float, str]] = []
        try:
            with os.scandir(self._folder) as entries:
                for entry in entries:
                    with contextlib.suppress(OSError):
                        if not entry.is_file(follow_symlinks=False):
                            continue
                        when = entry.stat(follow_symlinks=False).st_mtime
                        if entry.name.endswith(".rendering"):
                            kept.append((when, entry.path))
                        elif entry.name.endswith(".part") and time.time() - when > PART_AGE_S:
                            os.unlink(entry.path)
        except OSError:
            return
        kept.sort()
        for _, old in kept[:max(len(kept) - self._keep, 0)]:
            with contextlib.suppress(OSError):
                os.unlink(old)


class _LaterWriter(QObject):
    """The store's wait for renderings to hold still, on the GUI thread."""

    def __init__(self, store: RenderingStore) -> None:
        super().__init__()
        self._store = store
        self._asked: tuple[tuple, QImage] | None = None
        self._written: set[Path] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._write)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._write_now)

    def ask(self, key: tuple, image: QImage) -> None:
        self._asked = (key, image)
        self._timer.start(WRITE_DELAY_MS)

    def _take(self) -> tuple[tuple, QImage] | None:
        asked, self._asked = self._asked, None
        if asked is None or self._store._name(asked[0])[0] in self._written:
            return None
        self._written.add(self._store._name(asked[0])[0])
        return asked

    def _write(self) -> None:
        asked = self._take()
        if asked is not None:
            self._store._start(*asked)

    def _write_now(self) -> None:
        # Quitting: no frame to lose, and a thread would not outlive the interpreter.
        self._timer.stop()
        asked = self._take()
        if asked is not None:
            self._store._start(*asked, now=True)


def _sources(modules: tuple[str, ...]) -> list[int] | None:
    sources = []
    for name in modules:
        module = sys.modules.get(name)
        try:
            sources.append(zlib.crc32(Path(module.__file__).read_bytes()))
        except (AttributeError, OSError, TypeError):
            return None
    return sources


def rendering_store(*modules: str) -> RenderingStore | None:
    """The store in the user's cache folder (``QStandardPaths.CacheLocation``) for
    renderings painted by the code of `modules` (their names; this module's own source
    is added), or None when their source cannot be read (a frozen build: nothing to
    tell its versions apart) or no cache folder is known."""
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QStandardPaths, qVersion

    sources = _sources((*modules, __name__))
    if sources is None:
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if not folder:
        return None
    stamp = f"Qt {qVersion()}, PySide {pyside_version}, sources {sources}"
    return RenderingStore(Path(folder) / "renderings", stamp)
