"""What a saved match holds and how it is written (crib_qt/persistence.py describes the
file): its format name, version and bounds, `SavedMatch` (a save checked and replayed,
crib_qt/persistence_read.py) and `match_to_bytes`, the file's content for an engine's
match."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from .decision_review import Decision
from .player_names import fit_name
from .rules import Action, GameStart, GameState, match_over

if TYPE_CHECKING:
    from .engine import GameEngine

__all__ = ["FORMAT", "VERSION", "MAX_STEPS", "MAX_ACTIONS", "MATCH_ID", "SavedMatch",
           "match_to_bytes"]

FORMAT = "crib-qt-match"
VERSION = 1
# A game to 121 takes a few hundred actions, a match of 7 games some 2,000; these bounds
# are far above any real one.
MAX_STEPS = 5000
MAX_ACTIONS = 10000
MATCH_ID = re.compile(r"[0-9a-f]{32}")  # an id: 32 lower-case hex digits


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
            number; empty when the save has none.
        start: the game the steps begin with (R7, `rules.GameStart`).
        opening: the computer's actions from that game's first state, before the
            steps (a later game of a match that its seat begins, R7.3); usually none.
        series: the id its R7 match is counted under, kept by Restart; "" for the one
            made from `match_id` (issue 21).
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

    @property
    def finished(self) -> bool:
        """True when the position at the undo index has won the match (such a match is
        not resumed; one between the games of an R7 match is)."""
        return match_over(self.position)


def match_to_bytes(engine: GameEngine, names: Sequence[str] = ("", ""),
                   reviews: Sequence[Decision] = ()) -> bytes:
    """The save file's content for `engine`'s match (see the module notes), with the
    coach's `reviews` of its decisions (none: no "reviews" field)."""
    data = {
        "format": FORMAT, "version": VERSION, "id": engine.matchId, "seed": engine.seed,
        "mode": engine.mode, "level": engine.level,
        # as the dialog would have them: whatever is written is read back (issue 18)
        "names": [fit_name(str(n)) for n in names][:2],
        "steps": [[action.to_data() for action in actions] for actions in engine.steps()],
        "index": engine.undoIndex(),
    }
    start = engine.matchStart()
    if start != GameStart():
        data["start"] = {"games_to_win": start.match.games_to_win,
                         "skunks": start.match.skunks_count, "games": list(start.match.games),
                         "game": start.match.game_number, "dealer": start.dealer,
                         "hands": start.hands_before}
        opening = engine.matchOpening()
        if opening:
            data["start"]["opening"] = [action.to_data() for action in opening]
        series = engine.undoStack().matchAt().series
        if series:
            data["start"]["series"] = series
    if reviews:
        data["reviews"] = [decision.to_data() for decision in reviews]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
