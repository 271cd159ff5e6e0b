"""The board's pace, driven with the mouse (crib_qt/board/scene.py): the computer's
moves shown one by one and a click fast-forwarding them, the play's moments
(R4.6–R4.8), the banner, and the deal's flight.

Positions are reached by playing the hint with the mouse from a fixed seed
(board_positions.py); the seeds were found by searching seeds in order for the
situation each test needs.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from crib_qt.board import geometry as L
from crib_qt.board.painted_widgets import board_font
from crib_qt.game_words import card_name, play_announcement
from crib_qt.rules import DealerChosen, Phase, Play, Scored, legal_actions

from board_positions import drive_until, my_discard


# --- pacing --------------------------------------------------------------------------------


def test_a_click_during_the_computers_paced_moves_fast_forwards(make_board):
    board = make_board(3)
    # hand 2: I deal, so after my discard the computer cuts the starter and leads
    drive_until(board, lambda s: my_discard(s) and s.dealer == 0)
    engine, scene = board.engine, board.scene
    scene.presenter.pace_ms = 60_000  # each of the computer's moves would stay a minute on show
    for card in engine.hint().cards:
        board.tap_card(card)
    board.press_primary("To crib")
    board.wait_replied()
    steps = engine.undoStack().count()
    turn = engine.undoStack().command(steps - 1).steps
    assert [type(s.action).__name__ for s in turn] == ["Discard", "CutStarter", "Play"]
    assert [s.by_computer for s in turn] == [False, True, True]

    # the board trails: it shows the starter, not yet the computer's lead
    assert not scene.presenter.isIdle()
    assert scene.presenter.view() == turn[1].state.view(scene.presenter.viewer())
    assert scene.presenter.pileModel.cards() == []
    assert scene.promptLabel.text() == "Computer is playing…"
    assert not scene.primaryButton.isVisible()

    # a click on one of my cards while the computer moves only fast-forwards
    board.click(board.card_centre(engine.state.hands[0][0]))

    assert scene.presenter.isIdle()  # at once: no waiting
    assert scene.presenter.view() == engine.state.view(scene.presenter.viewer())
    assert engine.undoStack().count() == steps
    board.check_board_matches_engine()
    assert scene.presenter.pileModel.cards() == [c for _, c in engine.state.played]
    assert len(scene.presenter.pileModel.cards()) == 1
    assert scene.promptLabel.text() == "Your turn: play a card"


def test_while_my_own_cut_is_on_show_nobody_is_said_to_be_playing(make_board):
    board = make_board(3)
    engine, scene = board.engine, board.scene
    drive_until(board, lambda s: s.phase is Phase.CUT_STARTER and s.to_act == 0)
    scene.presenter.pace_ms = 60_000
    board.cut_at(legal_actions(engine.state)[5].depth)
    assert engine.state.phase is Phase.PLAY and engine.state.to_act == 0  # I lead (R4.1)
    assert scene.presenter.view() == engine.state.view(scene.presenter.viewer()) and not scene.presenter.isIdle()  # the cut stays up
    starter = engine.state.starter
    assert scene.announceLabel.text() == ("Computer: His heels for 2" if starter.rank == 11
                                          else f"Starter: {card_name(starter)}")
    assert scene.promptLabel.text() == ""  # not "Computer is playing…"
    scene.presenter.fastForward()
    assert scene.promptLabel.text() == "Your turn: play a card"


# --- the play's moments (R4.6–R4.8) ------------------------------------------------------


def _pegged(events, seat: int) -> str:
    """The banner of what `seat` pegged in `events`: "You: Thirty-one for 2, Run of 3"."""
    items = [i for e in events if isinstance(e, Scored) and e.seat == seat for i in e.score.items]
    return f"{('You', 'Computer')[seat]}: {play_announcement(tuple(items))}" if items else ""


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_R4_the_card_that_turns_the_pile_and_points_in_the_play_are_seen(make_board, seed):
    """A 31 or the last card is seen on the pile with its count and points before the
    pile turns over or the show begins, mine and the computer's; my own points stay
    up for a moment before the computer's reply replaces them."""
    board = make_board(seed)
    engine, scene = board.engine, board.scene
    seen = set()
    for _ in range(600):
        state = engine.state
        if state.phase is Phase.GAME_OVER or seen == {
                "my card turns the pile", "the computer's card turns the pile",
                "my points before the reply"}:
            break
        hint = engine.hint()
        if state.phase is not Phase.PLAY or state.to_act != 0 or not isinstance(hint, Play):
            board.act()
            continue
        scene.presenter.pace_ms = 60_000  # each paced move would stay a minute on show
        count = engine.undoStack().count()
        board.tap_card(hint.card)
        board.wait_replied()
        turn = engine.undoStack().command(count).steps
        mine, reply = turn[0], (turn[1] if len(turn) > 1 else None)
        if mine.moment is not None:
            shown, events = mine.moment
            seen.add("my card turns the pile")
            assert scene.presenter.pileModel.cards()[-1] == hint.card
            assert scene.announceLabel.text() == _pegged(events, 0)
        elif reply is not None and any(isinstance(e, Scored) for e in mine.events):
            shown = mine.state
            seen.add("my points before the reply")
            assert scene.announceLabel.text() == _pegged(mine.events, 0) != ""
        elif reply is not None and reply.moment is not None:
            shown, events = reply.moment
            last_seat, last_card = shown.series[-1]  # who played last pegs the go (R4.6)
            if isinstance(reply.action, Play):
                seen.add("the computer's card turns the pile")
                assert (last_seat, last_card) == (1, reply.action.card)
            assert scene.presenter.pileModel.cards()[-1] == last_card
            assert scene.announceLabel.text() == _pegged(events, last_seat) != ""
        else:
            shown = reply.state if reply is not None else engine.state
        assert scene.presenter.view() == shown.view(scene.presenter.viewer())
        if shown.phase is Phase.PLAY:
            assert scene.countLabel.text() == f"Count: {shown.count}"
            assert scene.presenter.pileModel.cards() == [c for _, c in shown.played]
        if shown is not engine.state:
            assert not scene.presenter.isIdle() and not scene.showPanel.isVisible()
            if shown.to_act is None:  # nobody is to play while the pile is on show
                assert scene.promptLabel.text() == ""
        scene.presenter.fastForward()  # as a click would (the last paced move waits too)
        scene.presenter.pace_ms = 0
        board.wait_settled()
        board.check_board_matches_engine()
    assert seen == {"my card turns the pile", "the computer's card turns the pile",
                    "my points before the reply"}


@pytest.mark.parametrize("seed", [3, 6])
def test_paced_moves_land_before_the_next_and_moments_stay_longest(make_board, seed):
    """With 500 ms of pace: my card waits only for its landing (the pacer waits for the
    animations to end, then 0) before the reply; my points stay up 500 more; a card
    that turns the pile stays 1,000 once landed; the computer's moves keep their 500."""
    board = make_board(seed)
    engine, scene = board.engine, board.scene
    pauses: list[int] = []
    pacer = scene.presenter.pacer
    enqueue = pacer.enqueue
    pacer.enqueue = lambda step, pause: (pauses.append(pause), enqueue(step, pause))
    seen = {}
    for _ in range(600):
        state, hint = engine.state, engine.hint()
        if len(seen) == 3 or state.phase is Phase.GAME_OVER:
            break
        if state.phase is not Phase.PLAY or state.to_act != 0 or not isinstance(hint, Play):
            board.act()
            continue
        scene.presenter.pace_ms, scene.move_ms = 500, 200
        count = engine.undoStack().count()
        pauses.clear()
        board.tap_card(hint.card)
        board.wait_replied()
        turn = engine.undoStack().command(count).steps
        scene.presenter.fastForward()
        scene.presenter.pace_ms = scene.move_ms = 0
        board.wait_settled()
        if len(turn) != 2 or turn[1].moment is not None:
            continue  # one reply of the computer's that turns nothing over
        if turn[0].moment is not None and turn[0].state.phase is Phase.PLAY:
            seen["my card turns the pile"] = pauses[:]
        elif any(isinstance(e, Scored) for e in turn[0].events):
            seen["my points"] = pauses[:]
        else:
            seen["my card"] = pauses[:]
    assert seen == {"my card": [0, 500], "my points": [500, 500],
                    "my card turns the pile": [1000, 0, 500]}


@pytest.mark.parametrize("code", ["en", "pt_BR", "pt_PT", "ms", "fil"])
def test_the_banner_keeps_to_one_line_above_the_prompt(make_board, code):
    board = make_board(3)
    scene, window = board.scene, board.window
    window.setLanguage(code)
    try:
        prompt_top = scene.promptLabel.sceneBoundingRect().top()
        for seat in (0, 1):  # the longest banner: who cut the lower card
            scene.presenter.narrator.tell(0, [DealerChosen(seat)])
            scene.presenter.retranslate()
            label = scene.announceLabel
            assert label.text()
            one_line = QFontMetricsF(board_font(label.pixelSize(), True)).height()
            assert label.boundingRect().height() <= one_line + 4
            assert label.sceneBoundingRect().bottom() < prompt_top
    finally:
        window.setLanguage("en")


def test_dealt_cards_leave_the_deck_face_down_and_turn_in_the_hand(make_board):
    """Issue 15: the deal (R3.1) flies face down; only the viewer's own cards turn, once
    in the hand; the computer's stay face down (they hold no card at all)."""
    board = make_board(3, move_ms=120)
    scene, presenter = board.scene, board.scene.presenter
    in_flight = []

    def dealt(animate: bool) -> None:  # after the scene has laid the cards out
        if animate and presenter.view().phase is Phase.DISCARD and not in_flight:
            in_flight.extend((item.zone, item.isFaceUp(), item.isMoving(), item.pos() == L.DECK_POS)
                             for item in scene.cardItems() if item.zone in ("mine", "theirs"))

    presenter.layoutChanged.connect(dealt)
    while board.engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    board.wait_settled()
    assert sorted(in_flight) == [("mine", False, True, True)] * 6 + \
        [("theirs", False, True, True)] * 6
    hand = board.engine.state.hands[0]
    assert all(board.item(card).isFaceUp() and board.item(card).pos() == board.hand_slot(card)
               for card in hand)
    theirs = [item for item in scene.cardItems() if item.zone == "theirs"]
    assert len(theirs) == 6 and not any(item.isFaceUp() or item.card() for item in theirs)
