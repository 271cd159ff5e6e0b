"""One Esc closes a menu of the menu bar for good (U6): after a popup of the menu bar
closes without an action, the menu bar leaves its keyboard state and the keyboard is the
board's again, so 1 to 6, Tab and Space work at once. Qt leaves the menu bar's title
highlighted and the keyboard focus on the menu bar after Esc in its popup, and the board's
keys did nothing until a second Esc.

The keys go to the window (`QTest.keyClick` on its QWindow), as the platform delivers
them: to whatever widget has the focus, the menu bar or the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crib_qt.models import CardRole
from crib_qt.rules import Phase

# The offscreen platform of the tests can neither raise a popup nor let it grab the keyboard:
# warnings of the test set-up's plugin, not of the game.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)",
                                       "This plugin does not support grabbing the keyboard",
                                       "This plugin does not support propagateSizeHints")


def _discarding(make_board):
    """A keyboard board at the player's discard (seed 3), its hand's cards in order."""
    board = make_board(3, driver="keys")
    while not (board.engine.state.phase is Phase.DISCARD and board.engine.state.to_act == 0):
        board.act()
    return board, [target.item.card() for target in board.scene.focusTargets("hand")]


def _open_by_mouse(qtbot, window, menu) -> None:
    """A click on `menu`'s title in the menu bar; returns once its popup has the focus."""
    bar = window.menuBar()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is menu.windowHandle())


def _key(window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.windowHandle(), key, modifier)


def _back_on_the_board(qtbot, window) -> None:
    bar = window.menuBar()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    assert bar.activeAction() is None and not bar.hasFocus()
    assert QApplication.activePopupWidget() is None


@pytest.mark.parametrize("menu_name", ["gameMenu", "helpMenu"])
def test_one_esc_after_a_menu_opened_by_the_mouse_gives_the_board_its_keys(
        make_board, qtbot, menu_name):
    board, hand = _discarding(make_board)
    window, scene = board.window, board.scene
    menu = getattr(window, menu_name)
    _open_by_mouse(qtbot, window, menu)
    _key(window, Qt.Key.Key_Escape)
    assert not menu.isVisible()
    _back_on_the_board(qtbot, window)
    _key(window, Qt.Key.Key_1)  # the hand's first card: chosen, the ring on it
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [hand[0]]
    assert scene.focus.isShown() and scene.focus.area() == "hand" and scene.focus.index() == 0
    _key(window, Qt.Key.Key_Tab)  # the ring to the next area: the crib (no button, no pile)
    assert scene.focus.area() == "crib"
    _key(window, Qt.Key.Key_Tab)  # and round to the hand
    assert scene.focus.area() == "hand"


def test_space_after_esc_takes_the_card_under_the_ring(make_board, qtbot):
    board, hand = _discarding(make_board)
    window, scene = board.window, board.scene
    _key(window, Qt.Key.Key_3)  # the ring on the third card, chosen
    _open_by_mouse(qtbot, window, window.viewMenu)
    _key(window, Qt.Key.Key_Escape)
    _back_on_the_board(qtbot, window)
    _key(window, Qt.Key.Key_Space)  # the same card again: no longer chosen
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == []
    assert scene.focus.area() == "hand" and scene.focus.index() == 2


def test_the_menus_are_still_walked_with_alt_and_the_arrows(make_board, qtbot):
    board, hand = _discarding(make_board)
    window, scene = board.window, board.scene
    bar = window.menuBar()
    _key(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # &Game
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.gameMenu.windowHandle())
    QTest.keyClick(window.gameMenu, Qt.Key.Key_Right)  # the next menu: Edit
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.editMenu)
    assert not window.gameMenu.isVisible() and bar.activeAction() is window.editMenu.menuAction()
    QTest.keyClick(window.editMenu, Qt.Key.Key_Left)  # and back to Game
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.gameMenu)
    assert not window.editMenu.isVisible() and bar.activeAction() is window.gameMenu.menuAction()
    QApplication.processEvents()  # the calls queued as Edit hid: Game stays open
    assert QApplication.activePopupWidget() is window.gameMenu
    QTest.keyClick(window.gameMenu, Qt.Key.Key_Escape)
    _back_on_the_board(qtbot, window)
    _key(window, Qt.Key.Key_2)
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [hand[1]]


def test_a_command_of_a_menu_still_runs_and_leaves_the_board_its_keys(make_board, qtbot):
    board, hand = _discarding(make_board)
    window, scene = board.window, board.scene
    _open_by_mouse(qtbot, window, window.gameMenu)
    hint = window.actions["hint"]
    menu = window.gameMenu
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(hint).center())
    qtbot.waitUntil(lambda: len(scene.presenter.handModels[0].flagged(CardRole.Hinted)) == 2)
    _back_on_the_board(qtbot, window)
    _key(window, Qt.Key.Key_1)
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [hand[0]]
