"""Never lose a game: the window autosaves after every action and a new window resumes
the match exactly (position, undo history, redo); finished matches are not resumed;
a damaged save is reported once and kept aside; each finished match counts once.
The autosave is written off the GUI thread: a burst of moves ends with its newest
position on disk, closing the window or quitting waits for the pending write, and a
write that fails on the writer thread is reported as before."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from crib_qt.ai import BasicPlayer
from crib_qt.app import open_window
from crib_qt.data_files import write_atomic
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore, WriteError, load_match, match_to_bytes
from crib_qt.rules import Phase
from crib_qt.statistics import load_statistics
from crib_qt.ui.main_window import MainWindow
from gated_writes import HeldWrites, WatchedWriter, Writers

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def store(tmp_path):
    return MatchStore(tmp_path / "data")


@pytest.fixture
def own_writer(qapp):  # noqa: ARG001 (a SaveWriter is a QObject)
    """`make(write, cls=SaveWriter, **kwargs)`: a writer of this test's own (`Writers`)."""
    made = Writers()
    yield made.make
    made.close_all()


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


def test_a_write_failure_is_reported_once(tmp_path, qtbot, own_writer, settle):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    writer = own_writer(write_atomic)
    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()),
                        store=MatchStore(blocker / "data", writer))
    qtbot.addWidget(window)
    failures = []
    writer.finished.connect(lambda owner, path, error: failures.append(error))
    assert not window.saveMatch(wait=True)
    assert window.problems == ["The match could not be saved."]
    for _ in range(3):  # the turns are saved (and fail) on the writer thread
        window.engine.perform(window.engine.hint())
        settle(window.engine)
        assert window.flushSaves()
    QCoreApplication.sendPostedEvents()  # the writer's reports, queued to this thread
    assert len(failures) == 3 and all("cannot be created (Not a directory)" in f
                                      for f in failures)
    assert window.problems == ["The match could not be saved."]
    assert window.statusBar().currentMessage() == "The match could not be saved."


def test_a_save_that_fails_on_the_writer_thread_is_reported_here_with_its_reason(
        store, qtbot, own_writer, settle, capsys):
    failing = threading.Event()
    threads = []

    def write(path, data):
        threads.append(threading.current_thread())
        if failing.is_set():
            raise WriteError(f"{path} cannot be written (No space left on device)")
        write_atomic(path, data)

    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()),
                        store=MatchStore(store.directory, own_writer(write)))
    qtbot.addWidget(window)
    window.resumeSaved()
    window.engine.perform(window.engine.hint())
    settle(window.engine)
    assert window.flushSaves()
    kept = window.engine.state
    failing.set()
    window.engine.perform(window.engine.hint())
    settle(window.engine)
    qtbot.waitUntil(lambda: window.problems == ["The match could not be saved."])
    assert threads[-1] is not threading.main_thread()
    assert (f"crib-qt: {store.match_path} cannot be written (No space left on device)"
            in capsys.readouterr().err)
    assert load_match(store.match_path).position == kept  # the previous save is intact
    failing.clear()  # written again: a later failure is reported anew
    window.engine.perform(window.engine.hint())
    settle(window.engine)
    assert window.flushSaves()
    failing.set()
    window.engine.perform(window.engine.hint())
    settle(window.engine)
    qtbot.waitUntil(lambda: len(window.problems) == 2)
    assert window.problems == ["The match could not be saved."] * 2


def test_a_burst_of_moves_ends_with_its_newest_position_on_disk(store, qtbot, own_writer, settle):
    write = HeldWrites()
    writer = own_writer(write)
    window = MainWindow(GameEngine(seed=47, computer=BasicPlayer()),
                        store=MatchStore(store.directory, writer))
    qtbot.addWidget(window)
    engine, undo = window.engine, window.engine.undoStack()
    write.hold()  # a slow disk: the first save takes until the burst is over
    engine.perform(engine.hint())
    settle(engine)
    first = match_to_bytes(engine, window.options.names)
    qtbot.waitUntil(write.began.is_set)
    for _ in range(4):
        engine.perform(engine.hint())
        settle(engine)
    undo.undo()
    undo.undo()
    undo.redo()
    newest = match_to_bytes(engine, window.options.names)
    assert not store.match_path.exists()  # nothing written yet: this is all the GUI did
    write.opened.set()
    qtbot.waitUntil(lambda: not writer.isBusy())
    assert store.match_path.read_bytes() == newest
    assert [data for _, data in write.written] == [first, newest]  # the burst coalesced
    assert all(thread is not threading.main_thread() for thread in write.threads)
    saved = load_match(store.match_path)
    assert saved.position == engine.state and saved.index == undo.index() == 4


def test_closing_the_window_waits_for_the_pending_save(store, qtbot, own_writer, settle):
    asked = threading.Event()
    write = HeldWrites(asked)  # held until someone waits for the writer
    window = MainWindow(GameEngine(seed=47, computer=BasicPlayer()),
                        store=MatchStore(store.directory, own_writer(write, WatchedWriter,
                                                                     asked=asked)))
    qtbot.addWidget(window)
    for _ in range(3):
        window.engine.perform(window.engine.hint())
        settle(window.engine)
    newest = match_to_bytes(window.engine, window.options.names)
    assert not store.match_path.exists()
    window.close()
    assert store.match_path.read_bytes() == newest


_QUIT_CHILD = r"""
import os, sys, threading
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
sys.path.insert(0, sys.argv[2])
from gated_writes import HeldWrites, WatchedWriter, Writers
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore
from crib_qt.ui.main_window import MainWindow
app = QApplication([])
asked = threading.Event()
writer = WatchedWriter(HeldWrites(asked), asked)  # held until someone waits for it
window = MainWindow(GameEngine(seed=47, computer=BasicPlayer(), synchronous=True),
                    store=MatchStore(sys.argv[1], writer))
window.engine.perform(window.engine.hint())
QTimer.singleShot(0, app.quit)  # the application quits; the window is never closed
app.exec()
print(window.engine.undoStack().index(), flush=True)
os._exit(0)  # no interpreter exit: only the quit's own wait can have written the move
"""


def test_quitting_the_application_waits_for_the_pending_save(tmp_path):
    directory = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-c", _QUIT_CHILD, str(directory),
                           str(ROOT / "tests")], check=False, cwd=ROOT, env=env,
                          capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == b"1\n"
    assert load_match(MatchStore(directory).match_path).index == 1


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
