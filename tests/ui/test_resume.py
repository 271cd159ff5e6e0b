"""Never lose a game: the window autosaves after every action and a new window resumes
the match exactly (position, undo history, redo); finished matches are not resumed;
a damaged save is reported once and kept aside; each finished match counts once."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from crib_qt.ai import BasicPlayer
from crib_qt.app import open_window
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore, load_match, match_to_bytes
from crib_qt.rules import Phase
from crib_qt.statistics import load_statistics
from crib_qt.ui.main_window import MainWindow


@pytest.fixture
def store(tmp_path):
    return MatchStore(tmp_path / "data")


def _snapshot(window: MainWindow) -> dict:
    engine = window.engine
    undo = engine.undoStack()
    return {"state": engine.state, "seed": engine.seed, "id": engine.matchId,
            "count": undo.count(), "index": undo.index(), "can_redo": undo.canRedo(),
            "can_undo": undo.canUndo(), "steps": engine.steps(),
            "texts": [undo.text(i) for i in range(undo.count())],
            "log": window.scene.presenter.scoreLog.rowCount()}


def test_close_and_reopen_resumes_the_same_position_and_history(drive, store, qtbot):
    first = MainWindow(GameEngine(seed=47, computer=BasicPlayer()), store=store)
    assert not first.resumeSaved()  # nothing saved yet: the new match is saved at once
    assert load_match(store.match_path).steps == ()
    board = drive(first)
    for _ in range(16):
        board.act()
        saved = load_match(store.match_path)  # saved after every action
        assert saved.position == first.engine.state
    for _ in range(3):
        first.actions["undo"].trigger()
    board.wait_settled()
    before = _snapshot(first)
    undo = first.engine.undoStack()
    redone = undo.command(undo.index()).after
    assert before["can_redo"] and before["index"] == 13 and before["count"] == 16
    first.close()

    second = open_window(None, store=store)  # the way the app starts
    assert not second.problems
    again = drive(second)
    assert _snapshot(second) == before
    again.check_board_matches_engine()
    assert second.actions["redo"].isEnabled() and second.actions["undo"].isEnabled()
    second.actions["redo"].trigger()  # redo replays the recorded turn (U4)
    again.wait_settled()
    assert second.engine.state == redone
    assert second.engine.undoStack().index() == 14
    assert load_match(store.match_path).index == 14  # undo and redo are saved too


def test_redo_after_resume_replays_the_recorded_turn(drive, store):
    first = MainWindow(GameEngine(seed=141, computer=BasicPlayer()), store=store)
    first.resumeSaved()
    board = drive(first)
    for _ in range(10):
        board.act()
    first.actions["undo"].trigger()
    undo = first.engine.undoStack()
    after_redo = undo.command(undo.index()).after
    first.close()
    second = MainWindow(GameEngine(computer=BasicPlayer()), store=store)
    assert second.resumeSaved()
    again = drive(second)
    second.actions["redo"].trigger()
    again.wait_settled()
    assert second.engine.state == after_redo
    again.act()  # and play goes on
    assert second.engine.undoStack().count() == 11


def test_a_finished_match_is_not_resumed(store, qtbot):
    first = MainWindow(GameEngine(seed=47, computer=BasicPlayer()), store=store)
    qtbot.addWidget(first)
    engine = first.engine
    while engine.state.phase is not Phase.GAME_OVER:
        assert engine.perform(engine.hint())
        qtbot.waitUntil(lambda: not engine.isThinking())
    assert load_match(store.match_path).finished
    first.close()
    second = open_window(None, store=store)
    qtbot.addWidget(second)
    assert second.engine.undoStack().count() == 0
    assert second.engine.state.phase is Phase.CUT_FOR_DEAL
    assert not load_match(store.match_path).finished  # the new match replaced it


#: The offscreen platform cannot give a window fixed size hints, as QMessageBox asks;
#: a plugin limitation of the test set-up, not a problem of the game.
OFFSCREEN_SIZE_HINTS = "This plugin does not support propagateSizeHints"


@pytest.mark.qt_log_ignore(OFFSCREEN_SIZE_HINTS)
def test_a_damaged_save_is_reported_kept_aside_and_a_new_match_starts(store, qtbot):
    store.directory.mkdir(parents=True)
    store.match_path.write_text('{"format": "crib-qt-match", "version": 1, "seed": ')
    window = open_window(None, store=store)
    qtbot.addWidget(window)
    assert len(window.problems) == 1
    sentence = window.problems[0]
    assert sentence.startswith("The saved match could not be read, so a new match has started")
    assert window.statusBar().currentMessage() == sentence
    aside = [p for p in store.directory.iterdir() if p.name.startswith("match.json.damaged-")]
    assert len(aside) == 1 and aside[0].name in sentence
    plain = sentence.replace(aside[0].name, "FILE")
    assert plain.endswith("FILE.") and plain.count(".") == 1  # one sentence
    assert aside[0].read_text().endswith('"seed": ')
    assert load_match(store.match_path).steps == ()  # the new match is saved
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "problemBox") is not None)
    box = window.findChild(QMessageBox, "problemBox")
    assert box.text() == sentence and "damaged" in box.detailedText()
    box.close()


def test_a_hostile_history_never_reaches_the_window(store, qtbot):
    engine = GameEngine(seed=5, computer=BasicPlayer(), synchronous=True)  # a script
    for _ in range(6):
        engine.perform(engine.hint())
    data = json.loads(match_to_bytes(engine))
    data["steps"][2] = [["play", "AS"]]  # not a legal turn there
    store.directory.mkdir(parents=True)
    store.match_path.write_text(json.dumps(data))
    window = open_window(None, store=store)
    qtbot.addWidget(window)
    assert window.engine.undoStack().count() == 0 and len(window.problems) == 1


def test_a_finished_match_counts_once_even_after_undo_and_a_second_finish(store, qtbot):
    window = MainWindow(GameEngine(seed=47, computer=BasicPlayer()), store=store)
    qtbot.addWidget(window)
    engine, undo = window.engine, window.engine.undoStack()

    def finish():
        while engine.state.phase is not Phase.GAME_OVER:
            assert engine.perform(engine.hint())
            qtbot.waitUntil(lambda: not engine.isThinking())

    def played():
        return load_statistics(store.statistics_path).record("computer/expert").played

    finish()
    assert played() == 1
    record = load_statistics(store.statistics_path).record("computer/expert")
    assert record.wins == [1, 0] and record.skunks == [1, 0] and record.recent == [45]
    undo.undo()
    undo.redo()  # the win again, by redo
    for _ in range(5):
        undo.undo()
    finish()  # and again, played on
    assert played() == 1
    engine.restart()  # a new match (same cards) counts anew
    finish()
    assert played() == 2
    assert window.statistics.record("computer/expert").played == 2


def test_a_write_failure_is_reported_once(tmp_path, qtbot):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()),
                        store=MatchStore(blocker / "data"))
    qtbot.addWidget(window)
    assert not window.saveMatch()
    window.engine.perform(window.engine.hint())
    qtbot.waitUntil(lambda: not window.engine.isThinking())  # the turn is saved once in
    assert window.problems == ["The match could not be saved."]


def test_a_save_that_fails_to_restore_is_kept_aside_too(store, qtbot, monkeypatch):
    engine = GameEngine(seed=5, computer=BasicPlayer(), synchronous=True)  # a script
    engine.perform(engine.hint())
    store.directory.mkdir(parents=True)
    content = match_to_bytes(engine)
    store.match_path.write_bytes(content)

    def broken(*_):
        raise ValueError("restore failed")

    monkeypatch.setattr("crib_qt.ui.keeping.restore_match", broken)
    window = open_window(None, store=store)
    qtbot.addWidget(window)
    assert len(window.problems) == 1 and "kept as match.json.damaged-" in window.problems[0]
    aside = [p for p in store.directory.iterdir() if ".damaged-" in p.name]
    assert [p.read_bytes() for p in aside] == [content]


def test_a_seed_on_the_command_line_starts_that_match_instead(store, qtbot):
    first = open_window(None, store=store)
    qtbot.addWidget(first)
    first.engine.perform(first.engine.hint())
    qtbot.waitUntil(lambda: not first.engine.isThinking())
    second = open_window(None, seed=1234, store=store)
    qtbot.addWidget(second)
    assert second.engine.seed == 1234 and second.engine.undoStack().count() == 0
    assert load_match(store.match_path).seed == 1234
