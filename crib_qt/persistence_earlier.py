"""A saved match's games before its run (issue 21, R7.3; the file is described in
crib_qt/persistence.py): the "earlier" record of a save of a game that Restart replays,
written from and read back into a `match_earlier.Earlier`.

    earlier  optional, in "start" (a save without it keeps nothing before its game):
             {"actions": every action from the first state of the game "from" (default:
             the match's first game) to the first state of "start"'s game, in order, each
             an `Action.to_data()` value; "from" only when that is not the match's first
             game (a run resumed from a save that kept nothing before it): {"games":
             [seat 0, seat 1] won before it, "game": its number, "dealer": its first
             dealer, "hands": the hands dealt before it}; "reviews" optional: the coach's
             reviews of the decisions among "actions", as the save's "reviews" but each
             "index" the action's number in "actions"}

Reading checks every field by name and replays the actions through the rules from the
first state of "from": a damaged or inconsistent record (an action the rules refuse,
one that does not end where "start"'s game begins) is an `InvalidData` that names
'earlier', and the whole save is refused. Its reviews are notes, left out one by one
when they do not fit (persistence_reviews.py), as the save's own.

Numbering (match_earlier.py): in a match the coach numbers the actions over the earlier
ones, then the run's opening, then its steps; the save keeps the numbers of the run's
reviews from its first step, as it always did, and those of the earlier ones here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, NamedTuple

from .data_files import InvalidData
from .decision_review import Decision
from .match_earlier import Earlier, first_game, replay_earlier
from .persistence_format import MAX_ACTIONS, too_many_actions
from .persistence_reviews import checked_reviews
from .rules import GameStart, IllegalAction
from .save_values import action_value, game_start_value

__all__ = ["earlier_data", "read_earlier", "match_reviews", "file_reviews", "EarlierGames",
           "check_earlier", "replay_earlier_games"]


class EarlierGames(NamedTuple):
    """A save's earlier games (its "earlier"), their fields checked but their actions
    not yet replayed: a long save's games before its run wait to be replayed until after
    the first frame (issue 14, `replay_earlier_games`); until then a save of the match
    writes `data` back as it was read.

    Attributes:
        seed: the match's seed; first: the game the actions begin with; start: the
            game the save's steps begin with; actions: the actions as read (JSON
            values, read as `Action`s by `replay_earlier_games`);
            computer, seats: the computer's and the human seats; data: the
            "earlier" object as read (its reviews unread yet).
    """

    seed: int
    first: GameStart
    start: GameStart
    actions: tuple
    computer: frozenset[int]
    seats: frozenset[int]
    data: dict

    def replay(self) -> tuple[Earlier, tuple[Decision, ...]]:
        """`replay_earlier_games` of these (its errors too)."""
        return replay_earlier_games(self)


def earlier_data(earlier: Earlier, reviews: Sequence[Decision]) -> dict[str, Any]:
    """The "earlier" record of `earlier` (which has steps) with the coach's `reviews` of
    its decisions (their indexes below its number of actions)."""
    data: dict[str, Any] = {"actions": [action.to_data() for action in earlier.actions()]}
    first = earlier.first
    if first.match.game_number > 1:
        data["from"] = {"games": list(first.match.games), "game": first.match.game_number,
                        "dealer": first.dealer, "hands": first.hands_before}
    if reviews:
        data["reviews"] = [decision.to_data() for decision in reviews]
    return data


def file_reviews(reviews: Sequence[Decision], earlier: int, opening: int
                 ) -> tuple[list[Decision], list[Decision]]:
    """(the earlier record's reviews, the save's "reviews") of a match's `reviews`,
    numbered over the match (`earlier` actions before the run, then its `opening`):
    the run's renumbered from its first step."""
    before = [d for d in reviews if d.index < earlier]
    own = [replace(d, index=d.index - earlier - opening) for d in reviews
           if d.index >= earlier + opening]
    return before, own


def match_reviews(earlier: Sequence[Decision], own: Sequence[Decision], actions: int,
                  opening: int) -> tuple[Decision, ...]:
    """The inverse of `file_reviews`: the reviews numbered over the match, given the
    earlier record's `actions` and the run's `opening` (numbers of actions)."""
    return tuple(earlier) + tuple(replace(d, index=d.index + actions + opening) for d in own)


def read_earlier(start_data: dict, seed: int, start: GameStart, computer: frozenset[int],
                 seats: frozenset[int], room: int = MAX_ACTIONS
                 ) -> tuple[Earlier, tuple[Decision, ...]]:
    """The save's checked "start"/"earlier" and its reviews that fit; an empty `Earlier`
    and none when the field is missing.

    Args:
        start_data: the save's "start" object.
        seed: the match's seed.
        start: the game the save's steps begin with (its "start").
        computer: the seats the computer plays; seats: the human seats.
        room: how many actions it may hold (`MAX_ACTIONS` less the save's others).

    Raises:
        InvalidData: naming 'earlier': not an object, no list of actions, more than
            `room` (checked before any is read or replayed),
            a bad action or "from", or actions that are not the match's play from
            "from" to the first state of `start`'s game.
    """
    return replay_earlier_games(check_earlier(start_data, seed, start, computer, seats, room))


def check_earlier(start_data: dict, seed: int, start: GameStart, computer: frozenset[int],
                  seats: frozenset[int], room: int = MAX_ACTIONS) -> EarlierGames | None:
    """The save's "start"/"earlier" with every field checked but nothing replayed
    (`read_earlier`'s first half: its arguments and errors but those of its actions
    and their replay); None when the field is missing."""
    if "earlier" not in start_data:
        return None
    data = start_data["earlier"]
    if type(data) is not dict:
        raise InvalidData("'earlier' is not an object")
    raw = data.get("actions")
    if type(raw) is not list or not raw:
        raise InvalidData("'earlier' has no list of actions")
    if len(raw) > room:
        raise too_many_actions("'earlier'")
    # the actions are read with the replay: 800 of them cost 20-30 ms (issue 14)
    return EarlierGames(seed, _first(data, start), start, tuple(raw), computer, seats, data)


def replay_earlier_games(games: EarlierGames | None) -> tuple[Earlier, tuple[Decision, ...]]:
    """The actions of `games` replayed through the rules, and their reviews that fit
    (`read_earlier`'s second half; numbered from their first action); an empty
    `Earlier` and none for None.

    Raises:
        InvalidData: naming 'earlier': a bad action, or actions that are not the
            match's play from its "from" to the first state of its run's game.
    """
    if games is None:
        return Earlier(), ()
    actions = [action_value(value, f"action {number} of 'earlier'")
               for number, value in enumerate(games.actions, 1)]
    try:
        earlier = replay_earlier(games.seed, games.first, actions, games.computer, games.start)
    except IllegalAction as exc:
        raise InvalidData(f"'earlier' is not this match's play before its game "
                          f"({str(exc)[:80]})") from None
    recorded = [(step.action, step.state, step.by_computer) for step in earlier.steps]
    return earlier, checked_reviews(games.data, earlier.begin, recorded, games.seats)


def _first(data: dict, start: GameStart) -> GameStart:
    """The game the earlier actions begin with: "from" (a later game of `start`'s match),
    else the match's first game."""
    if "from" not in data:
        return first_game(start)
    first = game_start_value(data["from"], "'from' of 'earlier'", start.match)
    if first.dealer is None:  # the first game is no "from": it is the default
        raise InvalidData("'from' of 'earlier' is not the start of a later game")
    return first
