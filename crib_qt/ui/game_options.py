"""What a New game starts with: the opponent (the computer at a level, or two players on
one device), the players' names and the match's length (RULES.md R7), remembered in
QSettings for the next New game and the next start. The dialog that edits them is
crib_qt/ui/new_game.py; this module is apart so that the start reads them without
loading the dialog's Qt classes before the board's first frame (issue 14).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings

from ..engine import MODE_COMPUTER, MODE_TWO_PLAYERS
from ..player_names import fit_name
from ..settings_file import text_setting

__all__ = ["GameOptions", "LEVELS", "load_options", "save_options"]

# Computer levels, weakest first (crib_qt.ai.player.LEVELS).
LEVELS = ("easy", "medium", "hard", "expert")


@dataclass(frozen=True)
class GameOptions:
    """What the player chose for a new match.

    Attributes:
        mode: `MODE_COMPUTER` or `MODE_TWO_PLAYERS`.
        level: one of `LEVELS` (against the computer).
        names: the two players' names (two players on one device); empty means the
            default "Player 1"/"Player 2".
        games_to_win: 1 for a single game, 2, 3 or 4 for a match (R7.1).
        skunks_count: in a match, a skunk counts two games, a double skunk three (R7.2).
    """

    mode: str = MODE_COMPUTER
    level: str = "expert"
    names: tuple[str, str] = ("", "")
    games_to_win: int = 1
    skunks_count: bool = True

    def engine_options(self) -> dict:
        """The keyword arguments of `GameEngine.newGame` these options give (mode, level,
        games_to_win, skunks_count)."""
        return {"mode": self.mode, "level": self.level, "games_to_win": self.games_to_win,
                "skunks_count": self.skunks_count}


def load_options() -> GameOptions:
    """The options remembered from the last New game (QSettings), checked: a value that
    is not allowed reads as the default, a name as the dialog would have made it
    (`player_names.fit_name`)."""
    settings = QSettings()
    mode = text_setting(settings, "newgame/mode", MODE_COMPUTER)
    level = text_setting(settings, "newgame/level", "expert")
    names = (fit_name(text_setting(settings, "newgame/name1")),
             fit_name(text_setting(settings, "newgame/name2")))
    games = text_setting(settings, "newgame/games_to_win", "1")
    skunks = text_setting(settings, "newgame/skunks_count", "true")
    return GameOptions(mode if mode in (MODE_COMPUTER, MODE_TWO_PLAYERS) else MODE_COMPUTER,
                       level if level in LEVELS else "expert", names,
                       int(games) if games in ("1", "2", "3", "4") else 1, skunks != "false")


def save_options(options: GameOptions) -> None:
    """Remember `options` for the next New game and the next start."""
    settings = QSettings()
    settings.setValue("newgame/mode", options.mode)
    settings.setValue("newgame/level", options.level)
    settings.setValue("newgame/name1", options.names[0])
    settings.setValue("newgame/name2", options.names[1])
    # as text: an INI file gives every value back as text
    settings.setValue("newgame/games_to_win", str(options.games_to_win))
    settings.setValue("newgame/skunks_count", "true" if options.skunks_count else "false")
