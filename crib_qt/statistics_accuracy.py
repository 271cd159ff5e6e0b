"""A match's accuracy in the statistics (issue 19): how close a player's decisions came to
the expert's over one finished match (crib_qt/statistics.py keeps them per category),
with what the match was (play-test 29 item 6): a single game or a match of several games
and its length (R7), the day it ended and its result for that player."""

from __future__ import annotations

from dataclasses import dataclass

from .data_files import InvalidData

__all__ = ["ACCURACY_RECENT", "RESULTS", "MatchAccuracy", "match_facts"]

# How many matches' accuracy a category keeps, per seat.
ACCURACY_RECENT = 50
# A match's result for one seat: it won, it lost, or the match was abandoned (R7: left by
# New game after one or more finished games).
RESULTS = ("won", "lost", "abandoned")


@dataclass(frozen=True)
class MatchAccuracy:
    """One seat's accuracy over one finished match (issue 19), and what the match was.

    Attributes:
        seat: 0 or 1.
        decisions: how many decisions counted (1 …).
        lost: points lost against the expert over them (>= 0).
        same: how many were the expert's own choice (0 … decisions).
        games_to_win: 1 for a single game, 2–4 for a match of several games (R7.1);
            None when kept before play-test 29 (the file did not say).
        date: the day the match ended or was left, ISO 8601 ("2026-12-02", the
            player's local date); None when kept before play-test 29.
        result: `RESULTS`, for `seat`; None when kept before play-test 29.
        score: (`seat`'s, the other seat's): points in a single game, games won in a
            match of several games (when it was left, for one abandoned); None when
            kept before play-test 29.
    """

    seat: int
    decisions: int
    lost: float
    same: int
    games_to_win: int | None = None
    date: str | None = None
    result: str | None = None
    score: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        # all four facts or none: `facts_data` writes them together, and a part of them
        # would make the statistics file unwritable
        known = [f is not None for f in (self.games_to_win, self.date, self.result, self.score)]
        if any(known) and not all(known):
            raise ValueError("a match's games_to_win, date, result and score go together")

    @property
    def mean_cost(self) -> float:
        """Average points lost per decision."""
        return self.lost / self.decisions

    @property
    def share(self) -> float:
        """The share of decisions equal to the expert's, 0–1."""
        return self.same / self.decisions

    def to_data(self) -> list:
        """The four numbers the file's ``accuracy`` list keeps (as before play-test 29:
        an older crib-qt still reads the file); `facts_data` has the rest."""
        return [self.seat, self.decisions, self.lost, self.same]

    def facts_data(self) -> list | None:
        """What the match was, as the file's ``accuracy_matches`` keeps it:
        [games_to_win, date, result, [score, score]], or None when not known."""
        if self.games_to_win is None:
            return None
        return [self.games_to_win, self.date, self.result, list(self.score)]

    @classmethod
    def from_data(cls, data: object, where: str, facts: object = None) -> MatchAccuracy:
        """The accuracy from the file's four numbers `data` and `facts` (`facts_data`'s
        form, None when not known). Raises `InvalidData` for anything `to_data` and
        `facts_data` would not write."""
        if type(data) is not list or len(data) != 4:
            raise InvalidData(f"an accuracy of {where} is not four numbers")
        seat, decisions, lost, same = data
        if (seat not in (0, 1) or type(seat) is not int or type(decisions) is not int
                or not 1 <= decisions <= 100_000 or type(same) is not int
                or not 0 <= same <= decisions or type(lost) not in (int, float)
                or not 0 <= lost <= 30 * decisions):
            raise InvalidData(f"an accuracy of {where} is out of range")
        if facts is None:
            return cls(seat, decisions, float(lost), same)
        return cls(seat, decisions, float(lost), same, *_facts(facts, where))


def _facts(facts: object, where: str) -> tuple[int, str, str, tuple[int, int]]:
    from datetime import date  # here: not before the first frame (issue 14)

    problem = InvalidData(f"a match of {where}'s accuracy is not described as written")
    if type(facts) is not list or len(facts) != 4:
        raise problem
    games_to_win, day, result, score = facts
    if (type(games_to_win) is not int or not 1 <= games_to_win <= 4
            or result not in RESULTS or type(score) is not list or len(score) != 2
            or any(type(s) is not int or not 0 <= s <= 121 for s in score)
            or type(day) is not str or len(day) != 10):
        raise problem
    try:
        written = date.fromisoformat(day).isoformat() == day  # not "2026-W49-3"
    except ValueError:
        written = False
    if not written:
        raise problem
    return games_to_win, day, result, (score[0], score[1])


def match_facts(state, seat: int, abandoned: bool = False, day=None) -> dict:
    """What the match of `state` was for `seat`, as `MatchAccuracy`'s keyword arguments
    (games_to_win, date, result, score).

    Args:
        state: the match's last `GameState` (won; or, with `abandoned`, as it was left).
        seat: 0 or 1.
        abandoned: the match was left (New game) before it was won.
        day: a `datetime.date`, today's (local) when None.
    """
    from datetime import date  # here: not before the first frame (issue 14)

    match = state.match
    if match.several:
        score, winner = match.games, match.winner
    else:
        score, winner = state.scores, state.winner
    result = ("abandoned" if abandoned or winner is None
              else "won" if winner == seat else "lost")
    return {"games_to_win": match.games_to_win,
            "date": (day or date.today()).isoformat(), "result": result,
            "score": (score[seat], score[1 - seat])}
