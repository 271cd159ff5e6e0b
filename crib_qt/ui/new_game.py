"""The New game dialog: against the computer (with its level) or two players on one device."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QLineEdit, QRadioButton, QVBoxLayout, QWidget)

from ..engine import MODE_COMPUTER, MODE_TWO_PLAYERS
from ..game_words import translate

__all__ = ["NewGameDialog", "GameOptions", "LEVELS", "level_name", "load_options"]

# Computer levels, weakest first (crib_qt.ai.player.LEVELS).
LEVELS = ("easy", "medium", "hard", "expert")
MAX_NAME = 24


def level_name(level: str) -> str:
    """The translated name of a computer level."""
    return {
        "easy": translate("NewGameDialog", "Easy"),
        "medium": translate("NewGameDialog", "Medium"),
        "hard": translate("NewGameDialog", "Hard"),
        "expert": translate("NewGameDialog", "Expert"),
    }[level]


@dataclass(frozen=True)
class GameOptions:
    """What the player chose for a new match.

    Attributes:
        mode: `MODE_COMPUTER` or `MODE_TWO_PLAYERS`.
        level: one of `LEVELS` (against the computer).
        names: the two players' names (two players on one device); empty means the
            default "Player 1"/"Player 2".
    """

    mode: str = MODE_COMPUTER
    level: str = "expert"
    names: tuple[str, str] = ("", "")


def load_options() -> GameOptions:
    """The options remembered from the last New game (QSettings), checked."""
    settings = QSettings()
    mode = settings.value("newgame/mode", MODE_COMPUTER, type=str)
    level = settings.value("newgame/level", "expert", type=str)
    names = (settings.value("newgame/name1", "", type=str)[:MAX_NAME],
             settings.value("newgame/name2", "", type=str)[:MAX_NAME])
    return GameOptions(mode if mode in (MODE_COMPUTER, MODE_TWO_PLAYERS) else MODE_COMPUTER,
                       level if level in LEVELS else "expert", names)


def save_options(options: GameOptions) -> None:
    """Remember `options` for the next New game and the next start."""
    settings = QSettings()
    settings.setValue("newgame/mode", options.mode)
    settings.setValue("newgame/level", options.level)
    settings.setValue("newgame/name1", options.names[0])
    settings.setValue("newgame/name2", options.names[1])


class NewGameDialog(QDialog):
    """Choose the opponent for a new match; `options()` after `exec()` is accepted."""

    def __init__(self, current: GameOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.computerButton = QRadioButton(translate("NewGameDialog", "Against the computer"))
        self.twoPlayersButton = QRadioButton(translate("NewGameDialog",
                                                       "Two players on this device"))
        group = QButtonGroup(self)
        group.addButton(self.computerButton)
        group.addButton(self.twoPlayersButton)
        self.levelBox = QComboBox()
        for level in LEVELS:
            self.levelBox.addItem(level_name(level), level)
        self.levelBox.setCurrentIndex(LEVELS.index(current.level))
        self.nameEdits = (QLineEdit(current.names[0]), QLineEdit(current.names[1]))
        for i, edit in enumerate(self.nameEdits):
            edit.setMaxLength(MAX_NAME)
            edit.setPlaceholderText(translate("NewGameDialog", "Player %1").replace("%1", str(i + 1)))
        (self.twoPlayersButton if current.mode == MODE_TWO_PLAYERS
         else self.computerButton).setChecked(True)

        form = QFormLayout()
        form.addRow(translate("NewGameDialog", "Computer level:"), self.levelBox)
        form.addRow(translate("NewGameDialog", "First player:"), self.nameEdits[0])
        form.addRow(translate("NewGameDialog", "Second player:"), self.nameEdits[1])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.computerButton)
        layout.addWidget(self.twoPlayersButton)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.computerButton.toggled.connect(self._update)
        self._update()

    def _update(self) -> None:
        against_computer = self.computerButton.isChecked()
        self.levelBox.setEnabled(against_computer)
        for edit in self.nameEdits:
            edit.setEnabled(not against_computer)

    def options(self) -> GameOptions:
        """The options as chosen in the dialog."""
        mode = MODE_COMPUTER if self.computerButton.isChecked() else MODE_TWO_PLAYERS
        names = tuple(e.text().strip()[:MAX_NAME] for e in self.nameEdits)
        return GameOptions(mode, self.levelBox.currentData(), names)
