"""The score of a match (RULES.md R7) as a pure value: the games to win, whether skunks
count extra games, the games won so far, the game being played; and what one game won
counts (`game_points`). No imports from the rest of the rules: every game state holds
one (crib_qt/rules/state.py), and crib_qt/rules/match.py plays the match with it.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["SKUNK_LINE", "DOUBLE_SKUNK_LINE", "MATCH_LENGTHS", "MatchScore", "game_points"]

# The loser is skunked below 91 points, double-skunked below 61 (R7.2).
SKUNK_LINE = 91
DOUBLE_SKUNK_LINE = 61
# The games a match is played to: a single game, or first to 2, 3, 4 (best of 3, 5, 7).
MATCH_LENGTHS = (1, 2, 3, 4)


def game_points(loser_score: int, games_to_win: int = 1, skunks_count: bool = True) -> int:
    """How many games one game won counts for in its match (R7.2).

    Args:
        loser_score: the loser's points when the game ended (0–120).
        games_to_win: the match's length (`MATCH_LENGTHS`); a single game counts 1.
        skunks_count: whether skunks count extra games (the setting of R7.2).

    Returns:
        3 for a double skunk (loser below `DOUBLE_SKUNK_LINE`), 2 for a skunk (below
        `SKUNK_LINE`), else 1; always 1 in a single game or with `skunks_count` off.
    """
    if games_to_win <= 1 or not skunks_count:
        return 1
    if loser_score < DOUBLE_SKUNK_LINE:
        return 3
    return 2 if loser_score < SKUNK_LINE else 1


@dataclass(frozen=True, slots=True)
class MatchScore:
    """The match a game belongs to, and the games won in it so far (R7).

    Attributes:
        games_to_win: games needed to win the match: 1 (a single game), 2, 3 or 4.
        skunks_count: a skunk counts two games and a double skunk three (R7.2).
        games: each seat's games won, game points included; once the game is won,
            with that game's points.
        game_number: the game of the match being played, 1, 2, …

    Raises:
        ValueError: a length not in `MATCH_LENGTHS`, a game count out of range.
    """

    games_to_win: int = 1
    skunks_count: bool = True
    games: tuple[int, int] = (0, 0)
    game_number: int = 1

    def __post_init__(self) -> None:
        if self.games_to_win not in MATCH_LENGTHS or type(self.games_to_win) is not int:
            raise ValueError(f"a match is to 1, 2, 3 or 4 games, not {self.games_to_win!r}")
        if type(self.skunks_count) is not bool:
            raise ValueError("skunks_count is True or False")
        games = self.games
        if (type(games) is not tuple or len(games) != 2
                or any(type(g) is not int or g < 0 for g in games)
                or min(games) >= self.games_to_win
                or max(games) >= self.games_to_win + 3
                or (self.games_to_win == 1 and games != (0, 0))):
            raise ValueError(f"{games!r} are not the games of a match to {self.games_to_win}")
        if (type(self.game_number) is not int or not 1 <= self.game_number <= 1 + sum(games)
                or (self.games_to_win == 1 and self.game_number != 1)):
            raise ValueError(f"game {self.game_number!r} cannot follow the games {games!r}")

    @property
    def several(self) -> bool:
        """True for a match of several games (first to 2, 3 or 4)."""
        return self.games_to_win > 1

    @property
    def winner(self) -> int | None:
        """The seat that has won the match in a match of several games, else None."""
        for seat in (0, 1):
            if self.several and self.games[seat] >= self.games_to_win:
                return seat
        return None

    def points_for(self, loser_score: int) -> int:
        """`game_points` of a game of this match won with the loser at `loser_score`
        (points, 0–120): the games it counts for, 1, 2 or 3 (R7.2)."""
        return game_points(loser_score, self.games_to_win, self.skunks_count)

    @staticmethod
    def skunk_of(loser_score: int) -> int:
        """2 for a double skunk (the loser below `DOUBLE_SKUNK_LINE`), 1 for a skunk
        (below `SKUNK_LINE`), else 0, whatever the match counts for it (R7.2)."""
        return 2 if loser_score < DOUBLE_SKUNK_LINE else 1 if loser_score < SKUNK_LINE else 0
