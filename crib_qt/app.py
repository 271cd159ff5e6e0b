"""Application start-up: command line, QApplication, the main window.

A start-up error (anything raised before the event loop runs, or a fatal Qt error
while Qt starts, such as a missing platform plugin) ends the process with status 1
and a one-line message on stderr, also in a message box where stderr reaches no one (a
windowed build on Windows, an app opened from the macOS Finder: crib_qt/start_error.py);
`--debug` shows the full traceback instead.
On Linux, when Qt's xcb platform plugin lacks system libraries, the message names them
and the command that installs them, before Qt starts (`platform_libraries.check`).
The environment variable `CRIB_QT_STARTUP_ERROR`, when set, makes start-up fail on
purpose with its value as the message, once Qt is up: it exists only so that the
tests (tests/test_packaging_startup.py) can check that error path; never set it otherwise.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Callable, Sequence

from . import first_frame
from .command_line import parse_args
from .first_frame import (SETTLE_FALLBACK_MS, hold_collector, settle, spare_pyside_source_scans,
                          when_first_painted)

if TYPE_CHECKING:
    import argparse

__all__ = ["main", "parse_args", "create_application", "set_icon", "start_language",
           "open_window", "app_icon", "APP_ID", "SMOKE_TIMEOUT_MS"]

# The reverse-DNS application id: the desktop file's and AppStream's id and the icon's name
# (packaging/io.github.cribqt.CribQt.desktop, .metainfo.xml, icons/hicolor/*/apps/).
APP_ID = "io.github.cribqt.CribQt"
# `--smoke` fails when the board has not painted within this time.
SMOKE_TIMEOUT_MS = 60_000
# Test-only: make start-up fail with this message (see the module's docstring).
STARTUP_ERROR_VARIABLE = "CRIB_QT_STARTUP_ERROR"



def _icon_files() -> list[Path]:
    """The icon's files: its PNGs at every hicolor size, smallest first (rendered from the
    SVG by packaging/render_icons.py; exact pixels, and no SVG plugin needed), or the SVG
    alone where the PNGs are missing."""
    package = Path(__file__).resolve().parent
    for hicolor in (package / "resources" / "icons" / "hicolor",  # wheel, frozen build
                    package.parent / "packaging" / "icons" / "hicolor"):  # source tree
        pngs = sorted(hicolor.glob(f"*x*/apps/{APP_ID}.png"), key=_icon_side)
        if pngs:
            return pngs
    svgs = [base / "icons" / f"{APP_ID}.svg" for base in (package / "resources",
                                                            package.parent / "resources")]
    return [path for path in svgs if path.is_file()][:1]


def _icon_side(path: Path) -> int:
    """The side in pixels of a hicolor PNG (its folder says: hicolor/48x48/apps/...)."""
    return int(path.parts[-3].split("x")[0])


def app_icon():
    """The game's icon (QIcon) for the window and taskbar; a null icon if none is found.

    Each PNG is added with its size, as its folder names it, so that no file is opened
    before one is drawn (without the size, Qt reads every file to learn it)."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for path in _icon_files():
        side = _icon_side(path) if path.suffix == ".png" else 0
        icon.addFile(str(path), QSize(side, side) if side else QSize())
    return icon


def create_application(argv: Sequence[str], icon: bool = True):
    """The QApplication with the organisation and application names QSettings uses,
    and with `icon` the window icon (`app_icon`). (Its version is set once the first
    frame is painted: see `settle`; `main` sets the icon then too: `set_icon`.)"""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(list(argv))
    app.setOrganizationName("crib-qt")
    app.setApplicationName("crib-qt")
    app.setApplicationDisplayName("Cribbage")
    app.setDesktopFileName(APP_ID)
    if icon:
        app.setWindowIcon(app_icon())
    return app


def set_icon(app) -> None:
    """Give `app` (the QApplication) the game's icon, for its windows and the taskbar,
    unless it has one. `main` calls it just after the board's first frame: finding
    the icon's nine files and adding them cost that frame 4-7 ms, and until then the
    desktop file names the icon (issue 14)."""
    if app.windowIcon().isNull():
        app.setWindowIcon(app_icon())


def start_language(app):
    """Install the saved language, or on the first start the best match for the
    system's UI languages (babel negotiation), and remember it (QSettings)."""
    from PySide6.QtCore import QLocale, QSettings

    from .i18n import LanguageSwitcher, known_language, negotiate_language
    from .settings_file import check_settings_file, text_setting

    # Before the first QSettings reads the file: a FIFO there would hang (issue 18).
    check_settings_file()
    settings = QSettings()
    saved = text_setting(settings, "language", "")  # not UTF-8 or not text: none saved
    code = known_language(saved)  # a saved "pt" (before pt_BR and pt_PT) reads as pt_BR
    if code is None:
        code = negotiate_language(QLocale.system().uiLanguages())
    if code != saved:
        settings.setValue("language", code)
    languages = LanguageSwitcher(app)
    languages.setLanguage(code)
    return languages


def open_window(languages=None, seed: int | None = None, store=None):
    """The main window with the match to play, not yet shown.

    Without `seed` the autosaved match in `store` (default: the user's data folder,
    `persistence.MatchStore.default`) resumes where it was, undo and redo included,
    unless it was finished; a damaged save is moved aside and reported. With `seed`
    (``--seed N``) a new match with that seed starts and replaces the autosave.
    The window autosaves after every action and keeps the statistics in `store`.
    A data folder that cannot be made or written, or a settings file set aside, is
    told to the player once and the game plays on (`data_folder`, issue 18).
    A resumed match is announced once the board has painted: where it stands, never the
    hands finished before the save (`Narrator.resumedLine`).
    """
    from .data_folder import open_data_folder
    from .engine import GameEngine
    from .settings_file import take_notices
    from .ui.main_window import MainWindow
    from .ui.game_options import load_options

    options = load_options()
    engine = GameEngine(seed=seed, mode=options.mode, level=options.level)
    folder = open_data_folder(store)
    # the statistics: read after the first frame, which shows none of them (`_start`)
    window = MainWindow(engine, languages, store=folder.store, read_statistics=False)
    window.instanceLock = folder.lock  # held for the window's lifetime
    for notice, details in take_notices():
        window.reportProblem(notice, details)
    if folder.notice:
        window.reportProblem(folder.notice, folder.details)
    if folder.store is None:
        return window
    if seed is None:
        narrator = window.presenter.narrator
        narrator.setHeld(True)  # the position resumed is said once the board shows
        try:  # its earlier games replayed after the first frame (issue 14)
            resumed = window.resumeSaved(defer_earlier=True)
        finally:
            narrator.setHeld(False)
        if resumed:  # after the start's own first-frame callbacks (`_start`)
            first_frame.when_first_painted(window, [lambda: _after_resume(window)])
    else:
        window.saveMatch()
    return window


def _after_resume(window) -> None:
    """Once the board listens for a screen reader (its first frame's turn, which may
    still be queued: said before, nobody would hear it): the resumed save's earlier
    games taken in if they wait (`MainWindow.takeInEarlierGames`), then where it stands
    announced (`Narrator.resumedLine`), unless they were refused and a new match began."""
    if not window.view.accessibility.isListening():
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, window, lambda: _after_resume(window))
        return
    narrator = window.presenter.narrator
    narrator.setHeld(True)
    try:
        taken = window.takeInEarlierGames()  # None: none waited
    finally:
        narrator.setHeld(False)
    if taken is not False:
        narrator.sayResumed()
        window.statusBar().showMessage(narrator.resumedNotice(), 10_000)  # and for the eye


class StartupError(RuntimeError):
    """The game cannot start; the message says why, for the player."""


def _qt_fatal_exits_cleanly():
    """Install a Qt message handler that turns a fatal Qt error (qFatal, which would
    abort the process with a core dump) into a readable message and exit status 1,
    and passes every other message on as Qt prints it. Returns the previous handler."""
    from PySide6.QtCore import QtMsgType, qFormatLogMessage, qInstallMessageHandler

    def handler(kind, context, message):
        # print(), not sys.stderr.write(): a windowed frozen build on Windows has no stderr
        if kind == QtMsgType.QtFatalMsg:
            text = " ".join(message.split())
            print(f"crib-qt: error: Qt cannot start: {text}", file=sys.stderr, flush=True)
            os._exit(1)
        print(qFormatLogMessage(kind, context, message), file=sys.stderr)

    return qInstallMessageHandler(handler)


def _desktop_integration(action: str) -> int:
    """`--install-desktop-integration` / `--uninstall-desktop-integration`."""
    try:
        from . import desktop_integration  # packed into the wheel from packaging/
    except ImportError:  # a source checkout: it is still in packaging/
        import importlib.util

        script = Path(__file__).resolve().parent.parent / "packaging" / "desktop_integration.py"
        spec = importlib.util.spec_from_file_location("crib_qt_desktop_integration", script)
        if spec is None or not script.is_file():
            raise StartupError(f"desktop integration is not part of this installation "
                               f"({script} is missing)") from None
        desktop_integration = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(desktop_integration)
    return desktop_integration.run(action)


def _smoke_check(app, window, started: float) -> Callable[[], None]:
    """For `--smoke`: the callback that, once the board view has painted its first
    frame, reports it and quits with status 0; and a timer that quits with status 1
    and a message if that has not happened within SMOKE_TIMEOUT_MS."""
    from PySide6.QtCore import QTimer

    painted = []

    def done() -> None:
        from . import __version__

        painted.append(True)
        viewport = window.view.viewport()
        try:
            print(f"crib-qt {__version__}: smoke test passed: the board painted its first "
                  f"frame ({viewport.width()}x{viewport.height()}, {app.platformName()}) "
                  f"{(time.monotonic() - started) * 1000:.0f} ms after start", flush=True)
        finally:  # even if the output is gone (a closed pipe): never wait for ever
            app.exit(0)

    def timeout() -> None:
        if not painted:
            print(f"crib-qt: error: smoke test failed: the board painted nothing within "
                  f"{SMOKE_TIMEOUT_MS / 1000:.0f} s", file=sys.stderr, flush=True)
            app.exit(1)

    QTimer.singleShot(SMOKE_TIMEOUT_MS, timeout)
    return done


def _start_sounds(window) -> None:
    from .sound.table_sounds import install_table_sounds  # after the first frame only

    window.tableSounds = install_table_sounds(window)


def _hold_coach(window) -> Callable[[], None]:
    """Keep the coach (ui/coach_reviews.py) from asking the computer's process about the
    decisions of a resumed match before the board's first frame: its questions would
    load the process's protocol and modules (about 10 ms with a long save, issue 14)
    for answers nobody sees yet. Returns the call that lets it ask again, as it did."""
    coach = window.coach
    active = coach.isActive()
    coach.setActive(False)
    return lambda: coach.setActive(active)


def _start(args: argparse.Namespace | SimpleNamespace, argv: Sequence[str], started: float
           ) -> int:
    spare_pyside_source_scans()  # before the game's modules are imported: ~15 ms less
    # Before the QApplication: Qt aborts when its platform plugin cannot load, naming
    # none of the system libraries it lacks (issue 15). One line, even with --debug.
    from .platform_libraries import check

    missing = check()
    if missing:
        print(missing, file=sys.stderr, flush=True)
        return 1
    hold_collector()
    previous = None if args.debug else _qt_fatal_exits_cleanly()
    app = create_application(argv, icon=False)  # the icon after the first frame
    if not args.debug:
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(previous)
    fault = os.environ.get(STARTUP_ERROR_VARIABLE)
    if fault:
        raise StartupError(fault)
    languages = start_language(app)
    window = open_window(languages, seed=args.seed)
    let_coach_ask = _hold_coach(window)
    # After the first frame, in this order: the smoke test's report (it times the first
    # frame, not what follows), the icon, the statistics read (unless a resumed match
    # needed them before), the computer's process started, the coach's questions, the
    # table's sounds (crib_qt/sound: its output opens on a thread of its own), the
    # collector settled.
    after = ([_smoke_check(app, window, started)] if args.smoke else []) + [
        lambda: set_icon(app), window.readStatistics, window.engine.prepareComputer,
        let_coach_ask, lambda: _start_sounds(window), settle]
    when_first_painted(window, after)
    from PySide6.QtCore import QTimer

    # a window that never paints (minimised)
    QTimer.singleShot(SETTLE_FALLBACK_MS,
                      lambda: (set_icon(app), window.readStatistics(), let_coach_ask(), settle()))
    window.show()
    try:
        return app.exec()
    finally:
        # Let go of the autosave now, while the process surely lives: a lock file left
        # behind is taken for stale at the next start only after more disk syncs.
        if window.instanceLock is not None:
            window.instanceLock.unlock()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit status (1 with a message on stderr when
    it cannot start; 2 for a bad command line)."""
    started = time.monotonic()
    argv = sys.argv if argv is None else list(argv)
    args = parse_args(argv[1:])
    log = None
    try:
        if args.desktop_integration:
            return _desktop_integration(args.desktop_integration)
        log = _install_log(args.debug)
        return _start(args, argv, started)
    except Exception as exc:
        if args.debug:
            raise
        if log is not None:
            log.logger().error("cannot start", exc_info=True)
        message = " ".join(str(exc).split()) or type(exc).__name__
        if not isinstance(exc, StartupError):
            message = f"{message} ({type(exc).__name__})"
        print(f"crib-qt: error: cannot start: {message}", file=sys.stderr)
        print("crib-qt: run `crib-qt --debug` to see the full traceback", file=sys.stderr)
        from .start_error import show_start_error, without_terminal

        if without_terminal():  # the message above reaches no one: say it in a window
            show_start_error(message)
        return 1
    finally:
        if log is not None:
            log.uninstall()


def _install_log(debug: bool):
    """The game's log (crib_qt/error_log.py) in the data folder, fed by sys.excepthook and
    Qt's messages; an unexpected error shows one dialog (crib_qt/ui/error_dialog.py).
    Costs nothing before the first record: `logging` is imported then."""
    from .error_log import ErrorLog

    def folder():
        from PySide6.QtCore import QCoreApplication

        from .data_files import SaveError, data_dir

        if QCoreApplication.instance() is None:  # no names yet: no data folder known
            return None
        try:
            return data_dir()
        except SaveError:
            return None

    def on_error(path, summary: str) -> None:
        from .ui.error_dialog import show_unexpected_error

        show_unexpected_error(path, summary)

    return ErrorLog(folder, debug, on_error).install()
