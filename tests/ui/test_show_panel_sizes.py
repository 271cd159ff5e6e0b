"""The show panel in a real game at 800 x 600, 1366 x 768 and 1920 x 1080 (play-test 32
B, item 3): the starter ends 32 units left of the panel at every size, in English and
in pt_PT, the panel covers no card, button or text of the table, lies wholly in sight,
and the pt_PT heading of the computer's crib is on one line."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from label_rects import text_rect
from PySide6.QtCore import QRectF

from crib_qt.rules import Phase

SHOTS = Path(os.environ.get("CRIB_QT_SCREENSHOT_DIR")
             or tempfile.mkdtemp(prefix="crib-qt-show-panel-"))


def _frame(panel) -> QRectF:
    """The panel's rounded rectangle in scene units (its bounding rect holds 4 units
    round it and its shadow, 8 below)."""
    return panel.mapRectToScene(panel.boundingRect().adjusted(4, 4, -4, -8))


def _check_show(board, where) -> None:
    scene = board.scene
    frame = _frame(scene.showPanel)
    shown = sorted((item for item in scene.cardItems() if item.zone == "show"),
                   key=lambda item: item.x())
    assert len(shown) == 5, where
    assert [item.x() for item in shown] == [270, 382, 494, 606, 744], where
    assert frame.left() - (shown[-1].x() + 100) == 32, where  # the starter to the panel
    assert frame == QRectF(876, 305, 470, 330), where
    for item in scene.cardItems():
        if item.isVisible():
            assert not item.sceneBoundingRect().adjusted(12, 12, -12, -12).intersects(
                frame), (where, item.card())
    for button in (scene.primaryButton,):
        assert not button.mapRectToScene(button.buttonRect()).intersects(frame), where
    for label in (scene.announceLabel, scene.promptLabel, scene.cribLabel, *scene.nameLabels,
                  scene.countLabel):
        if label.isVisible() and label.text():
            assert not text_rect(label).intersects(frame), (where, label.text())
    assert board.view.mapToScene(board.view.viewport().rect()).boundingRect().contains(
        scene.showPanel.sceneBoundingRect()), where
    title = scene.showTitle
    assert title.lines() == [title.text()], where  # the heading on one line
    assert _frame(scene.showPanel).contains(text_rect(title)), where


@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (1920, 1080)])
def test_the_show_panel_stands_clear_of_the_starter_at_every_size(make_board, size):
    board = make_board(5, size=size)
    engine, window = board.engine, board.window
    seen = []
    while engine.state.hand_number < 3:
        state = engine.state
        if state.phase is Phase.SHOW:
            board.wait_settled()
            for language in ("en", "pt_PT"):
                window.setLanguage(language)
                board.wait_settled()
                _check_show(board, (size, language, state.hand_number, state.show_step))
                seen.append((language, board.scene.showTitle.text()))
                name = f"show_{size[0]}_{language}_{state.hand_number}_{state.show_step}.png"
                assert window.grab().save(str(SHOTS / name))
            window.setLanguage("en")
        board.act()
    headings = [text for language, text in seen if language == "pt_PT"]
    assert len(headings) == 6
    assert any(text.startswith("Reserva do computador: ") for text in headings), headings
