"""The match review's rows are as high as their text (issue 19; new-user play-test item
5): they varied, some two lines high with one line of text, as each was measured while
its verdict column was narrower than when shown (the decisions' verdicts arrive one by
one). Now each row is measured again once the columns have their widths: all one line
at the dialog's size, and at any width now that the verdicts are single words."""

from __future__ import annotations

import pytest
from coach_moves import play_until

from crib_qt.ui.coach_review_dialog import MatchReviewDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")


def test_each_review_row_is_as_high_as_its_text(make_board, qtbot):
    board = make_board(12, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    play_until(board, lambda: engine.state.hand_number == 3)  # hands 1 and 2 played
    qtbot.waitUntil(lambda: {1, 2} <= coach.publishedHands(), timeout=60_000)
    window.actions["match_review"].trigger()
    dialog = window.findChild(MatchReviewDialog)
    view = dialog.view
    qtbot.waitUntil(view.isVisible)
    count = view.model().rowCount()
    assert count >= 8
    line = view.fontMetrics().height()

    def heights() -> list[int]:
        return [view.rowHeight(row) for row in range(count)]

    def measured() -> list[int]:  # the cells' height, at least the row number's
        numbers = view.verticalHeader()
        return [max(view.sizeHintForRow(row), numbers.sectionSizeHint(row))
                for row in range(count)]

    qtbot.waitUntil(lambda: heights() == measured())
    assert len(set(heights())) == 1 and heights()[0] < 2 * line  # one line each
    # narrow: the verdicts are single words now (the pane's, fresh-user trial of stop
    # 40), so nothing wraps; the table scrolls sideways and each row stays one line
    dialog.resize(300, dialog.height())
    qtbot.waitUntil(lambda: view.horizontalScrollBar().maximum() > 0)
    qtbot.waitUntil(lambda: heights() == measured())
    assert len(set(heights())) == 1 and heights()[0] < 2 * line
    dialog.resize(760, dialog.height())
    qtbot.waitUntil(lambda: view.horizontalScrollBar().maximum() == 0)
    qtbot.waitUntil(lambda: heights() == measured())
    assert len(set(heights())) == 1
