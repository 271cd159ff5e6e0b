"""Help > Keys names each command by its own name (U6; new-user play-test, item 6):
Ctrl+Z is "Undo" and Ctrl+Shift+Z "Redo", in the current language, never the Edit
menu's and toolbar's changing label of the step ("Undo Cut", "Desfazer Corte")."""

from __future__ import annotations

from crib_qt.ui.dialogs import keys_rows


def test_the_keys_page_names_undo_and_redo_not_the_step_they_would_take(make_board):
    board = make_board(3)
    window = board.window
    board.act()  # the cut for deal and the discard: two steps to undo
    board.act()
    undo, redo = window.actions["undo"], window.actions["redo"]
    window.actions["undo"].trigger()  # and one to redo
    board.wait_settled()
    assert undo.text().startswith("&Undo ") and redo.text().startswith("&Redo ")  # labelled
    rows = dict(keys_rows(window.actions))
    assert rows[undo.shortcut().toString()] == "Undo"
    assert rows[redo.shortcut().toString()] == "Redo"
    window.setLanguage("pt_BR")
    try:
        assert redo.text().startswith("&Refazer ")  # the label names the step…
        rows = dict(keys_rows(window.actions))
        assert rows[undo.shortcut().toString()] == "Desfazer"  # …the Keys page does not
        assert rows[redo.shortcut().toString()] == "Refazer"
    finally:
        window.setLanguage("en")  # the translator is the application's
