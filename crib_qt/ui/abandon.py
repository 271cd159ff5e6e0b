"""The question before Restart or New game abandons a game in progress (issue 15), or
a match of several games in progress (R7, issue 21).

A game is in progress once its first deal is done and until it is won
(`GameEngine.inProgress`). The question says what abandoning costs: against the computer
the game counts as lost once the new game's first move is made; two players' games
count for neither. Both stay undoable (Undo brings the game back). "Keep playing" is
the default (Enter, Esc); "Don't ask again" is remembered (QSettings
``play/askBeforeAbandoning``, also in Settings) when the player abandons with it ticked.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from ..board.match_texts import match_standing
from ..game_words import fill, translate
from ..engine import MODE_COMPUTER

__all__ = ["AbandonQuestion", "ask_before_abandoning", "set_ask_before_abandoning",
           "ASK_KEY"]

ASK_KEY = "play/askBeforeAbandoning"


def ask_before_abandoning() -> bool:
    """Whether to ask before abandoning a game in progress (default: yes)."""
    value = QSettings().value(ASK_KEY, True)
    return not (value is False or str(value).lower() == "false")


def set_ask_before_abandoning(ask: bool) -> None:
    """Remember whether to ask before abandoning a game in progress."""
    QSettings().setValue(ASK_KEY, bool(ask))


class AbandonQuestion(QMessageBox):
    """Abandon the game in progress for a Restart (`kind` "restart") or a New game
    ("new_game") of a match in `mode`? `ask()` answers.

    In a match of several games (`match`, the engine's `MatchScore`, R7.1) the question
    says what is left and how the match stands ("You lead 1–0 in a match to 3"): New
    game leaves the match; Restart plays the game again and the match goes on. For a
    single game (or no `match`) it asks about the game, as it always did.

    Args:
        kind: "restart" or "new_game".
        mode: the engine's mode (`MODE_COMPUTER` or two players).
        match: the `MatchScore` of the game in progress, or None.
        names: (seat 0's name, seat 1's name), for two players' match score.

    Attributes:
        abandonButton, keepButton: the two answers ("Keep playing" is the default).
        dontAskBox: "Don't ask again".
    """

    def __init__(self, kind: str, mode: str, parent: QWidget | None = None, match=None,
                 names: tuple[str, str] = ("", "")) -> None:
        super().__init__(parent)
        self.setObjectName("abandonQuestion")
        self.setIcon(QMessageBox.Icon.Question)
        restart = kind == "restart"
        vs_computer = mode == MODE_COMPUTER
        self.setWindowTitle(translate("AbandonQuestion", "Restart") if restart
                            else translate("AbandonQuestion", "New game"))
        several = match is not None and match.several
        if several and not restart:  # New game leaves the whole match (R7.1)
            self.setText(translate("AbandonQuestion", "Abandon the match in progress?"))
        elif several:  # Restart plays this game of the match again; the match goes on
            self.setText(fill(translate("AbandonQuestion", "Abandon game %1 of the match "
                                                           "and play it again?"),
                              match.game_number))
        else:
            self.setText(translate("AbandonQuestion", "Abandon the game in progress?"))
        standing = (match_standing(match.games, match.games_to_win, names, vs_computer)
                    if several else "")
        if several and not restart and vs_computer:  # %1: "You lead 1–0 in a match to 3"
            cost = fill(translate("AbandonQuestion", "%1. The match counts as lost in the "
                                                     "statistics once you make the first "
                                                     "move of the new game or close the "
                                                     "window."), standing)
        elif several and not restart:
            cost = fill(translate("AbandonQuestion", "%1. Matches of two players that are "
                                                     "abandoned count for neither player."),
                        standing)
        elif vs_computer:
            cost = translate("AbandonQuestion", "It counts as a loss in the statistics once "
                                                "you make the first move of the new game or "
                                                "close the window.")
        else:
            cost = translate("AbandonQuestion", "Games of two players that are abandoned "
                                                "count for neither player.")
        parts = [cost, translate("AbandonQuestion", "Undo (Ctrl+Z) brings it back.")]
        if several and restart:  # the game is played again within the match (R7)
            parts.insert(0, fill(translate("AbandonQuestion", "%1; the match goes on."),
                                 standing))
        self.setInformativeText(" ".join(parts))
        self.abandonButton = self.addButton(
            translate("AbandonQuestion", "Restart") if restart
            else translate("AbandonQuestion", "Start a new game"),
            QMessageBox.ButtonRole.DestructiveRole)
        self.keepButton = self.addButton(translate("AbandonQuestion", "Keep playing"),
                                         QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.keepButton)
        self.setEscapeButton(self.keepButton)
        self.dontAskBox = QCheckBox(translate("AbandonQuestion", "Don't ask again"))
        self.setCheckBox(self.dontAskBox)

    def ask(self) -> bool:
        """Show the question and wait for the answer (a modal event loop).

        Returns:
            True to abandon the game. "Don't ask again" ticked with that answer is
            remembered (`set_ask_before_abandoning(False)`).
        """
        self.exec()
        abandon = self.clickedButton() is self.abandonButton
        if abandon and self.dontAskBox.isChecked():
            set_ask_before_abandoning(False)
        return abandon
