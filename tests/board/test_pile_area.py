"""The play area is one rectangle: where a carried card goes to the pile, the frame lit
while it is carried there, the keyboard's focus ring and the screen reader's mirror.
The frame (x 330 to 1030) left the third series of a whole play out once the series
stood further apart (8f6e7e0), and the drop place (to x 1146, dbaf567) reached past it
and over the count and the starter. Now both are `geometry.PILE_RECT`: every card of a
whole play (eight cards in three series) with felt round it, clear of every other item
and of the rail."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF

from crib_qt.board import geometry as L
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_item import CardItem
from crib_qt.board.carry import MOUSE
from crib_qt.board.felt import rail_rect
from crib_qt.board.label_item import LabelItem
from crib_qt.rules import Phase

from scene_testing import scene_fixture  # noqa: F401 (the fixture scene; tests/board/)
from window_testing import shown_window  # tests/board/window_testing.py

# x 330 to 1150, y 350 to 590 (scene units)
PILE = QRectF(330, 350, 820, 240)
# Seed 101's first play: after seven cards in three series, the viewer to lay the eighth.
SEED = 101
# The play area in the view's pixels (the screen reader's mirror of the pile).
MIRRORS = {(800, 600): QRect(166, 190, 409, 121), (1366, 768): QRect(356, 245, 570, 167)}
# Half the width of the lit frame's dashed pen (painted_widgets.ZoneItem.paint).
_PEN = 2.5


def _whole_plays():
    """The corners of every whole play: eight cards in three series (21 splits), any
    seats, either viewer."""
    for first, second in itertools.product(range(1, 7), repeat=2):
        if 8 - first - second < 1:
            continue
        series = [0] * first + [1] * second + [2] * (8 - first - second)
        for seats, viewer in itertools.product(itertools.product((0, 1), repeat=8), (0, 1)):
            yield L.pile_positions(list(zip(seats, series)), viewer)


def test_the_play_area_frames_every_card_of_a_whole_play():
    assert L.PILE_RECT == PILE
    lefts, tops = set(), set()
    for corners in _whole_plays():
        cards = [QRectF(c.x(), c.y(), CARD_WIDTH, CARD_HEIGHT) for c in corners]
        assert all(PILE.contains(card) for card in cards)
        lefts.add((cards[0].left(), cards[-1].right()))
        tops.update(card.top() for card in cards)
    # 20 units of felt left and right of a whole play; 22 above and below both seats'
    assert lefts == {(350, 1130)}
    assert tops == {372, 428} and (372 - 22, 428 + CARD_HEIGHT + 22) == (350, 590)


def test_the_drop_place_is_the_frame_lit(scene):
    """Every point of the table (a 5-unit grid) takes a card to the pile exactly where
    the lit frame is; before, the place reached 60 units left of the frame (over the
    starter), 80 above it (over the count), 40 below and 116 to the right."""
    zone = scene.pileZone
    assert zone.mapRectToScene(zone.rect()) == PILE
    differ = [(x, y) for x, y in itertools.product(range(0, 1371, 5), range(0, 1001, 5))
              if (scene.dropZoneAt(QPointF(x, y)) == "pile") != PILE.contains(QPointF(x, y))]
    assert differ == []
    for outside in (QPointF(329.5, 470), QPointF(1150.5, 470), QPointF(740, 349.5),
                    QPointF(740, 590.5)):
        assert scene.dropZoneAt(outside) == "table"


def _drawn(item) -> bool:
    """Whether `item` draws something now (an empty label draws nothing)."""
    return item.isVisible() and not (isinstance(item, LabelItem) and not item.text())


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)])
def test_the_frame_lit_while_a_card_is_carried_covers_nothing_else(qtbot, private_settings,
                                                                     size):
    """Seed 101, the viewer's eighth card carried over the pile: the frame lit is the
    play area, round all seven cards laid; it and its dashed pen lie over no other
    item (the count, the starter, the deck, the crib, the texts, the hand) nor the rail;
    the screen reader's mirror of the pile has the same place in the view."""
    window = shown_window(qtbot, SEED, size, until=lambda state: state.phase is Phase.PLAY
                          and len(state.played) == 7 and state.to_act == 0)
    try:
        scene = window.scene
        card = window.engine.hint().card
        item = scene.cardItem(card)
        start = item.sceneBoundingRect().center()
        scene.carry.press(start, MOUSE)
        scene.carry.move(QPointF(1100, 480))  # over the third series' right
        assert scene.carry.isDragging() and scene.pileZone.isDropTarget()
        zone = scene.pileZone
        frame = zone.mapRectToScene(zone.rect())
        assert frame == PILE
        pile = [each for each in scene.cardItems() if each.zone == "pile"]
        assert len(pile) == 7 and all(frame.contains(each.sceneBoundingRect().adjusted(
            12, 12, -12, -44)) for each in pile)  # the cards, not their shadows
        painted = frame.adjusted(-_PEN, -_PEN, _PEN, _PEN)
        others = [each for each in scene.items() if each.parentItem() is None
                  and each is not zone and each is not item and _drawn(each)
                  and not (isinstance(each, CardItem) and each.zone == "pile")]
        over = [(type(each).__name__, getattr(each, "zone", ""), each.sceneBoundingRect())
                for each in others if each.sceneBoundingRect().intersects(painted)]
        assert over == []
        assert painted.right() < rail_rect(scene.railOffset()).left() == \
            L.TABLE_RECT.right() + scene.railOffset()
        access = window.view.accessibility
        access.ensureMirrors()
        # in the view's pixels, the mirrors' container lying on its viewport
        mirror = access.lists["pile"].geometry()
        assert mirror == window.view.mapFromScene(PILE).boundingRect() == MIRRORS[size]
        scene.carry.cancel()
    finally:
        window.close()
