"""The player's settings (QSettings) as the game reads them at start and the Settings
dialog edits them (crib_qt/ui/settings_dialog.py, which documents the keys). Apart from
the dialog so that the start reads them without loading its Qt classes before the
board's first frame (issue 14). Missing or damaged values read as the defaults; reading
never raises (`settings_file.setting`, issue 18).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings

from ..board.card_art import BACK_STYLES
from ..i18n import DEFAULT_LANGUAGE, LANGUAGES
from ..settings_file import setting
from .game_options import LEVELS

__all__ = ["Preferences", "ANIMATION_SPEEDS", "ANIMATION_TIMES", "AUTO_CONTINUE_SECONDS",
           "ASK_ABANDON_KEY", "load_preferences", "save_preferences"]

# Animation speeds, "off" first.
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")
# Per speed: (card movement in ms, pause after each computer move in ms).
ANIMATION_TIMES = {"off": (0, 150), "slow": (420, 900), "normal": (260, 550), "fast": (130, 280)}
# The show continues by itself this many seconds after each count; 0: by hand (issue 15).
AUTO_CONTINUE_SECONDS = (0, 1, 2, 3, 5)
ASK_ABANDON_KEY = "play/askBeforeAbandoning"
_AUTO_CONTINUE_KEY = "play/autoContinueSeconds"


@dataclass(frozen=True)
class Preferences:
    """The settings the Settings dialog edits.

    Attributes:
        language: one of `crib_qt.i18n.LANGUAGES`.
        level: the computer's level, one of `new_game.LEVELS`.
        animation: one of `ANIMATION_SPEEDS`.
        back_style: one of `card_art.BACK_STYLES`.
        four_colour: clubs green, diamonds blue.
        high_contrast: bold borders, pure inks, plain dark table.
        ask_abandon: ask before Restart or New game abandons a game in progress.
        auto_continue: seconds after which the show continues by itself, one of
            `AUTO_CONTINUE_SECONDS` (0: Continue by hand).
    """

    language: str = DEFAULT_LANGUAGE
    level: str = "expert"
    animation: str = "normal"
    back_style: str = BACK_STYLES[0]
    four_colour: bool = False
    high_contrast: bool = False
    ask_abandon: bool = True
    auto_continue: int = 0


def _choice(settings: QSettings, key: str, allowed, default: str) -> str:
    value = setting(settings, key, default)
    return value if isinstance(value, str) and value in allowed else default


def _flag(settings: QSettings, key: str, default: bool = False) -> bool:
    value = setting(settings, key, default)
    if isinstance(value, str):
        return value.lower() == "true" if value.lower() in ("true", "false") else default
    return value if isinstance(value, bool) else default


def _seconds(settings: QSettings) -> int:
    value = setting(settings, _AUTO_CONTINUE_KEY, 0)
    if not isinstance(value, (str, int)):  # a float may be inf; other types anything
        return 0
    try:
        seconds = int(value)
    except (TypeError, ValueError, OverflowError):
        return 0
    return seconds if seconds in AUTO_CONTINUE_SECONDS else 0


def load_preferences() -> Preferences:
    """The remembered settings; missing or damaged values read as the defaults."""
    settings = QSettings()
    speed = _choice(settings, "view/animationSpeed", ANIMATION_SPEEDS, "")
    if not speed:  # remembered before there were speeds: the Animations on/off choice
        old = setting(settings, "animations", True)
        speed = "off" if (old is False or str(old).lower() == "false") else "normal"
    return Preferences(
        language=_choice(settings, "language", LANGUAGES, DEFAULT_LANGUAGE),
        level=_choice(settings, "newgame/level", LEVELS, "expert"),
        animation=speed,
        back_style=_choice(settings, "view/backStyle", BACK_STYLES, BACK_STYLES[0]),
        four_colour=_flag(settings, "view/fourColour"),
        high_contrast=_flag(settings, "view/highContrast"),
        ask_abandon=_flag(settings, ASK_ABANDON_KEY, True),
        auto_continue=_seconds(settings))


def save_preferences(preferences: Preferences) -> None:
    """Remember `preferences` (QSettings)."""
    settings = QSettings()
    settings.setValue("language", preferences.language)
    settings.setValue("newgame/level", preferences.level)
    settings.setValue("view/animationSpeed", preferences.animation)
    settings.setValue("view/backStyle", preferences.back_style)
    settings.setValue("view/fourColour", preferences.four_colour)
    settings.setValue("view/highContrast", preferences.high_contrast)
    settings.setValue(ASK_ABANDON_KEY, preferences.ask_abandon)
    settings.setValue(_AUTO_CONTINUE_KEY, preferences.auto_continue)
