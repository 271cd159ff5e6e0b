"""Board labels that need two lines break in balance (crib_qt/board/balanced_lines.py,
label_item.py). Play-test finding: in pt_BR and pt_PT the crib label "Reserva de
Jogador 1", 213 units wide in its box of 200, was drawn "Reserva de Jogador" over a lone
"1". The real translated crib labels break where expected in all five languages,
against the computer and for two players; they fit below the crib, drawn at the scales
the board is seen at; and every text a whole game puts on a label keeps Qt's number of
lines, a paragraph on two lines broken where its wider line is narrowest."""

from __future__ import annotations

import math
import re

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from crib_qt.board import geometry as L
from crib_qt.board import match_texts as M
from crib_qt.board.balanced_lines import balanced_lines
from crib_qt.board.card_art import CARD_HEIGHT
from crib_qt.board.label_item import LabelItem
from crib_qt.board.painted_widgets import board_font
from crib_qt.board.presenter import BoardPresenter
from crib_qt.board.scene import BoardScene
from crib_qt.board.table_texts import default_names
from crib_qt.engine import MODE_COMPUTER, MODE_TWO_PLAYERS, GameEngine
from crib_qt.game_words import fill, translate
from crib_qt.i18n import LANGUAGES, LanguageSwitcher
from crib_qt.rules import MatchScore, Phase

# (mode, seed) whose first deal gives the crib to: you, the computer (against the
# computer), Player 1, Player 2 (two players, their names left empty in New game).
DEALS = ((MODE_COMPUTER, 1), (MODE_COMPUTER, 2), (MODE_TWO_PLAYERS, 1), (MODE_TWO_PLAYERS, 2))
# The crib label's lines for each of DEALS, by language.
CRIB_LINES = {
    "en": (["Your crib"], ["Computer's crib"], ["Player 1's crib"], ["Player 2's crib"]),
    "pt_BR": (["Sua reserva"], ["Reserva do", "computador"], ["Reserva de", "Jogador 1"],
              ["Reserva de", "Jogador 2"]),
    "pt_PT": (["A sua reserva"], ["Reserva do", "computador"], ["Reserva de", "Jogador 1"],
              ["Reserva de", "Jogador 2"]),
    "ms": (["Simpanan anda"], ["Simpanan", "komputer"], ["Simpanan Pemain 1"],
           ["Simpanan Pemain 2"]),
    "fil": (["Reserba mo"], ["Reserba ng", "kompyuter"], ["Reserba ni", "Manlalaro 1"],
            ["Reserba ni", "Manlalaro 2"]),
}
# Device pixels per scene unit where the board is seen: 800 x 600 (0.497), QT_SCALE_FACTOR=2
# in a 667 x 336 window (0.556), 1366 x 768 (0.694), and a large window at scale 2.
SCALES = (0.497, 0.556, 0.694, 2.0)


@pytest.fixture
def languages(qapp):
    switcher = LanguageSwitcher()
    yield switcher
    switcher.setLanguage("en")


@pytest.fixture
def make_board(qtbot):
    """`make_board(mode, seed)` -> a BoardScene over a new synchronous engine, with the
    names the window gives the mode (MainWindow._apply_names), shown at once."""
    made = []

    def make(mode: str, seed: int) -> BoardScene:
        engine = GameEngine(seed=seed, mode=mode, synchronous=True)
        presenter = BoardPresenter(engine)
        presenter.pace_ms = presenter.count_ms = 0
        scene = BoardScene(presenter)
        scene.move_ms = 0
        presenter.setPlayerNames(default_names() if mode == MODE_COMPUTER else tuple(
            fill(translate("MainWindow", "Player %1"), seat + 1) for seat in (0, 1)))
        made.append((scene, presenter, engine))
        return scene

    yield make
    for scene, presenter, engine in made:
        scene.clear()
        presenter.deleteLater()
        engine.deleteLater()


def _move(scene: BoardScene, qtbot) -> None:
    """The expert's move for the player to act, shown at once (the cover lifted first)."""
    presenter, engine = scene.presenter, scene.presenter.engine
    if presenter.isCovered():
        presenter.revealHand()
    assert engine.perform(engine.hint())

    def shown() -> bool:  # what is paced or counted aloud, at once
        presenter.fastForward()
        presenter.completeCount()
        return presenter.isIdle()

    qtbot.waitUntil(shown, timeout=5000)


def _deal_to_crib(scene: BoardScene, qtbot) -> None:
    """Play on until the first cards lie in the crib and its label shows."""
    while not scene.cribLabel.text():
        _move(scene, qtbot)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_crib_label_breaks_in_balance_in_every_language(make_board, languages, qtbot,
                                                            code):
    languages.setLanguage(code)
    for (mode, seed), lines in zip(DEALS, CRIB_LINES[code]):
        scene = make_board(mode, seed)
        _deal_to_crib(scene, qtbot)
        assert scene.cribLabel.lines() == lines, (mode, seed)
        assert scene.cribLabel.text() == " ".join(lines)


def _ink(label: LabelItem, scale: float) -> tuple[QRectF, list[float]]:
    """Where `label` lays ink, drawn at `scale` device pixels per scene unit: the box
    round it in scene units, and the width of each line's ink, measured on the band of
    its small letters (above the descenders and the shadow of the line before)."""
    box = label.sceneBoundingRect()
    image = QImage(math.ceil(box.width() * scale) + 2, math.ceil(box.height() * scale) + 2,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.translate(-box.topLeft())
    painter.setTransform(label.sceneTransform(), True)
    label.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    inked = [(x, y) for y in range(image.height()) for x in range(image.width())
             if image.pixelColor(x, y).alpha()]
    xs, ys = [x for x, _ in inked], [y for _, y in inked]
    ink = QRectF(box.left() + min(xs) / scale, box.top() + min(ys) / scale,
                 (max(xs) + 1 - min(xs)) / scale, (max(ys) + 1 - min(ys)) / scale)
    spacing, top = QFontMetricsF(label.font()).lineSpacing(), label.y() - box.top()
    widths = []
    for line in range(len(label.lines())):
        rows = range(int((top + (line + 0.4) * spacing) * scale),
                     int((top + (line + 0.75) * spacing) * scale))
        band = [x for x, y in inked if y in rows]
        widths.append((max(band) + 1 - min(band)) / scale)
    return ink, widths


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_crib_label_fits_below_the_crib_with_lines_of_like_widths(make_board, languages,
                                                                      qtbot, code):
    """Below the crib (near the viewer: above the viewer's name; away: above the deck),
    inside its own bounding rect (the view repaints only that) and the table, at every
    scale; a line of two is at least 60% as wide as the other ('Jogador 2' over
    'Reserva de'; a lone '2' under 'Reserva de Jogador' was a tenth)."""
    languages.setLanguage(code)
    places = set()
    for mode, seed in DEALS:
        scene = make_board(mode, seed)
        _deal_to_crib(scene, qtbot)
        for _ in range(2 if mode == MODE_TWO_PLAYERS else 1):  # two players: both places
            near = scene.presenter.table().crib_near
            places.add(near)
            label = scene.cribLabel
            room = QRectF(0, L.crib_pos(near).y() + CARD_HEIGHT, L.TABLE_RECT.width(), 0)
            room.setBottom(scene.nameLabels[0].y() if near else L.DECK_POS.y())
            room = room.intersected(label.sceneBoundingRect())
            for scale in SCALES:
                ink, widths = _ink(label, scale)
                slack = 1 / scale  # a device pixel
                assert room.adjusted(-slack, -slack, slack, slack).contains(ink), (
                    mode, seed, near, scale, ink, room)
                assert min(widths) >= 0.6 * max(widths), (label.lines(), scale, widths)
            if mode == MODE_TWO_PLAYERS:
                _move(scene, qtbot)  # the dealer's cards to the crib: the pone to cut
    assert places == {True, False}


def _widest(lines: list[str], metrics: QFontMetricsF) -> float:
    return max(metrics.horizontalAdvance(line) for line in lines)


@pytest.mark.parametrize("mode", (MODE_COMPUTER, MODE_TWO_PLAYERS))
@pytest.mark.parametrize("code", LANGUAGES)
def test_every_label_of_a_game_breaks_in_balance(make_board, languages, qtbot, monkeypatch,
                                                 code, mode):
    """Each text a whole game (seed 1) puts on a label, from the cut to the end panel:
    as many lines as Qt's word wrap gives it (the prompt's, cover's and end panel's
    places count on that height), none wider than the box but a single word, and each
    paragraph on two lines broken where its wider line is narrowest of every break at a
    space ('Reserba ni / Manlalaro 1: 12', not 'Reserba ni Manlalaro 1: / 12')."""
    shown = []
    plain_set_text = LabelItem.setText

    def set_text(label: LabelItem, text: str) -> None:
        plain_set_text(label, text)
        if text:
            shown.append((label.font(), label.width(), text, label.lines()))

    monkeypatch.setattr(LabelItem, "setText", set_text)
    languages.setLanguage(code)
    scene = make_board(mode, 1)
    while scene.presenter.engine.state.phase is not Phase.GAME_OVER:
        _move(scene, qtbot)
    assert scene.endPanel.isVisible() and len(shown) > 100
    for font, width, text, lines in shown:
        metrics = QFontMetricsF(font)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        wrapped = metrics.boundingRect(QRectF(0, 0, width, 10000), flags, text)
        assert len(lines) * metrics.lineSpacing() == pytest.approx(wrapped.height(), abs=1)
        assert "\n".join(lines).replace("\n", " ") == text.replace("\n", " ")
        for line in lines:
            assert " " not in line or metrics.horizontalAdvance(line) <= width, (text, line)
        for paragraph in text.split("\n"):
            drawn = balanced_lines(paragraph, font, width)
            if len(drawn) != 2:
                continue
            words = paragraph.split(" ")
            best = min(_widest([" ".join(words[:cut]), " ".join(words[cut:])], metrics)
                       for cut in range(1, len(words)))
            assert _widest(drawn, metrics) <= best + 0.01, (paragraph, drawn)


def test_a_paragraph_keeps_its_lines_and_a_word_wider_than_the_box_stays_whole(qapp):
    font = board_font(20)
    assert balanced_lines("", font, 200) == [""]
    assert balanced_lines("Fifteen 2\nA pair is 4", font, 390) == ["Fifteen 2", "A pair is 4"]
    assert balanced_lines("Reserva de Jogador 1\n\nJogador 2", font, 200) == [
        "Reserva de", "Jogador 1", "", "Jogador 2"]
    assert balanced_lines("Reserbangnapakahabangsalita ni Ana", font, 200) == [
        "Reserbangnapakahabangsalita", "ni Ana"]


# Two-word names: in ms and fil the end panel's match score broke between the second
# player's name and their games, "Ana Beatriz 1, Joaquim / 0 — sasaran 2".
TWO_WORD_NAMES = (("Ana Beatriz", "Joaquim"), ("Ana Beatriz", "Joaquim Silva"),
                  ("Maria José", "João Pedro"))


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_match_score_keeps_each_name_with_its_games(make_board, languages, code):
    """The end panel's text in a match (R7.1) between players with two-word names, in
    every language: each player's last word and their games on one line."""
    languages.setLanguage(code)
    label = make_board(MODE_TWO_PLAYERS, 1).endText
    for names in TWO_WORD_NAMES:
        for games in ((1, 0), (0, 1), (2, 1)):
            for to_win in (2, 3, 4):
                _, text = M.game_end_texts(0, (121, 100), MatchScore(to_win, True, games, 1),
                                           names, False)
                label.setText(text)
                for name, won in zip(names, games):
                    pair = re.compile(rf"{re.escape(name.split()[-1])}\s{won}\b")
                    assert any(pair.search(line) for line in label.lines()), (
                        code, names, games, label.lines())
    if code == "ms":  # the review's case: the tie moves the break before the name
        label.setText(M.game_end_texts(0, (121, 100), MatchScore(2, True, (1, 0), 1),
                                       TWO_WORD_NAMES[0], False)[1])
        assert label.lines() == ["Skor akhir 121 lawan 100", "Ana Beatriz\u00a01,",
                                 "Joaquim\u00a00 — sasaran 2"]
