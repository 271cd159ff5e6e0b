"""Autosave and resume: the match in progress as versioned JSON in the user's data folder.

The save file (`MatchStore.match_path`, ``match.json`` in
``QStandardPaths.AppDataLocation``) is one UTF-8 JSON object:

    format   "crib-qt-match"
    version  1 (`VERSION`)
    id       the match id, 32 lower-case hex digits (`GameEngine.matchId`)
    seed     the match's seed, a whole number 0 … `MAX_SEED` (U5)
    mode     "computer" or "two_players"
    level    the computer's level, one of `crib_qt.ai.LEVELS`
    names    two players' names ("" = default), each one the New game dialog can produce
             (`player_names.name_problem`: at most `MAX_NAME` UTF-16 code units, trimmed,
             no control characters, line breaks or direction overrides)
    steps    the undo steps, oldest first, redo steps included; each a list of
             `Action.to_data()` values: one human action, then the computer's replies (U4)
    index    the undo index, 0 … len(steps): steps[index:] can be redone
    start    optional (RULES.md R7; a save without it begins with the cut for the deal of
             a single game, as every save did before): the game the steps begin with,
             {"games_to_win": 1-4, "skunks": true/false, "games": [seat 0, seat 1]
             (won before it), "game": its number in the match, "dealer": its first
             dealer (null for game 1, which cuts for the deal), "hands": the hands dealt
             in the match before it, and "opening" when the computer's seat moves first
             in that game: its actions from the game's first state, before the steps,
             each an `Action.to_data()` value (a save without it, made before the
             computer replied, is resumed by asking the computer), and "series" when
             a Restart kept the id the R7 match is counted under (32 hex digits,
             `GameEngine.matchSeries`; without it the one made from "id"), and
             "earlier" for a later game that Restart replays: the actions of the games
             of the match before it (issue 21, crib_qt/persistence_earlier.py; a save
             without it keeps nothing of them)}. The steps may go on through `NextGame`
             into the match's next games (R7.3).
    reviews  optional (issue 19; a save without it has none): the coach's reviews of the
             players' decisions, each `decision_review.Decision.to_data()`, its "index"
             the action's number over all the steps' actions in order; each must review
             a human player's discard or play at that very place of the history

Keys not named here are ignored wherever they are (in "start", "earlier" and "from" as
at the top): that is how "start", "opening", "series", "earlier" and "reviews" joined
version 1, and why a reader older than one of them loads a newer save (dropping that
key when it saves again). A key named here is checked by name.

Named in the old words: "match" in this file (the file ``match.json``, `SavedMatch`,
"id") is the run of undo steps that New game or Restart begins; it may hold several
games of an R7 match, and after Restart of a later game the match's earlier games are
in "start"/"earlier".

Writing is atomic (`write_atomic`): a crash, a kill or a power cut leaves the old file or
the new one, never a mix. The window hands the file's bytes to the store's `SaveWriter`
(crib_qt/save_writer.py), which writes them on a thread of its own; `load_match` first
waits for this process's pending writes of the file, so it reads the newest. Reading
trusts nothing: it reads at most `MAX_FILE_BYTES` of a regular file, parses plain JSON
(never pickle or eval) with bounded numbers and nesting, checks every field's type and
range, bounds the number of steps and actions, and replays the whole history through
the rules, turn by turn. A file that fails is moved aside (renamed with a time-stamp
suffix, never overwritten or deleted) and reported with `DamagedFile`. A file that
cannot be read now (another program holds it: on Windows a sharing or lock violation) is
not damaged: `LockedFile` leaves it where it is, untouched, to be resumed at the next
start; the window saves nothing over it meanwhile.

Here: the store of the game's files, saving, loading and restoring. What a save holds is
in crib_qt/persistence_format.py, its writing in persistence_write.py, its reading and
checking in persistence_read.py (the coach's reviews: persistence_reviews.py; the games
before a restarted game: persistence_earlier.py); the file safety itself (bounded reads,
atomic writes, moving aside) is in crib_qt/data_files.py. Their public names are all
offered here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from .player_names import MAX_NAME
# the file safety, offered here too (the statistics and the tests take it from here)
from .data_files import (MAX_FILE_BYTES, DamagedFile, InvalidData, LockedFile, SaveError,
                         WriteError, data_dir, load_json_file, move_aside, parse_json, read_bounded,
                         remove_stale_temporaries, write_atomic)
from .save_writer import SaveWriter, shared_writer, wait_for_writes
# the format, its reading and its writing (persistence_*.py), offered here
from .persistence_format import FORMAT, MAX_ACTIONS, MAX_STEPS, VERSION, SavedMatch
from .persistence_read import match_from_bytes
from .persistence_write import match_to_bytes

if TYPE_CHECKING:
    from .engine import GameEngine

__all__ = ["FORMAT", "VERSION", "MAX_FILE_BYTES", "MAX_STEPS", "MAX_ACTIONS", "MAX_NAME",
           "SaveError", "InvalidData", "DamagedFile", "LockedFile", "WriteError", "SavedMatch",
           "MatchStore", "data_dir", "match_to_bytes", "match_from_bytes", "save_match",
           "load_match", "restore_match", "read_bounded", "parse_json", "write_atomic",
           "move_aside", "load_json_file", "remove_stale_temporaries"]


def save_match(path: Path, engine: GameEngine, names: Sequence[str] = ("", "")) -> None:
    """Write `engine`'s match to `path` atomically.

    Raises:
        WriteError: it could not be written; the previous save is intact.
    """
    write_atomic(path, match_to_bytes(engine, names))


def load_match(path: Path, defer_earlier: bool = False) -> SavedMatch | None:
    """The match saved at `path`, checked; None when there is none. Waits first for the
    writes of `path` this process has pending (`wait_for_writes`), so it reads the newest
    save and never takes the temporary file of a write in progress for a stale one.
    With `defer_earlier` the games before its run ("earlier") are checked but wait to
    be replayed after the first frame (`SavedMatch.earlier_waiting`, `restore_match`;
    issue 14: a game-7 save's 816 earlier actions cost 149 ms before it).

    Raises:
        LockedFile: the file cannot be read now (another program holds it); it was left
            as it is and must not be overwritten (check for it before `DamagedFile`).
        DamagedFile: the file is not a valid save; it was moved aside (see its `aside`).
    """
    wait_for_writes(path)
    return load_json_file(path, lambda data: match_from_bytes(data, defer_earlier))


def restore_match(engine: GameEngine, saved: SavedMatch) -> None:
    """Make `saved` the engine's match: position, undo and redo steps (U4). A save read
    with `defer_earlier` leaves its earlier games waiting (`GameEngine.earlierGamesWaiting`,
    taken in by crib_qt/ui/earlier_replay.py once the board is painted)."""
    engine.restoreMatch(saved.seed, saved.steps, saved.index, mode=saved.mode,
                        level=saved.level, match_id=saved.match_id, start=saved.start,
                        opening=saved.opening, series=saved.series, earlier=saved.earlier,
                        earlier_waiting=saved.earlier_waiting, replayed=saved.replayed)


class MatchStore:
    """The game's files in one data folder.

    Args:
        directory: see `directory`.
        writer: the `SaveWriter` that writes the match off the GUI thread; None for the
            process's own (`shared_writer`, made when first asked for).
        read_only: see `read_only`.

    Attributes:
        directory: the folder (created when a file is first written).
        match_path: the autosaved match, ``match.json``.
        statistics_path: the statistics, ``statistics.json`` (crib_qt/statistics.py).
        read_only: the folder cannot be written (issue 18): the saved match is read and
            resumed, and its writer writes nothing (the player is told so once).
    """

    MATCH_FILE = "match.json"
    STATISTICS_FILE = "statistics.json"

    def __init__(self, directory: Path | str, writer: SaveWriter | None = None,
                 read_only: bool = False) -> None:
        self.directory = Path(directory)
        self.match_path = self.directory / self.MATCH_FILE
        self.statistics_path = self.directory / self.STATISTICS_FILE
        self.read_only = read_only
        self._writer = writer

    @property
    def writer(self) -> SaveWriter:
        """The `SaveWriter` of the match file (see Args); for a `read_only` store, one
        that writes nothing."""
        if self._writer is None:
            self._writer = SaveWriter(_write_nothing) if self.read_only else shared_writer()
        return self._writer

    @classmethod
    def default(cls) -> MatchStore:
        """The store in the user's data folder (`data_dir`)."""
        return cls(data_dir())


def _write_nothing(_path: Path, _data: bytes) -> None:
    """The write of a read-only store: the folder cannot be written, and the player was
    told so once (a failure after every move would say it again and again)."""
