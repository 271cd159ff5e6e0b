"""A new series of the play (after a go or 31, R4.5-R4.6) stands apart on the pile: at
800 x 600 it lay 16 pixels (32 units) right of the last card of the series before, hard
to see. Now a gap of 60 units of felt, 0.6 of a card's width, and a whole play (eight
cards in three series) still ends well left of the rail."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRectF

from crib_qt.board import geometry as L
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.models import CardRole
from crib_qt.rules import Phase

from scene_testing import scene_fixture  # noqa: F401 (the fixture scene; tests/board/)
from window_testing import shown_window  # tests/board/window_testing.py

# Seed 101's first play: after seven cards (3, 3 and 1 in three series), the viewer to play.
SEED = 101


def _series_splits():
    """Every way of eight cards in three series (each at least one card), as the
    series number of each card in play order."""
    for first, second in itertools.product(range(1, 7), repeat=2):
        third = 8 - first - second
        if third >= 1:
            yield [0] * first + [1] * second + [2] * third


def _gaps(corners, series) -> list[float]:
    """The felt between the last card of each series and the first of the next."""
    return [corners[i + 1].x() - (corners[i].x() + CARD_WIDTH)
            for i in range(len(series) - 1) if series[i + 1] != series[i]]


@pytest.mark.parametrize("viewer", [0, 1])
def test_a_whole_play_in_three_series_has_wide_gaps_and_stays_on_the_table(viewer):
    splits = list(_series_splits())
    assert len(splits) == 21
    for series in splits:
        for seats in itertools.product((0, 1), repeat=8):
            corners = L.pile_positions(list(zip(seats, series)), viewer)
            assert _gaps(corners, series) == [60.0, 60.0]  # 0.6 of a card's width
            assert corners[0].x() == 350 and corners[-1].x() + CARD_WIDTH == 1130
            assert max(c.x() for c in corners) + CARD_WIDTH <= L.TABLE_RECT.right() - 200


def test_a_card_let_go_over_any_card_of_a_whole_play_goes_to_the_pile(scene):
    """The pile's drop place takes a card let go anywhere over a card of the pile, as
    it did before the wider gaps (the last card of a whole play ended at 1074, in the
    place's 1090; now at 1130)."""
    for series in _series_splits():
        for corner in L.pile_positions([(i % 2, s) for i, s in enumerate(series)], 0):
            card = QRectF(corner.x(), corner.y(), CARD_WIDTH, CARD_HEIGHT)
            for point in (card.topLeft(), card.topRight(), card.bottomLeft(),
                          card.bottomRight(), card.center()):
                assert scene.dropZoneAt(point) == "pile", (series, point)


@pytest.mark.parametrize("size, gap", [((800, 600), 29.85), ((1366, 768), 41.64)])
def test_the_gap_between_series_is_plain_on_screen(qtbot, private_settings, size, gap):
    """Seed 101 after seven cards in three series: each gap in the view's pixels, and
    felt all down its middle (no card, no shadow of one)."""
    window = shown_window(qtbot, SEED, size, until=lambda state: state.phase is Phase.PLAY
                          and len(state.played) == 7)
    try:
        pile = window.scene.presenter.pileModel
        assert [pile.index(i).data(CardRole.Series) for i in range(7)] == [0, 0, 0, 1, 1, 1, 2]
        items = sorted((i for i in window.scene.cardItems() if i.zone == "pile"),
                       key=lambda i: i.x())
        view = window.view
        rects = [view.viewportTransform().mapRect(
            i.mapRectToScene(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT))) for i in items]
        image = view.viewport().grab().toImage()
        for last, first in ((rects[2], rects[3]), (rects[5], rects[6])):
            assert round(first.left() - last.right(), 2) == gap  # was 15.92 and 22.21
            middle = round((last.right() + first.left()) / 2)
            for y in range(int(min(last.top(), first.top())),
                           int(max(last.bottom(), first.bottom())) + 1):
                colour = image.pixelColor(QPoint(middle, y))
                assert colour.green() > colour.red() + 30, (y, colour.name())
    finally:
        window.close()
