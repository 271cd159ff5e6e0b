"""The end panel's buttons are made where and as wide as the table lays them on two rows
(R7.3, issue 19): one set of places and widths (`table_drawing.end_buttons`), so the
buttons as made and as laid cannot drift apart (scene.py once repeated the numbers)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from crib_qt.board.painted_widgets import PanelItem
from crib_qt.board.table_drawing import END_PANEL_RECT, end_buttons

from scene_testing import scene_fixture  # noqa: F401 (the fixture scene; tests/board/)


def _frames(buttons) -> list[tuple[float, float, float, float]]:
    return [(b.x(), b.y(), b.width(), b.height()) for b in buttons]


def test_end_buttons_are_made_at_their_two_row_places(qapp):
    holder = QGraphicsScene()
    panel = PanelItem(END_PANEL_RECT)
    holder.addItem(panel)
    made = end_buttons(panel)
    assert [b.parentItem() for b in made] == [panel] * 3
    assert _frames(made) == [(120.0, -39.0, 200.0, 56.0), (345.0, -39.0, 200.0, 56.0),
                             (232.0, 39.0, 425.0, 56.0)]


def test_the_table_lays_them_where_they_were_made(scene):
    buttons = (scene.newGameButton, scene.restartButton, scene.reviewButton)
    fresh = QGraphicsScene()
    panel = PanelItem(END_PANEL_RECT)
    fresh.addItem(panel)
    scene._lay_end_panel(one_row=False)  # captions empty, the least finger size
    assert _frames(buttons) == _frames(end_buttons(panel))
