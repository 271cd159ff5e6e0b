"""The coach's reviews in a saved match (issue 19; the file is described in
crib_qt/persistence.py): each checked against its place in the replayed history.
Reviews are notes on a match, not the match: one that does not fit is left out and
logged, and the match still loads."""

from __future__ import annotations

from .decision_review import Decision, check_decision, decision_positions
from .rules import GameState

__all__ = ["checked_reviews"]


def checked_reviews(root: dict, start: GameState, recorded: list, seats: frozenset[int]
                    ) -> tuple[Decision, ...]:
    """The save's checked "reviews" (issue 19): each a human seat's decision at its place
    in the history, once; none when the field is missing.

    Args:
        root: the save's JSON object.
        start: the position before the first of `recorded`.
        recorded: (action, state after it, taken by the computer) of every action of
            the steps, in order; a review's "index" is its action's number in it.
        seats: the human seats.

    Reviews are the coach's notes on a match, not the match: one that does not fit (or a
    field that is not a list of them) is left out, and the match still loads. A decision
    has one review at most, so the entries beyond the number of decisions are left out
    unread (a damaged or crafted file must not make loading slow). One line is logged
    for all those left out, with their number and the first one's reason.
    """
    if "reviews" not in root:
        return ()
    raw = root["reviews"]
    if not isinstance(raw, list):
        _drop_reviews("the reviews are not a list")
        return ()
    positions = {p.index: p for p in decision_positions(start, recorded, seats)}
    reviews, seen, first = [], set(), None
    for number, value in enumerate(raw[:len(positions)], 1):
        try:
            decision = Decision.from_data(value)
            position = positions.get(decision.index)
            if position is None or decision.index in seen:
                raise ValueError("it is not of a player's decision, or not the only one")
            check_decision(decision, position.before, position.action)
        except ValueError as exc:
            first = first or (number, str(exc)[:80])
            continue
        seen.add(decision.index)
        reviews.append(decision)
    if len(reviews) < len(raw):
        number, reason = first or (len(positions) + 1, "more reviews than decisions")
        _drop_reviews("%d of %d do not fit the match's %d decisions (the first, review %d: %s)",
                      len(raw) - len(reviews), len(raw), len(positions), number, reason)
    return tuple(reviews)


def _drop_reviews(message: str, *args) -> None:
    import logging  # here: the first frame never loads a match with reviews to drop

    logging.getLogger("crib_qt.persistence").warning("coach reviews left out: " + message,
                                                     *args)
