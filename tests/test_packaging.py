"""Packaging: the wheel, the desktop file, the AppStream metainfo, the icons, the desktop
integration script, and the start-up paths packagers rely on (`--smoke`, a readable error).

The wheel is built once per session with `pip wheel` (about 10-20 s with a warm pip cache;
it needs the package index or the cache for hatchling and PySide6-Essentials). CI (.ci/run)
also installs that wheel into a fresh virtual environment and runs `crib-qt --smoke` there.
The frozen PyInstaller build is too slow for the tests: packaging/build_frozen.sh runs it.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from crib_qt import __version__
from crib_qt.app import APP_ID, SMOKE_TIMEOUT_MS, STARTUP_ERROR_VARIABLE

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
HICOLOR = PACKAGING / "icons" / "hicolor"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
LANGUAGE_FILES = sorted(p.stem for p in (ROOT / "i18n").glob("*.ts"))
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COLUMNS="100")
    env.pop(STARTUP_ERROR_VARIABLE, None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env.update(extra)
    return env


def _run_game(*args: str, cwd: Path, timeout: float = 90, **env: str):
    return subprocess.run([sys.executable, "-m", "crib_qt", *args], cwd=cwd, env=_env(**env),
                          capture_output=True, text=True, timeout=timeout)


def _load_integration():
    spec = importlib.util.spec_from_file_location("desktop_integration_under_test",
                                                  PACKAGING / "desktop_integration.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


# --- one application id everywhere ------------------------------------------------------------


def _desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_uses_the_app_id():
    entry = _desktop_entry(DESKTOP)
    assert DESKTOP.name == f"{APP_ID}.desktop"
    assert entry["Icon"] == APP_ID
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "crib-qt"
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    assert entry["Name"] == "Cribbage"  # the display name the window shows
    assert entry["StartupWMClass"] == "crib-qt"  # X11 WM_CLASS, from the application name


def test_metainfo_uses_the_app_id_and_is_complete():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    assert root.find("launchable").get("type") == "desktop-id"
    assert root.findtext("icon") == APP_ID
    assert root.findtext("project_license") == "MIT"
    assert root.find("content_rating").get("type").startswith("oars-")
    assert root.find("description/p") is not None
    releases = root.findall("releases/release")
    assert releases[0].get("version") == __version__
    assert releases[0].find("description") is not None
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 3 and shots[0].get("type") == "default"
    prefix = "https://raw.githubusercontent.com/cribqt/crib-qt/main/packaging/screenshots/"
    for shot in shots:
        url = shot.findtext("image")
        assert url.startswith(prefix) and (PACKAGING / "screenshots" / url[len(prefix):]).is_file()
        assert shot.findtext("caption")
    assert root.findtext("provides/binary") == "crib-qt"


def test_the_spec_and_the_svg_name_the_same_app_id():
    assert (HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for path in (PACKAGING / "crib-qt.spec", PACKAGING / "desktop_integration.py",
                 PACKAGING / "render_icons.py"):
        assert f'APP_ID = "{APP_ID}"' in path.read_text(encoding="utf-8"), path


# The desktop file and the metainfo are validated by .ci/run with Debian's
# desktop-file-validate and appstreamcli (installed there), not here: a developer's
# machine may lack them, and a test that skips is no test.


# --- icons ------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_icon_png_has_its_size(size):
    image = QImage(str(HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    corner, centre = image.pixelColor(0, 0), image.pixelColor(size // 2, size // 2)
    assert corner.alpha() == 0 and centre.alpha() > 0  # a shape on a transparent ground


def test_icon_svg_renders_and_the_resource_copy_matches(qapp):
    from PySide6.QtSvg import QSvgRenderer

    svg = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
    assert QSvgRenderer(str(svg)).isValid()
    assert (ROOT / "resources" / "icons" / f"{APP_ID}.svg").read_bytes() == svg.read_bytes()


def test_windows_and_macos_icons_hold_pngs():
    ico = (PACKAGING / "icons" / "crib-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1)
    sizes = sorted(ico[6 + 16 * i] or 256 for i in range(count))
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    icns = (PACKAGING / "icons" / "crib-qt.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    types, offset = [], 8
    while offset < len(icns):
        kind, length = icns[offset:offset + 4], struct.unpack(">I", icns[offset + 4:offset + 8])[0]
        assert icns[offset + 8:offset + 16] == b"\x89PNG\r\n\x1a\n"
        types.append(kind)
        offset += length
    assert types == [b"icp4", b"icp5", b"icp6", b"ic07", b"ic08", b"ic09"]


def test_the_application_has_the_icon_and_names(tmp_path):
    code = ("from crib_qt.app import create_application\n"
            "app = create_application(['crib-qt'])\n"
            "sizes = [s.width() for s in app.windowIcon().availableSizes()]\n"
            "print(app.applicationDisplayName(), app.desktopFileName(), sizes)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Cribbage {APP_ID} {list(SIZES)}"


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


# --- the frozen build's spec --------------------------------------------------------------------


def test_the_pyinstaller_spec_is_one_folder_and_leaves_out_unused_qt():
    text = (PACKAGING / "crib-qt.spec").read_text(encoding="utf-8")
    ast.parse(text)
    assert "COLLECT(" in text and "exclude_binaries=True" in text  # one folder
    for module in ("QtWebEngineCore", "QtQml", "QtQuick", "Qt3DCore", "QtMultimedia",
                   "QtNetwork"):
        assert f'"{module}"' in text
    assert (PACKAGING / "frozen_main.py").is_file()
    assert os.access(PACKAGING / "build_frozen.sh", os.X_OK)
