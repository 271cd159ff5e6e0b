"""What a screen reader hears when a pane is shown or hidden by its key and when the
language changes (U6; play-test 32 with Orca: Ctrl+L and Ctrl+K said only "left
control", a language chosen in Settings said nothing)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtTest import QTest

from coach_moves import play_until, steps_near_the_end
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules.match import GameStart
from crib_qt.rules.match_score import MatchScore
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.spoken_lines import say


def _window(qtbot, store) -> MainWindow:
    window = MainWindow(GameEngine(seed=47, computer=BasicPlayer()), store=store)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def _said(window) -> list[str]:
    return window.view.accessibility.announcements


def test_ctrl_l_and_ctrl_k_say_the_pane_shown_and_hidden(make_board, qtbot):
    window = make_board(47, size=(1366, 768)).window
    for key, title in ((Qt.Key.Key_L, "Score log"), (Qt.Key.Key_K, "Coach")):
        action = window.actions["score_log" if key == Qt.Key.Key_L else "coach_panel"]
        for _ in range(2):
            was = action.isChecked()
            before = len(_said(window))
            QTest.keyClick(window.view, key, Qt.KeyboardModifier.ControlModifier)
            assert action.isChecked() is not was  # the key did show or hide it
            expected = (f"{title} shown. F6 moves to it." if not was else f"{title} hidden.")
            qtbot.waitUntil(lambda: _said(window)[before:] == [expected])
    assert window.view.hasFocus()  # the player keeps their place on the table


def test_the_pane_line_is_in_the_language_of_the_table(qtbot, store):
    window = _window(qtbot, store)
    window.setLanguage("pt_BR")
    try:
        qtbot.waitUntil(lambda: _said(window)[-1:] == ["Idioma: Português (Brasil)"])
        action = window.actions["coach_panel"]
        was = action.isChecked()
        action.trigger()
        expected = ("Painel Treinador fechado." if was
                    else "Painel Treinador aberto. F6 leva até ele.")
        qtbot.waitUntil(lambda: _said(window)[-1:] == [expected])
    finally:
        window.setLanguage("en")


def test_a_language_chosen_in_settings_is_said_once_in_that_language(qtbot, store):
    window = _window(qtbot, store)
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    box = dialog.languageBox
    try:
        for code, line in (("ms", "Bahasa: Melayu"), ("fil", "Wika: Filipino"),
                           ("en", "Language: English")):
            before = len(_said(window))
            box.setCurrentIndex(box.findData(code))
            qtbot.waitUntil(lambda: _said(window)[before:] == [line])
    finally:
        window.setLanguage("en")


@pytest.mark.parametrize("several", [False, True], ids=["game", "match"])
def test_the_review_ready_notice_is_said_and_shown_once_the_board_shows_the_end(
        make_board, several):
    """Play-test 32 with Orca: "The game review is ready" was only put in the status
    bar when the match was won and reviewed (ui/coach_action.py); a screen reader
    never heard it. The fresh-user trial of stop 40: it came while the winning hand
    was still counted, telling the end before the board did; it waits for the board's
    end panel. A best of 3 from 1-1 (R7) is won by this game, a single game by its own."""
    board = make_board(8)
    window, engine = board.window, board.engine
    start = GameStart(MatchScore(2, False, (1, 1), 3), 1, 20) if several else GameStart()
    steps = steps_near_the_end(8, start)
    engine.restoreMatch(8, steps, len(steps), start=start)
    board.wait_settled()
    text = ("The match review is ready: Game ▸ Match review…" if several
            else "The game review is ready: Game ▸ Game review…")
    window.coach.matchReviewed.emit(engine.matchId)  # as if reviewed before the end shows
    assert window.statusBar().currentMessage() != text and text not in _said(window)
    told = []
    window.statusBar().messageChanged.connect(
        lambda line: told.append((line, window.scene.endPanel.isVisible())))
    play_until(board, lambda: engine.state.winner is not None)
    board.qtbot.waitUntil(lambda: (text, True) in told)
    assert (text, False) not in told
    assert text in _said(window)


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_a_line_said_with_a_dialog_focused_is_announced_once(qtbot, store, monkeypatch):
    """The announcer's event is the one announcement: the focused box of the dialog
    gets the line only as a passing description (Orca 43), not as a second
    announcement that a newer screen reader would say twice (the review of 8dbc25c)."""
    window = _window(qtbot, store)
    window.view.accessibility.ensureMirrors()  # a screen reader is there
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.languageBox.hasFocus())
    sent = []
    real = QAccessible.updateAccessibility

    def record(event: QAccessibleEvent) -> None:
        if event.type() == QAccessible.Event.Announcement:
            sent.append(event.message())
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    say(window, "Language: English")
    assert sent == ["Language: English"]
    assert dialog.languageBox.accessibleDescription() == ""  # the passing one went by
