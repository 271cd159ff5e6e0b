"""Restart in the window within a match of several games (issue 21, RULES.md R7.3, U4,
U5): a later game that the computer begins is played again (its discard arrives, the
player discards by mouse), Undo and Redo take back and restore the Restart with it, and
the autosave made there resumes and plays on. Seed 7, a match to 3, the baseline player:
the human deals game 2, so the computer discards first."""

from __future__ import annotations

from match_moves import play_match

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore, load_match, save_match
from crib_qt.rules import Card, Discard, NextGame, Phase
from crib_qt.ui.main_window import MainWindow

OPENING = (Discard((Card.parse("7S"), Card.parse("JD"))),)


def _saved_in_game_two(store: MatchStore):
    """Game 1 and game 2 up to its play, played by the engine alone (quicker than on the
    board) and saved in `store`; returns game 2's state after the computer's first
    discard, and the saved position."""
    engine = GameEngine(seed=7, computer=BasicPlayer(), level="easy", synchronous=True)
    engine.newGame(seed=7, games_to_win=3, skunks_count=False)
    while not engine.betweenGames():
        assert engine.perform(engine.hint())
    assert engine.perform(NextGame())
    opened = engine.state
    while engine.state.phase is not Phase.PLAY:
        assert engine.perform(engine.hint())
    save_match(store.match_path, engine)
    return opened, engine.state


def test_restart_replays_a_game_the_computer_begins_on_the_board(drive, store, asked):
    opened, position = _saved_in_game_two(store)
    assert opened.dealer == 0 and opened.discards[1] == OPENING[0].cards  # R7.3
    window = MainWindow(GameEngine(seed=1, computer=BasicPlayer()), store=store)
    window.resumeSaved()
    board = drive(window)
    engine = window.engine
    assert engine.state == position
    position = engine.state  # the resumed window's own object (Undo returns it)
    assert window.requestRestart() and len(asked) == 1
    board.wait_settled()  # the computer's discard arrives by signal
    assert engine.state == opened and engine.matchOpening() == OPENING
    board.check_board_matches_engine()
    assert load_match(store.match_path).opening == OPENING  # autosaved with it
    assert board.act() == "discard"  # the player discards by mouse: the game plays on
    discarded = engine.state
    window.actions["undo"].trigger()
    window.actions["undo"].trigger()  # the Restart, with the computer's discard (U4)
    board.wait_settled()
    assert engine.state is position
    board.check_board_matches_engine()
    window.actions["redo"].trigger()
    board.wait_settled()
    assert engine.state == opened and not engine.isThinking()
    board.check_board_matches_engine()
    window.close()

    again = MainWindow(GameEngine(seed=1, computer=BasicPlayer()), store=store)
    again.resumeSaved()  # the autosave of the position right after the Restart
    board = drive(again)
    assert again.engine.state == opened and again.engine.matchOpening() == OPENING
    again.actions["redo"].trigger()  # the player's discard, kept as a redo step (U4)
    board.wait_settled()
    assert again.engine.state == discarded
    assert board.act() in ("tap", "go")  # and the game plays on
    play_match(board, lambda e: e.state.phase is Phase.SHOW)
    board.check_board_matches_engine()
