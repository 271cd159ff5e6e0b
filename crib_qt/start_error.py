"""A start-up error where stderr reaches no one: whether it does (`without_terminal`) and
the message box that says it instead (`show_start_error`), for crib_qt/app.py's `main`,
which prints it on stderr in any case."""

from __future__ import annotations

import sys

__all__ = ["without_terminal", "show_start_error"]


def without_terminal() -> bool:
    """Whether stderr reaches no one who reads it: no stderr at all (a windowed build on
    Windows, pythonw), or on macOS a frozen .app or a stderr that is no terminal (an app
    started from the Finder, the Dock or Launchpad writes it to /dev/null)."""
    stderr = sys.stderr
    if stderr is None:
        return True
    if sys.platform != "darwin":
        return False  # as before: a terminal shows it, a Linux desktop keeps it in its journal
    if getattr(sys, "frozen", False):
        return True
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
