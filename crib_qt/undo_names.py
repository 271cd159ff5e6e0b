"""The names of undo steps, shown as "Undo <name>" and "Redo <name>" in the Edit menu."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .game_words import fill
from .rules import Action, CutForDeal, CutStarter, Discard, Go, NextGame, Play
from .turns import MODE_COMPUTER, MODE_TWO_PLAYERS

__all__ = ["describe_turn", "describe_switch"]


def describe_turn(action: Action, mode: str = MODE_COMPUTER) -> str:
    """The translated name of the undo step that `action` (the human's) begins.

    With two players on one device the name of a discard does not say which cards
    went to the crib: the other player may read it (U3).

    Args:
        action: the first action of the step.
        mode: `MODE_COMPUTER` or `MODE_TWO_PLAYERS`.

    Returns:
        For example "Play 5♥", "Discard 2♣ K♦", "Cut", "Go", "Continue", "Next game".
    """
    # The texts keep the context they were translated under (i18n/*.ts: GameEngine).
    if isinstance(action, Play):
        return fill(QCoreApplication.translate("GameEngine", "Play %1"), action.card.symbol_text)
    if isinstance(action, Discard) and mode == MODE_TWO_PLAYERS:
        return QCoreApplication.translate("GameEngine", "Discard two cards")
    if isinstance(action, Discard):
        return fill(QCoreApplication.translate("GameEngine", "Discard %1"),
                    " ".join(c.symbol_text for c in action.cards))
    if isinstance(action, (CutForDeal, CutStarter)):
        return QCoreApplication.translate("GameEngine", "Cut")
    if isinstance(action, Go):
        return QCoreApplication.translate("GameEngine", "Go")
    if isinstance(action, NextGame):  # the next game of a match (R7.3)
        return QCoreApplication.translate("GameEngine", "Next game")
    return QCoreApplication.translate("GameEngine", "Continue")


def describe_switch(kind: str) -> str:
    """The translated name of the undo step that leaves a match for another (issue 15):
    `kind` "restart" gives "Restart", "new_game" gives "New game"."""
    if kind == "restart":
        return QCoreApplication.translate("GameEngine", "Restart")
    return QCoreApplication.translate("GameEngine", "New game")
