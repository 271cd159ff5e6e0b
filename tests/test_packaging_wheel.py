"""Packaging: the wheel, with fresh compiled translations, the resources, the desktop
files, the gui-script and its bounded dependencies.

The wheel is built once per session with `pip wheel` (about 10-20 s with a warm pip cache;
it needs the package index or the cache for hatchling and PySide6-Essentials). CI (.ci/run)
also installs that wheel into a fresh virtual environment and runs `crib-qt --smoke` there.
"""

from __future__ import annotations

import configparser
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from crib_qt import __version__

from packaging_testing import (  # tests/packaging_testing.py
    DESKTOP,
    HICOLOR,
    METAINFO,
    PACKAGING,
    ROOT,
)

LANGUAGE_FILES = sorted(p.stem for p in (ROOT / "i18n").glob("*.ts"))
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")


# --- the wheel ------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w",
                           str(out), str(ROOT)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    [built] = out.glob("crib_qt-*.whl")
    return built


@pytest.fixture(scope="session")
def wheel_files(wheel) -> dict[str, bytes]:
    with zipfile.ZipFile(wheel) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def test_the_wheel_has_fresh_compiled_translations(wheel_files, qapp, tmp_path):
    from PySide6.QtCore import QTranslator

    qms = sorted(n for n in wheel_files if n.startswith("crib_qt/resources/i18n/"))
    assert qms == [f"crib_qt/resources/i18n/{stem}.qm" for stem in LANGUAGE_FILES]
    for stem in LANGUAGE_FILES:
        data = wheel_files[f"crib_qt/resources/i18n/{stem}.qm"]
        assert data.startswith(QM_MAGIC)
        qm = tmp_path / f"{stem}.qm"
        qm.write_bytes(data)
        translator = QTranslator()
        assert translator.load(str(qm))
        # every finished message of the .ts as it is now: a stale .qm would miss some
        tree = ET.parse(ROOT / "i18n" / f"{stem}.ts")
        checked = 0
        for context in tree.getroot().iter("context"):
            name = context.findtext("name")
            for message in context.iter("message"):
                translation = message.find("translation")
                if message.get("numerus") == "yes" or translation.get("type") is not None:
                    continue
                got = translator.translate(name, message.findtext("source"),
                                           message.findtext("comment"))
                assert got == (translation.text or ""), (stem, name, message.findtext("source"))
                checked += 1
        assert checked > 50


def test_the_wheel_has_the_resources_and_the_desktop_files(wheel_files):
    resources = ROOT / "resources"
    for path in resources.rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts:
            name = f"crib_qt/resources/{path.relative_to(resources).as_posix()}"
            assert wheel_files.get(name) == path.read_bytes(), name
    for path in HICOLOR.rglob("*"):
        if path.is_file():
            name = f"crib_qt/resources/icons/hicolor/{path.relative_to(HICOLOR).as_posix()}"
            assert wheel_files.get(name) == path.read_bytes(), name
    for path in (DESKTOP, METAINFO):
        assert wheel_files[f"crib_qt/resources/desktop/{path.name}"] == path.read_bytes()
    assert (wheel_files["crib_qt/desktop_integration.py"]
            == (PACKAGING / "desktop_integration.py").read_bytes())
    # every file of the package (code and data), and nothing of the source tree's tooling
    package = ROOT / "crib_qt"
    for path in package.rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            assert f"crib_qt/{path.relative_to(package).as_posix()}" in wheel_files, path
    assert not [n for n in wheel_files if n.endswith((".ts", ".pyc")) or n.startswith("tests/")]


def test_the_wheel_declares_the_gui_script_and_its_dependencies(wheel_files):
    dist_info = f"crib_qt-{__version__}.dist-info"
    entry_points = configparser.ConfigParser()
    entry_points.read_string(wheel_files[f"{dist_info}/entry_points.txt"].decode())
    assert dict(entry_points["gui_scripts"]) == {"crib-qt": "crib_qt.app:main"}
    assert "console_scripts" not in entry_points
    metadata = wheel_files[f"{dist_info}/METADATA"].decode()
    requires = [line.split(":", 1)[1].strip() for line in metadata.splitlines()
                if line.startswith("Requires-Dist:") and "extra ==" not in line]
    names = sorted(r.split(">")[0].split("<")[0].split("!")[0].split("=")[0].strip().lower()
                   for r in requires)
    # the Essentials wheel, not all of PySide6; miniaudio for the sounds (issue 21), only
    # where PyPI has its wheel
    assert names == ["babel", "miniaudio", "pyside6-essentials"]
    assert next(r for r in requires if r.startswith("miniaudio")).endswith(
        "; platform_machine == 'x86_64' or platform_machine == 'AMD64' or "
        "platform_machine == 'arm64'")
    assert all("<" in r for r in requires)  # bounded above
    assert "License-Expression: MIT" in metadata
    assert f"Version: {__version__}" in metadata


def test_pyproject_builds_with_lrelease_from_pyside6_essentials():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    requires = project["build-system"]["requires"]
    assert any(r.startswith("PySide6-Essentials") for r in requires)
    assert not any(r.startswith("PySide6>") or r == "PySide6" for r in requires)
    runtime = [r for r in project["project"]["dependencies"] if r.startswith("PySide6")]
    assert runtime == [r for r in requires if r.startswith("PySide6")]  # one range for both
    hooks = project["tool"]["hatch"]["build"]["targets"]["wheel"]["hooks"]["custom"]
    assert hooks["path"] == "packaging/hatch_build.py"
    assert project["project"]["gui-scripts"] == {"crib-qt": "crib_qt.app:main"}
