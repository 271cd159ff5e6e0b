"""Packaging: the desktop integration, by its script and by crib-qt's options, installed
and uninstalled for the user (refused on Windows and macOS), and its Exec line."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from crib_qt.app import APP_ID

from packaging_testing import (  # tests/packaging_testing.py
    DESKTOP,
    HICOLOR,
    PACKAGING,
    SIZES,
    _desktop_entry,
    _env,
    _run_game,
)


def _load_integration():
    spec = importlib.util.spec_from_file_location("desktop_integration_under_test",
                                                  PACKAGING / "desktop_integration.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- desktop integration ----------------------------------------------------------------------


def _installed(home: Path) -> list[str]:
    return sorted(p.relative_to(home).as_posix() for p in home.rglob("*") if p.is_file())


# The platforms whose desktop integration is asserted on this machine: Linux's wherever the
# file system has what it needs (os.open with dir_fd: not Windows), Windows' and macOS'
# refusal everywhere. This machine's own runs as players run it; the others in a child
# with the platform faked (`_FAKED_SCRIPT`, `_FAKED_GAME`).
_PLATFORMS = (["linux"] if os.open in os.supports_dir_fd else []) + ["win32", "darwin"]
_HOST = sys.platform if sys.platform in ("win32", "darwin") else "linux"
_REFUSAL = ("crib-qt: error: desktop integration is for Linux and other freedesktop.org "
            "desktops; on Windows and macOS use the frozen build (packaging/build_frozen.sh), "
            "which brings its own icon\n")
# packaging/desktop_integration.py's command line with its platform switch set
_FAKED_SCRIPT = """
import importlib.util, sys
script, platform, *argv = sys.argv[1:]
spec = importlib.util.spec_from_file_location("desktop_integration", script)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
module.PLATFORM = platform
sys.exit(module.main(argv))
"""
# `crib-qt ARGS` with sys.platform faked once what the integration imports is imported
_FAKED_GAME = """
import argparse, shutil, subprocess, sys, sysconfig
from crib_qt.app import main
platform, *argv = sys.argv[1:]
sys.platform = platform
sys.exit(main(["crib-qt", *argv]))
"""


@pytest.mark.parametrize("platform", _PLATFORMS)
def test_the_script_installs_and_uninstalls_for_the_user(tmp_path, platform):
    home = tmp_path / "share"
    script = [sys.executable, str(PACKAGING / "desktop_integration.py")]
    if platform != _HOST:
        script = [sys.executable, "-c", _FAKED_SCRIPT, script[1], platform]
    done = subprocess.run([*script, "install", "--data-home", str(home)], capture_output=True,
                          text=True, env=_env(), timeout=60)
    if platform != "linux":  # Windows and macOS: refused, nothing written
        assert (done.returncode, done.stdout, done.stderr) == (1, "", _REFUSAL)
        done = subprocess.run([*script, "uninstall", "--data-home", str(home)],
                              capture_output=True, text=True, env=_env(), timeout=60)
        assert (done.returncode, done.stdout, done.stderr) == (1, "", _REFUSAL)
        assert not home.exists()
        return
    assert done.returncode == 0, done.stderr
    assert _installed(home) == sorted(
        [f"applications/{APP_ID}.desktop", f"metainfo/{APP_ID}.metainfo.xml",
         f"icons/hicolor/scalable/apps/{APP_ID}.svg"]
        + [f"icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in SIZES])
    entry = _desktop_entry(home / "applications" / f"{APP_ID}.desktop")
    assert Path(entry["TryExec"]).is_absolute()
    assert entry["Icon"] == APP_ID
    assert (home / "icons/hicolor/64x64/apps" / f"{APP_ID}.png").read_bytes() == \
        (HICOLOR / "64x64/apps" / f"{APP_ID}.png").read_bytes()
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate",
                                str(home / "applications" / f"{APP_ID}.desktop")],
                               capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    done = subprocess.run([*script, "uninstall", "--data-home", str(home)], capture_output=True,
                          text=True, env=_env(), timeout=60)
    assert done.returncode == 0, done.stderr
    assert _installed(home) == []


@pytest.mark.parametrize("platform", _PLATFORMS)
def test_crib_qt_installs_the_integration_into_xdg_data_home(tmp_path, platform):
    home = tmp_path / "data"

    def game(option: str) -> subprocess.CompletedProcess:
        if platform == _HOST:
            return _run_game(option, cwd=tmp_path, XDG_DATA_HOME=str(home))
        return subprocess.run([sys.executable, "-c", _FAKED_GAME, platform, option],
                              cwd=tmp_path, env=_env(XDG_DATA_HOME=str(home)),
                              capture_output=True, text=True, timeout=90)

    done = game("--install-desktop-integration")
    if platform != "linux":  # Windows and macOS: refused, nothing written
        assert (done.returncode, done.stdout, done.stderr) == (1, "", _REFUSAL)
        done = game("--uninstall-desktop-integration")
        assert (done.returncode, done.stdout, done.stderr) == (1, "", _REFUSAL)
        assert not home.exists()
        return
    assert done.returncode == 0, done.stderr
    assert (home / "applications" / f"{APP_ID}.desktop").is_file()
    assert len(list(home.glob("icons/hicolor/*/apps/*"))) == len(SIZES) + 1
    done = game("--uninstall-desktop-integration")
    assert done.returncode == 0, done.stderr
    assert _installed(home) == []


def test_exec_line_quotes_awkward_paths():
    integration = _load_integration()
    template = DESKTOP.read_text(encoding="utf-8")
    text = integration.desktop_entry(template, ["/opt/My Games/100% $crib/crib-qt", "--x"])
    lines = text.splitlines()
    assert 'Exec="/opt/My Games/100%% \\\\$crib/crib-qt" --x' in lines
    assert "TryExec=/opt/My Games/100% $crib/crib-qt" in lines
    assert integration.desktop_entry(template, ["/usr/bin/crib-qt"]).count("Exec=") == 2
    assert "Exec=/usr/bin/crib-qt" in integration.desktop_entry(template, ["/usr/bin/crib-qt"])
