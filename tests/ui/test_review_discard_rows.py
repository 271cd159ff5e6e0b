"""The game review gives the selected discard's table room for its 15 ways to discard
(play-test 32 item 2; ui/review_split.py): after five hands (25 decisions) it showed
10 of them at 1366 x 768 and 5 at 800 x 600 (3 on the play-tester's screen), as both
tables gave up room alike. Now all 15 where the screen allows, the decisions keeping 5
rows at 800 x 600; at scale 2 on 1366 x 768 (683 x 384) both scroll, 4 rows of each in
sight (6 decisions and 2 ways to discard before). The player may move the handle
between them: the discard table's height is remembered for the next review. Rows
counted are those wholly in sight.

Sizes are Qt's pixels."""

from __future__ import annotations

import pytest
from coach_moves import play_until
from PySide6.QtCore import QPoint, QRect, QSettings, QSize
from PySide6.QtGui import QScreen

from crib_qt.ui.coach_review_dialog import MatchReviewDialog
from crib_qt.ui.coach_review_model import DecisionTableModel as M
from crib_qt.ui.review_split import DISCARD_HEIGHT_KEY

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

#: screen -> (decisions, ways to discard) wholly in sight with the first discard selected
SHOWN = {(1366, 768): (15, 15), (800, 600): (5, 15), (683, 384): (4, 4)}


def _in_sight(view) -> int:
    """How many of `view`'s rows lie wholly in its viewport."""
    room = view.viewport().height()
    return sum(1 for row in range(view.model().rowCount())
               if 0 <= view.rowViewportPosition(row)
               and view.rowViewportPosition(row) + view.rowHeight(row) <= room)


def _review(board, qtbot, monkeypatch, screen: tuple[int, int]) -> MatchReviewDialog:
    """The review of the first five hands (25 decisions, seed 12) on a screen of
    `screen`, shown, its first decision (a discard) selected."""
    engine, coach = board.engine, board.window.coach
    play_until(board, lambda: engine.state.hand_number == 6)
    qtbot.waitUntil(lambda: {1, 2, 3, 4, 5} <= coach.publishedHands(), timeout=60_000)
    monkeypatch.setattr(QScreen, "availableGeometry",
                        lambda _: QRect(QPoint(0, 0), QSize(*screen)))
    dialog = MatchReviewDialog(coach, board.window.presenter, board.window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.model.rowCount() == 25 and dialog.discardModel.rowCount() == 15
    return dialog


@pytest.mark.parametrize("screen", list(SHOWN), ids=["1366x768", "800x600", "683x384"])
def test_the_discard_table_shows_its_ways_to_discard_first(make_board, qtbot, monkeypatch,
                                                           screen):
    dialog = _review(make_board(12, level="expert"), qtbot, monkeypatch, screen)
    discard = dialog.discardView
    qtbot.waitUntil(lambda: (_in_sight(dialog.view), _in_sight(discard)) == SHOWN[screen]
                    and (discard.verticalScrollBar().maximum() > 0) is (screen == (683, 384)))
    assert discard.horizontalScrollBar().maximum() == 0


def test_a_play_gives_the_decisions_all_and_a_discard_takes_its_rows_back(
        make_board, qtbot, monkeypatch):
    """At 800 x 600 the second decision, a play, has no discard table: the decisions
    get its room (22 rows in sight); the sixth, a discard, has its 15 rows again."""
    dialog = _review(make_board(12, level="expert"), qtbot, monkeypatch, (800, 600))
    kinds = [dialog.model.index(row, M.DECISION).data() for row in range(6)]
    assert [k.split()[0] for k in kinds] == ["Discard", "Play", "Play", "Play", "Play",
                                            "Discard"]
    dialog.nextButton.click()
    qtbot.waitUntil(lambda: dialog.discardView.isHidden() and _in_sight(dialog.view) == 22)
    for _ in range(4):
        dialog.nextButton.click()
    qtbot.waitUntil(lambda: (_in_sight(dialog.view), _in_sight(dialog.discardView)) == (5, 15))


def test_the_height_the_player_gives_the_discard_table_is_remembered(
        make_board, qtbot, monkeypatch, private_settings):
    """The handle moved up 100 pixels at 1366 x 768: the discard table keeps that
    height as the player steps, and the next review opens with it."""
    board = make_board(12, level="expert")
    dialog = _review(board, qtbot, monkeypatch, (1366, 768))
    splitter = dialog.split
    qtbot.waitUntil(lambda: _in_sight(dialog.discardView) == 15)
    top, discard = splitter.sizes()
    splitter.moveSplitter(top + 100, 1)  # as a drag of the handle does
    assert splitter.sizes() == [top + 100, discard - 100]
    assert QSettings().value(DISCARD_HEIGHT_KEY, 0, int) == discard - 100
    qtbot.waitUntil(lambda: _in_sight(dialog.discardView) == 9)
    dialog.nextButton.click()  # a play, then a discard again
    for _ in range(4):
        dialog.nextButton.click()
    qtbot.waitUntil(lambda: splitter.sizes()[1] == discard - 100)
    dialog.close()
    again = MatchReviewDialog(board.window.coach, board.window.presenter, board.window)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    qtbot.waitUntil(lambda: again.split.sizes()[1] == discard - 100
                    and _in_sight(again.discardView) == 9)
