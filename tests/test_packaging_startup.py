"""Packaging: the start-up paths packagers rely on: `--smoke`, a readable error with exit
code 1, `--debug`'s traceback, and `--help`."""

from __future__ import annotations

from crib_qt.app import SMOKE_TIMEOUT_MS, STARTUP_ERROR_VARIABLE

from packaging_testing import _run_game  # tests/packaging_testing.py

# --- start-up: --smoke and errors -------------------------------------------------------------


def test_smoke_paints_the_board_and_exits_0(tmp_path):
    done = _run_game("--smoke", cwd=tmp_path, XDG_CONFIG_HOME=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "smoke test passed: the board painted its first frame" in done.stdout
    assert SMOKE_TIMEOUT_MS >= 10_000


def test_a_startup_error_exits_1_with_a_readable_message(tmp_path):
    done = _run_game("--smoke", cwd=tmp_path, XDG_CONFIG_HOME=str(tmp_path),
                     **{STARTUP_ERROR_VARIABLE: "the settings are unreadable"})
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.splitlines() == [
        "crib-qt: error: cannot start: the settings are unreadable",
        "crib-qt: run `crib-qt --debug` to see the full traceback"]


def test_debug_shows_the_traceback(tmp_path):
    done = _run_game("--smoke", "--debug", cwd=tmp_path, XDG_CONFIG_HOME=str(tmp_path),
                     **{STARTUP_ERROR_VARIABLE: "forced"})
    assert done.returncode == 1
    assert "Traceback (most recent call last)" in done.stderr
    assert done.stderr.rstrip().endswith("StartupError: forced")


def test_a_missing_qt_platform_plugin_is_a_readable_error_not_a_crash(tmp_path):
    done = _run_game("--smoke", cwd=tmp_path, XDG_CONFIG_HOME=str(tmp_path),
                     QT_QPA_PLATFORM="nonexistent")
    assert done.returncode == 1  # not SIGABRT from qFatal
    last = done.stderr.splitlines()[-1]
    assert last.startswith("crib-qt: error: Qt cannot start: This application failed to start "
                           "because no Qt platform plugin could be initialized.")
    assert "Traceback" not in done.stderr


def test_help_documents_the_packaging_options(tmp_path):
    done = _run_game("--help", cwd=tmp_path)
    assert done.returncode == 0
    assert done.stdout.startswith("usage: crib-qt [-h] [--seed N] [--version]\n")
    for option in ("--install-desktop-integration", "--uninstall-desktop-integration",
                   "--smoke", "--debug"):
        assert f"\n  {option}" in done.stdout
