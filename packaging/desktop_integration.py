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
and no root rights are needed. The wheel carries this file as
crib_qt/desktop_integration.py and its data under crib_qt/resources/ (see the
force-include table in pyproject.toml); in the source tree the data is beside it in
packaging/.
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

APP_ID = "io.github.cribqt.CribQt"
DESKTOP_FILE = f"{APP_ID}.desktop"
METAINFO_FILE = f"{APP_ID}.metainfo.xml"
#: The hicolor sizes that are installed (packaging/render_icons.py renders them).
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

__all__ = ["APP_ID", "install", "uninstall", "installed_files", "launcher_command", "main"]


class IntegrationError(RuntimeError):
    """Desktop integration cannot be done here (a message for the user)."""


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


def _exec_quote(argument: str) -> str:
    """One argument of a desktop file's Exec key (quoted per the Desktop Entry spec)."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    if argument and not reserved.intersection(argument):
        return argument
    inner = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return f'"{inner}"'


def _exec_argument(argument: str) -> str:
    """`argument` as it is written in Exec: quoted, and a literal % doubled (field codes)."""
    return _exec_quote(argument).replace("%", "%%")


def _desktop_value_escape(value: str) -> str:
    """A string value of a desktop file key: backslashes doubled (Desktop Entry spec)."""
    return value.replace("\\", "\\\\")


def desktop_entry(template: str, command: Sequence[str]) -> str:
    """The packaged .desktop text with Exec (and TryExec) pointing at `command`."""
    exec_line = _desktop_value_escape(" ".join(_exec_argument(part) for part in command))
    lines, in_entry, seen_try = [], False, False
    for line in template.splitlines():
        if line.startswith("["):
            in_entry = line.strip() == "[Desktop Entry]"
        elif in_entry and line.startswith("Exec="):
            line = f"Exec={exec_line}"
            if not seen_try:
                lines.append(f"TryExec={_desktop_value_escape(command[0])}")
                seen_try = True
        elif in_entry and line.startswith("TryExec="):
            continue
        lines.append(line)
    return "\n".join(lines) + "\n"


def _refresh_caches(home: Path) -> None:
    """Tell the desktop about new or removed icons (menus watch applications/ themselves)."""
    icons = home / "icons" / "hicolor"
    if icons.is_dir():
        os.utime(icons)  # icon themes are rescanned when their folder's time changes
        if (icons / "icon-theme.cache").exists() and shutil.which("gtk-update-icon-cache"):
            subprocess.run(["gtk-update-icon-cache", "-q", "-t", "-f", str(icons)], check=False)


def _check_platform() -> None:
    if sys.platform == "win32" or sys.platform == "darwin":
        raise IntegrationError(
            "desktop integration is for Linux and other freedesktop.org desktops; on Windows "
            "and macOS use the frozen build (packaging/build_frozen.sh), which brings its own "
            "icon")


def install(home: Path | None = None, command: Sequence[str] | None = None) -> list[Path]:
    """Install the desktop file, metainfo and icons under `home` ($XDG_DATA_HOME).

    Returns:
        The files written.
    """
    _check_platform()
    home = data_home() if home is None else home
    desktop_dir, hicolor = _data_sources()
    command = list(command) if command else launcher_command()
    targets = installed_files(home)
    desktop_target, metainfo_target = targets[0], targets[1]
    written = []
    desktop_target.parent.mkdir(parents=True, exist_ok=True)
    template = (desktop_dir / DESKTOP_FILE).read_text(encoding="utf-8")
    desktop_target.write_text(desktop_entry(template, command), encoding="utf-8")
    written.append(desktop_target)
    metainfo_target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(desktop_dir / METAINFO_FILE, metainfo_target)
    written.append(metainfo_target)
    for target in targets[2:]:
        source = hicolor / target.relative_to(home / "icons" / "hicolor")
        if not source.is_file():
            raise IntegrationError(f"icon {source} is missing from this installation")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        written.append(target)
    _refresh_caches(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what `install` wrote under `home`; returns the files removed."""
    _check_platform()
    home = data_home() if home is None else home
    removed = []
    for path in installed_files(home):
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
            if path.parent.parent.parent.name == "hicolor":  # <size>/apps/, if now empty
                for folder in (path.parent, path.parent.parent):
                    try:
                        folder.rmdir()
                    except OSError:
                        break
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
            files = uninstall(home)
            print(f"crib-qt: removed {len(files)} files under {home}" + (":" if files else ""))
    except (IntegrationError, OSError) as exc:
        print(f"crib-qt: error: {exc}", file=sys.stderr)
        return 1
    for path in files:
        print(f"  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
