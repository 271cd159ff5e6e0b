"""Tests of crib_qt/ui/new_game.py (issue 15, item 11): the levels weakest first, one line
each on how the computer plays, and the last choice (mode, level, names) preselected."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from crib_qt.engine import MODE_COMPUTER, MODE_TWO_PLAYERS
from crib_qt.ui.new_game import (LEVELS, GameOptions, NewGameDialog, level_description,
                                 load_options, save_options)


def test_the_levels_come_weakest_first_each_with_its_line(qtbot, private_settings):
    dialog = NewGameDialog(load_options())
    qtbot.addWidget(dialog)
    layout = dialog.levelBox.layout()
    shown = [layout.itemAt(i).widget() for i in range(layout.count())]
    assert [w.text() for w in shown] == [
        "Easy", "Keeps the cards that score now; plays the best card for this moment.",
        "Medium", "Keeps the best hand; plays for points but avoids leaving you easy ones.",
        "Hard", "Weighs the crib too; plays each card against your best reply.",
        "Expert", "Weighs hand, crib, the play and the score; thinks the play through to "
                  "its last card."]
    assert all(isinstance(w, QLabel) for w in shown[1::2])
    assert [dialog.levelButtons[level] for level in LEVELS] == shown[0::2]
    assert dialog.levelButtons["easy"].accessibleDescription() == level_description("easy")
    assert dialog.levelBox.title() == "Computer level"
    # a first start: against the computer, at the default level
    assert dialog.options() == GameOptions(MODE_COMPUTER, "expert", ("", ""))


def test_the_last_choice_is_preselected_next_time(qtbot, private_settings):
    dialog = NewGameDialog(load_options())
    qtbot.addWidget(dialog)
    dialog.levelButtons["medium"].setChecked(True)
    assert dialog.options() == GameOptions(MODE_COMPUTER, "medium", ("", ""))
    save_options(dialog.options())  # what MainWindow.startNewGame does with the choice
    again = NewGameDialog(load_options())
    qtbot.addWidget(again)
    assert again.levelButtons["medium"].isChecked() and again.computerButton.isChecked()
    assert again.levelBox.isEnabled() and not again.nameEdits[0].isEnabled()

    again.twoPlayersButton.setChecked(True)
    again.nameEdits[0].setText(" Ana ")
    again.nameEdits[1].setText("Ben")
    assert not again.levelBox.isEnabled() and again.nameEdits[1].isEnabled()
    save_options(again.options())
    third = NewGameDialog(load_options())
    qtbot.addWidget(third)
    assert third.options() == GameOptions(MODE_TWO_PLAYERS, "medium", ("Ana", "Ben"))
    assert third.twoPlayersButton.isChecked() and third.levelButtons["medium"].isChecked()
    assert [e.text() for e in third.nameEdits] == ["Ana", "Ben"]


def test_the_window_remembers_the_choice_for_its_next_new_game(qtbot, private_settings,
                                                               monkeypatch):
    from crib_qt.ai import BasicPlayer
    from crib_qt.engine import GameEngine
    from crib_qt.ui.main_window import MainWindow

    window = MainWindow(GameEngine(seed=4, computer=BasicPlayer(), synchronous=True))
    qtbot.addWidget(window)
    seen = []

    def choose(dialog) -> int:
        seen.append(dialog.options())
        dialog.levelButtons["hard"].setChecked(True)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    assert window.showNewGameDialog()
    assert window.engine.level == "hard"
    assert window.showNewGameDialog()
    assert seen == [GameOptions(MODE_COMPUTER, "expert", ("", "")),
                    GameOptions(MODE_COMPUTER, "hard", ("", ""))]
