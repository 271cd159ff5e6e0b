"""The table's prompt is said when its window is active again (U6; play-test 34 with Orca:
at the start, after New game and after a dialog, only "Cribbage frame. Cribbage table."
was heard: the prompt had been said while the window was not active, and a screen
reader reads only the focused window, and the focus's own speech cut off a line said
as it came). board/accessible.py `_returned`."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

CUT = ("Cut for the first deal: point into the deck, or use ← → and Enter. "
       "Lower card deals.")


def _away_and_back(board) -> None:
    """A dialog of the window takes the focus, then closes: the window is active again."""
    window, qtbot = board.window, board.qtbot
    dialog = QDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is dialog.windowHandle())
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())


def test_the_prompt_is_said_when_the_window_is_active_again(make_board):
    board = make_board(3)
    accessibility = board.window.view.accessibility
    accessibility.ensureMirrors()  # a screen reader is there
    assert board.scene.presenter.table().prompt == CUT
    said = accessibility.announcements
    before = len(said)
    _away_and_back(board)
    board.qtbot.waitUntil(lambda: said[before:] == [CUT])
    # each return says it, also when it was the last line (the focus's speech may have
    # cut it off), and the prompt of the moment after a move
    _away_and_back(board)
    board.qtbot.waitUntil(lambda: said[before:] == [CUT, CUT])
    board.act()  # the player cuts, the computer cuts: the dealer is said
    board.wait_settled()
    prompt = board.scene.presenter.table().prompt
    assert prompt and prompt != CUT
    count = len(said)
    _away_and_back(board)
    board.qtbot.waitUntil(lambda: said[count:] == [prompt])


def test_nothing_is_said_on_return_without_a_screen_reader(make_board):
    board = make_board(3)
    said = board.window.view.accessibility.announcements
    before = len(said)
    _away_and_back(board)
    QCoreApplication.processEvents()  # the return's zero-time turn
    assert said[before:] == []
