"""Restart in the window within a match of several games (issue 21, RULES.md R7.3, U4,
U5): a later game that the computer begins is played again (its discard arrives, the
player discards by mouse), Undo and Redo take back and restore the Restart with it, and
the autosave made there resumes and plays on. Seed 7, a match to 3, the baseline player:
the human deals game 2, so the computer discards first."""

from __future__ import annotations

import pytest
from match_moves import play_match

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_COMPUTER, GameEngine
from crib_qt.persistence import MatchStore, load_match
from crib_qt.rules import Card, Discard, NextGame, Phase
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.new_game import GameOptions

OPENING = (Discard((Card.parse("7S"), Card.parse("JD"))),)


@pytest.fixture
def store(tmp_path):
    return MatchStore(tmp_path / "data")


@pytest.fixture
def asked(monkeypatch):
    """The questions before abandoning (crib_qt/ui/abandon.py), each answered "Restart"."""
    from crib_qt.ui import abandon

    questions = []
    monkeypatch.setattr(abandon.AbandonQuestion, "ask",
                        lambda question: questions.append(question) or True)
    return questions


def test_restart_replays_a_game_the_computer_begins_on_the_board(drive, store, asked):
    window = MainWindow(GameEngine(seed=7, computer=BasicPlayer()), store=store)
    window.resumeSaved()
    board = drive(window)
    engine = window.engine
    window.startNewGame(GameOptions(MODE_COMPUTER, "easy", ("", ""), 3, False), seed=7)
    play_match(board, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    board.wait_settled()
    opened = engine.state  # game 2: the computer discarded 7♠ J♦ first (R7.3)
    assert opened.dealer == 0 and opened.discards[1] == OPENING[0].cards
    play_match(board, lambda e: e.state.phase is Phase.PLAY)
    position = engine.state
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
