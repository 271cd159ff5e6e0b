"""Hatch build hook: compile the translations into the wheel.

pyproject.toml names this file in [tool.hatch.build.targets.wheel.hooks.custom].
Every wheel build runs Qt's lrelease (shipped with PySide6-Essentials, which is
therefore a build requirement) over i18n/*.ts into a fresh temporary folder and
puts each .qm into the wheel at crib_qt/resources/i18n/<name>.qm. The .qm files
are compiled from the .ts files of this build every time, so a wheel never carries
a stale translation, and nothing is written into the source tree (a stray
i18n/*.qm from a source checkout is ignored). The build fails unless the .ts files
are exactly the languages crib_qt/i18n.py ships but English (pt_BR, pt_PT, ms, fil):
a language the game offers always has its translation in the wheel, and a stale
file (crib_qt_pt.ts, from before Portuguese was split) never ships.
"""

from __future__ import annotations

import ast
import importlib.util
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

#: Where the compiled translations go inside the wheel (crib_qt/i18n.py reads them there).
WHEEL_I18N = "crib_qt/resources/i18n"


def lrelease_command() -> list[str]:
    """Qt's lrelease from the PySide6 of the build environment."""
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.origin:
        tool = Path(spec.origin).parent / ("lrelease.exe" if sys.platform == "win32"
                                           else "lrelease")
        if tool.is_file():
            return [str(tool)]
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    raise RuntimeError("cannot find Qt's lrelease: the wheel build needs PySide6-Essentials "
                       "(a build requirement in pyproject.toml)")


def compile_translations(sources: list[Path], target: Path) -> list[Path]:
    """Compile each .ts in `sources` to `target/<stem>.qm`; fail loudly on any error."""
    target.mkdir(parents=True, exist_ok=True)
    command = lrelease_command()
    written = []
    for ts in sources:
        qm = target / f"{ts.stem}.qm"
        done = subprocess.run([*command, "-silent", str(ts), "-qm", str(qm)],
                              capture_output=True, text=True)
        if done.returncode != 0 or not qm.is_file() or qm.stat().st_size == 0:
            raise RuntimeError(f"lrelease failed on {ts}: {done.stdout}{done.stderr}".strip())
        written.append(qm)
    return written


def shipped_languages(i18n_module: Path) -> tuple[str, ...]:
    """`LANGUAGES` of crib_qt/i18n.py, read without importing the package (the build
    environment need not be able to import it)."""
    tree = ast.parse(i18n_module.read_text(encoding="utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and getattr(node.targets[0], "id", None) == "LANGUAGES"):
            return tuple(ast.literal_eval(node.value))
    raise RuntimeError(f"no LANGUAGES = (...) in {i18n_module}")


def check_translation_files(root: Path) -> list[Path]:
    """The i18n/crib_qt_<code>.ts of every shipped language but English, sorted.

    Raises:
        RuntimeError: a language lacks its .ts, or a .ts is of no shipped language.
    """
    wanted = {f"crib_qt_{code}.ts" for code in shipped_languages(root / "crib_qt" / "i18n.py")
              if code != "en"}
    found = {p.name for p in (root / "i18n").glob("*.ts")}
    if wanted != found:
        raise RuntimeError(f"i18n/ does not match crib_qt/i18n.py LANGUAGES: missing "
                           f"{sorted(wanted - found)}, not shipped {sorted(found - wanted)}")
    return sorted((root / "i18n") / name for name in wanted)


class CustomBuildHook(BuildHookInterface):
    """Adds freshly compiled i18n/*.qm files to the wheel."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel":
            return
        sources = check_translation_files(Path(self.root))
        self._tmp = tempfile.TemporaryDirectory(prefix="crib-qt-qm-")
        for qm in compile_translations(sources, Path(self._tmp.name)):
            build_data["force_include"][str(qm)] = f"{WHEEL_I18N}/{qm.name}"

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        tmp = getattr(self, "_tmp", None)
        if tmp is not None:
            tmp.cleanup()
            self._tmp = None
