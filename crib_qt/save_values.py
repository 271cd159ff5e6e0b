"""Checking the values of a saved match's JSON (crib_qt/persistence.py): a field of the
expected kind, an action; each problem an `InvalidData` naming the value's place and
kind, never echoing the value itself."""

from __future__ import annotations

from .data_files import InvalidData
from .rules import Action, GameStart, MatchScore, action_from_data

__all__ = ["action_value", "field", "game_start_value", "kind_name"]


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


def game_start_value(data: object, where: str, match: MatchScore | None = None) -> GameStart:
    """The start of a game of a match (R7, `rules.GameStart`) that `data` describes:
    {"games": [seat 0, seat 1] won before it, "game": its number, "dealer": its first
    dealer (null or missing for game 1, which cuts for the deal), "hands": the hands
    dealt before it}, and "games_to_win" and "skunks" unless `match` gives them (the
    match it must be a game of). Other keys are ignored, as everywhere in a save.

    Raises:
        InvalidData: "`where` is not the start of a game of a/this match (why)".
    """
    try:
        if type(data) is not dict:
            raise ValueError(f"it is {kind_name(data)}, not an object")
        games, dealer = field(data, "games", list), data.get("dealer")
        if len(games) != 2 or any(type(g) is not int for g in games):
            raise ValueError("'games' is not two whole numbers")
        if dealer is not None and type(dealer) is not int:
            raise ValueError(f"'dealer' is {kind_name(dealer)}, not 0, 1 or null")
        to_win, skunks = ((field(data, "games_to_win", int), field(data, "skunks", bool))
                          if match is None else (match.games_to_win, match.skunks_count))
        return GameStart(MatchScore(to_win, skunks, (games[0], games[1]), field(data, "game", int)),
                         dealer, field(data, "hands", int))
    except (InvalidData, ValueError) as exc:
        raise InvalidData(f"{where} is not the start of a game of "
                          f"{'a' if match is None else 'this'} match ({str(exc)[:80]})"
                          ) from None
