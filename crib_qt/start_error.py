"""A start-up error where stderr reaches no one: whether it does (`without_terminal`) and
the message box that says it instead (`show_start_error`), for crib_qt/app.py's `main`,
which prints it on stderr in any case."""

from __future__ import annotations

import sys

__all__ = ["without_terminal", "show_start_error"]


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
    """Show a start-up error in a message box when Qt is up (there is no terminal) and
    someone can see it (not on the offscreen or minimal platform, where a modal box
    would wait for ever: tests and scripts run the game so)."""
    try:
        from PySide6.QtWidgets import QApplication, QMessageBox

        app = QApplication.instance()
        if app is not None and app.platformName() not in ("offscreen", "minimal"):
            QMessageBox.critical(None, "Cribbage", f"Cribbage cannot start:\n\n{message}")
    except Exception:  # noqa: BLE001 - nothing more can be done
        pass
