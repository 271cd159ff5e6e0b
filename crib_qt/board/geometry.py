"""Where everything sits on the table, in scene units (the view scales the scene).

Pure geometry: positions of the hands, the play pile, the deck, the crib, the
peg board and the texts for a 1600 × 1000 table. No item is created here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .card_art import CARD_HEIGHT, CARD_WIDTH
from .peg_board_art import BOARD_WIDTH as _PEG_BOARD_WIDTH

__all__ = ["CARD_WIDTH", "CARD_HEIGHT", "SCENE_RECT", "TABLE_RECT", "PILE_RECT", "hand_positions", "pile_positions",
           "show_positions", "DECK_POS", "STARTER_POS", "crib_pos", "HAND_Y", "CUT_POS",
           "PEG_BOARD_POS", "PEG_BOARD_SCALE", "CENTRE_X", "MIDDLE_Y", "HAND_STEP", "PILE_STEP",
           "PILE_RISE", "PILE_SERIES_STEP"]

SCENE_RECT = QRectF(0, 0, 1600, 1000)
TABLE_RECT = QRectF(0, 0, 1370, 1000)
CENTRE_X = 685.0
MIDDLE_Y = 400.0
HAND_Y = (42.0, 818.0)  # top edge of the cards: [the viewer's opponent, the viewer]
DECK_POS = QPointF(48.0, MIDDLE_Y)
STARTER_POS = QPointF(178.0, MIDDLE_Y)
CUT_POS = QPointF(CENTRE_X - 490.0, MIDDLE_Y)
# The peg board fills the rail beside the table (x 1370 to 1600), centred, 8 units from
# its top and bottom (issue 15: holes about 8.3 px apart at 800 × 600). On a view wider
# than the scene's shape both move right to the view's edge (BoardScene.setRailOffset).
PEG_BOARD_SCALE = 1.2
PEG_BOARD_POS = QPointF(TABLE_RECT.right() + (SCENE_RECT.width() - TABLE_RECT.width() -
                                              _PEG_BOARD_WIDTH * PEG_BOARD_SCALE) / 2, 8.0)
# Distance between the cards of the viewer's hand (more when the view is small:
# every card's hit target stays about 9 mm wide, see `BoardScene.handStep`).
HAND_STEP = 118.0


def hand_positions(count: int, bottom: bool, step: float | None = None) -> list[QPointF]:
    """Top-left corners of `count` cards in a hand: the viewer's (bottom) fanned wide
    so every index is readable, the opponent's (top) overlapping more. `step` (the
    viewer's hand only) spreads the cards further apart; it is kept so that six cards
    fit on the table."""
    if step is None or not bottom:
        step = HAND_STEP if bottom else 74.0
    step = min(step, (TABLE_RECT.width() - 60.0 - CARD_WIDTH) / 5)
    width = CARD_WIDTH + step * max(0, count - 1)
    x0 = CENTRE_X - width / 2
    y = HAND_Y[1] if bottom else HAND_Y[0]
    return [QPointF(x0 + i * step, y) for i in range(count)]


# The play pile: a card lies PILE_STEP right of the one before in its series and
# PILE_RISE above or below the middle (the viewer's lower). Every card's top-left index
# (x 3 to 24, y 7 to 53.5 on the card, card_faces.corner_index_path) stays clear, and
# the bottom-right one (x 76 to 97, y 86.5 to 133) is wholly covered by a card level
# with it or lower, wholly clear below a higher one (its top, 140 - 2 x 28 = 84, is
# above 86.5): no sliver of a half-hidden index (at 80 and 26, play-test 31).
PILE_STEP = 72.0
PILE_RISE = 28.0
# From the last card of a series to the first of the next: a gap of felt between them,
# 60 units (0.6 of a card's width; 30 pixels at 800 x 600) so a new series (after a go
# or 31, R4.5-R4.6) stands apart; at 132 the gap was 32 units, 16 pixels at 800 x 600.
# A whole play, eight cards in three series, ends at x 1130, well left of the rail
# (`TABLE_RECT`, 1370).
PILE_SERIES_STEP = 160.0
# The play area: where a card let go goes to the pile (BoardScene.dropZoneAt), the frame
# lit while a card is carried over it and the keyboard's focus ring (its ZoneItem), the
# screen reader's mirror of the pile. One rectangle for all, so they cannot drift apart
# (the frame ended at x 1030 when the drop place was widened to 1146 for the third
# series, dbaf567): every card of a whole play, eight cards in three series (no more:
# a series ended by a go or 31 holds three cards or more, two make 20 at most), with
# 20 units of felt left and right (x 330 to 1150) and 22 above and below the cards of
# both seats (y 350 to 590), clear of the starter (to x 278), the count above (its
# line ends at y 344), the banner below (from y 596) and the rail (from x 1370).
_PILE_MARGIN = QPointF(20.0, 22.0)
_WHOLE_PLAY = CARD_WIDTH + 5 * PILE_STEP + 2 * PILE_SERIES_STEP
PILE_RECT = QRectF(330.0, MIDDLE_Y - PILE_RISE - _PILE_MARGIN.y(),
                   _WHOLE_PLAY + 2 * _PILE_MARGIN.x(),
                   CARD_HEIGHT + 2 * (PILE_RISE + _PILE_MARGIN.y()))


def pile_positions(owners_and_series: list[tuple[int, int]], viewer: int) -> list[QPointF]:
    """Top-left corners of the cards played this hand (`PILE_STEP`, `PILE_RISE`).

    Args:
        owners_and_series: (seat, series number) per played card, in order.
        viewer: the seat at the bottom; its cards sit lower, the opponent's higher.
    """
    positions = []
    x = PILE_RECT.left() + _PILE_MARGIN.x()
    previous = None
    for seat, series in owners_and_series:
        if previous is not None:
            x += PILE_STEP if series == previous else PILE_SERIES_STEP
        dy = PILE_RISE if seat == viewer else -PILE_RISE
        positions.append(QPointF(x, MIDDLE_Y + dy))
        previous = series
    return positions


# The show's first card: 122 units right of the deck and crib (x 48 to 148), so that the
# starter (set 26 units apart) ends at x 844, leaving the show panel right of it the
# room for its gap and a heading of one line (table_drawing.SHOW_POS, play-test 32).
_SHOW_LEFT = 270.0


def show_positions(count: int) -> list[QPointF]:
    """Top-left corners of the cards being counted in the show (starter last)."""
    x0 = _SHOW_LEFT
    return [QPointF(x0 + i * 112.0 + (26.0 if i == count - 1 else 0.0), MIDDLE_Y)
            for i in range(count)]


def crib_pos(dealer_is_viewer: bool) -> QPointF:
    """Top-left corner of the crib: beside the deck, on the dealer's side."""
    return QPointF(DECK_POS.x(), MIDDLE_Y + (210.0 if dealer_is_viewer else -215.0))

