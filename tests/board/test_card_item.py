"""Tests of the card graphics item (crib_qt/board/card_item.py)."""

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
)

from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH, suit_colour
from crib_qt.board.animator import AnimationSet
from crib_qt.board.card_item import (
    HINT_LIFT,
    HOVER_LIFT,
    OUTLINE_MARGIN,
    SELECTED_LIFT,
    Z_MOVING,
    Z_SELECTED,
    CardItem,
)
from crib_qt.board.card_pixmaps import card_pixmap
from crib_qt.rules.cards import Card, Suit

BACKGROUND = QColor(0, 128, 0)
# the rendering's origin: the item's bounding rectangle starts at pixel (0, 0)
OX, OY = OUTLINE_MARGIN, SELECTED_LIFT + OUTLINE_MARGIN


def render(item: CardItem, scale: float = 1.0) -> QImage:
    """Paint `item` alone, its bounding rectangle filling the image, at `scale` px/unit."""
    bounds = item.boundingRect()
    image = QImage(int(bounds.width() * scale), int(bounds.height() * scale),
                   QImage.Format.Format_ARGB32)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-bounds.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def at(image: QImage, x: float, y: float, scale: float = 1.0) -> tuple[int, int, int]:
    """Colour at item coordinates (x, y)."""
    c = image.pixelColor(int((x + OX) * scale), int((y + OY) * scale))
    return (c.red(), c.green(), c.blue())


def top_edge(image: QImage, x: float, scale: float = 1.0) -> int:
    """First image row (from the top) at item x where the table colour stops."""
    px = int((x + OX) * scale)
    for y in range(image.height()):
        c = image.pixelColor(px, y)
        if (c.red(), c.green(), c.blue()) != (0, 128, 0):
            return y
    raise AssertionError("no card in this column")


@pytest.fixture
def five(qapp):
    return CardItem(Card.parse("5H"), face_up=True)


def test_defaults(qapp):
    item = CardItem(Card.parse("QS"))
    assert item.card() is Card.parse("QS")
    assert not item.isFaceUp()
    assert not (item.isSelected() or item.isHighlighted() or item.isHinted()
                or item.isDimmed() or item.isFocused())
    assert item.acceptHoverEvents()
    assert item.zValue() == 0.0
    assert item.cardRect() == QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)


def test_bounding_rect_covers_the_lifted_card_and_the_outlines(five):
    bounds = five.boundingRect()
    five.setSelected(True)
    lifted = five.cardRect().adjusted(-OUTLINE_MARGIN, -OUTLINE_MARGIN,
                                      OUTLINE_MARGIN, OUTLINE_MARGIN)
    assert bounds.contains(lifted)
    assert bounds.contains(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT))


def test_face_up_and_down_render_face_or_back(qapp):
    item = CardItem(Card.parse("5H"), face_up=False)
    back = render(item)
    assert at(back, 50, 70)[2] > at(back, 50, 70)[0]  # blue back
    item.setFaceUp(True)
    assert at(render(item), 50, 70) == (0xC8, 0x10, 0x2E)  # the centre pip
    item.setCard(None)  # unknown card: back even when face up
    assert at(render(item), 50, 70) == at(back, 50, 70)


def test_selected_is_lifted_by_exactly_the_documented_offset(five):
    assert SELECTED_LIFT == 20.0
    rest = top_edge(render(five), 50)
    five.setSelected(True)
    image = render(five)
    assert top_edge(image, 50) == rest - SELECTED_LIFT
    assert five.cardRect().top() == -SELECTED_LIFT
    assert five.pos() == QPointF(0, 0)
    # the thick dark border, independent of colour perception: dark at the card's edge
    assert max(at(image, 50, -SELECTED_LIFT + 2)) < 64
    # and the check-mark badge, top-right
    assert max(at(image, CARD_WIDTH - 14, -SELECTED_LIFT + 16 - 6)) < 64


def test_selected_scaled_twice_is_lifted_twice_as_many_pixels(five):
    rest = top_edge(render(five, 2.0), 50, 2.0)
    five.setSelected(True)
    assert top_edge(render(five, 2.0), 50, 2.0) == rest - 2 * SELECTED_LIFT


def test_selected_rises_in_z_and_shape_includes_both_places(five):
    five.setStackOrder(3)
    assert five.zValue() == 3
    five.setSelected(True)
    assert five.zValue() == 3 + Z_SELECTED
    assert five.shape().contains(QPointF(50, -SELECTED_LIFT + 5))
    assert five.shape().contains(QPointF(50, CARD_HEIGHT - 5))
    five.setSelected(False)
    assert five.zValue() == 3
    assert not five.shape().contains(QPointF(50, -SELECTED_LIFT + 5))


@pytest.mark.parametrize("setter", ["setSelected", "setHighlighted", "setHinted", "setDimmed",
                                    "setFocused"])
def test_every_state_changes_the_rendering_and_schedules_a_repaint(five, setter, monkeypatch):
    plain = render(five)
    updates = []
    monkeypatch.setattr(five, "update", lambda *a: updates.append(a))
    getattr(five, setter)(True)
    assert updates
    assert render(five) != plain
    getattr(five, setter)(False)
    assert render(five) == plain


def test_dimmed_greys_the_paper(five):
    five.setDimmed(True)
    r, g, b = at(render(five), 50, 45)
    assert r < 200 and abs(r - g) < 10 and abs(g - b) < 12


def test_highlight_glows_outside_and_dots_inside(five):
    five.setHighlighted(True)
    image = render(five)
    r, g, b = at(image, -3, 70)
    assert r > 100 and b < 60  # amber glow over the green table
    assert at(image, 5, 90) != (255, 255, 255) or at(image, 5, 91) != (255, 255, 255)


def test_hint_draws_a_question_badge_bottom_left(five):
    five.setHinted(True)  # the card risen HINT_LIFT (tests/board/test_hint_look.py)
    badge = at(render(five), 14 - 6, CARD_HEIGHT - HINT_LIFT - 16)
    assert badge != (255, 255, 255)


def test_focus_ring_is_black_and_white_outside_the_card(five):
    five.setFocused(True)
    image = render(five)
    ring = {at(image, -4, y) for y in range(30, 110)} | {at(image, -9, y) for y in range(30, 110)}
    assert (0, 0, 0) in ring and (255, 255, 255) in ring


def test_hover_lifts_a_little_but_not_when_dimmed(five):
    event = QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter)
    five.hoverEnterEvent(event)
    assert five.isHovered() and five.lift() == HOVER_LIFT
    five.setDimmed(True)
    assert five.lift() == 0
    five.setDimmed(False)
    five.setSelected(True)
    assert five.lift() == SELECTED_LIFT
    five.hoverLeaveEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverLeave))
    five.setSelected(False)
    assert not five.isHovered() and five.lift() == 0


def test_art_options_reach_the_painting(five):
    five.setArtOptions(high_contrast=True)
    assert at(render(five), 50, 70) == (0xD4, 0, 0)
    diamonds = CardItem(Card.parse("5D"), face_up=True)
    diamonds.setArtOptions(four_colour=True)
    assert at(render(diamonds), 50, 70) == (0x14, 0x56, 0xB8)
    assert at(render(diamonds), 50, 70) == (
        suit_colour(Suit.DIAMONDS, four_colour=True).red(),
        suit_colour(Suit.DIAMONDS, four_colour=True).green(),
        suit_colour(Suit.DIAMONDS, four_colour=True).blue())
    with pytest.raises(ValueError):
        five.setArtOptions(style="tartan")


def test_move_with_zero_duration_is_immediate_and_starts_no_animation(five, qtbot):
    animations = AnimationSet()
    five.setAnimations(animations)
    with qtbot.assertNotEmitted(animations.idle):
        five.moveTo(QPointF(30, 40), 0)
    assert five.pos() == QPointF(30, 40)
    assert not five.isMoving() and not animations.isBusy()
    assert five._move_anim is None  # no animation object for instant moves


def test_animated_move_arrives_within_the_animation_set(qapp, qtbot):
    scene = QGraphicsScene()
    animations = AnimationSet()
    item = CardItem(Card.parse("5H"), face_up=True)
    item.setAnimations(animations)
    scene.addItem(item)
    item.setStackOrder(2)
    with qtbot.waitSignal(animations.idle, timeout=3000):
        item.moveTo(QPointF(200, 100), 60)
        assert item.isMoving() and animations.count() == 1
        assert item.zValue() == 2 + Z_MOVING
    assert item.pos() == QPointF(200, 100)
    assert not item.isMoving() and not animations.isBusy()
    assert item.zValue() == 2


def test_instant_move_cuts_a_running_one_short(five, qtbot):
    animations = AnimationSet()
    five.setAnimations(animations)
    five.moveTo(QPointF(500, 500), 5000)
    assert animations.isBusy()
    with qtbot.waitSignal(animations.idle, timeout=1000):
        five.moveTo(QPointF(7, 8), 0)
    assert five.pos() == QPointF(7, 8)
    assert not five.isMoving()


def test_in_a_scene_the_item_takes_no_mouse_buttons(qapp):
    scene = QGraphicsScene()
    item = CardItem(None)
    scene.addItem(item)
    assert item.acceptedMouseButtons() == 0 or not item.acceptedMouseButtons()
    assert scene.items(QPointF(50, 70)) == [item]


def test_a_card_turned_on_arrival_travels_face_down_and_turns_when_it_lands(qapp, qtbot):
    """Issue 15: a dealt card leaves the deck face down and turns in the hand."""
    animations = AnimationSet()
    item = CardItem(Card.parse("5H"), face_up=False)
    item.setAnimations(animations)
    item.setFaceUp(True, on_arrival=True)
    assert not item.isFaceUp()
    with qtbot.waitSignal(animations.idle, timeout=3000):
        item.moveTo(QPointF(200, 100), 60)
        item.setFaceUp(True)  # laid out again on the way: it still waits to land
        assert not item.isFaceUp()
    assert item.isFaceUp() and item.pos() == QPointF(200, 100)


def test_a_card_waiting_to_turn_turns_at_once_when_its_move_is_cut_short(five, qtbot):
    animations = AnimationSet()
    five.setAnimations(animations)
    five.setFaceUp(True, on_arrival=True)
    five.moveTo(QPointF(500, 500), 5000)
    assert not five.isFaceUp()
    with qtbot.waitSignal(animations.idle, timeout=1000):
        five.moveTo(QPointF(7, 8), 0)  # fast-forward: the deal lands at once
    assert five.isFaceUp()
    five.setFaceUp(False, on_arrival=True)  # face down never waits
    assert not five.isFaceUp() and not five._turn_on_arrival


def test_a_card_keeps_a_pixmap_of_its_own_at_rest_and_none_while_it_moves(five, qtbot):
    """Qt's device cache would paint a moving card again at every sub-pixel step
    (issue 14): the item has it only at rest."""
    cached, none = (QGraphicsItem.CacheMode.DeviceCoordinateCache,
                    QGraphicsItem.CacheMode.NoCache)
    assert five.cacheMode() == cached
    five.moveTo(QPointF(120.0, 40.0), 80)
    assert five.cacheMode() == none
    qtbot.waitUntil(lambda: not five.isMoving(), timeout=2000)
    assert five.cacheMode() == cached
    five.moveTo(QPointF(30.0, 40.0), 80)
    five.moveTo(QPointF(10.0, 10.0), 0)  # cut short: at rest at once
    assert five.cacheMode() == cached and five.pos() == QPointF(10.0, 10.0)


def test_the_face_is_the_cards_pixmap_at_the_device_pixels_it_covers(qapp):
    """Painted at 1.5 px a unit, the card's face is its pixmap for 150 x 210 pixels,
    copied pixel for pixel with its corner on a whole pixel."""
    item = CardItem(Card.parse("7C"), face_up=True)
    image = render(item, 1.5)
    face = card_pixmap(Card.parse("7C"), QSize(150, 210), 1.0).toImage()
    x0, y0 = round(OX * 1.5), round(OY * 1.5)
    for x, y in ((20, 30), (75, 105), (130, 190), (12, 60)):
        assert QColor(image.pixel(x0 + x, y0 + y)) == QColor(face.pixel(x, y))
