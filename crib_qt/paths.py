"""Where the game's data files are: inside the installed package, or in the source tree."""

from __future__ import annotations

from pathlib import Path

__all__ = ["resource_path"]

_PACKAGE = Path(__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """The path of a file under `resources/` (rules texts, icons, translations).

    The wheel carries `resources/` inside the package (`crib_qt/resources`); a
    source checkout has it beside the package. Raises `FileNotFoundError` naming
    both places when the file is in neither.
    """
    for base in (_PACKAGE / "resources", _PACKAGE.parent / "resources"):
        path = base.joinpath(*parts)
        if path.exists():
            return path
    raise FileNotFoundError(f"resource {'/'.join(parts)} is missing from {_PACKAGE / 'resources'} "
                            f"and {_PACKAGE.parent / 'resources'}")
