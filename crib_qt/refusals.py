"""Why the game refused a move, in the player's language.

The rules core says why in `IllegalAction.kind` (a word, not a sentence); this module
words it. The engine gives these texts for every refused action (`actionRejected`,
`GameEngine.refusal`), so the board never works out a reason itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .rules import Action, IllegalAction, Play
from .game_words import card_name, fill

__all__ = ["refusal_text", "thinking_text", "stuck_text"]


def refusal_text(error: IllegalAction, action: Action) -> str:
    """The sentence a player reads when `action` was refused with `error`.

    Args:
        error: what the rules raised (its `kind`: "past_31", "must_play", "game_over"
            or "other").
        action: the refused action.

    Returns:
        A translated sentence, e.g. "Ten of Clubs would take the count past 31" (R4.1).
    """
    translate = QCoreApplication.translate
    if error.kind == "past_31" and isinstance(action, Play):
        return fill(translate("Board", "%1 would take the count past 31"), card_name(action.card))
    if error.kind == "must_play":
        return translate("Refusal", "A card still fits under 31: play it")
    if error.kind == "game_over":
        return translate("Refusal", "The game is over.")
    return translate("Refusal", "That move is not possible now")


def thinking_text() -> str:
    """Why nothing can be done while the computer decides."""
    return QCoreApplication.translate("GameEngine", "The computer is thinking.")


def stuck_text() -> str:
    """Why nothing can be done when the computer is to move but failed to (its first
    move of a restarted game, `GameEngine.computerFailed`): only Undo goes back."""
    return QCoreApplication.translate("GameEngine",
                                      "The computer could not make its move; Undo goes back.")
