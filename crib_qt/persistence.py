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
             `GameEngine.matchSeries`; without it the one made from "id")}. The steps
             may go on through `NextGame` into the match's next games (R7.3).

Named in the old words: "match" in this file (the file ``match.json``, `SavedMatch`,
"id") is the run of undo steps that New game or Restart begins; it may hold several
games of an R7 match.
    reviews  optional (issue 19; a save without it has none): the coach's reviews of the
             players' decisions, each `decision_review.Decision.to_data()`, its "index"
             the action's number over all the steps' actions in order; each must review
             a human player's discard or play at that very place of the history

Writing is atomic (`write_atomic`): a crash, a kill or a power cut leaves the old file or
the new one, never a mix. The window hands the file's bytes to the store's `SaveWriter`
(crib_qt/save_writer.py), which writes them on a thread of its own; `load_match` first
waits for this process's pending writes of the file, so it reads the newest. Reading
trusts nothing: it reads at most `MAX_FILE_BYTES` of a regular file, parses plain JSON
(never pickle or eval) with bounded numbers and nesting, checks every field's type and
range, bounds the number of steps and actions, and replays the whole history through
the rules, turn by turn. A file that fails is moved aside (renamed with a time-stamp
suffix, never overwritten or deleted) and reported with `DamagedFile`.

The file safety itself (bounded reads, atomic writes, moving aside) is in
crib_qt/data_files.py; its names are also offered here.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from .ai import LEVELS
from .player_names import MAX_NAME, fit_name, name_problem
# the file safety, offered here too (the statistics and the tests take it from here)
from .data_files import (MAX_FILE_BYTES, DamagedFile, InvalidData, SaveError, WriteError,
                         data_dir, load_json_file, move_aside, parse_json, read_bounded,
                         remove_stale_temporaries, write_atomic)
from .save_writer import SaveWriter, shared_writer, wait_for_writes
from .save_values import action_value as _action, field as _field, kind_name as _kind
from .decision_review import Decision, check_decision, decision_positions
from .turns import COMPUTER, MODE_COMPUTER, MODES, record_replies, replay_turn
from .rules import (Action, GameStart, GameState, IllegalAction, MatchScore, game_start,
                    match_over)
from .rules.game import MAX_SEED

if TYPE_CHECKING:
    from .engine import GameEngine

__all__ = ["FORMAT", "VERSION", "MAX_FILE_BYTES", "MAX_STEPS", "MAX_ACTIONS", "MAX_NAME",
           "SaveError", "InvalidData", "DamagedFile", "WriteError", "SavedMatch", "MatchStore",
           "data_dir", "match_to_bytes", "match_from_bytes", "save_match", "load_match",
           "restore_match", "read_bounded", "parse_json", "write_atomic", "move_aside",
           "load_json_file", "remove_stale_temporaries"]

FORMAT = "crib-qt-match"
VERSION = 1
# A game to 121 takes a few hundred actions, a match of 7 games some 2,000; these bounds
# are far above any real one.
MAX_STEPS = 5000
MAX_ACTIONS = 10000
_MATCH_ID = re.compile(r"[0-9a-f]{32}")


# --- the match ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SavedMatch:
    """A saved match, checked and replayed.

    Attributes:
        match_id: 32 hex digits.
        seed: 0 … MAX_SEED.
        mode: "computer" or "two_players".
        level: one of `crib_qt.ai.LEVELS`.
        names: the two players' names ("" for the default name).
        steps: the undo steps' recorded actions, redo steps included.
        index: the undo index, 0 … len(steps).
        position: the `GameState` at the undo index.
        reviews: the coach's reviews of the match's decisions (issue 19), by action
            number; empty when the save has none.
        start: the game the steps begin with (R7, `rules.GameStart`).
        opening: the computer's actions from that game's first state, before the
            steps (a later game of a match that its seat begins, R7.3); usually none.
        series: the id its R7 match is counted under, kept by Restart; "" for the one
            made from `match_id` (issue 21).
    """

    match_id: str
    seed: int
    mode: str
    level: str
    names: tuple[str, str]
    steps: tuple[tuple[Action, ...], ...]
    index: int
    position: GameState
    reviews: tuple[Decision, ...] = ()
    start: GameStart = GameStart()
    opening: tuple[Action, ...] = ()
    series: str = ""

    @property
    def finished(self) -> bool:
        """True when the position at the undo index has won the match (such a match is
        not resumed; one between the games of an R7 match is)."""
        return match_over(self.position)


def match_to_bytes(engine: GameEngine, names: Sequence[str] = ("", ""),
                   reviews: Sequence[Decision] = ()) -> bytes:
    """The save file's content for `engine`'s match (see the module notes), with the
    coach's `reviews` of its decisions (none: no "reviews" field)."""
    data = {
        "format": FORMAT, "version": VERSION, "id": engine.matchId, "seed": engine.seed,
        "mode": engine.mode, "level": engine.level,
        # as the dialog would have them: whatever is written is read back (issue 18)
        "names": [fit_name(str(n)) for n in names][:2],
        "steps": [[action.to_data() for action in actions] for actions in engine.steps()],
        "index": engine.undoIndex(),
    }
    start = engine.matchStart()
    if start != GameStart():
        data["start"] = {"games_to_win": start.match.games_to_win,
                         "skunks": start.match.skunks_count, "games": list(start.match.games),
                         "game": start.match.game_number, "dealer": start.dealer,
                         "hands": start.hands_before}
        opening = engine.matchOpening()
        if opening:
            data["start"]["opening"] = [action.to_data() for action in opening]
        series = engine.undoStack().matchAt().series
        if series:
            data["start"]["series"] = series
    if reviews:
        data["reviews"] = [decision.to_data() for decision in reviews]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def match_from_bytes(data: bytes) -> SavedMatch:
    """Parse, check and replay a save file's content (see the module notes).

    Raises:
        InvalidData: naming the first problem: not JSON, another format or version, a
            missing or ill-typed field, a value out of range, too many steps or actions,
            or a history that is not legal turns of this match.
    """
    if len(data) > MAX_FILE_BYTES:
        raise InvalidData(f"it is too large (more than {MAX_FILE_BYTES} bytes)")
    root = parse_json(data)
    if type(root) is not dict:
        raise InvalidData(f"it is {_kind(root)}, not a saved match")
    if root.get("format") != FORMAT:
        raise InvalidData("it is not a crib-qt saved match")
    version = _field(root, "version", int)
    if version != VERSION:
        raise InvalidData(f"it has version {version}; this program reads version {VERSION}")
    match_id = _field(root, "id", str)
    if not _MATCH_ID.fullmatch(match_id):
        raise InvalidData("'id' is not 32 hex digits")
    seed = _field(root, "seed", int)
    if not 0 <= seed <= MAX_SEED:
        raise InvalidData(f"'seed' is out of range (0 to {MAX_SEED})")
    mode = _field(root, "mode", str)
    if mode not in MODES:
        raise InvalidData("'mode' is not a known mode")
    level = _field(root, "level", str)
    if level not in LEVELS:
        raise InvalidData("'level' is not a known level")
    names = _field(root, "names", list)
    if len(names) != 2:
        raise InvalidData("'names' is not two names")
    for number, name in enumerate(names, 1):
        problem = name_problem(name)
        if problem:
            raise InvalidData(f"name {number} is not a name ({problem})")
    raw_steps = _field(root, "steps", list)
    if len(raw_steps) > MAX_STEPS:
        raise InvalidData(f"it has more than {MAX_STEPS} steps")
    index = _field(root, "index", int)
    if not 0 <= index <= len(raw_steps):
        raise InvalidData(f"'index' is out of range (0 to {len(raw_steps)})")
    steps, total = [], 0
    for number, raw in enumerate(raw_steps, 1):
        if type(raw) is not list or not raw:
            raise InvalidData(f"step {number} is not a list of actions")
        total += len(raw)
        if total > MAX_ACTIONS:
            raise InvalidData(f"it has more than {MAX_ACTIONS} actions")
        steps.append(tuple(_action(a, f"action {i} of step {number}")
                           for i, a in enumerate(raw, 1)))
    computer = frozenset({COMPUTER}) if mode == MODE_COMPUTER else frozenset()
    begins = _start(root)
    opening = _opening(root)
    state = game_start(seed, begins)
    try:
        opened = record_replies(state, computer, opening) if opening else []
    except IllegalAction as exc:
        raise InvalidData(f"'opening' is not the computer's first turn ({str(exc)[:80]})"
                          ) from None
    start = state = opened[-1].state if opened else state
    position = state
    recorded = []  # (action, state after it, by the computer), for the reviews
    for number, actions in enumerate(steps, 1):
        if number - 1 == index:
            position = state
        try:
            replayed = replay_turn(state, actions, computer)
        except IllegalAction as exc:
            raise InvalidData(f"step {number} is not a legal turn ({str(exc)[:80]})") from None
        recorded.extend((step.action, step.state, step.by_computer) for step in replayed)
        state = replayed[-1].state
    if index == len(steps):
        position = state
    reviews = _reviews(root, start, recorded, frozenset({0, 1}) - computer)
    return SavedMatch(match_id, seed, mode, level, (names[0], names[1]), tuple(steps), index,
                      position, reviews, begins, opening, _series(root))


def _series(root: dict) -> str:
    """The save's checked "start"/"series" (issue 21); "" when missing."""
    data = root.get("start")
    if not isinstance(data, dict) or "series" not in data:
        return ""
    series = _field(data, "series", str)
    if not _MATCH_ID.fullmatch(series):
        raise InvalidData("'series' is not 32 hex digits")
    return series


def _start(root: dict) -> GameStart:
    """The save's checked "start" (R7); the first game of a single game when missing."""
    if "start" not in root:
        return GameStart()
    data = _field(root, "start", dict)
    games = _field(data, "games", list)
    dealer = data.get("dealer")
    if len(games) != 2 or any(type(g) is not int for g in games) or (
            dealer is not None and type(dealer) is not int):
        raise InvalidData("'start' is not the start of a game of a match")
    try:
        return GameStart(MatchScore(_field(data, "games_to_win", int), _field(data, "skunks", bool),
                                    (games[0], games[1]), _field(data, "game", int)),
                         dealer, _field(data, "hands", int))
    except ValueError as exc:
        raise InvalidData(f"'start' is not the start of a game of a match ({exc})") from None


def _opening(root: dict) -> tuple[Action, ...]:
    """The computer's checked first actions of the save's "start" (R7.3); none when
    missing (every save before it was kept, and most since)."""
    data = root.get("start")
    if type(data) is not dict or "opening" not in data:
        return ()
    raw = _field(data, "opening", list)
    if not 1 <= len(raw) <= MAX_ACTIONS:
        raise InvalidData("'opening' is not the computer's first turn")
    return tuple(_action(value, f"action {number} of the opening")
                 for number, value in enumerate(raw, 1))


def _reviews(root: dict, start: GameState, recorded: list, seats: frozenset[int]
             ) -> tuple[Decision, ...]:
    """The save's checked "reviews" (issue 19): each a human seat's decision at its place
    in the history, once; none when the field is missing.

    Reviews are the coach's notes on a match, not the match: one that does not fit (or a
    field that is not a list of them) is left out and logged, and the match still loads.
    """
    if "reviews" not in root:
        return ()
    raw = root["reviews"]
    if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        _drop_reviews("the reviews are not a list of at most %d", MAX_ACTIONS)
        return ()
    positions = {p.index: p for p in decision_positions(start, recorded, seats)}
    reviews, seen = [], set()
    for number, value in enumerate(raw, 1):
        try:
            decision = Decision.from_data(value)
            position = positions.get(decision.index)
            if position is None or decision.index in seen:
                raise ValueError("it is not of a player's decision, or not the only one")
            check_decision(decision, position.before, position.action)
        except ValueError as exc:
            _drop_reviews("review %d does not fit the match (%s)", number, str(exc)[:80])
            continue
        seen.add(decision.index)
        reviews.append(decision)
    return tuple(reviews)


def _drop_reviews(message: str, *args) -> None:
    import logging  # here: the first frame never loads a match with reviews to drop

    logging.getLogger("crib_qt.persistence").warning("coach reviews left out: " + message,
                                                     *args)


def save_match(path: Path, engine: GameEngine, names: Sequence[str] = ("", "")) -> None:
    """Write `engine`'s match to `path` atomically.

    Raises:
        WriteError: it could not be written; the previous save is intact.
    """
    write_atomic(path, match_to_bytes(engine, names))


def load_match(path: Path) -> SavedMatch | None:
    """The match saved at `path`, checked; None when there is none. Waits first for the
    writes of `path` this process has pending (`wait_for_writes`), so it reads the newest
    save and never takes the temporary file of a write in progress for a stale one.

    Raises:
        DamagedFile: the file is not a valid save; it was moved aside (see its `aside`).
    """
    wait_for_writes(path)
    return load_json_file(path, match_from_bytes)


def restore_match(engine: GameEngine, saved: SavedMatch) -> None:
    """Make `saved` the engine's match: position, undo and redo steps (U4)."""
    engine.restoreMatch(saved.seed, saved.steps, saved.index, mode=saved.mode,
                        level=saved.level, match_id=saved.match_id, start=saved.start,
                        opening=saved.opening, series=saved.series)


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
