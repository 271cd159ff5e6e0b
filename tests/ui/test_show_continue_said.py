"""After each count of the show, a screen reader hears that the next waits for Continue
(U6, R5.1; play-test 34 with Orca: after a hand was counted there was silence until C was
pressed, the focus ring gone to the button without a word)."""

from __future__ import annotations

from crib_qt.rules import Phase


def test_each_count_ends_with_its_score_then_the_continue_button(make_board):
    board = make_board(3)
    engine = board.engine
    said = board.window.view.accessibility.announcements
    while not (engine.state.phase is Phase.SHOW and engine.state.show_step == 2):
        board.act()
        board.wait_settled()
    start = max(i for i, line in enumerate(said) if line.startswith("Your hand: "))
    assert said[start:] == [
        "Your hand: 12", "Four of Diamonds, Five of Hearts, Jack of Clubs, Jack of Diamonds",
        "Fifteen 2", "Fifteen 4", "Fifteen 6", "A pair royal is 12",
        "You 13, computer 4", "Continue button",
        "Computer's hand: 8", "Three of Diamonds, Nine of Clubs, Ten of Hearts, Ten of Spades",
        "A pair is 2", "A run of 3 is 5", "A run of 3 is 8",
        "Computer 12, you 13", "Continue button",
        "Computer's crib: 6",
        "Seven of Diamonds, Seven of Spades, Eight of Spades, King of Diamonds",
        "Fifteen 2", "Fifteen 4", "A pair is 6",
        "Computer 18, you 13", "Continue button"]
