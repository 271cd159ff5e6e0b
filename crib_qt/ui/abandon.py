"""The question before Restart or New game abandons a game in progress (issue 15).

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

from ..game_words import translate
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

    Attributes:
        abandonButton, keepButton: the two answers ("Keep playing" is the default).
        dontAskBox: "Don't ask again".
    """

    def __init__(self, kind: str, mode: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("abandonQuestion")
        self.setIcon(QMessageBox.Icon.Question)
        restart = kind == "restart"
        self.setWindowTitle(translate("AbandonQuestion", "Restart") if restart
                            else translate("AbandonQuestion", "New game"))
        self.setText(translate("AbandonQuestion", "Abandon the game in progress?"))
        if mode == MODE_COMPUTER:
            cost = translate("AbandonQuestion", "It counts as a loss in the statistics once "
                                                "you make the first move of the new game or "
                                                "close the window.")
        else:
            cost = translate("AbandonQuestion", "Games of two players that are abandoned "
                                                "count for neither player.")
        self.setInformativeText(cost + " " + translate(
            "AbandonQuestion", "Undo (Ctrl+Z) brings it back."))
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
