"""Match play (RULES.md R7): a series of games to 121, as pure values. No Qt.

A *game* is one race to 121 (R1–R6); a *match* is a series of games, one game unless
the players chose to play to 2, 3 or 4 games (best of 3, 5 or 7, R7.1). Each
`GameState` carries its match's `MatchScore`. In a match of several games the game
won adds its game points (`game_points`: 2 for a skunk, 3 for a double skunk unless
that is turned off, R7.2) to the winner's games, and until one seat has enough games
the finished game offers `NextGame`: the loser deals the next game's first hand, with
no cut for first dealer (R7.3). Deals are numbered through the match (`hand_number`
goes on counting), so every hand of the match has its own shuffle (U5).

A single game (`MatchScore()`, games_to_win 1) is exactly the seeds' game: its state
never changes its match, and winning it emits no `GameCounted`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .actions import Event, GameCounted, GameStarted
from .dealing import check_seed, deal
from .match_score import DOUBLE_SKUNK_LINE, MATCH_LENGTHS, SKUNK_LINE, MatchScore, game_points
from .state import GameState

__all__ = ["SKUNK_LINE", "DOUBLE_SKUNK_LINE", "MATCH_LENGTHS", "MatchScore", "GameStart",
           "game_points", "match_over", "count_game", "next_game", "game_start",
           "new_match", "start_of"]

@dataclass(frozen=True, slots=True)
class GameStart:
    """Where a game of a match begins, all a restart or a save needs to rebuild its
    first state with `game_start` (U5).

    Attributes:
        match: its `MatchScore` at its beginning (the games won before it).
        dealer: the first dealer, the last game's loser (R7.3); None for the first
            game, which cuts for the deal (R2).
        hands_before: the hands dealt in the match before it (0 for the first game).
    """

    match: MatchScore = MatchScore()
    dealer: int | None = None
    hands_before: int = 0

    def __post_init__(self) -> None:
        first = self.match.game_number == 1
        if first != (self.dealer is None) or (first and self.hands_before != 0):
            raise ValueError("only the first game of a match cuts for the deal (R7.3)")
        if self.dealer not in (0, 1, None) or type(self.hands_before) is not int \
                or not 0 <= self.hands_before <= 10**6:
            raise ValueError("a game starts with dealer 0 or 1 after a count of hands")


def match_over(state: GameState) -> bool:
    """True when `state` ends its match: a single game won, or the
    game that gave a seat the games it needed."""
    if state.winner is None:
        return False
    return not state.match.several or state.match.winner is not None


def count_game(state: GameState, events: list[Event]) -> GameState:
    """The won `state` with its game counted in its match of several games (R7.2),
    reporting `GameCounted` in `events`; a single game's state unchanged."""
    match = state.match
    if not match.several:
        return state
    winner = state.winner
    points = game_points(state.scores[1 - winner], match.games_to_win, match.skunks_count)
    games = list(match.games)
    games[winner] += points
    match = replace(match, games=(games[0], games[1]))
    events.append(GameCounted(winner, points, match.games, match.winner, match.games_to_win))
    return replace(state, match=match)


def next_game(state: GameState, events: list[Event]) -> GameState:
    """The next game of the match after the won `state`: scores back to 0, the loser
    deals its first hand (R7.3), the deals numbered on. `events` gets `GameStarted`,
    then the deal's.

    Raises:
        ValueError: the game is not won, or the match is over (`IllegalAction` is
            raised for it by `rules.apply`).
    """
    if state.winner is None or match_over(state):
        raise ValueError("no next game: the game is not won or the match is over")
    match = replace(state.match, game_number=state.match.game_number + 1)
    loser = 1 - state.winner
    events.append(GameStarted(match.game_number, loser))
    return _deal_first(state.seed, match, loser, state.hand_number, events)


def _deal_first(seed: int, match: MatchScore, dealer: int, hands_before: int,
                events: list[Event]) -> GameState:
    fresh = GameState(seed=seed, hand_number=hands_before, match=match)
    return deal(fresh, dealer, events)


def new_match(seed: int, games_to_win: int = 1, skunks_count: bool = True) -> GameState:
    """The first state of a match to `games_to_win` games: its first game at the cut
    for first dealer (R2, R7.3); for a single game exactly `rules.new_game(seed)` (it
    has no skunk setting).

    Raises:
        ValueError: a bad seed (see `rules.new_game`) or match length.
    """
    match = MatchScore(games_to_win, skunks_count)
    return GameState(seed=check_seed(seed), match=match if match.several else MatchScore())


def game_start(seed: int, start: GameStart = GameStart()) -> GameState:
    """The first state of the game `start` of the match with `seed`: the same cards as
    when the match reached it (U5).

    Raises:
        ValueError: a bad seed.
    """
    if start.dealer is None:
        return new_match(seed, start.match.games_to_win, start.match.skunks_count)
    return _deal_first(check_seed(seed), start.match, start.dealer, start.hands_before, [])


def start_of(state: GameState) -> GameStart:
    """The `GameStart` of the game whose first state is `state` (a `GameState` just
    made by `new_match` or `next_game`)."""
    if state.match.game_number == 1:
        return GameStart(MatchScore(state.match.games_to_win, state.match.skunks_count))
    return GameStart(state.match, state.dealer, state.hand_number - 1)
