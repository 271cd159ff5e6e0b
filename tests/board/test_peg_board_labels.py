"""What is written on the peg board (peg_board_art.py): the numbers, the skunk lines and
badges, and the score plates with the names and the dealer's badge."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF

from crib_qt.board import peg_board_art as art

from peg_board_testing import (  # tests/board/peg_board_testing.py
    PX_PER_UNIT,
    _clear_of_holes,
    _pixel,
    _render,
    board_fixture,  # noqa: F401 (the fixture board)
    own_cache_fixture,  # noqa: F401 (the fixture own_cache, for every test here)
)

# -- numbers, skunk marks, score plates ----------------------------------------------------
# Tests that measure text ask for `qapp`: QFontMetrics needs a QGuiApplication (without
# one the interpreter aborts), and a test must not lean on an earlier test having made it.


NAMES = ["Computer", "Komputer", "Kompyuter", "Computador", "You", "Você"]
DEALER_TEXTS = ["Dealer", "Distribuidor", "Pengagih", "Tagapamigay", "D"]


def test_numbers_every_ten_bold_and_readable(qapp):  # noqa: ARG001
    labels = art.number_labels()
    assert [text for text, _ in labels] == [str(n) for n in range(10, 121, 10)] + ["121"]
    number_font = art.font(art.NUMBER_PX, bold=True)
    assert number_font.bold()
    assert number_font.pixelSize() * PX_PER_UNIT >= 11  # ~11 px at 1280 × 800


def test_numbers_sit_level_with_their_holes_inside_the_board(qapp):  # noqa: ARG001
    inside = art.WOOD_RECT.adjusted(4, 4, -4, -4)
    for text, box in art.number_labels():
        assert inside.contains(box), text
        assert _clear_of_holes(box), text
        hole_y = art.hole_point(0, int(text)).y()
        assert box.top() < hole_y < box.bottom(), text  # level with its hole
    boxes = [box for _, box in art.number_labels()]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_numbers_sit_between_the_two_tracks_of_their_street(qapp):  # noqa: ARG001
    for text, box in art.number_labels():
        street = min(2, (int(text) - 1) // 40)
        x = art.STREET_X[street]
        assert box.center().x() == x, text
        assert x - art.HALF_LANE + art.HOLE_R < box.left(), text
        assert box.right() < x + art.HALF_LANE - art.HOLE_R, text
        # a round peg in the hole the number numbers leaves it readable
        assert box.right() < x + art.HALF_LANE - art.PEG_R, text


def test_the_hole_nearest_a_number_is_the_hole_it_numbers(qapp):  # noqa: ARG001
    """Issue 15: "80" sat between streets 0 and 1 level with hole 1, so a peg on 1 read as
    80. Now the holes nearest a number are that number's two holes (one per track), and
    every other hole is further away, diagonally: the neighbours of those holes."""
    holes = [(seat, score, art.hole_point(seat, score)) for seat in (0, 1)
             for score in range(122)] + [(seat, 0, art.spare_start(seat)) for seat in (0, 1)]
    for text, box in art.number_labels():
        centre = box.center()

        def distance(point, centre=centre):
            return ((point.x() - centre.x()) ** 2 + (point.y() - centre.y()) ** 2) ** 0.5

        own = [distance(point) for _, score, point in holes if score == int(text)]
        others = [distance(point) for _, score, point in holes if score != int(text)]
        assert len(own) == 2 and own[0] == own[1] == art.HALF_LANE, text
        assert min(others) >= math.hypot(art.HALF_LANE, art.PITCH), text  # a neighbour
    eighty = dict(art.number_labels())["80"]  # level with hole 1, two tracks away from it
    assert eighty.center().y() == art.hole_point(0, 1).y()
    assert eighty.left() - art.hole_point(0, 1).x() > 2 * art.HALF_LANE


def test_skunk_lines_and_badges(qapp):  # noqa: ARG001
    marks = art.skunk_marks()
    assert [(score, text) for score, text, _, _ in marks] == [(61, "SS"), (91, "S")]
    inside = art.WOOD_RECT.adjusted(4, 4, -4, -4)
    numbers = [box for _, box in art.number_labels()]
    for score, _, y, badge in marks:
        for seat in (0, 1):  # the line lies between the holes before and at the mark
            ys = sorted((art.hole_point(seat, score).y(), art.hole_point(seat, score - 1).y()))
            assert ys[0] + 5 < y < ys[1] - 5
        assert inside.contains(badge)
        assert _clear_of_holes(badge)
        assert not any(badge.intersects(box.adjusted(-2, -2, 2, 2)) for box in numbers)
        assert badge.height() * PX_PER_UNIT >= 12  # a badge, not a speck
    assert art.font(art.BADGE_PX, bold=True).pixelSize() * PX_PER_UNIT >= 10


def test_rendered_skunk_badges_are_red_inside_the_board(board):
    image = _render(board)
    for _, _, _, badge in art.skunk_marks():
        edge = _pixel(image, QPointF(badge.left() + 2.5, badge.center().y()))
        assert edge.red() > 2 * edge.green() and edge.red() > 110, edge.name()


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("dealer_text", DEALER_TEXTS)
def test_names_and_dealer_badge_fit_the_plate(qapp, seat, dealer_text):  # noqa: ARG001
    name_font = art.font(art.NAME_PX, bold=True)
    assert name_font.pixelSize() * PX_PER_UNIT >= 13
    for name in NAMES:
        for score in (0, 7, 99, 121):
            plate = art.plate_layout(seat, name, score, dealer_text)
            assert plate.name == name  # not elided
            assert plate.badge == dealer_text
            assert plate.badge_px >= 11  # ~10 px at 1280 × 800, even "Tagapamigay"
            assert plate.rect.contains(plate.badge_rect)
            assert plate.rect.contains(plate.name_rect)
            assert plate.rect.contains(plate.score_rect)
            assert not plate.badge_rect.intersects(plate.score_rect)
            assert not plate.badge_rect.intersects(plate.name_rect)
            assert not plate.name_rect.intersects(plate.score_rect)
    short = art.plate_layout(seat, "Computer", 104, "Dealer")
    assert short.badge_px * PX_PER_UNIT >= 12  # the usual badge is big


def test_plates_inside_the_board_clear_of_holes():
    inside = art.WOOD_RECT.adjusted(3, 3, -3, -3)
    for seat in (0, 1):
        rect = art.plate_rect(seat)
        assert inside.contains(rect)
        assert _clear_of_holes(rect, margin=3)


def test_a_too_long_name_is_elided_and_the_badge_keeps_its_place(qapp):  # noqa: ARG001
    long = "A very long player name that cannot fit on the plate at all"
    plate = art.plate_layout(0, long, 121, "Dealer with a much too long translation")
    assert plate.name != long and plate.name.endswith("…")
    assert plate.rect.contains(plate.badge_rect)
    assert not plate.badge_rect.intersects(plate.score_rect)


def test_board_plates_follow_names_dealer_and_scores(board):
    board.setPlayerName(1, "Computer")
    board.setDealerText("Dealer")
    board.setDealer(1)
    board.setPegs(1, 104, 97, duration_ms=0)
    top, bottom = board._plate_layout(1), board._plate_layout(0)
    assert (top.name, top.badge, top.score) == ("Computer", "Dealer", "104")
    assert (bottom.badge, bottom.score) == ("", "0")
    assert top.rect.bottom() < board.holePosition(1, 121).y() < bottom.rect.top()
    board.setDealer(None)
    assert board._plate_layout(1).badge == ""
