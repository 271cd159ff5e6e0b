"""Touch (U6): a whole match played with touch events only, one tap acts once, a
carried card floats above the finger, a drop outside a target snaps back.

`TouchDriver` (touch_driver.py) sends `QTest.touchEvent`s from a touch screen device
(`QTest.createTouchDevice()`) to the window; the board handles them as touches
(board/scene_input.py), so Qt synthesises no mouse events from them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crib_qt.board import geometry as L
from crib_qt.models import CardRole
from crib_qt.rules import Discard, Go, Phase, Play

from board_positions import drive_until


def _my_play(state) -> bool:
    return (state.phase is Phase.PLAY and state.to_act == 0 and len(state.playable(0)) >= 1
            and len(state.playable(0)) < len(state.hands[0]))


def test_full_match_by_touch_only(make_board):
    board = make_board(32, driver="touch")
    engine = board.engine
    plays = 0
    while engine.state.phase is not Phase.GAME_OVER:
        state = engine.state
        playing = state.phase is Phase.PLAY and not isinstance(engine.hint(), Go)
        board.act(drag=playing and plays % 2 == 1)  # tap, drag, tap, drag…
        plays += playing
        board.check_board_matches_engine()
    state = engine.state
    assert state.winner is not None and 121 in state.scores
    assert [board.scene.pegBoard.pegScores(s)[0] for s in (0, 1)] == list(state.scores)
    assert board.scene.endPanel.isVisible()
    assert engine.undoStack().count() == len(board.log)
    assert board.taps > 0 and board.drags > 0 and board.touches > len(board.log)
    assert {"cut", "discard", "tap", "drag", "continue"} <= set(board.log)


class _TouchClock(QObject):
    """Remembers when the last touch ended (the timestamp the system's mouse events
    made from that touch would carry)."""

    def __init__(self) -> None:
        super().__init__()
        self.ended = None

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.TouchEnd:
            self.ended = event.timestamp()
        return False


def _system_mouse(board, scene_point, kind, timestamp) -> None:
    """A mouse event the windowing system made from a touch (source: synthesised)."""
    local = QPointF(board.to_view(scene_point))
    button = Qt.MouseButton.LeftButton
    event = QMouseEvent(kind, local, local, QPointF(board.view.viewport().mapToGlobal(local)),
                        button, button if kind != QEvent.Type.MouseButtonRelease
                        else Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.MouseEventSource.MouseEventSynthesizedBySystem)
    event.setTimestamp(timestamp)
    QApplication.sendEvent(board.view.viewport(), event)


def test_one_tap_plays_exactly_one_card(make_board):
    board = make_board(3, driver="touch")
    drive_until(board, _my_play)
    engine, scene = board.engine, board.scene
    undo = engine.undoStack()
    steps, played = undo.count(), len(engine.state.played)
    card = engine.hint().card
    point = board.card_centre(card)
    clock = _TouchClock()
    scene.installEventFilter(clock)

    board.press(point)
    _system_mouse(board, point, QEvent.Type.MouseButtonPress, 0)  # while the finger is down
    board.release(point)
    # …and the pair the system sends just after the touch: both are the same tap
    _system_mouse(board, point, QEvent.Type.MouseButtonPress, clock.ended + 5)
    _system_mouse(board, point, QEvent.Type.MouseButtonRelease, clock.ended + 6)
    board.wait_settled()

    assert undo.count() == steps + 1
    turn = undo.command(steps)
    assert turn.actions[0] == Play(card)
    human = [s for s in turn.steps if not s.by_computer]
    assert [type(s.action) for s in human] == [Play]
    mine = [c for seat, c in engine.state.played[played:] if seat == 0]
    assert mine == [card]
    scene.removeEventFilter(clock)


def test_a_carried_card_floats_above_the_finger_and_snaps_back(make_board):
    board = make_board(3, driver="touch")
    drive_until(board, _my_play)
    engine, scene = board.engine, board.scene
    before, steps = engine.state, engine.undoStack().count()
    card = before.playable(0)[0]
    item = board.item(card)
    slot = board.hand_slot(card)
    start = board.card_centre(card)
    finger = QPointF(1220.0, 700.0)  # away from the play area

    board.press(start)
    board.move(start + QPointF(0, -40))
    board.move(finger)
    finger_scene = board.view.mapToScene(board.to_view(finger))
    card_rect = item.mapRectToScene(item.cardRect())
    assert card_rect.bottom() < finger_scene.y()  # above the finger, never under it
    assert abs(card_rect.center().x() - finger_scene.x()) < 1.0
    assert scene.carry.isDragging() and not scene.pileZone.isDropTarget()
    # over the play area the pile lights up as the target
    board.move(L.PILE_RECT.center() + QPointF(0, 150))
    assert scene.pileZone.isDropTarget()
    board.move(finger)
    assert not scene.pileZone.isDropTarget()
    board.release(finger)

    assert item.pos() == slot  # snapped back
    assert engine.state is before and engine.undoStack().count() == steps


def test_touch_is_handled_as_touch_not_as_mouse(make_board):
    board = make_board(3, driver="touch")
    viewport = board.view.viewport()
    assert viewport.testAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
    seen = []

    class Spy(QObject):
        def eventFilter(self, watched, event) -> bool:
            if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                                QEvent.Type.TouchBegin, QEvent.Type.TouchEnd):
                seen.append(event.type())
            return False

    spy = Spy()
    viewport.installEventFilter(spy)
    deck = board.scene.deck
    assert deck.isSpread()
    board.click(deck.mapToScene(QPointF(deck.cutPointX(20), 60)))
    board.wait_settled()
    viewport.removeEventFilter(spy)
    assert seen == [QEvent.Type.TouchBegin, QEvent.Type.TouchEnd]  # Qt made no mouse events
    assert board.engine.undoStack().count() == 1  # the cut, once
    assert board.engine.undoStack().command(0).actions[0].depth == 20


def test_the_systems_mouse_events_from_a_tap_do_not_act_again(make_board):
    """Choosing a discard is a toggle: were the mouse events the system makes from the
    tap taken as a second tap, the card would be put back at once."""
    board = make_board(3, driver="touch")
    drive_until(board, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    scene = board.scene
    card = board.engine.state.hands[0][1]
    point = board.card_centre(card)
    clock = _TouchClock()
    scene.installEventFilter(clock)
    board.click(point)
    _system_mouse(board, point, QEvent.Type.MouseButtonPress, clock.ended + 3)
    _system_mouse(board, point, QEvent.Type.MouseButtonRelease, clock.ended + 4)
    scene.removeEventFilter(clock)
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [card]
    # a real mouse click later is a click of its own: it puts the card back
    board.view.viewport().setFocus()
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, board.to_view(point))
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == []


def test_a_card_carried_onto_the_crib_is_chosen_and_to_crib_lays_both_away(make_board):
    """Issue 15: the crib takes a carried card as a choice (U2); "To crib" confirms (R3.2)."""
    board = make_board(3, driver="touch")
    drive_until(board, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    engine, scene = board.engine, board.scene
    steps = engine.undoStack().count()
    first, second = engine.hint().cards
    crib = scene.cribZone.mapRectToScene(scene.cribZone.rect()).center()
    board.drag_card(first, crib)
    board.wait_settled()
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [first]
    assert board.item(first).isSelected() and board.item(first).pos() == board.hand_slot(first)
    assert scene.promptLabel.text() != "Choose two cards for the crib first"
    board.drag_card(second, crib)
    board.wait_settled()
    assert engine.undoStack().count() == steps  # a preview: no undo step
    assert scene.primaryButton.text() == "To crib" and scene.primaryButton.isEnabled()
    board.press_primary("To crib")
    board.wait_settled()
    assert engine.undoStack().count() == steps + 1
    assert engine.undoStack().command(steps).actions[0] == Discard(tuple(sorted((first, second))))
