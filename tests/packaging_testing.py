"""What the packaging tests share (tests/test_packaging_*.py): the packaging folder's
files, the icon sizes, and crib-qt run as a child process with its environment."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from pathlib import Path

from crib_qt.app import APP_ID, STARTUP_ERROR_VARIABLE

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
HICOLOR = PACKAGING / "icons" / "hicolor"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COLUMNS="100")
    env.pop(STARTUP_ERROR_VARIABLE, None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env.update(extra)
    return env


def _run_game(*args: str, cwd: Path, timeout: float = 90, **env: str):
    return subprocess.run([sys.executable, "-m", "crib_qt", *args], cwd=cwd, env=_env(**env),
                          capture_output=True, text=True, timeout=timeout)


def _desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]
