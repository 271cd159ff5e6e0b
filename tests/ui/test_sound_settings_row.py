"""The Settings dialog's sound row (crib_qt/ui/sound_row.py): volume and Mute are
remembered and applied at once to the window's table sounds, with a note when there is
no audio device (issue 21)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFormLayout
from recording_output import RecordingOutput

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.sound.sound_settings import SoundSettings, gain, save_sound_settings
from crib_qt.sound.table_sounds import TableSounds
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.settings_dialog import Preferences, SettingsDialog


def _window_with_sounds(qtbot, device: bool = True):
    window = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(window)
    output = RecordingOutput(device)
    sounds = TableSounds(window.presenter, window.scene, output, parent=window)
    return window, sounds, output


def test_the_row_shows_and_remembers_the_settings_without_a_window(qtbot):
    save_sound_settings(SoundSettings(35, None))
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    row = dialog.soundRow
    assert row.volumeSlider.value() == 35 and row.volumeLabel.text() == "35%"
    assert not row.muteBox.isChecked() and row.note.isHidden()
    row.volumeSlider.setFocus()
    QTest.keyClick(row.volumeSlider, Qt.Key.Key_Right)  # one step: 5
    assert row.volumeLabel.text() == "40%"
    assert int(QSettings().value("sound/volume")) == 40
    row.muteBox.click()
    assert QSettings().value("sound/muted") in (True, "true")
    assert row.settings() == SoundSettings(40, True)


def test_the_row_has_its_label_and_mnemonic_after_a_retranslation(qtbot):
    dialog = SettingsDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.retranslate()
    form = dialog.content.widget().layout()  # the form, inside the scrolled content
    label = form.itemAt(9, QFormLayout.ItemRole.LabelRole).widget()
    assert label.text() == "&Sound:" and label.buddy() is dialog.soundRow
    assert dialog.soundRow.focusProxy() is dialog.soundRow.volumeSlider
    assert dialog.soundRow.muteBox.text() == "&Mute"
    assert dialog.soundRow.volumeSlider.accessibleName() == "Volume"


def test_changes_apply_at_once_to_the_windows_sounds_with_a_preview(qtbot):
    window, sounds, output = _window_with_sounds(qtbot)
    sounds.setSettings(SoundSettings(50, False))
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    row = dialog.soundRow
    assert row.volumeSlider.value() == 50 and not row.muteBox.isChecked()
    row.volumeSlider.setValue(80)  # as a click on the groove or a key does
    assert sounds.settings() == SoundSettings(80, False)
    assert output.requests == [("card", gain(80))]  # heard at the new volume
    row.muteBox.click()
    assert sounds.isMuted() and sounds.settings() == SoundSettings(80, True)
    row.volumeSlider.setValue(60)
    assert output.requests == [("card", gain(80))]  # muted: no preview
    row.muteBox.click()  # unmuted: a preview at the volume
    assert output.requests == [("card", gain(80)), ("card", gain(60))]


def test_without_a_device_mute_is_shown_ticked_with_a_note(qtbot):
    save_sound_settings(SoundSettings(70, None))
    window, sounds, _ = _window_with_sounds(qtbot, device=False)
    assert sounds.isMuted()
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    row = dialog.soundRow
    assert row.muteBox.isChecked()
    assert not row.note.isHidden()
    assert row.note.text() == ("No audio device was found: the game is silent. Untick Mute "
                               "to look again.")
    row.muteBox.click()  # the player wants sound: remembered, and a device looked for again
    assert sounds.settings() == SoundSettings(70, False) and not sounds.isMuted()
    # it looked again and found none: the note says so, not to untick Mute (play-test)
    assert row.note.text() == ("Still no audio device: the game is silent. Tick and untick "
                               "Mute to look again.")
    row.muteBox.click()
    assert row.note.text() == ("No audio device was found: the game is silent. Untick Mute "
                               "to look again.")
