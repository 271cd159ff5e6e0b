"""Long words fit (issue 17): the dealer badge keeps its full size in every language
("Tagapamigay", "Distribuidor") while the score beside it has fewer than three digits,
and never goes below the smallest badge size."""

from __future__ import annotations

import pytest

from crib_qt.board import table_texts as T
from crib_qt.board.peg_board_art import DEALER_PX, plate_layout
from crib_qt.i18n import LANGUAGES, LanguageSwitcher


@pytest.fixture
def languages(qapp):
    switcher = LanguageSwitcher()
    yield switcher
    switcher.setLanguage("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_dealer_badge_keeps_its_size_in_every_language(languages, code):
    languages.setLanguage(code)
    word = T.dealer_badge()
    assert code == "en" or word != "Dealer"
    for seat in (0, 1):
        for score in (0, 7, 45, 99):
            layout = plate_layout(seat, T.default_names()[seat], score, word)
            assert (layout.badge, layout.badge_px) == (word, DEALER_PX[0]), (code, score)
            assert layout.badge_rect.right() < layout.score_rect.left()
        late = plate_layout(seat, T.default_names()[seat], 121, word)
        assert late.badge == word and late.badge_px >= DEALER_PX[-1]
        assert late.badge_rect.right() < late.score_rect.left()
