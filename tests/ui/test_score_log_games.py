"""The score log in a match of several games (issue 21, RULES.md R6.1, R7.2, R7.3): each
game begins with a row of its own, "Game 2 — first dealer: You" (game 1's from the cut
for the deal), and each game won ends with one, the winner under "Player" and "Won game
1. Final score 121 to 98. Match: You 0, Computer 1 — first to 2" (a skunk said with what
it counted), which a screen reader reads as rows of the table, and which undo and redo
rebuild in their places. A single game has neither (R7.1)."""

from __future__ import annotations

from match_moves import play_match
from score_log_rows import log_rows, named_rows, read_rows

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_COMPUTER, GameEngine
from crib_qt.models import ScoreLogModel
from crib_qt.rules import DealerChosen, GameCounted, GameStarted, GameWon
from crib_qt.ui.new_game import GameOptions

SEED = 7  # a best-of-3 the computer wins 2-1: three games, two first dealers


def _match_over(engine) -> bool:
    return engine.state.winner is not None and max(engine.state.match.games) >= 2


def _result_text(won: GameWon, counted: GameCounted, game: int) -> str:
    """The result row's text, written out as the play-test asked for it."""
    loser = won.scores[1 - won.seat]
    skunk = ("Double skunk: one game (skunks are off). " if loser < 61 else
             "Skunk: one game (skunks are off). " if loser < 91 else "")  # skunks off here
    return (f"Won game {game}. Final score {won.scores[won.seat]} to {loser}. {skunk}"
            f"Match: You {counted.games[0]}, Computer {counted.games[1]} — first to 2")


def test_r7_each_game_of_a_match_begins_and_ends_with_its_row_in_the_score_log(make_board):
    board = make_board(SEED)
    board.window.startNewGame(GameOptions(MODE_COMPUTER, "expert", ("", ""), 2, False),
                              seed=SEED)
    engine, window = board.engine, board.window
    log = window.scene.presenter.scoreLog
    play_match(board, _match_over)
    assert engine.state.match.games == (1, 2) and engine.state.match.game_number == 3

    events = engine.events()
    names = ("You", "Computer")
    dealers = [event.seat for event in events if isinstance(event, DealerChosen)]
    starts = [(1, dealers[-1])] + [(event.game_number, event.dealer) for event in events
                                   if isinstance(event, GameStarted)]
    assert [game for game, _ in starts] == [1, 2, 3]
    expected = [f"Game {game} — first dealer: {names[dealer]}" for game, dealer in starts]
    rows = log_rows(log)
    begins = [row for row in range(len(rows)) if log.isGameStart(row)]
    assert [rows[row] for row in begins] == [["", "", text, "", ""] for text in expected]
    assert begins[0] == 0  # before the first score of the match

    won = [event for event in events if isinstance(event, GameWon)]
    counted = [event for event in events if isinstance(event, GameCounted)]
    assert [event.seat for event in won] == [1, 0, 1]
    ends = [row for row in range(len(rows)) if log.isGameResult(row)]
    assert [rows[row] for row in ends] == [
        ["", names[w.seat], _result_text(w, c, game), "", ""]
        for game, (w, c) in enumerate(zip(won, counted), start=1)]
    assert rows[ends[0]][ScoreLogModel.WHAT].startswith("Won game 1. Final score 121 to ")
    assert rows[-1] == rows[ends[-1]]  # the match's last row: who won it
    assert [row + 1 for row in ends[:-1]] == begins[1:]  # a game ends, the next begins
    for row in ends:  # after the game's last score, the winner's 121
        assert rows[row - 1][ScoreLogModel.TOTAL] == "121"
        assert rows[row - 1][ScoreLogModel.PLAYER] == rows[row][ScoreLogModel.PLAYER]
    for row in begins[1:]:  # before the new game's scores
        assert int(rows[row + 1][ScoreLogModel.TOTAL]) < 121
        hand = log.index(row, ScoreLogModel.HAND).data(256)  # UserRole: its first hand
        assert hand == log.index(row + 1, ScoreLogModel.HAND).data(256)
    for row in (begins[0], ends[0]):  # FontRole: bold, a score's is not
        assert log.index(row, ScoreLogModel.WHAT).data(6).bold()
    assert log.index(ends[0] - 1, ScoreLogModel.WHAT).data(6) is None

    window.logDock.setVisible(True)  # what a screen reader reads: the same, named
    board.qtbot.waitUntil(lambda: window.logView.isVisible())
    assert read_rows(window.logView) == named_rows(rows)

    window.actions["undo"].trigger()  # the log is rebuilt from the engine (U4)
    board.wait_settled()
    rebuilt = log_rows(log)
    assert [rebuilt[row] for row in begins + ends[:-1]] == \
        [rows[row] for row in begins + ends[:-1]]
    assert not any(log.isGameResult(row) for row in range(ends[-1], len(rebuilt)))
    window.actions["redo"].trigger()
    board.wait_settled()
    assert log_rows(log) == rows


def test_r7_a_single_game_has_no_game_rows(qtbot):  # noqa: ARG001 (a QApplication)
    """A single game is exactly the seeds' game (R7.1): its log begins with its first
    score and ends with the winner's 121, no "Game 1" row, no result row."""
    engine = GameEngine(seed=SEED, computer=BasicPlayer(), synchronous=True)
    engine.newGame(seed=SEED)
    while engine.state.winner is None:
        assert engine.perform(engine.hint())
    log = ScoreLogModel()
    log.setPlayerNames(("You", "Computer"))
    log.setLog(engine.scoreLog())
    rows = log_rows(log)
    assert len(rows) > 30 and rows[0][ScoreLogModel.HAND] == "1"
    assert rows[-1][ScoreLogModel.TOTAL] == "121"
    assert not any(log.isGameStart(row) or log.isGameResult(row) for row in range(len(rows)))
