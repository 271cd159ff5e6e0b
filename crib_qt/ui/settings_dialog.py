"""The player's settings (QSettings) and the Settings dialog that edits them.

Every change in the dialog is applied at once (`SettingsDialog.changed`) and
remembered; the dialog only has Close.

QSettings keys: ``language`` (a code of `crib_qt.i18n.LANGUAGES`),
``newgame/level`` (shared with the New game dialog), ``view/animationSpeed``
(one of `ANIMATION_SPEEDS`), ``view/backStyle`` (one of `card_art.BACK_STYLES`),
``view/fourColour`` and ``view/highContrast`` (booleans), ``play/askBeforeAbandoning``
(boolean, default true: the question before Restart or New game abandons a game in
progress, crib_qt/ui/abandon.py) and ``play/autoContinueSeconds`` (one of
`AUTO_CONTINUE_SECONDS`, 0 = Continue by hand). The sound row (volume and mute,
``sound/volume`` and ``sound/muted``: crib_qt/sound/sound_settings.py) is not part of
`Preferences`: `SoundRow` (sound_row.py) remembers and applies its changes itself, to
the window's table sounds. Window geometry and
state are ``window/geometry`` and ``window/state`` (MainWindow). Values that are
missing or not allowed read as the defaults; reading never raises, whatever the file
holds (`settings_file.setting`, issue 18).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QLabel, QVBoxLayout, QWidget)

from ..board.card_art import BACK_STYLES, card_pixmap
from ..game_words import fill, translate
from ..i18n import LANGUAGES, language_name
from .game_options import LEVELS
from .new_game import level_description, level_name
from .preferences import (ANIMATION_SPEEDS, ANIMATION_TIMES, ASK_ABANDON_KEY,
                          AUTO_CONTINUE_SECONDS, Preferences, load_preferences,
                          save_preferences)

__all__ = ["Preferences", "SettingsDialog", "ANIMATION_SPEEDS", "ANIMATION_TIMES",
           "AUTO_CONTINUE_SECONDS", "ASK_ABANDON_KEY", "load_preferences", "save_preferences",
           "speed_name", "back_style_name", "auto_continue_name"]


def speed_name(speed: str) -> str:
    """The translated name of an animation speed."""
    return {"off": translate("SettingsDialog", "Off (no animations)"),
            "slow": translate("SettingsDialog", "Slow"),
            "normal": translate("SettingsDialog", "Normal"),
            "fast": translate("SettingsDialog", "Fast")}[speed]


def back_style_name(style: str) -> str:
    """The translated name of a card back style (`card_art.BACK_STYLES`)."""
    return {"classic": translate("SettingsDialog", "Classic blue"),
            "burgundy": translate("SettingsDialog", "Burgundy"),
            "forest": translate("SettingsDialog", "Forest green")}.get(style, style)


def auto_continue_name(seconds: int) -> str:
    """The translated choice for continuing the show by itself after `seconds` (0: by
    hand)."""
    if seconds == 0:
        return translate("SettingsDialog", "Never: Continue by hand")
    return fill(translate("SettingsDialog", "%1 s"), seconds)


def _level_box_description() -> str:
    """The level box's tooltip, which a screen reader reads as its description."""
    return translate("SettingsDialog", "The computer plays its next moves at this level")


def _abandon_note() -> str:
    return translate("SettingsDialog", "Against the computer a game abandoned by Restart or "
                                       "New game counts as a loss once the new game's first "
                                       "move is made or the window closes; two players' games "
                                       "count for neither.")


class SettingsDialog(QDialog):
    """Edits `Preferences`; each change is emitted at once and the caller applies it.

    Signals:
        changed(object): the new `Preferences` after any edit.
    """

    changed = Signal(object)

    def __init__(self, current: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._preferences = current
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.languageBox = QComboBox()
        for code in LANGUAGES:
            self.languageBox.addItem(language_name(code), code)
        self.levelBox = QComboBox()
        for i, level in enumerate(LEVELS):
            self.levelBox.addItem(level_name(level), level)
            self.levelBox.setItemData(i, level_description(level), Qt.ItemDataRole.ToolTipRole)
        self.levelBox.setToolTip(_level_box_description())
        self.speedBox = QComboBox()
        for speed in ANIMATION_SPEEDS:
            self.speedBox.addItem(speed_name(speed), speed)
        self.backBox = QComboBox()
        self.backBox.setIconSize(QSize(30, 42))
        for style in BACK_STYLES:
            icon = QIcon(card_pixmap(None, QSize(30, 42), self.devicePixelRatioF(), style=style))
            self.backBox.addItem(icon, back_style_name(style), style)
        self.fourColourBox = QCheckBox(translate("SettingsDialog",
                                                 "Four-colour deck (clubs green, diamonds blue)"))
        self.highContrastBox = QCheckBox(translate("SettingsDialog", "High contrast"))
        self.autoContinueBox = QComboBox()
        for seconds in AUTO_CONTINUE_SECONDS:
            self.autoContinueBox.addItem(auto_continue_name(seconds), seconds)
        self.askAbandonBox = QCheckBox(translate("SettingsDialog", "Ask before Restart or New "
                                                                   "game abandons a game in "
                                                                   "progress"))
        self.abandonNote = QLabel(_abandon_note())
        self.abandonNote.setWordWrap(True)
        self.abandonNote.setIndent(24)  # under the check box's text
        self.askAbandonBox.setAccessibleDescription(self.abandonNote.text())
        from .sound_row import SoundRow  # only when the dialog opens: none of it at start-up

        self.soundRow = SoundRow(parent)
        self.setPreferences(current)

        form = QFormLayout()
        form.addRow(translate("SettingsDialog", "&Language:"), self.languageBox)
        form.addRow(translate("SettingsDialog", "Computer le&vel:"), self.levelBox)
        form.addRow(translate("SettingsDialog", "&Animations:"), self.speedBox)
        form.addRow(translate("SettingsDialog", "Card &back:"), self.backBox)
        form.addRow(self.fourColourBox)
        form.addRow(self.highContrastBox)
        form.addRow(translate("SettingsDialog", "C&ontinue the show by itself after:"),
                    self.autoContinueBox)
        form.addRow(self.askAbandonBox)
        form.addRow(self.abandonNote)
        form.addRow(translate("SettingsDialog", "&Sound:"), self.soundRow)
        self.soundRow.volumeSlider.setAccessibleDescription(translate(
            "SettingsDialog", "The volume of the table's sounds"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self._form = form
        content = QWidget()
        form.setContentsMargins(0, 0, 0, 0)
        content.setLayout(form)
        from .scrolled_content import ContentScrollArea, fit_dialog  # only when it opens

        self.content = ContentScrollArea(content)
        layout = QVBoxLayout(self)
        layout.addWidget(self.content, 1)
        layout.addWidget(buttons)  # outside the scrolled part: always in sight
        # all of it, its notes wrapped at the dialog's width, where the screen has the
        # room, else the room and the form scrolls (scale 2 on 1366 x 768, play-test 30)
        fit_dialog(self, self.content)
        # the first focus on the first setting, said on opening (the area, which Shift+Tab
        # still reaches to scroll by keys, has no name: play-test 32 with Orca)
        self.languageBox.setFocus()

        for box in (self.languageBox, self.levelBox, self.speedBox, self.backBox,
                    self.autoContinueBox):
            box.currentIndexChanged.connect(self._edited)
        for box in (self.fourColourBox, self.highContrastBox, self.askAbandonBox):
            box.toggled.connect(self._edited)

    def preferences(self) -> Preferences:
        """The settings as shown now."""
        return self._preferences

    def setPreferences(self, preferences: Preferences) -> None:
        """Show `preferences` (emits nothing)."""
        self._preferences = preferences
        widgets = (self.languageBox, self.levelBox, self.speedBox, self.backBox,
                   self.fourColourBox, self.highContrastBox, self.autoContinueBox,
                   self.askAbandonBox)
        blocked = [w.blockSignals(True) for w in widgets]
        try:
            for box, value in ((self.languageBox, preferences.language),
                               (self.levelBox, preferences.level),
                               (self.speedBox, preferences.animation),
                               (self.backBox, preferences.back_style),
                               (self.autoContinueBox, preferences.auto_continue)):
                box.setCurrentIndex(max(0, box.findData(value)))
            self.fourColourBox.setChecked(preferences.four_colour)
            self.highContrastBox.setChecked(preferences.high_contrast)
            self.askAbandonBox.setChecked(preferences.ask_abandon)
        finally:
            for w, b in zip(widgets, blocked):
                w.blockSignals(b)

    def _edited(self, *_) -> None:
        self._preferences = replace(
            self._preferences, language=self.languageBox.currentData(),
            level=self.levelBox.currentData(), animation=self.speedBox.currentData(),
            back_style=self.backBox.currentData(), four_colour=self.fourColourBox.isChecked(),
            high_contrast=self.highContrastBox.isChecked(),
            ask_abandon=self.askAbandonBox.isChecked(),
            auto_continue=self.autoContinueBox.currentData())
        self.changed.emit(self._preferences)

    def retranslate(self) -> None:
        """Re-read the texts after a language change (the dialog stays open)."""
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        for i, level in enumerate(LEVELS):
            self.levelBox.setItemText(i, level_name(level))
            self.levelBox.setItemData(i, level_description(level), Qt.ItemDataRole.ToolTipRole)
        # a screen reader's description of the box: in the new language too (play-test 32)
        self.levelBox.setToolTip(_level_box_description())
        for i, seconds in enumerate(AUTO_CONTINUE_SECONDS):
            self.autoContinueBox.setItemText(i, auto_continue_name(seconds))
        self.askAbandonBox.setText(translate("SettingsDialog", "Ask before Restart or New game "
                                                               "abandons a game in progress"))
        self.abandonNote.setText(_abandon_note())
        self.askAbandonBox.setAccessibleDescription(self.abandonNote.text())
        for i, speed in enumerate(ANIMATION_SPEEDS):
            self.speedBox.setItemText(i, speed_name(speed))
        for i, style in enumerate(BACK_STYLES):
            self.backBox.setItemText(i, back_style_name(style))
        self.fourColourBox.setText(translate("SettingsDialog",
                                             "Four-colour deck (clubs green, diamonds blue)"))
        self.highContrastBox.setText(translate("SettingsDialog", "High contrast"))
        layout = self._form
        labels = (translate("SettingsDialog", "&Language:"),
                  translate("SettingsDialog", "Computer le&vel:"),
                  translate("SettingsDialog", "&Animations:"),
                  translate("SettingsDialog", "Card &back:"))
        rows = [0, 1, 2, 3, 6, 9]  # the rows with a label (4, 5, 7, 8: check boxes, note)
        labels += (translate("SettingsDialog", "C&ontinue the show by itself after:"),
                   translate("SettingsDialog", "&Sound:"))
        self.soundRow.retranslate()
        self.soundRow.volumeSlider.setAccessibleDescription(translate(
            "SettingsDialog", "The volume of the table's sounds"))
        for row, text in zip(rows, labels):
            label = layout.itemAt(row, QFormLayout.ItemRole.LabelRole)
            if label is not None and label.widget() is not None:
                label.widget().setText(text)
        # the new words wrap to other heights: each note gets all of its lines again
        # (the sound note was cut at the top and bottom after en -> pt_BR, play-test 30),
        # once every child has its new texts (they hear of the language after the dialog)
        from .scrolled_content import fit_dialog_later

        fit_dialog_later(self, self.content)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
