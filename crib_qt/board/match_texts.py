"""The table's sentences about a match of several games (RULES.md R7), in the current
language: the match score ("Match: You 2, computer 1 — first to 3"), the end of a game
of a match and of the match, the next game's first dealer.

Plain functions of plain values, as table_texts.py: `names` is (seat 0's name, seat 1's
name), `vs_computer` True when seat 1 is the computer (then seat 0 is "you"); `match` is
the `PlayerView.match` shown (its games_to_win, skunks_count, games, game_number).
Nothing here is said for a single game. What a game counts and whether it was a skunk
come from the shown match score itself (`MatchScore.points_for`, `skunk_of`): the board
never works the rules out again.
"""

from __future__ import annotations

import re
from typing import Sequence

from ..game_words import fill, translate

__all__ = ["match_line", "name_with_games", "game_end_texts",
           "game_counted_line", "game_started_line", "match_standing", "NO_BREAK"]

#: Between a player's name and their games in the match score: the board's word wrap
#: never puts the number alone at the start of a line (ms, fil: "Ana Beatriz 1,
#: Joaquim / 0 — sasaran 2"); read and spoken as a space.
NO_BREAK = "\u00a0"


def match_line(games: Sequence[int], games_to_win: int, names: Sequence[str],
               vs_computer: bool, first: int = 0) -> str:
    """The match score of a match to `games_to_win` games, seat `first`'s `games` first:
    "Match: You 2, computer 1 — first to 3", "Match: Ana 1, Ben 2 — first to 4"; "" for
    a single game (R7.1)."""
    if games_to_win <= 1:
        return ""
    return fill(translate("Match", "Match: %1"),
                _games_line(games, games_to_win, names, vs_computer, first))


def _games_line(games: Sequence[int], games_to_win: int, names: Sequence[str],
                vs_computer: bool, first: int = 0) -> str:
    """"You 2, computer 1 — first to 3" (the end panel's short match score)."""
    other = 1 - first
    if vs_computer and first == 0:
        score = fill(_tied(translate("Match", "You %1, computer %2"), 1, 2), games[0], games[1])
    elif vs_computer:
        score = fill(_tied(translate("Match", "Computer %1, you %2"), 1, 2), games[1], games[0])
    else:
        score = fill(_tied(translate("Match", "%1 %2, %3 %4"), 2, 4), names[first],
                     games[first], names[other], games[other])
    return fill(translate("Match", "%1 — first to %2"), score, games_to_win)


def _tied(template: str, *numbers: int) -> str:
    """`template` (translated) with `NO_BREAK` for the spaces before its placeholders
    `numbers` (%1 ... %9: the games), so each number stays with the name before it,
    in every language and without relying on each translation to say so."""
    for number in numbers:
        template = re.sub(rf"\s+(?=%{number}(?!\d))", NO_BREAK, template)
    return template


def name_with_games(name: str, games: int) -> str:
    """A player's name label with their games won in the match, on two lines: "You",
    "Games: 2"."""
    return fill(translate("Match", "%1\nGames: %2"), name, games)


def _winner_title(winner: int, names: Sequence[str], vs_computer: bool, game: int) -> str:
    """"You win game 2", "The computer wins game 2", "Ana wins game 2"."""
    if vs_computer:
        return (fill(translate("Match", "You win game %1"), game) if winner == 0
                else fill(translate("Match", "The computer wins game %1"), game))
    return fill(translate("Match", "%1 wins game %2"), names[winner], game)


def _match_title(winner: int, names: Sequence[str], vs_computer: bool) -> str:
    """"You win the match!", "The computer wins the match", "Ana wins the match!"."""
    if vs_computer:
        return (translate("Match", "You win the match!") if winner == 0
                else translate("Match", "The computer wins the match"))
    return fill(translate("Match", "%1 wins the match!"), names[winner])


def game_counted_line(points: int, skunk: int = 0) -> str:
    """What a game won in a match counts (R7.2), from the match score's `points_for`
    (`points`: 1, 2 or 3 games) and `skunk_of` (`skunk`: 0, 1 for a skunk, 2 for a double
    skunk): "Skunk: two games", "Double skunk: three games"; with skunks off (a skunk that
    counts one game) "Skunk: one game (skunks are off)"; "" for a game that is no
    skunk."""
    if points == 3:
        return translate("Match", "Double skunk: three games")
    if points == 2:
        return translate("Match", "Skunk: two games")
    if skunk == 2:  # the setting of R7.2 is off: say why it counts one game
        return translate("Match", "Double skunk: one game (skunks are off)")
    if skunk == 1:
        return translate("Match", "Skunk: one game (skunks are off)")
    return ""


def game_end_texts(winner: int, scores: Sequence[int], match, names: Sequence[str],
                   vs_computer: bool) -> tuple[str, str]:
    """(title, text) of the end panel for a game of a match of several games won by
    `winner` with the final `scores`: who won the game (or the match, once it is won),
    the final score, a skunk and what it counted (R7.2; with skunks off, that it counts
    one game and why), the match score (R7.1).
    `match` is the won game's `MatchScore`, its games counted."""
    loser_score = scores[1 - winner]
    if match.winner is not None:
        title = _match_title(match.winner, names, vs_computer)
    else:
        title = _winner_title(winner, names, vs_computer, match.game_number)
    lines = [fill(translate("Board", "Final score %1 to %2"), scores[winner], loser_score)]
    line = game_counted_line(match.points_for(loser_score),  # the rules' count (R7.2)
                             match.skunk_of(loser_score))
    if line:
        lines.append(line)
    # the title says it is a match; the panel's column is narrow (440 units)
    lines.append(_games_line(match.games, match.games_to_win, names, vs_computer))
    return title, "\n".join(lines)


def game_started_line(game: int, dealer: int, names: Sequence[str], vs_computer: bool) -> str:
    """The next game begins (R7.3): "Game 2: the computer deals first", "Game 3: you
    deal first", "Game 2: Ana deals first"."""
    if vs_computer:
        return (fill(translate("Match", "Game %1: you deal first"), game) if dealer == 0
                else fill(translate("Match", "Game %1: the computer deals first"), game))
    return fill(translate("Match", "Game %1: %2 deals first"), game, names[dealer])


def match_standing(games: Sequence[int], games_to_win: int, names: Sequence[str],
                   vs_computer: bool) -> str:
    """How a match of several games stands, the leader's games first (R7.1): "You lead
    1–0 in a match to 3", "The computer leads 2–1 in a match to 4", "Ana leads 1–0 in a
    match to 2", "Tied at 1–1 in a match to 3" (`games` by seat, `games_to_win` 2–4)."""
    if games[0] == games[1]:
        return fill(translate("Match", "Tied at %1–%2 in a match to %3"), games[0], games[1],
                    games_to_win)
    leader = 0 if games[0] > games[1] else 1
    won, lost = games[leader], games[1 - leader]
    if vs_computer:
        return (fill(translate("Match", "You lead %1–%2 in a match to %3"), won, lost,
                     games_to_win) if leader == 0
                else fill(translate("Match", "The computer leads %1–%2 in a match to %3"),
                          won, lost, games_to_win))
    return fill(translate("Match", "%1 leads %2–%3 in a match to %4"), names[leader], won,
                lost, games_to_win)
