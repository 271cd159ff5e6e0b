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
* ``"discard_table"`` (the coach, issue 19): ``cards`` (the six cards dealt, as text),
  ``dealer`` (a bool) and ``scores`` (the player's, the other's); answered with
  ``table``: `crib_qt.ai.analysis.DiscardTable.to_data`. Only what the player sees at
  the discard goes in.
* ``"play_review"`` (the coach): ``seat`` and ``positions``, at most 8 of
  ``{"view": ..., "legal": [...], "card": "5H"}``: what that seat saw before a card it
  laid in the play (a `PlayerView` as `crib_qt.view_data.view_to_data`, never the whole
  state), the actions it could take and the card; answered with ``reviews``, one
  `crib_qt.ai.play_review.PlayReview.to_data` per position.

An answer is ``{"id": n, ...}`` with the fields above, or with ``error`` (a one-line
text) when the computer could not answer.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from .rules import Action, GameState, PlayerView, action_from_data
from .rules.cards import Card
from .rules.serialize import state_from_data, state_to_data
from .turns import choose_hint, computer_replies

__all__ = ["REPLY", "HINT", "WARM", "DISCARD_TABLE", "PLAY_REVIEW", "MAX_LINE", "ComputerError",
           "reply_question", "hint_question", "warm_question", "discard_table_question",
           "play_review_question", "encode", "decode", "answer", "read_answer"]

REPLY, HINT, WARM = "reply", "hint", "warm"
DISCARD_TABLE, PLAY_REVIEW = "discard_table", "play_review"
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


def discard_table_question(ident: int, cards: Sequence[Card], dealer: bool,
                           scores: tuple[int, int]) -> dict:
    """The question "what is each discard of these six `cards` worth?" (the coach, U2).

    Args:
        cards: the six cards dealt to the player.
        dealer: True when the player deals.
        scores: (the player's points, the other's), for the expert's own throw.
    """
    return {"id": ident, "job": DISCARD_TABLE, "cards": [str(c) for c in cards],
            "dealer": dealer, "scores": list(scores)}


def play_review_question(ident: int,
                         positions: Sequence[tuple[PlayerView, Sequence[Action], Card]],
                         seat: int) -> dict:
    """The question "what did each card `seat` laid cost?" (the coach): `positions` are
    (what `seat` saw before it, the actions it could take, the card laid), at most 8
    (one hand's play)."""
    from .view_data import view_to_data

    return {"id": ident, "job": PLAY_REVIEW, "seat": seat,
            "positions": [{"view": view_to_data(view), "legal": [a.to_data() for a in legal],
                           "card": str(card)} for view, legal, card in positions]}


def _discard_table(question: dict):
    from .ai.analysis import discard_table

    cards, dealer, scores = question.get("cards"), question.get("dealer"), question.get("scores")
    if not (isinstance(cards, list) and len(cards) == 6
            and all(isinstance(c, str) and len(c) <= 4 for c in cards)):
        raise ValueError("a discard table needs the six cards dealt")
    if not (isinstance(scores, list) and len(scores) == 2 and all(type(s) is int for s in scores)):
        raise ValueError("a discard table needs the two scores")
    return discard_table([Card.parse(c) for c in cards], dealer, (scores[0], scores[1]))


def _play_reviews(question: dict):
    from .ai.play_review import MOST_PLAYS, review_view
    from .view_data import view_from_data

    seat, positions = question.get("seat"), question.get("positions")
    if type(seat) is not int or seat not in (0, 1):
        raise ValueError("a play review needs the seat reviewed (0 or 1)")
    if not isinstance(positions, list) or len(positions) > MOST_PLAYS:
        raise ValueError(f"a play review needs at most {MOST_PLAYS} positions")
    reviews = []
    for position in positions:
        card = position.get("card") if isinstance(position, dict) else None
        if not isinstance(card, str) or len(card) > 4:
            raise ValueError("each position of a play review needs the card laid")
        view, legal = view_from_data(position.get("view")), position.get("legal")
        if view.seat != seat:
            raise ValueError("a play review's view is not the reviewed seat's")
        if not isinstance(legal, list) or not 0 < len(legal) <= 8:
            raise ValueError("each position of a play review needs its legal actions")
        reviews.append(review_view(view, [action_from_data(a) for a in legal],
                                   Card.parse(card)))
    return reviews


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
        if job == DISCARD_TABLE:
            return {"id": ident, "table": _discard_table(question).to_data()}
        if job == PLAY_REVIEW:
            return {"id": ident, "reviews": [r.to_data() for r in _play_reviews(question)]}
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


def read_answer(message: dict) -> list[Action] | Action | None | bool | object:
    """What an answer says: the actions of a reply, the action (or None) of a hint,
    True for a warm-up, the `DiscardTable` of a discard table, the list of
    `PlayReview`s of a play review.

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
        if "table" in message:
            from .ai.analysis import DiscardTable  # data only: the computer stays unloaded

            return DiscardTable.from_data(message["table"])
        if "reviews" in message:
            from .ai.play_review import PlayReview

            if not isinstance(message["reviews"], list):
                raise ValueError("the reviews are not a list")
            return [PlayReview.from_data(r) for r in message["reviews"]]
    except (ValueError, TypeError) as exc:
        raise ComputerError(f"a malformed answer: {exc}") from None
    raise ComputerError(f"a malformed answer: {str(message)[:80]}")
