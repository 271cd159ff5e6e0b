"""The position read aloud (P, "Read the position", U6) during the show (R5.1): the
hand or crib being counted is read in its owner's place, its cards with the starter and
then its count, never as "empty" and then again as the count; nothing is said twice
(play-test 35 with Orca: "Computer's hand: empty. … Computer's hand: 3: Nine of Clubs,
…"). board/accessible_names.py `position_text`."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from crib_qt.rules import Phase

_MINE = "Seven of Hearts, Eight of Hearts, Nine of Hearts, Jack of Spades"
_THEIRS = "Six of Diamonds, Seven of Diamonds, Eight of Diamonds, Nine of Diamonds"
_WITH = ", with the starter Seven of Spades; "
_COUNTS = (
    "13: " + _MINE + _WITH + "Fifteen 2, Fifteen 4, A pair is 6, A run of 3 is 9, "
    "A run of 3 is 12, One for his nob is 13",
    "20: " + _THEIRS + _WITH + "Fifteen 2, Fifteen 4, Fifteen 6, A pair is 8, "
    "A run of 4 is 12, A run of 4 is 16, A flush is 20",
    "6: Three of Spades, Five of Clubs, Ten of Spades, King of Spades" + _WITH +
    "Fifteen 2, Fifteen 4, Fifteen 6")

# seed 2: the computer (Ben) deals; the pone's hand, the dealer's, then the crib (R5.1)
_EXPECTED = {
    None: (
        "The table. Score: You 22, computer 4. The computer deals. Your hand: "
        f"{_COUNTS[0]}. Computer's hand: 4 face-down cards. Computer's crib: 4 face-down cards",
        f"The table. Score: You 22, computer 24. The computer deals. Your hand: {_MINE}. "
        f"Computer's hand: {_COUNTS[1]}. Computer's crib: 4 face-down cards",
        f"The table. Score: You 22, computer 30. The computer deals. Your hand: {_MINE}. "
        f"Computer's hand: {_THEIRS}. Computer's crib: {_COUNTS[2]}"),
    ("Ana", "Ben"): (
        f"The table. Score: Ana 22, Ben 4. Ben deals. Ana's hand: {_COUNTS[0]}. "
        "Ben's hand: 4 face-down cards. Ben's crib: 4 face-down cards",
        f"The table. Score: Ben 24, Ana 22. Ben deals. Ben's hand: {_COUNTS[1]}. "
        f"Ana's hand: {_MINE}. Ben's crib: 4 face-down cards",
        f"The table. Score: Ben 30, Ana 22. Ben deals. Ben's hand: {_THEIRS}. "
        f"Ana's hand: {_MINE}. Ben's crib: {_COUNTS[2]}"),
}


@pytest.mark.parametrize("names", [None, ("Ana", "Ben")])
def test_each_count_of_the_show_is_read_in_its_place(make_board, names):
    board = make_board(2, names=names)
    presenter = board.scene.presenter
    while board.engine.state.phase is not Phase.SHOW:
        board.act()
        board.wait_settled()
        if presenter.isCovered():  # two players: the hand-over (U3)
            presenter.revealHand()
            board.wait_settled()
    assert board.engine.state.dealer == 1
    for step, expected in enumerate(_EXPECTED[names]):
        assert board.engine.state.show_step == step
        presenter.completeCount()
        board.wait_settled()
        assert board.view.accessibility.readPosition() == expected
        board.act()


def test_the_starter_is_read_once_just_after_the_cut(make_board):
    board = make_board(2, driver="keys")
    board.key(Qt.Key.Key_Return)  # the cut for the first deal: the computer deals
    board.wait_settled()
    for key in (Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_Return, Qt.Key.Key_Return):
        board.key(key)  # two cards laid away (R3.2), then the starter cut (R3.3)
        board.wait_settled()
    assert board.engine.state.phase is Phase.PLAY
    assert board.view.accessibility.readPosition() == (
        "The table. Score: You 0, computer 0. The computer deals. Your turn: play a card. "
        "Starter: Seven of Spades. Play area, count 0. Your hand: Three of Spades, Seven of "
        "Hearts, Eight of Hearts, Nine of Hearts. Computer's hand: 4 face-down cards. "
        "Computer's crib: 4 face-down cards")  # the banner was the starter's line too


def test_the_end_is_read_with_one_stop_after_its_exclamation(make_board):
    board = make_board(2)
    while board.engine.state.phase is not Phase.GAME_OVER:
        board.act()
        board.wait_settled()
    board.scene.presenter.completeCount()
    board.wait_settled()
    # the end panel's title ends its sentence itself: one stop, not "You win!." (R6.1)
    assert board.view.accessibility.readPosition() == (
        "The table. You win! Final score 121 to 106. Score: You 121, computer 106. You deal. "
        "Your hand: Two of Spades, Three of Spades, Eight of Spades, Ten of Spades. "
        "Computer's hand: Five of Clubs, Five of Diamonds, Six of Diamonds, Seven of Clubs. "
        "Your crib: 4: Ace of Diamonds, Nine of Clubs, Ten of Diamonds, Jack of Hearts, "
        "with the starter Queen of Spades; A run of 4 is 4")
