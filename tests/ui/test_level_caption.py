"""The table says the computer's level (play-test 32 item 2): a new player played Expert,
the default, without knowing. "Level: Expert" stands small under the computer's name,
in the language chosen, with the level named as the New game dialog names it; a screen
reader hears it after the scores (the peg board's mirror's description). Not with two players."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QLabel

from crib_qt.board import geometry as L
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.ui.game_options import GameOptions


def _scores_mirror(window) -> tuple[str, str]:
    """The accessible name and description of the peg board's mirror (made if need be)."""
    window.view.accessibility.ensureMirrors()
    mirror = window.findChild(QLabel, "scoresMirror")
    return mirror.accessibleName(), mirror.accessibleDescription()


def test_the_level_is_under_the_computers_name_in_each_language(make_board):
    window = make_board(3, level="expert", size=(1366, 768)).window
    assert GameOptions().level == "expert"  # still the default
    scene = window.scene
    assert scene.levelLabel.text() == "Level: Expert"
    assert scene.nameLabels[1].text() == "Computer"
    assert _scores_mirror(window) == ("Score: You 0, computer 0", "Level: Expert")
    try:
        window.setLanguage("pt_BR")
        assert scene.levelLabel.text() == "Nível: Especialista"
        assert _scores_mirror(window)[1] == "Nível: Especialista"
    finally:
        window.setLanguage("en")
    window.applyPreferences(replace(window.preferences(), level="easy"))
    assert scene.levelLabel.text() == "Level: Easy"  # at once, not at the next move
    assert _scores_mirror(window) == ("Score: You 0, computer 0", "Level: Easy")


def test_two_players_have_no_level(make_board):
    window = make_board(3, names=("Ana", "Bia")).window
    assert window.scene.levelLabel.text() == ""
    assert _scores_mirror(window)[1] == ""


@pytest.mark.parametrize("size", [(800, 600), (1366, 768)], ids=["800x600", "1366x768"])
def test_the_caption_stands_clear_in_sight(make_board, tmp_path, size):
    """Under the name and clear of the crib (it is on the computer's side when it
    deals) and of the computer's hand, whole in the view."""
    board = make_board(3, level="expert", size=size)
    window, scene = board.window, board.window.scene
    caption = scene.levelLabel.sceneBoundingRect()
    assert caption == QRectF(45, 130, 261.5, caption.height())
    assert caption.top() >= scene.nameLabels[1].sceneBoundingRect().top() + 30
    crib = QRectF(L.crib_pos(False), QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT).size())
    assert caption.bottom() < crib.top()
    hand = QRectF(L.hand_positions(6, bottom=False)[0], crib.size())
    assert caption.right() < hand.left()
    shown = window.view.mapFromScene(caption).boundingRect()
    assert window.view.viewport().rect().contains(shown)
    window.grab().save(str(tmp_path / f"level_{size[0]}.png"))
