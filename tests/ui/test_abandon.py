"""Restart and New game abandon a game in progress only when the player says so, and
can be undone (issue 15, items 3 and 4): the question (crib_qt/ui/abandon.py), the Edit
menu's "Undo Restart", the names of an undone New game, the statistics of an abandoned
game, the autosave and a resume. U4 and U5 hold within each match."""

from __future__ import annotations

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.persistence import load_match
from crib_qt.rules import new_game
from crib_qt.statistics import load_statistics
from crib_qt.ui.abandon import AbandonQuestion
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.new_game import GameOptions, NewGameDialog
from crib_qt.ui.settings_dialog import Preferences, load_preferences


@pytest.fixture
def window(qtbot, store, private_settings):  # noqa: ARG001
    win = MainWindow(GameEngine(seed=47, computer=BasicPlayer(), level="hard",
                                synchronous=True), store=store)
    qtbot.addWidget(win)
    win.resumeSaved()
    win.setBoardTimes(0, 0)
    return win


@pytest.fixture
def answers(monkeypatch):
    """The player's answers to the question, in order ("abandon", "keep", or
    "abandon!" with Don't ask again ticked); every question asked is kept in `asked`."""

    class Answers(list):
        asked: list = []

    given = Answers()

    def exec_(box: AbandonQuestion) -> int:  # the player's click, without an event loop
        Answers.asked.append(box)
        answer = given.pop(0)
        box.dontAskBox.setChecked(answer.endswith("!"))
        (box.abandonButton if answer.startswith("abandon") else box.keepButton).click()
        return 0

    monkeypatch.setattr(AbandonQuestion, "exec", exec_)
    return given


def _play(window: MainWindow, count: int) -> None:
    for _ in range(count):
        assert window.engine.perform(window.engine.hint())


def test_restart_asks_first_and_keep_playing_changes_nothing(window, answers):
    _play(window, 4)
    engine = window.engine
    position, steps, match_id = engine.state, engine.steps(), engine.matchId
    answers.append("keep")
    assert not window.requestRestart() and not answers
    box = answers.asked[-1]
    assert box.windowTitle() == "Restart" and box.text() == "Abandon the game in progress?"
    assert box.informativeText() == ("It counts as a loss in the statistics once you make "
                                     "the first move of the new game or close the window. "
                                     "Undo (Ctrl+Z) brings it back.")
    assert box.defaultButton() is box.keepButton and box.escapeButton() is box.keepButton
    assert [b.text() for b in (box.abandonButton, box.keepButton)] == ["Restart",
                                                                       "Keep playing"]
    assert box.dontAskBox.text() == "Don't ask again"
    assert engine.state is position and engine.steps() == steps and engine.matchId == match_id


def test_undo_restart_returns_to_the_game_and_redo_goes_forward(window, answers, store):
    _play(window, 4)
    engine = window.engine
    position, steps = engine.state, engine.steps()
    answers.append("abandon")
    window.actions["restart"].trigger()
    assert engine.state == new_game(47) and engine.seed == 47  # U5
    assert window.actions["undo"].isEnabled() and window.actions["undo"].text() == "&Undo Restart"
    assert load_match(store.match_path).steps == ()  # the new match is what is saved
    _play(window, 1)
    assert window.actions["undo"].text().startswith("&Undo ")
    window.actions["undo"].trigger()
    assert window.actions["redo"].text() == "&Redo Cut"
    window.actions["undo"].trigger()  # Undo Restart
    assert engine.state is position and engine.steps() == steps
    assert window.actions["redo"].text() == "&Redo Restart"
    window.flushSaves()
    saved = load_match(store.match_path)
    assert saved.position == position and saved.match_id == engine.matchId
    window.actions["redo"].trigger()
    assert engine.state == new_game(47) and window.actions["undo"].text() == "&Undo Restart"


def test_no_question_before_the_first_deal_or_after_the_win(window, answers):
    assert not window.engine.inProgress()
    assert window.requestRestart() and answers.asked == []
    engine = window.engine
    while engine.state.winner is None:
        _play(window, 1)
    assert window.requestRestart() and answers.asked == []
    assert window.actions["undo"].text() == "&Undo Restart"  # back to the won game


def test_dont_ask_again_is_remembered_and_shown_in_settings(window, answers, qtbot):
    _play(window, 4)
    answers.append("abandon!")
    assert window.requestRestart()
    assert load_preferences().ask_abandon is False
    assert window.preferences().ask_abandon is False
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    assert not dialog.askAbandonBox.isChecked()
    assert dialog.askAbandonBox.text() == ("Ask before Restart or New game abandons a game "
                                           "in progress")
    assert dialog.abandonNote.text() == (
        "Against the computer a game abandoned by Restart or New game counts as a loss once "
        "the new game's first move is made or the window closes; two players' games count "
        "for neither.")
    _play(window, 4)
    assert window.requestRestart() and len(answers.asked) == 1  # not asked again
    dialog.askAbandonBox.setChecked(True)  # Settings turns the question on again
    assert load_preferences().ask_abandon is True
    _play(window, 4)
    answers.append("keep")
    assert not window.requestRestart() and len(answers.asked) == 2


def test_new_game_asks_after_the_dialog(window, answers, monkeypatch):
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: NewGameDialog.DialogCode.Accepted)
    _play(window, 4)
    position = window.engine.state
    answers.append("keep")
    assert not window.showNewGameDialog()
    assert answers.asked[-1].windowTitle() == "New game"
    assert answers.asked[-1].abandonButton.text() == "Start a new game"
    assert window.engine.state is position
    answers.append("abandon")
    assert window.showNewGameDialog() and window.engine.state != position
    assert window.actions["undo"].text() == "&Undo New game"


def test_undo_new_game_brings_back_the_players_names(window, answers):
    window.startNewGame(GameOptions(MODE_TWO_PLAYERS, "hard", ("Ann", "Bo")), seed=5)
    _play(window, 4)
    answers.append("abandon")
    box_mode = []
    window.mayAbandon("new_game")
    box_mode.append(answers.asked[-1].informativeText())
    assert box_mode == ["Games of two players that are abandoned count for neither player. "
                        "Undo (Ctrl+Z) brings it back."]
    window.startNewGame(GameOptions(MODE_TWO_PLAYERS, "hard", ("Cy", "Di")), seed=6)
    assert window.presenter.names == ("Cy", "Di")
    window.actions["undo"].trigger()
    assert window.engine.seed == 5 and window.presenter.names == ("Ann", "Bo")
    window.actions["redo"].trigger()
    assert window.engine.seed == 6 and window.presenter.names == ("Cy", "Di")


# --- statistics (item 4) ---------------------------------------------------------------------


def test_an_abandoned_game_counts_as_lost_once_the_new_game_has_a_move(window, answers,
                                                                        store, qtbot):
    engine = window.engine
    _play(window, 6)
    abandoned_id, hand = engine.matchId, engine.state.hand_number
    answers.append("abandon")
    window.requestRestart()
    assert window.statistics.record("computer/hard").played == 0
    window.actions["undo"].trigger()  # withdrawn before the new game's first move
    window.actions["redo"].trigger()
    assert window.statistics.record("computer/hard").played == 0
    _play(window, 1)  # the new game's first move: the abandoned game is lost
    record = load_statistics(store.statistics_path).record("computer/hard")
    assert (record.played, record.wins, record.abandoned, record.skunks) == (1, [0, 1], 1,
                                                                            [0, 0])
    assert record.recent == [] and abandoned_id in window.statistics.counted
    dialog = window.createStatisticsDialog()
    qtbot.addWidget(dialog)
    assert dialog.category() == "computer/hard"
    assert dialog.playedLabel.text() == "1 (1 abandoned)"
    assert record.dealt == hand == 1
    window.actions["undo"].trigger()
    window.actions["undo"].trigger()  # back in the abandoned game: the loss stays, once
    _play(window, 1)
    window.actions["undo"].trigger()
    window.actions["redo"].trigger()
    assert load_statistics(store.statistics_path).record("computer/hard").played == 1


def test_closing_the_window_before_the_new_games_first_move_counts_the_loss(window, answers,
                                                                            store):
    # The save keeps the new game alone, so after closing no Undo can bring the old one
    # back: quitting at once is no way round a loss (issue 15, item 4).
    _play(window, 6)
    abandoned_id = window.engine.matchId
    answers.append("abandon")
    window.requestRestart()
    assert window.statistics.record("computer/hard").played == 0
    window.close()
    record = load_statistics(store.statistics_path).record("computer/hard")
    assert (record.played, record.wins, record.abandoned) == (1, [0, 1], 1)
    assert abandoned_id in window.statistics.counted


def test_closing_the_window_with_nothing_abandoned_counts_nothing(window, store):
    _play(window, 6)
    window.close()
    # the file may hold an achievement of those moves (issue 21), never a game
    assert not store.statistics_path.exists() or not load_statistics(
        store.statistics_path).records


def test_an_abandoned_two_players_game_counts_for_neither(window, answers, store):
    window.startNewGame(GameOptions(MODE_TWO_PLAYERS, "hard", ("Ann", "Bo")), seed=5)
    _play(window, 6)
    answers.append("abandon")
    window.requestRestart()
    _play(window, 2)
    assert window.statistics.record("two_players").played == 0
    assert not store.statistics_path.exists() or load_statistics(
        store.statistics_path).record("two_players").played == 0


# --- resume and the Settings' auto-continue (item 10) ----------------------------------------


def test_after_a_resume_there_is_no_restart_to_undo(window, answers, store, qtbot):
    _play(window, 4)
    answers.append("abandon")
    window.requestRestart()
    _play(window, 2)
    window.flushSaves()
    again = MainWindow(GameEngine(seed=1, computer=BasicPlayer(), synchronous=True),
                       store=store)
    qtbot.addWidget(again)
    assert again.resumeSaved()
    assert again.engine.matchId == window.engine.matchId
    assert again.engine.state == window.engine.state
    again.actions["undo"].trigger()
    again.actions["undo"].trigger()
    assert not again.actions["undo"].isEnabled() and again.engine.state == new_game(47)


def test_the_show_continues_by_itself_as_set(window, monkeypatch, qtbot, private_settings):
    set_to = []
    monkeypatch.setattr(window.presenter, "setAutoContinue", set_to.append)
    assert window.preferences().auto_continue == 0
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    box = dialog.autoContinueBox
    assert [box.itemText(i) for i in range(box.count())] == [
        "Never: Continue by hand", "1 s", "2 s", "3 s", "5 s"]
    box.setCurrentIndex(box.findData(2))
    assert set_to == [2000] and load_preferences().auto_continue == 2
    window.applyPreferences(Preferences(auto_continue=0))
    assert set_to == [2000, 0]
    box.setCurrentIndex(box.findData(5))
    monkeypatch.undo()
    # at the next start the setting is read and given to the board
    seen = []
    from crib_qt.board.presenter import BoardPresenter
    monkeypatch.setattr(BoardPresenter, "setAutoContinue", lambda self, ms: seen.append(ms))
    again = MainWindow(GameEngine(seed=1, computer=BasicPlayer(), synchronous=True))
    qtbot.addWidget(again)
    assert seen == [5000] and again.preferences().auto_continue == 5


def test_a_damaged_auto_continue_setting_reads_as_by_hand(private_settings):
    from PySide6.QtCore import QSettings

    QSettings().setValue("play/autoContinueSeconds", "soon")
    QSettings().setValue("play/askBeforeAbandoning", "maybe")
    assert load_preferences() == Preferences()
    QSettings().setValue("play/autoContinueSeconds", 4)  # not offered
    assert load_preferences().auto_continue == 0


def test_the_board_continues_the_show_after_the_seconds_set(window, qtbot):
    from crib_qt.rules import Continue, Phase

    window.applyPreferences(Preferences(auto_continue=1))
    assert window.presenter.auto.continue_ms == 1000
    engine = window.engine
    while engine.state.phase is not Phase.SHOW:
        _play(window, 1)
    qtbot.waitUntil(window.presenter.isIdle)
    done = engine.undoIndex()
    qtbot.waitUntil(lambda: engine.undoIndex() == done + 1, timeout=5000)
    assert engine.steps()[done][0] == Continue()  # made for the player: one undo step (U4)
    window.applyPreferences(Preferences(auto_continue=0))
    assert window.presenter.auto.continue_ms == 0


def test_the_edit_menu_names_the_step_in_the_language_of_now(window):
    from PySide6.QtCore import QCoreApplication

    _play(window, 1)
    assert window.actions["undo"].text() == "&Undo Cut"
    window.setLanguage("pt_PT")
    cut = QCoreApplication.translate("GameEngine", "Cut")
    assert cut != "Cut" and window.actions["undo"].text().endswith(" " + cut)
    window.setLanguage("en")
    assert window.actions["undo"].text() == "&Undo Cut"
