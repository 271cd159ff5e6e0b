"""The starter beside the deck says what it is (R3.3): "Starter" under it, in the
language chosen, from the cut to the show (the fresh-user trial of stop 40 saw an
unlabelled card there once the banner naming it had gone). The caption stands clear of
the deck, both cribs' places, the play's cards and two players' cover, whole in sight."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from label_rects import text_rect
from PySide6.QtCore import QRectF

from crib_qt.board import geometry as L
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.rules import Phase

SHOTS = Path(os.environ.get("CRIB_QT_SCREENSHOT_DIR")
             or tempfile.mkdtemp(prefix="crib-qt-starter-"))
CAPTIONS = {"en": "Starter", "pt_BR": "Carta inicial", "pt_PT": "Carta inicial",
            "ms": "Kad mula", "fil": "Panimulang baraha"}


def _card(position) -> QRectF:
    return QRectF(position, QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT).size())


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)], ids=["800x600", "1366x768"])
def test_the_starter_is_captioned_from_the_cut_to_the_show(make_board, size):
    board = make_board(3, size=size)
    window, engine, scene = board.window, board.engine, board.window.scene
    label = scene.starterLabel
    while engine.state.phase is not Phase.PLAY:
        assert label.text() == "", engine.state.phase  # no starter yet
        board.act()
    board.wait_settled()
    starter = next(item for item in scene.cardItems() if item.zone == "starter")
    assert starter.pos() == L.STARTER_POS
    card = _card(L.STARTER_POS)  # the face (the item's rect holds its shadow too)
    try:
        for code, caption in CAPTIONS.items():
            window.setLanguage(code)
            board.wait_settled()
            # whole, on one line but Filipino's two words, one a line (under the card)
            lines = caption.split() if code == "fil" else [caption]
            assert (label.text(), label.lines()) == (caption, lines), code
            text = text_rect(label)
            assert abs(text.center().x() - card.center().x()) < 1, code
            assert card.bottom() <= text.top() <= card.bottom() + 12, code
            # two players' cover, between turns, starts at x 301 (over the play)
            assert text.right() < scene.cover.mapRectToScene(
                scene.cover.boundingRect()).left(), code
            for place in (L.DECK_POS, L.crib_pos(True), L.crib_pos(False)):
                assert not text.intersects(_card(place)), (code, place)
            for item in scene.cardItems():
                if item.isVisible() and item.zone == "pile":
                    assert not text.intersects(item.sceneBoundingRect()), (code, item.card())
            shown = window.view.mapFromScene(text).boundingRect()
            assert window.view.viewport().rect().contains(shown), code
            assert window.grab().save(str(SHOTS / f"starter_{size[0]}_{code}.png"))
    finally:
        window.setLanguage("en")
    while engine.state.phase is Phase.PLAY:
        board.act()
    board.wait_settled()
    assert engine.state.phase is Phase.SHOW and label.text() == ""  # the starter is counted
