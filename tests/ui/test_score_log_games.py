"""The score log in a match of several games (issue 21, RULES.md R7.3): each game after
the first begins with a row of its own, "Game 2 — first dealer: You", which a screen
reader reads as a row of the table, and which undo and redo rebuild in its place."""

from __future__ import annotations

from match_moves import play_match
from score_log_rows import log_rows, read_rows

from crib_qt.engine import MODE_COMPUTER
from crib_qt.models import ScoreLogModel
from crib_qt.rules import GameStarted
from crib_qt.ui.new_game import GameOptions

SEED = 7  # a best-of-3 the computer wins 2-1: three games, two first dealers


def _match_over(engine) -> bool:
    return engine.state.winner is not None and max(engine.state.match.games) >= 2


def test_r7_each_later_game_of_a_match_begins_with_its_row_in_the_score_log(make_board):
    board = make_board(SEED)
    board.window.startNewGame(GameOptions(MODE_COMPUTER, "expert", ("", ""), 2, False),
                              seed=SEED)
    engine, window = board.engine, board.window
    log = window.scene.presenter.scoreLog
    play_match(board, _match_over)
    assert engine.state.match.games == (1, 2) and engine.state.match.game_number == 3

    starts = [event for event in engine.events() if isinstance(event, GameStarted)]
    names = ("You", "Computer")
    expected = [f"Game {event.game_number} — first dealer: {names[event.dealer]}"
                for event in starts]
    rows = log_rows(log)
    begins = [row for row in range(len(rows)) if log.isGameStart(row)]
    assert [rows[row] for row in begins] == [["", "", text, "", ""] for text in expected]
    assert [event.game_number for event in starts] == [2, 3]
    for row in begins:  # after the game before it was won, before the new game's scores
        assert rows[row - 1][ScoreLogModel.TOTAL] == "121"
        assert int(rows[row + 1][ScoreLogModel.TOTAL]) < 121
        hand = log.index(row, ScoreLogModel.HAND).data(256)  # UserRole: its first hand
        assert hand == log.index(row + 1, ScoreLogModel.HAND).data(256)
    bold = log.index(begins[0], ScoreLogModel.WHAT).data(6)  # FontRole
    assert bold.bold() and log.index(begins[0] - 1, ScoreLogModel.WHAT).data(6) is None

    window.logDock.setVisible(True)  # what a screen reader reads: the same rows
    board.qtbot.waitUntil(lambda: window.logView.isVisible())
    assert read_rows(window.logView) == rows

    window.actions["undo"].trigger()  # the log is rebuilt from the engine (U4)
    board.wait_settled()
    rebuilt = log_rows(log)
    assert [rebuilt[row] for row in begins] == [rows[row] for row in begins]
    window.actions["redo"].trigger()
    board.wait_settled()
    assert log_rows(log) == rows
