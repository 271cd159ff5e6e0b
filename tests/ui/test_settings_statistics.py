"""The Settings dialog (applied at once, remembered, window geometry too) and the
Statistics dialog (numbers of finished matches, the margins chart, a confirmed reset)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMessageBox

from crib_qt.ai import BasicPlayer
from crib_qt.board.card_item import CardItem
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.persistence import load_match
from crib_qt.rules import Phase
from crib_qt.statistics import load_statistics
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.new_game import GameOptions, level_name, load_options
from crib_qt.ui.settings_dialog import Preferences, SettingsDialog, load_preferences
from crib_qt.ui.statistics_dialog import MarginChart, StatisticsDialog


@pytest.fixture
def window(qtbot, store):
    win = MainWindow(GameEngine(seed=47, computer=BasicPlayer()), store=store)
    qtbot.addWidget(win)
    win.resumeSaved()
    return win


def _choose(box, value) -> None:
    box.setCurrentIndex(box.findData(value))


# --- settings --------------------------------------------------------------------------------


def test_the_settings_action_is_in_the_edit_menu_with_the_preferences_key(window):
    action = window.actions["settings"]
    assert action in window.editMenu.actions()
    assert action.text() == "&Settings…" and not action.shortcut().isEmpty()
    standard = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
    assert action.shortcut() == (standard[0] if standard else QKeySequence("Ctrl+,"))
    assert window.actions["statistics"] in window.gameMenu.actions()


def test_defaults(window):
    assert load_preferences() == Preferences()
    assert window.preferences() == Preferences()
    assert (window.scene.move_ms, window.scene.presenter.pace_ms) == (260, 550)


def test_every_setting_applies_at_once_and_is_remembered(window, qtbot, store):
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    assert dialog.preferences() == window.preferences()

    _choose(dialog.levelBox, "easy")
    assert window.engine.level == "easy" and window.options.level == "easy"
    assert load_options().level == "easy"
    assert load_match(store.match_path).level == "easy"  # the match in progress is saved

    _choose(dialog.speedBox, "fast")
    assert (window.scene.move_ms, window.scene.presenter.pace_ms) == (130, 280)
    assert window.actions["animations"].isChecked()
    _choose(dialog.speedBox, "off")
    assert window.scene.move_ms == 0 and not window.actions["animations"].isChecked()

    _choose(dialog.backBox, "forest")
    assert window.scene.artOptions()["style"] == "forest"
    cards = [i for i in window.scene.items() if isinstance(i, CardItem)]
    assert cards and all(i.artOptions()["style"] == "forest" for i in cards)
    assert window.scene.deck._back_style == "forest"

    dialog.fourColourBox.setChecked(True)
    dialog.highContrastBox.setChecked(True)
    assert window.actions["four_colour"].isChecked() and window.actions["high_contrast"].isChecked()
    assert window.scene.artOptions()["four_colour"] and window.scene.artOptions()["high_contrast"]

    _choose(dialog.languageBox, "pt_PT")
    assert window.languages.language() == "pt_PT"
    assert window.gameMenu.title() == "&Jogo"  # retranslated at once

    expected = Preferences("pt_PT", "easy", "off", "forest", True, True)
    assert dialog.preferences() == expected == window.preferences() == load_preferences()
    window.setLanguage("en")

    # the next start (app.open_window) plays at the remembered level
    again = MainWindow(GameEngine(seed=3, level=load_options().level, computer=BasicPlayer()))
    qtbot.addWidget(again)
    assert again.preferences() == Preferences("en", "easy", "off", "forest", True, True)
    assert again.scene.move_ms == 0 and again.scene.artOptions()["style"] == "forest"


def test_the_animations_menu_item_restores_the_chosen_speed(window):
    window.applyPreferences(Preferences(animation="slow"))
    assert window.scene.move_ms == 420
    window.actions["animations"].trigger()  # off
    assert window.scene.move_ms == 0 and window.preferences().animation == "off"
    window.actions["animations"].trigger()  # on again: the speed chosen before
    assert window.scene.move_ms == 420 and load_preferences().animation == "slow"


def test_settings_from_older_versions_and_hand_edits(qtbot):
    settings = QSettings()
    settings.setValue("animations", False)  # before speeds existed
    settings.setValue("view/backStyle", "<script>")
    settings.setValue("language", 42)
    assert load_preferences() == Preferences(animation="off")
    win = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(win)
    assert win.scene.move_ms == 0 and win.scene.artOptions()["style"] == "classic"


def test_a_level_change_with_two_players_is_for_the_next_computer_match(window):
    window.startNewGame(GameOptions(MODE_TWO_PLAYERS, "expert", ("Ann", "Bo")), seed=5)
    window.applyPreferences(Preferences(level="medium"))
    assert window.engine.mode == MODE_TWO_PLAYERS and window.options.level == "medium"
    assert window.preferences().level == "medium"


# The offscreen platform cannot pass a dialog's size hints on: a warning of the test
# set-up's plugin, not of the game.
@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_the_dialog_opens_from_the_menu_and_closes(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    seen = []

    def close_it():
        dialog = QApplication.activeModalWidget()
        seen.append(dialog)
        dialog.reject()

    QTimer.singleShot(0, close_it)
    window.actions["settings"].trigger()
    assert isinstance(seen[0], SettingsDialog) and seen[0].windowTitle() == "Settings"


def test_window_geometry_and_docks_are_remembered(qtbot):
    first = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(first)
    first.resize(1000, 700)
    first.show()
    qtbot.waitExposed(first)
    first.actions["score_log"].trigger()
    assert first.logDock.isVisible()
    first.close()
    saved = QSettings().value("window/geometry")
    assert saved and QSettings().value("window/state")
    second = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(second)
    # the restored window is fitted inside the screen (offscreen: 800 × 800) with room for
    # its frame (issue 15, window_geometry.FRAME_GUESS): 16 pixels narrower, as high as saved,
    # where the first one's inside was put (8, 40: its frame above and left of that)
    assert second.geometry() == QRect(8, 40, 784, 700)  # not the default 1280 × 860
    second.show()
    qtbot.waitExposed(second)
    # 784 wide leaves no room for the board's least width beside the dock: it waits
    # closed (ui/board_room.py) until the window has room for both again
    qtbot.waitUntil(lambda: not second.logDock.isVisible())
    second.resize(1000, 700)
    qtbot.waitUntil(second.logDock.isVisible)
    assert not second.logDock.isFloating()


# --- statistics ------------------------------------------------------------------------------


def _finish(window, qtbot) -> None:
    engine = window.engine
    while engine.state.phase is not Phase.GAME_OVER:
        assert engine.perform(engine.hint())
        qtbot.waitUntil(lambda: not engine.isThinking())


def test_the_statistics_dialog_shows_a_finished_skunk(window, qtbot):
    _finish(window, qtbot)  # seed 47: you win 121 to 76, a skunk
    dialog = window.createStatisticsDialog()
    qtbot.addWidget(dialog)
    assert dialog.category() == "computer/expert"
    assert dialog.playedLabel.text() == "1"
    cell = {key: (a.text(), b.text()) for key, (a, b) in dialog.cells.items()}
    assert cell["won"] == ("1 (100%)", "0 (0%)")
    assert cell["skunks_given"] == ("1", "0") and cell["skunks_taken"] == ("0", "1")
    record = window.statistics.record("computer/expert")
    assert cell["hand"][0] == f"{record.average('hand', 0):.1f}"
    assert cell["play"][1] == f"{record.average('play', 1):.1f}"
    assert cell["best_hand"] == tuple(str(b) for b in record.best_hand)
    assert [h.text() for h in dialog.headers] == ["You", "Computer"]
    assert dialog.chart.margins() == [45]
    assert dialog.chartTitle.text() == ("Final margins of the recent games in points, oldest "
                                        "first (bars up: you won)")
    dialog.setCategory("two_players")
    assert dialog.playedLabel.text() == "0" and dialog.cells["hand"][0].text() == "—"
    assert [h.text() for h in dialog.headers] == ["First player", "Second player"]
    assert dialog.chart.margins() == []


def test_reset_asks_first(window, qtbot, monkeypatch, store):
    _finish(window, qtbot)
    dialog = window.createStatisticsDialog()
    qtbot.addWidget(dialog)
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Reset]
    asked = []

    def question(*args, **kwargs):
        asked.append(args[2])
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    dialog.resetButton.click()  # cancelled
    assert window.statistics.record("computer/expert").played == 1
    assert load_statistics(store.statistics_path).record("computer/expert").played == 1
    dialog.resetButton.click()  # confirmed
    assert asked and "cannot be undone" in asked[0]
    assert dialog.playedLabel.text() == "0" and dialog.chart.margins() == []
    assert load_statistics(store.statistics_path).record("computer/expert").played == 0
    # the reset match does not come back when it is finished again after undo
    window.engine.undoStack().undo()
    _finish(window, qtbot)
    assert load_statistics(store.statistics_path).record("computer/expert").played == 0


def test_a_damaged_statistics_file_is_reported_and_kept(qtbot, store):
    store.directory.mkdir(parents=True)
    store.statistics_path.write_text('{"format": "crib-qt-statistics", "version": 1}')
    win = MainWindow(GameEngine(seed=47, computer=BasicPlayer()), store=store)
    qtbot.addWidget(win)
    assert len(win.problems) == 1 and win.problems[0].startswith("The statistics file was damaged")
    aside = [p for p in store.directory.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_text().endswith('"version": 1}')
    _finish(win, qtbot)
    assert load_statistics(store.statistics_path).record("computer/expert").played == 1
    assert aside[0].exists()


def test_the_chart_paints(qtbot):
    chart = MarginChart()
    qtbot.addWidget(chart)
    chart.resize(400, 160)
    chart.setMargins(list(range(-30, 30, 2)))
    assert len(chart.margins()) == 20
    image = chart.grab().toImage()
    assert image.width() == 400 and image.pixelColor(200, 80).isValid()


def test_the_dialogs_are_translated_with_the_window(window, qtbot):
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    window.setLanguage("pt_BR")
    assert level_name("easy") != "Easy"  # Portuguese
    qtbot.waitUntil(lambda: dialog.levelBox.itemText(0) == level_name("easy"))
    window.setLanguage("en")
    qtbot.waitUntil(lambda: dialog.levelBox.itemText(0) == "Easy")
    stats = StatisticsDialog(lambda: window.statistics, lambda: None, "two_players")
    qtbot.addWidget(stats)
    assert stats.categoryBox.count() == 5
