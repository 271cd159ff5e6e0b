"""The window's settings, for `MainWindow`: animation speed, the cards' looks and the
Settings dialog, each applied at once and remembered (QSettings, crib_qt/ui/preferences.py).

A mixin: it uses the window's `actions`, `scene`, `presenter`, `engine`, `options`,
`languages`, `contrast` and `setLanguage`, and keeps `_speed`, `_speed_on`,
`_back_style` and `_auto_continue`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from ..board.show_count import COUNT_STEP_MS
from ..engine import MODE_COMPUTER
from .game_options import save_options
from .preferences import (ANIMATION_SPEEDS, ANIMATION_TIMES, Preferences, load_preferences,
                          save_preferences)

if TYPE_CHECKING:
    from .settings_dialog import SettingsDialog

__all__ = ["SettingsKeeping"]


class SettingsKeeping:
    """The window's animation speed, card looks and Settings dialog (a mixin of
    `MainWindow`)."""

    def setBoardTimes(self, move_ms: int, pace_ms: int) -> None:
        """How long a card moves and how long each of the computer's moves stays before
        the next, in milliseconds; 0 and 0 show everything at once (tests, "off")."""
        self.scene.move_ms, self.presenter.pace_ms = move_ms, pace_ms
        self.presenter.count_ms = COUNT_STEP_MS if move_ms > 0 else 0

    def _set_animations(self, on: bool) -> None:
        self._set_speed(self._speed_on if on else "off")

    def _set_speed(self, speed: str, remember: bool = True) -> None:
        """Animate at `speed` (one of `ANIMATION_SPEEDS`) and, if `remember`, remember it."""
        if speed not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self.setBoardTimes(*ANIMATION_TIMES[speed])
        self._speed = speed
        if speed != "off":
            self._speed_on = speed
        action = self.actions["animations"]
        blocked = action.blockSignals(True)
        action.setChecked(speed != "off")
        action.blockSignals(blocked)
        if remember:
            QSettings().setValue("view/animationSpeed", speed)

    def _set_looks(self, *_, remember: bool = True) -> None:
        """Draw the cards with the looks the actions say and, if `remember`, remember
        them (the actions' signals pass their checked state in `_`)."""
        four = self.actions["four_colour"].isChecked()
        contrast = self.actions["high_contrast"].isChecked()
        self.scene.setArtOptions(four_colour=four, high_contrast=contrast, style=self._back_style)
        if not remember:
            return
        settings = QSettings()
        settings.setValue("view/fourColour", four)
        self.contrast.remember()
        settings.setValue("view/backStyle", self._back_style)

    # --- settings ---------------------------------------------------------------------------

    def preferences(self) -> Preferences:
        """The settings in force now."""
        level = self.engine.level if self.engine.mode == MODE_COMPUTER else self.options.level
        return Preferences(self.languages.language(), level, self._speed, self._back_style,
                           self.actions["four_colour"].isChecked(),
                           self.actions["high_contrast"].isChecked(),
                           ask_abandon=load_preferences().ask_abandon,  # the question sets it
                           auto_continue=self._auto_continue)

    def applyPreferences(self, preferences: Preferences) -> None:
        """Apply `preferences` at once and remember them. A new computer level plays
        from the computer's next decision in the match in progress."""
        if preferences.language != self.languages.language():
            self.setLanguage(preferences.language)
        if preferences.level != self.options.level:
            self.options = replace(self.options, level=preferences.level)
            save_options(self.options)
        if self.engine.mode == MODE_COMPUTER and self.engine.level != preferences.level:
            self.engine.setLevel(preferences.level)
            self.scene.retranslate()  # the table's "Level: Easy" now, not at the next move
            self.saveMatch()
        if preferences.animation != self._speed:
            self._set_speed(preferences.animation)
        self._back_style = preferences.back_style
        for name, on in (("four_colour", preferences.four_colour),
                         ("high_contrast", preferences.high_contrast)):
            action = self.actions[name]
            blocked = action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(blocked)
        self._set_looks()
        if preferences.auto_continue != self._auto_continue:
            self._auto_continue = preferences.auto_continue
            self.presenter.setAutoContinue(preferences.auto_continue * 1000)
        following = self.contrast.follows()
        save_preferences(preferences)
        self.contrast.settingsSaved(following)

    def createSettingsDialog(self) -> SettingsDialog:
        """A Settings dialog on the settings in force, applying every change at once."""
        from .settings_dialog import SettingsDialog  # not before the first frame
        dialog = SettingsDialog(self.preferences(), self)
        dialog.changed.connect(self.applyPreferences)
        return dialog

    def showSettings(self) -> None:
        """Show the Settings dialog (modal) and apply each change as it is made."""
        dialog = self.createSettingsDialog()
        dialog.exec()
        dialog.deleteLater()
