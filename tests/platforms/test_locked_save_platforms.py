"""A save another program holds for a moment on Windows (an antivirus scan, a backup or
a sync tool opening it without sharing it) is not damaged: it stays where it is,
untouched, the player is told it cannot be read now, nothing is saved over it, and the
next start resumes it (crib_qt/data_files.py's `LockedFile`, ui/keeping.py). Windows is
simulated by what data_files sees of the system (`os`)."""

from __future__ import annotations

import errno
import os
import types

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from crib_qt import data_files
from crib_qt.ai import BasicPlayer
from crib_qt.app import open_window
from crib_qt.engine import GameEngine
from crib_qt.persistence import LockedFile, MatchStore, load_match, read_bounded, save_match
from crib_qt.statistics import Statistics, load_statistics, save_statistics
from crib_qt.ui.main_window import MainWindow

STATISTICS_NOTICE = ("The statistics file cannot be read just now (another program may be "
                     "using it), so it was left as it is and no statistics will be saved until "
                     "the next start.")
LOCKED_NOTICE = ("The saved match cannot be read just now (another program may be using it), "
                 "so it was left as it is, and no match will be saved until it can be read: "
                 "close that program and choose Try Again, or start the game again later.")


def _windows_error(winerror: int | None, path=None) -> PermissionError:
    """What Python raises on Windows: a sharing violation (32) on opening, or the C
    runtime's bare EACCES (no winerror) for a read of a region another program locked."""
    text = {32: "The process cannot access the file because it is being used by another "
                "process", None: "Permission denied"}[winerror]
    exc = PermissionError(errno.EACCES, text, *([] if path is None else [os.fspath(path)]))
    if winerror is not None:
        exc.winerror = winerror  # an attribute of OSError on Windows only
    return exc


def _windows_os(held: set, on_read: bool = False) -> types.ModuleType:
    """`os` as data_files sees it on Windows while another program holds the files
    `held`: opening them is a sharing violation, or with `on_read` they open and their
    read is refused (a locked region). Renaming them works (the other program shared
    deleting), as it did when they were taken for damaged and moved aside."""
    windows = types.ModuleType("os")
    windows.__dict__.update(os.__dict__)
    windows.name = "nt"
    held = {os.fspath(path) for path in held}

    def open_(path, flags, *args, **kwargs):
        if os.fspath(path) in held and not on_read:
            raise _windows_error(32, path)
        return os.open(path, flags, *args, **kwargs)

    def fdopen(fd, *args, **kwargs):
        file = os.fdopen(fd, *args, **kwargs)
        if any(os.path.samestat(os.fstat(fd), os.stat(path)) for path in held):
            def read(*_):
                raise _windows_error(None)

            file.read = read
        return file

    windows.open, windows.fdopen = open_, fdopen
    return windows


@pytest.fixture
def store(tmp_path):
    return MatchStore(tmp_path / "data")


def _saved_match(store: MatchStore) -> GameEngine:
    """A match in progress, saved in `store` as the window saves it."""
    engine = GameEngine(seed=5, computer=BasicPlayer(), synchronous=True)
    for _ in range(6):
        engine.perform(engine.hint())
    save_match(store.match_path, engine)
    return engine


@pytest.mark.parametrize("on_read", [False, True], ids=["sharing-violation", "locked-read"])
def test_a_held_save_is_locked_not_damaged_and_left_untouched(store, monkeypatch, on_read):
    _saved_match(store)
    content = store.match_path.read_bytes()
    monkeypatch.setattr(data_files, "os", _windows_os({store.match_path}, on_read))
    with pytest.raises(LockedFile) as raised:
        read_bounded(store.match_path)
    reason = "Permission denied" if on_read else ("The process cannot access the file because "
                                                  "it is being used by another process")
    assert raised.value.reason == reason and raised.value.aside is None
    with pytest.raises(LockedFile) as raised:
        load_match(store.match_path)
    assert str(raised.value) == f"match.json cannot be read now ({reason}); it was left as it is"
    assert os.listdir(store.directory) == ["match.json"]
    assert store.match_path.read_bytes() == content


def test_the_window_says_so_saves_nothing_over_it_and_the_next_start_resumes_it(store, qtbot,
                                                                              monkeypatch):
    engine = _saved_match(store)
    content = store.match_path.read_bytes()
    monkeypatch.setattr(data_files, "os", _windows_os({store.match_path}))
    first = open_window(None, store=store)
    qtbot.addWidget(first)
    assert first.problems == [LOCKED_NOTICE]
    assert first.statusBar().currentMessage() == LOCKED_NOTICE
    assert first.engine.matchId != engine.matchId  # a new match, played unsaved
    assert first.engine.perform(first.engine.hint())
    assert not first.saveMatch(wait=True)
    first.close()
    assert os.listdir(store.directory) == ["match.json"]
    assert store.match_path.read_bytes() == content
    monkeypatch.setattr(data_files, "os", os)  # the other program let go of it
    second = open_window(None, store=store)
    qtbot.addWidget(second)
    assert second.problems == [] and second.engine.steps() == engine.steps()
    assert second.engine.state == engine.state


def test_held_statistics_are_left_as_they_are_and_not_written_over(store, qtbot, monkeypatch):
    """The statistics read as the save (data_files.load_json_file): a held file was
    moved aside as damaged and the statistics started afresh."""
    statistics = Statistics()
    statistics.counted.append("0" * 32)
    save_statistics(store.statistics_path, statistics)
    content = store.statistics_path.read_bytes()
    monkeypatch.setattr(data_files, "os", _windows_os({store.statistics_path}))
    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()), store=store)
    qtbot.addWidget(window)
    assert window.problems == [STATISTICS_NOTICE]
    window.resetStatistics()  # would write an empty file over them
    window.close()
    assert os.listdir(store.directory) == ["statistics.json"]
    assert store.statistics_path.read_bytes() == content
    monkeypatch.setattr(data_files, "os", os)
    assert load_statistics(store.statistics_path).counted == ["0" * 32]


def _problem_box(window, qtbot) -> QMessageBox:
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "problemBox") is not None)
    return window.findChild(QMessageBox, "problemBox")


def _held_at_start(store, qtbot, monkeypatch):
    """A window started while another program holds its saved match: (the engine of the
    match saved, the window, its problem box)."""
    engine = _saved_match(store)
    monkeypatch.setattr(data_files, "os", _windows_os({store.match_path}))
    window = open_window(None, store=store)
    qtbot.addWidget(window)
    window.show()
    return engine, window, _problem_box(window, qtbot)


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_try_again_resumes_the_held_save_once_let_go(store, qtbot, monkeypatch):
    engine, window, box = _held_at_start(store, qtbot, monkeypatch)
    assert box.text() == LOCKED_NOTICE
    assert [b.text() for b in box.buttons()] == ["OK", "Try Again", "Show Details..."]
    # still held: Try Again says so again, in a box of its own, and nothing is saved
    with qtbot.waitSignal(box.destroyed):
        box.findChild(QAbstractButton, "tryAgain").click()
    again = _problem_box(window, qtbot)
    assert window.problems == [LOCKED_NOTICE, LOCKED_NOTICE]
    assert not window.saveMatch(wait=True)
    monkeypatch.setattr(data_files, "os", os)  # the other program let go of it
    with qtbot.waitSignal(again.destroyed):
        again.findChild(QAbstractButton, "tryAgain").click()
    qtbot.waitUntil(lambda: window.engine.matchId == engine.matchId)
    assert window.engine.steps() == engine.steps() and window.engine.state == engine.state
    assert window.statusBar().currentMessage() == "Saved game resumed"
    assert window.view.accessibility.announcements[-1].startswith("Saved game resumed")
    assert window.problems == [LOCKED_NOTICE, LOCKED_NOTICE]
    assert window.saveMatch(wait=True)  # saving goes on


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_escape_closes_the_held_save_box_as_ok_does(store, qtbot, monkeypatch):
    _, window, box = _held_at_start(store, qtbot, monkeypatch)
    assert box.escapeButton() is box.button(QMessageBox.StandardButton.Ok)
    with qtbot.waitSignal(box.destroyed):
        QTest.keyClick(box, Qt.Key.Key_Escape)
    assert window.problems == [LOCKED_NOTICE]  # not tried again


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_try_again_with_no_game_to_resume_says_this_match_is_saved(store, qtbot, monkeypatch):
    _, window, box = _held_at_start(store, qtbot, monkeypatch)
    match = window.engine.matchId
    monkeypatch.setattr(data_files, "os", os)
    store.match_path.unlink()  # the other program let go of it, and took it away
    with qtbot.waitSignal(box.destroyed):
        box.findChild(QAbstractButton, "tryAgain").click()
    text = ("The saved match could be read and holds no game in progress; this match is "
            "saved from now on.")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == text)
    assert window.view.accessibility.announcements[-1] == text
    assert window.engine.matchId == match and load_match(store.match_path).match_id == match
