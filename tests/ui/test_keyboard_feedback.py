"""Keyboard findings of issue 21's play-test (U6: everything by keyboard, with feedback a
screen-reader user hears): Enter with too few cards chosen for the crib is refused with
the reason and keeps the choice; a cut asked for takes the keyboard at once; P (read the
position) shows what it says as well as saying it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crib_qt.models import CardRole
from crib_qt.rules import Phase

REFUSAL = "Choose two cards for the crib first: Space chooses the card in the ring"


def _to_my_discard(board) -> None:
    while not (board.engine.state.phase is Phase.DISCARD and board.engine.state.to_act == 0):
        board.act()


def test_u6_enter_with_one_card_chosen_is_refused_and_keeps_the_choice(make_board):
    board = make_board(3, driver="keys")
    _to_my_discard(board)
    presenter, bar = board.scene.presenter, board.window.statusBar()
    spoken = board.view.accessibility.announcements
    steps = board.engine.undoStack().count()
    first, second = board.engine.hint().cards

    board.focus_card(first)
    board.key(Qt.Key.Key_Return)  # nothing chosen yet: refused, nothing chosen
    assert presenter.handModels[0].flagged(CardRole.Selected) == []
    assert bar.currentMessage() == REFUSAL and spoken[-1] == REFUSAL
    board.key(Qt.Key.Key_Space)
    assert presenter.handModels[0].flagged(CardRole.Selected) == [first]
    bar.clearMessage()
    del spoken[:]
    board.key(Qt.Key.Key_Return)  # one chosen: refused, the choice kept (R3.2, U2)
    assert presenter.handModels[0].flagged(CardRole.Selected) == [first]
    assert bar.currentMessage() == REFUSAL and spoken == [REFUSAL]
    board.key(Qt.Key.Key_Enter)  # the keypad's Enter too
    assert presenter.handModels[0].flagged(CardRole.Selected) == [first]
    assert board.engine.undoStack().count() == steps  # still only a preview (U2)

    board.focus_card(second)
    board.key(Qt.Key.Key_Space)
    board.key(Qt.Key.Key_Return)  # two chosen: laid away
    board.wait_settled()
    assert board.engine.undoStack().count() == steps + 1
    assert set(board.engine.state.discards[0]) == {first, second}


def test_u1_u6_the_first_arrow_moves_the_cut_point(make_board):
    board = make_board(3, driver="keys")
    deck, focus = board.scene.deck, board.scene.focus
    assert deck.isSpread() and not focus.isShown() and focus.area() == "deck"
    depth = deck.cutDepth()
    board.key(Qt.Key.Key_Left)  # no Tab first: the cut point moves at once
    assert deck.cutDepth() == depth - 1 and focus.isShown() and deck.isFocused()
    assert board.view.accessibility.announcements[-1] == (
        f"Deck: cut after card {depth - 1} of 52; Enter cuts")
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    assert board.engine.undoStack().count() == 1


def test_u6_a_cut_asked_for_takes_the_keyboard_from_the_score_log(make_board):
    board = make_board(3, driver="keys")
    board.key(Qt.Key.Key_Return)  # Enter cuts at once
    board.wait_settled()
    assert board.engine.state.phase is not Phase.CUT_FOR_DEAL
    board.window.actions["score_log"].trigger()  # the score log shows, and takes the keys
    log = board.window.logView
    log.setFocus(Qt.FocusReason.OtherFocusReason)
    board.qtbot.waitUntil(log.hasFocus)
    board.window.actions["undo"].trigger()  # the cut is asked for again
    board.wait_settled()
    assert board.engine.state.phase is Phase.CUT_FOR_DEAL and board.scene.deck.isSpread()
    assert board.view.hasFocus() and not log.hasFocus()
    depth = board.scene.deck.cutDepth()
    board.key(Qt.Key.Key_Right)
    assert board.scene.deck.cutDepth() == depth + 1


def test_u6_p_reads_the_position_aloud_and_shows_it(make_board):
    board = make_board(3, driver="keys")
    _to_my_discard(board)
    bar = board.window.statusBar()
    bar.clearMessage()
    board.focus_card(board.engine.hint().cards[0])  # P works with a card in the ring
    board.key(Qt.Key.Key_P)
    said = board.view.accessibility.announcements[-1]
    assert said.startswith("The table. Score: You 0, computer 0. ")
    assert "Choose two cards for " in said
    assert bar.currentMessage() == said  # seen as well as heard
    board.window.actions["read_position"].trigger()  # the menu's Read the position: the same
    assert board.view.accessibility.announcements[-2:] == [said, said]
    assert bar.currentMessage() == said
