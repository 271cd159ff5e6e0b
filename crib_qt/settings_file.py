"""The player's settings file read without trusting it (issue 18, findings 1 and 6).

QSettings keeps the settings in ``crib-qt.conf`` (on Linux and other Unix desktops:
``$XDG_CONFIG_HOME/crib-qt/crib-qt.conf``). Qt reads that file whole, with a blocking
read, when a QSettings is made: a FIFO there would hang the start for ever, and a huge
file would be read whole. `check_settings_file` looks at it first, without opening it:
anything but a regular file of at most `MAX_SETTINGS_BYTES` is moved aside (renamed
``crib-qt.conf.damaged-…``, never deleted); if it cannot be moved, the settings of this
run are kept in a fresh folder instead, and not remembered. What happened is told to
the player once the window shows (`take_notices`).

Values are read with `setting` and `text_setting`, which never raise: a value that is
not what the game wrote (a ``@ByteArray`` that is not UTF-8, a list, a number where
text belongs) reads as the default. ``settings.value(key, type=str)`` raised
UnicodeDecodeError for a ``@ByteArray(\\xff\\xfe)`` and stopped the game at every start.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

__all__ = ["MAX_SETTINGS_BYTES", "settings_file_path", "check_settings_file", "take_notices",
           "setting", "text_setting"]

#: The settings the game writes take a few KiB; a larger file is set aside unread.
MAX_SETTINGS_BYTES = 1024 * 1024

# (what happened, the file's new name or its path, why): told by `take_notices`
_notices: list[tuple[str, str, str]] = []


def settings_file_path() -> Path | None:
    """The file QSettings() reads for this application (organisation and application
    names as set on the QCoreApplication), found without making a QSettings (that would
    read it). None where the settings are no file of ours to check: Windows (the
    registry), macOS (the system's preferences) and a QSettings whose default format was
    changed (the tests)."""
    from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

    if sys.platform in ("win32", "darwin"):
        return None
    if QSettings.defaultFormat() != QSettings.Format.NativeFormat:
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    if not config:
        return None
    # as QSettings() names it (qsettings.cpp)
    organization = QCoreApplication.organizationName() or "Unknown Organization"
    application = QCoreApplication.applicationName()
    if not application:
        return Path(config) / f"{organization}.conf"
    return Path(config) / organization / f"{application}.conf"


def check_settings_file(path: Path | None = None) -> str | None:
    """Make sure reading the settings file cannot hang or flood the start: call it before
    the first QSettings is made.

    Args:
        path: the file (default: `settings_file_path`).

    Returns:
        None when the file is a regular file of at most `MAX_SETTINGS_BYTES` (or there
        is none, or nothing to check); else why it was not (English, for the log) after
        moving it aside or, if that failed, pointing QSettings at a fresh folder. The
        player is told by `take_notices`.
    """
    path = settings_file_path() if path is None else Path(path)
    if path is None:
        return None
    try:
        info = os.stat(path)  # a link is followed: what Qt would open
    except OSError:  # no file (or a link to nothing): Qt makes a new one
        return None
    if not stat.S_ISREG(info.st_mode):
        reason = "it is not a regular file"
    elif info.st_size > MAX_SETTINGS_BYTES:
        reason = f"it is too large ({info.st_size} bytes, at most {MAX_SETTINGS_BYTES})"
    else:
        return None
    from .data_files import move_aside

    aside = move_aside(path)
    if aside is not None:
        why = f"the settings file {path} was set aside as {aside.name}: {reason}"
        _notices.append(("aside", aside.name, why))
        return why
    _use_fresh_folder()
    why = f"the settings file {path} cannot be used nor moved aside: {reason}"
    _notices.append(("unused", str(path), why))
    return why


def _use_fresh_folder() -> None:
    """Point QSettings' user files at a new empty folder for this run."""
    import tempfile

    from PySide6.QtCore import QSettings

    folder = tempfile.mkdtemp(prefix="crib-qt-settings-")
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, folder)


def take_notices() -> list[tuple[str, str]]:
    """What `check_settings_file` did, each once (the list is emptied): (a translated
    sentence for the player, the details in English)."""
    from .game_words import fill, translate

    texts = []
    for kind, where, why in _notices:
        if kind == "aside":
            text = translate("Startup", "The settings file could not be read, so the "
                                        "settings start afresh; it was kept as %1.")
        else:
            text = translate("Startup", "The settings file %1 cannot be read nor moved aside, "
                                        "so the settings will not be remembered.")
        texts.append((fill(text, where), why))
    _notices.clear()
    return texts


def setting(settings, key: str, default: object = None) -> object:
    """``settings.value(key, default)``, or `default` when Qt or PySide cannot give the
    value (never raises)."""
    try:
        return settings.value(key, default)
    except Exception:  # noqa: BLE001 (a hand-edited file may hold anything)
        return default


def text_setting(settings, key: str, default: str = "") -> str:
    """The text stored under `key`, or `default` when there is none or the value is not
    text (a list, a number, bytes that are not UTF-8: see the module notes)."""
    value = setting(settings, key, default)
    if isinstance(value, str):
        return value
    if type(value).__name__ == "QByteArray" or isinstance(value, bytes):
        try:
            return bytes(value).decode("utf-8")
        except (UnicodeDecodeError, TypeError, ValueError):
            return default
    return default
