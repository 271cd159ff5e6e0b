"""The words of a match of several games on the board and in the question before
leaving it (issue 21 play-test, RULES.md R7): a skunk with skunks off says it counted
one game and why (R7.2), on the end panel and to a screen reader; New game or Restart
in a match says the match is left (or goes on) and how it stands (R7.1)."""

from __future__ import annotations

from match_moves import play_match

from crib_qt.engine import MODE_COMPUTER, MODE_TWO_PLAYERS
from crib_qt.rules import MatchScore
from crib_qt.ui.abandon import AbandonQuestion
from crib_qt.ui.new_game import GameOptions


def test_r7_2_a_skunk_with_skunks_off_says_it_counts_one_game(make_board):
    board = make_board(4)
    board.window.startNewGame(GameOptions(MODE_COMPUTER, "expert", ("", ""), 2, False),
                              seed=4)  # skunks off; game 1 ends 121 to 86
    engine, scene = board.engine, board.scene
    play_match(board, lambda e: e.betweenGames())
    assert engine.state.winner == 0 and engine.state.scores == (121, 86)
    assert engine.state.match.games == (1, 0)  # one game, not two (R7.2)
    assert scene.endTitle.text() == "You win game 1"
    assert scene.endText.text() == ("Final score 121 to 86\n"
                                    "Skunk: one game (skunks are off)\n"
                                    "You\u00a01, computer\u00a00 — first to 2")
    spoken = board.view.accessibility.announcements
    assert ("Skunk: one game (skunks are off), Match: You\u00a01, computer\u00a00 — first to 2"
            in spoken)


def _question(kind: str, mode: str, match, names=("", "")) -> AbandonQuestion:
    return AbandonQuestion(kind, mode, None, match, names)


def test_r7_1_new_game_in_a_match_asks_to_abandon_the_match(qtbot):
    question = _question("new_game", MODE_COMPUTER, MatchScore(3, True, (1, 0), 2))
    qtbot.addWidget(question)
    assert question.windowTitle() == "New game"
    assert question.text() == "Abandon the match in progress?"
    assert question.informativeText() == (
        "You lead 1–0 in a match to 3. The match counts as lost in the statistics once you "
        "make the first move of the new game or close the window. "
        "Undo (Ctrl+Z) brings it back.")
    assert question.abandonButton.text() == "Start a new game"
    two = _question("new_game", MODE_TWO_PLAYERS, MatchScore(4, True, (1, 2), 4),
                    ("Ana", "Ben"))
    qtbot.addWidget(two)
    assert two.text() == "Abandon the match in progress?"
    assert two.informativeText() == (
        "Ben leads 2–1 in a match to 4. Matches of two players that are abandoned count "
        "for neither player. Undo (Ctrl+Z) brings it back.")


def test_r7_1_restart_in_a_match_plays_the_game_again_and_the_match_goes_on(qtbot):
    question = _question("restart", MODE_COMPUTER, MatchScore(3, True, (0, 2), 2))
    qtbot.addWidget(question)
    assert question.windowTitle() == "Restart"
    assert question.text() == "Abandon game 2 of the match and play it again?"
    assert question.informativeText() == (
        "The computer leads 2–0 in a match to 3; the match goes on. It counts as a loss "
        "in the statistics once you make the first move of the new game or close the "
        "window. Undo (Ctrl+Z) brings it back.")


def test_a_single_game_keeps_the_games_question(qtbot):
    for match in (MatchScore(), None):
        question = _question("new_game", MODE_COMPUTER, match)
        qtbot.addWidget(question)
        assert question.text() == "Abandon the game in progress?"
        assert question.informativeText() == (
            "It counts as a loss in the statistics once you make the first move of the new "
            "game or close the window. Undo (Ctrl+Z) brings it back.")


def test_r7_1_the_window_asks_about_the_match_it_would_leave(make_board, monkeypatch):
    asked = []

    def keep(question: AbandonQuestion) -> int:  # the player's click, no modal wait
        asked.append((question.text(), question.informativeText()))
        question.keepButton.click()
        return 0

    monkeypatch.setattr(AbandonQuestion, "exec", keep)
    board = make_board(4)
    window, engine = board.window, board.engine
    window.startNewGame(GameOptions(MODE_COMPUTER, "expert", ("", ""), 2, False), seed=4)
    play_match(board, lambda e: e.state.match.game_number == 2 and e.humanSeat() is not None)
    assert engine.state.match.games == (1, 0) and engine.inProgress()
    assert not window.mayAbandon("new_game") and not window.mayAbandon("restart")
    assert asked == [
        ("Abandon the match in progress?",
         "You lead 1–0 in a match to 2. The match counts as lost in the statistics once "
         "you make the first move of the new game or close the window. "
         "Undo (Ctrl+Z) brings it back."),
        ("Abandon game 2 of the match and play it again?",
         "You lead 1–0 in a match to 2; the match goes on. It counts as a loss in the "
         "statistics once you make the first move of the new game or close the window. "
         "Undo (Ctrl+Z) brings it back.")]
    assert engine.state.match.game_number == 2  # kept playing
