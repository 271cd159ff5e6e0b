"""The show's title and the board's button captions in every language (play-test 31).

(a) A show title on two lines lay over the first score line: pt_BR's "Reserva do /
computador: 6" over "Quinze 2" (the lines' top was fixed at 60 units, a title of two
lines ends at 79.6). The lines now go below the title's real height, the panel round
them (higher where ten lines need it), its frame clear of every card and, while the end
panel is up, of that panel.
(b) pt_BR's end-panel button "Próxima partida" was set at 18 units beside 24: a caption
too long for its button was set smaller rather than on two lines unless that gained 3
units. Every board button's caption is now at least `ButtonItem.MIN_PX` (22) and whole.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF

from crib_qt.board import geometry as L
from crib_qt.board import table_texts as T
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.presenter import BoardPresenter
from crib_qt.board.scene import BoardScene
from crib_qt.engine import GameEngine
from crib_qt.game_words import fill
from crib_qt.i18n import LANGUAGES, LanguageSwitcher
from crib_qt.rules.cards import parse_cards
from crib_qt.rules.scoring import score_hand

# The longest counts: a 29 hand (ten lines), one line, "nothing".
_COUNTS = (("5H 5D 5C JS", "5S"), ("7H 8D 2C KS", "QH"))
# Where the show panel's foot stays (its top as made, 305, and its height, 330).
_SHOW_FOOT = L.MIDDLE_Y - 95 + 330
# Two players' names long enough to put a show title on two lines in every language.
_LONG_NAMES = ("Ana", "Bartolomeu Albuquerque")  # 22 of MAX_NAME 24
# The least caption (ButtonItem.MIN_PX): 11 pixels at 800 x 600.
_MIN_CAPTION = 22


@pytest.fixture
def scene(qapp):
    switcher = LanguageSwitcher()
    engine = GameEngine(seed=3, synchronous=True)
    presenter = BoardPresenter(engine)
    scene = BoardScene(presenter)
    scene.languages = switcher
    yield scene
    switcher.setLanguage("en")
    scene.clear()
    presenter.deleteLater()
    engine.deleteLater()


def _headings() -> list[str]:
    """Every show title at 24 points: each seat's hand and crib, against the computer
    and between two players with the default names."""
    players = tuple(fill(QCoreApplication.translate("MainWindow", "Player %1"), seat + 1)
                    for seat in (0, 1))
    return [T.show_heading(seat, crib, 24, names, vs)
            for seat in (0, 1) for crib in (False, True)
            for vs, names in ((True, T.default_names()), (False, players))]


def _counts() -> list[list[str]]:
    lines = [T.show_lines(score_hand(parse_cards(hand), parse_cards(starter)[0]).items)
             for hand, starter in _COUNTS]
    return lines + [[T.nothing_scored()]]


def _cards() -> list[QRectF]:
    """Every card's place while a show is counted: both hands, the show's five cards."""
    tops = (L.hand_positions(4, False) + L.hand_positions(4, True) + L.show_positions(5))
    return [QRectF(top.x(), top.y(), CARD_WIDTH, CARD_HEIGHT) for top in tops]


def _frame(panel) -> QRectF:
    """A panel's rounded rectangle in scene units (its bounding rect holds 4 units round
    it and its shadow, 8 below)."""
    return panel.mapRectToScene(panel.boundingRect().adjusted(4, 4, -4, -8))


def _check_the_show(scene, heading: str, lines: list[str]) -> tuple[QRectF, QRectF]:
    """The title, then its lines below it, inside the panel's frame; the frame over no
    card. Returns (the frame, the lines' rect), in scene units."""
    scene.showTitle.setText(heading)
    scene.showLines.setText("\n".join(lines))
    scene._fit_end_panel()  # as _on_texts: the end panel, then the show panel's frame
    panel, title, listed = scene.showPanel, scene.showTitle, scene.showLines
    frame = _frame(panel)
    title_rect = title.mapRectToScene(QRectF(-220, 0, 440, title.textHeight()))
    lines_rect = listed.mapRectToScene(QRectF(-215, 0, 430, listed.textHeight()))
    where = (heading, len(lines))
    assert title_rect.bottom() <= lines_rect.top(), where
    assert frame.contains(title_rect) and frame.contains(lines_rect), where
    assert frame.bottom() - lines_rect.bottom() >= 10, where
    assert [card for card in _cards() if card.intersects(frame)] == [], where
    return frame, lines_rect


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_show_lines_lie_below_a_title_of_any_height(scene, code):
    """A count of one line under each title: the panel as made, the line below the
    title (a long name puts it on two lines)."""
    scene.languages.setLanguage(code)
    scene.retranslate()
    # every heading with the default names is on one line since the panel widened
    # (play-test 32, tests/board/test_show_panel_room.py): a long name takes two
    headings = _headings() + [T.show_heading(1, crib, 24, _LONG_NAMES, False)
                              for crib in (False, True)]
    for heading in headings:
        for lines in _counts()[1:]:
            frame, _ = _check_the_show(scene, heading, lines)
            assert frame == QRectF(876, 305, 470, 330), heading  # as made
    two_lines = [heading for heading in headings if len(_lines_of(scene, heading)) == 2]
    assert two_lines == headings[-2:], code  # the case met
    if code == "pt_BR":
        assert _lines_of(scene, headings[-1]) == ["Reserva de Bartolomeu", "Albuquerque: 24"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_29_hand_keeps_its_ten_lines_in_the_panel_under_any_title(scene, code):
    """Ten lines (a 29 hand, R5) ran 9 units past the panel's foot under a title of one
    line: the panel grows upwards into the free felt, its foot where it was."""
    scene.languages.setLanguage(code)
    scene.retranslate()
    for heading in _headings():
        frame, lines = _check_the_show(scene, heading, _counts()[0])
        assert frame.bottom() == _SHOW_FOOT and frame.top() < 305, heading
        assert frame.bottom() - lines.bottom() == pytest.approx(10), heading


def _lines_of(scene, heading: str) -> list[str]:
    scene.showTitle.setText(heading)
    return scene.showTitle.lines()


@pytest.mark.parametrize("code", ["pt_BR", "fil"])
@pytest.mark.parametrize("target", [70.0, 61.2])
def test_with_the_end_panel_up_the_show_lines_stay_above_it(scene, code, target):
    """A game won in the show (R6.1) keeps the count that won beside the end panel, its
    buttons a finger's size (70 units at 800 x 600, 61.2 at scale 2 on 1366 x 768):
    ten lines below a title of two lines stay above the end panel, in the show's frame."""
    scene.languages.setLanguage(code)
    scene.retranslate()
    scene.setMinimumTarget(target)
    scene.endPanel.setVisible(True)
    scene.endTitle.setText("Title")
    scene.endText.setText("Final score: 121 to 104\nYou 0, Computer 1")
    for heading in _headings():
        frame, lines = _check_the_show(scene, heading, _counts()[0])
        end = scene.endPanel.mapRectToScene(scene.endPanel.boundingRect())
        shown = scene.showPanel.mapRectToScene(scene.showPanel.boundingRect())
        assert not shown.intersects(end), heading
        assert lines.bottom() < end.top()


_BUTTON_ROLES = {"primaryButton": ("discard", "go", "continue"),
                 "coverButton": ("show_hand",), "newGameButton": ("new_game", "next_game"),
                 "restartButton": ("restart",), "reviewButton": ("review", "game_review")}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_board_buttons_caption_is_readable_and_whole(scene, code):
    """Each board button with each of its captions: set at 22 units or more, every
    word shown (on one line or two), inside the button; the end panel's three buttons
    as high as each other, inside the panel."""
    scene.languages.setLanguage(code)
    scene.retranslate()
    for name, roles in _BUTTON_ROLES.items():
        button = getattr(scene, name)
        for role in roles:
            button.setText(T.button_text(role))
            scene._fit_end_panel()
            font, shown = button._label()
            where = (code, role, shown, font.pixelSize())
            assert font.pixelSize() >= _MIN_CAPTION, where
            assert shown.replace("\n", " ") == button.text(), where
            assert len(shown.split("\n")) <= 2, where
            heights = {b.height() for b in (scene.newGameButton, scene.restartButton,
                                            scene.reviewButton)}
            assert len(heights) == 1, where
            panel = _frame(scene.endPanel)
            for each in (scene.newGameButton, scene.restartButton, scene.reviewButton):
                assert panel.contains(each.mapRectToScene(each.buttonRect())), where
