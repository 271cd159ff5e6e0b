"""The errors of the game's data files (crib_qt/data_files.py reads them, and
crib_qt/atomic_write.py writes them): one sentence each, for the player's report."""

from __future__ import annotations

from pathlib import Path

__all__ = ["SaveError", "InvalidData", "DamagedFile", "LockedFile", "WriteError"]


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


class WriteError(SaveError):
    """A file could not be written (disk full, no permission…); the old file is intact."""
