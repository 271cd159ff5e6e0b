"""Every cut from the keys the player already uses (U1, U6, R3.1, R3.3; new-user
play-test 31): the ring goes to the deck when a cut is the player's, the prompt names
the keys, a screen reader hears it, and Space or Enter on a card of the hand cut at the
depth shown rather than doing nothing; and C during the show's count loses no key of the
next hand. Key presses only (`QTest.keyClick` on the view).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from crib_qt.models import CardRole
from crib_qt.rules import CutForDeal, CutStarter, Discard, Phase, Play

_FIRST_DEAL = ("Cut for the first deal: point into the deck, or use ← → and Enter. "
               "Lower card deals.")
_STARTER = "Cut the deck for the starter: point into the deck, or use ← → and Enter"


def _last_action(board):
    undo = board.engine.undoStack()
    return undo.command(undo.count() - 1).actions[0]


def test_the_first_cut_for_deal_by_keys_with_its_keys_named_and_said(make_board):
    board = make_board(2, driver="keys")
    scene, spoken = board.scene, board.view.accessibility.announcements
    deck = scene.deck
    assert board.engine.state.phase is Phase.CUT_FOR_DEAL and deck.isSpread()
    assert scene.focus.area() == "deck" and board.view.hasFocus()
    assert scene.promptLabel.text() == _FIRST_DEAL
    # a screen reader finds it in the board's status as the game opens
    assert board.view.accessibility.status.accessibleName() == _FIRST_DEAL
    depth = deck.cutDepth()
    board.key(Qt.Key.Key_Right)  # the first arrow shows the ring and moves the cut at once
    board.key(Qt.Key.Key_Right)
    assert deck.isFocused() and deck.cutDepth() == depth + 2
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    assert _last_action(board) == CutForDeal(depth + 2)
    assert board.engine.state.phase is Phase.DISCARD and board.engine.state.dealer == 1
    # taken back (U4), the cut is asked again: the ring is on the deck and it is said
    board.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    board.wait_settled()
    assert board.engine.state.phase is Phase.CUT_FOR_DEAL and scene.focus.area() == "deck"
    assert spoken[-1] == _FIRST_DEAL and spoken.count(_FIRST_DEAL) == 1
    board.key(Qt.Key.Key_Space)
    board.wait_settled()
    assert board.engine.state.phase is Phase.DISCARD


def test_discard_cut_and_play_as_pone_with_keys_only(make_board):
    board = make_board(2, driver="keys")
    scene, focus, spoken = board.scene, board.scene.focus, board.view.accessibility.announcements
    board.key(Qt.Key.Key_Return)  # the cut for first deal, at the depth shown
    board.wait_settled()
    state = board.engine.state
    assert state.phase is Phase.DISCARD and state.dealer == 1 and state.to_act == 0  # pone
    hand = scene.presenter.handModels[0].cards()
    board.key(Qt.Key.Key_5)
    board.key(Qt.Key.Key_6)
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [hand[4], hand[5]]
    said = len(spoken)
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    assert _last_action(board) == Discard((hand[4], hand[5]))
    # the computer discarded too: the starter's cut is the pone's (R3.3)
    assert board.engine.state.phase is Phase.CUT_STARTER and board.engine.state.to_act == 0
    assert focus.area() == "deck" and focus.isShown() and scene.deck.isFocused()
    assert board.view.hasFocus()
    assert scene.promptLabel.text() == _STARTER
    assert spoken[said:].count(_STARTER) == 1 and spoken[-1] == _STARTER
    # a digit takes the ring to the hand (a card does nothing while cutting); Space there
    # still cuts, at the depth the deck shows
    depth = scene.deck.cutDepth()
    board.key(Qt.Key.Key_2)
    assert focus.area() == "hand" and board.engine.state.phase is Phase.CUT_STARTER
    board.key(Qt.Key.Key_Space)
    board.wait_settled()
    assert _last_action(board) == CutStarter(depth)
    assert board.engine.state.phase is Phase.PLAY and board.engine.state.to_act == 0
    # the play: the ring is on the first card that may be played, Enter plays it
    assert focus.area() == "hand" and focus.index() == 0
    card = focus.current().item.card()
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    assert _last_action(board) == Play(card)
    assert card not in scene.presenter.handModels[0].cards()


def test_enter_on_the_hand_cuts_for_the_starter_where_the_pointer_left_it(make_board):
    board = make_board(2, driver="keys")
    scene, focus = board.scene, board.scene.focus
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    board.key(Qt.Key.Key_1)
    board.key(Qt.Key.Key_3)
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    assert board.engine.state.phase is Phase.CUT_STARTER
    board.key(Qt.Key.Key_Down)  # from the deck down to the hand
    assert focus.area() == "hand"
    board.key(Qt.Key.Key_End)
    assert focus.index() == 3
    depth = scene.deck.cutDepth() + 4
    scene.deck.setCutDepth(depth)  # where a pointer left the cut point
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    assert _last_action(board) == CutStarter(depth)
    assert focus.area() != "deck" and not scene.deck.isSpread()



def test_c_while_the_crib_is_counted_aloud_loses_no_key_of_the_next_hand(make_board, qtbot):
    """The count went on after Continue by C (a click on the button ends it first), and
    the next hand's first key only ended it: 5 chose nothing (play-test 31)."""
    board = make_board(2, driver="keys")
    while not (board.engine.state.phase is Phase.SHOW and board.engine.state.show_step == 1):
        board.act()
    board.window.setBoardTimes(1, 0)  # the show is counted aloud, an item at a time
    presenter = board.scene.presenter
    board.key(Qt.Key.Key_C)
    qtbot.waitUntil(lambda: board.engine.state.show_step == 2 and presenter.isCounting()
                    and presenter.isIdle())
    board.key(Qt.Key.Key_C)  # on to the next hand before the crib's count ends
    board.wait_settled()
    state = board.engine.state
    assert state.phase is Phase.DISCARD and state.hand_number == 2 and state.to_act == 0
    assert not presenter.isCounting()
    for seat in (0, 1):  # the crib's points were pegged with the rest (R5)
        assert board.scene.pegBoard.pegScores(seat) == (state.scores[seat], state.back_pegs[seat])
    hand = presenter.handModels[0].cards()
    board.key(Qt.Key.Key_5)
    assert presenter.handModels[0].flagged(CardRole.Selected) == [hand[4]]
