"""Tests of crib_qt/app.py and the main window's size: the command line (run as a real
process) and the board fitting the view at the smallest and a large window size."""

from __future__ import annotations

import os
import subprocess
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize

from crib_qt import __version__
from crib_qt.app import parse_args
from crib_qt.engine import GameEngine
from crib_qt.rules.game import MAX_SEED
from crib_qt.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COLUMNS="100",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    return subprocess.run([sys.executable, "-m", "crib_qt", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_version():
    done = _run("--version")
    assert done.returncode == 0
    assert done.stdout == f"crib-qt {__version__}\n"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^version = "([^"]+)"$', pyproject, re.MULTILINE)[1] == __version__


def test_help_mentions_the_seed():
    done = _run("--help")
    assert done.returncode == 0
    assert done.stdout.startswith("usage: crib-qt [-h] [--seed N] [--version]\n")
    words = " ".join(done.stdout.split())
    assert "--seed N start the match with this seed (the same seed deals the same game)" in words


@pytest.mark.parametrize(("value", "message"), [
    ("abc", "crib-qt: error: argument --seed: not a whole number: 'abc'"),
    ("1.5", "crib-qt: error: argument --seed: not a whole number: '1.5'"),
    (str(MAX_SEED + 1), f"crib-qt: error: argument --seed: must be from 0 to {MAX_SEED}"),
])
def test_a_bad_seed_exits_2_with_a_message(value, message):
    done = _run("--seed", value)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.splitlines()[-1] == message


def test_parse_args_takes_a_seed():
    assert parse_args(["--seed", "42"]).seed == 42
    assert parse_args(["--seed", "0"]).seed == 0
    assert parse_args([str(x) for x in ("--seed", MAX_SEED)]).seed == MAX_SEED
    assert parse_args([]).seed is None


@pytest.mark.parametrize("argv", [[], ["--smoke"], ["--debug"], ["--smoke", "--debug"],
                                  ["--debug", "--smoke", "--smoke"]])
def test_the_usual_starts_parse_as_argparse_would(monkeypatch, argv):
    """No options, `--smoke` and `--debug` skip building the parser (issue 14); the
    namespace is the one argparse gives."""
    import crib_qt.command_line as command_line

    quick = vars(parse_args(argv))
    monkeypatch.setattr(command_line, "_PLAIN_SWITCHES", frozenset())  # always argparse
    assert quick == vars(parse_args(argv))
    assert quick["smoke"] == ("--smoke" in argv) and quick["debug"] == ("--debug" in argv)


# --- the window ----------------------------------------------------------------------------


@pytest.fixture
def window(qtbot, private_settings):  # noqa: ARG001 (the window reads and writes QSettings)
    win = MainWindow(GameEngine(seed=1))
    qtbot.addWidget(win)
    return win


def _board_rect(win: MainWindow) -> QRect:
    view = win.view
    return view.mapFromScene(view.sceneRect()).boundingRect()


def test_main_window_opens_at_its_minimum_size(window, qtbot):
    # 800 × 600, but inside the screen with its frame (issue 15): the offscreen screen is
    # 800 pixels wide, less 2 × 8 kept for the borders (window_geometry.FRAME_GUESS)
    assert window.minimumSize() == QSize(784, 600)
    window.resize(640, 480)  # smaller than allowed: held at the minimum
    window.show()
    qtbot.waitExposed(window)
    assert window.size() == QSize(784, 600)
    assert window.isVisible() and window.windowTitle() == "Cribbage"


@pytest.mark.parametrize("size", [QSize(800, 600), QSize(1920, 1080)])
def test_the_whole_board_fits_in_the_view(window, qtbot, size):
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.size() == size)
    viewport = window.view.viewport().rect()
    board = _board_rect(window)
    assert viewport.contains(board), (viewport, board)
    # it is scaled to fill the view in one direction (keep aspect ratio)
    assert board.width() >= viewport.width() - 6 or board.height() >= viewport.height() - 6


def test_a_second_window_plays_without_overwriting_the_first_ones_save(
        qtbot, monkeypatch, tmp_path, private_settings):  # noqa: ARG001 (options from QSettings)
    """Two copies at once share one save file: only the first keeps it; the second says so."""
    from crib_qt.app import open_window

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    first = open_window()
    qtbot.addWidget(first)
    second = open_window()
    qtbot.addWidget(second)
    assert first.problems == []
    assert second.problems == [
        "Another Cribbage window is already playing: this one will not save its match."]
    assert first.instanceLock is not None and first.instanceLock.isLocked()
    assert second.instanceLock is None
    saved = first.store.match_path.read_bytes()
    second.engine.perform(second.engine.hint())
    qtbot.waitUntil(lambda: not second.engine.isThinking())
    assert first.store.match_path.read_bytes() == saved
