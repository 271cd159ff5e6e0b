"""The score log and the Coach docked one above the other share the side fairly
(ui/board_room_share.py, play-test 31): at 1366 x 768 the Coach opened before the log
left the log its least height, 86 pixels (50 of rows: a row and a half, the first cut),
and the log opened first left the Coach its least height (124 pixels, one row of its
table in sight). Now each shows at least `FLOOR_ROWS` rows where the window has the
room, the Coach all it holds (at least `RESERVED_ROWS` rows), the log the rest, cut to
whole rows: its first row in view is whole.

Sizes are Qt's pixels; the offscreen window is not bounded by its screen, so 1280 x 700
is the play-test's window on 1366 x 768."""

from __future__ import annotations

import pytest
from coach_moves import move, reviewed, worst
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyle

from crib_qt.rules import Score, ScoreItem, ScoreKind, Scored, parse_cards
from crib_qt.ui.board_room_share import fair_shares, whole_rows
from crib_qt.ui.main_window import MainWindow

FIVE_H, TEN_S = parse_cards("5H TS")


def test_fair_shares_give_each_its_floor_then_what_it_wants_in_turn():
    # room for both: the Coach all it wants, the log (wanting the most) the rest
    assert fair_shares(624, [150, 170], [900, 220]) == [404, 220]
    # room for the floors and a little more: shared equally while both want more
    assert fair_shares(340, [150, 170], [900, 220]) == [160, 180]
    # less than the floors: in proportion to them, every pixel given
    assert fair_shares(300, [150, 170], [900, 220]) == [141, 159]
    # both have all they want: the rest to the one wanting the most
    assert fair_shares(600, [100, 120], [200, 150]) == [450, 150]


def test_whole_rows_are_the_last_rows_that_fit():
    assert whole_rows([18, 29, 18, 45], 100) == 92  # 29 + 18 + 45, the 18 above cut
    assert whole_rows([18, 29], 100) == 100  # all fit: no cut
    assert whole_rows([45], 30) == 0  # not even one


def _scored(seat: int, total: int, items: int) -> Scored:
    score = Score.of([ScoreItem(ScoreKind.FIFTEEN, 2, (FIVE_H, TEN_S))] * items)
    return Scored(seat, score, (total, 0) if seat == 0 else (0, total))


def _window(make_board, keys: str) -> MainWindow:
    """A 1280 x 700 window with 29 scores of one to three lines in its log, its docks
    opened by `keys` in order (L: Ctrl+L, K: Ctrl+K)."""
    window = make_board(3, size=(1280, 700)).window
    window.presenter.scoreLog.setLog([(hand, _scored(hand % 2, 2 * hand, 1 + hand % 3))
                                      for hand in range(1, 30)])
    for key in keys:
        window.actions["score_log" if key == "L" else "coach_panel"].trigger()
        QApplication.processEvents()
    return window


def _shown(window) -> tuple[int, int, int, int]:
    """The log dock's and the Coach dock's heights, the y of the log's first row in
    view (0: whole) and how many of its rows are in view whole."""
    view = window.logView
    top = view.rowAt(0)
    whole = sum(1 for row in range(top, view.model().rowCount())
                if view.rowViewportPosition(row) >= 0 and view.rowViewportPosition(row)
                + view.rowHeight(row) <= view.viewport().height())
    return (window.logDock.height(), window.coachDock.height(),
            view.rowViewportPosition(top), whole)


# the log dock, the Coach dock, the log's first row's y (whole at 0) and its rows whole
SHARED = (390, 234, 0, 16)


@pytest.mark.parametrize("keys", ["KL", "LK"])
def test_the_log_and_the_coach_share_the_side(make_board, qtbot, keys):
    """Either order: the Coach as tall as five rows of its table (30 pixels each while
    it has none) with its summary and header, the log the rest, its first row whole.
    Before, KL left the log 86 pixels (its first row 15 pixels cut, two rows whole)
    beside a Coach of 538, and LK the Coach 124 (42 pixels of table: one row)."""
    window = _window(make_board, keys)
    qtbot.waitUntil(lambda: _shown(window) == SHARED)
    coach = window.coachDock.panel.view
    assert coach.viewport().height() == 152 >= 5 * coach.verticalHeader().defaultSectionSize()


def test_the_players_own_split_is_kept_while_each_shows_four_rows(make_board, qtbot):
    """The player's split (the separator dragged) stays as the window changes size;
    one that leaves the log fewer than four rows is shared again."""
    window = _window(make_board, "KL")
    qtbot.waitUntil(lambda: _shown(window) == SHARED)
    docks = [window.logDock, window.coachDock]
    window.resizeDocks(docks, [300, 324], Qt.Orientation.Vertical)
    qtbot.waitUntil(lambda: window.logDock.height() == 300)
    window.resize(1300, 700)
    qtbot.waitUntil(lambda: window.view.width() == 1300 - 380 - _separator(window))
    QApplication.processEvents()
    assert window.logDock.height() == 300 and window.coachDock.height() == 324
    window.resizeDocks(docks, [86, 538], Qt.Orientation.Vertical)
    qtbot.waitUntil(lambda: window.logDock.height() == 86)
    window.resize(1280, 700)
    qtbot.waitUntil(lambda: _shown(window) == SHARED)


def _separator(window) -> int:
    return window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent,
                                      None, window)


def test_a_coach_opened_at_its_least_height_gets_its_own_height(make_board, qtbot):
    """After two hands (the Coach: five decisions under a three-line summary) the log
    opened, then the Coach: laid out first at its least height (124 pixels), where its
    summary took its table's room, it measured 28 pixels taller than it is and got 244
    pixels, 44 of them empty. Looked at again at its new height: 200, all five rows."""
    board = make_board(12, level="expert", size=(1280, 700))
    window, engine, coach = board.window, board.engine, board.window.coach
    while engine.state.hand_number < 3:
        move(board, worst(engine))
        reviewed(qtbot, coach)
    qtbot.waitUntil(lambda: coach.isPublished(2), timeout=60_000)
    for key in ("score_log", "coach_panel"):
        window.actions[key].trigger()
        QApplication.processEvents()
    qtbot.waitUntil(lambda: _shown(window) == (424, 200, 0, 14))
    table = window.coachDock.panel.view
    rows = sum(table.rowHeight(row) for row in range(table.model().rowCount()))
    assert table.model().rowCount() == 5 and 0 <= table.viewport().height() - rows < 18
