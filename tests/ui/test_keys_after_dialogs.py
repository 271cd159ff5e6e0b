"""The keyboard after a dialog closes (U6; new-user play-test problems 2 and 2b): with no
window manager (the offscreen platform, a bare Xvfb) the window a dialog was opened
from is active again when it closes with Esc, so the table's keys and the window's
shortcuts (G, Shift+F1) work at once, with no F6 or click first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crib_qt.rules import Go, Phase
from crib_qt.ui.dialogs import KeysDialog


def _keys_page_by_keys(qtbot, window) -> None:
    """Shift+F1 on the focused widget opens Help > Keys; Esc in it closes it, once it is
    the active window."""
    closed = []

    def escape() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, KeysDialog) or QApplication.activeWindow() is not dialog:
            QTimer.singleShot(10, escape)
            return
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
        closed.append(dialog.isVisible())

    QTimer.singleShot(0, escape)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    assert closed == [False]  # the dialog ran and Esc closed it


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
def test_g_says_go_on_a_greyed_card_after_a_dialog_closed_with_esc(make_board, qtbot):
    board = make_board(3, driver="keys")
    window, scene, engine = board.window, board.scene, board.engine
    while not (engine.state.phase is Phase.PLAY and scene.presenter.primaryRole() == "go"):
        board.act()
    _keys_page_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert QApplication.focusWidget() is window.view
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)  # a card past 31: refused
    assert scene.focus.isShown() and scene.focus.area() == "hand" and scene.focus.index() == 0
    assert window.statusBar().currentMessage().endswith("would take the count past 31")
    steps = engine.undoStack().count()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_G)
    board.wait_settled()
    assert engine.undoStack().command(steps).actions[0] == Go()
    # and the Keys page opens again by its shortcut, and gives the keyboard back again
    _keys_page_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert QApplication.focusWidget() is window.view
