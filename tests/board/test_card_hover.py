"""The hover look (a small lift and a light outline) means "the pointer is over a card
you may tap" and nothing else (play-test 31: a card played by a click kept its outline
and lift in the pile, and back in the hand for the show, as Qt sends no hover leave
until the pointer moves). A move ends it; only the viewer's cards take it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSceneHoverEvent

from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_item import HOVER_LIFT, CardItem
from crib_qt.rules import Phase
from crib_qt.rules.cards import Card, Suit

from window_testing import shown_window  # tests/board/window_testing.py


def _hover(item: CardItem, kind: QEvent.Type) -> None:
    event = QGraphicsSceneHoverEvent(kind)
    {QEvent.Type.GraphicsSceneHoverEnter: item.hoverEnterEvent,
     QEvent.Type.GraphicsSceneHoverMove: item.hoverMoveEvent}[kind](event)


@pytest.mark.parametrize("duration", [0, 200])
def test_a_move_ends_the_hover_look_and_the_pointer_brings_it_back(qtbot, duration):
    item = CardItem(Card(5, Suit.HEARTS), True)
    _hover(item, QEvent.Type.GraphicsSceneHoverEnter)
    assert item.isHovered() and item.lift() == HOVER_LIFT
    item.moveTo(QPointF(300, 200), duration)
    assert not item.isHovered() and item.lift() == 0
    # back under the pointer, which never left it as far as Qt knows: Qt sends moves
    _hover(item, QEvent.Type.GraphicsSceneHoverMove)
    assert item.isHovered() and item.lift() == HOVER_LIFT


def test_a_card_that_takes_no_tap_loses_the_hover_look():
    item = CardItem(Card(5, Suit.HEARTS), True)
    _hover(item, QEvent.Type.GraphicsSceneHoverEnter)
    item.setHoverable(False)
    assert not item.isHovered() and not item.acceptHoverEvents() and item.lift() == 0


@pytest.fixture
def window(qtbot, private_settings):
    """The viewer to play (seed 20240611)."""
    window = shown_window(qtbot, 20240611, (1366, 768),
                          lambda state: state.phase is Phase.PLAY and state.to_act == 0)
    yield window
    window.close()


def test_a_card_played_by_a_click_keeps_no_outline(window, qtbot):
    """Pointer over a playable card, a click: in the pile the card is neither lifted nor
    outlined, though the pointer has not moved; nor is any card once the hands come back
    for the show."""
    scene, view, engine = window.scene, window.view, window.engine
    item = next(i for i in scene.cards.known().values() if i.zone == "mine" and not i.isDimmed())
    card = item.card()
    centre = view.mapFromScene(item.mapToScene(QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)))
    QTest.mouseMove(view.viewport(), centre)
    qtbot.waitUntil(item.isHovered)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, centre)
    qtbot.waitUntil(lambda: scene.cardItem(card) is not None and
                    scene.cardItem(card).zone == "pile" and scene.isSettled())
    played = scene.cardItem(card)
    assert (played.isHovered(), played.lift(), played.acceptHoverEvents()) == (False, 0, False)
    while engine.state.phase is Phase.PLAY:
        engine.perform(engine.hint())
    qtbot.waitUntil(scene.isSettled)
    assert [i.card() for i in scene.cardItems() if i.isHovered() or i.lift()] == []
