"""Tests of crib_qt/persistence.py: the autosave round trip (position, undo and redo),
atomic writes that survive a kill at random moments (SIGKILL, or TerminateProcess on
Windows; written at once, or by the writer thread as the window autosaves), and a loader
that turns every damaged or hostile file into one clear `DamagedFile` and keeps the file
aside."""

from __future__ import annotations

import json
import os
import random
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.persistence import (FORMAT, MAX_FILE_BYTES, VERSION, DamagedFile, InvalidData,
                                 MatchStore, SavedMatch, WriteError, load_match, match_from_bytes,
                                 match_to_bytes, move_aside, restore_match, save_match,
                                 write_atomic)
from crib_qt.save_writer import SaveWriter
from crib_qt.rules import Phase, apply, new_game

ROOT = Path(__file__).resolve().parents[1]


def _engine(seed: int = 5, actions: int = 0, mode: str | None = None) -> GameEngine:
    engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
    if mode is not None:
        engine.newGame(seed, mode=mode)
    for _ in range(actions):
        if engine.state.phase is Phase.GAME_OVER:
            break
        assert engine.perform(engine.hint())
    return engine


def _replayed(engine: GameEngine):
    state = new_game(engine.seed)
    for action in engine.history():
        state, _ = apply(state, action)
    return state


def _check_resumes(saved: SavedMatch) -> GameEngine:
    """`saved` restores into a fresh engine whose position is a fresh replay."""
    engine = GameEngine(computer=BasicPlayer(), synchronous=True)
    restore_match(engine, saved)
    assert engine.state == saved.position == _replayed(engine)
    assert engine.undoStack().index() == saved.index
    assert engine.steps() == list(saved.steps)
    return engine


@pytest.fixture
def engine(qapp):  # noqa: ARG001
    return _engine(actions=40)


# --- the round trip ---------------------------------------------------------------------------


def test_resume_restores_position_undo_and_redo(engine, tmp_path):
    undo = engine.undoStack()
    undo.undo()
    undo.undo()
    path = tmp_path / "match.json"
    save_match(path, engine, ("Ann", "Bo"))
    saved = load_match(path)
    assert (saved.seed, saved.mode, saved.level, saved.names) == (5, "computer", "expert",
                                                                  ("Ann", "Bo"))
    assert saved.match_id == engine.matchId and not saved.finished
    again = _check_resumes(saved)
    assert again.state == engine.state and again.matchId == engine.matchId
    assert again.undoStack().count() == undo.count() and again.undoStack().canRedo()
    again.undoStack().redo()  # redo replays the recorded turn, no new decision (U4)
    undo.redo()
    assert again.state == engine.state
    assert [undo.text(i) for i in range(undo.count())] == [
        again.undoStack().text(i) for i in range(undo.count())]


def test_the_file_is_versioned_json_with_the_documented_fields(engine):
    data = json.loads(match_to_bytes(engine))
    assert data["format"] == FORMAT and data["version"] == VERSION
    assert set(data) == {"format", "version", "id", "seed", "mode", "level", "names", "steps",
                         "index"}
    assert data["index"] == engine.undoStack().index() == len(data["steps"])
    assert [a for step in data["steps"] for a in step] == [a.to_data() for a in engine.history()]


def test_two_players_round_trip(qapp, tmp_path):  # noqa: ARG001
    engine = _engine(seed=9, actions=25, mode=MODE_TWO_PLAYERS)
    assert all(len(step) == 1 for step in engine.steps())
    path = tmp_path / "m.json"
    save_match(path, engine, ("Ann", "Bo"))
    again = _check_resumes(load_match(path))
    assert again.mode == MODE_TWO_PLAYERS and again.state == engine.state


def test_a_finished_match_loads_as_finished(qapp, tmp_path):  # noqa: ARG001
    engine = _engine(seed=5, actions=1000)
    assert engine.state.winner is not None
    save_match(tmp_path / "m.json", engine)
    assert load_match(tmp_path / "m.json").finished


def test_no_file_is_no_match(tmp_path):
    assert load_match(tmp_path / "none.json") is None


def test_restore_refuses_a_bad_history_and_leaves_the_engine_alone(engine):
    other = _engine(seed=6, actions=3)
    state, steps = other.state, other.steps()
    with pytest.raises(ValueError):
        other.restoreMatch(5, engine.steps()[:3] + engine.steps()[5:], 3)
    with pytest.raises(ValueError):
        other.restoreMatch(5, engine.steps(), len(engine.steps()) + 1)
    assert other.state == state and other.steps() == steps and other.seed == 6


def test_write_atomic_reports_an_unwritable_folder(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(WriteError, match="cannot be"):
        write_atomic(blocker / "sub" / "match.json", b"{}")
    assert blocker.read_text() == "x"


def test_move_aside_never_overwrites(tmp_path):
    first = tmp_path / "match.json"
    names = []
    for text in ("one", "two", "three"):
        first.write_text(text)
        names.append(move_aside(first))
    assert len(set(names)) == 3 and not first.exists()
    assert sorted(p.read_text() for p in names) == ["one", "three", "two"]
    assert all(p.name.startswith("match.json.damaged-") for p in names)


def test_store_paths(tmp_path):
    store = MatchStore(tmp_path)
    assert store.match_path == tmp_path / "match.json"
    assert store.statistics_path == tmp_path / "statistics.json"


def test_a_store_writes_with_the_shared_writer_or_its_own(qapp, tmp_path):  # noqa: ARG001
    assert MatchStore(tmp_path).writer is MatchStore(tmp_path / "other").writer
    own = SaveWriter()
    assert MatchStore(tmp_path, own).writer is own
    assert own.close(timeout=10)


def test_load_match_reads_the_newest_save_of_a_write_in_progress(qapp, tmp_path):  # noqa: ARG001
    engine = _engine(seed=5, actions=12)
    path = tmp_path / "match.json"
    writer = SaveWriter()
    for _ in range(5):  # a burst, all pending or being written as load_match begins
        assert engine.perform(engine.hint())
        writer.submit(path, match_to_bytes(engine))
    assert load_match(path).position == engine.state
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]
    assert writer.close(timeout=10)


# --- damaged and hostile files: explicit cases -------------------------------------------------


def _valid(engine) -> dict:
    return json.loads(match_to_bytes(engine))


def _edited(engine, **changes) -> bytes:
    data = _valid(engine)
    data.update(changes)
    return json.dumps(data).encode()


def _hostile_cases(engine):
    valid = _valid(engine)
    steps = valid["steps"]
    cut = steps[0][0]
    return {
        "empty": b"",
        "truncated": match_to_bytes(engine)[:-7],
        "not utf-8": b"\xff\xfe{}",
        "a list": b"[1, 2, 3]",
        "deep nesting": b"[" * 100_000 + b"]" * 100_000,
        "deep in steps": _edited(engine, steps=json.loads("[" * 900 + "]" * 900)),
        "huge number": _edited(engine, seed=10**400),
        "seed too large": _edited(engine, seed=2**63),
        "negative seed": _edited(engine, seed=-1),
        "float seed": _edited(engine, seed=5.0),
        "bool seed": _edited(engine, seed=True),
        "NaN": match_to_bytes(engine).replace(b'"index":', b'"nan":NaN,"index":'),
        "unknown version": _edited(engine, version=2),
        "string version": _edited(engine, version="1"),
        "other format": _edited(engine, format="something"),
        "no steps": json.dumps({k: v for k, v in valid.items() if k != "steps"}).encode(),
        "unknown mode": _edited(engine, mode="three_players"),
        "unknown level": _edited(engine, level="godlike"),
        "bad id": _edited(engine, id="../../etc/passwd"),
        "long name": _edited(engine, names=["x" * 25, ""]),
        "control name": _edited(engine, names=["a\x00b", ""]),
        "three names": _edited(engine, names=["a", "b", "c"]),
        "index too large": _edited(engine, index=len(steps) + 1),
        "index negative": _edited(engine, index=-1),
        "empty step": _edited(engine, steps=[[]] + steps[1:]),
        "step not a list": _edited(engine, steps=["cut"] + steps[1:]),
        "unknown action": _edited(engine, steps=[[["teleport", 3]]] + steps[1:]),
        "bad card": _edited(engine, steps=steps[:1] + [[["discard", "ZZ", "5H"]]]),
        "illegal depth": _edited(engine, steps=[[["cut_for_deal", 999]]] + steps[1:]),
        "illegal history": _edited(engine, steps=steps[1:], index=0),
        "step split in two": _edited(engine, steps=[[cut], steps[1][:1]], index=1),
        "two turns in one": _edited(engine, steps=[steps[0] + steps[1]], index=1),
        "too many steps": _edited(engine, steps=[[["go"]]] * 5001, index=0),
        "too large": b" " * (MAX_FILE_BYTES + 1),
        # issue 18, finding 8: json.loads kept the last of two equal keys
        "key given twice": match_to_bytes(engine).replace(b'"index":', b'"seed":6,"index":'),
    }


_CASES = ("empty", "truncated", "not utf-8", "a list", "deep nesting", "deep in steps",
          "huge number", "seed too large", "negative seed", "float seed", "bool seed", "NaN",
          "unknown version", "string version", "other format", "no steps", "unknown mode",
          "unknown level", "bad id", "long name", "control name", "three names",
          "index too large", "index negative", "empty step", "step not a list", "unknown action",
          "bad card", "illegal depth", "illegal history", "step split in two", "two turns in one",
          "too many steps", "too large", "key given twice")


def test_the_case_list_is_complete(qapp):  # noqa: ARG001
    assert set(_hostile_cases(_engine(seed=5, actions=12))) == set(_CASES)


@pytest.mark.parametrize("case", _CASES)
def test_each_hostile_file_is_reported_and_kept_aside(qapp, tmp_path, case):  # noqa: ARG001
    engine = _engine(seed=5, actions=12)
    content = _hostile_cases(engine)[case]
    path = tmp_path / "match.json"
    path.write_bytes(content)
    started = time.monotonic()
    with pytest.raises(DamagedFile) as caught:
        load_match(path)
    assert time.monotonic() - started < 2
    exc = caught.value
    assert exc.reason and str(exc).startswith("match.json is damaged (")
    assert "\n" not in str(exc) and len(str(exc)) < 300
    assert not path.exists() and exc.aside.read_bytes() == content


# What can be at the save's place that is not a file: a FIFO is made only where the system has
# them (not Windows, whose named pipes live in \\.\pipe\, never in a folder); everywhere, a
# file the system reports as a pipe, the type os.stat gives a FIFO and a Windows named pipe.
_NOT_FILES = ["folder", "dangling link", "reported as a pipe"] + (
    ["fifo"] if hasattr(os, "mkfifo") else [])


def _report_as_a_pipe(monkeypatch, path: Path) -> None:
    """os.stat says `path` is a pipe (S_IFIFO); opening it fails the test, as reading a
    real one would hang it."""
    real_stat, real_open = os.stat, os.open

    def fake_stat(where, *args, **kwargs):
        info = real_stat(where, *args, **kwargs)
        if isinstance(where, (str, os.PathLike)) and os.fspath(where) == os.fspath(path):
            return os.stat_result((stat.S_IFIFO | 0o644, *tuple(info)[1:]))
        return info

    def refuse_open(where, *args, **kwargs):
        if isinstance(where, (str, os.PathLike)) and os.fspath(where) == os.fspath(path):
            pytest.fail(f"{where} was opened: a pipe there would hang the game")
        return real_open(where, *args, **kwargs)

    monkeypatch.setattr(os, "stat", fake_stat)
    monkeypatch.setattr(os, "open", refuse_open)


@pytest.mark.parametrize("make", _NOT_FILES)
def test_a_save_that_is_not_a_file_is_moved_aside(tmp_path, monkeypatch, make):
    path = tmp_path / "match.json"
    if make == "folder":
        path.mkdir()
    elif make == "fifo":
        os.mkfifo(path)  # reading it would hang: it must not be opened
    elif make == "reported as a pipe":
        path.write_bytes(b"{}")
        _report_as_a_pipe(monkeypatch, path)
    else:
        path.symlink_to(tmp_path / "nowhere")
    reason = "it is a link to nothing" if make == "dangling link" else "it is not a regular file"
    with pytest.raises(DamagedFile, match=rf"match.json is damaged \({reason}\)"):
        load_match(path)
    monkeypatch.undo()
    assert not os.path.lexists(path)
    assert [p.name.startswith("match.json.damaged-") for p in tmp_path.iterdir()] == [True]


# --- fuzzing: thousands of damaged and hostile files --------------------------------------------


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6),
                                                                      children, max_size=4),
    max_leaves=6)
_FIELDS = ("format", "version", "id", "seed", "mode", "level", "names", "steps", "index")
_ACTION = st.one_of(
    st.tuples(st.sampled_from(["cut_for_deal", "cut_starter"]),
              st.integers(min_value=-5, max_value=60)).map(list),
    st.tuples(st.just("discard"), st.sampled_from(["5H", "KS", "AC", "10D", "JH"]),
              st.sampled_from(["2C", "QD", "9S", "5H"])).map(list),
    st.tuples(st.just("play"), st.sampled_from(["5H", "KS", "AC", "10D", "JH", "4C"])).map(list),
    st.just(["go"]), st.just(["continue"]), _JSON)


@pytest.fixture(scope="module")
def sample(qapp):  # noqa: ARG001
    """A valid save of a match in progress, with redo steps: (bytes, its JSON)."""
    engine = _engine(seed=11, actions=30)
    engine.undoStack().undo()
    content = match_to_bytes(engine)
    return content, json.loads(content)


def _mutate(content: bytes, edits) -> bytes:
    data = bytearray(content)
    for kind, position, value in edits:
        at = position % (len(data) + 1)
        if kind == 0 and data:
            data[at % len(data)] = value
        elif kind == 1:
            data.insert(at, value)
        elif kind == 2 and data:
            del data[at % len(data)]
        else:
            del data[at:]
    return bytes(data)


def _load_checked(base: Path, content: bytes) -> None:
    """Load `content` as a save: either a valid match that resumes, or `DamagedFile` with
    the file kept aside byte for byte. Never another exception, never a hang."""
    folder = base / f"f{random.getrandbits(64):x}"
    folder.mkdir()
    path = folder / "match.json"
    path.write_bytes(content)
    try:
        saved = load_match(path)
    except DamagedFile as exc:
        assert isinstance(exc.reason, str) and exc.reason.strip()
        assert exc.aside is not None and exc.aside.read_bytes() == content
        assert not path.exists()
    else:
        assert path.read_bytes() == content  # a valid file stays where it is
        _check_resumes(saved)
    for item in folder.iterdir():
        item.unlink()
    folder.rmdir()


def _fuzz(examples: int):
    """Fixed examples (derandomized: the same every run, no flaky CI), no deadline."""
    return settings(max_examples=examples, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@_fuzz(800)
@given(content=st.binary(max_size=600))
def test_fuzz_random_bytes(tmp_path_factory, content):
    _load_checked(tmp_path_factory.getbasetemp(), content)


@_fuzz(800)
@given(edits=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 10**6), st.integers(0, 255)),
                      min_size=1, max_size=6))
def test_fuzz_damaged_saves(tmp_path_factory, sample, edits):
    _load_checked(tmp_path_factory.getbasetemp(), _mutate(sample[0], edits))


@_fuzz(500)
@given(changes=st.dictionaries(st.sampled_from(_FIELDS), _JSON, min_size=1, max_size=3),
       dropped=st.sets(st.sampled_from(_FIELDS), max_size=2))
def test_fuzz_hostile_fields(tmp_path_factory, sample, changes, dropped):
    data = {k: v for k, v in sample[1].items() if k not in dropped}
    data.update(changes)
    _load_checked(tmp_path_factory.getbasetemp(), json.dumps(data).encode())


@_fuzz(500)
@given(steps=st.lists(st.lists(_ACTION, min_size=0, max_size=4), max_size=8),
       keep=st.integers(0, 12), index=st.integers(-2, 30),
       depth=st.integers(0, 3000))
def test_fuzz_hostile_histories(tmp_path_factory, sample, steps, keep, index, depth):
    data = dict(sample[1])
    data["steps"] = data["steps"][:keep] + steps
    data["index"] = index
    text = json.dumps(data)
    if depth > 2000:  # bury the history under deep nesting
        text = text.replace('"steps":', '"steps":' + "[" * (depth - 2000), 1)
        text = text[:-1] + "]" * (depth - 2000) + "}"
    _load_checked(tmp_path_factory.getbasetemp(), text.encode())


def test_invalid_data_names_the_problem():
    with pytest.raises(InvalidData, match="version 9"):
        match_from_bytes(json.dumps({"format": FORMAT, "version": 9}).encode())


# --- killed during autosaves (SIGKILL, TerminateProcess) ----------------------------------------


# `save_match` writes on the calling thread; "writer" hands each position to a
# SaveWriter as the window's autosave does, so the kills also fall between a move and
# its write, inside the writer thread's write, and while contents wait.
_CHILD = r"""
import os, random, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import load_match, match_to_bytes, restore_match, save_match
from crib_qt.save_writer import SaveWriter
path, rng = sys.argv[1], random.Random(int(sys.argv[2]))
if sys.argv[3] == "writer":
    writer = SaveWriter()
    def autosave():
        writer.submit(path, match_to_bytes(engine))
        app.processEvents()  # the window's event loop, which wakes the writer thread
else:
    autosave = lambda: save_match(path, engine)
engine = GameEngine(computer=BasicPlayer(), synchronous=True)
saved = load_match(path)
if saved is not None and not saved.finished:
    restore_match(engine, saved)
save_match(path, engine)
open(sys.argv[4], "w").close()  # ready: the test may kill it from now on
undo = engine.undoStack()
while True:
    r = rng.random()
    if engine.state.winner is not None:
        engine.newGame()
    elif r < 0.08 and undo.canUndo():
        undo.undo()
    elif r < 0.12 and undo.canRedo():
        undo.redo()
    else:
        engine.perform(engine.hint())
    autosave()
"""


# The hardest kill each platform has, the one a power cut or the task manager deals: no
# handler runs, no buffer is flushed. SIGKILL, or on Windows, which has no signals,
# TerminateProcess (`Popen.kill`). (name, kill, the child's return code after it)
_KILLS = ([("SIGKILL", lambda child: child.send_signal(signal.SIGKILL), -signal.SIGKILL)]
          if hasattr(signal, "SIGKILL") else
          [("TerminateProcess", lambda child: child.kill(), 1)])


@pytest.mark.parametrize("saving", ["save_match", "writer"])
@pytest.mark.parametrize(("kill", "killed"), [kill[1:] for kill in _KILLS],
                         ids=[kill[0] for kill in _KILLS])
def test_a_kill_at_random_moments_never_damages_the_save(qtbot, tmp_path, saving, kill, killed):
    rng = random.Random(2024)
    path = tmp_path / "data" / "match.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    positions = set()
    for iteration in range(20):
        ready = tmp_path / f"ready-{iteration}"
        child = subprocess.Popen([sys.executable, "-c", _CHILD, str(path), str(iteration), saving,
                                  str(ready)],
                                 cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE)
        try:
            # a file, not a line on a pipe: Windows cannot wait on a pipe with select()
            qtbot.waitUntil(lambda: ready.exists() or child.poll() is not None, timeout=30_000)
            assert ready.exists(), child.stderr.read()
            with pytest.raises(subprocess.TimeoutExpired):
                child.wait(timeout=rng.uniform(0.0, 0.4))  # playing and autosaving meanwhile
            kill(child)
            assert child.wait(timeout=10) == killed
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
            child.stderr.close()
        saved = load_match(path)  # never DamagedFile
        assert saved is not None
        engine = _check_resumes(saved)
        positions.add((saved.seed, len(engine.history())))
        assert sorted(p.name for p in path.parent.iterdir()) == ["match.json"], \
            "a kill left a temporary file or the save was moved aside"
    assert len(positions) > 10  # the kills fell at many different moments
