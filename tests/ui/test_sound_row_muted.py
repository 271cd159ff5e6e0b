"""The volume cannot be used while the sound is muted (play-test 32 item 4): the slider
stayed active under a ticked Mute, as if it still did something. Muted, the slider and
its percentage are greyed out and the row's label (&Sound:) leads to Mute; unmuted,
both come back and the label leads to the volume again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crib_qt.sound.sound_settings import SoundSettings, save_sound_settings
from crib_qt.ui.settings_dialog import Preferences, SettingsDialog


def _dialog(qtbot, settings: SoundSettings) -> SettingsDialog:
    save_sound_settings(settings)
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    return dialog


def _state(row) -> tuple[bool, bool, object]:
    return row.volumeSlider.isEnabled(), row.volumeLabel.isEnabled(), row.focusProxy()


def test_muting_disables_the_volume_and_unmuting_enables_it(qtbot):
    dialog = _dialog(qtbot, SoundSettings(40, False))
    row = dialog.soundRow
    assert _state(row) == (True, True, row.volumeSlider)
    row.muteBox.click()
    assert row.muteBox.isChecked()
    assert _state(row) == (False, False, row.muteBox)
    row.volumeSlider.setFocus()  # cannot take the keys: they change nothing
    QTest.keyClick(row.volumeSlider, Qt.Key.Key_Right)
    assert row.volumeSlider.value() == 40 and row.settings() == SoundSettings(40, True)
    row.muteBox.click()
    assert _state(row) == (True, True, row.volumeSlider)


def test_a_dialog_opened_muted_shows_the_volume_disabled(qtbot):
    dialog = _dialog(qtbot, SoundSettings(65, True))
    row = dialog.soundRow
    assert row.muteBox.isChecked() and row.volumeSlider.value() == 65
    assert _state(row) == (False, False, row.muteBox)
    row.muteBox.click()
    assert _state(row) == (True, True, row.volumeSlider)
    assert row.settings() == SoundSettings(65, False)
