"""The board's score log after Restart of a later game of a match (issue 21, RULES.md
R7.3, U4): it still shows the games already played, with their "Game N" and result
rows, and the "Game 2" row, then the replayed game's rows, and Undo and Redo rebuild it
the same. Seed 7, a match to 3, the
baseline player, game 1 played by the engine alone and saved (quicker than on the board)."""

from __future__ import annotations


from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.models import ScoreLogModel
from crib_qt.persistence import save_match
from crib_qt.rules import NextGame
from crib_qt.ui.main_window import MainWindow


def _rows(log: ScoreLogModel) -> list[list[str]]:
    return [log.rowTexts(row) for row in range(log.rowCount())]


def test_r7_restart_of_game_two_keeps_the_match_in_the_boards_score_log(drive, store, asked):
    engine = GameEngine(seed=7, computer=BasicPlayer(), level="easy", synchronous=True)
    engine.newGame(seed=7, games_to_win=3, skunks_count=False)
    while not engine.betweenGames():
        assert engine.perform(engine.hint())
    assert engine.perform(NextGame())
    first = engine.state.hand_number
    while engine.state.hand_number == first:  # game 2's first hand, to its show's end
        assert engine.perform(engine.hint())
    save_match(store.match_path, engine)

    window = MainWindow(GameEngine(seed=1, computer=BasicPlayer()), store=store)
    window.resumeSaved()
    board = drive(window)
    log = window.scene.presenter.scoreLog
    before = _rows(log)
    begins = [row for row in range(log.rowCount()) if log.isGameStart(row)]
    assert len(begins) == 2 and begins[0] == 0  # game 1's row, from its cut, kept
    assert before[0][ScoreLogModel.WHAT].startswith("Game 1 — first dealer: ")
    game_two = begins[1]
    assert log.isGameResult(game_two - 1)  # game 1's result, read from the save
    assert before[game_two - 1][ScoreLogModel.WHAT].startswith("Won game 1. Final score 121")
    assert before[game_two - 2][ScoreLogModel.TOTAL] == "121"
    assert len(before) > game_two + 3  # game 2's first hand scored
    assert before[game_two][ScoreLogModel.WHAT] == "Game 2 — first dealer: You"

    assert window.requestRestart() and len(asked) == 1
    board.wait_settled()  # the computer's discard arrives by signal
    assert window.engine.matchStart().match.game_number == 2
    restarted = _rows(log)
    assert restarted == before[:game_two + 1]  # game 1 and its result, then Game 2's row
    window.actions["undo"].trigger()  # back before the Restart: game 2 as it was
    board.wait_settled()
    assert _rows(log) == before
    window.actions["redo"].trigger()
    board.wait_settled()
    assert _rows(log) == restarted
    window.close()
