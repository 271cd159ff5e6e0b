"""Tests for the stacked deck in crib_qt/board/deck.py: thin card edges, inside its bounds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.deck import DeckItem

SCALE = 4.0  # pixels a scene unit: every thin edge gets a few pixels
MARGIN = 12.0  # scene units rendered around the bounding rect


@pytest.fixture
def deck(qtbot):  # noqa: ARG001 (qtbot: a QApplication and Qt-warning checks)
    scene = QGraphicsScene()
    item = DeckItem()
    scene.addItem(item)
    yield item
    scene.removeItem(item)


def _render(deck: DeckItem) -> tuple[QImage, QRectF]:
    """The deck on a transparent image; also the rendered area in item coordinates."""
    area = deck.boundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    image = QImage(round(area.width() * SCALE), round(area.height() * SCALE),
                   QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    deck.scene().render(painter, QRectF(image.rect()), deck.mapRectToScene(area))
    painter.end()
    return image, area


def _alpha(image: QImage, area: QRectF, x: float, y: float) -> int:
    px, py = int((x - area.left()) * SCALE), int((y - area.top()) * SCALE)
    return image.pixelColor(px, py).alpha()


@pytest.mark.parametrize("count", [52, 40, 20, 12, 3, 1])
def test_stack_paints_only_inside_its_bounding_rect(deck, count):
    deck.setCount(count)
    image, area = _render(deck)
    bounds = deck.boundingRect()
    inside = QRectF((bounds.left() - area.left()) * SCALE, (bounds.top() - area.top()) * SCALE,
                    bounds.width() * SCALE, bounds.height() * SCALE).adjusted(-1, -1, 1, 1)
    painted = [(x, y) for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if image.pixelColor(x, y).alpha()]
    assert painted  # the top card at least
    assert all(inside.contains(QPointF(x, y)) for x, y in painted)


def test_full_stack_shows_several_thin_edges_not_a_blank_card(deck):
    deck.setCount(52)
    image, area = _render(deck)
    y = CARD_HEIGHT / 2
    # Along a row to the right of the top card: alternating edge lines and card sides.
    row = [image.pixelColor(int((CARD_WIDTH + 0.1 + i / SCALE - area.left()) * SCALE),
                            int((y - area.top()) * SCALE)) for i in range(int(20 * SCALE))]
    dark = [c.alpha() > 0 and c.lightness() < 170 for c in row]
    lines = sum(1 for a, b in zip(dark, dark[1:]) if b and not a) + dark[0]
    assert lines >= 3
    # The stack is a few units thick: no second card lies far out beside the top card.
    assert _alpha(image, area, CARD_WIDTH + 16.0, y) == 0
    assert _alpha(image, area, CARD_WIDTH / 2, -16.0) == 0


def test_single_card_has_no_edges(deck):
    deck.setCount(1)
    image, area = _render(deck)
    assert _alpha(image, area, CARD_WIDTH / 2, CARD_HEIGHT / 2) == 255
    assert _alpha(image, area, CARD_WIDTH + 1.5, CARD_HEIGHT / 2) == 0
    assert _alpha(image, area, CARD_WIDTH / 2, -1.5) == 0


def test_empty_deck_paints_nothing(deck):
    deck.setCount(0)
    image, _ = _render(deck)
    assert not any(image.pixelColor(x, y).alpha()
                   for y in range(0, image.height(), 4) for x in range(0, image.width(), 4))
