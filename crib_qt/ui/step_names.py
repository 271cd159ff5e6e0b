"""The Undo and Redo actions named for the step they take back or replay.

The Edit menu names the step ("&Undo Discard A♣ 10♥"); the toolbar keeps the plain
"Undo" and "Redo", so its buttons neither grow nor shrink with each move and Hint and
How to play stay where they are (play-test 32 item 1). The step's name is then in the
tooltip and the toolbar button's accessible description, where the cards are named in words
("Undo Discard Seven of Diamonds, Eight of Spades"): a speech engine reads "7♦" as a digit and a
symbol name, or drops the symbol (play-test 32 with Orca, item 14).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolBar

from ..game_words import card_name, fill, translate
from ..rules import DECK

if TYPE_CHECKING:
    from ..commands import TurnStack

__all__ = ["name_undo_steps", "spoken_cards", "without_marks"]

_BY_SYMBOL = {card.symbol_text: card for card in DECK}
# One run of cards as a step name writes them: "7♦ 8♠" (symbols never translated).
_CARD_RUN = re.compile(r"(?:10|[2-9AJQK])[♣♦♥♠](?: (?:10|[2-9AJQK])[♣♦♥♠])*")


def spoken_cards(text: str) -> str:
    """`text` with each card written with its suit symbol named in words, in the current
    language, for a screen reader: "Undo Discard 7♦ 8♠" gives "Undo Discard Seven of
    Diamonds, Eight of Spades"; text without cards is returned as it is."""
    return _CARD_RUN.sub(
        lambda run: ", ".join(card_name(_BY_SYMBOL[c]) for c in run.group(0).split(" ")), text)


def without_marks(text: str) -> str:
    """`text` without its access-key marks, as a toolbar shows a menu text:
    "&Undo Play 5♥" gives "Undo Play 5♥" ("&&", a shown ampersand, gives "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def name_undo_steps(actions: Mapping[str, QAction], stack: TurnStack,
                    toolBar: QToolBar) -> None:
    """Name the "undo" and "redo" of `actions` for the steps of `stack` they would take
    back and replay, in the current language.

    Menu text: "&Undo Discard A♣ 10♥" (plain "&Undo" with no step); toolbar caption:
    always "Undo"; tooltip: "Undo Discard A♣ 10♥ (Ctrl+Z)", or the action's status tip
    with its shortcut when there is no step ("Take back your last move (Ctrl+Z)"); the
    toolbar button's accessible description: the tooltip without the shortcut, its cards
    named in words (`spoken_cards`).
    Call after `retranslate_actions` (the status tips) and on each change of `stack`.
    """
    for name, step, plain, named in (
            ("undo", stack.stepName(stack.index() - 1), translate("MainWindow", "&Undo"),
             translate("MainWindow", "&Undo %1")),
            ("redo", stack.stepName(stack.index()), translate("MainWindow", "&Redo"),
             translate("MainWindow", "&Redo %1"))):
        action = actions[name]
        action.setText(fill(named, step) if step else plain)
        action.setIconText(without_marks(plain))  # the toolbar's caption
        said = without_marks(fill(named, step)) if step else action.statusTip()
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{said} ({shortcut})" if shortcut else said)
        button = toolBar.widgetForAction(action)
        if button is not None:
            button.setAccessibleDescription(spoken_cards(said))
