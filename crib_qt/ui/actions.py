"""The main window's QActions: their names, standard shortcuts and translated texts.

What an action does is the window's business (it passes a slot for each name); where
an action appears is menus.py's. When Restart has something to restart is said here
(`restart_available`), for the window to enable it.

The one-letter game keys (Go, Continue, Hint…) follow the language, as Qt advises for
shortcuts (`QKeySequence(tr("Ctrl+P"))`): in Portuguese Go ("Passo") is P, in Malay
("Lalu") L (play-test 29 item 8). `letter_keys` says which, and keeps them apart.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from ..board.focus import BOARD_KEYS
from ..game_words import translate
from ..i18n import LANGUAGES, language_name
from ..rules import NextGame

if TYPE_CHECKING:
    from ..engine import GameEngine

__all__ = ["TOGGLES", "COACH_SHORTCUTS", "LETTER_KEYS", "make_actions", "make_language_actions",
           "retranslate_actions", "command_text", "letter_keys", "taken_keys",
           "restart_available"]

# The actions that are switched on and off rather than done once.
TOGGLES = frozenset({"animations", "four_colour", "high_contrast"})


def _shortcuts() -> dict[str, QKeySequence | QKeySequence.StandardKey | list | None]:
    """Every action name, in the order the window lists them, with its shortcut (or
    shortcuts, in a list: the first is the one menus show): the platform's standard one
    where Qt knows one; the one-letter keys in the current language (`letter_keys`)."""
    preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    letters = letter_keys()
    return {
        "new_game": QKeySequence.StandardKey.New,
        "restart": QKeySequence("Ctrl+R"),
        "undo": QKeySequence.StandardKey.Undo,
        "redo": QKeySequence.StandardKey.Redo,
        "hint": QKeySequence(letters["hint"]),
        "discard_table": QKeySequence(letters["discard_table"]),  # the coach (issue 19)
        # Enter on the table confirms too once two cards are chosen (board/focus.py)
        "confirm": QKeySequence("Ctrl+Return"),
        "go": QKeySequence(letters["go"]),
        "continue": QKeySequence(letters["continue"]),
        "show_hand": QKeySequence(letters["show_hand"]),
        "rules": QKeySequence.StandardKey.HelpContents,
        # not every platform has a standard Preferences key
        "settings": preferences[0] if preferences else QKeySequence("Ctrl+,"),
        "statistics": QKeySequence("Ctrl+I"),
        "about": None,
        "quit": QKeySequence.StandardKey.Quit,
        "score_log": QKeySequence("Ctrl+L"),
        "animations": None,
        "four_colour": None,
        "high_contrast": None,
        # issue 16: the position read aloud; the table, score log and toolbar in turn
        "read_position": QKeySequence(letters["read_position"]),
        "next_pane": [QKeySequence("F6"), QKeySequence("Ctrl+Tab")],
        "previous_pane": [QKeySequence("Shift+F6"), QKeySequence("Ctrl+Shift+Tab")],
        "keys": QKeySequence("Shift+F1"),  # beside F1, How to play
    }


# The coach's actions (issue 19, made by coach_action.py once the menus exist) and their
# shortcuts: the Coach dock beside the score log's Ctrl+L, and the match review. (A "#:"
# comment here would be taken by pyside6-lupdate as the note of the next text translated.)
COACH_SHORTCUTS = {"coach_panel": "Ctrl+K", "match_review": "Ctrl+Shift+K"}


# The actions whose key is one letter with no modifier, in the order Help > Keys lists
# them. (Plain comments: pyside6-lupdate takes "#:" lines as the next text's note.)
LETTER_KEYS = ("hint", "discard_table", "go", "continue", "show_hand", "read_position")


def _letter_texts() -> dict[str, tuple[str, str]]:
    """Each of `LETTER_KEYS` as (its English letter, the letter the current language gives
    it, as translated: unchecked)."""
    # The "#:" lines are the translators' notes.
    return {
        #: The one-letter key of Hint (English H): a letter A-Z of this language's word for
        #: it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my
        #: hand, Read the position). A clash or anything else gives the English letter.
        "hint": ("H", translate("GameKeys", "H", "Hint")),
        #: The one-letter key of Discard table (English D): a letter A-Z of this language's
        #: words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue,
        #: Show my hand, Read the position). A clash or anything else gives the English letter.
        "discard_table": ("D", translate("GameKeys", "D", "Discard table")),
        #: The one-letter key of Go (English G): a letter A-Z of this language's word for it,
        #: unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand,
        #: Read the position). A clash or anything else gives the English letter.
        "go": ("G", translate("GameKeys", "G", "Go")),
        #: The one-letter key of Continue (English C): a letter A-Z of this language's word
        #: for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show
        #: my hand, Read the position). A clash or anything else gives the English letter.
        "continue": ("C", translate("GameKeys", "C", "Continue")),
        #: The one-letter key of Show my hand (English S): a letter A-Z of this language's
        #: words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue,
        #: Show my hand, Read the position). A clash or anything else gives the English letter.
        "show_hand": ("S", translate("GameKeys", "S", "Show my hand")),
        #: The one-letter key of Read the position (English P): a letter A-Z of this
        #: language's words for it, unlike the other one-letter keys (Hint, Discard table,
        #: Go, Continue, Show my hand, Read the position). A clash or anything else gives
        #: the English letter.
        "read_position": ("P", translate("GameKeys", "P", "Read the position")),
    }


def taken_keys() -> frozenset[Qt.Key]:
    """The keys no one-letter game key may be: the board's own (board/focus.py
    `BOARD_KEYS`: Enter, Space, the arrows, 1 to 6…, which the board takes before any
    shortcut sees them) and each key one of Qt's standard shortcuts binds with no
    modifier on this platform (Delete, F1…)."""
    return BOARD_KEYS | _standard_plain_keys()


@cache
def _standard_plain_keys() -> frozenset[Qt.Key]:
    """The keys Qt's standard shortcuts bind with no modifier on this platform (asked
    once: ~0.4 ms, twice at start-up otherwise)."""
    plain = set()
    for standard in QKeySequence.StandardKey:
        for sequence in QKeySequence.keyBindings(standard):
            if (sequence.count() == 1 and sequence[0].keyboardModifiers()
                    == Qt.KeyboardModifier.NoModifier):
                plain.add(sequence[0].key())
    return frozenset(plain)


def letter_keys() -> dict[str, str]:
    """Each of `LETTER_KEYS`' key in the current language, one upper-case letter A to Z by
    action name: the translation's letter ("P" for Go in Portuguese, "Passo"; a lower-case
    one is taken upper-case), else the English one. The English letter is used where the
    translation is not one letter A to Z (a dead key on some keyboards, or none at all),
    is one of `taken_keys`, or is the key of another action: then every translated key in
    the clash falls back, again until no two actions share a key. English keys never clash
    among themselves (tests/ui/test_letter_keys.py), so every action ends with a key of its own.
    """
    texts = _letter_texts()
    english = {name: letter for name, (letter, _) in texts.items()}
    taken = taken_keys()
    keys = {}
    for name, (letter, translated) in texts.items():
        key = translated.strip().upper()
        usable = (len(key) == 1 and "A" <= key <= "Z"
                  and QKeySequence(key)[0].key() not in taken)
        keys[name] = key if usable else letter
    while True:
        owners: dict[str, list[str]] = {}
        for name, key in keys.items():
            owners.setdefault(key, []).append(name)
        clashing = [name for names in owners.values() if len(names) > 1 for name in names
                    if keys[name] != english[name]]
        if not clashing:
            return keys
        for name in clashing:
            keys[name] = english[name]


def make_actions(parent: QObject, slots: Mapping[str, Callable[..., object]],
                 given: Mapping[str, QAction] | None = None) -> dict[str, QAction]:
    """The window's actions by name, each with its object name and shortcut, checkable
    if it is one of `TOGGLES`.

    Args:
        parent: the owner of the new actions (the window, so their shortcuts work
            anywhere in it).
        slots: what each new action does when triggered, by name.
        given: actions that exist already (the score log dock's own show/hide action),
            by name; they only get their shortcut here.
    """
    given = given or {}
    actions = {}
    for name, shortcut in _shortcuts().items():
        action = given.get(name)
        if action is None:
            action = QAction(parent)
            action.setObjectName(name)
            action.setCheckable(name in TOGGLES)
            action.triggered.connect(slots[name])
        if isinstance(shortcut, list):
            action.setShortcuts(shortcut)
        elif shortcut is not None:
            action.setShortcut(shortcut)
        actions[name] = action
    return actions


def make_language_actions(parent: QObject, current: str, choose: Callable[[str], None]
                          ) -> tuple[QActionGroup, dict[str, QAction]]:
    """One checkable action per language (named `language_<code>`), only one checked at
    a time, `current` checked; triggering one calls `choose(code)`."""
    group = QActionGroup(parent)
    actions = {}
    for code in LANGUAGES:
        # (parent) alone: with a text, PySide's choice among QAction's constructors makes
        # its QIcon class, ~7 ms the first frame need not wait for (issue 14)
        action = QAction(parent)
        action.setText(_with_access_letter(language_name(code)))  # in itself (CLDR)
        action.setObjectName(f"language_{code}")
        action.setCheckable(True)
        action.setChecked(code == current)
        action.triggered.connect(lambda checked=False, c=code: choose(c))
        group.addAction(action)
        actions[f"language_{code}"] = action
    return group, actions


def _with_access_letter(name: str) -> str:
    """A language's name with its last word's first letter as the Language menu's access
    letter ("&English", "Português (&Brasil)", "Português (&Portugal)": the word that
    tells the two apart). The names are each in its own language, so their letters are
    the same whatever language the menus are in."""
    head, space, last = name.rpartition(" ")
    start = next((i for i, char in enumerate(last) if char.isalpha()), 0)
    return f"{head}{space}{last[:start]}&{last[start:]}"


def _texts() -> dict[str, tuple[str, str]]:
    """Each action's (menu text, tip) in the current language."""
    return {
        "new_game": (translate("MainWindow", "&New game"),
                     translate("MainWindow", "Choose and start a new game or match")),
        "restart": (translate("MainWindow", "&Restart"),
                    # the game being played, also in a match of several games (U5, R7.3)
                    translate("MainWindow", "Play this game again from its start: the same "
                                            "cards")),
        "undo": (translate("MainWindow", "&Undo"),
                 translate("MainWindow", "Take back your last move")),
        "redo": (translate("MainWindow", "&Redo"),
                 translate("MainWindow", "Replay the move you took back")),
        "hint": (translate("MainWindow", "&Hint"),
                 translate("MainWindow", "Show what the computer would do")),
        "discard_table": (translate("MainWindow", "&Discard table…"),
                          translate("MainWindow", "What each way to discard is worth")),
        "confirm": (translate("MainWindow", "&To crib"),
                    translate("MainWindow", "Lay the two chosen cards away to the crib")),
        "go": (translate("MainWindow", "&Go"),
               translate("MainWindow", "Say go: no card fits under 31")),
        "continue": (translate("MainWindow", "&Continue"),
                     translate("MainWindow", "Go on to the next count or the next hand")),
        "show_hand": (translate("MainWindow", "&Show my hand"),
                      translate("MainWindow", "Turn your cards up once the device is yours")),
        "four_colour": (translate("MainWindow", "&Four-colour deck"),
                        translate("MainWindow", "Clubs green, diamonds blue, hearts red, "
                                                "spades black")),
        "high_contrast": (translate("MainWindow", "&High contrast"),
                          translate("MainWindow", "Bold card borders and pure inks on a dark, "
                                                  "plain table")),
        "rules": (translate("MainWindow", "How to &play"),
                  translate("MainWindow", "The rules of cribbage")),
        "about": (translate("MainWindow", "&About Cribbage"),
                  translate("MainWindow", "About this game")),
        "quit": (translate("MainWindow", "&Quit"), translate("MainWindow", "Close the game")),
        "score_log": (translate("MainWindow", "Score &log"),
                      translate("MainWindow", "Every score of this match")),
        "animations": (translate("MainWindow", "&Animations"),
                       translate("MainWindow", "Move cards and pegs smoothly")),
        "settings": (translate("MainWindow", "&Settings…"),
                     translate("MainWindow", "Language, computer level, animations and "
                                             "the look of the cards")),
        "statistics": (translate("MainWindow", "St&atistics…"),
                       translate("MainWindow", "Matches won, skunks and average points")),
        "read_position": (translate("MainWindow", "Read the &position"),
                          translate("MainWindow", "Say the whole position to your screen "
                                                  "reader: scores, cards, count and turn")),
        "next_pane": (translate("MainWindow", "&Next pane"),
                      translate("MainWindow", "Move the keyboard to the table, the score log "
                                              "or the toolbar")),
        "previous_pane": (translate("MainWindow", "P&revious pane"),
                          translate("MainWindow", "Move the keyboard back to the toolbar, the "
                                                  "score log or the table")),
        "keys": (translate("MainWindow", "&Keys"),
                 translate("MainWindow", "Every key of the game")),
    }


def command_text(name: str) -> str | None:
    """The menu text of the action `name` in the current language, as `make_actions`'
    actions are named for good ("&Undo", not the Edit menu's changing "&Undo Continue");
    None for an action this module does not name (the coach's, the languages')."""
    texts = _texts().get(name)
    return texts[0] if texts else None


def retranslate_actions(actions: Mapping[str, QAction]) -> None:
    """Give each of `actions` made by `make_actions` its text, tooltip and status tip in
    the current language, and the one-letter keys theirs (`letter_keys`); the tooltip
    names the shortcut, as a toolbar button hides it."""
    for name, key in letter_keys().items():
        actions[name].setShortcut(QKeySequence(key))
    for name, (text, tip) in _texts().items():
        action = actions[name]
        action.setText(text)
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
        action.setStatusTip(tip)


def restart_available(engine: GameEngine) -> bool:
    """True when Restart has something to restart (U5): a move was made in the game
    being played, at the undo index (a game won counts: between the games of a match
    Restart replays the one just won, R7.3). False at that game's first position, where
    Restart would only give the same position back: before the first cut of a game, of
    a match New game or Restart began or a resumed save at its start, and just after
    Next game began a later game of a match (whatever the computer's opening played)."""
    stack = engine.undoStack()
    index = stack.index()
    if index == stack.matchBegin():  # nothing done since New game, Restart or the save
        return False
    # a done step of the current run is a turn: the human's action first (R7.3: Next game)
    return not isinstance(stack.command(index - 1).actions[0], NextGame)
