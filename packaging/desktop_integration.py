"""Put crib-qt in the desktop's application menu for the current user, or take it out.

After `pip install crib-qt` (or pipx), on Linux and other freedesktop.org desktops:

    crib-qt --install-desktop-integration     # or: python -m crib_qt.desktop_integration install
    crib-qt --uninstall-desktop-integration   # or: ... uninstall

From a source checkout, after `pip install .`:

    python packaging/desktop_integration.py install|uninstall

`install` copies into $XDG_DATA_HOME (default ~/.local/share):

- applications/<APP_ID>.desktop, with Exec and TryExec set to the absolute path of
  the crib-qt launcher of this installation (so the menu finds the game whatever
  the desktop's PATH; once the game is uninstalled, TryExec hides the entry);
- metainfo/<APP_ID>.metainfo.xml (software centres);
- icons/hicolor/<N>x<N>/apps/<APP_ID>.png and icons/hicolor/scalable/apps/<APP_ID>.svg.

`uninstall` removes exactly those files. Nothing outside $XDG_DATA_HOME is touched,
and no root rights are needed.

Only its own files are written or removed (issue 18): no link is followed below
$XDG_DATA_HOME (a linked folder is refused, a link at a file's place counts as someone
else's and is never written through), a file of someone else's at one of these paths stops the
install before anything is written and is left alone by `uninstall`. A file is ours
when its content is what this installation writes, or what the desktop file we wrote
lists (`MARK_KEY`: each file with a digest of its content, the desktop file too, as it
was written less that line, so one a player edited is theirs). The wheel carries this file as
crib_qt/desktop_integration.py and its data under crib_qt/resources/ (see the
force-include table in pyproject.toml); in the source tree the data is beside it in
packaging/.

Its parts, each a module of crib_qt of its own: the desktop file's text
(`crib_qt.desktop_entry`), which file at one of its paths is ours
(`crib_qt.integration_ownership`) and the file handling that follows no link
(`crib_qt.integration_files`). Run as a script from a source checkout where crib_qt is not
installed, it takes them from the checkout.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Sequence

if __name__ == "__main__":  # python packaging/desktop_integration.py: crib_qt beside packaging/
    sys.path.append(str(Path(__file__).resolve().parent.parent))  # if none is installed

from crib_qt.desktop_entry import desktop_entry
from crib_qt.integration_files import (IntegrationError, open_folder, read_own,
                                       remove_empty, write_own)
from crib_qt.integration_ownership import (MARK_KEY, installed_digests, is_ours,
                                           mark_entry)

APP_ID = "io.github.cribqt.CribQt"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
#: The desktop file's path under $XDG_DATA_HOME, as the ownership mark names it.
_ENTRY_PATH = f"applications/{DESKTOP_FILE}"
#: The hicolor sizes that are installed (packaging/render_icons.py renders them).
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: Where the game refuses desktop integration (`sys.platform`): their frozen builds bring
#: their own icon.
REFUSED_PLATFORMS = ("win32", "darwin")
#: The platform this runs on, `sys.platform` (the tests set it to try the others).
PLATFORM = sys.platform

__all__ = ["APP_ID", "MARK_KEY", "IntegrationError", "install", "uninstall", "installed_files",
           "launcher_command", "desktop_entry", "data_home", "run", "main"]


def _data_sources() -> tuple[Path, Path]:
    """(folder holding the .desktop and .metainfo.xml, the hicolor icon folder)."""
    here = Path(__file__).resolve().parent
    candidates = [
        (here / "resources" / "desktop", here / "resources" / "icons" / "hicolor"),  # wheel
        (here, here / "icons" / "hicolor"),  # source tree: packaging/
    ]
    for desktop_dir, hicolor in candidates:
        if (desktop_dir / DESKTOP_FILE).is_file() and hicolor.is_dir():
            return desktop_dir, hicolor
    raise IntegrationError(f"the desktop file {DESKTOP_FILE} is missing from this installation "
                           f"(looked in {', '.join(str(c[0]) for c in candidates)})")


def data_home(override: str | os.PathLike | None = None) -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset or not absolute (XDG spec)."""
    if override:
        return Path(override).expanduser().resolve()
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def installed_files(home: Path) -> list[Path]:
    """Every file `install` writes under `home` ($XDG_DATA_HOME)."""
    icons = home / "icons" / "hicolor"
    return ([home / "applications" / DESKTOP_FILE, home / "metainfo" / METAINFO_FILE,
             icons / "scalable" / "apps" / f"{APP_ID}.svg"]
            + [icons / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES])


def launcher_command() -> list[str]:
    """The command that starts this installation of the game, as absolute paths."""
    if getattr(sys, "frozen", False):  # a PyInstaller build: the executable is the game
        return [str(Path(sys.executable).resolve())]
    name = "crib-qt.exe" if os.name == "nt" else "crib-qt"
    schemes = [None] + [s for s in (f"{os.name}_user",) if s in sysconfig.get_scheme_names()]
    for scheme in schemes:
        scripts = sysconfig.get_path("scripts", scheme) if scheme else sysconfig.get_path(
            "scripts")
        if scripts and (Path(scripts) / name).is_file():
            return [str(Path(scripts) / name)]
    found = shutil.which("crib-qt")
    if found:
        return [str(Path(found).resolve())]
    return [str(Path(sys.executable).resolve()), "-m", "crib_qt"]


def _refresh_caches(home: Path) -> None:
    """Tell the desktop about new or removed icons (menus watch applications/ themselves)."""
    icons = home / "icons" / "hicolor"
    if icons.is_dir() and not icons.is_symlink() and not (home / "icons").is_symlink():
        os.utime(icons)  # icon themes are rescanned when their folder's time changes
        if (icons / "icon-theme.cache").exists() and shutil.which("gtk-update-icon-cache"):
            subprocess.run(["gtk-update-icon-cache", "-q", "-t", "-f", str(icons)], check=False)


def _check_platform() -> None:
    """Raises IntegrationError on Windows and macOS (`REFUSED_PLATFORMS`)."""
    if PLATFORM in REFUSED_PLATFORMS:
        raise IntegrationError(
            "desktop integration is for Linux and other freedesktop.org desktops; on Windows "
            "and macOS use the frozen build (packaging/build_frozen.sh), which brings its own "
            "icon")


def _plan(home: Path, command: Sequence[str]) -> list[tuple[Path, bytes]]:
    """Every file `install` writes, with its content (the desktop file last)."""
    desktop_dir, hicolor = _data_sources()
    targets = installed_files(home)
    plan = [(targets[1], (desktop_dir / METAINFO_FILE).read_bytes())]
    for target in targets[2:]:
        source = hicolor / target.relative_to(home / "icons" / "hicolor")
        if not source.is_file():
            raise IntegrationError(f"icon {source} is missing from this installation")
        plan.append((target, source.read_bytes()))
    template = (desktop_dir / DESKTOP_FILE).read_text(encoding="utf-8")
    entry = mark_entry(desktop_entry(template, command),
                       [(path.relative_to(home).as_posix(), data) for path, data in plan],
                       _ENTRY_PATH)
    plan.append((targets[0], entry.encode("utf-8")))
    return plan


def install(home: Path | None = None, command: Sequence[str] | None = None) -> list[Path]:
    """Install the desktop file, metainfo and icons under `home` ($XDG_DATA_HOME).

    Only regular files it made are written or replaced, never through a link (a link in
    the way or a linked folder counts as someone else's); a file of someone
    else's at one of its paths stops the install before anything is written.

    Returns:
        The files written.

    Raises:
        IntegrationError: naming the files or folders that are not ours.
    """
    _check_platform()
    home = data_home() if home is None else home
    plan = _plan(home, list(command) if command else launcher_command())
    digests = installed_digests(home, _ENTRY_PATH)
    foreign = []
    for target, content in plan:  # look first: nothing is written if anything is foreign
        relative = target.relative_to(home)
        fd = open_folder(home, relative.parts[:-1], create=False)
        if fd is None:
            continue
        try:
            found = read_own(fd, target.name)
        finally:
            os.close(fd)
        if found is False or (found is not None and not is_ours(
                relative.as_posix(), found, content, digests, _ENTRY_PATH)):
            foreign.append(target)
    if foreign:
        raise IntegrationError("these files are not crib-qt's own, so nothing was installed "
                               "(remove them first): " + ", ".join(map(str, foreign)))
    written = []
    for target, content in plan:
        fd = open_folder(home, target.relative_to(home).parts[:-1], create=True)
        try:
            write_own(fd, target.name, content)
        finally:
            os.close(fd)
        written.append(target)
    _refresh_caches(home)
    return [written[-1]] + written[:-1]  # the desktop file first, as before


def uninstall(home: Path | None = None, left: list[Path] | None = None) -> list[Path]:
    """Remove what `install` wrote under `home`; returns the files removed. A file that is
    not ours (a link, a foreign or changed file) is left alone and added to `left`."""
    _check_platform()
    home = data_home() if home is None else home
    digests = installed_digests(home, _ENTRY_PATH)
    try:
        fresh = dict(_plan(home, launcher_command()))
    except IntegrationError:  # the package's data is gone: only the digests tell
        fresh = {}
    removed = []
    for path in installed_files(home):
        relative = path.relative_to(home)
        try:
            fd = open_folder(home, relative.parts[:-1], create=False)
        except IntegrationError:
            if left is not None:
                left.append(path)
            continue
        if fd is None:
            continue
        try:
            found = read_own(fd, path.name)
            if found is None:
                continue
            if found is False or not is_ours(relative.as_posix(), found,
                                             fresh.get(path, b"\0"), digests, _ENTRY_PATH):
                if left is not None:
                    left.append(path)
                continue
            os.unlink(path.name, dir_fd=fd)
            removed.append(path)
        finally:
            os.close(fd)
        if relative.parts[0] == "icons":  # <size>/apps/, if now empty (never a link)
            remove_empty(home, relative.parts[:-1])
    _refresh_caches(home)
    return removed


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: install | uninstall [--data-home DIR]. Returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="desktop_integration",
        description="Add crib-qt to (or remove it from) the desktop's application menu, "
                    "for the current user.")
    parser.add_argument("action", choices=("install", "uninstall"))
    parser.add_argument("--data-home", metavar="DIR",
                        help="install under DIR instead of $XDG_DATA_HOME (~/.local/share)")
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    return run(args.action, args.data_home)


def run(action: str, data_home_dir: str | None = None) -> int:
    """Do `action` ("install" or "uninstall") and report it; returns the exit status."""
    try:
        home = data_home(data_home_dir)
        if action == "install":
            files = install(home)
            print(f"crib-qt: installed the menu entry, metainfo and {len(files) - 2} icons "
                  f"under {home}:")
        else:
            left: list[Path] = []
            files = uninstall(home, left)
            print(f"crib-qt: removed {len(files)} files under {home}" + (":" if files else ""))
            for path in left:
                print(f"crib-qt: left alone (not installed by crib-qt): {path}",
                      file=sys.stderr)
    except (IntegrationError, OSError) as exc:
        print(f"crib-qt: error: {exc}", file=sys.stderr)
        return 1
    for path in files:
        print(f"  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
