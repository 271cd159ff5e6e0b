"""The row of the score log that ends a game of a match of several games (R6.1, R7.2):
who won it and how, as the end panel says it (board/match_texts.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from .game_words import fill

__all__ = ["GameResult"]


@dataclass(frozen=True)
class GameResult:
    """A game of a match won (R6.1, R7.2): its number, its winner (seat), the final
    scores (points, by seat), the games it counted (1, 2 or 3), both seats' games after
    it and the games the match is played to."""

    game: int
    winner: int
    scores: tuple[int, int]
    points: int
    games: tuple[int, int]
    games_to_win: int

    def text(self, names: Sequence[str]) -> str:
        """"Won game 1. Final score 121 to 85. Skunk: two games. Match: You 2, Computer 0
        — first to 3", in the current language, seat 0's `names[0]` first."""
        from .board.match_texts import game_counted_line  # texts the end panel says too
        from .rules.match_score import MatchScore

        translate = QCoreApplication.translate
        loser = self.scores[1 - self.winner]
        games = fill(translate("Match", "%1 %2, %3 %4"), names[0], self.games[0],
                     names[1], self.games[1])
        parts = [fill(translate("ScoreLogModel", "Won game %1"), self.game),
                 fill(translate("Board", "Final score %1 to %2"),
                      self.scores[self.winner], loser),
                 game_counted_line(self.points, MatchScore.skunk_of(loser)),
                 fill(translate("Match", "Match: %1"),
                      fill(translate("Match", "%1 — first to %2"), games,
                           self.games_to_win))]
        return translate("Accessible", ". ").join(part for part in parts if part)
