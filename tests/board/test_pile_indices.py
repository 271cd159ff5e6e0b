"""Every card of the play pile shows its corner index (play-test 31): no later card
covers a card's top-left index, and none covers part of its bottom-right one (a sliver
of a half-hidden index: the covered "9" showed a red edge beside a king); a card of an
earlier series, veiled, hides what lies under it (drawn at 55 % opacity, the index under
it showed through). Rects of the pile's cards from board/geometry.py and from a real
scene, and the scene's pixels."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform

from crib_qt.board import geometry as L
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_faces import corner_index_path
from crib_qt.rules import Phase
from crib_qt.rules.cards import DECK

from window_testing import shown_window  # tests/board/window_testing.py


def _index_rects() -> tuple[QRectF, QRectF]:
    """The ink of every card's top-left index, and of its bottom-right one (card units)."""
    top_left = QRectF()
    for card in DECK:
        top_left = top_left.united(corner_index_path(card).boundingRect())
    turn = QTransform().translate(CARD_WIDTH, CARD_HEIGHT).rotate(180)
    return top_left, turn.mapRect(top_left)


def _uncovered(corners) -> list[str]:
    """What is wrong with cards whose top-left corners are `corners`, in play order
    (each lies over the ones before): [] when every top-left index is clear and every
    bottom-right one wholly clear or wholly covered."""
    top_left, bottom_right = _index_rects()
    faults = []
    for i, corner in enumerate(corners):
        later = QPainterPath()
        for other in corners[i + 1:]:
            later.addRect(QRectF(other.x(), other.y(), CARD_WIDTH, CARD_HEIGHT))
        later = later.simplified()
        if later.intersects(top_left.translated(corner)):
            faults.append(f"card {i}: its top-left index is covered")
        index = bottom_right.translated(corner)
        if later.intersects(index) and not later.contains(index):
            faults.append(f"card {i}: part of its bottom-right index is covered")
    return faults


def test_the_index_boxes_are_the_cards_ink():
    assert _index_rects() == (QRectF(3, 7, 21, 46.5), QRectF(76, 86.5, 21, 46.5))


@pytest.mark.parametrize("viewer", [0, 1])
def test_no_index_of_the_pile_is_partly_covered(viewer):
    """Every order of seats for a hand's eight cards (each card's series: one series, or
    a new one after the fourth card, as after a go or 31)."""
    checked = 0
    for seats in itertools.product((0, 1), repeat=8):
        for split in (8, 4):
            plays = [(seat, 0 if i < split else 1) for i, seat in enumerate(seats)]
            assert _uncovered(L.pile_positions(plays, viewer)) == [], plays
            checked += 1
    assert checked == 512


def test_the_reported_pile_had_a_sliver():
    """The pile of screenshot 06 (the computer's 9, the player's king, the computer's 10)
    at the old offsets, 80 units along and 26 up or down: the king covered part of the
    9's bottom-right index. The check sees it."""
    old = [QPointF(350, L.MIDDLE_Y - 26), QPointF(430, L.MIDDLE_Y + 26),
           QPointF(510, L.MIDDLE_Y - 26)]
    assert _uncovered(old) == ["card 0: part of its bottom-right index is covered",
                               "card 1: part of its bottom-right index is covered"]


@pytest.fixture
def window(qtbot, private_settings):
    """A window mid-play whose pile holds an earlier series (seed 20240601: after a go or 31)."""
    window = shown_window(qtbot, 20240601, (1366, 768),
                          lambda state: state.phase is Phase.PLAY and len(state.played) >= 6)
    yield window
    window.close()


def _pile(window):
    items = [i for i in window.scene.cards.known().values() if i.zone == "pile"]
    return sorted(items, key=lambda item: item.zValue())


def test_the_scenes_pile_shows_every_index(window):
    pile = _pile(window)
    assert len(pile) >= 6 and [item.isFaded() for item in pile].count(True) >= 2
    assert _uncovered([item.pos() for item in pile]) == []


def _render(scene) -> QImage:
    image = QImage(1600, 1000, QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1600, 1000), L.SCENE_RECT)
    painter.end()
    return image


def test_a_faded_card_hides_the_card_under_it(window):
    """Each card of the earlier series lying over another: the pixels inside it are the
    same with the card beneath taken away."""
    pile = _pile(window)
    faded = [(under, over) for under, over in zip(pile, pile[1:]) if over.isFaded()]
    assert faded
    for under, over in faded:
        assert over.opacity() == 1.0
        rect = QRectF(over.pos().x(), over.pos().y(), CARD_WIDTH, CARD_HEIGHT).adjusted(
            4, 4, -4, -4).toAlignedRect()
        before = _render(window.scene).copy(rect)
        under.setVisible(False)
        after = _render(window.scene).copy(rect)
        under.setVisible(True)
        assert before == after, (under.card(), over.card())
