"""A match of several games in the window (issue 21, RULES.md R7): autosaved between its
games and within a later game, resumed by a new window as the app starts, and counted in
the statistics game by game, then as a match."""

from __future__ import annotations

from match_moves import play_match

from crib_qt.ai import BasicPlayer
from crib_qt.app import open_window
from crib_qt.engine import MODE_COMPUTER, GameEngine
from crib_qt.persistence import load_match
from crib_qt.rules import Phase
from crib_qt.statistics import load_statistics
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.new_game import GameOptions


def test_a_match_is_autosaved_resumed_and_counted_game_by_game(drive, store):
    first = MainWindow(GameEngine(seed=5, computer=BasicPlayer()), store=store)
    first.resumeSaved()
    board = drive(first)
    first.startNewGame(GameOptions(MODE_COMPUTER, "expert", ("", ""), 3, False), seed=5)
    play_match(board, lambda e: e.betweenGames())
    engine = first.engine
    over, games = engine.state, engine.state.match.games
    record = first.statistics.record("computer/expert")
    assert record.played == 1 and record.matches == 0  # game 1 counted, not the match
    first.close()

    second = open_window(None, store=store)  # between games: the match is resumed
    again = drive(second)
    assert second.engine.state == over and second.engine.betweenGames()
    assert second.scene.newGameButton.text() == "Next game"
    again.click(second.scene.newGameButton.scenePos())
    again.wait_settled()
    play_match(again, lambda e: e.state.match.game_number == 2 and e.state.phase is Phase.PLAY)
    position, game_two = second.engine.state, second.engine.gameId
    assert load_match(store.match_path).position == position
    second.close()

    third = open_window(None, store=store)  # within game 2
    last = drive(third)
    engine = third.engine
    assert engine.state == position and engine.gameId == game_two
    assert engine.state.match.games == games
    play_match(last, lambda e: e.state.winner is not None and not e.betweenGames())
    match = engine.state.match
    record = load_statistics(store.statistics_path).record("computer/expert")
    assert record.played == match.game_number == sum(match.games)
    assert record.matches == 1 and record.match_wins[match.winner] == 1
    assert record.wins == list(match.games)
    third.close()
    assert load_match(store.match_path).finished  # a match won is not resumed


def test_r7_a_match_left_between_its_games_asks_first_and_counts_as_lost(drive, store,
                                                                        monkeypatch):
    from crib_qt.ui import abandon

    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()), store=store)
    window.resumeSaved()
    board = drive(window)
    window.startNewGame(GameOptions(MODE_COMPUTER, "easy", ("", ""), 2, False), seed=5)
    play_match(board, lambda e: e.betweenGames())
    assert window.engine.inProgress()  # the match goes on: Restart and New game ask
    asked = []
    monkeypatch.setattr(abandon.AbandonQuestion, "ask",
                        lambda question: asked.append(question) or False)
    assert not window.requestRestart() and len(asked) == 1
    won = window.engine.state.winner
    window.startNewGame(GameOptions(MODE_COMPUTER, "easy"), seed=9)
    record = window.statistics.record("computer/easy")
    assert (record.played, record.matches) == (1, 0)  # Undo may still bring it back
    board.act()  # the new game's first move: the match left is lost
    record = load_statistics(store.statistics_path).record("computer/easy")
    assert record.played == 1 and record.wins[won] == 1
    assert record.matches == 1 and record.match_wins == [0, 1]
    window.actions["undo"].trigger()
    window.actions["undo"].trigger()  # back to the match: it stays counted, once
    board.wait_settled()
    assert window.engine.betweenGames()
    assert load_statistics(store.statistics_path).record("computer/easy").matches == 1


def test_r7_restart_within_a_match_loses_the_game_not_the_match(drive, store, monkeypatch):
    from crib_qt.ui import abandon

    asked = []
    monkeypatch.setattr(abandon.AbandonQuestion, "ask",
                        lambda question: asked.append(question) or True)
    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()), store=store)
    window.resumeSaved()
    board = drive(window)
    window.startNewGame(GameOptions(MODE_COMPUTER, "easy", ("", ""), 3, False), seed=5)
    play_match(board, lambda e: e.state.match.game_number == 2 and e.state.phase is Phase.PLAY)
    games = window.engine.state.match.games
    assert window.requestRestart() and len(asked) == 1  # asked, answered yes
    assert window.engine.state.match.games == games  # game 2 again, game 1 kept
    board.act()  # the first move of the game played again: the game left is lost
    record = load_statistics(store.statistics_path).record("computer/easy")
    assert record.played == 2 and record.abandoned == 1 and record.wins[1] >= 1
    assert record.matches == 0  # the match goes on in the game played again
