"""The toolbar keeps its captions while the Edit menu names the steps (play-test 32 item 1):
"Undo Discard 7♦ 8♠" on the toolbar moved Hint and How to play sideways after each move.
The toolbar says "Undo" and "Redo" (in each language), the step's name is in the tooltip
and the button's accessible description, the Edit menu keeps the full name."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from crib_qt.rules import Discard
from crib_qt.ui.main_window import MainWindow


def _geometries(window: MainWindow) -> list[tuple[str, tuple[int, int, int, int]]]:
    bar = window.toolBar
    return [(a.iconText(), bar.widgetForAction(a).geometry().getRect()) for a in bar.actions()]


def _description(widget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def test_toolbar_buttons_stay_put_and_the_tooltip_names_the_step(make_board):
    board = make_board(3, size=(1366, 768))
    window = board.window
    undo, redo = window.actions["undo"], window.actions["redo"]
    button = window.toolBar.widgetForAction(undo)
    before = _geometries(window)
    assert [caption for caption, _ in before] == ["New game", "Restart", "Undo", "Redo", "Hint",
                                                  "How to play"]
    assert undo.toolTip() == "Take back your last move (Ctrl+Z)"
    stack = window.engine.undoStack()
    while not (stack.index() and isinstance(stack.command(stack.index() - 1).actions[0],
                                            Discard)):
        board.act()
        assert _geometries(window) == before
    cards = " ".join(c.symbol_text for c in stack.command(stack.index() - 1).actions[0].cards)
    assert cards == "7♦ 8♠"
    assert button.text() == "Undo"
    assert undo.text() == "&Undo Discard 7♦ 8♠"  # the Edit menu
    assert undo.toolTip() == "Undo Discard 7♦ 8♠ (Ctrl+Z)"
    assert _description(button) == "Undo Discard Seven of Diamonds, Eight of Spades"
    assert QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name) == "Undo"
    undo.trigger()
    board.wait_settled()
    assert _geometries(window) == before
    assert redo.text() == "&Redo Discard 7♦ 8♠"
    assert redo.toolTip() == "Redo Discard 7♦ 8♠ (Ctrl+Y)"
    assert _description(window.toolBar.widgetForAction(redo)) == (
        "Redo Discard Seven of Diamonds, Eight of Spades")
    window.setLanguage("pt_BR")
    assert [a.iconText() for a in window.toolBar.actions()][2:4] == ["Desfazer", "Refazer"]
    assert redo.toolTip() == "Refazer Descartar 7♦ 8♠ (Ctrl+Y)"
    redo.trigger()
    board.wait_settled()
    assert window.toolBar.widgetForAction(undo).text() == "Desfazer"
    window.setLanguage("en")
    assert _geometries(window) == before
