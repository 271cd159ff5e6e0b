"""The table's words for a game's end and a match's standing (issue 21, RULES.md R7):
a skunk in a single game, what a skunk counted in a match with skunks on or off
(R7.2), and how a match stands for the question before leaving it (R7.1). The skunk
lines come from the match score (`MatchScore.skunk_of`), never from a copy of 61/91."""

from __future__ import annotations

import pytest

from crib_qt.board import match_texts as M
from crib_qt.board import table_texts as T
from crib_qt.rules import MatchScore

YOU = ("You", "Computer")
TWO = ("Ana", "Ben")


@pytest.mark.parametrize(("loser", "line"), [
    (91, ""), (90, "\nSkunk!"), (61, "\nSkunk!"), (60, "\nDouble skunk!"), (0, "\nDouble skunk!")])
def test_r7_2_a_single_games_skunk_lines_exactly_at_91_and_61(qapp, loser, line):
    assert T.end_texts(0, (121, loser), YOU, True, MatchScore()) == (
        "You win!", f"Final score 121 to {loser}{line}")
    assert T.end_texts(1, (loser, 121), TWO, False, MatchScore()) == (
        "Ben wins!", f"Final score 121 to {loser}{line}")


def test_a_single_games_skunk_is_the_match_scores_skunk_of(qapp):
    """One source of truth: the lines are the match score's, whatever they are."""

    class Lines:  # a match score whose skunk line is elsewhere
        @staticmethod
        def skunk_of(loser_score: int) -> int:
            return {100: 1, 110: 2}.get(loser_score, 0)

    assert T.end_texts(0, (121, 100), YOU, True, Lines())[1] == "Final score 121 to 100\nSkunk!"
    assert T.end_texts(0, (121, 110), YOU, True, Lines())[1] == (
        "Final score 121 to 110\nDouble skunk!")
    assert T.end_texts(0, (121, 60), YOU, True, Lines())[1] == "Final score 121 to 60"


@pytest.mark.parametrize(("loser", "skunks", "line"), [
    (91, True, None), (90, True, "Skunk: two games"), (60, True, "Double skunk: three games"),
    (91, False, None), (90, False, "Skunk: one game (skunks are off)"),
    (61, False, "Skunk: one game (skunks are off)"),
    (60, False, "Double skunk: one game (skunks are off)")])
def test_r7_2_the_end_panel_says_what_a_skunk_counted_and_why(qapp, loser, skunks, line):
    match = MatchScore(3, skunks, (1, 0), 1)  # game 1 won, counted
    title, text = M.game_end_texts(0, (121, loser), match, YOU, True)
    assert title == "You win game 1"
    lines = [f"Final score 121 to {loser}"] + ([line] if line else []) + [
        "You\u00a01, computer\u00a00 — first to 3"]
    assert text == "\n".join(lines)
    assert "Skunk!" not in text and "Double skunk!" not in text


def test_r7_2_what_a_game_counted_in_words(qapp):
    assert M.game_counted_line(3, 2) == "Double skunk: three games"
    assert M.game_counted_line(2, 1) == "Skunk: two games"
    assert M.game_counted_line(1, 2) == "Double skunk: one game (skunks are off)"
    assert M.game_counted_line(1, 1) == "Skunk: one game (skunks are off)"
    assert M.game_counted_line(1, 0) == M.game_counted_line(1) == ""


def test_r7_1_how_a_match_stands(qapp):
    assert M.match_standing((1, 0), 3, YOU, True) == "You lead 1–0 in a match to 3"
    assert M.match_standing((1, 3), 4, YOU, True) == (
        "The computer leads 3–1 in a match to 4")
    assert M.match_standing((0, 0), 2, YOU, True) == "Tied at 0–0 in a match to 2"
    assert M.match_standing((2, 1), 4, TWO, False) == "Ana leads 2–1 in a match to 4"
    assert M.match_standing((0, 1), 2, TWO, False) == "Ben leads 1–0 in a match to 2"
    assert M.match_standing((1, 1), 3, ("%2", "%1"), False) == "Tied at 1–1 in a match to 3"
    assert M.match_standing((0, 1), 3, ("%2", "%1"), False) == "%1 leads 1–0 in a match to 3"
