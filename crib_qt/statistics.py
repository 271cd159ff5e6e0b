"""Statistics of finished matches, per opponent: pure bookkeeping plus one JSON file.

Matches are counted per *category*: the computer's level (``"computer/easy"`` …
``"computer/expert"``) or two players on one device (``"two_players"``). Numbers are
kept per seat: seat 0 is the human against the computer, the first player with two
players. All points are game points.

The file (``statistics.json``, `persistence.MatchStore.statistics_path`) is one UTF-8
JSON object, written atomically and read with the same care as the saved match:

    format      "crib-qt-statistics"
    version     1 (`VERSION`)
    categories  {category: record}; a record (`Record.to_data`) has
                played (int), dealt (int, hands dealt), wins, skunks, hand_points, hands,
                crib_points, cribs, play_points, best_hand (each [seat 0, seat 1] ints),
                recent ([int], the final margins of the last `RECENT` games won, each
                game of a match of several games too, seat 0 minus seat 1, in points),
                abandoned (int, of `played`: games lost by abandoning them; optional,
                0 when missing),
                double_skunks (optional, [0, 0] when missing: [seat 0, seat 1] ints, of
                `skunks`: those below 61), matches (optional, 0 when missing: matches of
                several games finished, RULES.md R7), match_wins (optional, [0, 0]:
                those each seat won; they add up to `matches`),
                accuracy (optional, issue 19: [] when missing): the last
                `ACCURACY_RECENT` finished matches' accuracy, oldest first, each
                [seat, decisions, points lost, decisions equal to the expert's],
                accuracy_matches (optional, play-test 29: all null when missing; as
                long as accuracy): what each of those matches was, null when not
                known, else [games to win (1: a single game), the day it ended
                ("2026-12-02"), "won" / "lost" / "abandoned", [points or games of
                that seat, of the other]] (`MatchAccuracy.facts_data`)
    counted     the ids of the last `MAX_COUNTED` matches counted, oldest first
    accuracy_counted  (optional) the same for the matches whose accuracy is kept
    achievements  (optional, issue 21: empty when missing) the player's achievements and
                the counts they need (crib_qt/achievement_book.py)

A match's accuracy (`record_accuracy`) is kept once, when the coach has reviewed every
decision of the finished match: the average points lost per decision (lost /
decisions) and the share of decisions equal to the expert's (same / decisions), per
seat that a person played (seat 0 against the computer, both with two players).

Named in the old words: a "match" in `played`, `wins`, `counted` and the names here
(`record_match`, `MatchResult`) is one *game* to 121; `matches` and `match_wins`
count matches of several games (R7), each a series of games counted one by one.

A game is counted once, when its win is first reached: finishing it again after
undo does not count it again (its id is in `counted`). Restart and New game start
a new game with a new id; each game of a match of several games has its own id
(`GameEngine.gameId`). A match is counted when its last game is: the game that won
it, or an abandoned game of it (leaving a match concedes it); a match left between its
games is counted alone (`Statistics.concede`, under its `series_id`).
The match's own result is counted once, under its `series_id` (kept in `counted` too):
a match conceded, brought back by Undo and finished counts its later games, not a
second match result (nor, issue 21, a match achievement).

A game against the computer that Restart or New game abandons in progress (dealt, not
won) counts as lost once the new game's first move is made (issue 15,
`summarize_abandoned`): it adds to `played`, to the computer's wins and to `abandoned`,
with the points of the hands counted so far, but no skunk and no final margin. Two
players' abandoned games count for neither player.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from .achievement_book import AchievementBook
from .data_files import (DamagedFile, InvalidData, LockedFile, load_json_file, parse_json,
                         write_atomic)
from .match_result import DOUBLE_SKUNK_LINE, SKUNK_LINE, MatchResult, summarize, summarize_abandoned
from .statistics_accuracy import ACCURACY_RECENT, MatchAccuracy
from .statistics_record import RECENT, Record

__all__ = [
    "ACCURACY_RECENT",
    "CATEGORIES",
    "DOUBLE_SKUNK_LINE",
    "FORMAT",
    "MAX_COUNTED",
    "RECENT",
    "SKUNK_LINE",
    "VERSION",
    "MatchAccuracy",
    "MatchResult",
    "Record",
    "Statistics",
    "category",
    "load_statistics",
    "record_accuracy",
    "record_conceded",
    "record_match",
    "save_statistics",
    "series_id",
    "summarize",
    "summarize_abandoned",
    "update_statistics",
]

FORMAT = "crib-qt-statistics"
VERSION = 1
CATEGORIES = ("computer/easy", "computer/medium", "computer/hard", "computer/expert",
              "two_players")
# How many counted match ids are remembered (a match is rarely undone after that many).
MAX_COUNTED = 500
_MATCH_ID = re.compile(r"[0-9a-f]{32}")


def category(mode: str, level: str) -> str:
    """The category of a match: ``"two_players"`` or ``"computer/<level>"``.

    Raises:
        ValueError: an unknown mode or level.
    """
    name = "two_players" if mode == "two_players" else f"computer/{level}"
    if mode not in ("computer", "two_players") or name not in CATEGORIES:
        raise ValueError(f"no statistics for mode {mode!r}, level {level!r}")
    return name


@dataclass
class Statistics:
    """Every category's `Record` and the ids of the matches already counted."""

    records: dict[str, Record] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)
    accuracy_counted: list[str] = field(default_factory=list)
    achievements: AchievementBook = field(default_factory=AchievementBook)

    def record(self, name: str) -> Record:
        """The record of category `name` (an empty one if nothing was counted)."""
        if name not in CATEGORIES:
            raise ValueError(f"unknown statistics category {name!r}")
        return self.records.get(name) or Record()

    def add(self, match_id: str, name: str, result: MatchResult, series: str = "") -> bool:
        """Count a finished (or abandoned) game once: False (and nothing changes) if
        `match_id` was counted before.

        Args:
            match_id: the game's id (32 hex digits, `GameEngine.gameId`).
            name: its category (`CATEGORIES`).
            result: what it counted (`summarize`, `summarize_abandoned`).
            series: the `series_id` of its match of several games (R7), "" for none: a
                game that ends a match already counted (conceded, then brought back by
                Undo and finished) is counted as a game, not as a second match result.
        """
        if match_id in self.counted:
            return False
        if series and result.match_length > 1 and result.match_over:
            if series in self.counted:
                result = replace(result, match_over=False, match_winner=None)
            else:
                self.counted = (self.counted + [series])[-MAX_COUNTED:]
        record = self.record(name)
        record.add(result)
        self.records[name] = record
        self.achievements.countGame(name, result, game=match_id)  # issue 21
        self.counted = (self.counted + [match_id])[-MAX_COUNTED:]
        return True

    def concede(self, match_id: str, name: str, quitter: int) -> bool:
        """Count a match of several games that `quitter` left between its games (R7) as
        won by the other seat, once: its games were counted as they ended; `match_id`
        is the match's `series_id` (its later games, brought back by Undo, are counted
        as they end, but not its result again). False (nothing changes) if counted."""
        if match_id in self.counted:
            return False
        record = self.record(name)
        record.matches += 1
        record.match_wins[1 - quitter] += 1
        self.records[name] = record
        self.counted = (self.counted + [match_id])[-MAX_COUNTED:]
        return True

    def addAccuracy(self, match_id: str, name: str, accuracy: Iterable[MatchAccuracy]
                    ) -> bool:
        """Keep a finished match's `accuracy` (one per seat played) once: False (and
        nothing changes) if `match_id`'s was kept before."""
        if match_id in self.accuracy_counted:
            return False
        record = self.record(name)
        record.accuracy = (record.accuracy + sorted(accuracy, key=lambda a: a.seat)
                           )[-2 * ACCURACY_RECENT:]
        self.records[name] = record
        self.accuracy_counted = (self.accuracy_counted + [match_id])[-MAX_COUNTED:]
        return True

    def reset(self) -> None:
        """Forget every record (the counted ids stay: an undone match is not recounted)."""
        self.records.clear()

    def to_bytes(self) -> bytes:
        """The statistics file's content (UTF-8 JSON, see the module notes)."""
        data = {"format": FORMAT, "version": VERSION,
                "categories": {name: r.to_data() for name, r in sorted(self.records.items())},
                "counted": list(self.counted),
                "accuracy_counted": list(self.accuracy_counted),
                "achievements": self.achievements.to_data()}
        return json.dumps(data, separators=(",", ":")).encode("utf-8")

    @classmethod
    def from_bytes(cls, data: bytes) -> Statistics:
        """Parse and check a statistics file's content.

        Raises:
            InvalidData: naming the first problem.
        """
        root = parse_json(data)
        if type(root) is not dict or root.get("format") != FORMAT:
            raise InvalidData("it is not a crib-qt statistics file")
        version = root.get("version")
        if type(version) is not int or version != VERSION:
            raise InvalidData(f"it has an unknown version; this program reads version {VERSION}")
        categories, counted = root.get("categories"), root.get("counted")
        if type(categories) is not dict:
            raise InvalidData("'categories' is not an object")
        unknown = [name for name in categories if name not in CATEGORIES]
        if unknown:
            raise InvalidData("it has an unknown category")
        if (type(counted) is not list or len(counted) > MAX_COUNTED
                or any(type(i) is not str or not _MATCH_ID.fullmatch(i) for i in counted)):
            raise InvalidData("'counted' is not a list of match ids")
        accuracy_counted = root.get("accuracy_counted", [])
        if (type(accuracy_counted) is not list or len(accuracy_counted) > MAX_COUNTED
                or any(type(i) is not str or not _MATCH_ID.fullmatch(i)
                       for i in accuracy_counted)):
            raise InvalidData("'accuracy_counted' is not a list of match ids")
        return cls({name: Record.from_data(value, repr(name))
                    for name, value in categories.items()}, list(counted),
                   list(accuracy_counted), AchievementBook.from_data(
                       root.get("achievements", {"earned": {}, "finished": 0, "wins": 0,
                                                 "streak": 0}), InvalidData))


def load_statistics(path: Path) -> Statistics:
    """The statistics in `path`; empty ones when there is no file.

    Raises:
        DamagedFile: the file is not valid; it was moved aside (never overwritten).
    """
    return load_json_file(path, Statistics.from_bytes) or Statistics()


def save_statistics(path: Path, statistics: Statistics) -> None:
    """Write `statistics` to `path` atomically. Raises `WriteError`."""
    write_atomic(path, statistics.to_bytes())


def record_match(path: Path | None, statistics: Statistics, match_id: str, name: str,
                 result: MatchResult, series: str = ""
                 ) -> tuple[Statistics, bool, DamagedFile | None]:
    """Count a finished game in the file `path` (read, `Statistics.add`, write atomically).

    With `path` None only `statistics` (in memory) is updated. The file is read again
    first, so another window's counts are kept; a damaged file is moved aside and
    counting starts afresh.

    Returns:
        (the statistics now, whether the match was new, the `DamagedFile` if any).

    Raises:
        WriteError: the new statistics could not be written (the old file is intact).
    """
    return update_statistics(path, statistics, lambda s: s.add(match_id, name, result, series))


def record_conceded(path: Path | None, statistics: Statistics, match_id: str, name: str,
                    quitter: int) -> tuple[Statistics, bool, DamagedFile | None]:
    """Count a match `quitter` left between its games (`Statistics.concede`) in the file
    `path`, as `record_match` counts a game.

    Raises:
        WriteError: as `record_match`.
    """
    return update_statistics(path, statistics, lambda s: s.concede(match_id, name, quitter))


def record_accuracy(path: Path | None, statistics: Statistics, match_id: str, name: str,
                    accuracy: Iterable[MatchAccuracy]
                    ) -> tuple[Statistics, bool, DamagedFile | None]:
    """Keep a finished match's accuracy (issue 19, one `MatchAccuracy` per seat played)
    in the file `path`, once per match, as `record_match` counts a match.

    Raises:
        WriteError: as `record_match`.
    """
    accuracy = list(accuracy)
    return update_statistics(path, statistics,
                             lambda s: s.addAccuracy(match_id, name, accuracy))


def update_statistics(path: Path | None, statistics: Statistics,
                      add: Callable[[Statistics], bool]
                      ) -> tuple[Statistics, bool, DamagedFile | None]:
    """Change the statistics file `path` safely: read it again (another window's counts
    are kept; a damaged file is moved aside and counting starts afresh), call
    `add(statistics)` on what was read, and write it back atomically when `add`
    returned True. With `path` None only `statistics` (in memory) is changed. Every
    ``record_*`` function is one of these; crib_qt/ui/achievement_keeper.py keeps the
    achievements with it.

    Returns:
        (the statistics now, what `add` returned, the `DamagedFile` if any). A
        damaged file that could not be moved aside is never overwritten: the
        statistics are then a fresh, unsaved object. A file held by another program
        (`LockedFile`) is not damaged and is not written either: `add` changes
        `statistics`, those read before, kept for the session unsaved.

    Raises:
        WriteError: the new statistics could not be written (the old file is intact).
    """
    problem = None
    if path is not None:
        try:
            statistics = load_statistics(path)
        except LockedFile as exc:  # whole but held for now: what was read stays shown
            return statistics, add(statistics), exc
        except DamagedFile as exc:
            problem = exc
            statistics = Statistics()
            if exc.aside is None:  # it stays where it is: never overwrite it
                return statistics, add(statistics), problem
    added = add(statistics)
    if added and path is not None:
        save_statistics(path, statistics)
    return statistics, added, problem


def series_id(run_id: str) -> str:
    """The id a match of several games (R7) is counted under, beside its games' ids:
    32 hex digits made from `run_id` (`GameEngine.matchId` of the undo steps New game
    began), so its result (a concession, or its last game) is counted once. Restart,
    which plays on in the same match with a new run id, keeps it
    (`GameEngine.matchSeries`, `MatchInfo.series`, issue 21)."""
    import hashlib  # here: not before the first frame (issue 14)

    return hashlib.blake2b(f"{run_id}:series".encode(), digest_size=16).hexdigest()
