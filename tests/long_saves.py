"""A long save for the tests of a match's earlier games (issue 14's replay after the first
frame, R7.3): seed 7, first to 3, the baseline player on both seats (match_engines.py);
game 2 restarted and played into its second hand, so the save's "earlier" holds game 1,
with the coach's reviews of every decision of the match numbered over it."""

from __future__ import annotations

from match_engines import match_engine, play_to

from crib_qt.ai.play_review import PlayReview
from crib_qt.decision_review import Decision, analyse, decision_positions, seen
from crib_qt.persistence import match_to_bytes
from crib_qt.rules import NextGame, Phase
from crib_qt.rules.actions import Discard


def _review(position) -> Decision:
    """A real discard table; a play review of cost 0 (the numbering is under test)."""
    if isinstance(position.action, Discard):
        return analyse(position)
    view, card = position.view, position.action.card
    return Decision(position.index, view.hand_number, view.seat,
                    review=PlayReview(view.seat, len(view.played), view.count, card, card,
                                      ((card.rank, 0.0),), 0.0, False))


def long_save() -> tuple[bytes, int]:
    """(the save's bytes, the number of its earlier actions)."""
    engine = match_engine()
    play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    engine.restart()
    start = engine.matchStart()
    play_to(engine, lambda e: e.state.hand_number == start.hands_before + 2
            and e.state.phase is Phase.PLAY)
    earlier, stack = engine.matchEarlier(), engine.undoStack()
    steps = list(earlier.steps) + list(stack.openingAt()) + stack.doneSteps()
    positions = decision_positions(earlier.begin, ((s.action, s.state, s.by_computer)
                                                   for s in steps), frozenset({0}))
    reviews = [_review(seen(p)) for p in positions]
    return match_to_bytes(engine, reviews=reviews), len(earlier.steps)
