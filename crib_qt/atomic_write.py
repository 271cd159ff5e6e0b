"""Writing the game's data files atomically (`write_atomic`): a crash, a kill or a
power cut leaves the old file or the new one, never a mix; and removing what an
interrupted write left behind (`remove_stale_temporaries`), only files named as the game
names its temporary files (``<name>.crib-qt-tmp.XXXXXXXX``), never a player's own
``match.json.backup``. crib_qt/data_files.py reads the files (and offers these names
too); crib_qt/save_writer.py calls `write_atomic` off the GUI thread.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import string
import sys
from pathlib import Path

from .data_errors import WriteError

try:
    import fcntl  # for macOS's F_FULLFSYNC (`_sync`)
except ImportError:  # Windows
    fcntl = None

__all__ = ["write_atomic", "remove_stale_temporaries", "TEMPORARY_MARK"]


def write_atomic(path: Path, data: bytes) -> None:
    """Replace the file `path` by `data` atomically, creating its folder.

    The bytes go to a new temporary file beside the file (``<name>.crib-qt-tmp.XXXXXXXX``,
    eight letters or digits: `TEMPORARY_MARK`), are flushed to the disk (`_sync`), and the
    temporary file is renamed over the file in one step: a crash, a kill or a power cut
    leaves the old file or the new one, never a mix. As QSaveFile did: a link is followed
    (its target is replaced), an existing file keeps its permissions (POSIX), a new one
    gets 0666 less the umask. On Windows a file another program holds open (an antivirus
    scan, a sync tool) cannot be replaced: that is a `WriteError` like any other.

    Only Python's `os` calls, which let the other threads run while they wait for the
    disk, so this may run on any thread (PySide6's QSaveFile holds the interpreter lock
    for the whole fdatasync: on a writer thread it would stall the window just the same).

    Args:
        path: the file.
        data: its new content.

    Raises:
        WriteError: the folder or the file could not be written; the old file is intact
            and no temporary file is left.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteError(f"the folder {path.parent} cannot be created ({exc.strerror})") from None
    target = os.path.realpath(path) if os.path.islink(path) else os.fspath(path)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:  # no file yet: os.open's 0o666 less the umask
        mode = None
    temporary = None
    try:
        fd, temporary = _create_temporary(target)
        try:
            # POSIX only: Windows' one mode bit is read-only (os.fchmod has it since
            # Python 3.13), and a read-only temporary could neither replace a file nor be
            # removed when the write fails (Windows refuses to delete a read-only file).
            if mode is not None and os.name == "posix":
                os.fchmod(fd, mode)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            _sync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, target)
    except OSError as exc:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        raise WriteError(f"{path} cannot be written ({exc.strerror or exc})") from None


# fdatasync where there is one (Linux): the data and the size, not the times
_plain_sync = getattr(os, "fdatasync", os.fsync)


def _sync(fd: int) -> None:
    """Put the file `fd`'s bytes on the disk itself before it is renamed into place.

    On macOS fsync only hands them to the drive, which may write them after the rename
    (a power cut then leaves an empty or torn file: Apple's fsync(2)); F_FULLFSYNC asks
    the drive to flush. A file system without it (some network or FUSE ones: EINVAL,
    ENOTSUP) gets the plain sync. Both let the other threads run while they wait.

    Raises:
        OSError: the plain sync failed (a full disk, an I/O error).
    """
    if sys.platform == "darwin" and hasattr(fcntl, "F_FULLFSYNC"):
        try:
            fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
            return
        except OSError:
            pass
    _plain_sync(fd)


# 62 letters and digits; a random byte modulo 62 is close enough to even for a name
# that only has to differ from others (`secrets` would cost ~6 ms of start-up)
_TEMPORARY_LETTERS = string.ascii_letters + string.digits
#: What marks a temporary file as the game's own: ``<name>.crib-qt-tmp.`` and eight
#: letters or digits. No player names a file so; `remove_stale_temporaries` deletes only
#: these (a plain ``<name>.XXXXXX`` may be the player's own ``match.json.backup``).
TEMPORARY_MARK = ".crib-qt-tmp."
_TEMPORARY_LENGTH = 8


def _create_temporary(target: str) -> tuple[int, str]:
    """A new, empty file ``<target>.crib-qt-tmp.XXXXXXXX`` opened for writing:
    (descriptor, name). O_EXCL: never an existing file, nor a link someone put there."""
    flags = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
             | getattr(os, "O_CLOEXEC", 0))
    for _ in range(100):
        letters = "".join(_TEMPORARY_LETTERS[b % 62] for b in os.urandom(_TEMPORARY_LENGTH))
        name = f"{target}{TEMPORARY_MARK}{letters}"
        try:
            return os.open(name, flags, 0o666), name
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", target)


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Delete what an interrupted `write_atomic` of `path` left behind: the temporary
    files ``<name>.crib-qt-tmp.XXXXXXXX`` beside it (`TEMPORARY_MARK`), regular files of
    this user, never links. Nothing else is touched: the file itself, anything moved
    aside, and any file the player named (``match.json.backup``, ``match.json.old``).
    Returns what was removed."""
    path = Path(path)
    pattern = re.compile(re.escape(path.name + TEMPORARY_MARK)
                         + f"[A-Za-z0-9]{{{_TEMPORARY_LENGTH}}}")
    removed = []
    try:
        candidates = list(path.parent.iterdir())
    except OSError:
        return removed
    for candidate in candidates:
        if not pattern.fullmatch(candidate.name):
            continue
        try:
            info = os.lstat(candidate)
            if stat.S_ISREG(info.st_mode) and info.st_uid == _uid():
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            pass
    return removed


def _uid() -> int:
    """This process's user (files of others in the folder are never ours to delete)."""
    return os.getuid() if hasattr(os, "getuid") else 0
