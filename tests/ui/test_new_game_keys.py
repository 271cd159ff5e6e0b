"""The New game dialog by keyboard and screen reader (crib_qt/ui/new_game.py; U6, play-test
32 with Orca): the first focus is the mode chosen (it was the scroll area, which Orca did
not say), Tab stops once in each group of radio buttons on its checked button (it stopped
on Easy while Expert was chosen, "Easy, not selected", and Down then only moved the
focus), and each level's line is said once, as its button's description (as a buddy
label too, Orca read it before the level's name and again after)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from crib_qt.engine import MODE_COMPUTER, MODE_TWO_PLAYERS
from crib_qt.ui.new_game import LEVELS, GameOptions, NewGameDialog, level_description

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _open(qtbot, options: GameOptions) -> NewGameDialog:
    dialog = NewGameDialog(options)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and dialog.isAncestorOf(QApplication.focusWidget()))
    return dialog


def _name(widget) -> str:
    """What the focused widget is, as the tests name it: its text, or its object name."""
    if widget is None:
        return "none"
    text = getattr(widget, "text", None)
    return text() if callable(text) and text() else widget.objectName() or type(widget).__name__


def _press(dialog, *keys) -> list[str]:
    """Press each of `keys` on the focused widget; the focus after each."""
    seen = []
    for key in keys:
        QTest.keyClick(QApplication.focusWidget(), key)
        seen.append(_name(QApplication.focusWidget()))
    return seen


TAB, BACKTAB, UP, DOWN = Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Up, Qt.Key.Key_Down


def test_the_first_focus_is_the_mode_chosen(qtbot, private_settings):
    dialog = _open(qtbot, GameOptions(MODE_COMPUTER, "medium", ("", ""), 2, False))
    assert QApplication.focusWidget() is dialog.computerButton
    assert dialog.content.focusPolicy() == Qt.FocusPolicy.NoFocus  # never the scroll area
    two = _open(qtbot, GameOptions(MODE_TWO_PLAYERS, "medium", ("Ana", "Ben"), 1, False))
    assert QApplication.focusWidget() is two.twoPlayersButton


def test_tab_stops_on_each_groups_checked_button_and_the_arrows_choose(qtbot, private_settings):
    dialog = _open(qtbot, GameOptions(MODE_COMPUTER, "medium", ("", ""), 2, False))
    # a best of 3: the skunk box is on; the names are off against the computer
    assert _press(dialog, TAB, TAB, TAB, TAB, TAB) == [
        "Medium", "matchLength", "In a match, a skunk counts two games and a double skunk "
        "three", "OK", "Cancel"]
    assert _press(dialog, BACKTAB, BACKTAB, BACKTAB, BACKTAB, BACKTAB) == [
        "OK", "In a match, a skunk counts two games and a double skunk three", "matchLength",
        "Medium", "Against the computer"]
    assert _press(dialog, TAB, UP) == ["Medium", "Easy"]  # Up chooses the level above
    assert dialog.options().level == "easy"
    assert _press(dialog, BACKTAB, DOWN) == ["Against the computer", "Two players on this device"]
    assert dialog.options().mode == MODE_TWO_PLAYERS  # Down chose it; the names open
    assert _press(dialog, TAB, TAB) == ["nameEdit0", "nameEdit1"]


def test_each_levels_line_is_its_buttons_description_and_no_label_of_it(qtbot,
                                                                        private_settings):
    dialog = NewGameDialog(GameOptions(MODE_COMPUTER, "expert", ("", ""), 1, False))
    qtbot.addWidget(dialog)
    lines = [w for w in dialog.levelBox.findChildren(QLabel)]
    assert [line.text() for line in lines] == [level_description(level) for level in LEVELS]
    assert all(line.buddy() is None for line in lines)
    assert [dialog.levelButtons[level].accessibleDescription() for level in LEVELS] == [
        level_description(level) for level in LEVELS]


def _in_sight(dialog, widget) -> bool:
    viewport = dialog.content.viewport()
    top = widget.mapTo(viewport, widget.rect().topLeft()).y()
    return top >= 0 and top + widget.height() <= viewport.height()


def test_the_control_tab_lands_on_is_scrolled_into_sight(qtbot, private_settings):
    """Where the content scrolls (scale 2 on 1366 x 768), Shift+Tab from OK into it, or
    Tab from Cancel, lands on a control in sight (the review of 503a415: the area
    scrolled only for Tab from a control inside it)."""
    dialog = _open(qtbot, GameOptions(MODE_COMPUTER, "expert", ("", ""), 2, False))
    dialog.resize(dialog.width(), 260)  # too low for its content: it scrolls
    qtbot.waitUntil(lambda: dialog.content.verticalScrollBar().maximum() > 0)
    assert _press(dialog, BACKTAB, BACKTAB, BACKTAB) == [
        "Cancel", "OK", "In a match, a skunk counts two games and a double skunk three"]
    assert _in_sight(dialog, dialog.skunksCheck)
    assert _press(dialog, TAB, TAB, TAB) == ["OK", "Cancel", "Against the computer"]
    assert _in_sight(dialog, dialog.computerButton)
