"""Checking the values of a saved match's JSON (crib_qt/persistence.py): a field of the
expected kind, an action; each problem an `InvalidData` naming the value's place and
kind, never echoing the value itself."""

from __future__ import annotations

from .data_files import InvalidData
from .rules import Action, action_from_data

__all__ = ["action_value", "field", "kind_name"]


def kind_name(value: object) -> str:
    """A value's JSON kind for messages ("a list", "text", "a whole number"…)."""
    return {dict: "an object", list: "a list", str: "text", bool: "true/false",
            int: "a whole number", float: "a fraction", type(None): "null"}.get(type(value),
                                                                             "something else")


def field(data: dict, key: str, kind: type):
    """`data[key]`, which must be exactly of type `kind` (int, str, list, dict, bool).

    Raises:
        InvalidData: it is missing or of another kind.
    """
    if key not in data:
        raise InvalidData(f"it has no {key!r}")
    value = data[key]
    if type(value) is not kind:
        raise InvalidData(f"{key!r} is {kind_name(value)}, not {kind_name(kind())}")
    return value


def action_value(value: object, where: str) -> Action:
    """The action whose `Action.to_data()` is `value` (at most 3 short items).

    Raises:
        InvalidData: "`where` is not an action".
    """
    if (type(value) is not list or not 1 <= len(value) <= 3
            or any(type(v) not in (str, int) for v in value)
            or any(type(v) is str and len(v) > 16 for v in value)
            or any(type(v) is int and not 0 <= v <= 1000 for v in value)):
        raise InvalidData(f"{where} is not an action")
    try:
        return action_from_data(value)
    except ValueError:
        raise InvalidData(f"{where} is not an action") from None
