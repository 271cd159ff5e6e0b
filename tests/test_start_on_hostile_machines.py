"""Issue 18: nothing on a player's machine stops the game. Start-up with a settings file
that is not UTF-8, a FIFO or anything else in crib-qt.conf (findings 1 and 6, and the
hostile-settings fuzz), no data folder (finding 4), a read-only data folder (finding 5)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import data_dir, load_match, save_match
from crib_qt.settings_file import (MAX_SETTINGS_BYTES, check_settings_file, settings_file_path,
                                   take_notices)
from crib_qt.ui.abandon import ask_before_abandoning
from crib_qt.ui.new_game import LEVELS, load_options
from crib_qt.ui.settings_dialog import load_preferences

ROOT = Path(__file__).resolve().parents[1]


def _env(tmp_path: Path) -> dict:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen",
                XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
                PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                         os.environ.get("PYTHONPATH")])))


def _smoke(tmp_path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "crib_qt", "--smoke"], cwd=tmp_path,
                          env=_env(tmp_path), capture_output=True, text=True, timeout=90)


def _conf(tmp_path: Path) -> Path:
    folder = tmp_path / "config" / "crib-qt"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "crib-qt.conf"


# --- finding 1: one value that is not UTF-8 -----------------------------------------------


def test_a_settings_value_that_is_not_utf8_does_not_stop_the_game(tmp_path):
    conf = _conf(tmp_path)
    conf.write_bytes(b"[General]\nlanguage=@ByteArray(\\xff\\xfe)\n"
                     b"newgame/mode=two_players\nnewgame/name1=@ByteArray(\\xff\\xfe)\n"
                     b"newgame/name2=@ByteArray(Bo\\xc3\\xab)\n")
    done = _smoke(tmp_path)
    assert done.returncode == 0, done.stderr
    assert "smoke test passed" in done.stdout
    saved = load_match(tmp_path / "data" / "crib-qt" / "crib-qt" / "match.json")
    assert saved.names == ("", "Boë")  # the one not UTF-8 reads as the default name
    # the language read as none saved: negotiated and written again as text
    assert "language=en\n" in conf.read_text(encoding="utf-8")


# --- finding 6: a FIFO at crib-qt.conf ----------------------------------------------------


# The settings are a file the game checks before Qt reads it on Linux and the other
# freedesktop.org systems (crib-qt.conf); Windows keeps them in the registry and macOS in the
# system's preferences, where nothing can be put in Qt's way, and the game checks nothing.
# A FIFO is put at crib-qt.conf where the system is of the first kind (and has FIFOs); the
# other two are asserted on every machine, with sys.platform faked where it is not this one.
_SETTINGS_PLATFORMS = (["freedesktop"] if hasattr(os, "mkfifo")
                       and sys.platform not in ("win32", "darwin") else []) + ["win32", "darwin"]


@pytest.mark.parametrize("platform", _SETTINGS_PLATFORMS)
def test_a_fifo_at_the_settings_file_does_not_hang_the_start(tmp_path, monkeypatch, platform):
    if platform != "freedesktop":
        take_notices()  # none left by another test
        monkeypatch.setattr(sys, "platform", platform)
        assert settings_file_path() is None  # no file of ours: QSettings' own store
        assert check_settings_file() is None
        assert take_notices() == []
        return
    conf = _conf(tmp_path)
    os.mkfifo(conf)
    done = _smoke(tmp_path)  # hung for ever before; the timeout would fail the test
    assert done.returncode == 0, done.stderr
    [aside] = [p for p in conf.parent.iterdir() if p.name.startswith("crib-qt.conf.damaged-")]
    assert aside.is_fifo() and conf.is_file()  # kept aside; the new settings are a file
    assert f"was set aside as {aside.name}: it is not a regular file" in done.stderr


def test_the_checked_path_is_the_one_qsettings_reads(qapp):  # noqa: ARG001
    assert QSettings.defaultFormat() == QSettings.Format.NativeFormat
    assert settings_file_path() == Path(QSettings().fileName())


# --- the hostile-settings fuzz ------------------------------------------------------------

_KEYS = ["language", "newgame/mode", "newgame/level", "newgame/name1", "newgame/name2",
         "view/animationSpeed", "view/backStyle", "view/fourColour", "view/highContrast",
         "play/askBeforeAbandoning", "play/autoContinueSeconds", "animations"]
_VALUES = st.one_of(
    st.binary(max_size=40).map(lambda b: b"@ByteArray(" + b.replace(b")", b"") + b")"),
    st.binary(max_size=40).map(lambda b: b"@Variant(" + b + b")"),
    st.sampled_from([b"@Rect(1 2 3 4)", b"@Size(-1 99999999999)", b"@Point(1e308 x)",
                     b"a, b, c", b"true", b"2", b"99999999999999999999999999", b"nan",
                     b"-inf", b'"\\x1b[31m"', b"\\xff\\xfe", b"@Invalid()", b"@ByteArray(",
                     b"x" * 70_000, b"1" * 5000, b"two_players", b"expert"]),
    st.binary(max_size=60).map(lambda b: b.replace(b"\n", b" ")))


# a FIFO only where the system has them (not Windows)
_KINDS = [kind for kind in ("entries", "entries", "entries", "bytes", "fifo", "folder", "huge")
          if kind != "fifo" or hasattr(os, "mkfifo")]


@st.composite
def _hostile_settings(draw):
    kind = draw(st.sampled_from(_KINDS))
    if kind == "bytes":
        return kind, draw(st.binary(max_size=400))
    if kind == "entries":
        lines = [b"[General]"] + [key.encode() + b"=" + draw(_VALUES)
                                  for key in draw(st.lists(st.sampled_from(_KEYS), max_size=8))]
        return kind, b"\n".join(lines) + b"\n"
    return kind, b""


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(case=_hostile_settings())
def test_fuzz_hostile_settings_files(qapp, tmp_path_factory, case):  # noqa: ARG001
    """Random bytes, types, huge values, FIFOs and folders at the settings file: checked
    before QSettings reads it, every value read as the game reads it, nothing raises."""
    kind, content = case
    folder = tmp_path_factory.mktemp("settings")
    path = folder / "crib-qt" / "crib-qt.ini"  # where QSettings reads it (IniFormat, setPath)
    path.parent.mkdir()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        path.write_bytes(b"[General]\nnewgame/name1=" + b"x" * MAX_SETTINGS_BYTES + b"\n")
    else:
        path.write_bytes(content)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    try:
        reason = check_settings_file(path)
        notices = take_notices()
        if kind in ("fifo", "folder", "huge"):
            assert reason is not None and len(notices) == 1
            assert not path.exists() or path.is_file()  # moved aside before Qt opens it
        else:
            assert reason is None and notices == []
        options = load_options()
        preferences = load_preferences()
        ask = ask_before_abandoning()
        QSettings().value("language", "")
    finally:
        QSettings.setDefaultFormat(QSettings.Format.NativeFormat)
    assert options.mode in ("computer", "two_players") and options.level in LEVELS
    assert all(len(name) <= 24 for name in options.names)
    assert preferences.level in LEVELS and preferences.auto_continue in (0, 1, 2, 3, 5)
    assert ask in (True, False)


# --- finding 4: no data folder ------------------------------------------------------------


@pytest.mark.parametrize("blocker", ["file", "file above"])
def test_no_data_folder_plays_without_autosave_and_says_so_once(qtbot, monkeypatch, tmp_path,
                                                                 private_settings, blocker):
    from crib_qt.app import open_window

    home = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    folder = data_dir()  # home/<organisation>/<application>
    # a file where the data folder (or the folder above it) should be
    if blocker == "file":
        folder.parent.mkdir(parents=True)
        folder.write_text("not a folder")
    else:
        home.write_text("not a folder")
    window = open_window()
    qtbot.addWidget(window)
    assert window.store is None and window.instanceLock is None
    assert window.problems == [f"The game's data folder {folder} cannot be created, so the "
                               "match will not be saved."]
    assert window.engine.perform(window.engine.hint())  # the game plays on
    qtbot.waitUntil(lambda: not window.engine.isThinking())
    assert len(window.problems) == 1


# --- finding 5: a read-only data folder ---------------------------------------------------

_READ_ONLY_CHILD = """
import json, sys
from crib_qt.app import create_application, open_window
app = create_application(["crib-qt"])
window = open_window()
engine = window.engine
report = {"problems": window.problems, "steps": len(engine.steps()),
          "read_only": window.store is not None and window.store.read_only,
          "lock": window.instanceLock is not None}
engine.perform(engine.hint())
window.close()
print("REPORT " + json.dumps(report), flush=True)
"""


def test_a_read_only_data_folder_resumes_the_save_read_only(qapp, tmp_path):  # noqa: ARG001
    folder = tmp_path / "data" / "crib-qt" / "crib-qt"
    engine = GameEngine(seed=12, computer=BasicPlayer(), synchronous=True)
    for _ in range(6):
        engine.perform(engine.hint())
    save_match(folder / "match.json", engine)
    before = sorted(os.listdir(folder)), (folder / "match.json").read_bytes()
    child = [sys.executable, "-c", _READ_ONLY_CHILD]
    if os.geteuid() != 0:
        folder.chmod(0o555)
    else:  # root writes anywhere: a read-only mount of the folder instead
        child = ["unshare", "-rm", "sh", "-c", f'mount --bind "$0" "$0" && mount -o '
                 f'remount,ro,bind "$0" "$0" && exec "$@"', str(folder), *child]
    try:
        done = subprocess.run(child, cwd=tmp_path, env=_env(tmp_path), capture_output=True,
                              text=True, timeout=90)
    finally:
        folder.chmod(0o755)
    assert done.returncode == 0, done.stderr
    [line] = [line for line in done.stdout.splitlines() if line.startswith("REPORT ")]
    report = json.loads(line.removeprefix("REPORT "))
    assert report == {"problems": [f"The game's data folder {folder} cannot be written, so "
                                   "the saved match is resumed but nothing will be saved."],
                      "steps": 6, "read_only": True, "lock": False}
    assert (sorted(os.listdir(folder)), (folder / "match.json").read_bytes()) == before
