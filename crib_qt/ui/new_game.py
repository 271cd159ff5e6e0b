"""The New game dialog: against the computer (with its level) or two players on one device,
a single game or a match of several games (RULES.md R7: first to 2, 3 or 4 games, skunks
counting two games and double skunks three unless the player turns that off).

The levels are offered weakest first, each with one line on how it plays (issue 15); the
last choice (mode, level, names, match length, skunks) is remembered in QSettings and preselected next time.
Names are trimmed and checked as crib_qt/player_names.py says (issue 18): a name with a
control character, a line break or a direction override is refused with a message, and
whatever the dialog accepts, the saved match reads back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QApplication, QButtonGroup, QCheckBox, QComboBox, QDialog,
                               QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QLineEdit,
                               QRadioButton, QVBoxLayout, QWidget)

from ..engine import MODE_COMPUTER, MODE_TWO_PLAYERS
from ..game_words import fill, level_name, translate
from ..player_names import MAX_NAME, fit_name, refused_characters, trim_name
from ..rules.match import MATCH_LENGTHS
from .game_options import LEVELS, GameOptions, load_options, save_options

__all__ = ["NewGameDialog", "GameOptions", "LEVELS", "level_name", "level_description",
           "length_name", "load_options", "save_options"]


def level_description(level: str) -> str:
    """One translated line on how the computer plays at `level`, as a player would say it
    (what its discards weigh and how it plays its cards: crib_qt/ai/player.py)."""
    return {
        "easy": translate("NewGameDialog", "Keeps the cards that score now; plays the best "
                                           "card for this moment."),
        "medium": translate("NewGameDialog", "Keeps the best hand; plays for points but "
                                             "avoids leaving you easy ones."),
        "hard": translate("NewGameDialog", "Weighs the crib too; plays each card against "
                                           "your best reply."),
        "expert": translate("NewGameDialog", "Weighs hand, crib, the play and the score; "
                                             "thinks the play through to its last card."),
    }[level]


def length_name(games_to_win: int) -> str:
    """The translated name of a match length (`rules.match.MATCH_LENGTHS`, R7.1)."""
    return {
        1: translate("NewGameDialog", "A single game"),
        2: translate("NewGameDialog", "Match: first to 2 games (best of 3)"),
        3: translate("NewGameDialog", "Match: first to 3 games (best of 5)"),
        4: translate("NewGameDialog", "Match: first to 4 games (best of 7)"),
    }[games_to_win]


def _tab_stop(dialog: QWidget, current: QWidget | None, forward: bool) -> QWidget | None:
    """The widget of `dialog` that Tab (`forward`) or Shift+Tab moves to from `current`:
    the next one in the focus chain that takes Tab, shown and enabled, where a radio
    button of a group stands for the group's checked button and the group of `current`
    is passed over. None when `current` is not in `dialog` (Qt's own order then)."""
    if current is None or not dialog.isAncestorOf(current):
        return None
    group = current.group() if isinstance(current, QRadioButton) else None
    widget = current
    for _ in range(len(dialog.findChildren(QWidget)) + 1):
        widget = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
        if widget is current:
            return None
        if not (dialog.isAncestorOf(widget) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                and widget.isVisibleTo(dialog) and widget.isEnabled()):
            continue
        if isinstance(widget, QRadioButton) and widget.group() is not None:
            if widget.group() is group:
                continue
            checked = widget.group().checkedButton()
            if checked is not None and checked.isEnabled():
                return checked
        return widget
    return None


class NewGameDialog(QDialog):
    """Choose the opponent for a new match; `options()` after `exec()` is accepted.

    OK is disabled, and `nameProblem` says why, while a name holds a character no name
    may hold (`player_names.refused_characters`)."""

    def __init__(self, current: GameOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.computerButton = QRadioButton(translate("NewGameDialog", "Against the computer"))
        self.twoPlayersButton = QRadioButton(translate("NewGameDialog",
                                                       "Two players on this device"))
        group = QButtonGroup(self)
        group.addButton(self.computerButton)
        group.addButton(self.twoPlayersButton)
        self.levelGroup = QButtonGroup(self)
        self.levelButtons: dict[str, QRadioButton] = {}
        self.levelBox = QGroupBox(translate("NewGameDialog", "Computer level"))
        levels = QVBoxLayout(self.levelBox)
        for level in LEVELS:  # weakest first
            button = QRadioButton(level_name(level))
            button.setObjectName(f"level_{level}")
            line = QLabel(level_description(level))
            line.setWordWrap(True)
            line.setIndent(24)  # under the button's text, not its circle
            # said once, as the button's description: as the button's label too (a buddy)
            # Orca read it before the level's name and again after (play-test 32)
            button.setAccessibleDescription(line.text())
            self.levelGroup.addButton(button)
            self.levelButtons[level] = button
            levels.addWidget(button)
            levels.addWidget(line)
        self.levelButtons[current.level].setChecked(True)
        # one line per level where the screen allows: as wide as the longest, within reason
        widest = max(self.fontMetrics().horizontalAdvance(level_description(level))
                     for level in LEVELS)
        self.levelBox.setMinimumWidth(min(widest + 64, 640))
        self.nameEdits = (QLineEdit(current.names[0]), QLineEdit(current.names[1]))
        for i, edit in enumerate(self.nameEdits):
            edit.setObjectName(f"nameEdit{i}")
            edit.setMaxLength(MAX_NAME)
            edit.setPlaceholderText(fill(translate("NewGameDialog", "Player %1"), i + 1))
        mode = self.twoPlayersButton if current.mode == MODE_TWO_PLAYERS else self.computerButton
        mode.setChecked(True)

        form = QFormLayout()
        form.addRow(translate("NewGameDialog", "First player:"), self.nameEdits[0])
        form.addRow(translate("NewGameDialog", "Second player:"), self.nameEdits[1])
        self.nameProblem = QLabel(translate(
            "NewGameDialog", "A name cannot hold control characters, line breaks or "
                             "text direction overrides."))
        self.nameProblem.setObjectName("nameProblem")
        self.nameProblem.setWordWrap(True)
        font = self.nameProblem.font()
        font.setBold(True)
        self.nameProblem.setFont(font)
        self.nameProblem.hide()
        form.addRow(self.nameProblem)
        self.lengthBox = QComboBox()
        self.lengthBox.setObjectName("matchLength")
        for games in MATCH_LENGTHS:
            self.lengthBox.addItem(length_name(games), games)
        self.lengthBox.setCurrentIndex(MATCH_LENGTHS.index(current.games_to_win))
        self.skunksCheck = QCheckBox(translate(
            "NewGameDialog", "In a match, a skunk counts two games and a double skunk three"))
        self.skunksCheck.setObjectName("skunksCount")
        self.skunksCheck.setChecked(current.skunks_count)
        length_label = QLabel(translate("NewGameDialog", "&Length:"))
        length_label.setBuddy(self.lengthBox)
        match_form = QFormLayout()
        match_form.addRow(length_label, self.lengthBox)
        match_form.addRow(self.skunksCheck)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                                   QDialogButtonBox.StandardButton.Cancel)
        self.okButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.computerButton)
        layout.addWidget(self.levelBox)
        layout.addWidget(self.twoPlayersButton)
        layout.addLayout(form)
        layout.addLayout(match_form)
        layout.addStretch(1)
        from .scrolled_content import ContentScrollArea, fit_dialog  # only when it opens

        self.content = ContentScrollArea(content, focusable=False)  # Tab reaches it all
        outer = QVBoxLayout(self)
        outer.addWidget(self.content, 1)
        outer.addWidget(buttons)  # outside the scrolled part: always in sight
        self.lengthBox.currentIndexChanged.connect(self._update)
        self.computerButton.toggled.connect(self._update)
        for edit in self.nameEdits:
            edit.textChanged.connect(self._check_names)
        self._update()
        self._check_names()
        # as tall as the wrapped level lines need at the width the language makes (a
        # dialog's own size ignores height-for-width: the lines were cut, issue 17), within
        # the screen (scale 2 on 1366 x 768: OK and Cancel were below it, play-test 30)
        fit_dialog(self, self.content)
        mode.setFocus()  # the dialog's first focus: the mode chosen, said on opening

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802 (Qt's names)
        """Tab and Shift+Tab stop once in each group of radio buttons, on its checked
        button, as on every desktop; the arrows then move the choice. Qt's stop was the
        group's first button: "Easy, not selected" while Expert was chosen, and Down
        then moved the focus without choosing (play-test 32 with Orca)."""
        target = _tab_stop(self, QApplication.focusWidget(), next)
        if target is None:
            return super().focusNextPrevChild(next)
        target.setFocus(Qt.FocusReason.TabFocusReason if next
                        else Qt.FocusReason.BacktabFocusReason)
        if self.content.isAncestorOf(target):  # also from OK or Cancel, outside the area
            self.content.ensureWidgetVisible(target)
        return True

    def _check_names(self) -> None:
        refused = any(refused_characters(trim_name(edit.text())) for edit in self.nameEdits)
        grows = refused != self.nameProblem.isVisibleTo(self)
        self.nameProblem.setVisible(refused)
        self.okButton.setEnabled(not refused)
        if grows and hasattr(self, "content"):  # the message's lines, within the screen
            from .scrolled_content import fit_dialog

            fit_dialog(self, self.content)

    def accept(self) -> None:
        """Close with OK, unless a name holds a refused character (then OK stays off)."""
        self._check_names()
        if self.okButton.isEnabled():
            super().accept()

    def _update(self) -> None:
        against_computer = self.computerButton.isChecked()
        self.levelBox.setEnabled(against_computer)
        for edit in self.nameEdits:
            edit.setEnabled(not against_computer)
        self.skunksCheck.setEnabled(self.lengthBox.currentData() != 1)  # R7.2: a match only

    def options(self) -> GameOptions:
        """The options as chosen in the dialog."""
        mode = MODE_COMPUTER if self.computerButton.isChecked() else MODE_TWO_PLAYERS
        # trimmed as the saved match keeps them; a refused character never gets this far
        # (OK is off), but a name is never saved unreadable either way
        names = tuple(fit_name(edit.text()) for edit in self.nameEdits)
        level = next(level for level, button in self.levelButtons.items() if button.isChecked())
        return GameOptions(mode, level, names, self.lengthBox.currentData(),
                           self.skunksCheck.isChecked())
