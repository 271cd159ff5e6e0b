"""The status bar's message outlasts a look through the menus and the toolbar
(crib_qt/ui/status_bar.py, MainWindow.event): a hovered action's status tip shows in its
place while hovered, and the message comes back when the menu closes or the pointer moves
on, for what is left of its time. Qt's own handling replaced it for good (an action
without a tip, or a menu closing, cleared it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.ui.main_window import MainWindow

# a menu popped up on the offscreen platform
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise",
                                       "This plugin does not support grabbing the keyboard")


def _window(qtbot) -> MainWindow:
    window = MainWindow(GameEngine(seed=7, computer=BasicPlayer()))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    # the pointer off the toolbar, where an earlier test may have left it (its button's tip)
    QTest.mouseMove(window.view, QPoint(5, 5))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "")
    return window


def _hint(qtbot, window: MainWindow) -> str:
    """The board's hint for the discard, as the Hint action shows it."""
    with qtbot.waitSignal(window.presenter.messageShown) as shown:
        window.actions["hint"].trigger()
    hint = shown.args[0]
    assert hint.startswith("Hint: ")
    assert window.statusBar().currentMessage() == hint
    return hint


def _open(qtbot, window: MainWindow, menu):
    """`menu` opened from the menu bar, as a click on its title opens it."""
    window.menuBar().setActiveAction(menu.menuAction())
    qtbot.waitUntil(menu.isVisible)
    return menu


def _hover(menu, action) -> None:
    QTest.mouseMove(menu, menu.actionGeometry(action).center())


def test_a_hint_comes_back_when_the_menu_closes(qtbot):
    window = _window(qtbot)
    bar = window.statusBar()
    hint = _hint(qtbot, window)
    menu = _open(qtbot, window, window.gameMenu)
    _hover(menu, window.actions["new_game"])
    assert bar.currentMessage() == "Choose and start a new game or match"  # the tip, while hovered
    assert not window.actions["restart"].isEnabled()  # nothing to restart yet (U5)
    _hover(menu, window.actions["restart"])
    assert bar.currentMessage() == hint  # a disabled action shows no tip
    _hover(menu, window.actions["quit"])
    assert bar.currentMessage() == "Close the game"
    menu.hide()
    assert bar.currentMessage() == hint
    assert bar.heldMessage() == hint


def test_an_action_without_a_tip_leaves_the_hint_up(qtbot):
    window = _window(qtbot)
    bar = window.statusBar()
    hint = _hint(qtbot, window)
    menu = _open(qtbot, window, window.languageMenu)
    english = window.actions["language_en"]
    assert english.statusTip() == ""
    _hover(menu, english)
    assert menu.activeAction() is english
    assert bar.currentMessage() == hint
    english.showStatusText(window.menuBar())  # its empty tip, sent again
    assert bar.currentMessage() == hint
    menu.hide()
    assert bar.currentMessage() == hint


def test_a_toolbar_button_tip_gives_the_hint_back(qtbot):
    window = _window(qtbot)
    bar = window.statusBar()
    hint = _hint(qtbot, window)
    button = window.toolBar.widgetForAction(window.actions["hint"])
    QTest.mouseMove(button, button.rect().center())
    qtbot.waitUntil(lambda: bar.currentMessage() == "Show what the computer would do")
    QTest.mouseMove(window.view, QPoint(5, 5))
    qtbot.waitUntil(lambda: bar.currentMessage() == hint)


def test_a_board_message_taken_down_under_a_tip_stays_down(qtbot):
    window = _window(qtbot)
    bar = window.statusBar()
    _hint(qtbot, window)
    menu = _open(qtbot, window, window.gameMenu)
    _hover(menu, window.actions["new_game"])
    window.presenter.showMessage("")  # the table changed: the board's message is over
    assert bar.heldMessage() == ""
    assert bar.currentMessage() == "Choose and start a new game or match"
    menu.hide()
    assert bar.currentMessage() == ""


def test_a_message_whose_time_ran_out_under_a_tip_does_not_come_back(qtbot):
    window = _window(qtbot)
    bar = window.statusBar()
    bar.showMessage("The match could not be saved.", 50)
    window.actions["new_game"].showStatusText(window.menuBar())
    assert bar.currentMessage() == "Choose and start a new game or match"
    qtbot.waitUntil(lambda: bar.heldMessage() == "")
    # a tip stays while hovered
    assert bar.currentMessage() == "Choose and start a new game or match"
    window.actions["language_en"].showStatusText(window.menuBar())  # the pointer moves on
    assert bar.currentMessage() == ""


def test_a_message_back_from_under_a_tip_still_times_out(qtbot):
    window = _window(qtbot)
    bar = window.statusBar()
    bar.showMessage("Saved game resumed", 2000)
    window.actions["new_game"].showStatusText(window.menuBar())
    window.actions["language_en"].showStatusText(window.menuBar())
    assert bar.currentMessage() == "Saved game resumed"
    qtbot.waitUntil(lambda: bar.currentMessage() == "", timeout=5000)
    assert bar.heldMessage() == ""


def test_a_message_without_a_time_comes_back_for_good(qtbot):
    window = _window(qtbot)
    bar = window.statusBar()
    bar.showMessage("Statistics could not be read.")
    window.actions["quit"].showStatusText(window.menuBar())
    assert bar.currentMessage() == "Close the game"
    window.actions["language_en"].showStatusText(window.menuBar())
    assert bar.currentMessage() == "Statistics could not be read."
    assert bar.heldMessage() == "Statistics could not be read."
