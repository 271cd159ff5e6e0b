"""The game's data files, whatever they hold: safe reading and atomic writing.

Reading trusts nothing: `read_bounded` reads at most a given size of a regular file,
`parse_json` parses plain JSON (never pickle or eval) with bounded numbers and nesting.
A file that fails is moved aside (`move_aside`: renamed with a time-stamp suffix, never
overwritten or deleted) and reported with `DamagedFile` (`load_json_file`); a file that
cannot be read now (another program holds it, as Windows lets it) is not damaged: it is
left where it is, untouched, and reported with `LockedFile`.
Writing is atomic (`write_atomic`, crib_qt/atomic_write.py, offered here too); what an
interrupted write left behind is removed on the next read (`remove_stale_temporaries`).
The errors are crib_qt/data_errors.py's.

The saved match is in crib_qt/persistence.py, the statistics in crib_qt/statistics.py;
crib_qt/save_writer.py writes the match off the GUI thread.
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from .atomic_write import TEMPORARY_MARK, remove_stale_temporaries, write_atomic
from .data_errors import DamagedFile, InvalidData, LockedFile, SaveError, WriteError

__all__ = ["MAX_FILE_BYTES", "SaveError", "InvalidData", "DamagedFile", "LockedFile", "WriteError",
           "data_dir", "read_bounded", "parse_json", "write_atomic", "move_aside",
           "remove_stale_temporaries", "load_json_file", "TEMPORARY_MARK"]

# A long match is about 10 KiB; anything larger than this is not read at all.
MAX_FILE_BYTES = 1024 * 1024
# Whole numbers in our files are small; longer digit strings are refused while parsing.
_MAX_DIGITS = 20


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
