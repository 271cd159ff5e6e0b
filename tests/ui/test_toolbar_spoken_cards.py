"""The toolbar's Undo and Redo buttons name their step's cards in words for a screen reader
(play-test 32 with Orca, item 14): Orca read "Undo Play 10♥" with the suit as a symbol. The
tooltip and the Edit menu keep the symbols; the accessible description says the cards."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from crib_qt.rules import Discard
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.step_names import spoken_cards


def _description(window: MainWindow, name: str) -> str:
    button = window.toolBar.widgetForAction(window.actions[name])
    return QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Description)


def test_spoken_cards_names_each_card_and_leaves_other_text():
    assert spoken_cards("Undo Discard 7♦ 8♠") == "Undo Discard Seven of Diamonds, Eight of Spades"
    assert spoken_cards("Undo Play 10♥") == "Undo Play Ten of Hearts"
    assert spoken_cards("Redo Play A♣") == "Redo Play Ace of Clubs"
    assert spoken_cards("Take back your last move") == "Take back your last move"


def test_toolbar_descriptions_name_the_discarded_cards(make_board):
    board = make_board(3, size=(1366, 768))
    window = board.window
    stack = window.engine.undoStack()
    while not (stack.index() and isinstance(stack.command(stack.index() - 1).actions[0],
                                            Discard)):
        board.act()
    assert window.actions["undo"].toolTip() == "Undo Discard 7♦ 8♠ (Ctrl+Z)"
    assert _description(window, "undo") == "Undo Discard Seven of Diamonds, Eight of Spades"
    window.actions["undo"].trigger()
    board.wait_settled()
    assert _description(window, "redo") == "Redo Discard Seven of Diamonds, Eight of Spades"
    window.setLanguage("pt_BR")
    assert window.actions["redo"].toolTip() == "Refazer Descartar 7♦ 8♠ (Ctrl+Y)"
    assert _description(window, "redo") == "Refazer Descartar Sete de Ouros, Oito de Espadas"
    window.setLanguage("en")
