"""The game's data files, whatever they hold: safe reading and atomic writing.

Reading trusts nothing: `read_bounded` reads at most a given size of a regular file,
`parse_json` parses plain JSON (never pickle or eval) with bounded numbers and nesting.
A file that fails is moved aside (`move_aside`: renamed with a time-stamp suffix, never
overwritten or deleted) and reported with `DamagedFile` (`load_json_file`); a file that
cannot be read now (another program holds it, as Windows lets it) is not damaged: it is
left where it is, untouched, and reported with `LockedFile`.
Writing is atomic (`write_atomic`): a crash, a kill or a power cut leaves the old file or
the new one, never a mix; what an interrupted write left behind is removed on the next
read (`remove_stale_temporaries`): only files named as the game names its temporary files
(``<name>.crib-qt-tmp.XXXXXXXX``), never a player's own ``match.json.backup``.

The saved match is in crib_qt/persistence.py, the statistics in crib_qt/statistics.py;
crib_qt/save_writer.py writes the match off the GUI thread.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import string
import sys
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

try:
    import fcntl  # for macOS's F_FULLFSYNC (`_sync`)
except ImportError:  # Windows
    fcntl = None

__all__ = ["MAX_FILE_BYTES", "SaveError", "InvalidData", "DamagedFile", "LockedFile", "WriteError",
           "data_dir", "read_bounded", "parse_json", "write_atomic", "move_aside",
           "remove_stale_temporaries", "load_json_file", "TEMPORARY_MARK"]

# A long match is about 10 KiB; anything larger than this is not read at all.
MAX_FILE_BYTES = 1024 * 1024
# Whole numbers in our files are small; longer digit strings are refused while parsing.
_MAX_DIGITS = 20


class SaveError(Exception):
    """A data file could not be read or written; ``str(exc)`` says why in one sentence."""


class InvalidData(SaveError, ValueError):
    """The content is not a valid file of ours; the message names the first problem."""


class DamagedFile(SaveError):
    """A damaged, truncated, hand-edited or hostile file was found and moved aside.

    Attributes:
        path: where the file was.
        reason: what is wrong with it (English, one short clause).
        aside: where it is now (`path` with a ``.damaged-YYYYmmdd-HHMMSS`` suffix), or
            None if it could not be moved (then it must not be overwritten either).
    """

    def __init__(self, path: Path, reason: str, aside: Path | None) -> None:
        self.path, self.reason, self.aside = Path(path), reason, aside
        where = f"kept as {aside.name}" if aside else "left in place (it could not be moved)"
        super().__init__(f"{self.path.name} is damaged ({reason}); it was {where}")


class LockedFile(DamagedFile):
    """A file that is there but cannot be read now, left where it is, untouched: another
    program holds it (on Windows an antivirus scan, a backup or a sync tool may open it
    for a moment without sharing it: a sharing or lock violation, winerror 32 or 33, or a
    bare PermissionError there). It is not damaged: read it again later (the next start);
    until then it must not be overwritten.

    A `DamagedFile` whose `aside` is None, so that whoever handles a damaged file left
    in place (the statistics) neither moves nor overwrites it; check for `LockedFile`
    first to tell the player the truth.

    Attributes:
        path: the file.
        reason: why it cannot be read (English, one short clause).
        aside: always None (it was not moved).
    """

    def __init__(self, path: Path, reason: str) -> None:
        SaveError.__init__(self, f"{Path(path).name} cannot be read now ({reason}); "
                                 "it was left as it is")
        self.path, self.reason, self.aside = Path(path), reason, None


# Windows' ERROR_SHARING_VIOLATION and ERROR_LOCK_VIOLATION: another program holds the file
_HELD_WINERRORS = (32, 33)


def _held(exc: OSError) -> bool:
    """Whether `exc` says another program holds the file for now, not that it is damaged:
    a sharing or lock violation, or on Windows a bare PermissionError (its C runtime
    reports a read of a region another program locked as EACCES, no winerror). Elsewhere
    a PermissionError means this user may not read the file (e.g. root's after one
    ``sudo crib-qt``): no other program will let go of it, so it is no held file that a
    later start could read; it is handled as unreadable, moved aside, and saving goes on."""
    if getattr(exc, "winerror", None) in _HELD_WINERRORS:
        return True
    return os.name == "nt" and isinstance(exc, PermissionError)


class WriteError(SaveError):
    """A file could not be written (disk full, no permission…); the old file is intact."""


# --- files -------------------------------------------------------------------------------


def data_dir() -> Path:
    """The user's data folder for the game (``QStandardPaths.AppDataLocation``, e.g.
    ``~/.local/share/crib-qt/crib-qt``); not created here.

    Raises:
        SaveError: the platform has no such folder.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:
        raise SaveError("there is no folder for the game's data on this system")
    return Path(location)


def read_bounded(path: Path, limit: int = MAX_FILE_BYTES) -> bytes | None:
    """The bytes of the regular file `path`, at most `limit` of them.

    Returns:
        None when there is no file at `path`.

    Raises:
        InvalidData: not a regular file (a folder, a device, a pipe, a dangling link),
            larger than `limit` bytes, or unreadable.
        LockedFile: it cannot be read now (`LockedFile`: held by another program, see
            `_held`); nothing was changed.
    """
    path = Path(path)
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):  # no file (or no folder) there
        if os.path.islink(path):
            raise InvalidData("it is a link to nothing") from None
        return None
    except OSError as exc:
        if _held(exc):
            raise LockedFile(path, f"it cannot be examined: {exc.strerror}") from None
        raise InvalidData(f"it cannot be examined ({exc.strerror})") from None
    if not stat.S_ISREG(info.st_mode):
        raise InvalidData("it is not a regular file")
    if info.st_size > limit:
        raise InvalidData(f"it is too large ({info.st_size} bytes, at most {limit})")
    try:
        # O_NONBLOCK: a file swapped for a pipe after the check above cannot hang us
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise InvalidData("it is not a regular file")
            data = file.read(limit + 1)
    except OSError as exc:
        if _held(exc):
            raise LockedFile(path, exc.strerror or type(exc).__name__) from None
        raise InvalidData(f"it cannot be read ({exc.strerror})") from None
    if len(data) > limit:
        raise InvalidData(f"it is too large (more than {limit} bytes)")
    return data


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise InvalidData(f"it holds a number with {len(text)} digits")
    return int(text)


def _no_constant(name: str):
    raise InvalidData(f"it holds {name}, which is not a number")


def _unique_keys(pairs: list[tuple[str, object]]) -> dict:
    """An object's members, refusing a key given twice (json would keep the last one
    silently: a file we never write, so damage or an edit)."""
    result = dict(pairs)
    if len(result) != len(pairs):
        raise InvalidData("it holds an object with the same key twice")
    return result


def parse_json(data: bytes) -> object:
    """Plain JSON values (dict, list, str, int, float, bool, None) from UTF-8 `data`.

    Raises:
        InvalidData: not UTF-8, not JSON, nested too deeply, a number with more than 20
            digits, NaN/Infinity, or an object with a key given twice.
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidData("it is not UTF-8 text") from None
    if not text.strip():
        raise InvalidData("it is empty")
    try:
        return json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant,
                          object_pairs_hook=_unique_keys)
    except RecursionError:
        raise InvalidData("it is nested too deeply") from None
    except InvalidData:
        raise
    except ValueError as exc:  # json.JSONDecodeError and int() limits
        raise InvalidData(f"it is not valid JSON ({str(exc)[:80]})") from None


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


def move_aside(path: Path) -> Path | None:
    """Rename `path` to ``<name>.damaged-YYYYmmdd-HHMMSS`` (then ``-2``, ``-3``… if
    that exists) in the same folder; never overwrites or deletes anything.

    Returns:
        The new path, or None if it could not be renamed.
    """
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n > 1 else ""))
        if os.path.lexists(target):
            continue
        try:
            if os.name == "posix" and not os.path.isdir(path) and not os.path.islink(path):
                os.link(path, target)  # fails if `target` appeared meanwhile: no overwrite
                os.unlink(path)
            else:
                os.rename(path, target)
        except FileExistsError:
            continue
        except OSError:
            try:  # e.g. a file system without hard links
                if os.path.lexists(target):
                    continue
                os.rename(path, target)
            except OSError:
                return None
        return target
    return None


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


def load_json_file(path: Path, decode, limit: int = MAX_FILE_BYTES):
    """Read `path` and return ``decode(data)``, or None when there is no file.

    Temporary files of an interrupted save are removed first (`remove_stale_temporaries`).

    Raises:
        LockedFile: it cannot be read now (`read_bounded`); it was left as it is.
        DamagedFile: reading or `decode` raised `InvalidData`; the file was moved aside.
    """
    remove_stale_temporaries(path)
    try:
        data = read_bounded(path, limit)
        return None if data is None else decode(data)
    except InvalidData as exc:
        raise DamagedFile(Path(path), str(exc), move_aside(path)) from None
