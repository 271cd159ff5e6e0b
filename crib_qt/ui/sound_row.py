"""The Settings dialog's sound row: the volume slider, Mute, and a note when the system
has no audio device (issue 21).

Each change is remembered at once (`sound_settings.save_sound_settings`) and applied to
the window's `TableSounds` if it has one (made once the board's first frame is painted;
found by its object name, so this module loads nothing of the sound output). Releasing
the slider, or unticking Mute, plays a card's snap at the new volume.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSlider, QVBoxLayout, QWidget

from ..game_words import fill, translate
from ..sound.sound_settings import SoundSettings, load_sound_settings, save_sound_settings
from ..sound.table_sounds import OBJECT_NAME

__all__ = ["SoundRow", "find_table_sounds"]


def _percent(value: int) -> str:
    return fill(translate("SettingsDialog", "%1%"), value)


def find_table_sounds(window: QObject | None):
    """The `TableSounds` of `window` (a `MainWindow`), or None when it has none yet."""
    if window is None:
        return None
    return window.findChild(QObject, OBJECT_NAME)


class SoundRow(QWidget):
    """Volume (0..100 %) and Mute, remembered and applied as they change.

    Args:
        window: the window whose `TableSounds` to apply the settings to (may be None).

    Attributes:
        volumeSlider, volumeLabel, muteBox, note: the row's widgets (`note` says why
            the game is silent when there is no audio device; hidden otherwise).
    """

    def __init__(self, window: QObject | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sounds = find_table_sounds(window)
        self._settings = (self._sounds.settings() if self._sounds is not None
                          else load_sound_settings())
        self.volumeSlider = QSlider(Qt.Orientation.Horizontal)
        self.volumeSlider.setObjectName("volumeSlider")
        self.volumeSlider.setRange(0, 100)
        self.volumeSlider.setSingleStep(5)
        self.volumeSlider.setPageStep(10)
        self.volumeSlider.setValue(self._settings.volume)
        self.volumeSlider.setMinimumWidth(160)
        self.volumeLabel = QLabel()
        self.volumeLabel.setMinimumWidth(
            self.volumeLabel.fontMetrics().horizontalAdvance(_percent(100)) + 4)
        self.muteBox = QCheckBox()
        self.muteBox.setObjectName("muteBox")
        self.muteBox.setChecked(self._shown_muted())
        self.note = QLabel()
        self.note.setWordWrap(True)
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.volumeSlider, 1)
        line.addWidget(self.volumeLabel)
        line.addSpacing(12)
        line.addWidget(self.muteBox)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(line)
        layout.addWidget(self.note)
        self._show_muted()
        self.volumeSlider.valueChanged.connect(self._volume_changed)
        self.volumeSlider.sliderReleased.connect(self._preview)
        self.muteBox.toggled.connect(self._mute_toggled)
        if self._sounds is not None:
            self._sounds.stateChanged.connect(self._device_changed)
        self.retranslate()

    def settings(self) -> SoundSettings:
        """The sound settings as shown (and remembered) now."""
        return self._settings

    def retranslate(self) -> None:
        """Every text again in the current language."""
        self.volumeLabel.setText(_percent(self.volumeSlider.value()))
        self.volumeSlider.setAccessibleName(translate("SettingsDialog", "Volume"))
        self.muteBox.setText(translate("SettingsDialog", "&Mute"))
        self._update_note()

    def _shown_muted(self) -> bool:
        if self._settings.muted is not None:
            return self._settings.muted
        return self._sounds.isMuted() if self._sounds is not None else False

    def _update_note(self) -> None:
        state = self._sounds.output.state() if self._sounds is not None else ""
        if state == "unavailable":
            text = translate("SettingsDialog", "Sound needs the miniaudio package, which is "
                                               "not installed: the game is silent.")
        elif state == "no-device" and self.muteBox.isChecked():
            text = translate("SettingsDialog", "No audio device was found: the game is "
                                               "silent. Untick Mute to look again.")
        elif state == "no-device":  # unticked: it looked again, and found none
            text = translate("SettingsDialog", "Still no audio device: the game is silent. "
                                               "Tick and untick Mute to look again.")
        else:
            text = ""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def _apply(self, settings: SoundSettings) -> None:
        self._settings = settings
        save_sound_settings(settings)
        if self._sounds is not None:
            self._sounds.setSettings(settings)

    def _volume_changed(self, value: int) -> None:
        self.volumeLabel.setText(_percent(value))
        self._apply(SoundSettings(value, self._settings.muted))
        if not self.volumeSlider.isSliderDown():  # keys and clicks: hear each step
            self._preview()

    def _mute_toggled(self, muted: bool) -> None:
        self._apply(SoundSettings(self.volumeSlider.value(), muted))
        self._update_note()
        self._show_muted()
        if not muted:
            self._preview()

    def _device_changed(self, _state: str) -> None:
        self._update_note()
        blocked = self.muteBox.blockSignals(True)
        self.muteBox.setChecked(self._shown_muted())
        self.muteBox.blockSignals(blocked)
        self._show_muted()

    def _show_muted(self) -> None:
        """The volume greyed out and out of reach while Mute is ticked (play-test 32
        item 4: it looked as if it still did something); the row's label (&Sound:) leads
        to the volume, or to Mute while the volume cannot be used."""
        muted = self.muteBox.isChecked()
        self.volumeSlider.setEnabled(not muted)
        self.volumeLabel.setEnabled(not muted)
        self.setFocusProxy(self.muteBox if muted else self.volumeSlider)

    def _preview(self) -> None:
        if self._sounds is not None:
            self._sounds.play("card")
