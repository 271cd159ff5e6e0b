"""The id a match of several games (R7) is counted under in the statistics,
`GameEngine.matchSeries` (issue 21): New game makes a new one; Restart, which plays on in
the same match with a new run id, keeps it (in a game and between games), as undo, redo
and a save do; a save without it (every save before it was kept) takes the one made
from its id, as before.

Seed 7, a match to 3 with the baseline player on both seats (as
tests/test_engine_match_openings.py)."""

from __future__ import annotations

import json

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import InvalidData, match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import NextGame
from crib_qt.statistics import series_id
from match_engines import match_engine as _engine
from match_engines import play_to as _play_to


def test_restart_keeps_the_series_new_game_makes_a_new_one_undo_returns_it(qtbot):
    del qtbot
    engine = _engine()
    first = engine.matchSeries()
    assert first == series_id(engine.matchId)  # as every match was counted before
    _play_to(engine, lambda e: e.betweenGames())
    engine.restart()  # between games: game 1 again, its result taken back (R7.3)
    assert engine.matchSeries() == first and engine.matchId != engine.undoStack().info.match_id
    _play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    assert engine.perform(engine.hint())
    run = engine.matchId
    engine.restart()  # in game 2, after the Restart before: the same match still
    assert engine.matchSeries() == first and engine.matchId != run
    run = engine.matchId
    assert engine.perform(engine.hint())
    engine.newGame(5, games_to_win=2)  # another match
    fresh = engine.matchSeries()
    assert fresh == series_id(engine.matchId) != first
    engine.restart()  # New game left untouched, then Restart (in its place): the new match's
    assert engine.matchSeries() == fresh and engine.seed == 5
    restarted = engine.matchId
    engine.undo()  # back in the restarted game 2
    assert (engine.matchId, engine.matchSeries()) == (run, first)
    engine.redo()
    assert (engine.matchId, engine.matchSeries()) == (restarted, fresh)


def test_a_save_keeps_the_series_restart_kept(qtbot):
    del qtbot
    engine = _engine()
    _play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    first = engine.matchSeries()
    assert "series" not in json.loads(match_to_bytes(engine))["start"]  # as before
    engine.restart()
    data = json.loads(match_to_bytes(engine))
    assert data["start"]["series"] == first != series_id(data["id"])
    saved = match_from_bytes(json.dumps(data).encode())
    assert saved.series == first
    resumed = GameEngine(seed=1, computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(resumed, saved)
    assert resumed.matchSeries() == first and resumed.matchId == engine.matchId
    resumed.restart()  # and a Restart after the resume keeps it too
    assert resumed.matchSeries() == first
    # a save without it (made before it was kept) counts under the one made from its id
    del data["start"]["series"]
    old = GameEngine(seed=1, computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(old, match_from_bytes(json.dumps(data).encode()))
    assert old.matchSeries() == series_id(data["id"])


@pytest.mark.parametrize("series", ["", "ABCDEF" * 5 + "AB", 12, "0" * 31, None])
def test_a_bad_series_is_refused_with_its_name(qtbot, series):
    del qtbot
    engine = _engine()
    _play_to(engine, lambda e: e.betweenGames())
    engine.restart()
    data = json.loads(match_to_bytes(engine))
    data["start"]["series"] = series
    with pytest.raises(InvalidData, match="series"):
        match_from_bytes(json.dumps(data).encode())
