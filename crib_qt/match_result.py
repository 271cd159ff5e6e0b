"""What one game adds to the statistics, from its events (crib_qt/statistics.py keeps
them): the winner, the points of hands, cribs and pegging, skunks, and for a game of a
match of several games (RULES.md R7) what it counted in its match. Pure Python.

Named in the old words: a "match" here (`MatchResult`, `summarize`) is one *game* to
121 (DESIGN.md "Words"); the match of R7 is told by the `match_*` fields.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from .rules import Dealt, Event, GameCounted, GameStarted, GameWon, HandShown, Scored, ScoreKind
from .rules.match import DOUBLE_SKUNK_LINE, SKUNK_LINE, MatchScore

__all__ = ["SKUNK_LINE", "DOUBLE_SKUNK_LINE", "MatchResult", "summarize", "summarize_abandoned"]


@dataclass(frozen=True)
class MatchResult:
    """What one finished match adds to the statistics (pairs are per seat, in points).

    Attributes:
        winner: the seat that reached 121.
        scores: the final scores.
        hand_points, hands: the points of the hands counted in the show, and how many.
        crib_points, cribs: the same for the cribs.
        play_points: points pegged in the play (go and last card included; his heels not).
        dealt: hands dealt in the match.
        best_hand: the best hand counted in the show (cribs not included).
        abandoned: the loser abandoned the game in progress (Restart, New game); the
            scores are those when it was left.
        games_counted: how many games of its match this game counted for (R7.2): 1, or
            in a match of several games with skunks counting 2 for a skunk (loser below
            91) and 3 for a double skunk (below 61); 1 for an abandoned game.
        match_length: the games needed to win the match this game belongs to (R7.1):
            1 for a single game (the default), 2, 3 or 4 (best of 3, 5, 7).
        match_over: this game ended its match (always for a single game; for an
            abandoned game of a longer match too: leaving the match concedes it).
        match_winner: the seat that won the match when `match_over`, else None
            (left None when `match_over`, it is `winner`).
        match_games: the games each seat has in the match after this game (R7.2);
            left None it is `games_counted` for the winner and 0 for the loser.
    """

    winner: int
    scores: tuple[int, int]
    hand_points: tuple[int, int] = (0, 0)
    hands: tuple[int, int] = (0, 0)
    crib_points: tuple[int, int] = (0, 0)
    cribs: tuple[int, int] = (0, 0)
    play_points: tuple[int, int] = (0, 0)
    dealt: int = 0
    best_hand: tuple[int, int] = (0, 0)
    abandoned: bool = False
    games_counted: int = 1
    match_length: int = 1
    match_over: bool = True
    match_winner: int | None = None
    match_games: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        # the defaults describe a single game, or the game that decides the match
        if self.match_over and self.match_winner is None and self.winner in (0, 1):
            object.__setattr__(self, "match_winner", self.winner)
        if self.match_games is None and self.winner in (0, 1):
            games = [0, 0]
            games[self.winner] = self.games_counted
            object.__setattr__(self, "match_games", tuple(games))

    @property
    def skunk(self) -> bool:
        """True when the loser stayed below `SKUNK_LINE` (a double skunk is a skunk too);
        never for an abandoned game."""
        return not self.abandoned and self.scores[1 - self.winner] < SKUNK_LINE

    @property
    def double_skunk(self) -> bool:
        """True when the loser stayed below `DOUBLE_SKUNK_LINE`; never for an abandoned
        game."""
        return not self.abandoned and self.scores[1 - self.winner] < DOUBLE_SKUNK_LINE


def summarize(events: Iterable[Event]) -> MatchResult:
    """The `MatchResult` of a finished game from all its events, in order (a game of a
    match of several games: its own, from its `GameStarted` on; events before the last
    `GameStarted` are left out).

    Raises:
        ValueError: the events do not end in a `GameWon`.
    """
    result = _tally(events)
    if result.winner < 0:
        raise ValueError("the match is not finished")
    return result


def summarize_abandoned(events: Iterable[Event], scores: tuple[int, int],
                        quitter: int, match: MatchScore | None = None,
                        concedes: bool = True) -> MatchResult:
    """The `MatchResult` of a game `quitter` abandoned in progress (issue 15): lost by
    `quitter`, with `scores` as they were and the hands counted so far (`events`, all
    of the game's, in order; as for `summarize`). In `match` (the game's `MatchScore`,
    default a single game) it counts one game and ends the match, lost by `quitter`
    (leaving concedes it); with `concedes` False (Restart: the match goes on in the game
    played again) it ends nothing.

    Raises:
        ValueError: the game was won (`summarize` counts it then).
    """
    result = _tally(events)
    if result.winner >= 0:
        raise ValueError("the match was won, not abandoned")
    match = match or MatchScore()
    games = list(match.games)
    games[1 - quitter] += 1
    over = concedes or not match.several
    return replace(result, winner=1 - quitter, scores=tuple(scores), abandoned=True,
                   match_length=match.games_to_win, match_over=over,
                   match_winner=1 - quitter if over else None,
                   match_games=(games[0], games[1]))


def _tally(events: Iterable[Event]) -> MatchResult:
    """The counts of `events` (from their last `GameStarted` on); winner -1 and scores
    (0, 0) when nobody won."""
    events = list(events)
    starts = [i for i, event in enumerate(events) if isinstance(event, GameStarted)]
    if starts:  # the games of the match before the last one are not this one
        events = events[starts[-1] + 1:]
    hand_points, hands, crib_points, cribs = [0, 0], [0, 0], [0, 0], [0, 0]
    play_points, best = [0, 0], [0, 0]
    dealt = 0
    won = counted = None
    previous = None
    for event in events:
        if isinstance(event, HandShown):
            total = event.score.total
            if event.is_crib:
                crib_points[event.seat] += total
                cribs[event.seat] += 1
            else:
                hand_points[event.seat] += total
                hands[event.seat] += 1
                best[event.seat] = max(best[event.seat], total)
        elif isinstance(event, Scored):
            # the show's points follow their HandShown; his heels is not pegging
            if not isinstance(previous, HandShown) and not any(
                    item.kind is ScoreKind.HIS_HEELS for item in event.score.items):
                play_points[event.seat] += event.score.total
        elif isinstance(event, Dealt):
            dealt += 1
        elif isinstance(event, GameWon):
            won = event
        elif isinstance(event, GameCounted):
            counted = event
        previous = event
    if won is None:
        return MatchResult(-1, (0, 0), tuple(hand_points), tuple(hands), tuple(crib_points),
                           tuple(cribs), tuple(play_points), dealt, tuple(best))
    match = {} if counted is None else dict(
        games_counted=counted.points, match_length=counted.games_to_win,
        match_over=counted.match_winner is not None, match_winner=counted.match_winner,
        match_games=tuple(counted.games))
    return MatchResult(won.seat, tuple(won.scores), tuple(hand_points), tuple(hands),
                       tuple(crib_points), tuple(cribs), tuple(play_points), dealt, tuple(best),
                       **match)

