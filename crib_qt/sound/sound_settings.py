"""The player's sound settings: volume and mute (QSettings), and the gain they give.

QSettings keys: ``sound/volume`` (a whole number 0..100, default `DEFAULT_VOLUME`) and
``sound/muted`` (a boolean; missing means "automatic": muted while the system reports
no audio device, so a machine that gains one later is heard without asking). Values
that are missing or not allowed read as the defaults; reading never raises.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings

from ..settings_file import setting

__all__ = ["SoundSettings", "DEFAULT_VOLUME", "VOLUME_KEY", "MUTED_KEY", "load_sound_settings",
           "save_sound_settings", "gain"]

DEFAULT_VOLUME = 70
VOLUME_KEY = "sound/volume"
MUTED_KEY = "sound/muted"


@dataclass(frozen=True)
class SoundSettings:
    """Attributes:
        volume: 0..100 (percent of the slider).
        muted: True or False as the player chose, None for automatic (muted while
            there is no audio device).
    """

    volume: int = DEFAULT_VOLUME
    muted: bool | None = None


def gain(volume: int) -> float:
    """The amplitude factor (0.0..1.0) for a `volume` of 0..100: its square, so that
    equal steps of the slider sound like roughly equal steps of loudness."""
    volume = min(100, max(0, int(volume)))
    return volume * volume / 10_000


def load_sound_settings() -> SoundSettings:
    """The remembered sound settings; missing or damaged values read as the defaults."""
    settings = QSettings()
    volume = setting(settings, VOLUME_KEY, DEFAULT_VOLUME)
    try:
        volume = int(volume) if isinstance(volume, (int, str)) else DEFAULT_VOLUME
    except (TypeError, ValueError, OverflowError):
        volume = DEFAULT_VOLUME
    if not 0 <= volume <= 100:
        volume = DEFAULT_VOLUME
    muted = setting(settings, MUTED_KEY, None)
    if isinstance(muted, str):
        muted = {"true": True, "false": False}.get(muted.lower())
    return SoundSettings(volume, muted if isinstance(muted, bool) else None)


def save_sound_settings(chosen: SoundSettings) -> None:
    """Remember `chosen`; a `muted` of None removes the key (automatic again)."""
    settings = QSettings()
    settings.setValue(VOLUME_KEY, int(chosen.volume))
    if chosen.muted is None:
        settings.remove(MUTED_KEY)
    else:
        settings.setValue(MUTED_KEY, bool(chosen.muted))
