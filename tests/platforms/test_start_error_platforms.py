"""A start that fails says why in a message box wherever stderr reaches no one
(crib_qt/start_error.py, from crib_qt/app.py's `main`): a windowed build on Windows
has no stderr, a macOS .app started from the Finder writes it to /dev/null, and a frozen
Linux build started from a desktop's menu writes it to /dev/null or the journal. Each
system is simulated by what the game sees of it (`sys.platform`, `sys.stderr`,
`sys.frozen`, the Qt platform's name)."""

from __future__ import annotations

import io
import os
import sys

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from crib_qt import app

FAILURE = "the settings are unreadable"
BOX_TEXT = f"Cribbage cannot start:\n\n{FAILURE}"


class _Terminal(io.StringIO):
    """stderr in a terminal window (Terminal.app, a console, a Linux terminal)."""

    def isatty(self) -> bool:
        return True


def _fail_to_start(monkeypatch, platform: str, stderr, frozen: bool, qt_platform: str) -> list:
    """Run `app.main` on `platform` with `stderr` (None, "terminal", "null" or "pipe", as
    a desktop session's journal takes it) and, if
    `frozen`, as a PyInstaller build, its start failing once Qt is up; the texts of the
    message boxes it showed."""
    read_end, write_end = os.pipe()  # the two lines printed fit the pipe's buffer
    streams = {None: None, "terminal": _Terminal(), "null": open(os.devnull, "w"),
               "pipe": open(write_end, "w")}
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "stderr", streams[stderr])
    if frozen:
        monkeypatch.setattr(sys, "frozen", True, raising=False)
    else:
        monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(app, "_install_log", lambda debug: None)

    def start(*_):
        raise app.StartupError(FAILURE)

    monkeypatch.setattr(app, "_start", start)
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: qt_platform))
    shown = []
    monkeypatch.setattr(QMessageBox, "critical",
                        staticmethod(lambda parent, title, text: shown.append((title, text))))
    try:
        assert app.main(["crib-qt"]) == 1
    finally:
        streams["null"].close()
        streams["pipe"].close()
        os.close(read_end)
    return shown


@pytest.mark.parametrize("platform, stderr, frozen, qt_platform, shown", [
    # macOS: an .app from the Finder (stderr to /dev/null), frozen or from a wheel; a
    # frozen build from a terminal shows the box too (its bundle is usually opened so)
    ("darwin", "null", True, "cocoa", True),
    ("darwin", "null", False, "cocoa", True),
    ("darwin", "terminal", True, "cocoa", True),
    ("darwin", "terminal", False, "cocoa", False),
    # Windows: a windowed build has no stderr; the console build prints
    ("win32", None, True, "windows", True),
    ("win32", "terminal", True, "windows", False),
    # Linux: a frozen build from a desktop's menu (stderr to /dev/null or the journal)
    # shows the box; one from a terminal prints there; from a wheel as before
    ("linux", "null", True, "xcb", True),
    ("linux", "pipe", True, "wayland", True),
    ("linux", "terminal", True, "xcb", False),
    ("linux", "terminal", False, "xcb", False),
    ("linux", "null", False, "wayland", False),
])
def test_the_start_error_box_shows_where_stderr_reaches_no_one(qapp, monkeypatch, platform,
                                                              stderr, frozen, qt_platform, shown):
    boxes = _fail_to_start(monkeypatch, platform, stderr, frozen, qt_platform)
    assert boxes == ([("Cribbage", BOX_TEXT)] if shown else [])


@pytest.mark.parametrize("platform, frozen", [("darwin", False), ("linux", True)])
@pytest.mark.parametrize("qt_platform", ["offscreen", "minimal"])
def test_no_box_where_no_one_can_see_it(qapp, monkeypatch, platform, frozen, qt_platform):
    """A script or a test running the game offscreen on macOS or as a frozen Linux
    build (stderr piped, no terminal) must not wait for ever on a modal box."""
    assert _fail_to_start(monkeypatch, platform, "pipe", frozen, qt_platform) == []
