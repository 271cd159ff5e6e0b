"""The hint on the board at 1366 x 768 (a 1280 x 700 window) and 800 x 600, on the felt
and the high-contrast table (play-test: the hint showed only in the status bar and as a
dashed outline, easy to miss). The expert's two cards rise `HINT_LIFT` units in the hand
with a solid ring of the table's accent, smoothly and at once in their places; it is
said to screen readers as before; choosing a card puts it away (the other card settles
back) and laying the cards away leaves no card hinted. tests/board/test_hint_look.py
has the one card's look."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from crib_qt.board.card_item import HINT_LIFT, SELECTED_LIFT, CardItem
from crib_qt.board.card_marks import HINT_RING
from crib_qt.rules import Phase
from crib_qt.rules.actions import Discard
from crib_qt.rules.cards import Card

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

SEVEN, EIGHT = Card.parse("7D"), Card.parse("8S")  # the expert's throw, seed 3's first hand
ACCENTS = {False: (243, 197, 74), True: (255, 225, 0)}


def _hand(board) -> dict[Card, CardItem]:
    return {card: item for card, item in board.scene.cards.known().items()
            if item.zone == "mine"}


def _ring_colours(board, item: CardItem) -> set[tuple[int, int, int]]:
    """The view's pixels across the ring's band above the middle of `item`, the pixel at
    its middle and one either side (the band is 3.1 pixels high at 1366 x 768, 2.4 at 800 x
    600, antialiased at its edges)."""
    view = board.window.view
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    middle = view.mapFromScene(item.mapToScene(QPointF(50, -item.lift() - HINT_RING / 2)))
    colours = set()
    for dy in (-1, 0, 1):
        colour = image.pixelColor(round(middle.x() * ratio), round(middle.y() * ratio) + dy)
        colours.add((colour.red(), colour.green(), colour.blue()))
    return colours


@pytest.mark.parametrize("high_contrast", [False, True], ids=["felt", "high-contrast"])
@pytest.mark.parametrize("size", [(1280, 700), (800, 600)], ids=["1366x768", "800x600"])
def test_the_hinted_cards_rise_in_the_accent_and_settle_when_put_away(
        make_board, qtbot, size, high_contrast):
    board = make_board(3, move_ms=260, size=size)  # the board's own move time: animated
    window, engine, scene = board.window, board.engine, board.scene
    if high_contrast:
        window.actions["high_contrast"].trigger()
    assert scene.artOptions()["high_contrast"] is high_contrast
    for _ in range(3):  # the cut for the deal
        if engine.state.phase is Phase.DISCARD:
            break
        board.act()
    board.wait_settled()
    assert engine.state.to_act == 0 and engine.hint() == Discard((SEVEN, EIGHT))
    hand = _hand(board)
    places = {card: item.pos() for card, item in hand.items()}
    before = _ring_colours(board, hand[SEVEN])
    assert ACCENTS[high_contrast] not in before  # the table there, before the hint
    with qtbot.waitSignal(scene.presenter.spoken) as spoken:
        window.actions["hint"].trigger()
    text = "Hint: lay away Seven of Diamonds and Eight of Spades"
    assert spoken.args == [text] and window.statusBar().currentMessage() == text
    assert window.view.accessibility.announcements[-1] == text  # said as before
    assert {c for c, i in hand.items() if i.isHinted()} == {SEVEN, EIGHT}
    assert hand[SEVEN].isRising() and hand[EIGHT].isRising()  # smoothly, not at once
    assert not scene.animations.isBusy()  # the table's pacing does not wait on a look
    qtbot.waitUntil(lambda: not (hand[SEVEN].isRising() or hand[EIGHT].isRising()))
    assert {c: i.lift() for c, i in hand.items()} == {
        c: HINT_LIFT if c in (SEVEN, EIGHT) else 0.0 for c in hand}
    assert {c: i.pos() for c, i in hand.items()} == places  # risen, not moved
    for card in (SEVEN, EIGHT):
        assert ACCENTS[high_contrast] in _ring_colours(board, hand[card])

    board.tap_card(SEVEN)  # choosing a card puts the hint away
    assert not (hand[SEVEN].isHinted() or hand[EIGHT].isHinted())
    assert hand[SEVEN].lift() == SELECTED_LIFT and hand[SEVEN].isSelected()
    assert hand[EIGHT].isRising()  # settles back, smoothly
    qtbot.waitUntil(lambda: not hand[EIGHT].isRising())
    assert hand[EIGHT].lift() == 0 and hand[EIGHT].pos() == places[EIGHT]
    assert ACCENTS[high_contrast] not in _ring_colours(board, hand[EIGHT])

    window.actions["hint"].trigger()  # again, and the player lays the two cards away
    qtbot.waitUntil(lambda: hand[EIGHT].isHinted() and not hand[EIGHT].isRising())
    assert hand[EIGHT].lift() == HINT_LIFT
    board.tap_card(EIGHT)
    board.press_primary("To crib")
    board.wait_settled()
    assert engine.state.phase is not Phase.DISCARD or engine.state.to_act != 0
    assert board.cards_where("isHinted") == set()
    assert all(item.lift() == 0 for item in _hand(board).values())
