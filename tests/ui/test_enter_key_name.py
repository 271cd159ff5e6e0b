"""The Return key is "Enter" wherever the game names it (U6; keys-and-howto 3): in
Help > Keys, the tooltips, the menus' shortcuts (Qt's `NativeText`, crib_qt/key_names.py),
How to play, and in every language the word its translation already used. English has no
translation file, and Qt named Qt.Key_Return "Return" there ("Ctrl+Return" for To crib)
beside the key cap's, the table prompts' and the accessible descriptions' "Enter"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence

from crib_qt.i18n import LANGUAGES
from crib_qt.ui.dialogs import KeysDialog, keys_rows, rules_html, rules_sections

I18N = Path(__file__).resolve().parents[2] / "i18n"
NATIVE = QKeySequence.SequenceFormat.NativeText
#: The board's Enter in Help > Keys, and To crib's chord, per language.
ENTER = {"en": ("Enter", "Ctrl+Enter", "To crib"),
         "pt_BR": ("Enter", "Ctrl+Enter", "Para a reserva"),
         "pt_PT": ("Enter", "Ctrl+Enter", "Para a reserva"),
         "ms": ("Enter", "Ctrl+Enter", "Ke simpanan"),
         "fil": ("Enter", "Ctrl+Enter", "Sa reserba")}
_RETURN = re.compile(r"\bReturn\b")


def _said(window) -> list[str]:
    """Every text naming the window's keys: Help > Keys' cells as its table shows them,
    each action's tooltip, and each menu's shortcut column as QMenu writes it."""
    dialog = KeysDialog(window.actions, window)
    table = dialog.table
    cells = [table.item(row, column).text() for row in range(table.rowCount())
             for column in range(2)]
    dialog.deleteLater()
    tips = [action.toolTip() for action in window.actions.values()]
    menus = (window.gameMenu, window.editMenu, window.viewMenu, window.helpMenu)
    columns = [action.shortcut().toString(NATIVE)
               for menu in menus for action in menu.actions()]
    return cells + tips + columns


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_keys_tooltips_and_menus_say_enter_in_every_language(make_board):
    window = make_board(3).window
    confirm = window.actions["confirm"]
    try:
        for code in LANGUAGES:
            window.setLanguage(code)
            enter, chord, to_crib = ENTER[code]
            rows = keys_rows(window.actions)
            assert [keys for keys, _ in rows].count(enter) == 1, code  # the board's Enter
            assert (chord, to_crib) in rows, code
            assert confirm.shortcut().toString(NATIVE) == chord  # the Game menu's column
            assert confirm.toolTip().endswith(f" ({chord})"), code
            said = _said(window)
            assert not [text for text in said if _RETURN.search(text)], code
            assert sum(chord in text for text in said) == 3, code  # Keys, tooltip, menu
    finally:
        window.setLanguage("en")  # the translator is the application's
    assert confirm.toolTip() == "Lay the two chosen cards away to the crib (Ctrl+Enter)"


@pytest.mark.parametrize("code", LANGUAGES)
def test_how_to_play_names_enter(code):
    controls = " ".join(text for _, text in rules_sections(code)[1].paragraphs)
    assert "[Enter]" in controls
    assert not _RETURN.search(rules_html(code))


def test_no_english_text_of_the_game_names_return():
    """The game's own English texts (every source of a translation file) say Enter;
    "Return" is only Qt's name of the key, which each language translates."""
    tree = ET.parse(I18N / "crib_qt_pt_BR.ts")
    sources = [(context.findtext("name"), message.findtext("source"))
               for context in tree.getroot().iter("context")
               for message in context.iter("message")]
    assert [source for source in sources if _RETURN.search(source[1])] == [
        ("QShortcut", "Return")]
    assert sum("Enter" in text for _, text in sources) >= 6  # prompts, Keys, accessible
