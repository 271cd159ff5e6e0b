"""The show panel stands clear of the show's cards and holds its heading on one line
(play-test 32 B, item 3). The starter, the show's last card, ended at x 894 and the
panel began at 900: with the starter's glow they touched at every window size
(14_show.png, 75_800_show.png, 84_1920_show.png), while the panel was mostly empty; and
the pt_PT crib heading "Reserva do computador: 2" wrapped in its 400-unit title.
Now the show's cards start 50 units further left, the panel stands `SHOW_GAP` (32
units) right of the starter and is 470 units wide, ending 24 units left of the rail:
every heading with the default names fits on one line in every language.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from crib_qt.board import geometry as L
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_marks import OUTLINE_MARGIN
from crib_qt.board.table_drawing import SHOW_GAP, SHOW_POS, SHOW_RECT
from crib_qt.i18n import LANGUAGES

from test_show_title import _check_the_show, _counts, _frame, _headings  # tests/board
from test_show_title import scene  # noqa: F401 (the fixture)


def test_the_show_panel_stands_a_clear_gap_right_of_the_starter():
    places = L.show_positions(5)  # four cards of a hand or the crib, the starter last
    assert places == [QPointF(270, 400), QPointF(382, 400), QPointF(494, 400),
                      QPointF(606, 400), QPointF(744, 400)]
    starter = QRectF(places[-1], QPointF(places[-1].x() + CARD_WIDTH, 400 + CARD_HEIGHT))
    assert SHOW_GAP == 32 and SHOW_POS == QPointF(876, 305)
    assert SHOW_RECT == QRectF(0, 0, 470, 330)
    assert SHOW_POS.x() - starter.right() == SHOW_GAP >= 24
    # what is drawn round them: the starter's glow or focus ring (OUTLINE_MARGIN), the
    # panel's shadow (4 units to the left): 16 units of felt still between
    assert (SHOW_POS.x() - 4) - (starter.right() + OUTLINE_MARGIN) == 16
    # the panel ends 24 units left of the rail and the peg board
    assert L.TABLE_RECT.right() - (SHOW_POS.x() + SHOW_RECT.width()) == 24
    # the first card 122 units right of the deck and the crib (x 48 to 148)
    assert places[0].x() - (L.DECK_POS.x() + CARD_WIDTH) == 122


def test_the_show_panel_as_made_in_the_scene(scene):
    panel, title, lines = scene.showPanel, scene.showTitle, scene.showLines
    assert _frame(panel) == QRectF(876, 305, 470, 330)
    assert (title.pos(), title.width()) == (QPointF(235, 14), 440)  # 15 in from each side
    assert (lines.pos(), lines.width()) == (QPointF(235, 60), 430)  # 20 in from each side


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_heading_fits_on_one_line_in_the_panel(scene, code):
    """Each seat's hand and crib, against the computer and between two players with the
    default names, at 24 points: one line, inside the frame, the frame as made and over
    no card; pt's "Reserva do computador: 24" (436 units) wrapped at 400."""
    scene.languages.setLanguage(code)
    scene.retranslate()
    for heading in _headings():
        frame, _ = _check_the_show(scene, heading, _counts()[1])
        assert scene.showTitle.lines() == [heading], (code, heading)
        advance = QFontMetricsF(scene.showTitle.font()).horizontalAdvance(heading)
        assert advance <= scene.showTitle.width(), (code, heading)
        assert frame == QRectF(876, 305, 470, 330), (code, heading)
