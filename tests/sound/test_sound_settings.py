"""crib_qt/sound/sound_settings.py: volume and mute remembered; damaged values read as
the defaults; the gain of a volume."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from crib_qt.sound.sound_settings import (DEFAULT_VOLUME, MUTED_KEY, VOLUME_KEY, SoundSettings,
                                          gain, load_sound_settings, save_sound_settings)


@pytest.fixture(autouse=True)
def _own_settings(private_settings):
    yield private_settings


def test_defaults_when_nothing_is_remembered(qapp):
    assert load_sound_settings() == SoundSettings(DEFAULT_VOLUME, None)


def test_saved_settings_read_back(qapp):
    save_sound_settings(SoundSettings(35, True))
    assert load_sound_settings() == SoundSettings(35, True)
    save_sound_settings(SoundSettings(0, False))
    assert load_sound_settings() == SoundSettings(0, False)
    save_sound_settings(SoundSettings(90, None))  # automatic again: the key goes
    assert not QSettings().contains(MUTED_KEY)
    assert load_sound_settings() == SoundSettings(90, None)


@pytest.mark.parametrize(("volume", "muted", "expected"), [
    ("loud", "perhaps", SoundSettings(DEFAULT_VOLUME, None)),
    (101, "TRUE", SoundSettings(DEFAULT_VOLUME, True)),
    (-1, "false", SoundSettings(DEFAULT_VOLUME, False)),
    ("40", [1, 2], SoundSettings(40, None)),
    (2.5, 3, SoundSettings(DEFAULT_VOLUME, None)),
])
def test_damaged_values_read_as_defaults(qapp, volume, muted, expected):
    settings = QSettings()
    settings.setValue(VOLUME_KEY, volume)
    settings.setValue(MUTED_KEY, muted)
    assert load_sound_settings() == expected


def test_gain_is_the_square_of_the_share():
    assert [gain(v) for v in (0, 50, 70, 100)] == [0.0, 0.25, 0.49, 1.0]
    assert gain(-5) == 0.0 and gain(250) == 1.0
