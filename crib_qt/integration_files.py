"""The desktop integration's file handling (issue 18): below $XDG_DATA_HOME every folder is
opened relative to the one above it without following a link, and only regular files are
read, written (a new file renamed over the old one, never written through) and removed, so
a link put in the way can never make crib-qt touch a file of someone else's.

POSIX only (``os.open`` with ``dir_fd``): the game offers desktop integration on
freedesktop.org desktops alone (packaging/desktop_integration.py refuses it elsewhere
before any of this runs).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Sequence

__all__ = ["IntegrationError", "open_folder", "read_own", "write_own", "remove_empty"]

_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
#: A file at one of our paths larger than this is nobody's desktop file or icon of ours.
_MAX_READ_BYTES = 16 * 1024 * 1024


class IntegrationError(RuntimeError):
    """Desktop integration cannot be done here (a message for the user)."""


def open_folder(home: Path, parts: Sequence[str], create: bool) -> int | None:
    """A descriptor of the folder `home`/`parts`, each part opened without following a
    link (`home` itself may be one); made if missing when `create`, else None. The caller
    closes it.

    Raises:
        IntegrationError: a part is a link or not a folder (left alone).
    """
    if create:
        home.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(home, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except FileNotFoundError:
        return None
    where = home
    for part in parts:
        where = where / part
        try:
            try:
                inner = os.open(part, _DIR_FLAGS, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    os.close(fd)
                    return None
                os.mkdir(part, 0o755, dir_fd=fd)
                inner = os.open(part, _DIR_FLAGS, dir_fd=fd)
        except OSError as exc:
            os.close(fd)
            raise IntegrationError(f"{where} is a link or not a folder; it was left alone "
                                   f"({exc.strerror})") from None
        os.close(fd)
        fd = inner
    return fd


def read_own(fd: int, name: str) -> bytes | None | bool:
    """The bytes of the regular file `name` in folder `fd`; None when there is nothing
    there; False for a link or anything but a regular file of at most 16 MiB (never
    opened through)."""
    try:
        info = os.stat(name, dir_fd=fd, follow_symlinks=False)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode) or info.st_size > _MAX_READ_BYTES:
        return False
    file = os.open(name, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | os.O_NONBLOCK,
                   dir_fd=fd)
    with os.fdopen(file, "rb") as handle:
        return handle.read()


def write_own(fd: int, name: str, data: bytes) -> None:
    """Put `data` at `name` in folder `fd`: a new file (O_EXCL, no link followed) renamed
    over it, so a link there is replaced, never written through. Mode 0644.

    Raises:
        OSError: it could not be written; no temporary file is left behind.
    """
    temporary = f".{name}.crib-qt-tmp.{os.urandom(6).hex()}"
    out = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                  | getattr(os, "O_NOFOLLOW", 0), 0o644, dir_fd=fd)
    try:
        with os.fdopen(out, "wb") as handle:
            handle.write(data)
        os.replace(temporary, name, src_dir_fd=fd, dst_dir_fd=fd)
    except BaseException:
        try:
            os.unlink(temporary, dir_fd=fd)
        except OSError:
            pass
        raise


def remove_empty(home: Path, parts: Sequence[str]) -> None:
    """rmdir the folders home/parts[:3], home/parts[:4], … deepest first, while empty
    (never through a link: the folders above are opened as `open_folder` does)."""
    for depth in range(len(parts), 2, -1):
        try:
            fd = open_folder(home, parts[:depth - 1], create=False)
        except IntegrationError:
            return
        if fd is None:
            return
        try:
            os.rmdir(parts[depth - 1], dir_fd=fd)  # fails on a link or a folder in use
        except OSError:
            return
        finally:
            os.close(fd)
