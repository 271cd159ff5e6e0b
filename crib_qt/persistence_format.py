"""What a saved match holds (crib_qt/persistence.py describes the file): its format name,
version and bounds, and `SavedMatch`, a save checked and replayed
(crib_qt/persistence_read.py; written by crib_qt/persistence_write.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .data_files import InvalidData
from .decision_review import Decision
from .match_earlier import Earlier
from .rules import Action, GameStart, GameState, match_over

if TYPE_CHECKING:  # persistence_earlier imports this module
    from .persistence_earlier import EarlierGames
    from .turns import Step

__all__ = ["FORMAT", "VERSION", "MAX_STEPS", "MAX_ACTIONS", "MATCH_ID", "SavedMatch",
           "too_many_actions"]

FORMAT = "crib-qt-match"
VERSION = 1
# The actions of a save's "earlier", "opening" and "steps" together: those of one match.
# A match has 7 games at most (R7.1: first to 4 games). A hand takes 30 actions at most:
# 2 discards, the starter's cut, 8 plays, 16 goes (one a seat a series, 8 series) and 3
# counts acknowledged; NextGame and the cuts for the first deal take far less than the
# hands' slack (a real hand takes about 16). The rules bound a game's hands only by a
# point a hand (R4.7, R4.8: 241 hands), a bound no deal comes near: 400 games of random
# legal moves (the play that scores least) took 12.6 hands on average, 17 at most (259
# actions). 40 hands a game is more than twice that: 7 x 40 x 30 = 8,400 actions, which
# a resume replays in about 0.7 s on a loaded machine (87 us an action).
MAX_GAMES, MAX_HANDS, MAX_HAND_ACTIONS = 7, 40, 30
MAX_ACTIONS = MAX_GAMES * MAX_HANDS * MAX_HAND_ACTIONS
MAX_STEPS = 5000
MATCH_ID = re.compile(r"[0-9a-f]{32}")  # an id: 32 lower-case hex digits


def too_many_actions(name: str) -> InvalidData:
    """The error for the save's part `name` (e.g. "'earlier'") that takes its actions
    past `MAX_ACTIONS` (counted over the steps, then the opening, then earlier)."""
    return InvalidData(f"{name} takes the save past {MAX_ACTIONS} actions, more than a "
                       f"match holds")


@dataclass(frozen=True)
class SavedMatch:
    """A saved match, checked and replayed.

    Attributes:
        match_id: 32 hex digits.
        seed: 0 … MAX_SEED.
        mode: "computer" or "two_players".
        level: one of `crib_qt.ai.LEVELS`.
        names: the two players' names ("" for the default name).
        steps: the undo steps' recorded actions, redo steps included.
        index: the undo index, 0 … len(steps).
        position: the `GameState` at the undo index.
        reviews: the coach's reviews of the match's decisions (issue 19), by action
            number over the match (`earlier`'s actions, then `opening`, then the
            steps', match_earlier.py); empty when the save has none.
        start: the game the steps begin with (R7, `rules.GameStart`).
        opening: the computer's actions from that game's first state, before the
            steps (a later game of a match that its seat begins, R7.3); usually none.
        series: the id its R7 match is counted under, kept by Restart; "" for the one
            made from `match_id` (issue 21).
        earlier: the games of its R7 match before `start`, replayed (issue 21,
            match_earlier.py); empty when the save keeps none, or when they wait.
        earlier_waiting: read with ``defer_earlier=True`` (`persistence.load_match`):
            those games checked but waiting to be replayed (`reviews` are then the
            run's alone, numbered without them); else None.
        replayed: each step's `Step`s as the check replayed them (`turns.replay_turn`),
            for `GameEngine.restoreMatch` (issue 14: a save is replayed once at the
            start); neither compared nor shown.
    """

    match_id: str
    seed: int
    mode: str
    level: str
    names: tuple[str, str]
    steps: tuple[tuple[Action, ...], ...]
    index: int
    position: GameState
    reviews: tuple[Decision, ...] = ()
    start: GameStart = GameStart()
    opening: tuple[Action, ...] = ()
    series: str = ""
    earlier: Earlier = Earlier()
    earlier_waiting: EarlierGames | None = None
    replayed: tuple[tuple[Step, ...], ...] = field(default=(), compare=False, repr=False)

    @property
    def finished(self) -> bool:
        """True when the position at the undo index has won the match (such a match is
        not resumed; one between the games of an R7 match is)."""
        return match_over(self.position)
