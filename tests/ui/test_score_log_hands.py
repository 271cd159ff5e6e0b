"""Hand numbers in the score log of a match of several games (issue 21, RULES.md R7.3):
each game's hands count from 1 under "Hand", and a screen reader reads the same, though
the rules number the deals through the match (here game 2's first deal is the match's
10th); the log's `Qt.UserRole` keeps the number through the match."""

from __future__ import annotations

from match_moves import play_match
from score_log_rows import log_rows, named_rows, read_rows

from crib_qt.engine import MODE_COMPUTER
from crib_qt.models import ScoreLogModel
from crib_qt.rules import (GameCounted, GameStarted, GameWon, Score, ScoreItem, ScoreKind,
                           Scored, parse_cards)
from crib_qt.ui.new_game import GameOptions

SEED = 7  # a best of 3 the baseline computer wins 2-1; game 1 has 9 deals
# The rows from game 1's last three scores and its result to game 2's second deal,
# exactly (seed 7)
GAME_TWO_BEGINS = [
    ["9", "Computer", "Last card for 1", "1", "119"],
    ["9", "You", "Hand: Fifteen for 2, Fifteen for 2, Pair for 2, Run of 3, Run of 3", "12",
     "106"],
    ["9", "Computer", "Hand: Fifteen for 2, Fifteen for 2, Pair for 2, Run of 3", "9", "121"],
    ["", "Computer", "Won game 1. Final score 121 to 106. Match: You 0, Computer 1 — first to 2",
     "", ""],
    ["", "", "Game 2 — first dealer: You", "", ""],
    ["1", "You", "Fifteen for 2", "2", "2"],
    ["1", "You", "Go for 1", "1", "3"],
    ["1", "You", "Last card for 1", "1", "4"],
    ["1", "Computer", "Hand: Fifteen for 2, Pair for 2", "4", "4"],
    ["1", "You", "Hand: Fifteen for 2, Fifteen for 2, Fifteen for 2, Pair for 2", "8", "12"],
    ["1", "You", "Crib: Run of 3", "3", "15"],
]
UserRole = 256


def test_r7_each_games_hands_count_from_one_in_the_score_log(make_board):
    board = make_board(SEED)
    board.window.startNewGame(GameOptions(MODE_COMPUTER, "expert", ("", ""), 2, False),
                              seed=SEED)
    window = board.window
    log = window.scene.presenter.scoreLog

    def game_two_second_deal_scored(_engine) -> bool:  # a row of the match's 11th deal
        return any(log.index(row, log.HAND).data(UserRole) == 11
                   for row in range(log.rowCount()))

    play_match(board, game_two_second_deal_scored)
    rows = log_rows(log)
    begins = [row for row in range(log.rowCount()) if log.isGameStart(row)][1]  # game 2
    assert rows[begins - 4:begins + 7] == GAME_TWO_BEGINS
    assert rows[begins + 7][log.HAND] == "2"  # game 2's second deal: hand 2
    assert [log.index(row, log.HAND).data(UserRole) for row in range(begins - 1, begins + 2)
            ] == [9, 10, 10]  # through the match
    scores = [row for row in range(begins) if not (log.isGameStart(row) or
                                                   log.isGameResult(row))]
    assert [rows[row][log.HAND] for row in scores] == \
        [str(log.index(row, log.HAND).data(UserRole)) for row in scores]  # game 1

    window.logDock.setVisible(True)  # what a screen reader reads: the same, named
    board.qtbot.waitUntil(lambda: window.logView.isVisible())
    assert read_rows(window.logView)[begins - 4:begins + 7] == named_rows(GAME_TWO_BEGINS)
    assert read_rows(window.logView) == named_rows(rows)
    assert read_rows(window.logView)[begins + 1] == [  # each cell with its column's name
        "Hand: 1", "Player: You", "Fifteen for 2", "Points: 2", "Total: 2"]

    # (read once: with no assistive tool running, Qt's accessible table keeps the cells it
    # made until a tool asks again; a reset of the model would leave them empty here)
    window.actions["undo"].trigger()  # the log is rebuilt from the engine (U4)
    board.wait_settled()
    assert log_rows(log)[begins - 4:begins + 7] == GAME_TWO_BEGINS
    window.actions["redo"].trigger()
    board.wait_settled()
    assert log_rows(log) == rows


def _fifteen(seat: int, total: int) -> Scored:
    five, ten = parse_cards("5H TS")
    scores = (total, 0) if seat == 0 else (0, total)
    return Scored(seat, Score.of([ScoreItem(ScoreKind.FIFTEEN, 2, (five, ten))]), scores)


def test_r7_later_games_number_their_hands_within_their_game(qtbot):  # noqa: ARG001
    """The model alone: hands through the match 1-12 in three games beginning at deals
    1, 6 and 10; rebuilt or appended alike."""
    log = ScoreLogModel()
    log.setPlayerNames(("You", "Computer"))
    events = [(1, _fifteen(0, 2)), (5, _fifteen(1, 2)), (5, GameWon(1, (2, 121))),
              (5, GameCounted(1, 3, (0, 3), None, 4)), (6, GameStarted(2, 0)),
              (6, _fifteen(0, 2)), (9, _fifteen(1, 4)), (10, GameStarted(3, 1)),
              (10, _fifteen(0, 2))]
    log.setLog(events)
    wanted = [["1", "You", "Fifteen for 2", "2", "2"],
              ["5", "Computer", "Fifteen for 2", "2", "2"],
              ["", "Computer", ("Won game 1. Final score 121 to 2. Double skunk: three games. "
                                "Match: You 0, Computer 3 — first to 4"), "", ""],
              ["", "", "Game 2 — first dealer: You", "", ""],
              ["1", "You", "Fifteen for 2", "2", "2"],
              ["4", "Computer", "Fifteen for 2", "2", "4"],
              ["", "", "Game 3 — first dealer: Computer", "", ""],
              ["1", "You", "Fifteen for 2", "2", "2"]]
    assert log_rows(log) == wanted
    log.append(12, _fifteen(1, 6))  # appended as the board shows it
    assert log_rows(log)[8:] == [["3", "Computer", "Fifteen for 2", "2", "6"]]
    shown = log_rows(log)
    log.setLog([*events, (12, _fifteen(1, 6))])  # undo and redo: rebuilt alike
    assert log_rows(log) == shown
    fresh = ScoreLogModel()  # appended one by one as the board shows them
    fresh.setPlayerNames(("You", "Computer"))
    for hand, event in [*events, (12, _fifteen(1, 6))]:
        fresh.append(hand, event)
    assert log_rows(fresh) == shown
