"""Room on the table for buttons grown to a finger's 9 mm (session 27 look: at 800 x 600
with the Coach or Score log dock open the board view is at its least size, 400 x 250
pixels, where the buttons are 136 scene units high): the prompt stays above the primary
button ('To crib' lay over 'Choose two cards for your crib'; likewise a prompt of two
lines at any size), the end panel's rows of buttons apart and inside it, the two players'
cover's button below its text and inside the cover."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from crib_qt.board.painted_widgets import board_font
from crib_qt.board.table_drawing import PROMPT_Y
from crib_qt.i18n import LanguageSwitcher

from scene_testing import scene_fixture  # noqa: F401 (the fixture scene; tests/board/)


def _panel_rect(scene) -> QRectF:
    """The end panel's rounded rectangle (its bounding rect holds 4 units round it and
    its shadow, 8 below)."""
    return scene.endPanel.boundingRect().adjusted(4, 4, -4, -8)


def _button_top(scene) -> float:
    button = scene.primaryButton
    return button.y() - button.height() / 2


def test_the_prompt_moves_up_for_a_button_of_a_fingers_size_and_back(scene):
    prompt = scene.promptLabel
    assert prompt.text().startswith("Cut for the first deal")
    # a prompt of one line: the first one names the cut's keys in two (play-test 31)
    prompt.setText("Cut for the first deal")
    one_line = prompt.textHeight()
    assert one_line < 2 * QFontMetricsF(board_font(28)).lineSpacing()
    scene.setMinimumTarget(40.0)  # a large view: the button keeps its 56 units
    assert scene.primaryButton.height() == 56.0
    assert prompt.y() == PROMPT_Y == 660.0
    scene.setMinimumTarget(136.0)  # 9 mm at 96 dpi, the view 400 pixels wide
    assert scene.primaryButton.height() == 136.0
    assert _button_top(scene) == 745.0 - 68.0
    assert prompt.y() == 745.0 - 68.0 - 6.0 - one_line  # its foot 6 units above the button
    scene.setMinimumTarget(40.0)
    assert prompt.y() == PROMPT_Y


def test_a_prompt_of_two_lines_ends_above_the_button(scene, qapp):
    languages = LanguageSwitcher(qapp)
    languages.setLanguage("pt_BR")  # 'Corte para a primeira distribuição: …' in two lines
    try:
        scene.retranslate()
        prompt = scene.promptLabel
        assert prompt.text().startswith("Corte para a primeira distribuição")
        assert prompt.textHeight() > 1.5 * QFontMetricsF(board_font(28)).lineSpacing()
        scene.setMinimumTarget(40.0)
        assert prompt.y() + prompt.textHeight() == _button_top(scene) - 6.0
        assert prompt.y() < PROMPT_Y
    finally:
        languages.setLanguage("en")


def test_the_end_panel_holds_its_rows_of_buttons_grown_to_a_fingers_size(scene):
    """At the view's least size the end panel's buttons, 136 units high, lay over each
    other (Match review over New game and Restart) and out of the panel."""
    buttons = (scene.newGameButton, scene.restartButton, scene.reviewButton)
    for target in (136.0, 200.0, 40.0):
        scene.setMinimumTarget(target)
        height = max(56.0, target)
        rects = [b.mapRectToScene(b.buttonRect()) for b in buttons]
        assert all(r.height() == height for r in rects)
        panel = scene.endPanel.mapRectToScene(_panel_rect(scene))
        assert all(panel.contains(r) for r in rects), target
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        # the rows 22 units apart, 11 from the panel's edges
        assert rects[2].top() - rects[0].bottom() == max(22.0, 78.0 - height)
        assert rects[0].top() - panel.top() == 11.0
        assert panel.bottom() - rects[2].bottom() >= 11.0
    assert _panel_rect(scene) == QRectF(-470, -78, 940, 156)  # as made at 56 high


def test_the_cover_holds_its_button_below_its_text_at_a_fingers_size(scene):
    """Two players (U3): the cover's 'Show my hand', 136 units high at the view's least
    size, ended below the cover and met a text of three lines."""
    scene.coverText.setText("Ana: " + "press “Show my hand” when only you can see it. " * 3)
    text = scene.coverText
    assert text.textHeight() > 2.5 * QFontMetricsF(board_font(26)).lineSpacing()
    button = scene.coverButton
    for target in (136.0, 40.0):
        scene.setMinimumTarget(target)
        cover = scene.cover.boundingRect().adjusted(4, 4, -4, -8)  # as _panel_rect
        shown = button.mapRectToItem(scene.cover, button.buttonRect())
        assert shown.top() >= text.y() + text.textHeight() + 12.0
        assert cover.contains(shown) and cover.bottom() - shown.bottom() >= 12.0
        assert cover.top() == -150.0
    assert button.y() == 85.0 and cover == QRectF(-380, -150, 760, 300)  # as made
