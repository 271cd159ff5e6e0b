"""F6 into the score log puts its newest score under the focus, so a screen reader reads
it as the focus comes (U6; play-test 34 with Orca: the first entry read "table with 7
rows 5 columns" and no cell, and Down then read row 2: row 1 was never heard).
ui/score_log_view.py `focusInEvent`."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crib_qt.models import ScoreLogModel


def test_f6_into_the_log_is_on_its_newest_score(make_board):
    board = make_board(3)
    engine, window = board.engine, board.window
    while engine.state.hand_number < 2:  # a whole hand: its scores in the log
        board.act()
        board.wait_settled()
    log, view = window.scene.presenter.scoreLog, window.logView
    if not window.logDock.isVisible():
        window.actions["score_log"].trigger()
    board.qtbot.waitUntil(view.isVisible)
    window.view.setFocus()
    newest = log.rowCount() - 1
    assert newest > 2
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6)
    assert QApplication.focusWidget() is view
    assert (view.currentIndex().row(), view.currentIndex().column()) == (newest,
                                                                         ScoreLogModel.WHAT)
    # what a screen reader is given for the focused cell: the newest score
    table = QAccessible.queryAccessibleInterface(view)
    focused = table.focusChild()
    assert focused is not None
    assert focused.text(QAccessible.Text.Name) == log.index(newest, ScoreLogModel.WHAT).data()
    QTest.keyClick(view, Qt.Key.Key_Up)  # back through the earlier scores
    assert view.currentIndex().row() == newest - 1
    # back to the table and in again: on the newest again
    QTest.keyClick(view, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is window.view
    QTest.keyClick(window.view, Qt.Key.Key_F6)
    assert view.currentIndex().row() == newest
