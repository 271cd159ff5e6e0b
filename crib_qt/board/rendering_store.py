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
step), once per key, and in slices: `SLICE_BYTES` of pixels compressed per turn of the
event loop (about 1 ms), so that no frame waits for the whole of it (8-30 ms at once).
It ran on a thread of its own for a while; a Python thread that allocates could run the
garbage collector there, and the test suite then crashed twice in Qt (PySide 6.11 can
crash collecting Qt objects), so it stays on the GUI thread.
"""

from __future__ import annotations

import contextlib
import os
import stat
import struct
import sys
import time
import zlib
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QImage

__all__ = ["WRITE_DELAY_MS", "SLICE_BYTES", "RenderingStore", "rendering_store"]

WRITE_DELAY_MS = 1000  # how long the renderings asked for must hold still to be kept
SLICE_BYTES = 256 << 10  # pixels compressed per turn of the event loop by `save_later`
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
        turns: for each file `save_later` wrote, the turns of the event loop it took.
    """

    def __init__(self, folder: Path, stamp: str, keep: int = 8) -> None:
        self._folder = Path(folder)
        self._stamp = stamp
        self._keep = keep
        self._later: _LaterWriter | None = None
        self.turns: list[int] = []

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
        self._write(key, b"".join(self._encoded(key, image)))

    def save_later(self, key: tuple, image: QImage) -> None:
        """Keep `image` under `key` once no other rendering has been asked for in
        `WRITE_DELAY_MS` (only the last one asked for is kept), and not if this store
        has written that key before; compressed `SLICE_BYTES` at a time, a slice per
        turn of the event loop. Call it on the GUI thread; a rendering still waiting or
        half compressed when the application quits is written whole then."""
        if self._later is None:
            self._later = _LaterWriter(self)
        self._later.ask(key, image)

    def _encoded(self, key: tuple, image: QImage) -> Iterator[bytes]:
        """The file of `image` under `key` in pieces: its head, then the pixels
        compressed `SLICE_BYTES` at a time (`image` is read as each piece is asked)."""
        text = self._name(key)[1]
        yield _MAGIC + text + b"\n" + _HEADER.pack(image.width(), image.height(),
                                                   image.bytesPerLine(), image.format().value)
        pixels = memoryview(image.constBits())
        deflate = zlib.compressobj(1)
        for start in range(0, len(pixels), SLICE_BYTES):
            yield deflate.compress(pixels[start:start + SLICE_BYTES])
        yield deflate.flush()

    def _write(self, key: tuple, data: bytes) -> None:
        path = self._name(key)[0]
        part = path.with_suffix(f".{os.getpid()}.part")
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
    """The store's wait for renderings to hold still, and its sliced writing, on the
    GUI thread."""

    def __init__(self, store: RenderingStore) -> None:
        super().__init__()
        self._store = store
        self._asked: tuple[tuple, QImage] | None = None
        self._written: set[Path] = set()
        self._job: tuple[tuple, Iterator[bytes], list[bytes]] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._begin)
        self._turn = QTimer(self)  # one slice per turn of the event loop
        self._turn.setInterval(0)
        self._turn.timeout.connect(self._step)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._write_now)

    def isWriting(self) -> bool:  # noqa: N802 (Qt naming)
        """True while a rendering waits to be kept or is being compressed."""
        return self._timer.isActive() or self._job is not None

    def ask(self, key: tuple, image: QImage) -> None:
        if self._job is not None:  # the renderings did not hold still after all
            self._written.discard(self._store._name(self._job[0])[0])
            self._job = None
            self._turn.stop()
        self._asked = (key, image)
        self._timer.start(WRITE_DELAY_MS)

    def _take(self) -> tuple[tuple, QImage] | None:
        asked, self._asked = self._asked, None
        if asked is None or self._store._name(asked[0])[0] in self._written:
            return None
        self._written.add(self._store._name(asked[0])[0])
        return asked

    def _begin(self) -> None:
        asked = self._take()
        if asked is not None:
            self._job = (asked[0], self._store._encoded(*asked), [])
            self._turn.start()

    def _step(self) -> None:
        key, pieces, done = self._job
        piece = next(pieces, None)
        if piece is not None:
            done.append(piece)
            return
        self._turn.stop()
        self._job = None
        self._store.turns.append(len(done) + 1)
        self._store._write(key, b"".join(done))

    def _write_now(self) -> None:
        # Quitting: no frame to lose, so the rest at once.
        self._timer.stop()
        self._turn.stop()
        if self._job is not None:
            key, pieces, done = self._job
            self._job = None
            self._store._write(key, b"".join(done) + b"".join(pieces))
        asked = self._take()
        if asked is not None:
            self._store.save(*asked)


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
