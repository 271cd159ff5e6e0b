"""One category's statistics (`Record`): its counts, averages and file form, for
crib_qt/statistics.py (which describes the file and re-exports `Record` and `RECENT`).
Pure Python, no Qt."""

from __future__ import annotations

from dataclasses import dataclass, field

from .data_files import InvalidData
from .match_result import MatchResult
from .statistics_accuracy import ACCURACY_RECENT, MatchAccuracy

__all__ = ["RECENT", "Record"]

# How many games' final margins are kept and charted (each game of a match too, R7).
RECENT = 20
# Counts in the file above this are not believed.
_MAX_COUNT = 10**9
_PAIRS = ("wins", "skunks", "hand_points", "hands", "crib_points", "cribs", "play_points",
          "best_hand")


@dataclass
class Record:
    """The statistics of one category (lists are per seat, see the module notes)."""

    played: int = 0
    dealt: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])
    skunks: list[int] = field(default_factory=lambda: [0, 0])
    hand_points: list[int] = field(default_factory=lambda: [0, 0])
    hands: list[int] = field(default_factory=lambda: [0, 0])
    crib_points: list[int] = field(default_factory=lambda: [0, 0])
    cribs: list[int] = field(default_factory=lambda: [0, 0])
    play_points: list[int] = field(default_factory=lambda: [0, 0])
    best_hand: list[int] = field(default_factory=lambda: [0, 0])
    recent: list[int] = field(default_factory=list)
    abandoned: int = 0
    accuracy: list[MatchAccuracy] = field(default_factory=list)
    double_skunks: list[int] = field(default_factory=lambda: [0, 0])
    matches: int = 0
    match_wins: list[int] = field(default_factory=lambda: [0, 0])

    def add(self, result: MatchResult) -> None:
        """Count one finished match (or one abandoned: see the module notes)."""
        self.played += 1
        self.abandoned += result.abandoned
        self.dealt += result.dealt
        self.wins[result.winner] += 1
        if result.skunk:
            self.skunks[result.winner] += 1
        if result.double_skunk:
            self.double_skunks[result.winner] += 1
        if result.match_length > 1 and result.match_over:  # R7: a match of several games
            self.matches += 1
            self.match_wins[result.match_winner] += 1
        for seat in (0, 1):
            self.hand_points[seat] += result.hand_points[seat]
            self.hands[seat] += result.hands[seat]
            self.crib_points[seat] += result.crib_points[seat]
            self.cribs[seat] += result.cribs[seat]
            self.play_points[seat] += result.play_points[seat]
            self.best_hand[seat] = max(self.best_hand[seat], result.best_hand[seat])
        if not result.abandoned:  # a game left has no final margin
            self.recent = (self.recent + [result.scores[0] - result.scores[1]])[-RECENT:]

    def skunks_taken(self, seat: int) -> int:
        """Skunks `seat` suffered: the other seat's skunks given."""
        return self.skunks[1 - seat]

    def double_skunks_taken(self, seat: int) -> int:
        """Double skunks `seat` suffered: the other seat's double skunks given."""
        return self.double_skunks[1 - seat]

    def average(self, kind: str, seat: int) -> float | None:
        """Mean points per hand (`kind` "hand"), per crib ("crib") or pegged per hand
        dealt ("play") for `seat`; None before there is anything to average."""
        points, count = {"hand": (self.hand_points, self.hands[seat]),
                         "crib": (self.crib_points, self.cribs[seat]),
                         "play": (self.play_points, self.dealt)}[kind]
        return points[seat] / count if count else None

    def to_data(self) -> dict:
        """The record as the statistics file keeps it (crib_qt/statistics.py)."""
        return {"played": self.played, "dealt": self.dealt,
                **{name: list(getattr(self, name)) for name in _PAIRS},
                "recent": list(self.recent), "abandoned": self.abandoned,
                "double_skunks": list(self.double_skunks), "matches": self.matches,
                "match_wins": list(self.match_wins),
                "accuracy": [a.to_data() for a in self.accuracy],
                "accuracy_matches": [a.facts_data() for a in self.accuracy]}

    @classmethod
    def from_data(cls, data: object, where: str) -> Record:
        """Raises `InvalidData` for anything that `to_data` would not write."""
        if type(data) is not dict:
            raise InvalidData(f"{where} is not an object")

        def count(value, what):
            if type(value) is not int or not 0 <= value <= _MAX_COUNT:
                raise InvalidData(f"{what} of {where} is not a count")
            return value

        def pair(name):
            value = data.get(name)
            if type(value) is not list or len(value) != 2:
                raise InvalidData(f"{name!r} of {where} is not a pair of counts")
            return [count(v, repr(name)) for v in value]

        record = cls(count(data.get("played"), "'played'"), count(data.get("dealt"), "'dealt'"),
                     **{name: pair(name) for name in _PAIRS})
        recent = data.get("recent")
        if (type(recent) is not list or len(recent) > min(RECENT, record.played)
                or any(type(m) is not int or not -121 <= m <= 121 or m == 0 for m in recent)):
            raise InvalidData(f"'recent' of {where} is not a list of final margins")
        record.recent = list(recent)
        record.abandoned = count(data.get("abandoned", 0), "'abandoned'")
        # R7 (issue 21): optional, a file written before has none
        record.double_skunks = pair("double_skunks") if "double_skunks" in data else [0, 0]
        record.matches = count(data.get("matches", 0), "'matches'")
        record.match_wins = pair("match_wins") if "match_wins" in data else [0, 0]
        if sum(record.match_wins) != record.matches:
            raise InvalidData(f"the match wins of {where} do not add up to its matches")
        if any(d > s for d, s in zip(record.double_skunks, record.skunks)):
            raise InvalidData(f"{where} has more double skunks than skunks")
        accuracy = data.get("accuracy", [])
        if type(accuracy) is not list or len(accuracy) > ACCURACY_RECENT * 2:
            raise InvalidData(f"'accuracy' of {where} is not a list of accuracies")
        # what each match was (play-test 29): optional, a file written before (or by an
        # older crib-qt, which drops it) has none; its own list, so older ones read the file
        facts = data.get("accuracy_matches", [None] * len(accuracy))
        if type(facts) is not list or len(facts) != len(accuracy):
            raise InvalidData(f"'accuracy_matches' of {where} does not match its accuracy")
        record.accuracy = [MatchAccuracy.from_data(a, where, f)
                           for a, f in zip(accuracy, facts)]
        if record.abandoned > record.played:
            raise InvalidData(f"{where} has more games abandoned than played")
        if sum(record.wins) != record.played:
            raise InvalidData(f"the wins of {where} do not add up to the matches played")
        if any(s > w for s, w in zip(record.skunks, record.wins)):
            raise InvalidData(f"{where} has more skunks than wins")
        if any(b > 29 for b in record.best_hand) or any(
                p > 29 * n for p, n in zip(record.hand_points + record.crib_points,
                                           record.hands + record.cribs)):
            raise InvalidData(f"{where} has hands above 29 points")
        return record
