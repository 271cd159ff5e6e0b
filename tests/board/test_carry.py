"""Carry: one session for a mouse drag, a finger, a tap and the keyboard (no scene).

A small stand-in board supplies the targets and records what the session asks of it,
so each gesture's outcome is checked exactly.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QGuiApplication

from crib_qt.board.button_item import ButtonItem
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_item import CardItem
from crib_qt.board.carry import MOUSE, TOUCH, Carry, Target, at_least
from crib_qt.rules import Card

FIVE = Card.parse("5H")


class Board(QObject):
    """What a `Carry` needs of a board (its parent); records the outcomes."""

    def __init__(self, zone_at=None) -> None:
        super().__init__()
        self.card = CardItem(FIVE, face_up=True)
        self.card.setPos(100, 700)
        self.button = ButtonItem("Go")
        self.button.setPos(600, 700)
        self.zone_at = zone_at or (lambda point: "pile" if point.y() < 500 else None)
        self.done: list = []

    def hitTargets(self) -> list[Target]:
        card = QRectF(self.card.pos(), self.card.cardRect().size())
        return [Target("button", self.button, self.button.mapRectToScene(
                    self.button.buttonRect())),
                Target("card", self.card, card)]

    def viewScale(self) -> float:
        return 1.0

    def minimumTarget(self) -> float:
        return 40.0

    def tapTarget(self, target: Target) -> None:
        self.done.append(("tap", target.kind))

    def dropCard(self, card, point: QPointF) -> None:
        self.done.append(("drop", card, point.x(), point.y()))

    def snapBack(self) -> None:
        self.done.append(("snap back",))

    def dropZoneAt(self, point: QPointF) -> str | None:
        return self.zone_at(point)

    def showDropTarget(self, card, zone) -> None:
        self.done.append(("light", card, zone))


@pytest.fixture
def board(qapp):
    return Board()


def _centre() -> QPointF:
    return QPointF(100 + CARD_WIDTH / 2, 700 + CARD_HEIGHT / 2)


def test_a_press_and_release_in_place_is_a_tap(board):
    carry = Carry(board)
    assert carry.press(_centre(), MOUSE) and carry.isActive() and carry.source() == MOUSE
    carry.move(_centre() + QPointF(1, 1))  # under the drag distance
    carry.release(_centre() + QPointF(1, 1))
    assert board.done == [("tap", "card")]
    assert not carry.isActive() and not carry.isDragging()


def test_a_mouse_drag_carries_the_card_and_drops_it_where_let_go(board):
    carry = Carry(board)
    far = QGuiApplication.styleHints().startDragDistance() + 30
    carry.press(_centre(), MOUSE)
    carry.move(_centre() + QPointF(0, -far))
    assert carry.isDragging()
    assert board.card.pos() == QPointF(100, 700 - far)  # moved exactly with the pointer
    end = QPointF(400, 300)
    carry.move(end)
    assert ("light", FIVE, "pile") in board.done  # over the pile: it may light up
    carry.release(end)
    assert board.done[-2:] == [("light", None, None), ("drop", FIVE, 400.0, 300.0)]


def test_a_finger_carries_the_card_above_itself_and_drops_its_middle(board):
    carry = Carry(board)
    carry.press(_centre(), TOUCH)
    finger = QPointF(400, 450)
    carry.move(finger)
    gap = board.minimumTarget() / 2
    assert board.card.pos() == finger - QPointF(CARD_WIDTH / 2, CARD_HEIGHT + gap)
    carry.release(finger)
    middle = finger - QPointF(0, CARD_HEIGHT / 2 + gap)
    assert board.done[-1] == ("drop", FIVE, middle.x(), middle.y())


def test_cancel_puts_a_carried_card_back_and_does_nothing(board):
    carry = Carry(board)
    carry.press(_centre(), MOUSE)
    carry.move(QPointF(400, 300))
    carry.cancel()
    assert board.done[-1] == ("snap back",)
    assert not any(entry[0] in ("tap", "drop") for entry in board.done)


def test_a_button_acts_only_when_released_on_it(board):
    carry = Carry(board)
    centre = board.button.mapRectToScene(board.button.buttonRect()).center()
    carry.press(centre, MOUSE)
    carry.move(QPointF(10, 10))  # slid off: released elsewhere, nothing
    carry.release(QPointF(10, 10))
    assert board.done == []
    carry.press(centre, TOUCH)
    carry.release(centre)
    assert board.done == [("tap", "button")]


def test_activate_is_a_tap_from_the_keyboard_or_a_menu(board):
    carry = Carry(board)
    carry.activate(board.hitTargets()[0])
    assert board.done == [("tap", "button")]


def test_a_press_on_nothing_starts_no_session(board):
    carry = Carry(board)
    assert not carry.press(QPointF(1000, 100), MOUSE) and not carry.isActive()


def test_at_least_grows_a_target_around_its_centre():
    grown = at_least(QRectF(10, 10, 20, 60), 44)
    assert grown == QRectF(-2, 10, 44, 60) and grown.center() == QRectF(10, 10, 20, 60).center()
