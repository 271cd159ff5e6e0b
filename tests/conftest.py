"""Shared test set-up: every Qt test runs without a screen, here and in CI alike."""

import gc
import os
import tempfile
import threading

import pytest

# Set before any Qt import so that a developer's desktop session and CI behave the same.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
# QSettings must never touch the developer's or the player's real settings.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="crib-qt-tests-config-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="crib-qt-tests-data-")
# nor the player's cache of renderings (the peg board's art, board/rendering_store.py)
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="crib-qt-tests-cache-")
_SESSION_CONFIG = os.environ["XDG_CONFIG_HOME"]
# Sounds go to miniaudio's null device: no test ever opens a real audio device
# (crib_qt/sound/output.py); the games started by tests as subprocesses inherit it.
os.environ["CRIB_QT_AUDIO"] = "null"


class HeldComputer:
    """The baseline player, held inside `choose` until `release` is set, so a test
    decides when the computer has finished thinking. `threads` records the thread
    of every decision."""

    def __init__(self) -> None:
        from crib_qt.ai import BasicPlayer

        self.release = threading.Event()
        self.threads: list[threading.Thread] = []
        self._basic = BasicPlayer()

    def choose(self, view, legal):
        self.threads.append(threading.current_thread())
        if not self.release.wait(timeout=10):
            raise AssertionError("the computer was never released")
        return self._basic.choose(view, legal)


@pytest.fixture
def held_computer() -> HeldComputer:
    """A fresh `HeldComputer`; released at the end so no worker thread stays blocked."""
    computer = HeldComputer()
    yield computer
    computer.release.set()


@pytest.fixture
def private_settings(tmp_path):
    """QSettings of this test alone: a fresh folder, put back as it was afterwards.

    QSettings' default format and user path are process-wide; a test that set them and
    left them would hand its saved language, level or window geometry to whichever test
    runs next (the order is random). Yields the folder the settings are written to.
    """
    from PySide6.QtCore import QSettings

    folder = tmp_path / "settings"
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    yield folder
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, _SESSION_CONFIG)


@pytest.fixture
def settle(qtbot):
    """`settle(engine)`: wait until the computer's replies to the last human action have
    arrived (on the engine's thinkingChanged signal, never a sleep); at once when the
    computer is not thinking."""

    def wait(engine, timeout: int = 10000) -> None:
        if engine.isThinking():
            with qtbot.waitSignal(engine.thinkingChanged, timeout=timeout,
                                  check_params_cb=lambda thinking: not thinking):
                pass

    return wait


@pytest.fixture(scope="session", autouse=True)
def _collector_on_the_gui_thread(qapp):
    """Python's collector runs on the GUI thread only, as in the game after start-up
    (crib_qt/gui_collector.py): from the application's timer while a test waits on Qt,
    and due collections after each test (`_no_window_left_behind`). Left automatic, it
    could start in a worker, save-writer or audio thread and destroy a Qt object there,
    which PySide 6.11 can crash on (the suite died so, now and then, in a test or at
    exit)."""
    from crib_qt.gui_collector import GuiCollector

    collector = GuiCollector(parent=qapp)
    yield collector
    gc.collect()  # what is left, here rather than in Python's finalisation


@pytest.fixture(autouse=True)
def _pointer_off_every_window():
    """Each test starts with the pointer far off the screen. The pointer's place is the
    process's, and a test that moved it (a drag, a hover) left it where a later test's
    window may put a toolbar button: shown under the pointer, that button took a hover
    and put its status tip on the status bar (CI at stop 34 failed so, in a two-player
    test that checks the status bar is empty)."""
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is not None:
        from PySide6.QtCore import QPoint
        from PySide6.QtGui import QCursor

        QCursor.setPos(QPoint(-10_000, -10_000))
    yield


@pytest.fixture(autouse=True)
def _no_window_left_behind():
    """After each test, no window of it stays open and no language it chose stays
    installed, and the garbage it left is collected on this (the GUI) thread if a
    collection is due. A window its test did not register, or one the collector has not
    freed yet, kept its translators installed and took each later language change (a
    later test in another folder met Filipino texts and Qt's size-hint warnings)."""
    yield
    from PySide6.QtWidgets import QApplication

    from crib_qt.gui_collector import collect_due

    app = QApplication.instance()
    for widget in app.topLevelWidgets() if app is not None else ():
        switcher = getattr(widget, "languages", None)
        if switcher is not None and getattr(switcher, "language", lambda: "en")() != "en":
            switcher.setLanguage("en")
        if widget.isVisible():
            widget.close()
    collect_due()
