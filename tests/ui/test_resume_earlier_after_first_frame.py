"""A long save's earlier games are replayed after the first frame (issue 14, R7.3): the
app's start restores the save's run at once and replays the games before it (its
"earlier") once the board is painted; then the engine, the score log, the coach's
reviews and the autosave are exactly what a save read whole gives. A damaged "earlier"
is still refused: the file is moved aside, the player told, a new match begun.

Seed 7, first to 3, the baseline player on both seats: game 2 restarted and played into
its second hand, so the save's "earlier" holds game 1 (tests/long_saves.py)."""

from __future__ import annotations

import json

import pytest
from long_saves import long_save as _long_save
from score_log_rows import log_rows
from PySide6.QtWidgets import QMessageBox

from crib_qt.ai import BasicPlayer
from crib_qt.app import open_window
from crib_qt.engine import GameEngine
from crib_qt.models import ScoreLogModel
from crib_qt.persistence import load_match, restore_match, write_atomic


@pytest.fixture(scope="module")
def long_save():
    return _long_save()


def test_the_earlier_games_come_after_the_first_frame_exactly_as_read_whole(
        drive, store, qtbot, long_save):
    data, count = long_save
    write_atomic(store.match_path, data)
    whole = load_match(store.match_path)  # read and replayed before anything: as before
    assert len(whole.earlier.steps) == count == 140
    reference = GameEngine(computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(reference, whole)
    window = open_window(None, store=store)
    engine = window.engine
    # the run is resumed; its games before wait for the first frame
    assert engine.state == whole.position and engine.matchEarlier().steps == ()
    assert engine.earlierGamesWaiting() is not None
    window.flushSaves()  # the resume saves nothing before they are checked: the file as read
    assert store.match_path.read_bytes() == data
    drive(window)
    qtbot.waitUntil(lambda: engine.earlierGamesWaiting() is None)
    assert engine.matchEarlier().actions() == whole.earlier.actions()
    assert engine.scoreLog() == reference.scoreLog()
    shown = ScoreLogModel()
    shown.setPlayerNames(window.presenter.names)
    shown.setLog(reference.scoreLog())
    rows = log_rows(window.presenter.scoreLog)
    assert rows == log_rows(shown)  # the scores only: the coach's verdicts are its own
    assert rows[0][2] == "Game 1 — first dealer: Computer"
    coach = window.coach
    assert [coach.decision(d.index) for d in whole.reviews] == list(whole.reviews)
    assert coach.publishedHands() >= {1, whole.start.hands_before + 1}
    window.flushSaves()
    again = load_match(store.match_path)
    assert again.earlier.actions() == whole.earlier.actions()
    assert again.reviews == whole.reviews
    speech = window.view.accessibility.announcements
    assert [t for t in speech if t.startswith("Saved ")] == [speech[-1]]
    assert not [t for t in speech if " reviewed: " in t]


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
def test_a_damaged_earlier_is_refused_after_the_first_frame_and_kept_aside(
        drive, store, qtbot, long_save):
    data = json.loads(long_save[0])
    del data["start"]["earlier"]["actions"][-1]  # its last NextGame: it ends in game 1
    damaged = json.dumps(data).encode()
    write_atomic(store.match_path, damaged)
    window = open_window(None, store=store)
    assert window.engine.earlierGamesWaiting() is not None and not window.problems
    drive(window)
    qtbot.waitUntil(lambda: bool(window.problems))
    [sentence] = window.problems
    assert sentence.startswith("The saved match could not be read, so a new match has started")
    aside = [p for p in store.directory.iterdir() if p.name.startswith("match.json.damaged-")]
    assert len(aside) == 1 and aside[0].name in sentence
    assert aside[0].read_bytes() == damaged  # kept aside as it was read, never written over
    engine = window.engine
    assert engine.steps() == [] and engine.matchEarlier().steps == ()
    assert engine.earlierGamesWaiting() is None and engine.state.hand_number == 0
    assert load_match(store.match_path).steps == ()  # the new match is saved
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "problemBox") is not None)
    box = window.findChild(QMessageBox, "problemBox")
    assert box.text() == sentence and "'earlier'" in box.detailedText()
    box.close()
    assert not [t for t in window.view.accessibility.announcements if t.startswith("Saved ")]


def test_a_save_asked_before_the_replay_checks_the_earlier_games_first(store, long_save, qtbot):
    data, count = long_save
    write_atomic(store.match_path, data)
    whole = load_match(store.match_path)  # read and replayed at once
    window = open_window(None, store=store)  # no event loop yet: the replay still waits
    qtbot.addWidget(window)  # closed after the test: none of its timers run in others
    engine = window.engine
    assert engine.earlierGamesWaiting() is not None
    assert window.saveMatch()  # e.g. a level changed at once: the games before come first
    assert engine.earlierGamesWaiting() is None and len(engine.matchEarlier().steps) == count
    window.flushSaves()
    again = load_match(store.match_path)
    assert again.earlier.actions() == whole.earlier.actions()
    assert again.position == whole.position == engine.state


def _without_its_last_game(data: bytes) -> bytes:
    """`data` with the last NextGame of its earlier games taken out: they end in game 1
    while the run begins later, a damaged "earlier"."""
    save = json.loads(data)
    del save["start"]["earlier"]["actions"][-1]
    return json.dumps(save).encode()


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
@pytest.mark.parametrize("how", ["restart", "new_game"])
def test_a_restart_or_new_game_before_the_replay_keeps_a_damaged_save_aside(
        store, long_save, monkeypatch, qtbot, how):
    from crib_qt.ui import abandon

    monkeypatch.setattr(abandon, "ask_before_abandoning", lambda: False)
    damaged = _without_its_last_game(long_save[0])
    write_atomic(store.match_path, damaged)
    window = open_window(None, store=store)  # no event loop yet: the replay still waits
    qtbot.addWidget(window)
    if how == "restart":
        window.actions["restart"].trigger()  # Ctrl+R at once
    else:
        window.startNewGame(window.options)
    window.flushSaves()
    aside = [p for p in store.directory.iterdir() if p.name.startswith("match.json.damaged-")]
    assert [p.read_bytes() for p in aside] == [damaged]  # as read, never saved over
    assert window.problems[0].startswith("The saved match could not be read")
    assert window.engine.earlierGamesWaiting() is None and window.engine.matchEarlier().steps == ()


def test_a_restart_before_the_replay_keeps_the_earlier_games_and_their_reviews(
        store, long_save, asked, qtbot):
    data, count = long_save
    write_atomic(store.match_path, data)
    whole = load_match(store.match_path)
    window = open_window(None, store=store)
    qtbot.addWidget(window)
    window.actions["restart"].trigger()  # before the first frame's replay
    window.flushSaves()
    again = load_match(store.match_path)
    assert again.earlier.actions() == whole.earlier.actions()
    # the coach's reviews of the games before, numbered over the match, kept
    assert [d for d in again.reviews if d.index < count] == \
        [d for d in whole.reviews if d.index < count] != []


def test_every_save_after_the_replay_has_the_reviews_numbered_over_the_match(
        drive, store, qtbot, long_save):
    data, count = long_save
    write_atomic(store.match_path, data)
    whole = load_match(store.match_path)
    window = open_window(None, store=store)
    written = []
    submit = window.store.writer.submit

    def record(path, data, owner):
        written.append(data)
        submit(path, data, owner)

    window.store.writer.submit = record
    drive(window)
    qtbot.waitUntil(lambda: window.engine.earlierGamesWaiting() is None)
    window.flushSaves()
    from crib_qt.persistence_read import match_from_bytes

    # none before the coach's reviews were numbered over the match (one went out with
    # the earlier games and none of their reviews)
    earlier_reviews = [d for d in whole.reviews if d.index < count]
    for data in written:
        saved = match_from_bytes(data)
        assert saved.earlier.actions() == whole.earlier.actions()
        assert [d for d in saved.reviews if d.index < count] == earlier_reviews != []
    assert written


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
@pytest.mark.parametrize("damaged", [False, True])
def test_the_window_takes_in_waiting_earlier_games_once_and_says_how(
        store, long_save, qtbot, damaged):
    data, count = long_save
    write_atomic(store.match_path, _without_its_last_game(data) if damaged else data)
    window = open_window(None, store=store)  # no event loop yet: the replay still waits
    qtbot.addWidget(window)
    engine = window.engine
    assert engine.earlierGamesWaiting() is not None
    assert window.takeInEarlierGames(wait=True) is (not damaged)  # False: refused
    assert engine.earlierGamesWaiting() is None
    assert len(engine.matchEarlier().steps) == (0 if damaged else count)
    assert window.takeInEarlierGames() is None  # none wait any more: nothing done
    assert load_match(store.match_path).earlier.actions() == engine.matchEarlier().actions()
