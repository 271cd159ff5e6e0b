"""The computer's level under its name follows each live language switch (play-test 32
item 2): the caption and the peg board mirror's description (what a screen reader hears
after the scores) in the language of now, right after the switch, for each level."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QLabel

_SWITCHES = ("pt_PT", "fil", "ms", "pt_BR", "en")
_CAPTIONS = {
    "expert": {"en": "Level: Expert", "pt_PT": "Nível: Perito", "fil": "Antas: Eksperto",
               "ms": "Tahap: Pakar", "pt_BR": "Nível: Especialista"},
    "easy": {"en": "Level: Easy", "pt_PT": "Nível: Fácil", "fil": "Antas: Madali",
             "ms": "Tahap: Mudah", "pt_BR": "Nível: Fácil"},
}


def _description(window) -> str:
    """The accessible description of the peg board's mirror (made if need be)."""
    window.view.accessibility.ensureMirrors()
    return window.findChild(QLabel, "scoresMirror").accessibleDescription()


@pytest.mark.parametrize("level", ["expert", "easy"])
def test_the_level_caption_is_said_in_each_language_after_a_switch(make_board, level):
    board = make_board(3, level=level, size=(1366, 768))
    window = board.window
    assert window.scene.levelLabel.text() == _CAPTIONS[level]["en"]
    for code in _SWITCHES:
        window.setLanguage(code)  # looked at before any event is processed
        assert (window.scene.levelLabel.text(), _description(window)) == (
            _CAPTIONS[level][code], _CAPTIONS[level][code]), code
        board.wait_settled()
        assert window.scene.levelLabel.text() == _CAPTIONS[level][code], code


def test_a_level_chosen_in_settings_is_said_in_the_language_of_now(make_board):
    board = make_board(3, level="expert", size=(800, 600))
    window = board.window
    board.act()  # the cut: the caption is redrawn with the table, not only at the start
    board.wait_settled()
    for code, level in (("pt_PT", "easy"), ("fil", "expert"), ("ms", "easy"),
                        ("pt_BR", "expert"), ("en", "easy")):
        window.setLanguage(code)
        window.applyPreferences(replace(window.preferences(), level=level))
        assert (window.scene.levelLabel.text(), _description(window)) == (
            _CAPTIONS[level][code], _CAPTIONS[level][code]), code
