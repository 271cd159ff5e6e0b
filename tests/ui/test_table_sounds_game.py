"""The table's sounds in the game as it starts (app.py starts them after the first
frame): a whole game on miniaudio's null device plays every sound the game calls for;
with no audio device the game starts and plays, silent (issue 21)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from crib_qt import app
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules.state import Phase
from crib_qt.sound.sound_settings import SoundSettings, save_sound_settings
from crib_qt.ui.main_window import MainWindow


def _play_game(board) -> None:
    engine, presenter = board.engine, board.scene.presenter
    while engine.state.phase is not Phase.GAME_OVER:
        if presenter.isCounting():
            board.click(board.EMPTY_FELT)
        board.act()
        if presenter.isCounting():
            board.click(board.EMPTY_FELT)


@pytest.fixture
def started(qtbot, drive):
    """`started(seed)` → (driver, table sounds) for a window whose sounds started as
    app.py starts them; the output is closed after the test."""
    made = []

    def make(seed: int):
        window = MainWindow(GameEngine(seed=seed, computer=BasicPlayer()))
        board = drive(window)
        app._start_sounds(window)
        made.append(window.tableSounds)
        return board, window.tableSounds

    yield make
    for sounds in made:
        sounds.close()


def test_a_whole_game_plays_its_sounds_on_the_null_device(qtbot, started):
    board, sounds = started(141)  # the computer wins; a tie in the cut for first dealer
    qtbot.waitUntil(lambda: sounds.output.state() == "ready", timeout=10000)
    assert sounds.output.backend_name == "Null" and not sounds.isMuted()
    asked = []
    sounds.requested.connect(asked.append)
    _play_game(board)
    qtbot.waitUntil(lambda: asked.count("deal") == asked.count("shuffle") - 1, timeout=5000)
    played = sounds.output.played
    qtbot.waitUntil(lambda: len(played) and not sounds.output.isPlaying(), timeout=10000)
    assert set(asked) == {"shuffle", "deal", "card", "peg", "score", "loss"}
    assert asked.count("loss") == 1
    # what was asked was played, but a sound asked again within MERGE_S plays once
    assert set(played) == set(asked) and list(played).count("loss") == 1
    assert len(played) <= len(asked)


def test_with_no_audio_device_the_game_starts_and_plays_silent(qtbot, started, monkeypatch):
    monkeypatch.setenv("CRIB_QT_AUDIO", "off")
    board, sounds = started(47)
    qtbot.waitUntil(lambda: sounds.output.state() == "no-device", timeout=10000)
    assert sounds.isMuted()
    asked = []
    sounds.requested.connect(asked.append)
    for _ in range(12):
        board.act()
    assert asked == [] and list(sounds.output.played) == []


def test_muted_nothing_is_played_and_no_device_is_opened(qtbot, started):
    save_sound_settings(SoundSettings(90, True))  # as the Settings dialog remembers Mute
    board, sounds = started(47)
    assert sounds.isMuted() and sounds.output.state() == "closed"
    for _ in range(12):
        board.act()
    assert list(sounds.output.played) == [] and sounds.output.state() == "closed"
    sounds.setSettings(SoundSettings(90, False))  # unmuted: the output opens and plays
    qtbot.waitUntil(lambda: sounds.output.state() == "ready", timeout=10000)
    sounds.play("win")
    qtbot.waitUntil(lambda: list(sounds.output.played) == ["win"], timeout=10000)


@pytest.mark.parametrize("audio", ["off", "null"])
def test_the_game_starts_and_quits_cleanly_with_its_sounds(tmp_path, audio):
    env = {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "CRIB_QT_AUDIO": audio,
           "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "crib_qt", "--smoke"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=90, check=False)
    assert done.returncode == 0, done.stderr
    assert "smoke test passed" in done.stdout
    assert "Traceback" not in done.stderr and "crib-qt: sound" not in done.stderr
