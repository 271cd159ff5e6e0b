"""Enter (or Space) on a card of the hand while the starter is to be cut cuts at the
depth the deck shows (U1, U6), and a screen reader hears the cut's result alone: not
first the deck's cut point the ring moved to for that key, stale as it is said
(play-test 35 with Orca: "Deck: cut after card 20 of 40; Enter cuts", then "Starter:
…" in the same instant). board/focus.py `handleKey`, board/ring_speech.py."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from crib_qt.game_words import card_name
from crib_qt.rules import CutStarter, Phase


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_the_starter_cut_by_a_key_on_a_card_says_the_starter_alone(make_board, key):
    board = make_board(2, driver="keys")
    scene, said = board.scene, board.view.accessibility.announcements
    board.key(Qt.Key.Key_Return)  # the cut for the first deal: the computer deals
    board.wait_settled()
    board.key(Qt.Key.Key_5)
    board.key(Qt.Key.Key_6)
    board.key(Qt.Key.Key_Return)  # the two chosen, laid away (R3.2)
    board.wait_settled()
    assert board.engine.state.phase is Phase.CUT_STARTER and board.engine.state.to_act == 0
    depth = scene.deck.cutDepth()
    board.key(Qt.Key.Key_2)  # the ring goes to a card of the hand
    assert scene.focus.area() == "hand"
    before = len(said)
    board.key(key)
    board.wait_settled()
    undo = board.engine.undoStack()
    assert undo.command(undo.count() - 1).actions[0] == CutStarter(depth)
    starter = card_name(board.engine.state.starter)
    assert said[before:] == [f"Starter: {starter}. Your turn: play a card"]  # the pone leads
