"""The questions the window asks the computer, and its answers, as one line of JSON each.

Both sides use this module: the window (`crib_qt.decision_process`) encodes a question
and decodes the answer; the computer's process (`crib_qt.decision_server`) decodes the
question and answers it with `answer`. Only JSON crosses the pipe (states through
`rules.serialize`, actions through `Action.to_data`), never pickle: a process that
reads a line cannot be made to run anything by it. No Qt here.

A question is ``{"id": n, "job": kind, ...}``:

* ``"reply"``: ``state`` (a `GameState` as `state_to_data`), ``seats`` (the
  computer's seats) and ``level``; answered with ``actions``: the computer's actions
  from that state until the human must act (`turns.computer_replies`).
* ``"hint"``: ``state``; answered with ``action``: the expert's choice for the seat
  to act there, or null when the game is over.
* ``"warm"``: nothing else; answered once the computer's modules and tables are
  loaded, so the first real question is answered at full speed.

An answer is ``{"id": n, ...}`` with the fields above, or with ``error`` (a one-line
text) when the computer could not answer.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from .rules import Action, GameState, action_from_data
from .rules.serialize import state_from_data, state_to_data
from .turns import choose_hint, computer_replies

__all__ = ["REPLY", "HINT", "WARM", "MAX_LINE", "ComputerError", "reply_question",
           "hint_question", "warm_question", "encode", "decode", "answer", "read_answer"]

REPLY, HINT, WARM = "reply", "hint", "warm"
# A question holds one state (a few kilobytes); anything far longer is not ours.
MAX_LINE = 256 * 1024


class ComputerError(Exception):
    """The computer's process could not answer: the text says why (its own error,
    or that the process died or hung more often than it is restarted)."""


def reply_question(ident: int, state: GameState, seats: frozenset[int], level: str) -> dict:
    """The question "what does the computer play at `level` for `seats` from `state`?"."""
    return {"id": ident, "job": REPLY, "state": state_to_data(state),
            "seats": sorted(seats), "level": level}


def hint_question(ident: int, state: GameState) -> dict:
    """The question "what would the expert do for the seat to act in `state`?" (U2)."""
    return {"id": ident, "job": HINT, "state": state_to_data(state)}


def warm_question(ident: int) -> dict:
    """The question "load everything you need now"."""
    return {"id": ident, "job": WARM}


def encode(message: dict) -> bytes:
    """`message` as one line of compact JSON, newline included."""
    return json.dumps(message, separators=(",", ":")).encode() + b"\n"


def decode(line: bytes) -> dict:
    """One line of `encode` output back as a dict with an integer ``id``.

    Raises:
        ValueError: longer than `MAX_LINE`, not JSON, not an object, or no integer id.
    """
    if len(line) > MAX_LINE:
        raise ValueError(f"a line of {len(line)} bytes (at most {MAX_LINE})")
    message = json.loads(line)
    if not isinstance(message, dict) or type(message.get("id")) is not int:
        raise ValueError(f"not a question or answer: {line[:80]!r}")
    return message


def answer(question: dict, player_for: Callable[[str], Any]) -> dict:
    """Work out the answer to `question` (it may take a second: Expert searches).

    Args:
        question: a decoded question.
        player_for: the computer player of a level (``choose(view, legal)``), e.g.
            ``ComputerPlayer``; "expert" for hints.

    Returns:
        The answer; with ``error`` when the question is malformed or the player raised.
    """
    ident = question["id"]
    try:
        job = question.get("job")
        if job == WARM:
            player_for("expert").model  # noqa: B018 - loads the crib and pegging tables
            return {"id": ident, "warm": True}
        state = state_from_data(question.get("state"))
        if job == REPLY:
            seats = question.get("seats")
            level = question.get("level")
            if not (isinstance(seats, list) and set(seats) <= {0, 1} and isinstance(level, str)):
                raise ValueError("a reply needs seats (0 and/or 1) and a level")
            steps = computer_replies(state, frozenset(seats), player_for(level))
            return {"id": ident, "actions": [s.action.to_data() for s in steps]}
        if job == HINT:
            action = choose_hint(state, player_for("expert"))
            return {"id": ident, "action": None if action is None else action.to_data()}
        raise ValueError(f"unknown job {job!r}")
    except Exception as exc:  # noqa: BLE001 - the asker must hear of any failure
        return {"id": ident, "error": f"{type(exc).__name__}: {exc}"}


def read_answer(message: dict) -> list[Action] | Action | None | bool:
    """What an answer says: the actions of a reply, the action (or None) of a hint,
    True for a warm-up.

    Raises:
        ComputerError: the answer carries an error, or is not one of ours.
    """
    if "error" in message:
        raise ComputerError(str(message["error"]))
    try:
        if "actions" in message:
            return [action_from_data(a) for a in message["actions"]]
        if "action" in message:
            return None if message["action"] is None else action_from_data(message["action"])
        if message.get("warm") is True:
            return True
    except (ValueError, TypeError) as exc:
        raise ComputerError(f"a malformed answer: {exc}") from None
    raise ComputerError(f"a malformed answer: {str(message)[:80]}")
