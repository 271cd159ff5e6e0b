"""The desktop file crib-qt's desktop integration installs: the packaged template with its
Exec and TryExec keys pointing at one installation's launcher, quoted as the Desktop Entry
Specification asks (packaging/desktop_integration.py writes it)."""

from __future__ import annotations

from typing import Sequence

__all__ = ["desktop_entry"]


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
    """The packaged .desktop text with Exec (and TryExec) pointing at `command`.

    Args:
        template: the packaged desktop file's text (its ``[Desktop Entry]`` has an Exec).
        command: the launcher and its arguments, the first an absolute path.

    Returns:
        The text, lines ending in ``\\n``: in ``[Desktop Entry]`` a TryExec (the launcher)
        before Exec, any TryExec of the template dropped; other groups as they were.
    """
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
