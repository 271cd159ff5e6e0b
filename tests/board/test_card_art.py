"""Pixel tests of the project's card art (crib_qt/board/card_art.py)."""

from collections import Counter

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from crib_qt.board import card_faces
from crib_qt.board.card_art import (
    BACK_STYLES,
    CARD_HEIGHT,
    CARD_WIDTH,
    card_pixmap,
    paint_back,
    paint_face,
    suit_colour,
)
from crib_qt.rules.cards import DECK, Card, Suit

W, H = 200, 280  # twice the design size: 1 design unit = 2 pixels
S = W / CARD_WIDTH
BACKGROUND = QColor(0, 128, 0)


def render(card: Card | None, w: int = W, h: int = H, **options) -> QImage:
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    try:
        if card is None:
            paint_back(painter, QRectF(0, 0, w, h), **options)
        else:
            paint_face(painter, QRectF(0, 0, w, h), card, **options)
    finally:
        painter.end()
    return image


def rgb(image: QImage, x: float, y: float) -> tuple[int, int, int]:
    """The colour at design coordinates (x, y) of a W×H rendering."""
    c = image.pixelColor(int(x * S), int(y * S))
    return (c.red(), c.green(), c.blue())


def dominant_ink(image: QImage, x0: float, y0: float, x1: float, y1: float) -> tuple:
    """The most common colour in a design-unit box that is not the white paper."""
    counts: Counter = Counter()
    for y in range(int(y0 * S), int(y1 * S)):
        for x in range(int(x0 * S), int(x1 * S)):
            c = image.pixelColor(x, y)
            if min(c.red(), c.green(), c.blue()) < 235:
                counts[(c.red(), c.green(), c.blue())] += 1
    assert counts, "no ink in the box"
    return counts.most_common(1)[0][0]


def rgb_of(colour: QColor) -> tuple[int, int, int]:
    return (colour.red(), colour.green(), colour.blue())


TOP_LEFT_INDEX = (2, 4, 26, 36)  # design units: the corner rank's box


def test_face_paper_is_white_and_corners_show_the_table(qapp):
    image = render(Card.parse("5H"))
    for x, y in ((50, 45), (50, 95), (6, 80), (94, 60), (30, 70)):
        assert rgb(image, x, y) == (255, 255, 255), (x, y)
    assert rgb(image, 0.2, 0.2) == rgb_of(BACKGROUND)  # outside the rounded corner


def test_centre_pip_of_five_is_red(qapp):
    image = render(Card.parse("5H"))
    assert rgb(image, 50, 70) == rgb_of(suit_colour(Suit.HEARTS))


@pytest.mark.parametrize("text", ["5H", "10H", "QH", "AD"])
def test_index_glyph_is_exactly_red(qapp, text):
    image = render(Card.parse(text))
    assert dominant_ink(image, *TOP_LEFT_INDEX) == rgb_of(suit_colour(Suit.HEARTS))
    assert rgb_of(suit_colour(Suit.HEARTS)) == (0xC8, 0x10, 0x2E)


def turned(image: QImage, x: int, y: int) -> QColor:
    """The pixel that (x, y) lands on when `image` is turned half a turn."""
    return image.pixelColor(image.width() - 1 - x, image.height() - 1 - y)


def test_bottom_right_index_is_the_top_left_one_turned(qapp):
    image = render(Card.parse("7S"))
    for y in range(0, int(58 * S)):
        for x in range(0, int(28 * S)):
            assert abs(image.pixelColor(x, y).red() - turned(image, x, y).red()) <= 40, (x, y)


@pytest.mark.parametrize("suit, expected", [
    (Suit.CLUBS, (0x0F, 0x7B, 0x3C)),
    (Suit.DIAMONDS, (0x14, 0x56, 0xB8)),
    (Suit.HEARTS, (0xC8, 0x10, 0x2E)),
    (Suit.SPADES, (0x16, 0x18, 0x1D)),
])
def test_four_colour_mode(qapp, suit, expected):
    image = render(Card(4, suit), four_colour=True)
    assert dominant_ink(image, *TOP_LEFT_INDEX) == expected
    assert rgb_of(suit_colour(suit, four_colour=True)) == expected


def test_two_colour_mode_diamonds_red_clubs_black(qapp):
    assert dominant_ink(render(Card(4, Suit.DIAMONDS)), *TOP_LEFT_INDEX) == (0xC8, 0x10, 0x2E)
    assert dominant_ink(render(Card(4, Suit.CLUBS)), *TOP_LEFT_INDEX) == (0x16, 0x18, 0x1D)


def test_high_contrast_pure_inks_and_thick_black_border(qapp):
    hearts = render(Card.parse("9H"), high_contrast=True)
    assert dominant_ink(hearts, *TOP_LEFT_INDEX) == (0xD4, 0, 0)
    spades = render(Card.parse("9S"), high_contrast=True)
    assert dominant_ink(spades, *TOP_LEFT_INDEX) == (0, 0, 0)
    assert rgb(spades, 1.5, 70) == (0, 0, 0)  # 3-unit border, 6 px here
    assert rgb(render(Card.parse("9S")), 1.5, 70) == (255, 255, 255)  # normal: 1 unit


@pytest.mark.parametrize("style", BACK_STYLES)
def test_back_is_coloured_in_the_middle_with_a_white_margin(qapp, style):
    image = render(None, style=style)
    r, g, b = rgb(image, 50, 70)
    assert min(r, g, b) < 200
    assert rgb(image, 3, 70) == (255, 255, 255)
    assert rgb(image, 30, 30) != (255, 255, 255)


def test_back_styles_differ_and_unknown_style_is_refused(qapp):
    assert BACK_STYLES[:2] == ("classic", "burgundy")
    colours = {rgb(render(None, style=s), 14, 14) for s in BACK_STYLES}
    assert len(colours) == len(BACK_STYLES)
    classic = rgb(render(None), 14, 14)
    assert classic[2] > classic[0]  # deep blue
    with pytest.raises(ValueError, match="nope"):
        render(None, style="nope")
    with pytest.raises(ValueError, match="nope"):
        card_pixmap(None, QSize(10, 14), style="nope")


@pytest.mark.parametrize("rank", [2, 4, 10])  # (middle-row pips stand upright)
def test_symmetric_faces_are_the_same_upside_down(qapp, rank):
    image = render(Card(rank, Suit.HEARTS), 100, 140)
    diff = sum(abs(image.pixelColor(x, y).green() - turned(image, x, y).green())
               for y in range(10, 130) for x in range(10, 90))
    assert diff / (80 * 120) < 3.0


def test_every_face_is_drawn_inside_the_card(qapp):
    inside = QRectF(2, 3, CARD_WIDTH - 4, CARD_HEIGHT - 6)
    for card in DECK:
        bounds = card_faces.face_path(card).boundingRect()
        assert inside.contains(bounds), (card, bounds)


def test_pips_keep_clear_of_the_corner_indices(qapp):
    for card in DECK:
        if not 2 <= card.rank <= 10:
            continue
        image = render(card, 100, 140)
        # the column between the index and the left pips is blank down to the suit symbol
        for y in range(5, 58):
            c = image.pixelColor(27, y)
            assert c.red() == c.green() == c.blue() == 255, (card, y)


def test_index_is_about_a_third_of_the_card_width_tall(qapp):
    image = render(Card.parse("KS"), 100, 140)
    rows = [y for y in range(0, 37)
            if any(max(rgb_of(image.pixelColor(x, y))) < 100 for x in range(3, 25))]
    assert 25 <= rows[-1] - rows[0] + 1 <= 32


def test_small_cards_still_show_the_index(qapp):
    image = render(Card.parse("QH"), 60, 84)
    counts = Counter(rgb_of(image.pixelColor(x, y)) for y in range(3, 22) for x in range(2, 16))
    assert counts[rgb_of(suit_colour(Suit.HEARTS))] >= 20


def test_pixmap_size_follows_device_pixel_ratio(qapp):
    one = card_pixmap(Card.parse("5H"), QSize(100, 140))
    two = card_pixmap(Card.parse("5H"), QSize(100, 140), 2.0)
    assert (one.width(), one.height()) == (100, 140)
    assert (two.width(), two.height()) == (200, 280)
    assert two.devicePixelRatio() == 2.0
    assert two.deviceIndependentSize().toSize() == QSize(100, 140)


def test_pixmap_cache_is_keyed_by_every_argument(qapp):
    five = Card.parse("5H")
    a = card_pixmap(five, QSize(50, 70))
    assert card_pixmap(five, QSize(50, 70)).cacheKey() == a.cacheKey()
    others = [card_pixmap(five, QSize(50, 70), four_colour=True),
              card_pixmap(five, QSize(50, 70), high_contrast=True),
              card_pixmap(five, QSize(50, 70), 2.0),
              card_pixmap(five, QSize(60, 84)),
              card_pixmap(Card.parse("5D"), QSize(50, 70)),
              card_pixmap(None, QSize(50, 70)),
              card_pixmap(None, QSize(50, 70), style="burgundy")]
    assert len({p.cacheKey() for p in [a, *others]}) == 8
    with pytest.raises(TypeError):
        card_pixmap(five, QSize(50, 70), colour="pink")


def test_pixmap_shows_the_card(qapp):
    image = card_pixmap(Card.parse("5D"), QSize(100, 140), 2.0, four_colour=True).toImage()
    assert image.size() == QSize(200, 280)
    assert dominant_ink(image, *TOP_LEFT_INDEX) == (0x14, 0x56, 0xB8)
    assert image.pixelColor(0, 0).alpha() == 0  # transparent outside the rounded corner
    back = card_pixmap(None, QSize(100, 140), 2.0).toImage()
    assert back.pixelColor(100, 140).blue() > back.pixelColor(100, 140).red()
