"""What one update of the table's texts (`TableDrawing._on_texts`) changes (review of
session 31): nothing it need not, and the screen reader's copies once.

- The end panel's three buttons were set to a least height of 0 and back on every
  update, even with the panel hidden: 6 geometry changes each time.
- The show panel appearing in an update told the screen reader's table twice
  (`boardChanged` from `_place_show_panel` and from `_on_texts`).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QGraphicsObject

from crib_qt.board.button_item import ButtonItem

from scene_testing import scene_fixture  # noqa: F401 (the fixture scene; tests/board/)


def test_an_update_with_the_end_panel_hidden_changes_no_button_geometry(scene, monkeypatch):
    buttons = (scene.newGameButton, scene.restartButton, scene.reviewButton)
    changed = []

    def prepare(item) -> None:
        changed.append(item)
        QGraphicsObject.prepareGeometryChange(item)

    monkeypatch.setattr(ButtonItem, "prepareGeometryChange", prepare)
    scene._on_texts()  # the first: the buttons as the texts make them
    changed.clear()
    for _ in range(3):
        scene._on_texts()
    assert not scene.endPanel.isVisible()
    assert [item for item in changed if item in buttons] == []
    # the rows still as high as the highest (a finger's size, here 80 units)
    scene.setMinimumTarget(80.0)
    assert {button.height() for button in buttons} == {80.0}


def test_the_show_panel_appearing_tells_the_screen_reader_once(scene, monkeypatch):
    table = dataclasses.replace(scene.presenter.table(), show=("Your hand: 2", ["Fifteen 2"]))
    monkeypatch.setattr(scene.presenter, "table", lambda: table)
    told = []
    scene.boardChanged.connect(lambda: told.append(scene.showPanel.isVisible()))
    assert not scene.showPanel.isVisible()
    scene._on_texts()
    assert told == [True]
    told.clear()
    scene._on_landed()  # the panel up already: nothing new
    assert told == []
    scene.showPanel.setVisible(False)  # as while the counted cards flew
    scene._on_landed()
    assert told == [True]
