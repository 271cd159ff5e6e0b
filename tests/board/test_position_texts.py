"""What a screen reader hears of hidden cards (U6): "1 face-down card", "4 face-down
cards", never "card(s)" (new-user play-test 30)."""

from __future__ import annotations

import pytest

from crib_qt.board.position_texts import face_down_count


@pytest.mark.parametrize(("count", "text"), [
    (1, "1 face-down card"), (2, "2 face-down cards"), (4, "4 face-down cards"),
    (6, "6 face-down cards")])
def test_face_down_cards_are_counted_in_words_a_reader_says(qapp, count, text):
    assert face_down_count(count) == text
