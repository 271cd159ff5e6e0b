"""One number key, one utterance (play-test 32 with Orca, item 4): 1 to 6 moved the ring to
the card ("Five of Hearts, in your hand") and then said what the tap did ("..., selected",
"You play ..."), two lines for one key. Now only the tap's result is said."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crib_qt.rules import Phase

from board_positions import drive_until


def _keyboard_board(make_board, condition):
    """A keyboard board of seed 3 played until `condition(state)`, at rest, with its
    mirrors made (a screen reader is there): (board, heard), heard growing from now on."""
    board = make_board(3, driver="keys")
    drive_until(board, condition)
    board.wait_settled()
    accessibility = board.view.accessibility
    accessibility.ensureMirrors()
    heard = []
    accessibility.announced.connect(heard.append)
    return board, heard


def test_a_number_key_choosing_a_card_for_the_crib_says_it_once(make_board):
    board, heard = _keyboard_board(make_board, lambda s: s.phase is Phase.DISCARD)
    board.key(Qt.Key.Key_2)
    board.wait_settled()
    assert heard == ["Five of Hearts, in your hand, selected"]
    heard.clear()
    board.key(Qt.Key.Key_2)  # taken back (U2)
    board.wait_settled()
    assert heard == ["Five of Hearts, in your hand"]


def test_a_number_key_playing_a_card_says_the_play_only(make_board):
    board, heard = _keyboard_board(
        make_board, lambda s: s.phase is Phase.PLAY and s.to_act == 0)
    board.key(Qt.Key.Key_1)
    board.wait_settled()
    assert heard == ["You play Four of Diamonds; count 4",
                     "Computer plays Ten of Hearts; count 14"]
