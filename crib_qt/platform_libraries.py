"""The system libraries Qt's X11 platform plugin (xcb) needs on Linux (issue 15).

PySide6 brings Qt's own libraries, but its xcb plugin (PySide6/Qt/plugins/platforms/
libqxcb.so) and the Qt libraries it loads (libQt6XcbQpa.so.6, libQt6Gui.so.6, ...) also
need system libraries: libxcb-icccm.so.4, libxkbcommon-x11.so.0 and others. When one is
missing, Qt aborts with a message that names none of them ("Reinstalling the application
may fix this problem"). `check` runs before the QApplication exists and, when the plugin
cannot load, says which libraries are missing and the command that installs them.

`python -m crib_qt.platform_libraries` lists what the installed plugin needs, with the
Debian/Ubuntu and Fedora package of each and whether it is installed here;
`--check-readme README.md` fails (status 1) when the README's `apt-get install` or
`dnf install` command lacks the package of a library the plugin needs (.ci/run runs it).
"""

from __future__ import annotations

import os
import re
import struct
import sys
from pathlib import Path
from typing import Mapping, Sequence

__all__ = ["PACKAGES", "RUNTIME", "OS_RELEASE", "check", "check_display", "check_plugin",
           "platform_is_xcb", "xcb_plugin", "needed_libraries", "missing_libraries",
           "install_advice", "readme_problems", "main"]

# soname -> (Debian/Ubuntu package, Fedora package) of every system library that the xcb
# plugin or a Qt library it loads names as needed (readelf -d, DT_NEEDED; PySide6 6.11).
PACKAGES: dict[str, tuple[str, str]] = {
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libz.so.1": ("zlib1g", "zlib"),
    "libzstd.so.1": ("libzstd1", "libzstd"),
    # The C and C++ runtime (see RUNTIME).
    "libc.so.6": ("libc6", "glibc"),
    "libm.so.6": ("libc6", "glibc"),
    "libdl.so.2": ("libc6", "glibc"),
    "libpthread.so.0": ("libc6", "glibc"),
    "librt.so.1": ("libc6", "glibc"),
    "ld-linux-x86-64.so.2": ("libc6", "glibc"),
    "ld-linux-aarch64.so.1": ("libc6", "glibc"),
    "libstdc++.so.6": ("libstdc++6", "libstdc++"),
    "libgcc_s.so.1": ("libgcc-s1", "libgcc"),
}
# The C and C++ runtime: Python and the package manager itself cannot run without them,
# so the README need not name them (they are still named when missing).
RUNTIME = frozenset({"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1",
                     "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libstdc++.so.6",
                     "libgcc_s.so.1"})
# Where the distribution is named (ID, ID_LIKE), the first that exists.
OS_RELEASE: tuple[Path, ...] = (Path("/etc/os-release"), Path("/usr/lib/os-release"))

_PREFIX = "crib-qt: error: Qt cannot start: "
# Handles of the plugin once loaded: kept, so Qt finds it loaded a moment later.
_handles: list[object] = []


def platform_is_xcb(environ: Mapping[str, str] | None = None,
                    platform: str | None = None) -> bool:
    """Whether Qt will try the xcb platform first: on Linux, with QT_QPA_PLATFORM unset
    (and no Wayland session, where Qt tries wayland first) or naming xcb first
    ("xcb", "xcb:options", "xcb;wayland"). `environ` and `platform` default to this
    process's (os.environ, sys.platform)."""
    environ = os.environ if environ is None else environ
    if not (sys.platform if platform is None else platform).startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";")[0].split(":")[0].strip() == "xcb"
    return not (environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland")


def xcb_plugin(environ: Mapping[str, str] | None = None) -> Path | None:
    """The xcb plugin Qt will load: libqxcb.so in QT_QPA_PLATFORM_PLUGIN_PATH when set,
    else in PySide6's Qt/plugins/platforms; None when there is none (Qt then says so)."""
    environ = os.environ if environ is None else environ
    folder = environ.get("QT_QPA_PLATFORM_PLUGIN_PATH")
    if not folder:
        import PySide6  # imported for the QApplication a moment later anyway

        folder = str(Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms")
    plugin = Path(folder) / "libqxcb.so"
    return plugin if plugin.is_file() else None


def check(environ: Mapping[str, str] | None = None) -> str | None:
    """The start-up check: None when Qt's platform will not be xcb, or its plugin loads
    and there is a display to connect to; else the one-line error for stderr (see
    `check_plugin` and `check_display`). Costs one `dlopen` of the plugin, which Qt
    would make a moment later anyway (the loaded libraries are shared)."""
    if not platform_is_xcb(environ):
        return None
    plugin = xcb_plugin(environ)
    return (None if plugin is None else check_plugin(plugin)) or check_display(environ)


def check_display(environ: Mapping[str, str] | None = None) -> str | None:
    """None when Qt's xcb platform has a display to connect to (DISPLAY set) or another
    platform to fall back on (QT_QPA_PLATFORM lists one after xcb); else the one-line
    error saying so. For when Qt will use xcb (`platform_is_xcb`), as `check` calls
    it. Without it Qt's own message blamed a library that was installed (xcb-cursor)
    and advised reinstalling (fresh-user trial of stop 40, over SSH)."""
    environ = os.environ if environ is None else environ
    if environ.get("DISPLAY", "").strip() or ";" in environ.get("QT_QPA_PLATFORM", ""):
        return None
    return (f"{_PREFIX}there is no display to show the game on (DISPLAY is not set): "
            "start it from a desktop session, or over SSH with X forwarding (ssh -X)")


def check_plugin(plugin: Path, os_release: Sequence[Path] | None = None) -> str | None:
    """Load `plugin` as Qt would (dlopen, lazy binding): None when it loads; else the
    one-line error naming the system libraries it needs that are not installed and the
    command that installs them (apt-get or dnf, as /etc/os-release says; see
    `install_advice`), or the loader's own reason when no library is missing."""
    try:  # ctypes' own loader, without the ~3 ms of ctypes' classes
        from _ctypes import dlopen
    except ImportError:  # pragma: no cover - every CPython has it
        import ctypes

        def dlopen(name, mode):
            return ctypes.CDLL(name, mode)._handle
    try:
        _handles.append(dlopen(str(plugin), os.RTLD_LAZY))
        return None
    except OSError as exc:
        reason = " ".join(str(exc).split())
    try:
        missing = missing_libraries(plugin)
    except (OSError, ValueError):  # an unreadable plugin: the loader's reason is all there is
        missing = []
    if not missing:
        return f"{_PREFIX}its X11 platform plugin (xcb) cannot be loaded: {reason}"
    return (f"{_PREFIX}its X11 platform plugin (xcb) needs libraries that are not installed: "
            f"{', '.join(missing)}; {install_advice(missing, os_release)}")


def install_advice(sonames: Sequence[str], os_release: Sequence[Path] | None = None) -> str:
    """How to install the packages of `sonames`: "install them with: sudo apt-get install
    ..." on Debian, Ubuntu and their kin, "... sudo dnf install ..." on Fedora, RHEL and
    theirs (ID and ID_LIKE of the first of `os_release` that exists, default OS_RELEASE),
    both elsewhere. Libraries without a package in PACKAGES are named apart."""
    debian = _unique(PACKAGES[name][0] for name in sonames if name in PACKAGES)
    fedora = _unique(PACKAGES[name][1] for name in sonames if name in PACKAGES)
    unknown = [name for name in sonames if name not in PACKAGES]
    if not debian:
        return "install the packages that provide them"
    family = _distribution_family(OS_RELEASE if os_release is None else os_release)
    apt = f"sudo apt-get install {' '.join(debian)}"
    dnf = f"sudo dnf install {' '.join(fedora)}"
    command = {"debian": apt, "fedora": dnf}.get(family, f"{apt} (Debian, Ubuntu) or {dnf} (Fedora)")
    rest = f", and the packages that provide {', '.join(unknown)}" if unknown else ""
    return f"install them with: {command}{rest}"


def _unique(names) -> list[str]:
    return list(dict.fromkeys(names))


def _distribution_family(candidates: Sequence[Path]) -> str | None:
    """"debian", "fedora" or None, from the ID and ID_LIKE of an os-release file."""
    for path in candidates:
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        fields = dict(re.findall(r"^\s*(ID|ID_LIKE)\s*=\s*[\"']?([^\"'\n]*)", text, re.M))
        ids = f"{fields.get('ID', '')} {fields.get('ID_LIKE', '')}".lower().split()
        for family, members in (("debian", {"debian", "ubuntu"}),
                                ("fedora", {"fedora", "rhel", "centos"})):
            if members & set(ids):
                return family
        return None
    return None


def missing_libraries(plugin: Path) -> list[str]:
    """The system libraries (sonames) `plugin` needs, itself or through the Qt libraries
    it loads, that the dynamic loader cannot open here, in the order they are needed."""
    from _ctypes import dlopen

    missing = []
    for name in needed_libraries(plugin):
        try:
            dlopen(name, os.RTLD_LAZY)
        except OSError:
            missing.append(name)
    return missing


def needed_libraries(plugin: Path) -> list[str]:
    """The system libraries (sonames) `plugin` needs: its own DT_NEEDED entries and those
    of the libraries it finds in its RUNPATH (Qt's own, followed in turn), in the order
    they are needed. Reads the ELF files; raises OSError or ValueError for a file that
    cannot be read or is no ELF shared object."""
    system: list[str] = []
    seen: set[Path] = set()
    todo = [Path(plugin)]
    while todo:
        path = todo.pop(0)
        if path.resolve() in seen:
            continue
        seen.add(path.resolve())
        needed, search = _dynamic_section(path)
        for name in needed:
            bundled = next((Path(d) / name for d in search if (Path(d) / name).is_file()), None)
            if bundled is not None:
                todo.append(bundled)
            elif name not in system:
                system.append(name)
    return system


def _dynamic_section(path: Path) -> tuple[list[str], list[str]]:
    """(DT_NEEDED sonames, RUNPATH or RPATH folders with $ORIGIN filled in) of an ELF file."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
        raise ValueError(f"{path} is not an ELF file")
    wide = data[4] == 2
    order = "<" if data[5] == 1 else ">"
    if wide:
        shoff, = struct.unpack_from(order + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A)
        section, entry = order + "IIQQQQIIQQ", order + "qQ"
    else:
        shoff, = struct.unpack_from(order + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x2E)
        section, entry = order + "IIIIIIIIII", order + "iI"
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    dynamic = next((s for s in sections if s[1] == 6), None)  # SHT_DYNAMIC
    if dynamic is None:
        raise ValueError(f"{path} has no dynamic section")
    strings = sections[dynamic[6]][4]  # sh_link: the string table's sh_offset

    def text(offset: int) -> str:
        start = strings + offset
        return data[start:data.index(b"\0", start)].decode("utf-8", "replace")

    needed, runpath, rpath = [], [], []
    size = struct.calcsize(entry)
    for at in range(dynamic[4], dynamic[4] + dynamic[5], size):
        tag, value = struct.unpack_from(entry, data, at)
        if tag == 0:  # DT_NULL
            break
        if tag == 1:  # DT_NEEDED
            needed.append(text(value))
        elif tag in (15, 29):  # DT_RPATH, DT_RUNPATH
            (rpath if tag == 15 else runpath).extend(text(value).split(":"))
    origin = str(path.parent)
    search = [d.replace("$ORIGIN", origin).replace("${ORIGIN}", origin)
              for d in (runpath or rpath) if d]
    return needed, search


def readme_problems(readme: str, plugin: Path) -> list[str]:
    """What the README's `apt-get install` and `dnf install` commands lack for `plugin`:
    one line per problem (a library without the package that provides it, one not in
    PACKAGES, a command missing); empty when the README names every library the plugin
    needs (but the C and C++ runtime, RUNTIME)."""
    commands = {}
    for manager, words in (("apt-get", r"apt(?:-get)? install"), ("dnf", "dnf install")):
        found = re.search(rf"\b{words} ([^`\n]*)", readme)
        commands[manager] = (found.group(1).split() if found else [])
    problems = [f"the README has no `{manager} install` command"
                for manager, packages in commands.items() if not packages]
    for name in needed_libraries(plugin):
        if name in RUNTIME:
            continue
        if name not in PACKAGES:
            problems.append(f"{name}: needed by the xcb plugin, but its packages are unknown "
                            f"(add it to PACKAGES in crib_qt/platform_libraries.py)")
            continue
        for manager, package in zip(commands, PACKAGES[name]):
            if commands[manager] and package not in commands[manager]:
                problems.append(f"{name}: the README's `{manager} install` lacks {package}")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m crib_qt.platform_libraries [--plugin PATH] [--check-readme README]`:
    without --check-readme, list the libraries the plugin needs, their packages and
    whether each is installed (status 0); with it, print the README's problems and
    return 1 when there are any."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m crib_qt.platform_libraries",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--plugin", type=Path, default=None,
                        help="the xcb plugin (default: PySide6's libqxcb.so)")
    parser.add_argument("--check-readme", type=Path, metavar="README", default=None,
                        help="fail when the README's apt-get or dnf command lacks a package")
    args = parser.parse_args(argv)
    plugin = args.plugin or xcb_plugin()
    if plugin is None:
        print("no xcb platform plugin found (PySide6/Qt/plugins/platforms/libqxcb.so)",
              file=sys.stderr)
        return 1
    if args.check_readme is not None:
        problems = readme_problems(args.check_readme.read_text(encoding="utf-8"), plugin)
        for problem in problems:
            print(f"{args.check_readme}: {problem}", file=sys.stderr)
        if not problems:
            print(f"{args.check_readme} names every library {plugin.name} needs "
                  f"({len(needed_libraries(plugin))} sonames)")
        return 1 if problems else 0
    missing = set(missing_libraries(plugin))
    for name in needed_libraries(plugin):
        debian, fedora = PACKAGES.get(name, ("?", "?"))
        print(f"{name:26} {debian:22} {fedora:22} {'MISSING' if name in missing else 'ok'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
