"""Writing a saved match (the file is described in crib_qt/persistence.py): the file's
content for an engine's match, as plain JSON."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Sequence

from .decision_review import Decision
from .persistence_earlier import earlier_data, file_reviews
from .persistence_format import FORMAT, VERSION
from .player_names import fit_name
from .rules import GameStart

if TYPE_CHECKING:
    from .engine import GameEngine

__all__ = ["match_to_bytes"]


def match_to_bytes(engine: GameEngine, names: Sequence[str] = ("", ""),
                   reviews: Sequence[Decision] = ()) -> bytes:
    """The save file's content for `engine`'s match (see crib_qt/persistence.py), with the
    coach's `reviews` of its decisions, numbered over the match (match_earlier.py; none:
    no "reviews" field)."""
    data = {
        "format": FORMAT, "version": VERSION, "id": engine.matchId, "seed": engine.seed,
        "mode": engine.mode, "level": engine.level,
        # as the dialog would have them: whatever is written is read back (issue 18)
        "names": [fit_name(str(n)) for n in names][:2],
        "steps": [[action.to_data() for action in actions] for actions in engine.steps()],
        "index": engine.undoIndex(),
    }
    start, earlier = engine.matchStart(), engine.matchEarlier()
    opening = engine.matchOpening()
    before, reviews = file_reviews(reviews, len(earlier.steps), len(opening))
    if start != GameStart():
        data["start"] = {"games_to_win": start.match.games_to_win,
                         "skunks": start.match.skunks_count, "games": list(start.match.games),
                         "game": start.match.game_number, "dealer": start.dealer,
                         "hands": start.hands_before}
        if opening:
            data["start"]["opening"] = [action.to_data() for action in opening]
        series = engine.undoStack().matchAt().series
        if series:
            data["start"]["series"] = series
        if earlier.steps:  # the games before this one (issue 21)
            data["start"]["earlier"] = earlier_data(earlier, before)
        elif engine.earlierGamesWaiting() is not None and engine.undoStack().matchBegin() == 0:
            # a resumed save's, not replayed yet (issue 14): as it was read
            data["start"]["earlier"] = engine.earlierGamesWaiting().data
    if reviews:
        data["reviews"] = [decision.to_data() for decision in reviews]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
