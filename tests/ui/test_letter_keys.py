"""The one-letter game keys follow the language (play-test 29 item 8: in Portuguese the menu
read "Passo G", in Malay "Lalu G"): each translation gives each action a letter of its own
word (crib_qt/ui/actions.py `letter_keys`), never one another action, the board or Qt's
standard shortcuts already use; a bad or clashing translation gives the English letter back.
Help > Keys, the tooltips, the menus and what a screen reader is told name the key in use."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from crib_qt.ai import BasicPlayer
from crib_qt.board.focus import BOARD_KEYS
from crib_qt.engine import GameEngine
from crib_qt.i18n import LANGUAGES
from crib_qt.ui import actions as window_actions
from crib_qt.ui.actions import LETTER_KEYS, letter_keys
from crib_qt.ui.main_window import MainWindow

#: Each shipped language's keys, in `LETTER_KEYS` order: Hint, Discard table, Go, Continue,
#: Show my hand, Read the position. Each is the first letter of the language's word for
#: the action, or, where an earlier action has it, of another word of its text:
#: pt "Dica", "Tabela de descarte" (D is Dica's), "Passo", "Continuar", "Ver minha mão",
#: "Ler a posição" (P is Passo's); pt_PT "Sugestão" for Hint; ms "Petunjuk", "Jadual buangan",
#: "Lalu", "Teruskan" and "Lihat tangan saya" (L is Lalu's: each the letter its menu
#: underlines, Te&ruskan, Lihat &tangan saya), "Baca kedudukan" (its underlined K); fil
#: "Pahiwatig", "Talahanayan ng itatapon", "Laktaw", "Ituloy", "Ipakita ang hawak ko" (I is
#: Ituloy's), "Basahin ang posisyon" (P is Pahiwatig's).
KEYS = {
    "en": "HDGCSP",
    "pt_BR": "DTPCVL",
    "pt_PT": "STPCVL",
    "ms": "PJLRTK",
    "fil": "PTLIHB",
}


def _window(qtbot) -> MainWindow:
    window = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(window)
    return window


def _standard_plain_keys() -> set:
    """Every key one of Qt's standard shortcuts binds with no modifier, asked here anew."""
    return {sequence[0].key() for standard in QKeySequence.StandardKey
            for sequence in QKeySequence.keyBindings(standard)
            if sequence.count() == 1
            and sequence[0].keyboardModifiers() == Qt.KeyboardModifier.NoModifier}


def _bound(window) -> list[str]:
    """Every shortcut of every action of the window (the coach's too), portable text."""
    return [key.toString(QKeySequence.SequenceFormat.PortableText)
            for action in window.actions.values() for key in action.shortcuts()
            if not key.isEmpty()]


def _check_keys(window, expected: str) -> None:
    """The letter actions have the keys `expected` (in `LETTER_KEYS` order), each one
    letter A to Z, and no key of the window is bound twice or taken by the board or by a
    standard shortcut."""
    for name, letter in zip(LETTER_KEYS, expected, strict=True):
        assert [k.toString() for k in window.actions[name].shortcuts()] == [letter], name
        assert len(letter) == 1 and "A" <= letter <= "Z"
        key = QKeySequence(letter)[0].key()
        assert key not in BOARD_KEYS and key not in _standard_plain_keys()
    bound = _bound(window)
    assert sorted(set(bound)) == sorted(bound)  # no key is bound to two actions


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_language_gives_each_action_a_letter_of_its_own(qtbot, code):
    window = _window(qtbot)
    window.setLanguage(code)  # the shipped translation, compiled from i18n/*.ts
    try:
        assert "".join(letter_keys()[name] for name in LETTER_KEYS) == KEYS[code]
        _check_keys(window, KEYS[code])
    finally:
        window.setLanguage("en")  # the translator is the application's
    _check_keys(window, KEYS["en"])


class _GameKeys(QTranslator):
    """Translates the one-letter keys (context GameKeys, by the action named in the
    disambiguation) as `keys` says, and nothing else."""

    def __init__(self, keys: dict[str, str]) -> None:
        super().__init__()
        self.keys = keys

    def translate(self, context, source, disambiguation=None, n=-1):
        if context == "GameKeys":
            return self.keys.get(disambiguation)
        return None

    def isEmpty(self):
        return False


@pytest.mark.parametrize("keys,expected", [
    # all good, lower case taken as upper case
    ({"Go": "p", "Read the position": "L", "Continue": "C"}, "HDPCSL"),
    # not one letter A-Z: two letters, a digit (the board's 1-6), a space, an accented
    # letter, a key name, a number pad key: each its English letter
    ({"Hint": "Di", "Discard table": "1", "Go": " ", "Continue": "Ç", "Show my hand": "F1",
      "Read the position": "+"}, "HDGCSP"),
    # two translations on one letter: both English
    ({"Hint": "T", "Discard table": "T", "Go": "P", "Read the position": "L"}, "HDPCSL"),
    # a translated key on another action's English letter, which then keeps its own: Go on
    # P while Read the position's "7" gives P back, so Go is G again; Hint on G then
    # clashes with that and is H again
    ({"Go": "P", "Read the position": "7", "Hint": "G", "Show my hand": "V"}, "HDGCVP"),
])
def test_a_bad_or_clashing_translation_gives_the_english_letter(qtbot, keys, expected):
    window = _window(qtbot)
    translator = _GameKeys(keys)
    QCoreApplication.installTranslator(translator)
    try:
        window.retranslate()
        assert "".join(letter_keys()[name] for name in LETTER_KEYS) == expected
        _check_keys(window, expected)
        tips = {name: window.actions[name].toolTip() for name in LETTER_KEYS}
    finally:
        QCoreApplication.removeTranslator(translator)
    assert tips["go"] == f"Say go: no card fits under 31 ({expected[2]})"
    window.retranslate()
    _check_keys(window, KEYS["en"])


def test_a_letter_the_board_takes_gives_the_english_letter(qtbot, monkeypatch):
    """A key the board takes before any shortcut (board/focus.py) would be dead: Read the
    position's L in Portuguese, were L the board's, is P again, which Go's P then gives up."""
    window = _window(qtbot)
    monkeypatch.setattr(window_actions, "BOARD_KEYS", BOARD_KEYS | {Qt.Key.Key_L})
    window.setLanguage("pt_BR")
    try:
        assert "".join(letter_keys()[name] for name in LETTER_KEYS) == "DTGCVP"
        bound = _bound(window)
        assert sorted(set(bound)) == sorted(bound) and "L" not in bound
    finally:
        window.setLanguage("en")


def test_the_english_letters_are_apart_and_free():
    english = [letter for letter, _ in window_actions._letter_texts().values()]
    assert english == list(KEYS["en"])
    assert len(set(english)) == len(english)
    free = [QKeySequence(k)[0].key() not in window_actions.taken_keys() for k in english]
    assert free == [True] * len(english)


#: What each language shows for the letter actions: (key, command) as Help > Keys lists
#: them, the Game menu's Go, and the toolbar's Hint tooltip.
SHOWN = {
    "pt_BR": ([("D", "Dica"), ("T", "Tabela de descarte"), ("P", "Passo"),
               ("C", "Continuar"), ("V", "Ver minha mão"), ("L", "Ler a posição")],
              "Mostrar o que o computador faria (D)"),
    "ms": ([("P", "Petunjuk"), ("J", "Jadual buangan"), ("L", "Lalu"), ("R", "Teruskan"),
            ("T", "Lihat tangan saya"), ("K", "Baca kedudukan")],
           "Tunjukkan apa yang komputer akan buat (P)"),
}


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
@pytest.mark.parametrize("code", sorted(SHOWN))
def test_keys_tooltips_menus_and_screen_readers_name_the_languages_letter(make_board, code):
    from crib_qt.ui.dialogs import KeysDialog

    board = make_board(3)
    window = board.window
    window.setLanguage(code)
    try:
        rows, tip = SHOWN[code]
        dialog = KeysDialog(window.actions, window)
        board.qtbot.addWidget(dialog)
        table = dialog.table
        shown = [(table.item(r, 0).text(), table.item(r, 1).text())
                 for r in range(table.rowCount())]
        commands = {what for _key, what in rows}
        assert sorted(row for row in shown if row[1] in commands) == sorted(rows)  # once each
        # a screen reader reads the same rows (the table's cells, row by row)
        reader = QAccessible.queryAccessibleInterface(table)
        cells = [reader.child(i).text(QAccessible.Text.Name) for i in range(reader.childCount())
                 if reader.child(i).role() == QAccessible.Role.Cell]
        assert list(zip(cells[::2], cells[1::2], strict=True)) == shown
        # the menus: each letter action's entry shows (and tells a screen reader) its key
        entries = {}
        for menu in (window.gameMenu, window.viewMenu):  # Read the position: the View menu
            reader = QAccessible.queryAccessibleInterface(menu)
            entries.update((reader.child(i).text(QAccessible.Text.Name).rstrip("…"),
                            reader.child(i).text(QAccessible.Text.Accelerator))
                           for i in range(reader.childCount()))
        assert [(entries[what], what) for _key, what in rows] == rows
        # the toolbar's Hint: its tooltip, which a screen reader reads as its description
        button = window.toolBar.widgetForAction(window.actions["hint"])
        assert isinstance(button, QToolButton) and button.toolTip() == tip
        assert QAccessible.queryAccessibleInterface(button).text(
            QAccessible.Text.Description) == tip
        # and the letter works: Hint's key gives the hint, the English H nothing
        hints = []
        window.actions["hint"].triggered.connect(lambda: hints.append(1))
        QTest.keyClick(window.view, QKeySequence(rows[0][0])[0].key())  # Hint's key
        assert hints == [1]
        QTest.keyClick(window.view, Qt.Key.Key_H)
        assert hints == [1]
    finally:
        window.setLanguage("en")
