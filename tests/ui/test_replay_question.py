"""Restart between the games of a match asks to play the game just won again from its
first deal, its result taken back (crib_qt/ui/replay_question.py; RULES.md R7.3, U5,
issue 21), and does so. Seed 7, a match to 3, the baseline player on both seats: the
computer wins game 1 (106–121), the human game 2 (121–118), which the computer begins."""

from __future__ import annotations

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore, save_match
from crib_qt.rules import NextGame, new_match
from crib_qt.ui.abandon import AbandonQuestion
from crib_qt.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path, private_settings):  # noqa: ARG001
    """`window(games)`: a window resuming the match to 3 of seed 7 after `games` games,
    played by the engine alone (quicker than the window's autosave after every move)."""

    def make(games: int) -> MainWindow:
        engine = GameEngine(seed=7, computer=BasicPlayer(), level="medium",
                            synchronous=True)
        engine.newGame(seed=7, games_to_win=3, skunks_count=False)
        for _ in range(games):
            _play_to_the_end_of_a_game(engine)
        store = MatchStore(tmp_path / "data")
        save_match(store.match_path, engine)
        win = MainWindow(GameEngine(seed=1, computer=BasicPlayer(), level="medium",
                                    synchronous=True), store=store)
        qtbot.addWidget(win)
        win.resumeSaved()
        win.setBoardTimes(0, 0)
        assert win.engine.state == engine.state
        return win

    return make


@pytest.fixture
def asked(monkeypatch):
    """Each question's (text, informative text); answered "Restart", with no modal wait."""
    questions = []

    def restart(question: AbandonQuestion) -> int:
        questions.append((question.text(), question.informativeText()))
        question.abandonButton.click()
        return 0

    monkeypatch.setattr(AbandonQuestion, "exec", restart)
    return questions


def _play_to_the_end_of_a_game(engine: GameEngine) -> None:
    if engine.betweenGames():
        assert engine.perform(NextGame())
    while engine.state.winner is None:
        assert engine.perform(engine.hint())
    assert engine.betweenGames()


def test_u5_restart_between_games_replays_the_game_just_won(window, asked):
    window = window(1)
    engine = window.engine
    assert engine.state.match.games == (0, 1)
    counted = window.statistics.record("computer/medium")
    assert (counted.played, counted.abandoned) == (1, 0)  # game 1, as it ended
    assert window.requestRestart()
    assert asked == [("Play game 1 of the match again from its first deal?",
                      "Its result is taken back. Tied at 0–0 in a match to 3, as before it. "
                      "The statistics keep the game as it ended. Undo (Ctrl+Z) brings it "
                      "back.")]
    assert engine.state == new_match(7, 3, False)  # the cut for the deal again (R7.3)
    assert engine.perform(engine.hint())  # the first move: nothing counts as lost
    record = window.statistics.record("computer/medium")
    assert (record.played, record.abandoned, record.wins) == (1, 0, counted.wins)


def test_restart_between_games_replays_a_game_the_computer_begins(window, asked):
    window = window(2)
    engine = window.engine
    over = engine.state
    undo = engine.undoStack()
    next_game = next(undo.command(i) for i in range(undo.index()) if undo.command(i).actions[0]
                     == NextGame())
    opened = next_game.after  # game 2 after Next game and the computer's first discard
    assert over.match.games == (1, 1) and over.scores == (121, 118)
    assert window.requestRestart()
    assert asked == [("Play game 2 of the match again from its first deal?",
                      "Its result is taken back. The computer leads 1–0 in a match to 3, "
                      "as before it. The statistics keep the game as it ended. Undo (Ctrl+Z) "
                      "brings it back.")]
    assert engine.state == opened and engine.state.match.games == (0, 1)
    window.actions["undo"].trigger()  # the game's end, its result back (U4)
    assert engine.state is over


def test_restart_within_a_game_of_a_match_keeps_the_abandon_question(window, asked):
    window = window(0)
    engine = window.engine
    assert engine.perform(engine.hint())
    assert engine.perform(engine.hint())
    assert window.requestRestart()
    assert asked[0][0] != "Play game 1 of the match again from its first deal?"
    assert engine.state == new_match(7, 3, False)
