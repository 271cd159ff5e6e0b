"""Long words fit (issue 17): the dealer badge keeps its full size in every language
("Tagapamigay", "Distribuidor") while the score beside it has fewer than three digits,
and never goes below the smallest badge size; the end panel's buttons never cover each
other ("Permainan baharu" beside "Mula semula")."""

from __future__ import annotations

import pytest

from crib_qt.board import table_texts as T
from crib_qt.board.button_item import ButtonItem
from crib_qt.board.peg_board_art import DEALER_PX, plate_layout
from crib_qt.board.presenter import BoardPresenter
from crib_qt.board.scene import BoardScene
from crib_qt.engine import GameEngine
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


def test_a_button_with_a_widest_size_sets_a_long_label_smaller_then_elides_it(qtbot):  # noqa: ARG001
    """ButtonItem(max_width): a label too long is set smaller, never below MIN_PX, and
    beyond that on two lines or elided; the button is never wider than `max_width`."""
    button = ButtonItem("", 200, None, 215)
    button.setText("Restart")
    assert button.labelFont().pixelSize() == 24 and button.width() == 200
    button.setText("Nova partida")  # pt_BR's New game: 22 units on one line
    assert button.labelFont().pixelSize() == ButtonItem.MIN_PX == 22
    assert button.width() <= 215 and button.height() == ButtonItem.HEIGHT
    button.setText("Permainan baharu " * 4)  # two lines too wide even at MIN_PX
    assert button.labelFont().pixelSize() == ButtonItem.MIN_PX
    assert button._label()[1].endswith("…") and button.width() <= 215


def test_a_long_label_of_two_words_goes_on_two_lines_at_its_full_size(qapp):
    """A label that would be set below MIN_PX on one line goes on two lines at the
    button's own size, the button higher to hold them (play-test 31: pt_BR's 'Próxima
    partida' was set at 18 units on one line; before that, session 27, Malay's
    'Permainan baharu' at 16, then 20 on two lines)."""
    from PySide6.QtGui import QFontMetricsF

    button = ButtonItem("", 200, None, 215)
    for label, lines in (("Permainan baharu", ("Permainan", "baharu")),
                         ("Próxima partida", ("Próxima", "partida")),
                         ("Muling simulan", ("Muling", "simulan"))):
        button.setText(label)
        font = button.labelFont()
        assert font.pixelSize() == 24 and button._label()[1] == "\n".join(lines)
        metrics = QFontMetricsF(font)
        assert all(metrics.horizontalAdvance(line) <= 215 - 48 for line in lines)
        assert button.height() == 2 * metrics.lineSpacing() + 12 > ButtonItem.HEIGHT
        assert button.width() <= 215 and button.text() == label
    # one long word has nowhere to break: set at MIN_PX, then elided
    button.setText("Permainanbaharuseterusnya")
    assert button.labelFont().pixelSize() == ButtonItem.MIN_PX
    assert button.width() <= 215 and button.height() == ButtonItem.HEIGHT


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_end_panel_buttons_never_cover_each_other_nor_the_title(languages, qtbot, code):
    """The end of a game (R6.1) and between the games of a match (R7.3): New game or
    Next game, Restart and Match review (Game review in a single game, R7.1) side by side
    in the end panel, in every language (issue 17): each inside the panel, none over
    another or over the texts."""
    languages.setLanguage(code)
    engine = GameEngine(seed=3, synchronous=True)
    presenter = BoardPresenter(engine)
    scene = BoardScene(presenter)
    try:
        scene.retranslate()
        panel = scene.endPanel.sceneBoundingRect()
        texts = [scene.endTitle.sceneBoundingRect(), scene.endText.sceneBoundingRect()]
        for action, review in (("new_game", "game_review"), ("new_game", "review"),
                               ("next_game", "review")):
            scene.newGameButton.setText(T.button_text(action))
            scene.reviewButton.setText(T.button_text(review))
            buttons = [b.mapRectToScene(b.buttonRect()) for b in
                       (scene.newGameButton, scene.restartButton, scene.reviewButton)]
            assert all(panel.contains(b) for b in buttons), (code, action)
            assert not any(a.intersects(b) for i, a in enumerate(buttons)
                           for b in buttons[i + 1:]), (code, action)
            assert not any(b.intersects(t) for b in buttons for t in texts), (code, action)
    finally:
        scene.clear()
        presenter.deleteLater()
        engine.deleteLater()


@pytest.mark.parametrize("code", LANGUAGES)
def test_r7_2_the_end_panel_holds_a_double_skunk_with_skunks_off_in_every_language(
        languages, qtbot, code):  # noqa: ARG001
    """The longest end text (R7.2): a double skunk counted as one game because skunks are
    off, then the match score, can take four lines; the panel grows to hold every line
    (before, the match score fell below the panel's foot in English and Malay), and
    shrinks back for a short text."""
    from crib_qt.board.match_texts import game_end_texts
    from crib_qt.rules.match_score import MatchScore

    languages.setLanguage(code)
    engine = GameEngine(seed=3, synchronous=True)
    presenter = BoardPresenter(engine)
    scene = BoardScene(presenter)
    try:
        won = MatchScore(games_to_win=3, skunks_count=False, games=(1, 0))
        _, long_text = game_end_texts(0, (121, 40), won, T.default_names(), True)
        assert len(long_text.split("\n")) == 3  # score, double skunk (one game), match
        _, short_text = T.end_texts(0, (121, 100), T.default_names(), True, MatchScore())
        for text in (long_text, short_text):
            scene.endText.setText(text)
            scene._fit_end_panel()
            panel = scene.endPanel.mapRectToScene(scene.endPanel.boundingRect())
            shown = scene.endText.mapRectToScene(
                0, 0, 1, scene.endText.textHeight())
            assert panel.bottom() >= shown.bottom() + 12, (code, text)
        # back to its size, or as high as its buttons on two lines ('Muling / simulan')
        height = scene.reviewButton.height()
        rows = 2 * (max(39.0, (height + 22) / 2) + height / 2 + 11)
        assert scene.endPanel.boundingRect().height() == max(156, rows) + 12, code
    finally:
        scene.clear()
        presenter.deleteLater()
        engine.deleteLater()
