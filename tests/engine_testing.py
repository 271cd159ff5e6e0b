"""What the tests of crib_qt/engine.py share (tests/test_engine_*.py): the `engine`
fixture and the human's moves with the computer's replies.

The `engine` fixture runs every test twice: as the window runs it (the computer replies
on a worker thread, the test waits on signals) and with `synchronous=True` (scripts);
both must behave the same."""

from __future__ import annotations

import weakref

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import Phase


@pytest.fixture(params=["async", "synchronous"], name="engine")
def engine_fixture(request, qtbot, settle):  # noqa: ARG001 (qtbot: the QApplication, Qt warnings)
    engine = GameEngine(seed=3, computer=BasicPlayer(),
                        synchronous=request.param == "synchronous")
    alive = weakref.ref(engine)  # no cycle: PySide 6.11 can crash collecting a cyclic engine
    engine.settle = lambda: settle(alive())  # the tests' one way to wait for the replies
    return engine


def _perform(engine: GameEngine, action) -> None:
    """The human's `action`, and the computer's replies once they have arrived."""
    assert engine.perform(action)
    engine.settle()


def _step(engine: GameEngine) -> None:
    """One human action: what the hint suggests (cuts, discards, plays, go, continue)."""
    _perform(engine, engine.hint())


def _until(engine: GameEngine, condition, limit: int = 300) -> None:
    for _ in range(limit):
        if condition(engine.state):
            return
        _step(engine)
    raise AssertionError("position not reached")


def _to_discard(engine: GameEngine, settle) -> None:
    """Release the held computer for the cuts, then stop at the human's discard."""
    computer = engine._opponent.player
    computer.release.set()
    while engine.state.phase is not Phase.DISCARD:
        assert engine.perform(engine.legalActions()[0])
        settle(engine)
    computer.release.clear()
    computer.threads.clear()
