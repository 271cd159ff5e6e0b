"""Application start-up: command line, QApplication, the main window."""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from . import __version__
from .rules.game import MAX_SEED

__all__ = ["main", "parse_args", "create_application", "start_language"]

APP_ID = "io.github.cribqt.CribQt"


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_SEED}")
    return value


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse the command line (without the program name).

    Options: ``--seed N`` (play the match with seed N, U5), ``--version``, ``--help``.
    Exits with status 2 and a message for bad options (argparse).
    """
    parser = argparse.ArgumentParser(
        prog="crib-qt", description="Two-player cribbage to 121 against the computer.")
    parser.add_argument("--seed", type=_seed, default=None, metavar="N",
                        help="start the match with this seed (the same seed deals the same game)")
    parser.add_argument("--version", action="version", version=f"crib-qt {__version__}")
    return parser.parse_args(list(argv))


def create_application(argv: Sequence[str]):
    """The QApplication with the organisation and application names QSettings uses."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(list(argv))
    app.setOrganizationName("crib-qt")
    app.setApplicationName("crib-qt")
    app.setApplicationDisplayName("Cribbage")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    return app


def start_language(app):
    """Install the saved language, or on the first start the best match for the
    system's UI languages (babel negotiation), and remember it (QSettings)."""
    from PySide6.QtCore import QLocale, QSettings

    from .i18n import LANGUAGES, LanguageSwitcher, negotiate_language

    settings = QSettings()
    code = settings.value("language", "", type=str)
    if code not in LANGUAGES:
        code = negotiate_language(QLocale.system().uiLanguages())
        settings.setValue("language", code)
    languages = LanguageSwitcher(app)
    languages.setLanguage(code)
    return languages


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the process exit status."""
    argv = sys.argv if argv is None else list(argv)
    args = parse_args(argv[1:])
    app = create_application(argv)
    from .engine import GameEngine
    from .ui.main_window import MainWindow

    from .ui.new_game import load_options

    languages = start_language(app)
    options = load_options()
    engine = GameEngine(seed=args.seed, mode=options.mode, level=options.level)
    window = MainWindow(engine, languages)
    window.show()
    return app.exec()
