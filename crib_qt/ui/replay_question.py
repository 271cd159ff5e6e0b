"""The question before Restart between the games of a match (RULES.md R7.3, U5, issue
21): Restart then plays the game just won again from its first deal, and takes its
result back from the match score; the question says so (the game in progress questions
are crib_qt/ui/abandon.py's). Nothing counts as lost: the statistics keep the game as it
ended, and Undo brings its end back (issue 15)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..board.match_texts import match_standing
from ..engine import MODE_COMPUTER
from ..game_words import fill, translate
from .abandon import AbandonQuestion

__all__ = ["ReplayQuestion"]


class ReplayQuestion(AbandonQuestion):
    """Play game N of the match again, its result taken back? (`ask()` answers, as for
    `AbandonQuestion`.)

    Args:
        engine: the `GameEngine` between two games of a match (`betweenGames()`).
        names: (seat 0's name, seat 1's name), as the board shows them (two players).
        parent: the window.
    """

    def __init__(self, engine, names: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__("restart", engine.mode, parent)
        self.setObjectName("replayQuestion")
        match = engine.restartState().match  # the games won before the game just won
        self.setText(fill(translate("ReplayQuestion", "Play game %1 of the match again from "
                                                      "its first deal?"), match.game_number))
        standing = match_standing(match.games, match.games_to_win, names,
                                  engine.mode == MODE_COMPUTER)
        self.setInformativeText(" ".join((
            fill(translate("ReplayQuestion", "Its result is taken back. %1, as before it."),
                 standing),
            translate("ReplayQuestion", "The statistics keep the game as it ended."),
            translate("AbandonQuestion", "Undo (Ctrl+Z) brings it back."))))
