"""Issue 18, finding 7: desktop integration (packaging/desktop_integration.py, in the wheel
as crib_qt/desktop_integration.py) writes only regular files it made, follows no link
below $XDG_DATA_HOME, refuses to replace what is not its own and removes only its own.

Every test runs on every machine, once for each platform whose behaviour it can assert
there (`PLATFORMS`): the freedesktop.org integration's, and the refusal of Windows and macOS,
which touches nothing whatever is there."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.cribqt.CribQt"
COMMAND = ["/opt/crib-qt/bin/crib-qt"]
#: The platforms asserted on this machine, the module's platform switch (`PLATFORM`) set to
#: each: Linux's integration wherever the file system has what its file handling needs
#: (links, and folders opened relative to each other following none: os.open with dir_fd,
#: which Windows lacks; macOS has it, and runs it with the switch faked), and everywhere
#: the refusal of Windows and macOS, whose frozen builds bring their own icon.
PLATFORMS = (["linux"] if os.open in os.supports_dir_fd else []) + ["win32", "darwin"]
REFUSAL = ("desktop integration is for Linux and other freedesktop.org desktops; on Windows "
           "and macOS use the frozen build (packaging/build_frozen.sh), which brings its own "
           "icon")


@pytest.fixture(scope="module")
def module():
    spec = importlib.util.spec_from_file_location("desktop_integration_own_files",
                                                  ROOT / "packaging" / "desktop_integration.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(params=PLATFORMS)
def integration(request, module, monkeypatch):
    monkeypatch.setattr(module, "PLATFORM", request.param)
    return module


def _link(link: Path, target: Path) -> None:
    """A symbolic link at `link` to `target`. On Windows, where making one takes a
    privilege a player's account seldom has, the link such an account can make: a
    junction to a folder, a hard link to a file (only the refusal runs there, which looks
    at no file)."""
    if sys.platform != "win32":
        link.symlink_to(target)
    elif target.is_dir():
        import _winapi

        _winapi.CreateJunction(str(target), str(link))
    else:
        os.link(target, link)


def _refused(integration, tmp_path: Path, home: Path, capsys) -> bool:
    """With the switch set to Windows or macOS: assert that install and uninstall refuse,
    as functions and as commands (status 1, one line on stderr), and that nothing under
    `tmp_path` changed; then True. Else False: the freedesktop.org integration runs."""
    if integration.PLATFORM not in ("win32", "darwin"):
        return False
    before = _tree(tmp_path)
    for act in (lambda: integration.install(home, COMMAND), lambda: integration.uninstall(home)):
        with pytest.raises(integration.IntegrationError) as caught:
            act()
        assert str(caught.value) == REFUSAL
    capsys.readouterr()
    for action in ("install", "uninstall"):
        assert integration.run(action, str(home)) == 1
        assert capsys.readouterr() == ("", f"crib-qt: error: {REFUSAL}\n")
    assert _tree(tmp_path) == before
    return True


def _tree(folder: Path) -> dict[str, object]:
    """Every entry under `folder`: a link's target, a file's bytes, "folder"."""
    found = {}
    for path in sorted(folder.rglob("*")):
        key = path.relative_to(folder).as_posix()
        found[key] = (("link", os.readlink(path)) if path.is_symlink()
                      else "folder" if path.is_dir() else path.read_bytes())
    return found


def test_a_link_at_the_desktop_file_is_not_written_through(integration, tmp_path, capsys):
    home, elsewhere = tmp_path / "share", tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "target").write_text("the player's own file\n")
    (home / "applications").mkdir(parents=True)
    link = home / "applications" / f"{APP_ID}.desktop"
    _link(link, elsewhere / "target")
    if _refused(integration, tmp_path, home, capsys):
        return
    with pytest.raises(integration.IntegrationError, match="not crib-qt's own") as caught:
        integration.install(home, COMMAND)
    assert str(link) in str(caught.value)
    assert (elsewhere / "target").read_text() == "the player's own file\n"
    assert _tree(home) == {"applications": "folder",
                           f"applications/{APP_ID}.desktop": ("link", str(elsewhere / "target"))}


def test_a_foreign_metainfo_file_is_not_replaced(integration, tmp_path, capsys):
    home = tmp_path / "share"
    (home / "metainfo").mkdir(parents=True)
    foreign = home / "metainfo" / f"{APP_ID}.metainfo.xml"
    foreign.write_text("<component>someone else's</component>\n")
    if _refused(integration, tmp_path, home, capsys):
        return
    with pytest.raises(integration.IntegrationError, match="nothing was installed"):
        integration.install(home, COMMAND)
    assert _tree(home) == {"metainfo": "folder", f"metainfo/{APP_ID}.metainfo.xml":
                           b"<component>someone else's</component>\n"}


def test_icons_are_not_written_through_a_linked_folder(integration, tmp_path, capsys):
    home, elsewhere = tmp_path / "share", tmp_path / "elsewhere"
    elsewhere.mkdir()
    (home / "icons" / "hicolor" / "48x48").mkdir(parents=True)
    _link(home / "icons" / "hicolor" / "48x48" / "apps", elsewhere)
    if _refused(integration, tmp_path, home, capsys):
        return
    with pytest.raises(integration.IntegrationError, match="is a link or not a folder"):
        integration.install(home, COMMAND)
    assert list(elsewhere.iterdir()) == []
    assert not (home / "applications").exists()


def test_install_replaces_its_own_files_and_uninstall_removes_only_its_own(integration,
                                                                          tmp_path, capsys):
    home, elsewhere = tmp_path / "share", tmp_path / "elsewhere"
    elsewhere.mkdir()
    if _refused(integration, tmp_path, home, capsys):
        return
    written = integration.install(home, COMMAND)
    assert written == integration.installed_files(home)
    desktop = home / "applications" / f"{APP_ID}.desktop"
    assert f"\n{integration.MARK_KEY}=metainfo/" in desktop.read_text()
    # installed again by another installation (another launcher): its own files, replaced
    assert integration.install(home, ["/usr/local/bin/crib-qt"]) == written
    assert "Exec=/usr/local/bin/crib-qt\n" in desktop.read_text()
    # then the player puts their own files at two of those places
    icon = home / "icons/hicolor/64x64/apps" / f"{APP_ID}.png"
    icon.write_bytes(b"my own icon")
    metainfo = home / "metainfo" / f"{APP_ID}.metainfo.xml"
    metainfo.unlink()
    (elsewhere / "mine.xml").write_text("mine")
    _link(metainfo, elsewhere / "mine.xml")
    left: list[Path] = []
    removed = integration.uninstall(home, left)
    assert sorted(left) == sorted([icon, metainfo])
    assert sorted(removed) == sorted(set(written) - {icon, metainfo})
    assert _tree(home) == {
        "applications": "folder", "icons": "folder", "icons/hicolor": "folder",
        "icons/hicolor/64x64": "folder", "icons/hicolor/64x64/apps": "folder",
        f"icons/hicolor/64x64/apps/{APP_ID}.png": b"my own icon", "metainfo": "folder",
        f"metainfo/{APP_ID}.metainfo.xml": ("link", str(elsewhere / "mine.xml"))}
    assert (elsewhere / "mine.xml").read_text() == "mine"


def test_uninstall_leaves_a_foreign_desktop_file(integration, tmp_path, capsys):
    home = tmp_path / "share"
    (home / "applications").mkdir(parents=True)
    foreign = home / "applications" / f"{APP_ID}.desktop"
    foreign.write_text("[Desktop Entry]\nName=Someone else's\n")
    if _refused(integration, tmp_path, home, capsys):
        return
    assert integration.run("uninstall", str(home)) == 0
    assert foreign.read_text() == "[Desktop Entry]\nName=Someone else's\n"
    assert f"left alone (not installed by crib-qt): {foreign}" in capsys.readouterr().err
    assert integration.run("install", str(home)) == 1
    assert "not crib-qt's own" in capsys.readouterr().err


def test_a_desktop_file_the_player_edited_is_theirs(integration, tmp_path, capsys):
    """Our mark alone does not make a desktop file ours: one edited since we wrote it
    (another Exec, a comment) is left alone by uninstall and stops an install (review of
    issue 18: it was removed)."""
    home = tmp_path / "share"
    if _refused(integration, tmp_path, home, capsys):
        return
    integration.install(home, COMMAND)
    desktop = home / "applications" / f"{APP_ID}.desktop"
    edited = desktop.read_text().replace(f"Exec={COMMAND[0]}\n",
                                         "Exec=/home/me/bin/my-crib\n# mine now\n")
    assert edited != desktop.read_text()
    desktop.write_text(edited)
    assert integration.run("uninstall", str(home)) == 0
    assert desktop.read_text() == edited
    assert f"left alone (not installed by crib-qt): {desktop}" in capsys.readouterr().err
    assert integration.run("install", str(home)) == 1
    assert desktop.read_text() == edited
