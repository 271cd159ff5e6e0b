"""GameEngine's restart and new game (U5): the first deal again, or a new seed.
The `engine` fixture (tests/engine_testing.py) runs each test async and synchronous."""

from __future__ import annotations

import crib_qt.engine as engine_module
import crib_qt.engine_matches as engine_matches
from crib_qt.engine import GameEngine
from crib_qt.rules import CutForDeal, CutStarter, GameState, Phase, new_game

from engine_testing import (  # tests/engine_testing.py
    _perform,
    _step,
    engine_fixture,  # noqa: F401 (the fixture engine)
)

# --- restart and new game (U5) -------------------------------------------------------------


def _first_hand(engine: GameEngine, depths: tuple[int, int]) -> GameState:
    """Cut for the deal at depths[0], discard as hinted, cut the starter at depths[1]."""
    _perform(engine, CutForDeal(depths[0]))
    while engine.state.phase is not Phase.PLAY:
        state = engine.state
        assert state.to_act == 0
        if state.phase is Phase.CUT_STARTER:
            _perform(engine, CutStarter(depths[1]))
        else:
            _step(engine)
    return engine.state


def test_restart_reproduces_the_first_deal(engine, qtbot):
    engine.newGame(seed=2)  # seed 2: the computer deals, so I cut the starter
    first = _first_hand(engine, (17, 21))
    assert first.dealer == 1 and first.hand_number == 1
    for _ in range(6):
        _step(engine)

    with qtbot.waitSignal(engine.positionJumped):
        engine.restart()
    assert engine.seed == 2
    assert engine.state == new_game(2)
    assert engine.steps() == [] and engine.undoIndex() == 0 and engine.history() == []

    again = _first_hand(engine, (17, 21))
    assert again.hands == first.hands and again.kept == first.kept
    assert again.discards == first.discards
    assert again.starter == first.starter and again.deal_cuts == first.deal_cuts
    assert again == first


def test_new_game_draws_a_new_seed(engine, monkeypatch, qtbot):
    for _ in range(5):
        _step(engine)
    drawn = iter([424242, 77])
    monkeypatch.setattr(engine_matches, "new_seed", lambda: next(drawn))

    with qtbot.waitSignal(engine.positionJumped):
        engine.newGame()
    assert engine.seed == 424242
    assert engine.state == new_game(424242)
    assert engine.steps() == [] and engine.undoIndex() == 0 and engine.history() == []

    engine.newGame()
    assert engine.seed == 77 and engine.state == new_game(77)
    engine.newGame(seed=9)  # a chosen seed is used as given
    assert engine.seed == 9 and engine.state == new_game(9)


def test_new_seed_is_random_and_fits_a_command_line(qtbot):  # noqa: ARG001
    seeds = {engine_module.new_seed() for _ in range(20)}
    assert len(seeds) == 20
    assert all(1 <= s < 2**31 for s in seeds)
    assert GameEngine().seed != GameEngine().seed
