"""Shared by the tests that read crib_qt's imports with `ast` (import cycles, no Qt in
the rules, what the board takes from the rules): one way to name what an import names."""

from __future__ import annotations

__all__ = ["absolute_module"]


def absolute_module(module: str, is_package: bool, level: int, name: str | None) -> str:
    """The absolute module that ``from <level dots><name> import …`` names in `module`.

    Args:
        module: the importing module's dotted name ("crib_qt.board.scene").
        is_package: `module` is a package's ``__init__``.
        level: how many dots lead the import (0: absolute).
        name: the module after the dots, or None (``from . import x``).
    """
    if not level:
        return name or ""
    base = (module if is_package else module.rpartition(".")[0]).split(".")
    base = base[:len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))
