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

__all__ = ["SKUNK_LINE", "DOUBLE_SKUNK_LINE", "MATCH_LENGTHS", "MatchScore", "GameStart",
           "game_points", "match_over", "count_game", "next_game", "game_start",
           "new_match", "start_of"]

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


def match_over(state) -> bool:
    """True when `state` (a `GameState`) ends its match: a single game won, or the
    game that gave a seat the games it needed."""
    if state.winner is None:
        return False
    return not state.match.several or state.match.winner is not None


def count_game(state, events: list[Event]):
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


def next_game(state, events: list[Event]):
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
                events: list[Event]):
    from .game import _deal  # the deal itself is the game's (R3.1)
    from .state import GameState

    fresh = GameState(seed=seed, hand_number=hands_before, match=match)
    return _deal(fresh, dealer, events)


def new_match(seed: int, games_to_win: int = 1, skunks_count: bool = True):
    """The first state of a match to `games_to_win` games: its first game at the cut
    for first dealer (R2, R7.3).

    Raises:
        ValueError: a bad seed (see `rules.new_game`) or match length.
    """
    from .game import new_game

    return new_game(seed, MatchScore(games_to_win, skunks_count))


def game_start(seed: int, start: GameStart = GameStart()):
    """The first state of the game `start` of the match with `seed`: the same cards as
    when the match reached it (U5).

    Raises:
        ValueError: a bad seed.
    """
    if start.dealer is None:
        return new_match(seed, start.match.games_to_win, start.match.skunks_count)
    from .game import new_game

    new_game(seed)  # checks the seed
    return _deal_first(seed, start.match, start.dealer, start.hands_before, [])


def start_of(state) -> GameStart:
    """The `GameStart` of the game whose first state is `state` (a `GameState` just
    made by `new_match` or `next_game`)."""
    if state.match.game_number == 1:
        return GameStart(MatchScore(state.match.games_to_win, state.match.skunks_count))
    return GameStart(state.match, state.dealer, state.hand_number - 1)
