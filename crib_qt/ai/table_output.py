"""Writing a table the build scripts made (`build_crib_table`, `build_position_table`,
`build_kept_table`) to its JSON file, whole or not at all. Standard library only, no Qt
(the builders run without it).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

__all__ = ["write_table"]


def write_table(path: Path, data: dict, *, indent: int = 1) -> None:
    """Write `data` as UTF-8 JSON to `path`, creating its folder.

    The text goes to ``path + ".tmp"`` first and then replaces `path` in one step, so an
    interrupted build leaves the old table whole (a half-written table would be refused
    when read, and the computer player would lose its tables).

    Args:
        path: the table file.
        data: JSON-ready data.
        indent: JSON indent (the shipped tables differ: 1, or 0 for the kept table).

    Raises:
        OSError: the folder or file cannot be written; `path` is left as it was.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "w", encoding="utf-8") as out:
        out.write(json.dumps(data, indent=indent, ensure_ascii=False) + "\n")
        out.flush()
        os.fsync(out.fileno())
    tmp.replace(path)
