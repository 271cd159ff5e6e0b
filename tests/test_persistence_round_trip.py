"""crib_qt/persistence.py: the autosave round trip (position, undo and redo), the
versioned file, atomic writes, moving aside, and the match store."""

from __future__ import annotations

import json

import pytest

from crib_qt.engine import MODE_TWO_PLAYERS
from crib_qt.persistence import (
    FORMAT,
    VERSION,
    MatchStore,
    WriteError,
    load_match,
    match_to_bytes,
    move_aside,
    save_match,
    write_atomic,
)
from crib_qt.save_writer import SaveWriter

from persistence_testing import _check_resumes, _engine  # tests/persistence_testing.py


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
