"""GameEngine's recorded history: it replays to the same state, each action goes through
the rules once, and a finished game refuses every action.
The `engine` fixture (tests/engine_testing.py) runs each test async and synchronous."""

from __future__ import annotations

import crib_qt.rules.game as rules_game
from crib_qt.rules import GameState, Go, Phase, apply, apply_with_moment, new_game

from engine_testing import (  # tests/engine_testing.py
    _perform,
    _step,
    _until,
    engine_fixture,  # noqa: F401 (the fixture engine)
)

# --- history -------------------------------------------------------------------------------


def _replay(seed: int, actions) -> GameState:
    state = new_game(seed)
    for action in actions:
        state, _ = apply(state, action)
    return state


def test_history_replays_to_the_same_state(engine, qtbot):
    won = []
    engine.gameWon.connect(won.append)
    while engine.state.phase is not Phase.GAME_OVER:
        _step(engine)
        assert _replay(3, engine.history()) == engine.state
    assert won == [engine.state.winner]
    history = engine.history()
    assert len(history) > engine.undoStack().count()  # the computer's actions are in it

    for _ in range(7):
        engine.undoStack().undo()
    assert len(engine.history()) < len(history)
    assert _replay(3, engine.history()) == engine.state
    assert history[:len(engine.history())] == engine.history()
    engine.undoStack().redo()
    assert _replay(3, engine.history()) == engine.state


def test_the_finished_game_refuses_every_action(engine, qtbot):
    _until(engine, lambda s: s.phase is Phase.GAME_OVER, limit=200)
    final, steps = engine.state, engine.undoStack().count()
    assert engine.humanSeat() is None and engine.legalActions() == () and engine.hint() is None
    with qtbot.waitSignal(engine.actionRejected) as rejected:
        assert not engine.perform(Go())
    assert rejected.args == ["The game is over."]
    assert engine.state is final and engine.undoStack().count() == steps


# --- each action goes through the rules once -------------------------------------------------


def test_each_action_goes_through_the_rules_exactly_once(engine, monkeypatch):
    calls = []
    real = rules_game._apply

    def counting(state, action, events):
        calls.append(action)
        return real(state, action, events)

    for _ in range(30):
        state = engine.state
        hint = engine.hint()
        monkeypatch.setattr(rules_game, "_apply", counting)
        calls.clear()
        _perform(engine, hint)
        monkeypatch.setattr(rules_game, "_apply", real)
        command = engine.undoStack().command(engine.undoStack().index() - 1)
        assert calls == list(command.actions)
        for step in command.steps:  # each step holds what one pass gave, moment included
            assert (step.state, step.events, step.moment) == apply_with_moment(state, step.action)
            state = step.state
