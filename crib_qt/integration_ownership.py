"""Which file found at one of the desktop integration's paths is crib-qt's own (issue 18).

A file is ours when its content is what this installation writes, or what the desktop
file we wrote lists: that file carries a `MARK_KEY` line naming each file installed with
a digest of its content, the desktop file too (as it was written, less that line), so a
desktop file a player edited is theirs, and so is any other file they changed or put there.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Sequence

from crib_qt.integration_files import IntegrationError, open_folder, read_own

__all__ = ["MARK_KEY", "mark_entry", "installed_digests", "is_ours"]

#: The key that marks a desktop file as written by `install`; its value lists every file
#: installed with a digest of its content: ``<path under home>=<16 hex digits>;…``.
MARK_KEY = "X-CribQt-Installed-Files"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def mark_entry(entry: str, files: Sequence[tuple[str, bytes]], entry_path: str) -> str:
    """The desktop file text `entry` with our mark as the first key of [Desktop Entry].

    Args:
        entry: the desktop file as installed, unmarked (lines ending in ``\\n``).
        files: (path under the data home, content) of every other file installed.
        entry_path: the desktop file's own path under the data home.
    """
    lines = entry.splitlines()
    unmarked = "\n".join(lines) + "\n"
    listed = ";".join(f"{path}={_digest(data)}" for path, data in files)
    listed += f";{entry_path}={_digest(unmarked.encode('utf-8'))}"
    lines.insert(lines.index("[Desktop Entry]") + 1, f"{MARK_KEY}={listed}")
    return "\n".join(lines) + "\n"


def installed_digests(home: Path, entry_path: str) -> dict[str, str]:
    """What our desktop file at `home`/`entry_path` says we installed: {path under home:
    digest}; {} when there is no desktop file of ours (or it cannot be read)."""
    folder, _, name = entry_path.rpartition("/")
    fd = open_folder(home, [folder], create=False) if home.is_dir() else None
    if fd is None:
        return {}
    try:
        data = read_own(fd, name)
    except (OSError, IntegrationError):
        data = None
    finally:
        os.close(fd)
    if not data:
        return {}
    for line in data.decode("utf-8", "replace").splitlines():
        if line.startswith(MARK_KEY + "="):
            pairs = (item.rpartition("=") for item in line[len(MARK_KEY) + 1:].split(";"))
            return {path: digest for path, _, digest in pairs if path}
    return {}


def is_ours(relative: str, data: bytes, fresh: bytes, digests: dict[str, str],
            entry_path: str) -> bool:
    """Whether the file `data` found at `relative` (under the data home) is ours: the
    content this installation writes (`fresh`), a file our desktop file lists with its
    digest (`digests`, from `installed_digests`), or, at `entry_path`, a desktop file we
    wrote (perhaps for another installation's launcher) unchanged since."""
    if data == fresh or digests.get(relative) == _digest(data):
        return True
    if relative != entry_path:
        return False
    # its mark holds the digest of the rest of it
    lines = data.decode("utf-8", "replace").splitlines(keepends=True)
    marks = [line for line in lines if line.startswith(MARK_KEY + "=")]
    if len(marks) != 1:
        return False
    listed = dict(item.rpartition("=")[::2] for item in marks[0].strip()[len(MARK_KEY) + 1:]
                  .split(";"))
    rest = "".join(line for line in lines if line is not marks[0])
    return listed.get(relative) == _digest(rest.encode("utf-8"))
