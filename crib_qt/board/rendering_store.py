"""Renderings kept on disk from one run to the next: the peg board's art (issue 14).

Rendering the peg board's wood, tracks and holes is most of its first paint (10-25 ms of
the first frame); a copy read back from the user's cache folder costs 1-2 ms. A rendering
is kept under the whole of what it depends on (the device transform, the colours, the
font, Qt's version and the source of the code that paints it), so a different screen,
font, Qt or game version renders it again instead of showing something stale. The pixels
are kept exactly (premultiplied, zlib), never converted. Anything wrong with the folder or
a file (missing, unwritable, damaged, from another version) only means rendering again:
the store never raises and loses nothing but time.
"""

from __future__ import annotations

import os
import struct
import sys
import zlib
from pathlib import Path

from PySide6.QtGui import QImage

__all__ = ["RenderingStore", "rendering_store"]

_MAGIC = b"crib-qt rendering 1\n"
_HEADER = struct.Struct("<IIII")  # width, height, bytes per line, QImage format


class RenderingStore:
    """A folder of renderings, each kept under a key (a tuple of plain values).

    Args:
        folder: where the files go (made when first needed).
        stamp: what every rendering depends on besides its key (versions, sources).
        keep: how many files to keep at most; the oldest go first.
    """

    def __init__(self, folder: Path, stamp: str, keep: int = 8) -> None:
        self._folder = Path(folder)
        self._stamp = stamp
        self._keep = keep

    def _name(self, key: tuple) -> tuple[Path, bytes]:
        text = repr((self._stamp, key)).encode("utf-8")
        return self._folder / f"{zlib.crc32(text):08x}.rendering", text

    def load(self, key: tuple) -> QImage | None:
        """The rendering kept under `key`, or None (none kept, or not readable)."""
        path, text = self._name(key)
        try:
            data = path.read_bytes()
            head = len(_MAGIC) + len(text) + 1
            if data[:head] != _MAGIC + text + b"\n":
                return None  # another key with the same name, or another version
            width, height, line, form = _HEADER.unpack_from(data, head)
            pixels = zlib.decompress(data[head + _HEADER.size:])
            if len(pixels) != line * height or not width or not height:
                return None
            return QImage(pixels, width, height, line, QImage.Format(form)).copy()
        except (OSError, ValueError, struct.error, zlib.error):
            return None

    def save(self, key: tuple, image: QImage) -> None:
        """Keep `image` under `key` (written whole, then renamed into place); the
        oldest files beyond `keep` go. Does nothing if the folder cannot be written."""
        path, text = self._name(key)
        header = _HEADER.pack(image.width(), image.height(), image.bytesPerLine(),
                              image.format().value)
        data = _MAGIC + text + b"\n" + header + zlib.compress(bytes(image.constBits()), 1)
        part = path.with_suffix(f".{os.getpid()}.part")
        try:
            self._folder.mkdir(parents=True, exist_ok=True)
            part.write_bytes(data)
            os.replace(part, path)
            kept = sorted(self._folder.glob("*.rendering"), key=lambda p: p.stat().st_mtime)
            for old in kept[:-self._keep]:
                old.unlink()
        except OSError:
            try:
                part.unlink(missing_ok=True)
            except OSError:
                pass


def rendering_store(*modules: str) -> RenderingStore | None:
    """The store in the user's cache folder (``QStandardPaths.CacheLocation``) for
    renderings painted by the code of `modules` (their names), or None when their source
    cannot be read (a frozen build: nothing to tell its versions apart) or no cache
    folder is known."""
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QStandardPaths, qVersion

    sources = []
    for name in modules:
        module = sys.modules.get(name)
        try:
            sources.append(zlib.crc32(Path(module.__file__).read_bytes()))
        except (AttributeError, OSError, TypeError):
            return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if not folder:
        return None
    stamp = f"Qt {qVersion()}, PySide {pyside_version}, sources {sources}"
    return RenderingStore(Path(folder) / "renderings", stamp)
