"""Refusals, snapping back, undo and redo, and previews (U2) on the board, driven with
the mouse (crib_qt/board/scene.py).

Positions are reached by playing the hint with the mouse from a fixed seed
(board_positions.py); the seeds were found by searching seeds in order for the
situation each test needs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from crib_qt.board import geometry as L
from crib_qt.game_words import card_name
from crib_qt.models import CardRole
from crib_qt.rules import Discard, Phase, Play

from board_positions import drive_until, my_discard


#: A point of the table outside the play area, away from every item.
OFF_PILE = QPointF(1220.0, 700.0)


def _my_turn_to_play_with_a_card_too_big(state) -> bool:
    return (state.phase is Phase.PLAY and state.to_act == 0 and bool(state.playable(0))
            and len(state.playable(0)) < len(state.hands[0]))


# --- refusals and snapping back ------------------------------------------------------------


def test_refused_play_shows_the_reason_and_changes_nothing(make_board, qtbot):
    board = make_board(3)
    drive_until(board, _my_turn_to_play_with_a_card_too_big)
    engine, scene = board.engine, board.scene
    before, steps = engine.state, engine.undoStack().count()
    too_big = next(c for c in before.hands[0] if c not in before.playable(0))
    slot = board.hand_slot(too_big)
    reason = f"{card_name(too_big)} would take the count past 31"
    assert before.count == 27 and reason == "Queen of Spades would take the count past 31"

    with qtbot.waitSignal(scene.presenter.messageShown) as shown:
        board.tap_card(too_big)
    assert shown.args == [reason]
    assert scene.promptLabel.text() == reason
    assert board.window.statusBar().currentMessage() == reason
    assert engine.state is before and engine.undoStack().count() == steps
    assert board.item(too_big).pos() == slot

    with qtbot.waitSignal(scene.presenter.messageShown) as shown:
        board.drag_card_to_pile(too_big)
    assert shown.args == [reason]
    board.wait_settled()
    assert engine.state is before and engine.undoStack().count() == steps
    assert board.item(too_big).pos() == slot
    assert scene.countLabel.text() == "Count: 27"

    # the board is still ready for a legal play
    assert board.act() == "tap"
    assert engine.undoStack().count() == steps + 1


def test_a_refusal_leaves_the_status_bar_with_the_next_move_and_other_messages_stay(make_board):
    board = make_board(3)
    drive_until(board, _my_turn_to_play_with_a_card_too_big)
    bar = board.window.statusBar()
    board.tap_card(next(c for c in board.engine.state.hands[0]
                        if c not in board.engine.state.playable(0)))
    assert bar.currentMessage() == "Queen of Spades would take the count past 31"
    assert board.act() == "tap"
    assert bar.currentMessage() == ""  # the count moved on: the refusal no longer applies

    bar.showMessage("The match could not be saved.", 6000)  # as a second failed save does
    board.act()
    assert bar.currentMessage() == "The match could not be saved."


def test_cards_that_would_pass_31_are_dimmed_on_my_turn(make_board):
    board = make_board(3)
    drive_until(board, _my_turn_to_play_with_a_card_too_big)
    state = board.engine.state
    dimmed = {c: board.item(c).isDimmed() for c in state.hands[0]}
    assert dimmed == {c: c not in state.playable(0) for c in state.hands[0]}


def test_drop_outside_the_play_area_snaps_back_and_changes_nothing(make_board):
    board = make_board(3)
    drive_until(board, _my_turn_to_play_with_a_card_too_big)
    engine, scene = board.engine, board.scene
    before, steps = engine.state, engine.undoStack().count()
    card = before.playable(0)[0]
    item = board.item(card)
    slot, order = board.hand_slot(card), item.stackOrder()
    assert scene.dropZoneAt(OFF_PILE) != "pile"  # outside the play area as lit

    board.drag_card(card, OFF_PILE)

    assert item.pos() == slot and not item.isMoving()
    assert item.stackOrder() == order
    assert engine.state is before and engine.undoStack().count() == steps
    assert scene.presenter.view() == before.view(scene.presenter.viewer())
    assert scene.presenter.handModels[0].cards() == list(before.hands[0])


def test_drop_along_the_hand_while_discarding_snaps_back_unselected(make_board):
    board = make_board(3)
    drive_until(board, my_discard)
    engine = board.engine
    before, steps = engine.state, engine.undoStack().count()
    card = before.hands[0][2]
    slot = board.hand_slot(card)

    board.drag_card(card, QPointF(1250.0, L.HAND_Y[1] + 70))

    assert board.item(card).pos() == slot
    assert not board.item(card).isSelected()
    assert board.scene.presenter.handModels[0].flagged(CardRole.Selected) == []
    assert engine.state is before and engine.undoStack().count() == steps


def _click_tool(board, name: str) -> None:
    window = board.window
    button = window.toolBar.widgetForAction(window.actions[name])
    assert button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_undo_and_redo_from_the_toolbar_jump_the_board_to_the_engine(make_board):
    board = make_board(3)
    drive_until(board, _my_turn_to_play_with_a_card_too_big)
    engine, scene = board.engine, board.scene
    before = engine.state
    board.act()  # I play; the computer answers in the same undo step
    after = engine.state
    assert after.played[:len(before.played)] == before.played
    assert len(after.played) == len(before.played) + 2

    for name, state in (("undo", before), ("redo", after), ("undo", before)):
        _click_tool(board, name)
        board.wait_settled()
        assert engine.state == state
        board.check_board_matches_engine()
        assert scene.presenter.pileModel.cards() == [c for _, c in state.played]
        hand = list(state.hands[0])
        assert scene.presenter.handModels[0].cards() == hand
        slots = L.hand_positions(len(hand), bottom=True)
        assert [board.item(c).pos() for c in hand] == slots
    # back at my turn: the card that does not fit is dimmed, the others not
    assert {c: board.item(c).isDimmed() for c in before.hands[0]} == \
        {c: c not in before.playable(0) for c in before.hands[0]}


# --- previews (U2) -------------------------------------------------------------------------


def test_selecting_discards_is_only_a_preview(make_board, qtbot):
    board = make_board(3)
    drive_until(board, my_discard)
    engine, scene, window = board.engine, board.scene, board.window
    before, steps = engine.state, engine.undoStack().count()
    undo_enabled = window.actions["undo"].isEnabled()
    a, b, c = before.hands[0][:3]
    button = scene.primaryButton
    assert button.text() == "To crib" and not button.isEnabled()

    board.tap_card(a)
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [a]
    assert board.item(a).isSelected() and not button.isEnabled()
    board.tap_card(b)
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [a, b]
    assert board.cards_where("isSelected") == {a, b} and button.isEnabled()
    with qtbot.waitSignal(scene.presenter.messageShown) as shown:
        board.tap_card(c)  # a third card: refused, the two stay chosen
    assert shown.args == ["Two cards are already chosen; choose one of them again to put it back"]
    assert board.cards_where("isSelected") == {a, b}
    board.tap_card(a)  # put one back
    assert board.cards_where("isSelected") == {b} and not button.isEnabled()
    # a card carried up onto the table is chosen too, still only a preview
    board.drag_card(c, QPointF(L.CENTRE_X, L.MIDDLE_Y))
    assert board.cards_where("isSelected") == {b, c}

    assert engine.state is before and engine.undoStack().count() == steps
    assert window.actions["undo"].isEnabled() == undo_enabled
    assert scene.presenter.view() == before.view(scene.presenter.viewer())

    board.click(button.scenePos())  # confirming is the one undo step
    board.wait_settled()
    assert engine.undoStack().count() == steps + 1
    assert engine.undoStack().command(steps).actions[0] == Discard((b, c))


def test_hint_highlights_exactly_the_hinted_cards_and_is_no_undo_step(make_board, qtbot):
    board = make_board(3)
    drive_until(board, my_discard)
    engine, scene = board.engine, board.scene
    before, steps = engine.state, engine.undoStack().count()
    hint = engine.hint()
    assert isinstance(hint, Discard)

    with qtbot.waitSignal(scene.presenter.messageShown) as shown:
        _click_tool(board, "hint")
    first, second = (card_name(c) for c in hint.cards)
    assert shown.args == [f"Hint: lay away {first} and {second}"]
    assert board.cards_where("isHinted") == set(hint.cards)
    assert set(scene.presenter.handModels[0].flagged(CardRole.Hinted)) == set(hint.cards)
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == []
    assert engine.state is before and engine.undoStack().count() == steps
    assert not board.window.actions["redo"].isEnabled()

    board.tap_card(hint.cards[0])  # choosing a card puts the hint away
    assert board.cards_where("isHinted") == set()

    board.tap_card(hint.cards[0])
    drive_until(board, _my_turn_to_play_with_a_card_too_big)
    before, steps = engine.state, engine.undoStack().count()
    hint = engine.hint()
    assert isinstance(hint, Play)
    with qtbot.waitSignal(scene.presenter.messageShown) as shown:
        _click_tool(board, "hint")
    assert shown.args == [f"Hint: play {card_name(hint.card)}"]
    assert board.cards_where("isHinted") == {hint.card}
    assert engine.state is before and engine.undoStack().count() == steps
