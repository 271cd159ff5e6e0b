"""The hint's look on one card (play-test: the dashed teal outline and the status bar
were easy to miss): a hinted card rises `HINT_LIFT` units, smoothly (a Qt animation of
at most `HINT_RISE_MS`, none with animations off), with a solid ring of the table's
accent hugging it (the high-contrast table's brighter accent there) and a "?" badge of
the accent; put away, it settles back from wherever it is. The rise paces nothing."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem
from test_card_item import at, render  # tests/board/test_card_item.py: paint one item

from crib_qt.board.animator import AnimationSet
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_item import HINT_LIFT, HINT_RISE_MS, SELECTED_LIFT, CardItem
from crib_qt.board.card_marks import HINT_ACCENT, HINT_ACCENT_HIGH_CONTRAST, HINT_RING
from crib_qt.rules.cards import Card

GOLD, YELLOW = (243, 197, 74), (255, 225, 0)
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


def _ring(item: CardItem) -> set[tuple[int, int, int]]:
    """The colours in the middle of the ring's band on all four sides of the card."""
    image, mid, top = render(item), HINT_RING / 2, -item.lift()
    return {at(image, -mid, top + 70), at(image, CARD_WIDTH + mid - 1, top + 70),
            at(image, 50, top - mid), at(image, 50, top + CARD_HEIGHT + mid - 1)}


def test_the_hinted_card_rises_with_a_solid_ring_of_the_accent(qapp):
    assert (HINT_LIFT, HINT_RISE_MS, HINT_RING) == (10.0, 180, 5.0)
    assert HINT_ACCENT.getRgb()[:3] == GOLD and HINT_ACCENT_HIGH_CONTRAST.getRgb()[:3] == YELLOW
    item = CardItem(Card.parse("7D"), face_up=True)
    item.setHinted(True)  # no duration: at once (animations off)
    assert item.isHinted() and not item.isRising()
    assert item.lift() == HINT_LIFT < SELECTED_LIFT
    assert item.cardRect() == QRectF(0, -HINT_LIFT, CARD_WIDTH, CARD_HEIGHT)
    assert item.pos().isNull()  # a look: its place in the hand is the same
    assert _ring(item) == {GOLD}
    image = render(item)
    assert at(image, 50, -HINT_LIFT - HINT_RING - 1) == (0, 128, 0)  # the table beyond
    badge = CARD_HEIGHT - HINT_LIFT - 16  # its centre, 14 units from the left
    assert at(image, 14 - 6, badge) == GOLD and at(image, 14, badge + 5.2) == (43, 33, 16)
    item.setArtOptions(high_contrast=True)
    assert _ring(item) == {YELLOW}
    item.setHinted(False)
    assert item.lift() == 0 and item.cardRect() == QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
    assert YELLOW not in {at(render(item), x, 70) for x in range(-12, 0)}


def test_the_rise_is_smooth_and_paces_nothing(qtbot):
    item = CardItem(Card.parse("8S"), face_up=True)
    animations = AnimationSet()
    item.setAnimations(animations)
    lifts = []
    item.update = lambda *_: lifts.append(item.lift())  # each step repaints
    item.setHinted(True, 260)  # the board's move time: the rise takes HINT_RISE_MS
    assert item.isRising() and item.lift() == 0
    assert not animations.isBusy()  # nothing the table paces waits on a look
    assert item.cacheMode() == QGraphicsItem.CacheMode.NoCache  # no pixmap per step
    qtbot.waitUntil(lambda: not item.isRising(), timeout=2_000)
    assert item.lift() == HINT_LIFT and item.cacheMode() == CACHED
    assert lifts == sorted(lifts) and lifts[-1] == HINT_LIFT
    assert len(set(lifts)) >= 3  # steps between, not one jump


def test_a_hint_put_away_while_rising_settles_back_from_there(qtbot):
    item = CardItem(Card.parse("4D"), face_up=True)
    item.setHinted(True, HINT_RISE_MS)
    rise = item.findChild(QVariantAnimation)
    rise.pause()  # held half way up, whatever the machine's speed
    rise.setCurrentTime(HINT_RISE_MS // 2)
    assert 8 < item.lift() < HINT_LIFT  # OutCubic: 87.5 % of the way at half the time
    lifts = []
    item.update = lambda *_: lifts.append(item.lift())
    item.setHinted(False, HINT_RISE_MS)
    assert item.isRising() and not item.isHinted()
    qtbot.waitUntil(lambda: not item.isRising(), timeout=2_000)
    assert item.lift() == 0 and lifts == sorted(lifts, reverse=True) and lifts[-1] == 0
    item.setHinted(True, 0)  # animations off: at once, also over a move's
    assert item.lift() == HINT_LIFT and not item.isRising() and item.cacheMode() == CACHED
