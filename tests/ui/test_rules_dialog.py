"""How to play (issue 5): the rules in the current language, from the given texts
(../shared/seeds/) for Portuguese, Malay and Filipino, with headings and paragraphs."""

from __future__ import annotations

import re

import pytest

from crib_qt.paths import resource_path
from crib_qt.ui.dialogs import RULES_LANGUAGES, RulesDialog, rules_html

HEADINGS = {
    "en": ("Rules and objective", "Controls"),
    "pt_BR": ("Regras e objetivo", "Controles"),
    "pt_PT": ("Regras e objetivo", "Controlos"),
    "ms": ("Peraturan dan matlamat", "Kawalan"),
    "fil": ("Mga tuntunin at layunin", "Mga kontrol"),
}


@pytest.mark.parametrize("code", RULES_LANGUAGES)
def test_rules_are_formatted_with_both_sections(code):
    html = rules_html(code)
    assert re.findall(r"<h2>(.*?)</h2>", html) == list(HEADINGS[code])
    assert html.count("<p") == 2


@pytest.mark.parametrize("code", ["ms", "fil"])
def test_the_lost_space_before_numbers_is_restored(code):
    """The Malay and Filipino texts lost the space before several numbers ("melebihi31")."""
    text = resource_path("rules", f"{code}.txt").read_text(encoding="utf-8")
    assert not re.search(r"[^\W\d_]\d", text)
    if code == "ms":
        assert "melebihi 31" in text and "Gunakan 52 kad" in text
    else:
        assert "natitirang 40" in text and "lumampas 121" in text


def test_the_portuguese_text_is_the_given_one():
    given = "Chegar ou passar 121 vence imediatamente em qualquer fase"
    assert given in resource_path("rules", "pt_BR.txt").read_text(encoding="utf-8")


def test_an_unknown_language_falls_back_to_english(qtbot):
    assert rules_html("de") == rules_html("en")
    dialog = RulesDialog(None, "fil")
    qtbot.addWidget(dialog)
    assert "Mga tuntunin at layunin" in dialog.browser.toPlainText()
