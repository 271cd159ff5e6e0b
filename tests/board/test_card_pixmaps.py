"""The card pixmap cache and the warmer that fills it ahead of need
(crib_qt/board/card_pixmaps.py), and the board view that warms it (issue 14)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from crib_qt.board import card_pixmaps
from crib_qt.board.card_pixmaps import CardWarmer, card_pixmap, is_cached
from crib_qt.engine import GameEngine
from crib_qt.rules.cards import DECK, Card
from crib_qt.ui.main_window import MainWindow

ODD = QSize(71, 99)  # a size no other test paints at


@pytest.fixture
def empty_cache():
    card_pixmaps.clear()
    yield
    card_pixmaps.clear()


def test_the_warmer_paints_the_back_and_every_face_a_few_at_a_time(qtbot, empty_cache):
    warmer = CardWarmer(budget_ms=0.0)  # one card a turn of the event loop
    steps = []
    painted = card_pixmaps.card_pixmap

    def counting(*args, **kwargs):
        steps.append(card_pixmaps.cached_count())
        return painted(*args, **kwargs)

    card_pixmaps.card_pixmap = counting
    try:
        warmer.warm(ODD, style="forest", high_contrast=True)
        assert card_pixmaps.cached_count() == 0 and warmer.isWarming()  # nothing yet
        QApplication.processEvents()
        assert 1 <= card_pixmaps.cached_count() < 53
        with qtbot.waitSignal(warmer.warmed, timeout=10000):
            pass
    finally:
        card_pixmaps.card_pixmap = painted
    assert not warmer.isWarming()
    assert len(steps) == 53 == card_pixmaps.cached_count()
    assert is_cached(None, ODD, style="forest", high_contrast=True)
    assert all(is_cached(card, ODD, high_contrast=True) for card in DECK)
    # what the warmer painted is what a card asks for: no painting then
    assert card_pixmap(Card.parse("QS"), ODD, 1.0, high_contrast=True, style="forest") \
        is card_pixmap(Card.parse("QS"), ODD, 1.0, high_contrast=True)


def _at(size: QSize) -> int:
    """How many of the back and the 52 faces are cached at `size` (default options):
    counted by key, as a window left by another test may paint its own sizes meanwhile."""
    return sum(is_cached(card, size) for card in (None, *DECK))


def test_warming_again_skips_what_is_cached_and_refuses_unknown_options(qtbot, empty_cache):
    warmer = CardWarmer()
    card_pixmap(Card.parse("5H"), ODD)
    with qtbot.waitSignal(warmer.warmed, timeout=10000):
        warmer.warm(ODD)
    assert _at(ODD) == 53
    with pytest.raises(TypeError):
        warmer.warm(ODD, colour="pink")
    with qtbot.waitSignal(warmer.warmed, timeout=10000):
        warmer.warm(QSize(0, 0))  # nothing to paint at no size
    assert _at(ODD) == 53 and _at(QSize(0, 0)) == 0


def test_the_cache_keeps_its_byte_budget(monkeypatch, empty_cache):
    monkeypatch.setattr(card_pixmaps, "MAX_BYTES", 3 * ODD.width() * ODD.height() * 4)
    cards = [Card.parse(text) for text in ("AH", "2H", "3H", "4H")]
    first = card_pixmap(cards[0], ODD)
    for card in cards[1:]:
        card_pixmap(card, ODD)
    assert card_pixmaps.cached_count() == 3
    assert not is_cached(cards[0], ODD)  # the least recently used went first
    assert card_pixmap(cards[0], ODD).cacheKey() != first.cacheKey()


def test_the_board_view_warms_the_deck_at_its_card_size_after_its_first_frame(
        qtbot, private_settings, empty_cache):
    window = MainWindow(GameEngine(seed=7, synchronous=True))
    qtbot.addWidget(window)
    window.resize(1000, 700)
    view = window.view
    assert not view.cardWarmer.isWarming()  # nothing before the first frame
    window.show()
    qtbot.waitUntil(lambda: card_pixmaps.cached_count() >= 53 and
                    not view.cardWarmer.isWarming(), timeout=10000)
    size, art = view.cardPixelSize(), window.scene.artOptions()
    assert size.width() == round(100 * view.transform().m11())
    assert all(is_cached(card, size, **art) for card in [None, *DECK])
    window.resize(1300, 900)  # a new scale: the deck again at the new size
    qtbot.waitUntil(lambda: view.cardPixelSize() != size, timeout=5000)
    bigger = view.cardPixelSize()
    qtbot.waitUntil(lambda: not view.cardWarmer.isWarming() and
                    all(is_cached(card, bigger, **art) for card in [None, *DECK]), timeout=10000)
    window.scene.setArtOptions(four_colour=True)  # a new look: warmed too
    qtbot.waitUntil(lambda: not view.cardWarmer.isWarming() and
                    is_cached(Card.parse("KC"), bigger, four_colour=True), timeout=10000)
    cached = card_pixmaps.cached_count()
    window.view.viewport().repaint()  # the cards on the table paint nothing new
    assert card_pixmaps.cached_count() == cached
    window.close()
