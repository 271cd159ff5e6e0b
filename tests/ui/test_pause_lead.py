"""A click or key during the board's pause after a 31 or the last card (new-user
play-test 29, item 3; crib_qt/board/scene_input.py, `Intents.hurry`).

The board holds the computer's 31 (or last card) on show before the pile turns over
(R4.6-R4.8). A press on one of the player's own cards that is a legal play once the
pause is over ends the pause and plays that card; any other press or key only ends the
pause, as before. Positions are reached by playing the hint with the mouse from a fixed
seed (seed 6 against the fixed baseline player: the computer makes 31 in the first
hand's play, then lays its last card); each paced move is held a minute (a card that
turns the pile two), so the board is left showing the moment.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPropertyAnimation, Qt
from PySide6.QtTest import QTest

from crib_qt.game_words import card_name
from crib_qt.rules import Phase, Play, apply, play_moment

from touch_driver import TouchDriver

_HELD_MS = 60_000  # each paced move would stay a minute on show (a moment two)
_NAMES = ("Ana", "Ben")


def _value(card) -> int:
    return min(card.rank, 10)  # R1.2


def _hold_the_reply(board, made: str):
    """Play on (the hint, by mouse) until the computer's one reply to my card is the
    card that `made` ("31": a count of 31, R4.7; "last": the last card of the play,
    R4.8); that reply is left on show, paused. Returns (the reply's `Step`, the undo
    steps before my card)."""
    engine, presenter = board.engine, board.scene.presenter
    for _ in range(120):
        state, hint = engine.state, engine.hint()
        if state.phase is not Phase.PLAY or state.to_act != 0 or not isinstance(hint, Play):
            board.act()
            continue
        presenter.pace_ms = 0  # my own card is shown at once ...
        steps = engine.undoStack().index()
        board.tap_card(hint.card)
        presenter.pace_ms = _HELD_MS  # ... and the computer's reply is held
        board.wait_replied()
        turn = engine.undoStack().command(steps).steps
        reply = turn[-1]
        if len(turn) == 2 and reply.moment is not None and isinstance(reply.action, Play):
            counted = reply.moment[0].count
            if (made == "31") == (counted == 31) and \
                    (made == "last") == (engine.state.phase is not Phase.PLAY):
                board.qtbot.waitUntil(lambda shown=reply.moment[0]:
                                      presenter.view() == shown.view(presenter.viewer()))
                assert not presenter.isIdle()
                return reply, steps
        presenter.fastForward()
        presenter.pace_ms = 0
        board.wait_settled()
    raise AssertionError(f"the computer's {made} was not reached")


def _check_led(board, card, before, steps: int, spoken: list) -> None:
    """`card` was laid as my lead after the computer's 31: exactly one undo step more
    (U4), the card alone on the pile at its value, my hand one card smaller, and the
    31 announced before my card (R4.7)."""
    engine, presenter = board.engine, board.scene.presenter
    board.wait_settled()
    undo = engine.undoStack()
    assert undo.index() == steps + 2  # the turn with the 31, then my lead and its replies
    assert undo.command(steps + 1).actions[0] == Play(card)
    lead = undo.command(steps + 1).steps[0]
    assert lead.state.series == ((0, card),) and lead.state.played[-1] == (0, card)
    assert lead.state.count == _value(card)
    assert lead.state.hands[0] == tuple(c for c in before.hands[0] if c != card)
    assert len(lead.state.hands[0]) == len(before.hands[0]) - 1
    assert card not in engine.state.hands[0] and card not in presenter.handModels[0].cards()
    board.check_board_matches_engine()
    # the 31 (the last one said) is heard before my card, and my card once
    thirty_one = max(i for i, text in enumerate(spoken) if "Thirty-one for 2" in text)
    mine = [text for text in spoken[thirty_one:] if text.startswith("You play ")]
    assert len(mine) == 1 and mine[0].startswith(f"You play {card_name(card)}")


def _press(board, gesture: str, card) -> None:
    """My `card` taken up by `gesture` while the pause is on."""
    viewport, at = board.view.viewport(), board.to_view(board.card_centre(card))
    if gesture == "click":
        board.click(board.card_centre(card))
    elif gesture == "touch":  # a finger's tap (delivered once events are processed)
        TouchDriver(board.qtbot, board.window).tap_card(card)
    elif gesture == "drag":
        board.drag_card_to_pile(card)
    elif gesture == "double-click":  # as a window system sends it: press, release,
        # double-click, release (QTest.mouseDClick sends the double-click alone)
        no, left = Qt.KeyboardModifier.NoModifier, Qt.MouseButton.LeftButton
        QTest.mouseClick(viewport, left, no, at)
        QTest.mouseDClick(viewport, left, no, at)
        QTest.mouseRelease(viewport, left, no, at)
    elif gesture == "number key":
        hand = [t.item.card() for t in board.scene.focusTargets("hand")]
        QTest.keyClick(board.view, Qt.Key(Qt.Key.Key_1 + hand.index(card)))
    else:  # Enter or Space on the card the ring is on
        QTest.keyClick(board.view, Qt.Key.Key_Return if gesture == "Enter" else Qt.Key.Key_Space)


@pytest.mark.parametrize("gesture", ["click", "drag", "double-click", "number key", "Enter",
                                     "Space", "touch"])
def test_R4_7_my_lead_taken_up_during_the_pause_after_the_computers_31_is_played(
        make_board, gesture):
    """R4.7, R4.6: after the computer's 31 I lead; the gesture that ends the pause lays
    the card I chose (one card, even for a double-click)."""
    board = make_board(6)
    engine, scene = board.engine, board.scene
    spoken = []
    scene.presenter.spoken.connect(spoken.append)
    _, steps = _hold_the_reply(board, "31")
    before = engine.state
    assert before.phase is Phase.PLAY and before.to_act == 0 and before.count == 0
    assert scene.announceLabel.text().startswith("Computer: Thirty-one for 2")
    assert scene.countLabel.text() == "Count: 31"
    hand = [t.item.card() for t in scene.focusTargets("hand")]
    assert len(hand) == len(before.hands[0]) == 2
    card = scene.focus.current().item.card() if gesture in ("Enter", "Space") else hand[1]
    assert Play(card) in engine.legalActions()
    scene.presenter.pace_ms = 0  # what follows my lead is not held

    _press(board, gesture, card)

    _check_led(board, card, before, steps, spoken)


def test_R4_6_a_click_off_my_cards_during_the_pause_only_ends_it(make_board):
    """R4.6, R4.7: a click on the felt during the pause after the computer's 31 turns
    the pile over at once and plays nothing, as before; my lead is still to come."""
    board = make_board(6)
    engine, scene = board.engine, board.scene
    _, steps = _hold_the_reply(board, "31")
    before = engine.state

    board.click(board.EMPTY_FELT)

    assert scene.presenter.isIdle()  # at once
    assert engine.state is before and engine.undoStack().index() == steps + 1
    board.check_board_matches_engine()
    assert scene.countLabel.text() == "Count: 0"
    assert scene.promptLabel.text() == "Your turn: play a card"


@pytest.mark.parametrize("gesture", ["click", "key"])
def test_R4_8_after_the_computers_last_card_a_click_or_key_only_ends_the_pause(
        make_board, gesture):
    """R4.8: the last card ends the play; Continue is due, so neither a click where its
    button will be nor a card key (1) does anything but end the pause: no Continue, no
    refusal."""
    board = make_board(6)
    engine, scene = board.engine, board.scene
    messages = []
    scene.presenter.messageShown.connect(messages.append)
    _, steps = _hold_the_reply(board, "last")
    before = engine.state
    assert before.phase is Phase.SHOW and scene.announceLabel.text().startswith("Computer: ")
    assert "Last card for 1" in scene.announceLabel.text()
    assert not scene.primaryButton.isVisible()

    if gesture == "click":
        board.click(scene.primaryButton.scenePos())
    else:
        QTest.keyClick(board.view, Qt.Key.Key_1)

    assert scene.presenter.isIdle() and engine.state is before
    assert engine.undoStack().index() == steps + 1
    assert scene.primaryButton.isVisible() and scene.primaryButton.text() == "Continue"
    assert [m for m in messages if m] == []
    board.check_board_matches_engine()


def test_R4_1_a_card_past_31_clicked_during_the_computers_move_only_ends_the_pause(make_board):
    """R4.1: a card that would take the count past 31 is not played: the click ends the
    pause and says nothing; a playable card clicked in the next pause is played."""
    board = make_board(3)
    engine, scene, presenter = board.engine, board.scene, board.scene.presenter
    messages = []
    presenter.messageShown.connect(messages.append)
    played = 0
    for _ in range(150):
        state, hint = engine.state, engine.hint()
        if state.phase is not Phase.PLAY or state.to_act != 0 or not isinstance(hint, Play):
            board.act()
            continue
        presenter.pace_ms = 0
        steps = engine.undoStack().index()
        board.tap_card(hint.card)
        presenter.pace_ms = _HELD_MS
        board.wait_replied()
        turn = engine.undoStack().command(steps).steps
        after = engine.state
        paused = (len(turn) == 2 and turn[1].moment is None and isinstance(turn[1].action, Play)
                  and after.phase is Phase.PLAY and after.to_act == 0 and not presenter.isIdle())
        if paused:
            board.qtbot.waitUntil(lambda shown=after: presenter.view() == shown.view(0))
        too_big = [c for c in after.hands[0] if c not in after.playable(0)] if paused else []
        if paused and too_big and not played:
            messages.clear()
            board.tap_card(too_big[0])
            assert presenter.isIdle() and engine.state is after
            assert engine.undoStack().index() == steps + 1 and [m for m in messages if m] == []
            assert scene.countLabel.text() == f"Count: {after.count}"
            played = -1
        elif paused and after.playable(0) and played == -1:
            card = after.playable(0)[0]
            presenter.pace_ms = 0
            board.tap_card(card)
            board.wait_settled()
            assert engine.undoStack().command(steps + 1).actions[0] == Play(card)
            lead = engine.undoStack().command(steps + 1).steps[0].state
            assert lead.count == after.count + _value(card)
            assert lead.played[-1] == (0, card) and card not in lead.hands[0]
            return
        presenter.fastForward()
        presenter.pace_ms = 0
        board.wait_settled()
    raise AssertionError("no pause with a card too big, then one with a playable card")


def test_R4_7_after_undo_and_redo_the_pause_after_31_still_takes_my_lead(make_board):
    """U4: a lead taken up during the pause is one undo step of its own; undone during
    the next pause and played again, the pause after the 31 again takes the lead."""
    board = make_board(6)
    engine, scene, window = board.engine, board.scene, board.window
    spoken = []
    scene.presenter.spoken.connect(spoken.append)
    reply, steps = _hold_the_reply(board, "31")
    after_31 = engine.state
    mine = engine.undoStack().command(steps).actions[0]

    window.actions["undo"].trigger()  # during the pause: back before my card
    board.wait_settled()
    assert engine.undoStack().index() == steps and engine.state.phase is Phase.PLAY
    window.actions["redo"].trigger()  # the 31 again, at once (no pause after a jump)
    board.wait_settled()
    assert engine.state == after_31 and scene.presenter.isIdle()
    window.actions["undo"].trigger()
    board.wait_settled()

    scene.presenter.pace_ms = 0
    board.tap_card(mine.card)  # the baseline player makes the same 31 again
    scene.presenter.pace_ms = _HELD_MS
    board.wait_replied()
    assert engine.state == after_31
    board.qtbot.waitUntil(lambda: scene.presenter.view() == reply.moment[0].view(0))
    card = scene.focusTargets("hand")[0].item.card()
    scene.presenter.pace_ms = 0
    board.tap_card(card)
    _check_led(board, card, after_31, steps, spoken)

    window.actions["undo"].trigger()  # my lead alone is taken back (U4)
    board.wait_settled()
    assert engine.state == after_31 and engine.undoStack().index() == steps + 1
    window.actions["redo"].trigger()
    board.wait_settled()
    assert engine.undoStack().command(steps + 1).actions[0] == Play(card)
    assert engine.undoStack().index() == steps + 2 and card not in engine.state.hands[0]


def _two_player_moment(make_board, seed: int):
    """A two-player board played on (the hint, each hand shown) until the hinted card
    turns the pile over (R4.6-R4.8) and the play goes on with the other player; that
    card is tapped and left on show, paused.
    Returns (board, the state before it, the card, the state after it, undo steps)."""
    board = make_board(seed, names=_NAMES)
    engine, scene = board.engine, board.scene
    for _ in range(400):
        if scene.presenter.isCovered():
            board.click(scene.coverButton.scenePos())
            board.wait_settled()
        state, action = engine.state, engine.hint()
        after, _ = apply(state, action)
        if play_moment(state, action) and after.phase is Phase.PLAY \
                and after.to_act != state.to_act:
            break
        board.act()
    else:
        raise AssertionError("no move handed the device over while turning the pile")
    scene.presenter.pace_ms = _HELD_MS
    steps = engine.undoStack().index()
    board.tap_card(action.card)
    assert scene.presenter.view().to_act is None and not scene.presenter.isIdle()
    return board, state, action.card, after, steps


def test_U3_two_players_a_click_on_the_movers_card_during_the_moment_plays_nothing(make_board):
    """U3, R4.6-R4.8: with two players the pile turns over and the device goes to the
    other player; a click on the mover's card during the pause only ends it: the cover
    goes up, nothing is played and no hidden card is shown."""
    board, state, _, after, steps = _two_player_moment(make_board, 3)
    engine, scene = board.engine, board.scene
    left = [t.item.card() for t in scene.focusTargets("hand")]
    assert left and set(left) <= set(state.hands[state.to_act])
    before = engine.state

    board.tap_card(left[0])

    assert engine.state is before and engine.undoStack().index() == steps + 1
    assert scene.presenter.isCovered() and scene.cover.isVisible()
    assert scene.coverTitle.text() == f"Pass the device to {_NAMES[after.to_act]}"
    hidden = set(before.hands[0] + before.hands[1])
    assert not ({i.card() for i in scene.cardItems() if i.card() is not None} & hidden)



def _my_play_answered(board, *, flight_ms: int, hold_mine: bool):
    """Play on (the hint, by mouse) until the computer answers my card with one card,
    after which I may lay a card; the computer's card is shown with its flight lasting
    `flight_ms` and its step held a minute (my own card's too if `hold_mine`). Returns
    (the undo steps before my card, the events of my card)."""
    engine, scene = board.engine, board.scene
    presenter = scene.presenter
    for _ in range(300):
        state, hint = engine.state, engine.hint()
        if state.phase is not Phase.PLAY or state.to_act != 0 or not isinstance(hint, Play):
            board.act()
            continue
        _, events = apply(state, hint)
        steps = engine.undoStack().index()
        presenter.pace_ms, scene.move_ms = (_HELD_MS if hold_mine else 0), 0
        board.tap_card(hint.card)
        if not engine.isThinking() and not hold_mine:
            board.wait_settled()
        presenter.pace_ms, scene.move_ms = _HELD_MS, flight_ms
        board.wait_replied()
        turn = engine.undoStack().command(steps).steps
        after = engine.state
        if (len(turn) == 2 and turn[1].moment is None and isinstance(turn[1].action, Play)
                and after.phase is Phase.PLAY and after.to_act == 0 and after.playable(0)):
            return steps, events
        scene.move_ms = 0
        presenter.fastForward()
        presenter.pace_ms = 0
        board.wait_settled()
    raise AssertionError("no such reply was reached")


def test_R4_1_a_click_while_the_computers_card_is_in_flight_only_ends_the_pause(make_board):
    """R4.1: my next card answers the computer's; while that card is still flying to
    the pile (its step shown, not landed) a click on my playable card lays nothing: I
    choose again once I have seen it land (review 30)."""
    board = make_board(6)
    engine, scene = board.engine, board.scene
    presenter = scene.presenter
    steps, _ = _my_play_answered(board, flight_ms=_HELD_MS, hold_mine=False)
    after = engine.state
    board.qtbot.waitUntil(lambda: presenter.view() == after.view(0))
    assert scene.animations.isBusy()  # the computer's card is on its way
    scene.move_ms, presenter.pace_ms = 0, 0

    board.tap_card(after.playable(0)[0])

    board.qtbot.waitUntil(presenter.isIdle)
    assert engine.undoStack().index() == steps + 1  # nothing more was laid
    assert engine.state == after
    # the computer's card is still in flight (a minute): the count says it once it lands
    assert scene.countLabel.text() == f"Count: {after.count - _value(after.played[-1][1])}"
    for item in scene.cardItems():  # it lands now
        for move in item.findChildren(QPropertyAnimation):
            move.setCurrentTime(move.duration())
    board.check_board_matches_engine()


def test_R4_1_a_click_during_my_scoring_pause_with_the_reply_still_queued_only_ends_it(
        make_board):
    """R4.1: while my own scoring card is held on show, the computer's answer is queued
    and not yet seen; a click on a card I may lay once it is shown only ends the pause
    (review 30: the check of unseen moves had no test that could fail)."""
    from crib_qt.rules import Scored

    board = make_board(6)
    engine, presenter = board.engine, board.scene.presenter
    for _ in range(40):
        steps, events = _my_play_answered(board, flight_ms=0, hold_mine=True)
        if any(isinstance(e, Scored) for e in events) and presenter.unseenEvents():
            break
        board.scene.move_ms = 0
        presenter.fastForward()
        presenter.pace_ms = 0
        board.wait_settled()
    else:
        raise AssertionError("no scoring card of mine held with the reply queued")
    after = engine.state
    presenter.pace_ms = 0

    board.tap_card(after.playable(0)[0])

    board.qtbot.waitUntil(presenter.isIdle)
    assert engine.undoStack().index() == steps + 1 and engine.state == after
    board.check_board_matches_engine()
