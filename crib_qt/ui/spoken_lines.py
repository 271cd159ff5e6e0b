"""Lines said to a screen reader for what the window does outside the table (U6):
a pane shown or hidden by its key, a language chosen.

Orca heard only "left control" when Ctrl+L or Ctrl+K showed or hid the score log or
the Coach, and nothing when Settings switched the language (play-test 32 with Orca).
The focus stays where it is when a pane opens: a player in the middle of a hand keeps
their place on the table, as a sighted player does, and F6 (said in the line) goes to
the pane.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget

from ..game_words import fill, translate
from ..i18n import language_name
from .step_names import spoken_cards

__all__ = ["pane_line", "language_line", "say", "install_pane_speech", "take_back",
           "replay"]


def pane_line(title: str, shown: bool, key: str) -> str:
    """What is said when the pane titled `title` is shown (`shown`) or hidden; `key`
    is the key that moves the focus to it ("F6"), empty when it has none."""
    if not shown:
        return fill(translate("SpokenLines", "%1 hidden."), title)
    if key:
        return fill(translate("SpokenLines", "%1 shown. %2 moves to it."), title, key)
    return fill(translate("SpokenLines", "%1 shown."), title)


def language_line(code: str) -> str:
    """What is said when the language becomes `code`, in that language:
    "Language: Português (Brasil)" is "Idioma: Português (Brasil)"."""
    return fill(translate("SpokenLines", "Language: %1"), language_name(code))


def say(window, text: str) -> None:
    """Say `text` to a screen reader (politely), wherever the focus is in `window`.

    The table's announcer (board/accessible.py) speaks and records it, an announcement
    event for the screen readers that read them. With the focus outside the table (a
    dialog's box) Orca 43 reads only the focused widget, so the line is also given to
    that widget as a passing description (the announcer's way for the table); not as a
    second announcement, which a newer screen reader would say twice."""
    window.view.accessibility.announce(text)
    focused = QApplication.focusWidget()
    if (focused is None or focused is window.view or window.view.isAncestorOf(focused)
            or not QAccessible.isActive()):
        return
    kept = focused.accessibleDescription()
    focused.setAccessibleDescription(text)
    focused.setAccessibleDescription(kept)


def install_pane_speech(window) -> None:
    """Say each pane of `window` (the score log, the Coach) shown or hidden when the
    player does it (its key or the View menu), after the board room has made room."""
    for dock in (window.logDock, window.coachDock):
        dock.toggleViewAction().triggered.connect(
            lambda shown, d=dock: QTimer.singleShot(0, window, lambda: _say_pane(window, d, shown)))


def _say_pane(window, dock: QDockWidget, shown: bool) -> None:
    keys = window.actions["next_pane"].shortcuts()
    key = keys[0].toString(QKeySequence.SequenceFormat.NativeText) if keys else ""
    say(window, pane_line(dock.windowTitle(), shown, key))


def take_back(window) -> None:
    """Undo the last step of `window`'s engine, said first: "Taken back: Play Seven of
    Hearts", then the position the table jumps to (board/accessible.py `_jumped`).
    Play-test 34 with Orca: Ctrl+Z said only the whole position, not what it undid."""
    _step_said(window, translate("SpokenLines", "Taken back: %1"), -1)
    window.engine.undo()


def replay(window) -> None:
    """Redo the step taken back, said first: "Replayed: Play Seven of Hearts" (U4)."""
    _step_said(window, translate("SpokenLines", "Replayed: %1"), 0)
    window.engine.redo()


def _step_said(window, line: str, offset: int) -> None:
    """Say `line` with the name of the undo step at the stack's index + `offset` (the
    one undo takes back, or redo replays), its cards in words; nothing with no step, nor
    while the computer thinks (the engine then takes nothing back: `GameEngine.undo`)."""
    if window.engine.isThinking():
        return
    stack = window.engine.undoStack()
    step = stack.stepName(stack.index() + offset)
    if step:
        window.view.accessibility.announce(spoken_cards(fill(line, step)))
