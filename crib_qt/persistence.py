"""Autosave and resume: the match in progress as versioned JSON in the user's data folder.

The save file (`MatchStore.match_path`, ``match.json`` in
``QStandardPaths.AppDataLocation``) is one UTF-8 JSON object:

    format   "crib-qt-match"
    version  1 (`VERSION`)
    id       the match id, 32 lower-case hex digits (`GameEngine.matchId`)
    seed     the match's seed, a whole number 0 … `MAX_SEED` (U5)
    mode     "computer" or "two_players"
    level    the computer's level, one of `crib_qt.ai.LEVELS`
    names    two strings of at most `MAX_NAME` characters (two players' names, "" = default)
    steps    the undo steps, oldest first, redo steps included; each a list of
             `Action.to_data()` values: one human action, then the computer's replies (U4)
    index    the undo index, 0 … len(steps): steps[index:] can be redone

Writing is atomic (`QSaveFile`): a crash, a kill or a power cut leaves the old file or
the new one, never a mix. Reading trusts nothing: it reads at most `MAX_FILE_BYTES`
of a regular file, parses plain JSON (never pickle or eval) with bounded numbers and
nesting, checks every field's type and range, bounds the number of steps and actions,
and replays the whole history through the rules, turn by turn. A file that fails is
moved aside (renamed with a time-stamp suffix, never overwritten or deleted) and
reported with `DamagedFile`.
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QIODevice, QSaveFile, QStandardPaths

from .ai import LEVELS
from .turns import COMPUTER, MODE_COMPUTER, MODES, apply_turn
from .rules import Action, GameState, IllegalAction, action_from_data, new_game
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
# A long match is about 10 KiB; anything larger than this is not read at all.
MAX_FILE_BYTES = 1024 * 1024
# A match to 121 takes a few hundred actions; these bounds are far above any real one.
MAX_STEPS = 5000
MAX_ACTIONS = 10000
# The longest player name (as the New game dialog allows).
MAX_NAME = 24
# Whole numbers in our files are small; longer digit strings are refused while parsing.
_MAX_DIGITS = 20
_MATCH_ID = re.compile(r"[0-9a-f]{32}")


class SaveError(Exception):
    """A data file could not be read or written; ``str(exc)`` says why in one sentence."""


class InvalidData(SaveError, ValueError):
    """The content is not a valid file of ours; the message names the first problem."""


class DamagedFile(SaveError):
    """A damaged, truncated, hand-edited or hostile file was found and moved aside.

    Attributes:
        path: where the file was.
        reason: what is wrong with it (English, one short clause).
        aside: where it is now (`path` with a ``.damaged-YYYYmmdd-HHMMSS`` suffix), or
            None if it could not be moved (then it must not be overwritten either).
    """

    def __init__(self, path: Path, reason: str, aside: Path | None) -> None:
        self.path, self.reason, self.aside = Path(path), reason, aside
        where = f"kept as {aside.name}" if aside else "left in place (it could not be moved)"
        super().__init__(f"{self.path.name} is damaged ({reason}); it was {where}")


class WriteError(SaveError):
    """A file could not be written (disk full, no permission…); the old file is intact."""


# --- files -------------------------------------------------------------------------------


def data_dir() -> Path:
    """The user's data folder for the game (``QStandardPaths.AppDataLocation``, e.g.
    ``~/.local/share/crib-qt/crib-qt``); not created here.

    Raises:
        SaveError: the platform has no such folder.
    """
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not location:
        raise SaveError("there is no folder for the game's data on this system")
    return Path(location)


def read_bounded(path: Path, limit: int = MAX_FILE_BYTES) -> bytes | None:
    """The bytes of the regular file `path`, at most `limit` of them.

    Returns:
        None when there is no file at `path`.

    Raises:
        InvalidData: not a regular file (a folder, a device, a pipe, a dangling link),
            larger than `limit` bytes, or unreadable.
    """
    path = Path(path)
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):  # no file (or no folder) there
        if os.path.islink(path):
            raise InvalidData("it is a link to nothing") from None
        return None
    except OSError as exc:
        raise InvalidData(f"it cannot be examined ({exc.strerror})") from None
    if not stat.S_ISREG(info.st_mode):
        raise InvalidData("it is not a regular file")
    if info.st_size > limit:
        raise InvalidData(f"it is too large ({info.st_size} bytes, at most {limit})")
    try:
        # O_NONBLOCK: a file swapped for a pipe after the check above cannot hang us
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise InvalidData("it is not a regular file")
            data = file.read(limit + 1)
    except OSError as exc:
        raise InvalidData(f"it cannot be read ({exc.strerror})") from None
    if len(data) > limit:
        raise InvalidData(f"it is too large (more than {limit} bytes)")
    return data


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise InvalidData(f"it holds a number with {len(text)} digits")
    return int(text)


def _no_constant(name: str):
    raise InvalidData(f"it holds {name}, which is not a number")


def parse_json(data: bytes) -> object:
    """Plain JSON values (dict, list, str, int, float, bool, None) from UTF-8 `data`.

    Raises:
        InvalidData: not UTF-8, not JSON, nested too deeply, a number with more than 20
            digits, or NaN/Infinity.
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidData("it is not UTF-8 text") from None
    if not text.strip():
        raise InvalidData("it is empty")
    try:
        return json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except RecursionError:
        raise InvalidData("it is nested too deeply") from None
    except InvalidData:
        raise
    except ValueError as exc:  # json.JSONDecodeError and int() limits
        raise InvalidData(f"it is not valid JSON ({str(exc)[:80]})") from None


def write_atomic(path: Path, data: bytes) -> None:
    """Replace the file `path` by `data` atomically (`QSaveFile`), creating its folder.

    Raises:
        WriteError: the folder or the file could not be written; the old file is intact.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteError(f"the folder {path.parent} cannot be created ({exc.strerror})") from None
    file = QSaveFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise WriteError(f"{path} cannot be written ({file.errorString()})")
    if file.write(data) != len(data):
        error = file.errorString()
        file.cancelWriting()
        file.commit()  # discards the temporary file
        raise WriteError(f"{path} cannot be written ({error})")
    if not file.commit():
        raise WriteError(f"{path} cannot be written ({file.errorString()})")


def move_aside(path: Path) -> Path | None:
    """Rename `path` to ``<name>.damaged-YYYYmmdd-HHMMSS`` (then ``-2``, ``-3``… if
    that exists) in the same folder; never overwrites or deletes anything.

    Returns:
        The new path, or None if it could not be renamed.
    """
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n > 1 else ""))
        if os.path.lexists(target):
            continue
        try:
            if os.name == "posix" and not os.path.isdir(path) and not os.path.islink(path):
                os.link(path, target)  # fails if `target` appeared meanwhile: no overwrite
                os.unlink(path)
            else:
                os.rename(path, target)
        except FileExistsError:
            continue
        except OSError:
            try:  # e.g. a file system without hard links
                if os.path.lexists(target):
                    continue
                os.rename(path, target)
            except OSError:
                return None
        return target
    return None


def remove_stale_temporaries(path: Path) -> list[Path]:
    """Delete what an interrupted `write_atomic` of `path` left behind: QSaveFile's
    temporary files ``<name>.XXXXXX`` (six letters or digits) beside it. Only those
    are touched; the file itself and anything moved aside stay. Returns what was removed."""
    path = Path(path)
    pattern = re.compile(re.escape(path.name) + r"\.[A-Za-z0-9]{6}")
    removed = []
    try:
        candidates = list(path.parent.iterdir())
    except OSError:
        return removed
    for candidate in candidates:
        if pattern.fullmatch(candidate.name) and candidate.is_file() and not candidate.is_symlink():
            try:
                candidate.unlink()
                removed.append(candidate)
            except OSError:
                pass
    return removed


def load_json_file(path: Path, decode, limit: int = MAX_FILE_BYTES):
    """Read `path` and return ``decode(data)``, or None when there is no file.

    Temporary files of an interrupted save are removed first (`remove_stale_temporaries`).

    Raises:
        DamagedFile: reading or `decode` raised `InvalidData`; the file was moved aside.
    """
    remove_stale_temporaries(path)
    try:
        data = read_bounded(path, limit)
        return None if data is None else decode(data)
    except InvalidData as exc:
        raise DamagedFile(Path(path), str(exc), move_aside(path)) from None


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
    """

    match_id: str
    seed: int
    mode: str
    level: str
    names: tuple[str, str]
    steps: tuple[tuple[Action, ...], ...]
    index: int
    position: GameState

    @property
    def finished(self) -> bool:
        """True when the position at the undo index is won (such a match is not resumed)."""
        return self.position.winner is not None


def match_to_bytes(engine: GameEngine, names: Sequence[str] = ("", "")) -> bytes:
    """The save file's content for `engine`'s match (see the module notes)."""
    data = {
        "format": FORMAT, "version": VERSION, "id": engine.matchId, "seed": engine.seed,
        "mode": engine.mode, "level": engine.level,
        "names": [str(n)[:MAX_NAME] for n in names][:2],
        "steps": [[action.to_data() for action in actions] for actions in engine.steps()],
        "index": engine.undoStack().index(),
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _kind(value: object) -> str:
    """A value's JSON kind for messages (values themselves are never echoed)."""
    return {dict: "an object", list: "a list", str: "text", bool: "true/false",
            int: "a whole number", float: "a fraction", type(None): "null"}.get(type(value),
                                                                             "something else")


def _field(data: dict, key: str, kind: type):
    if key not in data:
        raise InvalidData(f"it has no {key!r}")
    value = data[key]
    if type(value) is not kind:
        raise InvalidData(f"{key!r} is {_kind(value)}, not {_kind(kind())}")
    return value


def _action(value: object, where: str) -> Action:
    if (type(value) is not list or not 1 <= len(value) <= 3
            or any(type(v) not in (str, int) for v in value)
            or any(type(v) is str and len(v) > 16 for v in value)
            or any(type(v) is int and not 0 <= v <= 1000 for v in value)):
        raise InvalidData(f"{where} is not an action")
    try:
        return action_from_data(value)
    except ValueError:
        raise InvalidData(f"{where} is not an action") from None


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
    if len(names) != 2 or any(type(n) is not str or len(n) > MAX_NAME for n in names):
        raise InvalidData(f"'names' is not two names of at most {MAX_NAME} characters")
    if any(not ch.isprintable() for n in names for ch in n):
        raise InvalidData("'names' holds control characters")
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
    state = new_game(seed)
    position = state
    for number, actions in enumerate(steps, 1):
        if number - 1 == index:
            position = state
        try:
            state = apply_turn(state, actions, computer)
        except IllegalAction as exc:
            raise InvalidData(f"step {number} is not a legal turn ({str(exc)[:80]})") from None
    if index == len(steps):
        position = state
    return SavedMatch(match_id, seed, mode, level, (names[0], names[1]), tuple(steps), index,
                      position)


def save_match(path: Path, engine: GameEngine, names: Sequence[str] = ("", "")) -> None:
    """Write `engine`'s match to `path` atomically.

    Raises:
        WriteError: it could not be written; the previous save is intact.
    """
    write_atomic(path, match_to_bytes(engine, names))


def load_match(path: Path) -> SavedMatch | None:
    """The match saved at `path`, checked; None when there is none.

    Raises:
        DamagedFile: the file is not a valid save; it was moved aside (see its `aside`).
    """
    return load_json_file(path, match_from_bytes)


def restore_match(engine: GameEngine, saved: SavedMatch) -> None:
    """Make `saved` the engine's match: position, undo and redo steps (U4)."""
    engine.restoreMatch(saved.seed, saved.steps, saved.index, mode=saved.mode,
                        level=saved.level, match_id=saved.match_id)


class MatchStore:
    """The game's files in one data folder.

    Attributes:
        directory: the folder (created when a file is first written).
        match_path: the autosaved match, ``match.json``.
        statistics_path: the statistics, ``statistics.json`` (crib_qt/statistics.py).
    """

    MATCH_FILE = "match.json"
    STATISTICS_FILE = "statistics.json"

    def __init__(self, directory: Path | str) -> None:
        self.directory = Path(directory)
        self.match_path = self.directory / self.MATCH_FILE
        self.statistics_path = self.directory / self.STATISTICS_FILE

    @classmethod
    def default(cls) -> MatchStore:
        """The store in the user's data folder (`data_dir`)."""
        return cls(data_dir())
