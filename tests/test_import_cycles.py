"""No import cycle between the modules of crib_qt.

Every .py file under crib_qt/ is parsed with `ast`; its run-time imports of other crib_qt
modules become the edges of a graph, and the graph must have no cycle. A cycle works
only while the modules happen to be imported in one order (the first one is half
initialised when the second asks it for a name), so it breaks with a new entry point,
a test run alone or a lazy import moved to the top.

What counts as an import of module M:
- ``import crib_qt.x.y`` → crib_qt.x.y;
- ``from crib_qt.x import y`` and the relative ``from .x import y`` / ``from .. import y``
  → crib_qt.x.y when that is a module (a submodule imported by name), else crib_qt.x;
- ``importlib.import_module("crib_qt.x")`` / ``__import__("crib_qt.x")`` with a literal;
- an import under ``if TYPE_CHECKING:`` never runs, so it is no edge (its ``else:`` runs);
- an import inside a function body runs when the function is called: it is an edge too,
  reported as "in a function" so that a cycle made only of late imports is told apart.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from import_names import absolute_module

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "crib_qt"


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    line: int
    in_function: bool

    def describe(self) -> str:
        where = "in a function" if self.in_function else "at import time"
        return f"{self.source}:{self.line} imports {self.target} ({where})"


def module_files(package_dir: Path) -> dict[str, Path]:
    """{module name: file} for every .py file of the package at `package_dir`."""
    root = package_dir.parent
    modules = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _literal_import_call(node: ast.Call) -> str | None:
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if called in ("import_module", "__import__") and node.args \
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
        return node.args[0].value
    return None


def _run_time_imports(tree: ast.AST):
    """(node, in_function) for each import statement or literal import call that runs."""
    found = []

    def visit(node: ast.AST, in_function: bool) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:  # only the else branch runs
                visit(child, in_function)
            return
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append((node, in_function))
        elif isinstance(node, ast.Call) and _literal_import_call(node):
            found.append((node, in_function))
        inner = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                 ast.Lambda))
        for child in ast.iter_child_nodes(node):
            visit(child, inner)

    visit(tree, False)
    return found


def import_edges(source: str, module: str, is_package: bool, modules: set[str],
                 top: str = "crib_qt") -> list[Edge]:
    """The run-time imports by `module` (its text is `source`) of the other `modules`."""
    edges = []

    def add(target: str, node: ast.AST, in_function: bool) -> None:
        inside = target == top or target.startswith(top + ".")
        if inside and target != module:
            # `import crib_qt.x.y.Name` is not valid Python, but a literal import_module
            # of an attribute path is: keep the longest prefix that is a module
            while target not in modules and "." in target:
                target = target.rpartition(".")[0]
            if target in modules and target != module:
                edges.append(Edge(module, target, node.lineno, in_function))

    for node, in_function in _run_time_imports(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node, in_function)
        elif isinstance(node, ast.ImportFrom):
            base = absolute_module(module, is_package, node.level, node.module)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                add(sub if sub in modules else base, node, in_function)
        else:
            add(_literal_import_call(node), node, in_function)
    return edges


def import_graph(package_dir: Path) -> list[Edge]:
    files = module_files(package_dir)
    names = set(files)
    top = package_dir.name
    edges = []
    for module, path in files.items():
        edges += import_edges(path.read_text(encoding="utf-8"), module,
                              path.name == "__init__.py", names, top)
    return edges


def find_cycles(edges: list[Edge]) -> list[list[Edge]]:
    """One shortest cycle through each module that is on a cycle (duplicates removed)."""
    graph: dict[str, dict[str, Edge]] = {}
    for edge in edges:
        # keep the import-time edge when a module imports another both ways
        known = graph.setdefault(edge.source, {}).get(edge.target)
        if known is None or (known.in_function and not edge.in_function):
            graph[edge.source][edge.target] = edge
    cycles, seen = [], set()
    for start in sorted(graph):
        # breadth-first from `start` back to `start`: the shortest cycle through it
        paths = {start: []}
        queue = [start]
        cycle = None
        while queue and cycle is None:
            node = queue.pop(0)
            for target, edge in sorted(graph.get(node, {}).items()):
                if target == start:
                    cycle = paths[node] + [edge]
                    break
                if target not in paths:
                    paths[target] = paths[node] + [edge]
                    queue.append(target)
        if cycle is not None:
            key = frozenset(e.source for e in cycle)
            if key not in seen:
                seen.add(key)
                cycles.append(cycle)
    return cycles


def describe_cycles(cycles: list[list[Edge]]) -> str:
    lines = []
    for cycle in cycles:
        late = sum(e.in_function for e in cycle)
        kind = ("only through imports in functions" if late == len(cycle) else
                f"{late} of its imports in functions" if late else "all at import time")
        lines.append(" -> ".join([e.source for e in cycle] + [cycle[0].source]) + f" ({kind})")
        lines += ["    " + e.describe() for e in cycle]
    return "\n".join(lines)


# --- the real package ------------------------------------------------------------------------


def test_the_graph_covers_the_whole_package():
    edges = import_graph(PACKAGE)
    modules = module_files(PACKAGE)
    assert {"crib_qt.app", "crib_qt.engine", "crib_qt.rules.game",
            "crib_qt.ui.main_window"} <= set(modules)
    # known run-time imports are found: the engine stands on the rules
    assert any(e.source == "crib_qt.engine" and e.target.startswith("crib_qt.rules")
               for e in edges)
    assert any(e.source == "crib_qt.rules" and e.target == "crib_qt.rules.game" for e in edges)


def test_no_import_cycle_in_crib_qt():
    cycles = find_cycles(import_graph(PACKAGE))
    assert cycles == [], "import cycles in crib_qt:\n" + describe_cycles(cycles)


# --- the checker itself, on small module trees ---------------------------------------------------


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path / "pkg"


def _cycle_names(package_dir: Path) -> list[list[str]]:
    return [[e.source for e in cycle] for cycle in find_cycles(import_graph(package_dir))]


def test_a_tree_without_cycle_passes(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/core/__init__.py": "from .cards import Card\nfrom . import game\n",
        "pkg/core/cards.py": "import json\n",
        "pkg/core/game.py": "from .cards import Card\n",
        "pkg/ui.py": "from pkg.core import game\nimport pkg.core.cards\n",
    })
    edges = import_graph(pkg)
    assert {(e.source, e.target) for e in edges} == {
        ("pkg.core", "pkg.core.cards"), ("pkg.core", "pkg.core.game"),
        ("pkg.core.game", "pkg.core.cards"),
        ("pkg.ui", "pkg.core.game"), ("pkg.ui", "pkg.core.cards"),
    }
    assert find_cycles(edges) == []


def test_an_absolute_cycle_is_found_and_named(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from pkg.b import thing\n",
        "pkg/b.py": "import pkg.c\n",
        "pkg/c.py": "from pkg import a\n",
    })
    cycles = find_cycles(import_graph(pkg))
    assert [[e.source for e in c] for c in cycles] == [["pkg.a", "pkg.b", "pkg.c"]]
    text = describe_cycles(cycles)
    assert "pkg.a -> pkg.b -> pkg.c -> pkg.a (all at import time)" in text
    assert "pkg.c:1 imports pkg.a (at import time)" in text


def test_relative_imports_make_edges(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/board/__init__.py": "",
        "pkg/board/scene.py": "from ..engine import Engine\n",
        "pkg/engine.py": "from .board import scene\n",
    })
    assert _cycle_names(pkg) == [["pkg.board.scene", "pkg.engine"]]


def test_from_package_import_name_means_the_submodule_when_it_is_one(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/rules/__init__.py": "from .state import State\n",
        "pkg/rules/state.py": "from . import cards\n",  # the submodule, not rules/__init__
        "pkg/rules/cards.py": "",
    })
    edges = {(e.source, e.target) for e in import_graph(pkg)}
    assert ("pkg.rules.state", "pkg.rules.cards") in edges
    assert ("pkg.rules.state", "pkg.rules") not in edges
    assert _cycle_names(pkg) == []


def test_from_package_import_a_name_is_an_edge_to_the_package(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/rules/__init__.py": "from .state import State\n",
        "pkg/rules/state.py": "from . import Card\n",  # a name of rules/__init__: a cycle
    })
    assert _cycle_names(pkg) == [["pkg.rules", "pkg.rules.state"]]


def test_type_checking_imports_are_no_edges_but_their_else_is(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from typing import TYPE_CHECKING\nfrom . import b\n",
        "pkg/b.py": ("import typing\nif typing.TYPE_CHECKING:\n    from .a import A\n"
                     "if TYPE_CHECKING:\n    from . import a\n"),
        "pkg/c.py": "from . import d\n",
        "pkg/d.py": "if TYPE_CHECKING:\n    pass\nelse:\n    from . import c\n",
    })
    assert _cycle_names(pkg) == [["pkg.c", "pkg.d"]]


def test_an_import_in_a_function_counts_and_is_reported_apart(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "from . import b\n",
        "pkg/b.py": "class B:\n    def f(self):\n        from .a import thing\n        return thing\n",
    })
    cycles = find_cycles(import_graph(pkg))
    assert [[e.source for e in c] for c in cycles] == [["pkg.a", "pkg.b"]]
    text = describe_cycles(cycles)
    assert "(1 of its imports in functions)" in text
    assert "pkg.b:3 imports pkg.a (in a function)" in text
    assert "pkg.a:1 imports pkg.b (at import time)" in text


def test_a_cycle_of_late_imports_only_is_still_a_cycle(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "def f():\n    from . import b\n",
        "pkg/b.py": "g = lambda: __import__('pkg.a')\n",
    })
    cycles = find_cycles(import_graph(pkg))
    assert [[e.source for e in c] for c in cycles] == [["pkg.a", "pkg.b"]]
    assert "only through imports in functions" in describe_cycles(cycles)


def test_import_module_with_a_literal_is_an_edge(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/a.py": "import importlib\nui = importlib.import_module('pkg.b')\n",
        "pkg/b.py": "import pkg.a as a\n",
    })
    assert _cycle_names(pkg) == [["pkg.a", "pkg.b"]]


def test_imports_outside_the_package_and_of_itself_are_ignored(tmp_path):
    pkg = _tree(tmp_path, {
        "pkg/__init__.py": "import os\nfrom json import loads\n",
        "pkg/a.py": "import pkgother\nfrom pkg import a\nfrom collections import abc\n",
        "pkgother/__init__.py": "import pkg.a\n",
    })
    assert import_graph(pkg) == []
