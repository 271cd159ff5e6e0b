"""Opening the game's data folder at start-up: the autosave and the statistics live there
(`persistence.MatchStore`), and one window at a time keeps them (a lock file).

Nothing about the folder stops the game (issue 18, findings 4 and 5):

- no such folder on this system, or it cannot be created (a file in its place, no
  permission): the game plays without autosave and says so once;
- it cannot be written (a read-only folder or disk: the lock file cannot be made): the
  saved match resumes read-only (`MatchStore.read_only`) and the game says what is wrong,
  instead of taking the folder for another window's;
- another window holds the lock: this one plays without saving, as before.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["OpenedFolder", "open_data_folder", "LOCK_FILE"]

#: The lock file in the data folder; held by the window that keeps the autosave.
LOCK_FILE = "crib-qt.lock"


class OpenedFolder(NamedTuple):
    """What start-up found (a NamedTuple: a dataclass costs the start about 1 ms, issue 14).

    Attributes:
        store: the `MatchStore` to keep the match in (read-only if the folder cannot be
            written), or None to keep nothing.
        lock: the held `QLockFile`, or None.
        notice: a translated sentence for the player, or "" when all is well.
        details: why, in English (for the log and the message's details), or "".
    """

    store: object | None
    lock: object | None = None
    notice: str = ""
    details: str = ""


def open_data_folder(store=None) -> OpenedFolder:
    """Open the user's data folder (`persistence.MatchStore.default`) as the module notes
    say; never raises for a folder that cannot be made or written. A `store` given (the
    tests') is used as it is: no folder made, no lock taken."""
    if store is not None:
        return OpenedFolder(store)
    from PySide6.QtCore import QLockFile

    from .game_words import fill, translate
    from .persistence import MatchStore, SaveError

    try:
        store = MatchStore.default()
    except SaveError as exc:  # no data folder on this platform
        return OpenedFolder(None, None, _not_saved(translate), str(exc))
    try:
        store.directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        details = f"the folder {store.directory} cannot be created ({exc.strerror or exc})"
        return OpenedFolder(None, None, _not_saved(translate, store.directory), details)
    # One window keeps the autosave; a second one at the same time plays without saving
    # instead of overwriting the first one's match.
    lock = QLockFile(str(store.directory / LOCK_FILE))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return OpenedFolder(store, lock)
    if lock.error() == QLockFile.LockError.LockFailedError:
        return OpenedFolder(None, None, translate(
            "Startup", "Another Cribbage window is already playing: this one will not save "
                       "its match."))
    reason = ("no permission" if lock.error() == QLockFile.LockError.PermissionError
              else "an unknown error")
    read_only = MatchStore(store.directory, read_only=True)
    return OpenedFolder(read_only, None, fill(translate(
        "Startup", "The game's data folder %1 cannot be written, so the saved match is "
                   "resumed but nothing will be saved."), str(store.directory)),
        f"the lock file {store.directory / LOCK_FILE} cannot be made ({reason})")


def _not_saved(translate, folder=None) -> str:
    from .game_words import fill

    if folder is None:
        return translate("Startup", "This system has no folder for the game's data, so "
                                    "the match will not be saved.")
    return fill(translate("Startup", "The game's data folder %1 cannot be created, so the "
                                     "match will not be saved."), str(folder))
