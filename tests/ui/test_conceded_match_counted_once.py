"""A match of several games (R7) conceded by New game, then brought back by Undo and
finished, is counted once as a match, in the statistics and the achievements (issue 21,
issue 15): the concession was its result; its games are each counted once."""

from __future__ import annotations

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore
from crib_qt.rules import NextGame
from crib_qt.statistics import load_statistics
from crib_qt.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(GameEngine(seed=4, computer=BasicPlayer()),
                        store=MatchStore(tmp_path / "data"))
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    return window


def _move(qtbot, engine, action=None) -> None:
    assert engine.perform(action or (NextGame() if engine.betweenGames() else engine.hint()))
    qtbot.waitUntil(lambda: not engine.isThinking())


def _play_until(qtbot, engine, done) -> None:
    for _ in range(3000):
        if done():
            return
        _move(qtbot, engine)
    raise AssertionError("never reached")


def _leave_and_come_back(qtbot, window) -> None:
    """New game, its first move (the match left counts as conceded), then Undo twice."""
    engine = window.engine
    engine.newGame(5)
    _move(qtbot, engine)
    engine.undo()
    engine.undo()


def _record(window):
    return load_statistics(window.store.statistics_path)


@pytest.mark.parametrize("where", ["in_game", "between_games"])
def test_a_conceded_match_undone_and_finished_counts_once(qtbot, window, where):
    engine = window.engine
    engine.newGame(4, games_to_win=2, skunks_count=False)  # seed 4: the player wins 121-86
    first = engine.gameId
    _play_until(qtbot, engine, lambda: engine.state.winner is not None)
    assert engine.state.winner == 0 and engine.betweenGames()
    if where == "in_game":
        _move(qtbot, engine, NextGame())
        _play_until(qtbot, engine, lambda: engine.state.hand_number >= 12)  # game 2
    position = engine.state
    _leave_and_come_back(qtbot, window)
    assert engine.state is position
    conceded = _record(window).record("computer/expert")
    assert (conceded.matches, conceded.match_wins) == (1, [0, 1])
    book = _record(window).achievements
    assert "match_won" not in book.earned
    _play_until(qtbot, engine, lambda: engine.state.winner is not None
                and not engine.betweenGames())
    statistics = _record(window)
    record = statistics.record("computer/expert")
    assert first in statistics.counted and engine.gameId in statistics.counted
    assert (record.matches, record.match_wins) == (1, [0, 1])  # the concession, once
    assert record.played == engine.state.match.game_number  # every game once
    # finished after its concession, the match earns no match achievement
    assert not {"match_won", "match_sweep"} & set(statistics.achievements.earned)
