"""The New game dialog's match choices (issue 21, RULES.md R7.1, R7.2): a single game by
default, or first to 2, 3 or 4 games; whether skunks count extra games (only for a
match); both remembered, and the window starts the match chosen."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from crib_qt.engine import MODE_COMPUTER
from crib_qt.rules import MatchScore, Phase
from crib_qt.ui.new_game import GameOptions, NewGameDialog, load_options, save_options


def test_r7_1_a_single_game_is_the_default_and_the_lengths_are_offered(qtbot,
                                                                       private_settings):
    dialog = NewGameDialog(load_options())
    qtbot.addWidget(dialog)
    box = dialog.lengthBox
    assert [box.itemText(i) for i in range(box.count())] == [
        "A single game", "Match: first to 2 games (best of 3)",
        "Match: first to 3 games (best of 5)", "Match: first to 4 games (best of 7)"]
    assert [box.itemData(i) for i in range(box.count())] == [1, 2, 3, 4]
    assert box.currentData() == 1
    assert dialog.skunksCheck.isChecked() and not dialog.skunksCheck.isEnabled()
    assert dialog.options() == GameOptions(MODE_COMPUTER, "expert", ("", ""), 1, True)


def test_r7_2_the_skunk_setting_is_for_a_match_and_remembered(qtbot, private_settings):
    dialog = NewGameDialog(load_options())
    qtbot.addWidget(dialog)
    dialog.lengthBox.setCurrentIndex(2)
    assert dialog.skunksCheck.isEnabled()
    dialog.skunksCheck.setChecked(False)
    options = dialog.options()
    assert (options.games_to_win, options.skunks_count) == (3, False)
    save_options(options)
    assert load_options() == options
    again = NewGameDialog(load_options())
    qtbot.addWidget(again)
    assert again.lengthBox.currentData() == 3 and not again.skunksCheck.isChecked()
    again.lengthBox.setCurrentIndex(0)
    assert not again.skunksCheck.isEnabled()


def test_bad_remembered_match_settings_read_as_the_defaults(qtbot, private_settings):
    del qtbot
    settings = QSettings()
    settings.setValue("newgame/games_to_win", "9")
    settings.setValue("newgame/skunks_count", "false")
    assert (load_options().games_to_win, load_options().skunks_count) == (1, False)
    settings.setValue("newgame/games_to_win", ["2"])
    settings.setValue("newgame/skunks_count", "maybe")
    assert (load_options().games_to_win, load_options().skunks_count) == (1, True)


def test_the_window_starts_the_match_chosen(qtbot, private_settings, monkeypatch):
    from crib_qt.ai import BasicPlayer
    from crib_qt.engine import GameEngine
    from crib_qt.ui.main_window import MainWindow

    window = MainWindow(GameEngine(seed=4, computer=BasicPlayer(), synchronous=True))
    qtbot.addWidget(window)

    def choose(dialog) -> int:
        dialog.lengthBox.setCurrentIndex(3)
        dialog.skunksCheck.setChecked(False)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    assert window.showNewGameDialog()
    state = window.engine.state
    assert state.match == MatchScore(4, False) and state.phase is Phase.CUT_FOR_DEAL
    assert load_options().games_to_win == 4 and not load_options().skunks_count
