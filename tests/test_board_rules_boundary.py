"""The board draws what the presenter tells it and knows nothing of the game itself.

What crib_qt/board/ may take from the rules core (crib_qt.rules):
- every board module but the presenter's: card identity (`Card`, and `Suit`/`Rank` and
  the printed indices `RANK_NAMES` where a card is drawn) and `PlayerView`, nothing else;
- the presenter (presenter.py and its parts, presenter_*.py: its intents, its readings of
  a position, its narration), which turns the game into what the board shows: also the
  action and event
  types (the names defined in rules/actions.py) and `Phase`; still never a game, scoring
  or deck function (`apply`, `legal_actions`, `score_hand`, `cut_depths`,
  `series_numbers`, …) nor `GameState`.

Names only: importing a rules module itself (``import crib_qt.rules``, ``from .. import
rules``, ``from ..rules import game``) or ``*`` hands over everything, so it is refused.
Every .py file under crib_qt/board/ is parsed; relative imports, imports inside
functions, under ``if TYPE_CHECKING:`` and ``importlib.import_module("…")`` all count.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from import_names import absolute_module

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "crib_qt"
BOARD = PACKAGE / "board"
RULES = PACKAGE / "rules"
PRESENTER = "crib_qt.board.presenter"


def _defined(path: Path, *, kinds: tuple[type, ...]) -> set[str]:
    """Public top-level names of `path` made by a statement of one of `kinds`."""
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, kinds) and isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            names.add(node.name)
        elif isinstance(node, kinds) and isinstance(node, ast.Assign):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, kinds) and isinstance(node, ast.AnnAssign) \
                and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return {n for n in names if not n.startswith("_")}


def _types_and_aliases(path: Path) -> set[str]:
    """The classes and type aliases (``Action = Union[…]``) of `path`: no functions."""
    return _defined(path, kinds=(ast.ClassDef, ast.Assign, ast.AnnAssign))


#: Card identity: what a drawn card is, and the indices printed on its face.
CARD_NAMES = {"Card", "Suit", "Rank", "RANK_NAMES"} & _types_and_aliases(RULES / "cards.py")
#: What every board module may import from the rules.
BOARD_ALLOWED = frozenset(CARD_NAMES | {"PlayerView"})
#: What presenter.py may import from the rules: also actions, events and the phase.
PRESENTER_ALLOWED = frozenset(BOARD_ALLOWED | _types_and_aliases(RULES / "actions.py")
                              | {"Phase"})


def _is_presenter(module: str) -> bool:
    """presenter.py or one of its parts (presenter_intents.py, presenter_table.py, …)."""
    return module == PRESENTER or module.startswith(PRESENTER + "_")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_rules(name: str) -> bool:
    return name == "crib_qt.rules" or name.startswith("crib_qt.rules.")


def rules_imports(source: str, module: str, rules_modules: set[str],
                  is_package: bool = False) -> list[tuple[int, str, str | None]]:
    """(line, rules module, imported name or None for the module itself) for every import
    of the rules in `source`, the text of `module`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name, None) for alias in node.names
                      if _is_rules(alias.name)]
        elif isinstance(node, ast.ImportFrom):
            name = absolute_module(module, is_package, node.level, node.module)
            for alias in node.names:
                sub = f"{name}.{alias.name}"
                if sub in rules_modules or (name == "crib_qt" and alias.name == "rules"):
                    found.append((node.lineno, sub, None))  # a rules module, by name
                elif _is_rules(name):
                    found.append((node.lineno, name, alias.name))
        elif isinstance(node, ast.Call) and node.args \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__") and _is_rules(node.args[0].value):
                found.append((node.lineno, node.args[0].value, None))
    return found


def forbidden_rules_imports(source: str, module: str, allowed: frozenset[str],
                            rules_modules: set[str], is_package: bool = False) -> list[str]:
    """The imports from the rules by `module` that are not names in `allowed`."""
    bad = []
    for line, rules_module, name in rules_imports(source, module, rules_modules, is_package):
        if name is None:
            bad.append(f"{module}:{line} imports the module {rules_module}")
        elif name not in allowed:
            bad.append(f"{module}:{line} imports {name} from {rules_module}")
    return bad


RULES_MODULES = {_module_name(p) for p in RULES.rglob("*.py")}


def _board_files() -> list[Path]:
    return sorted(BOARD.rglob("*.py"))


def _violations(paths: list[Path], allowed: frozenset[str]) -> list[str]:
    bad = []
    for path in paths:
        bad += forbidden_rules_imports(path.read_text(encoding="utf-8"), _module_name(path),
                                       allowed, RULES_MODULES, path.name == "__init__.py")
    return bad


# --- the real tree ------------------------------------------------------------------------------


def test_the_allowed_names_are_real_rules_names():
    # the lists above are read from the rules themselves: they must hold what they say
    assert {"Card", "Suit"} <= CARD_NAMES
    actions = _types_and_aliases(RULES / "actions.py")
    assert {"Play", "Discard", "Go", "Continue", "Action", "Event", "CardPlayed",
            "HandShown", "Scored"} <= actions
    assert "action_from_data" not in actions  # a function, not a type
    state = _types_and_aliases(RULES / "state.py")
    assert {"PlayerView", "Phase"} <= state  # Phase lives in rules/state.py
    for name in ("apply", "legal_actions", "score_hand", "cut_depths", "series_numbers",
                 "GameState", "new_game", "score_play", "shuffled_deck"):
        assert name not in PRESENTER_ALLOWED


def test_the_board_package_and_its_presenter_exist_and_are_checked():
    names = {_module_name(p) for p in _board_files()}
    assert len(names) >= 5
    assert PRESENTER in names


def test_board_modules_take_only_cards_and_the_player_view_from_the_rules():
    paths = [p for p in _board_files() if not _is_presenter(_module_name(p))]
    bad = _violations(paths, BOARD_ALLOWED)
    assert bad == [], "\n".join(bad)


def test_the_presenter_takes_only_actions_events_views_and_cards_from_the_rules():
    paths = [p for p in _board_files() if _is_presenter(_module_name(p))]
    assert len(paths) >= 2  # presenter.py and its parts are all checked
    bad = _violations(paths, PRESENTER_ALLOWED)
    assert bad == [], "\n".join(bad)


# --- the checker itself ---------------------------------------------------------------------------


@pytest.mark.parametrize(("source", "module"), [
    ("from ..rules import apply", "crib_qt.board.scene"),
    ("from crib_qt.rules import Card, legal_actions", "crib_qt.board.scene"),
    ("from ..rules.deck import cut_depths", "crib_qt.board.table_layout"),
    ("from ..rules.state import series_numbers", "crib_qt.board.table_layout"),
    ("from ..rules import GameState", "crib_qt.board.texts"),
    ("from ..rules import Phase", "crib_qt.board.accessible"),  # only the presenter's
    ("from ..rules import Play", "crib_qt.board.input"),  # only the presenter's
    ("from ..rules.scoring import score_hand", "crib_qt.board.presenter"),
    ("from ..rules import GameState", "crib_qt.board.presenter"),
    ("from crib_qt.rules.actions import action_from_data", "crib_qt.board.presenter"),
    ("from crib_qt.rules.game import apply", "crib_qt.board.presenter"),
    ("import crib_qt.rules", "crib_qt.board.presenter"),
    ("import crib_qt.rules.game as game", "crib_qt.board.scene"),
    ("from .. import rules", "crib_qt.board.presenter"),
    ("from crib_qt import rules", "crib_qt.board.scene"),
    ("from ..rules import game", "crib_qt.board.presenter"),
    ("from ..rules import *", "crib_qt.board.presenter"),
    ("from .sub import x\nfrom ...rules import apply", "crib_qt.board.parts.piece"),
    ("def f():\n    from ..rules import legal_actions\n", "crib_qt.board.scene"),
    ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..rules import GameState\n",
     "crib_qt.board.scene"),
    ("import importlib\nimportlib.import_module('crib_qt.rules.scoring')", "crib_qt.board.scene"),
])
def test_the_checker_finds_what_the_board_may_not_import(source, module):
    allowed = PRESENTER_ALLOWED if _is_presenter(module) else BOARD_ALLOWED
    assert forbidden_rules_imports(source, module, allowed, RULES_MODULES) != []


@pytest.mark.parametrize(("source", "module"), [
    ("from ..rules import Card, PlayerView", "crib_qt.board.scene"),
    ("from crib_qt.rules.cards import Card, Suit", "crib_qt.board.card_art"),
    ("from ..rules.state import PlayerView", "crib_qt.board.scene"),
    ("from . import rules_helpers\nfrom .layout import X", "crib_qt.board.scene"),
    ("from ..engine import GameEngine\nimport json", "crib_qt.board.scene"),
    ("from ..rules import Card, Phase, PlayerView, Play, Go, CardPlayed, HandShown, Action, Event",
     "crib_qt.board.presenter"),
    ("from ..rules.actions import Discard, Scored\nfrom ..rules.state import Phase",
     "crib_qt.board.presenter"),
    ("from crib_qt.rules.cards import Card", "crib_qt.board.presenter"),
])
def test_the_checker_lets_the_allowed_names_pass(source, module):
    allowed = PRESENTER_ALLOWED if _is_presenter(module) else BOARD_ALLOWED
    assert forbidden_rules_imports(source, module, allowed, RULES_MODULES) == []


def test_the_checker_names_the_line_and_what_was_imported():
    source = "from ..rules import Card\n\nfrom ..rules import Card, apply\nfrom .. import rules\n"
    assert forbidden_rules_imports(source, "crib_qt.board.scene", BOARD_ALLOWED,
                                   RULES_MODULES) == [
        "crib_qt.board.scene:3 imports apply from crib_qt.rules",
        "crib_qt.board.scene:4 imports the module crib_qt.rules",
    ]


def test_the_checker_on_a_small_board_tree(tmp_path):
    """The whole walk on a synthetic package: one conforming board, one that is not."""
    pkg = tmp_path / "crib_qt"
    files = {
        "rules/__init__.py": "from .cards import Card\nfrom .game import apply\n",
        "rules/cards.py": "class Card: ...\n",
        "rules/game.py": "def apply(): ...\n",
        "board/__init__.py": "",
        "board/scene.py": "from ..rules import Card\nfrom .presenter import Presenter\n",
        "board/presenter.py": "from ..rules import Card, Play, Phase\nclass Presenter: ...\n",
        "board/deck.py": "from crib_qt.rules.game import apply\n",
    }
    for name, text in files.items():
        (pkg / name).parent.mkdir(parents=True, exist_ok=True)
        (pkg / name).write_text(text, encoding="utf-8")
    modules = {".".join(p.relative_to(tmp_path).with_suffix("").parts).removesuffix(".__init__")
               for p in pkg.rglob("*.py")}
    bad = []
    for path in sorted((pkg / "board").rglob("*.py")):
        module = ".".join(path.relative_to(tmp_path).with_suffix("").parts).removesuffix(
            ".__init__")
        allowed = PRESENTER_ALLOWED if _is_presenter(module) else BOARD_ALLOWED
        bad += forbidden_rules_imports(path.read_text(encoding="utf-8"), module, allowed,
                                       modules, path.name == "__init__.py")
    assert bad == ["crib_qt.board.deck:1 imports apply from crib_qt.rules.game"]
