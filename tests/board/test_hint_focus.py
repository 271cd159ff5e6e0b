"""A hinted card that has the keyboard focus shows both rings whole (follow-up of
92fabf3): the focus ring's inner ring, 4 units out and 3 wide, covered the outer half of
the hint's 5-unit ring of gold, only 2.5 units of it showing. Round a hinted card the
focus rings lie outside the hint's (middles 6.5 and 10 units out), within the item's
margin, on the felt's gold and the high-contrast table's yellow; elsewhere they stay
where they were (4 and 9)."""

from __future__ import annotations

import pytest
from test_card_item import OUTLINE_MARGIN, at, render  # paint one item

from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_item import CardItem
from crib_qt.board.card_marks import HINT_RING
from crib_qt.rules.cards import Card

GOLD, YELLOW, TABLE = (243, 197, 74), (255, 225, 0), (0, 128, 0)
BLACK, WHITE = (0, 0, 0), (255, 255, 255)


def _bands(item: CardItem, side: str) -> list[set[tuple[int, int, int]]]:
    """The colours of each 1-unit step out from the card's `side`, 1 to `OUTLINE_MARGIN`,
    along the straight part of that side (clear of the rounded corners)."""
    image, top = render(item), -item.lift()
    length = CARD_HEIGHT if side in ("left", "right") else CARD_WIDTH
    bands = []
    for step in range(1, int(OUTLINE_MARGIN) + 1):
        colours = set()
        for along in range(20, int(length) - 20):
            colours.add({"left": lambda: at(image, -step, top + along),
                         "right": lambda: at(image, CARD_WIDTH + step - 1, top + along),
                         "top": lambda: at(image, along, top - step),
                         "bottom": lambda: at(image, along, top + CARD_HEIGHT + step - 1)
                         }[side]())
        bands.append(colours)
    return bands


def _grey(colours: set[tuple[int, int, int]]) -> bool:
    """Only the focus ring's black, white and their blends at its dashes' ends."""
    return all(r == g == b for r, g, b in colours)


@pytest.mark.parametrize("high_contrast", [False, True], ids=["felt", "high-contrast"])
@pytest.mark.parametrize("side", ["left", "right", "top", "bottom"])
def test_a_focused_hinted_card_shows_all_of_the_hint_ring_inside_the_focus_ring(
        qapp, side, high_contrast):
    item = CardItem(Card.parse("7D"), face_up=True)
    item.setArtOptions(high_contrast=high_contrast)
    item.setHinted(True)
    item.setFocused(True)
    accent = YELLOW if high_contrast else GOLD
    bands = _bands(item, side)
    assert HINT_RING == 5.0 and OUTLINE_MARGIN == 12.0
    # units 0-5 out: the accent alone, all of it (before: units 3-5 black and white)
    assert bands[:5] == [{accent}] * 5
    # 5-8 and 9-11: the two focus rings, dashed black on white (8.5-9 and 11-11.5
    # half of the next unit: blended with the table there)
    for band in bands[5:8] + bands[9:11]:
        assert _grey(band) and {BLACK, WHITE} <= band
    assert accent not in bands[8] | bands[11]


def test_without_the_hint_the_focus_ring_stays_where_it_was(qapp):
    item = CardItem(Card.parse("7D"), face_up=True)
    item.setFocused(True)
    bands = _bands(item, "top")  # no shadow above the card
    assert bands[0] == bands[1] == bands[6] == bands[11] == {TABLE}
    for band in bands[3:5] + bands[8:10]:  # the rings 2.5-5.5 and 7.5-10.5 units out
        assert _grey(band) and {BLACK, WHITE} <= band
