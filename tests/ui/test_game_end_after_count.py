"""The end of a game waits for the point that won it (RULES.md R5, R6.1): a game won in
the show or the crib is counted out item by item and pegged to 121 before the end panel
appears and before a screen reader hears the match score; one won in the play ends with
its card, as before (playtest of session 29, item 1: the panel was up at "Fifteen 4"
with the board still at 116).

Each test plays a seeded game against the baseline player at once, undoes its last move
(U4) and makes it again with the board's normal pacing (cards 260 ms, the computer's
moves 550 ms, the show's items 650 ms apart)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from recording_output import RecordingOutput

from crib_qt.rules import Phase
from crib_qt.sound.sound_settings import SoundSettings
from crib_qt.sound.table_sounds import TableSounds
from crib_qt.ui.preferences import ANIMATION_TIMES

# Seeds whose game the baseline player wins against the human's hints (found by playing
# them): 19 the computer as pone counts its hand out first from 111 (a single game, and
# game 1 of a best of 3); 36 the computer, dealing, counts its crib out; 13 the
# computer pegs out in the play (a card for 121).
HAND_WIN, CRIB_WIN, PLAY_WIN = 19, 36, 13


def _to_the_last_move(board, games_to_win: int = 1):
    """The human plays the hint, all at once, until the computer has won; then the last
    move is undone (U4) and the board paces as a player sees it. Returns that move."""
    engine = board.engine
    if games_to_win > 1:
        engine.newGame(seed=engine.seed, games_to_win=games_to_win, skunks_count=False)
        board.wait_settled()
    last = None
    for _ in range(400):
        if engine.state.phase is Phase.GAME_OVER:
            break
        last = engine.hint()
        assert engine.perform(last)
        board.wait_replied()
    assert engine.state.phase is Phase.GAME_OVER and engine.state.winner == 1
    board.wait_settled()
    board.window.actions["undo"].trigger()
    board.wait_settled()
    assert engine.state.phase is not Phase.GAME_OVER
    board.window.setBoardTimes(*ANIMATION_TIMES["normal"])
    return last


def _watch(board) -> list:
    """At every change of the board's texts and every announcement: (the text said or
    "texts", the end panel shown, the show still counting, the computer's front peg,
    a peg moving)."""
    scene, presenter = board.scene, board.scene.presenter
    seen = []

    def note(what: str) -> None:
        seen.append((what, scene.endPanel.isVisible(), presenter.isCounting(),
                     scene.pegBoard.pegScores(1)[0], scene.pegBoard.isAnimating()))

    presenter.textsChanged.connect(lambda: note("texts"))
    board.view.accessibility.announced.connect(note)
    return seen


def _play_the_winning_move(board, move) -> list:
    seen = _watch(board)
    board.engine.perform(move)
    board.qtbot.waitUntil(lambda: board.scene.endPanel.isVisible() and board.settled()
                          and not board.scene.presenter.isCounting(), timeout=20000)
    return seen


def _first_with_the_panel(seen) -> int:
    return next(i for i, row in enumerate(seen) if row[1])


def test_r6_a_game_won_in_the_show_ends_once_the_hand_is_counted_and_pegged(make_board):
    board = make_board(HAND_WIN)
    move = _to_the_last_move(board)
    output = RecordingOutput()
    sounds = TableSounds(board.window.presenter, board.scene, output,
                         SoundSettings(100, False), parent=board.window)
    heard = []
    sounds.requested.connect(lambda name: heard.append(
        (name, board.scene.presenter.isCounting(), board.scene.pegBoard.pegScores(1)[0])))
    seen = _play_the_winning_move(board, move)
    board.qtbot.waitUntil(lambda: "loss" in output.names(), timeout=5000)
    # the computer's win is heard once its count is said, as its peg lands in 121
    assert [row for row in heard if row[0] == "loss"] == [("loss", False, 121)]
    assert any(row[2] for row in seen)  # the hand was counted item by item
    shown = [row for row in seen if row[1]]
    # the panel is up only once the count is said and the computer's peg is in 121
    assert all(not counting and peg == 121 and not moving
               for _, _, counting, peg, moving in shown), shown
    said = [row[0] for row in seen if row[0] != "texts"]
    assert said[said.index("Computer's hand: 14"):] == [
        "Computer's hand: 14", "Four of Hearts, Five of Spades, Six of Hearts, Jack of Diamonds",
        "Fifteen 2", "Fifteen 4", "Fifteen 6", "A pair is 8",
        "A run of 3 is 11", "A run of 3 is 14", "Computer 121, you 104",
        "The computer wins. Final score 121 to 104",
        "New game button"]  # where the ring is (play-test 34 with Orca)
    assert board.scene.endTitle.text() == "The computer wins"
    assert board.scene.endText.text() == "Final score 121 to 104"
    assert board.scene.showTitle.text() == "Computer's hand: 14"  # the count that won stays


def test_r6_r7_in_a_match_the_game_score_is_said_after_the_count_that_won(make_board):
    board = make_board(HAND_WIN)
    move = _to_the_last_move(board, games_to_win=2)
    seen = _play_the_winning_move(board, move)
    assert all(not counting and peg == 121 and not moving
               for _, shown, counting, peg, moving in seen if shown)
    said = [row[0] for row in seen if row[0] != "texts"]
    match = "Match: You\u00a00, computer\u00a01 — first to 2"
    assert said[-4:] == ["A run of 3 is 14", "Computer 121, you 104", match,
                         "Next game button"], said
    # it was said once the count was over, just before the panel came up
    counted = next(i for i, row in enumerate(seen) if row[0] == match)
    assert not seen[counted][2] and not seen[counted][1]
    assert counted < _first_with_the_panel(seen)
    scene = board.scene
    assert scene.endTitle.text() == "The computer wins game 1"
    # Next game by keyboard at once: the ring is on it (U6, R7.3)
    target = scene.focus.current()
    assert target is not None and target.item is scene.newGameButton
    assert scene.newGameButton.text() == "Next game"
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    board.qtbot.waitUntil(lambda: board.engine.state.match.game_number == 2, timeout=20000)


def test_r6_a_game_won_in_the_crib_ends_once_the_crib_is_counted(make_board):
    board = make_board(CRIB_WIN)
    move = _to_the_last_move(board)
    seen = _play_the_winning_move(board, move)
    assert any(row[2] for row in seen)
    assert all(not counting and peg == 121 and not moving
               for _, shown, counting, peg, moving in seen if shown)
    assert board.scene.showTitle.text().startswith("Computer's crib")
    assert board.scene.endText.text() == "Final score 121 to 102"


def test_r6_a_game_won_in_the_play_ends_with_its_card(make_board):
    board = make_board(PLAY_WIN)
    move = _to_the_last_move(board)
    seen = _play_the_winning_move(board, move)
    assert not any(row[2] for row in seen)  # no show
    first = _first_with_the_panel(seen)
    # no later than before: the panel comes with the table's idle after the pegs land
    assert seen[first][3:] == (121, False)
    assert not board.scene.showPanel.isVisible()
    assert board.scene.endText.text() == "Final score 121 to 100"


def test_u4_undo_and_redo_at_the_end_of_a_game_won_in_the_show(make_board):
    board = make_board(HAND_WIN)
    move = _to_the_last_move(board)
    _play_the_winning_move(board, move)
    scene, presenter = board.scene, board.scene.presenter
    board.window.actions["undo"].trigger()
    board.wait_settled()
    assert not scene.endPanel.isVisible() and board.engine.state.phase is Phase.PLAY
    assert scene.pegBoard.pegScores(1)[0] == 111
    board.window.actions["redo"].trigger()
    # a jump: the count is on show whole and the panel is up at once, pegged
    assert scene.endPanel.isVisible() and not presenter.isCounting()
    assert scene.pegBoard.pegScores(1)[0] == 121
    assert scene.showTitle.text() == "Computer's hand: 14"
    board.wait_settled()
    assert scene.focus.current().item is scene.newGameButton


def test_a_click_during_the_winning_count_says_the_rest_and_pegs_at_once(make_board):
    board = make_board(HAND_WIN)
    move = _to_the_last_move(board)
    scene, presenter = board.scene, board.scene.presenter
    board.engine.perform(move)
    board.qtbot.waitUntil(lambda: len(presenter.count.said()) == 2, timeout=20000)
    assert presenter.isCounting() and not scene.endPanel.isVisible()
    board.click(board.EMPTY_FELT)  # hurries the table: no button is pressed by it
    assert not presenter.isCounting() and len(presenter.count.said()) == 6
    assert scene.pegBoard.pegScores(1)[0] == 121 and scene.endPanel.isVisible()
    board.wait_settled()
    assert board.engine.state.phase is Phase.GAME_OVER
    assert scene.showTitle.text() == "Computer's hand: 14"
