"""The system libraries of Qt's xcb platform plugin (issue 15, item 1;
crib_qt/platform_libraries.py, its call in crib_qt/app.py `_start`, README.md).

The failure path is checked for real: a copy of the installed plugin whose needed
libxcb-icccm.so.4 and libxcb-keysyms.so.1 (the two a fresh Debian 12 lacked) are renamed
to sonames no system has, loaded by the dynamic loader, in a `crib-qt` process.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from crib_qt import platform_libraries as libraries

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PREFIX = "crib-qt: error: Qt cannot start: "
MISSING = ("its X11 platform plugin (xcb) needs libraries that are not installed: "
           "libxcb-icccm.so.9, libxcb-keysyms.so.9; ")
APT = "install them with: sudo apt-get install libxcb-icccm4 libxcb-keysyms1"
DNF = "install them with: sudo dnf install xcb-util-wm xcb-util-keysyms"
# The stub's sonames, and the real ones they stand for (PACKAGES gets them in the child).
RENAMED = {"libxcb-icccm.so.4": "libxcb-icccm.so.9", "libxcb-keysyms.so.1": "libxcb-keysyms.so.9"}

# The game's own start-up (`crib_qt.app.main`), with the stub's sonames given the packages
# of the real ones and the os-release file of argv[1]; argv[2:] is crib-qt's command line.
_CHILD = """
import sys
from pathlib import Path

import crib_qt.app as app
import crib_qt.platform_libraries as libraries

for real, stub in %r.items():
    libraries.PACKAGES[stub] = libraries.PACKAGES[real]
libraries.OS_RELEASE = (Path(sys.argv[1]),)
sys.exit(app.main(["crib-qt", *sys.argv[2:]]))
""" % (RENAMED,)


def _installed_plugin() -> Path:
    plugin = libraries.xcb_plugin({})
    assert plugin is not None and plugin.name == "libqxcb.so"
    return plugin


def _stub_plugin(tmp_path: Path) -> Path:
    """A copy of the installed plugin that needs the sonames of RENAMED's values instead of
    its keys, in a tree where its RUNPATH ($ORIGIN/../../lib) still finds Qt's libraries."""
    real = _installed_plugin()
    data = real.read_bytes()
    for old, new in RENAMED.items():
        old_bytes, new_bytes = f"\0{old}\0".encode(), f"\0{new}\0".encode()
        assert data.count(old_bytes) == 1 and len(old_bytes) == len(new_bytes)
        data = data.replace(old_bytes, new_bytes)
    folder = tmp_path / "plugins" / "platforms"
    folder.mkdir(parents=True)
    (tmp_path / "lib").symlink_to(real.parents[2] / "lib", target_is_directory=True)
    stub = folder / "libqxcb.so"
    stub.write_bytes(data)
    return stub


def _os_release(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "os-release"
    path.write_text(text, encoding="utf-8")
    return path


def _run_crib_qt(tmp_path: Path, os_release: str, *args: str) -> subprocess.CompletedProcess:
    stub = _stub_plugin(tmp_path)
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_QPA_PLATFORM_PLUGIN_PATH=str(stub.parent),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    return subprocess.run([sys.executable, "-c", _CHILD, str(_os_release(tmp_path, os_release)),
                           *args], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("os_release, advice", [
    ('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n', APT),
    ("ID=fedora\nVERSION_ID=41\n", DNF),
])
def test_crib_qt_names_the_missing_libraries_and_the_command_before_qt_aborts(tmp_path,
                                                                             os_release, advice):
    done = _run_crib_qt(tmp_path, os_release, "--smoke")
    assert done.returncode == 1  # not SIGABRT from Qt's qFatal
    assert done.stdout == ""
    assert done.stderr.splitlines() == [PREFIX + MISSING + advice]


def test_with_debug_the_error_is_the_same_one_line(tmp_path):
    done = _run_crib_qt(tmp_path, "ID=ubuntu\nID_LIKE=debian\n", "--debug")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr.splitlines() == [PREFIX + MISSING + APT]


def test_check_names_the_missing_libraries_of_the_plugin_qt_will_load(tmp_path):
    stub = _stub_plugin(tmp_path)
    libraries_of_stub = libraries.needed_libraries(stub)
    assert [name for name in libraries_of_stub if name in RENAMED.values()] == [
        "libxcb-icccm.so.9", "libxcb-keysyms.so.9"]
    assert libraries.missing_libraries(stub) == ["libxcb-icccm.so.9", "libxcb-keysyms.so.9"]
    environ = {"QT_QPA_PLATFORM": "xcb", "QT_QPA_PLATFORM_PLUGIN_PATH": str(stub.parent)}
    # No packages known for the stub's sonames: they are named, with no command.
    assert libraries.check(environ) == (PREFIX + MISSING
                                        + "install the packages that provide them")
    # Another platform: the plugin is never looked at.
    assert libraries.check(dict(environ, QT_QPA_PLATFORM="offscreen")) is None


def test_the_installed_plugin_loads_here():
    # .ci/run installs the README's apt-get line, so this also checks that line is enough.
    assert libraries.check({"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}) is None
    assert libraries.missing_libraries(_installed_plugin()) == []


NO_DISPLAY = (PREFIX + "there is no display to show the game on (DISPLAY is not set): start "
              "it from a desktop session, or over SSH with X forwarding (ssh -X)")


@pytest.mark.parametrize("environ, error", [
    ({}, NO_DISPLAY),  # over SSH without X forwarding: Qt's own message blamed xcb-cursor
    ({"DISPLAY": " "}, NO_DISPLAY),
    ({"QT_QPA_PLATFORM": "xcb"}, NO_DISPLAY),
    ({"DISPLAY": ":0"}, None),
    ({"QT_QPA_PLATFORM": "xcb;offscreen"}, None),  # Qt falls back on the next platform
    ({"QT_QPA_PLATFORM": "offscreen"}, None),  # not xcb: nothing to check
])
def test_the_check_says_when_there_is_no_display(environ, error):
    assert libraries.check(environ) == error


def test_crib_qt_without_a_display_says_so_in_one_line(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "QT_QPA_PLATFORM")}
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-m", "crib_qt"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr.splitlines()) == (1, [NO_DISPLAY])


def test_a_plugin_the_loader_refuses_without_a_missing_library_gives_its_reason(tmp_path):
    broken = tmp_path / "libqxcb.so"
    broken.write_bytes(b"not an ELF file")
    message = libraries.check_plugin(broken)
    assert message.startswith(f"{PREFIX}its X11 platform plugin (xcb) cannot be loaded: {broken}: ")


def test_the_installed_plugin_needs_only_libraries_with_known_packages():
    needed = libraries.needed_libraries(_installed_plugin())
    assert {"libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-cursor.so.0",
            "libxkbcommon-x11.so.0", "libEGL.so.1"} <= set(needed)
    assert not [name for name in needed if name.startswith("libQt6") or "icu" in name]  # Qt's own
    assert [name for name in needed if name not in libraries.PACKAGES] == []
    assert len(needed) == len(set(needed))


def test_the_readme_names_every_library_the_installed_plugin_needs():
    assert libraries.readme_problems(README.read_text(encoding="utf-8"), _installed_plugin()) == []


def test_the_readme_check_says_what_a_command_lacks():
    text = README.read_text(encoding="utf-8")
    lacking = text.replace(" libxcb-icccm4 ", " ").replace(" xcb-util-wm ", " ")
    assert libraries.readme_problems(lacking, _installed_plugin()) == [
        "libxcb-icccm.so.4: the README's `apt-get install` lacks libxcb-icccm4",
        "libxcb-icccm.so.4: the README's `dnf install` lacks xcb-util-wm"]
    assert libraries.readme_problems("no commands here", _installed_plugin())[:2] == [
        "the README has no `apt-get install` command", "the README has no `dnf install` command"]


def test_the_readme_check_command_fails_on_a_lacking_readme(tmp_path):
    lacking = tmp_path / "README.md"
    lacking.write_text(README.read_text(encoding="utf-8").replace(" libxcb-keysyms1 ", " "),
                       encoding="utf-8")
    for readme, status in ((README, 0), (lacking, 1)):
        done = subprocess.run([sys.executable, "-m", "crib_qt.platform_libraries",
                               "--check-readme", str(readme)], cwd=ROOT, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == status, done.stderr
    assert done.stderr.splitlines() == [
        f"{lacking}: libxcb-keysyms.so.1: the README's `apt-get install` lacks libxcb-keysyms1"]


@pytest.mark.parametrize("os_release, advice", [
    ("ID=ubuntu\nID_LIKE=debian\n", "install them with: sudo apt-get install libxcb-icccm4 zlib1g"),
    ('ID="rhel"\nID_LIKE="centos fedora"\n', "install them with: sudo dnf install xcb-util-wm zlib"),
    ("ID=arch\n", "install them with: sudo apt-get install libxcb-icccm4 zlib1g (Debian, Ubuntu) "
                  "or sudo dnf install xcb-util-wm zlib (Fedora)"),
    (None, "install them with: sudo apt-get install libxcb-icccm4 zlib1g (Debian, Ubuntu) "
           "or sudo dnf install xcb-util-wm zlib (Fedora)"),
])
def test_install_advice_follows_os_release(tmp_path, os_release, advice):
    path = tmp_path / "absent" if os_release is None else _os_release(tmp_path, os_release)
    assert libraries.install_advice(["libxcb-icccm.so.4", "libz.so.1"], [path]) == advice


def test_install_advice_names_libraries_without_a_known_package(tmp_path):
    debian = [_os_release(tmp_path, "ID=debian\n")]
    assert libraries.install_advice(["libxcb-icccm.so.4", "libfoo.so.3", "libxcb-icccm.so.4"],
                                    debian) == ("install them with: sudo apt-get install "
                                                "libxcb-icccm4, and the packages that provide "
                                                "libfoo.so.3")
    assert libraries.install_advice(["libfoo.so.3"], debian) == (
        "install the packages that provide them")


@pytest.mark.parametrize("environ, platform, xcb", [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb:nomitshm"}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb;wayland"}, "linux", True),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),  # Qt tries wayland first
    ({"XDG_SESSION_TYPE": "wayland"}, "linux", False),
    ({"XDG_SESSION_TYPE": "x11", "DISPLAY": ":0"}, "linux", True),
    ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_the_check_runs_only_when_qt_will_try_xcb_first(environ, platform, xcb):
    assert libraries.platform_is_xcb(environ, platform) is xcb
