"""The rules core and the computer player never import Qt (DESIGN.md: rules/ has NO Qt).

Two checks, because each misses what the other sees:
- static: every .py file under crib_qt/rules/ and crib_qt/ai/ is parsed, and its imports
  (``import``, ``from … import``, relative imports, ``importlib.import_module("…")`` and
  ``__import__("…")`` with a literal name) may name neither Qt nor the Qt layers of
  crib_qt (rules/ may import only rules/; ai/ only rules/ and ai/);
- dynamic: a fresh interpreter imports every module of those packages, and no Qt module
  may end up in sys.modules, nor may one even be asked for (an import hidden in a
  try/except still counts).
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from import_names import absolute_module

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "crib_qt"

#: Top-level modules that are Qt or bind it.
QT_MODULES = {"PySide6", "PySide2", "shiboken6", "shiboken2", "PyQt5", "PyQt6", "sip", "qtpy"}

#: Which crib_qt packages each Qt-free package may import.
ALLOWED_INSIDE = {
    "crib_qt.rules": ("crib_qt.rules",),
    "crib_qt.ai": ("crib_qt.rules", "crib_qt.ai"),
}

#: The Qt-free packages that exist in this tree (ai/ may not exist yet in a checkout).
CHECKED = [name for name in ALLOWED_INSIDE if (ROOT / name.replace(".", "/")).is_dir()]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(source: str, module: str, is_package: bool = False) -> list[tuple[int, str]]:
    """(line, absolute module name) for every import in `source`, the text of `module`."""
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            name = absolute_module(module, is_package, node.level, node.module)
            found.append((node.lineno, name))
            # `from . import x` / `from crib_qt import ui` import submodules by name
            found += [(node.lineno, f"{name}.{alias.name}") for alias in node.names
                      if alias.name != "*"]
        elif isinstance(node, ast.Call) and node.args \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__"):
                found.append((node.lineno, node.args[0].value))
    return found


def forbidden_imports(source: str, module: str, allowed: tuple[str, ...],
                      is_package: bool = False) -> list[str]:
    """The imports of `module` that are Qt, or crib_qt modules outside `allowed`."""
    bad = []
    for line, name in imported_names(source, module, is_package):
        top = name.split(".")[0]
        inside = name == "crib_qt" or name.startswith("crib_qt.")
        # the bare package itself is harmless (its __init__ imports nothing); any
        # crib_qt module below it must be in an allowed package
        crib_ok = not inside or name == "crib_qt" or any(
            name == a or name.startswith(a + ".") for a in allowed)
        if top in QT_MODULES or not crib_ok:
            bad.append(f"{module}:{line} imports {name}")
    return bad


def _files(package: str) -> list[Path]:
    return sorted((ROOT / package.replace(".", "/")).rglob("*.py"))


def test_the_rules_package_exists_and_is_checked():
    assert "crib_qt.rules" in CHECKED
    assert len(_files("crib_qt.rules")) >= 7


@pytest.mark.parametrize("package", CHECKED)
def test_no_qt_import_in_any_file_statically(package):
    bad = []
    for path in _files(package):
        bad += forbidden_imports(path.read_text(encoding="utf-8"), _module_name(path),
                                 ALLOWED_INSIDE[package], path.name == "__init__.py")
    assert bad == []


@pytest.mark.parametrize(("source", "module"), [
    ("import PySide6", "crib_qt.rules.x"),
    ("from PySide6.QtCore import QObject", "crib_qt.rules.x"),
    ("import shiboken6 as s", "crib_qt.rules.x"),
    ("def f():\n    from PySide6 import QtGui\n", "crib_qt.rules.x"),
    ("try:\n    import PyQt6\nexcept ImportError:\n    pass\n", "crib_qt.ai.x"),
    ("import importlib\nimportlib.import_module('PySide6.QtWidgets')", "crib_qt.ai.x"),
    ("__import__('shiboken6')", "crib_qt.rules.x"),
    ("from ..ui import main_window", "crib_qt.rules.x"),
    ("from .. import engine", "crib_qt.rules.x"),
    ("from crib_qt.board import scene", "crib_qt.ai.x"),
    ("from ..models import HandModel", "crib_qt.ai.x"),
    ("import crib_qt.app", "crib_qt.rules.x"),
    ("from ..ai import ComputerPlayer", "crib_qt.rules.x"),
])
def test_the_static_check_finds_qt_and_qt_layers(source, module):
    package = ".".join(module.split(".")[:2])
    assert forbidden_imports(source, module, ALLOWED_INSIDE[package]) != []


@pytest.mark.parametrize(("source", "module"), [
    ("from .cards import Card\nimport json, random", "crib_qt.rules.x"),
    ("from ..rules.cards import Card\nfrom .basic import BasicPlayer", "crib_qt.ai.x"),
    ("from crib_qt.rules import game", "crib_qt.ai.x"),
    ("from . import basic", "crib_qt.ai.x"),
])
def test_the_static_check_lets_pure_imports_pass(source, module):
    package = ".".join(module.split(".")[:2])
    assert forbidden_imports(source, module, ALLOWED_INSIDE[package]) == []


# --- dynamic: what a fresh interpreter really loads -------------------------------------------

_PROBE = r"""
import importlib, json, pkgutil, sys

QT = set(json.loads(sys.argv[1]))
asked = []

class Watch:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in QT:
            asked.append(name)
        return None

sys.meta_path.insert(0, Watch())
imported = []
for name in json.loads(sys.argv[2]):
    module = importlib.import_module(name)
    imported.append(name)
    for info in pkgutil.walk_packages(getattr(module, "__path__", []), name + "."):
        importlib.import_module(info.name)
        imported.append(info.name)
loaded = sorted(m for m in sys.modules if m.split(".")[0] in QT)
layers = sorted(m for m in sys.modules if m.startswith("crib_qt.")
                and not m.startswith(("crib_qt.rules", "crib_qt.ai")))
print(json.dumps({"imported": imported, "loaded": loaded, "asked": asked, "layers": layers}))
"""


def _probe(modules: list[str]) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + [p for p in [env.get("PYTHONPATH")] if p])
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(sorted(QT_MODULES)), json.dumps(modules)],
        check=False, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def test_importing_the_rules_and_ai_loads_no_qt():
    report = _probe(CHECKED)
    assert "crib_qt.rules.game" in report["imported"]
    assert "crib_qt.rules.serialize" in report["imported"]
    assert report["loaded"] == []
    assert report["asked"] == []
    assert report["layers"] == []


def test_the_dynamic_probe_sees_qt_when_it_is_imported():
    # crib_qt.models is a Qt layer: the probe must notice it (so the test above can fail)
    report = _probe(["crib_qt.models"])
    assert "PySide6" in report["loaded"] or "PySide6" in report["asked"]
    assert "crib_qt.models" in report["layers"]
