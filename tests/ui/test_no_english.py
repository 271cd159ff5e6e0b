"""After switching to a language, no English is left on any screen or dialog, Qt's own
texts included (issue 17): a visible text that reads as its English source counts as
English, but for the allow-list of i18n/glossary.md ("Cribbage", "OK"…) and texts with
no word in them (numbers, card symbols, "%1: %2" filled)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QGroupBox, QLabel,
                               QLineEdit, QMenu, QTabWidget, QTextEdit, QWidget)

from crib_qt.i18n import LANGUAGES, language_name
from crib_qt.rules import Phase
from crib_qt.ui.abandon import AbandonQuestion
from crib_qt.ui.dialogs import AboutDialog, KeysDialog, RulesDialog
from crib_qt.ui.error_dialog import UnexpectedErrorDialog
from crib_qt.ui.new_game import NewGameDialog
from crib_qt.ui.settings_dialog import SettingsDialog
from crib_qt.ui.statistics_dialog import StatisticsDialog

GLOSSARY = Path(__file__).resolve().parents[2] / "i18n" / "glossary.md"
COLUMN = {"pt_BR": "pt-BR", "pt_PT": "pt-PT", "ms": "ms", "fil": "fil"}


def allowed(code: str) -> set[str]:
    """The texts the glossary allows to read as in English in `code`."""
    lines = GLOSSARY.read_text(encoding="utf-8").split("## Allowed as in English", 1)[1]
    for line in lines.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and cells[0] == COLUMN[code]:
            return {t.strip() for t in cells[1].split(";")}
    raise AssertionError(f"no allow-list for {code} in {GLOSSARY}")


def _plain(text: str) -> str:
    if "<" in text:  # rich text: what it reads as
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


def widget_texts(root: QWidget) -> set[str]:
    """Every text a person can read in `root`: its title, labels, buttons, group titles,
    combo box entries, tabs, placeholders, tooltips, text views and item views (headers
    and cells), menus' entries."""
    texts = {root.windowTitle()}
    for widget in [root, *root.findChildren(QWidget)]:
        if widget is not root and not widget.isVisibleTo(root):
            continue
        texts.add(widget.toolTip())
        if isinstance(widget, QLabel):
            texts.update(_plain(widget.text()).split("\n"))
        elif isinstance(widget, QAbstractButton):
            texts.add(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.add(widget.title())
        elif isinstance(widget, QComboBox):
            texts.update(widget.itemText(i) for i in range(widget.count()))
        elif isinstance(widget, QLineEdit):
            texts.update((widget.placeholderText(), widget.text()))
        elif isinstance(widget, QTabWidget):
            texts.update(widget.tabText(i) for i in range(widget.count()))
        elif isinstance(widget, QTextEdit):
            texts.update(widget.toPlainText().split("\n"))
        elif isinstance(widget, QMenu):
            texts.update(a.text() for a in widget.actions())
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for orientation, count in ((Qt.Orientation.Horizontal, model.columnCount()),
                                       (Qt.Orientation.Vertical, model.rowCount())):
                texts.update(str(model.headerData(i, orientation) or "") for i in range(count))
            for row in range(model.rowCount()):
                for column in range(model.columnCount()):
                    texts.add(str(model.index(row, column).data() or ""))
    return {t.strip() for t in texts if t and t.strip()}


def window_texts(window) -> set[str]:
    """The main window's menus (language names excepted: each is in its own language on
    purpose), toolbar, dock, score log and the board's visible texts."""
    texts = {window.windowTitle(), window.logDock.windowTitle()}
    for top in window.menuBar().actions():
        texts.add(top.text())
        for action in top.menu().actions():
            if not action.isSeparator() and not action.objectName().startswith("language_"):
                texts.update((action.text(), action.toolTip()))
    texts |= widget_texts(window.logView)
    for item in window.scene.items():
        text = getattr(item, "text", None)
        if callable(text) and item.isVisible() and text():
            texts.add(text())
    return {t.strip() for t in texts if t and t.strip()}


def dialogs(window) -> dict[str, QWidget]:
    """Every dialog a player can meet, made in the current language."""
    stats = StatisticsDialog(lambda: window.statistics, lambda: None, "two_players")
    return {
        "new game": NewGameDialog(window.options, window),
        "settings": SettingsDialog(window.preferences(), window),
        "statistics": stats,
        "rules": RulesDialog(window, window.languages.language()),
        "about": AboutDialog("1.0", window),
        "keys": KeysDialog(window.actions, window),
        "abandon new game": AbandonQuestion("new_game", window.engine.mode, window),
        "abandon restart": AbandonQuestion("restart", window.engine.mode, window),
        "unexpected error": UnexpectedErrorDialog(None, "summary", window),
    }


def _drive_to(board, phase: Phase) -> None:
    for _ in range(200):
        state = board.engine.state
        if state.phase is phase and (phase is Phase.SHOW
                                     or board.engine.humanSeat() == state.to_act):
            return
        board.act()
    raise AssertionError(f"{phase} was not reached")


#: Key names as keyboards print them (and Qt names them without a translation of its
#: own for Malay and Filipino): a text made of these, "+", "," and digits is no English.
KEY_NAMES = {"Ctrl", "Shift", "Alt", "Meta", "Tab", "Esc", "Return", "Enter", "Space", "Left",
             "Right", "Up", "Down", "Home", "End", "PgUp", "PgDown", "Backspace", "Del", "Ins"}
#: The game's and the program's names, the same in every language.
NAMES = ("Cribbage", "crib-qt")


def _english(text: str, english: set[str], allow: set[str]) -> bool:
    """Whether `text` reads as English: it is an English text of the same places and
    holds a word (two letters in a row) that is neither a name nor a key name."""
    if text not in english or text in allow:
        return False
    rest = text
    for name in NAMES:
        rest = rest.replace(name, " ")
    words = [w for w in re.split(r"[\s,+()]+", rest) if w]
    return any(re.search(r"[^\W\d_]{2}", w) and w not in KEY_NAMES for w in words)


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_no_english_is_left_on_any_screen_or_dialog(make_board, qtbot, code):
    """The window at each phase of a deal and every dialog, read in English and then in
    `code` (the board's driver plays in English: it finds buttons by their English
    names)."""
    board = make_board(3)
    window = board.window

    def read(language, reader):
        window.setLanguage(language)
        QCoreApplication.sendPostedEvents()  # Qt posts LanguageChange to the windows (docks)
        try:
            return reader()
        finally:
            window.setLanguage("en")

    def dialog_texts():
        found = {}
        for name, dialog in dialogs(window).items():
            qtbot.addWidget(dialog)
            found[name] = widget_texts(dialog)
        return found

    english, seen = set(), {}
    for phase in (Phase.CUT_FOR_DEAL, Phase.DISCARD, Phase.PLAY, Phase.SHOW):
        _drive_to(board, phase)
        board.wait_settled()
        english |= read("en", lambda: window_texts(window))
        seen[f"window in {phase.name}"] = read(code, lambda: window_texts(window))
    english.update(*read("en", dialog_texts).values())
    seen.update(read(code, dialog_texts))

    allow = allowed(code) | {language_name(c) for c in LANGUAGES}  # each in its own language
    left = {place: sorted(t for t in texts if _english(t, english, allow))
            for place, texts in seen.items()}
    offending = [f"{place}: {text!r}" for place, texts in left.items() for text in texts]
    assert offending == [], "English left:\n" + "\n".join(offending)
    assert len(seen) == 13 and all(seen.values())  # every place had texts to read
