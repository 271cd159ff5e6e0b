"""A start-up error where stderr reaches no one: whether it does (`without_terminal`) and
the message box that says it instead (`show_start_error`), for crib_qt/app.py's `main`,
which prints it on stderr in any case. The box is in the player's language (the
translations of crib_qt/i18n.py) and is shown even when the start failed before the
QApplication was made."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from typing import Iterator

__all__ = ["without_terminal", "show_start_error", "SILENT_PLATFORMS"]

# The Qt platforms where no one sees a window: a modal box there would wait for ever.
SILENT_PLATFORMS = ("offscreen", "minimal")


def without_terminal() -> bool:
    """Whether stderr reaches no one who reads it: no stderr at all (a windowed build on
    Windows, pythonw); on macOS a frozen .app or a stderr that is no terminal (an app
    started from the Finder, the Dock or Launchpad writes it to /dev/null); on Linux a
    frozen build whose stderr is no terminal (started from a desktop's menu or file
    manager: /dev/null, or the session's journal, which its player never reads).

    A frozen Linux build started from a terminal prints there, as macOS's would not
    (its bundle is opened from the Finder even when frozen, so macOS shows the box for
    any frozen build); a Linux build from a wheel or the sources keeps stderr alone, as
    before: it is started from a terminal or by someone who reads the journal."""
    stderr = sys.stderr
    if stderr is None:
        return True
    if sys.platform == "darwin":
        if getattr(sys, "frozen", False):
            return True
    elif not (sys.platform.startswith("linux") and getattr(sys, "frozen", False)):
        return False  # Windows' console build prints; Linux from a wheel as before
    try:
        return not stderr.isatty()
    except (AttributeError, ValueError, OSError):  # a closed or odd stream: no terminal
        return True


def show_start_error(message: str) -> None:
    """Show a start-up error (`message`, one line) in a message box, in the player's
    language (`_box_language`), where someone can see it: not on the offscreen or
    minimal platform, where a modal box would wait for ever (tests and scripts run the
    game so). The QApplication up is used; with none yet (the start failed before it was
    made) one is made for the box (`_application`). Never raises: nothing more can be
    done, and `main` has printed the message on stderr in any case."""
    try:
        from PySide6.QtWidgets import QMessageBox

        app = _application()
        if app is None or app.platformName() in SILENT_PLATFORMS:
            return
        with _box_language(app):
            title, text = _box_texts(message)
            QMessageBox.critical(None, title, text)
    except Exception:  # noqa: BLE001 - nothing more can be done
        pass


def _box_texts(message: str) -> tuple[str, str]:
    """The box's title and text in the language installed. Qt's own translate, not
    game_words': the box must show even when the game's own modules fail to import."""
    from PySide6.QtCore import QCoreApplication

    translate = QCoreApplication.translate
    title = translate("MainWindow", "Cribbage")
    #: The box shown when the game cannot start; %1: the reason, as Python or the system
    #: gives it (not translated).
    text = translate("Startup", "Cribbage cannot start:\n\n%1")
    before, _, after = text.partition("%1")  # its one marker, filled once (as `fill`)
    return title, before + message + after


def _application():
    """The QApplication to show the box with: the one up, else a new one (kept in
    `_made` until the process ends); None when another kind of application is up
    (a QCoreApplication cannot show widgets). A Qt platform that cannot start (no
    display, a missing plugin) would abort the process with a core dump: it ends the
    process with status 1 instead, the message having been printed on stderr."""
    from PySide6.QtCore import (QCoreApplication, QtMsgType, qFormatLogMessage,
                                qInstallMessageHandler)
    from PySide6.QtWidgets import QApplication

    global _made
    app = QCoreApplication.instance()
    if app is not None:
        return app if isinstance(app, QApplication) else None

    def handler(kind, context, text):
        if kind == QtMsgType.QtFatalMsg:
            os._exit(1)  # stderr has had the start error; Qt's own reason is of no help
        # print(), not sys.stderr.write(): a windowed build on Windows has no stderr
        print(qFormatLogMessage(kind, context, text), file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    try:
        _made = QApplication(sys.argv[:1] or ["crib-qt"])
    finally:
        qInstallMessageHandler(previous)
    return _made


_made = None  # the QApplication `_application` made, alive until the process ends


@contextmanager
def _box_language(app) -> Iterator[None]:
    """The player's language for the box: the one saved in the settings, else the
    system's (crib_qt/i18n.py's negotiation, as a first start chooses it); English when
    neither loads. When the start got as far as installing it (app.py's
    `start_language`) it is up already; else it is installed for the box alone and
    taken down after it, with the default QLocale as it was."""
    from PySide6.QtCore import QLocale

    switcher = None
    locale = QLocale()
    try:
        # here: the box shows in English when the game's own modules fail to import
        from .i18n import DEFAULT_LANGUAGE, LanguageSwitcher

        code = _player_language(app)
        if all(up.language() != code for up in app.findChildren(LanguageSwitcher)):
            switcher = LanguageSwitcher(app)
            switcher.setLanguage(code)
    except Exception:  # noqa: BLE001 - a missing or unreadable translation: English
        pass
    try:
        yield
    finally:
        if switcher is not None:
            switcher.setLanguage(DEFAULT_LANGUAGE)  # its translators removed
            switcher.setParent(None)
            QLocale.setDefault(locale)


def _player_language(app) -> str:
    """The language saved in the settings (readable only once the application has its
    names: made by app.py), else the best for the system's UI languages."""
    from PySide6.QtCore import QLocale

    from .i18n import known_language, negotiate_language

    if app.organizationName():
        from PySide6.QtCore import QSettings

        from .settings_file import check_settings_file, text_setting

        check_settings_file()  # a FIFO in its place would hang the read (issue 18)
        saved = known_language(text_setting(QSettings(), "language", ""))
        if saved is not None:
            return saved
    return negotiate_language(QLocale.system().uiLanguages())
