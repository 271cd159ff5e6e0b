"""What the tests of crib_qt/persistence.py share (tests/test_persistence_*.py): an engine
played some steps by the hints, and the check that a save resumes as a fresh replay."""

from __future__ import annotations

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import SavedMatch, restore_match
from crib_qt.rules import Phase, apply, new_game


def _engine(seed: int = 5, actions: int = 0, mode: str | None = None) -> GameEngine:
    engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
    if mode is not None:
        engine.newGame(seed, mode=mode)
    for _ in range(actions):
        if engine.state.phase is Phase.GAME_OVER:
            break
        assert engine.perform(engine.hint())
    return engine


def _replayed(engine: GameEngine):
    state = new_game(engine.seed)
    for action in engine.history():
        state, _ = apply(state, action)
    return state


def _check_resumes(saved: SavedMatch) -> GameEngine:
    """`saved` restores into a fresh engine whose position is a fresh replay."""
    engine = GameEngine(computer=BasicPlayer(), synchronous=True)
    restore_match(engine, saved)
    assert engine.state == saved.position == _replayed(engine)
    assert engine.undoStack().index() == saved.index
    assert engine.steps() == list(saved.steps)
    return engine
