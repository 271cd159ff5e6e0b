"""What a screen reader hears when the hint (H in English) is asked for from the
keyboard: the hint alone, not first the name of the card the ring happens to show
(play-test 32, with Orca, item 8: "Two of Diamonds, in your hand" came before it)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crib_qt.game_words import card_name
from crib_qt.rules import Phase

from board_positions import drive_until


def test_the_hint_is_said_without_a_card_name_first(make_board):
    board = make_board(16, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.DISCARD)
    board.wait_settled()
    heard = []
    board.view.accessibility.announced.connect(heard.append)
    board.key(Qt.Key.Key_H)
    board.qtbot.waitUntil(lambda: bool(heard))
    assert heard == ["Hint: lay away Queen of Clubs and King of Hearts"]


def test_the_hint_comes_before_the_ring_card_it_marks(make_board):
    board = make_board(16, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.DISCARD)
    board.wait_settled()
    queen = next(c for c in board.scene.presenter.handModels[0].cards()
                 if card_name(c) == "Queen of Clubs")
    board.focus_card(queen)  # a card the hint marks, so read again as hinted
    heard = []
    board.view.accessibility.announced.connect(heard.append)
    board.key(Qt.Key.Key_H)
    board.qtbot.waitUntil(lambda: len(heard) == 2)
    assert heard == ["Hint: lay away Queen of Clubs and King of Hearts",
                     "Queen of Clubs, in your hand, hint"]
