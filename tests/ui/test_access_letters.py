"""Access letters (the "&" letters: Alt+letter, or the bare letter inside an open menu) are
each one entry's alone, in every shipped language: within the menu bar, within each menu
and submenu (the Game menu in a single game and in a match, where its review is named
differently), and within each window, the main window's own widgets with the menu bar's
titles and each dialog's buttons, labels, group boxes and tabs. Two entries on one letter
make Alt+letter cycle between them instead of triggering (Qt), so a keyboard-only or blind
player loses a direct key (session 30; clashes such as &Go and &Game review, &Coach and
High &contrast, pt_BR &Editar and &Exibir). Every menu entry and menu title has a letter.
Qt's own standard buttons (OK, Close…) count as the platform theme names them: without a
letter here, with one under GNOME ("&Close", QGnomeTheme, in our .ts). Qt's own context
menus (a name field's, the rules text's) have some entries without one (Delete)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QAbstractButton, QDialogButtonBox, QGroupBox, QLabel, QLineEdit,
                               QMenu, QTabBar, QTextBrowser, QWidget)

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.i18n import LANGUAGES
from crib_qt.ui.coach_review_dialog import MatchReviewDialog
from crib_qt.ui.dialogs import RulesDialog
from crib_qt.ui.error_dialog import UnexpectedErrorDialog
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.new_game import NewGameDialog


def access_letter(text: str) -> str | None:
    """The access letter of `text`, lower case ("&Go" -> "g", "Sai&r" -> "r"); None when it
    has none ("&&" is a literal "&", not a marker)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return None


def test_access_letter_reads_the_marker():
    assert access_letter("&Go") == "g"
    assert access_letter("Sai&r") == "r"
    assert access_letter("Salt && pepper") is None
    assert access_letter("A && &B") == "b"
    assert access_letter("English") is None
    assert access_letter("Ba&hasa") == "h"


def _clashes(texts: list[str]) -> dict[str, list[str]]:
    """The letters `texts` share, each with the texts that share it."""
    owners: dict[str, list[str]] = {}
    for text in texts:
        letter = access_letter(text)
        if letter is not None:
            owners.setdefault(letter, []).append(text)
    return {letter: names for letter, names in owners.items() if len(names) > 1}


def _menu_problems(menu: QMenu, where: str, every: bool = True) -> list[str]:
    """What is wrong with the access letters of `menu` and its submenus: letters two
    entries share, and if `every`, entries without one."""
    texts = [action.text() for action in menu.actions()
             if not action.isSeparator() and action.isVisible()]
    problems = [f"{where}: no access letter in {text!r}" for text in texts
                if every and access_letter(text) is None]
    problems += [f"{where}: {names} share {letter!r}"
                 for letter, names in _clashes(texts).items()]
    for action in menu.actions():
        if action.menu() is not None and not action.isSeparator():
            problems += _menu_problems(action.menu(), f"{where} > {action.text()}")
    return problems


#: What the GNOME platform theme calls Qt's standard buttons (qgenericunixthemes.cpp).
GNOME_BUTTONS = {QDialogButtonBox.StandardButton.Ok: "&OK",
                 QDialogButtonBox.StandardButton.Cancel: "&Cancel",
                 QDialogButtonBox.StandardButton.Close: "&Close"}


def _button_text(button: QAbstractButton, gnome: bool) -> str:
    """`button`'s text; under GNOME, the theme's text of a standard button of a
    QDialogButtonBox, in the current language."""
    box = button.parent()
    if gnome and isinstance(box, QDialogButtonBox):
        standard = box.standardButton(button)
        if standard in GNOME_BUTTONS:
            return QCoreApplication.translate("QGnomeTheme", GNOME_BUTTONS[standard])
    return button.text()


def _window_texts(widget: QWidget, gnome: bool = False) -> list[str]:
    """The texts with an access letter a window shows: its buttons', labels', group boxes'
    and tabs' (menus apart: their letters only work in the open menu); if `gnome`, the
    standard buttons' as the GNOME theme names them."""
    texts = [_button_text(button, gnome) for button in widget.findChildren(QAbstractButton)]
    texts += [label.text() for label in widget.findChildren(QLabel)]
    texts += [box.title() for box in widget.findChildren(QGroupBox)]
    texts += [bar.tabText(i) for bar in widget.findChildren(QTabBar) for i in range(bar.count())]
    return [text for text in texts if access_letter(text) is not None]


def _main_window_problems(window: MainWindow) -> list[str]:
    bar = window.menuBar()
    titles = [action.text() for action in bar.actions()]
    problems = [f"menu bar: no access letter in {text!r}" for text in titles
                if access_letter(text) is None]
    # the window's own widgets answer Alt+letter beside the menu bar's titles
    shared = titles + [text for text in _window_texts(window)]
    problems += [f"main window: {names} share {letter!r}"
                 for letter, names in _clashes(shared).items()]
    for action in bar.actions():
        problems += _menu_problems(action.menu(), action.text())
    return problems


def _dialog_problems(window: MainWindow) -> list[str]:
    dialogs = {
        "Settings": window.createSettingsDialog(),
        "Statistics": window.createStatisticsDialog(),
        "New game": NewGameDialog(window.options, window),
        "Match review": MatchReviewDialog(window.coach, window.presenter, window),
        "Unexpected error": UnexpectedErrorDialog(None, "summary", window),
    }
    problems = []
    for name, dialog in dialogs.items():
        for gnome in (False, True):
            problems += [f"{name}{' (GNOME)' * gnome}: {names} share {letter!r}"
                         for letter, names in _clashes(_window_texts(dialog, gnome)).items()]
    # Qt's context menus: a player name's field, the rules text
    name_menu = dialogs["New game"].findChild(QLineEdit).createStandardContextMenu()
    rules = RulesDialog(window, window.languages.language())
    rules_menu = rules.findChild(QTextBrowser).createStandardContextMenu()
    problems += _menu_problems(name_menu, "name field", every=False)
    problems += _menu_problems(rules_menu, "rules text", every=False)
    for widget in (*dialogs.values(), name_menu, rules_menu, rules):
        widget.deleteLater()
    return problems


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_menu_and_window_gives_each_entry_a_letter_of_its_own(qtbot, code):
    window = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(window)
    window.setLanguage(code)  # the shipped translation, compiled from i18n/*.ts
    try:
        reviews = [window.actions["match_review"].text()]
        problems = _main_window_problems(window)
        window.engine.newGame(4, games_to_win=2)  # the Game menu names the match's review
        reviews.append(window.actions["match_review"].text())
        problems += _main_window_problems(window) + _dialog_problems(window)
    finally:
        window.setLanguage("en")  # the translator is the application's
    assert reviews[0] != reviews[1]  # "Game review…" then "Match review…", both checked
    assert sorted(set(problems)) == []
