"""Game > Restart (and its toolbar button, Ctrl+R) is enabled only when there is
something to restart (U5; new-user play-test item 2): not before the first cut of a
game, nor just after New game, Restart or Next game began one (R7.3), and its state
follows Undo and Redo, a resumed save and two players on one device."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore, save_match
from crib_qt.rules import NextGame
from crib_qt.ui.main_window import MainWindow


def test_restart_waits_for_a_move_and_follows_undo_redo_and_new_game(make_board, asked):
    board = make_board(3)
    window, engine = board.window, board.engine
    restart, undo, redo = (window.actions[n] for n in ("restart", "undo", "redo"))
    stack = engine.undoStack()
    assert not restart.isEnabled()  # nothing cut or dealt: nothing to restart
    # the game being played, not the match (U5; in a match of several games, R7.3)
    assert restart.statusTip() == "Play this game again from its start: the same cards"
    QTest.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert stack.count() == 0 and asked == []  # Ctrl+R did nothing
    board.act()  # the cut for the deal
    assert restart.isEnabled()
    undo.trigger()
    board.wait_settled()
    assert not restart.isEnabled()
    redo.trigger()
    board.wait_settled()
    assert restart.isEnabled()
    board.act()  # the discard: a game in progress, so the player is asked first
    restart.trigger()
    board.wait_settled()
    assert len(asked) == 1 and stack.count() == 3 and engine.state.hand_number == 0
    assert not restart.isEnabled()  # the same game at its start: nothing to restart again
    undo.trigger()  # the Restart taken back: the game left, with its moves
    board.wait_settled()
    assert restart.isEnabled() and engine.state.hand_number == 1
    engine.newGame(seed=5)
    board.wait_settled()
    assert not restart.isEnabled()
    undo.trigger()  # the New game taken back
    board.wait_settled()
    assert restart.isEnabled()


def test_two_players_can_restart_once_the_first_cut_is_made(make_board):
    board = make_board(3, names=("Ana", "Ben"))
    restart = board.window.actions["restart"]
    assert not restart.isEnabled()
    board.act()
    assert restart.isEnabled()


def test_a_resumed_save_and_the_games_of_a_match(drive, store: MatchStore):
    """Seed 7, a match to 3 (the baseline player): game 1 won and saved there; Restart
    replays it. Next game begins game 2 with the computer's discard (R7.3): nothing of
    game 2 to restart until the player's own discard."""
    played = GameEngine(seed=7, computer=BasicPlayer(), synchronous=True)
    played.newGame(seed=7, games_to_win=3, skunks_count=False)
    while not played.betweenGames():
        assert played.perform(played.hint())
    save_match(store.match_path, played)
    window = MainWindow(GameEngine(seed=1, computer=BasicPlayer()), store=store)
    assert window.resumeSaved()
    board = drive(window)
    engine, restart = window.engine, window.actions["restart"]
    assert engine.betweenGames() and restart.isEnabled()  # the game just won
    assert engine.perform(NextGame())
    board.wait_replied()
    board.wait_settled()
    assert engine.state.match.game_number == 2 and engine.state.discards[1]  # its opening
    assert not restart.isEnabled()
    board.act()  # the player's discard
    assert restart.isEnabled()
    # a save resumed before its first step (all of it undone): nothing to restart
    steps = [list(step) for step in played.steps()]
    engine.restoreMatch(7, steps, 0)
    board.wait_settled()
    assert not restart.isEnabled() and engine.undoStack().count() == len(steps)
    engine.redo()
    board.wait_settled()
    assert restart.isEnabled()
