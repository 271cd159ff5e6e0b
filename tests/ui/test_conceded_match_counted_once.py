"""A match of several games (R7) conceded by New game, then brought back by Undo and
finished, is counted once as a match, in the statistics and the achievements (issue 21,
issue 15): the concession was its result; its games are each counted once."""

from __future__ import annotations

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore, save_match
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


def _leave_and_come_back(qtbot, window, restarted: bool = False) -> None:
    """New game, its first move (the match left counts as conceded), then Undo twice.
    With `restarted`, Restart and a move first (the game left counts as lost, the match
    plays on in the undo steps Restart begins, with a new id), and Undo twice more."""
    engine = window.engine
    if restarted:
        engine.restart()
        _move(qtbot, engine)
    engine.newGame(5)
    _move(qtbot, engine)
    for _ in range(4 if restarted else 2):
        engine.undo()


def _record(window):
    return load_statistics(window.store.statistics_path)


def _saved(store: MatchStore, where: str) -> int:
    """A match of first to 2 games (skunks off) played by the engine alone (quicker
    than on the board) and saved; returns its seed. In a game: seed 4's, game 1 won
    121-86 (7 deals), saved in game 2's 14th deal of the match (the computer wins game
    2, the player game 3). Between games: seed 2's, game 1 won 121-106, saved before
    game 2 (which the player wins: 2-0)."""
    seed = 2 if where == "between_games" else 4
    engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
    engine.newGame(seed, games_to_win=2, skunks_count=False)
    while not engine.betweenGames():
        assert engine.perform(engine.hint())
    assert engine.state.scores == {4: (121, 86), 2: (121, 106)}[seed]
    if where != "between_games":
        assert engine.perform(NextGame())
        while engine.state.hand_number < 14:
            assert engine.perform(engine.hint())
    save_match(store.match_path, engine)
    return seed


@pytest.mark.parametrize("where", ["in_game", "between_games", "in_game_restarted"])
def test_a_conceded_match_undone_and_finished_counts_once(qtbot, window, where):
    """In "in_game_restarted" the match is conceded in the undo steps a Restart in its
    game 2 began (another run id): it is still the same match, counted once (Restart
    keeps its `matchSeries`)."""
    _saved(window.store, where)
    assert window.resumeSaved()
    engine = window.engine
    assert engine.betweenGames() == (where == "between_games")
    position = engine.state
    _leave_and_come_back(qtbot, window, restarted=where == "in_game_restarted")
    assert engine.state is position
    conceded = _record(window).record("computer/expert")
    assert (conceded.matches, conceded.match_wins) == (1, [0, 1])
    _play_until(qtbot, engine, lambda: engine.state.winner is not None
                and not engine.betweenGames())
    statistics = _record(window)
    record = statistics.record("computer/expert")
    assert engine.state.match.games == {"between_games": (2, 0)}.get(where, (2, 1))
    assert engine.gameId in statistics.counted
    assert (record.matches, record.match_wins) == (1, [0, 1])  # the concession, once
    # each game the window saw end, once: in a game, game 2 (abandoned, then finished:
    # counted when abandoned) and game 3; between games, game 1 (its save resumed, won)
    # and game 2; after a Restart, game 2 once more (the Restart's, lost by New game)
    assert record.played == (3 if where == "in_game_restarted" else 2)
    # finished after its concession, the match earns no match achievement
    assert not {"match_won", "match_sweep"} & set(statistics.achievements.earned)
