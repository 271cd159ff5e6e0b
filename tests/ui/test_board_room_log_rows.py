"""The score log scrolled to its newest score shows its first row in view whole as new
scores come (ui/score_log_view.py; play-test 31, board-room item 3). The Coach and the
log share the side since 5caebb9/dc5c2c7, the log cut to whole rows as they are shared;
a later row of another height (one line, two in Portuguese) cut its first row again, by
up to a row less a pixel. Now the log's scroll range ends where its first row in view is
whole, under the newest less than a row of blank: at 1366 x 768 (a 1280 x 700 window,
the log beside the Coach) and at 800 x 600 (the log floating over the table's top).

Sizes are Qt's pixels; the offscreen window is not bounded by its screen."""

from __future__ import annotations

import pytest
from board_room_windows import room_window
from PySide6.QtWidgets import QApplication
from test_board_room_side_share import SHARED, _scored, _shown, _window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")


def _first_and_blank(view) -> tuple[int, int, int]:
    """The y of the log's first row in view (0: whole), the pixels of the view under its
    newest row, and the height of the row above the first in view (0 if none)."""
    top = view.rowAt(0)
    last = view.model().rowCount() - 1
    blank = view.viewport().height() - view.rowViewportPosition(last) - view.rowHeight(last)
    return view.rowViewportPosition(top), blank, view.rowHeight(top - 1) if top > 0 else 0


def _lines(view, row: int) -> int:
    return round(view.rowHeight(row) / view.verticalHeader().defaultSectionSize())


def _add_and_check(window, hands: range) -> set[int]:
    """Scores of one and of two "Scored for" lines in turn, each checked as it comes:
    the first row in view whole, the newest in view whole, less than the row above the
    first of blank under it. The numbers of lines the new rows had."""
    view, log = window.logView, window.presenter.scoreLog
    lines = set()
    for hand in hands:
        log.append(hand, _scored(hand % 2, 2 * hand, 1 + 2 * (hand % 2)))
        QApplication.processEvents()
        bar = view.verticalScrollBar()
        first, blank, above = _first_and_blank(view)
        assert bar.value() == bar.maximum() > 0, hand
        assert first == 0 and 0 <= blank < above, (hand, first, blank, above)
        lines.add(_lines(view, log.rowCount() - 1))
    return lines


@pytest.mark.parametrize("code", ["en", "pt_BR"])
def test_the_first_row_stays_whole_beside_the_coach(make_board, qtbot, code):
    """1280 x 700, the log above the Coach as shared (16 whole rows), then scores of
    one and two lines. Before, the first new row cut the first row in view by 18
    pixels in English; in Portuguese the log's rows, measured again in it, cut it at
    once (never at y 0 again)."""
    window = _window(make_board, "KL")
    qtbot.waitUntil(lambda: _shown(window) == SHARED)
    window.setLanguage(code)
    try:
        qtbot.waitUntil(lambda: _first_and_blank(window.logView)[0] == 0)
        assert _add_and_check(window, range(30, 40)) == {1, 2}
        assert (window.logDock.height(), window.coachDock.height()) == SHARED[:2]
    finally:
        window.setLanguage("en")


@pytest.mark.parametrize("code", ["en", "pt_BR"])
def test_the_first_row_stays_whole_in_the_log_floating_at_800_by_600(qtbot, code):
    """800 x 600: the log floats over the table's top (380 x 165), alone. Before,
    the first new row cut the first row in view by 17 pixels, in either language."""
    window = room_window(qtbot, (800, 600))
    window.setLanguage(code)
    try:
        window.presenter.scoreLog.setLog([(hand, _scored(hand % 2, 2 * hand, 1))
                                          for hand in range(1, 12)])
        window.actions["score_log"].trigger()
        qtbot.waitUntil(lambda: window.logDock.isFloating() and window.logView.isVisible())
        qtbot.waitUntil(lambda: window.logDock.height() == 165)
        assert _add_and_check(window, range(12, 22)) == {1, 2}
    finally:
        window.setLanguage("en")
