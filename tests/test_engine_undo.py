"""GameEngine's undo and redo of whole turns (U4): the recorded states come back without
the rules or the computer, and views told of a jump see the new state's history.
The `engine` fixture (tests/engine_testing.py) runs each test async and synchronous."""

from __future__ import annotations

import pytest

import crib_qt.rules.game as rules_game
import crib_qt.turns as turns_module
from crib_qt.rules import CutForDeal, GameState, Phase, Play, apply, new_game

from engine_testing import (  # tests/engine_testing.py
    _perform,
    _step,
    _until,
    engine_fixture,  # noqa: F401 (the fixture engine)
)


class _NoMoreDecisions:
    """A computer player that must not be asked: redo replays recorded actions (U4)."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view, legal):
        self.asked += 1
        raise AssertionError("the computer was asked for a new decision")


def _my_play_with_a_reply(state: GameState) -> bool:
    """My turn to play, with a card for the computer to answer."""
    return (state.phase is Phase.PLAY and state.to_act == 0 and bool(state.playable(0))
            and bool(state.hands[1]))


# --- undo and redo (U4) --------------------------------------------------------------------


def test_undo_after_a_play_restores_the_state_before_and_redo_the_state_after(engine, qtbot):
    _until(engine, _my_play_with_a_reply)
    undo = engine.undoStack()
    before, steps = engine.state, undo.count()
    play = engine.hint()
    assert isinstance(play, Play)
    mine_only, _ = apply(before, play)

    performed = []
    engine.stepsPerformed.connect(performed.append)
    _perform(engine, play)
    after = engine.state
    command = undo.command(steps)
    assert undo.count() == steps + 1 and command.actions[0] == play
    assert len(command.actions) >= 2  # the computer answered within the same step
    # the human's step at once, then the replies; each step is sent once
    assert [[step.by_computer for step in batch] for batch in performed] == \
        [[False], [True] * (len(command.actions) - 1)]
    assert [step.action for batch in performed for step in batch] == list(command.actions)
    assert command.before is before and command.after is after
    assert after != mine_only and after != before

    with qtbot.waitSignal(engine.positionJumped):
        undo.undo()
    assert engine.state == before  # the computer's reply is undone too
    assert engine.state != mine_only
    assert undo.count() == steps + 1 and undo.index() == steps

    with qtbot.waitSignal(engine.positionJumped):
        undo.redo()
    assert engine.state == after
    assert undo.index() == steps + 1


def _rules_refuse_to_run(monkeypatch) -> None:
    """Every way into the rules' apply raises from now on."""
    def refuse(*_args, **_kwargs):
        raise AssertionError("the rules were run again")

    monkeypatch.setattr(rules_game, "_apply", refuse)
    monkeypatch.setattr(turns_module, "apply_with_moment", refuse)
    with pytest.raises(AssertionError, match="run again"):  # really in place
        apply(new_game(1), CutForDeal(10))


def test_undo_and_redo_restore_recorded_states_without_the_rules_or_the_computer(
        engine, monkeypatch, qtbot):
    """U4: redo restores the recorded turn; neither the computer nor the rules run again."""
    for _ in range(4):
        _step(engine)
    _until(engine, _my_play_with_a_reply)
    _step(engine)
    undo = engine.undoStack()
    states = [undo.stateAt(i) for i in range(undo.count() + 1)]
    recorded, events = engine.steps(), engine.events()
    stub = _NoMoreDecisions()
    monkeypatch.setattr(engine._opponent, "player", stub)
    monkeypatch.setattr(engine._opponent, "hinter", stub)
    _rules_refuse_to_run(monkeypatch)

    with qtbot.assertNotEmitted(engine.stepsPerformed):
        while undo.canUndo():
            engine.undo()
            assert engine.state is states[undo.index()]
        while undo.canRedo():
            with qtbot.waitSignal(engine.positionJumped):
                engine.redo()
            assert engine.state is states[undo.index()]
    assert engine.steps() == recorded and engine.events() == events
    assert stub.asked == 0
    assert engine._opponent.player is stub and engine._opponent.hinter is stub


def test_undo_stops_at_the_start_of_the_match(engine, qtbot):
    for _ in range(12):
        _step(engine)
    undo = engine.undoStack()
    assert undo.count() == 12
    undone = 0
    while undo.canUndo():
        undo.undo()
        undone += 1
    assert undone == 12
    assert engine.state == new_game(3)
    assert engine.history() == [] and engine.events() == []
    with qtbot.assertNotEmitted(engine.positionJumped), \
            qtbot.assertNotEmitted(engine.stateChanged):
        undo.undo()  # nothing before the start
    assert engine.state == new_game(3) and undo.index() == 0
    assert engine.legalActions() == tuple(CutForDeal(d) for d in range(4, 49))


def test_views_told_of_undo_and_redo_see_the_history_of_the_new_state(engine):
    """positionJumped after undo/redo comes once the undo index has moved: a view that
    rebuilds its score log from the engine then gets exactly the new state's history."""
    for _ in range(12):
        _step(engine)
    seen = []

    def jumped():
        state = new_game(engine.seed)
        for action in engine.history():
            state, _ = apply(state, action)
        seen.append(state == engine.state)

    engine.positionJumped.connect(jumped)
    saves = []
    engine.historyChanged.connect(lambda: saves.append(engine.undoStack().index()))
    engine.undoStack().undo()
    engine.undoStack().undo()
    engine.undoStack().redo()
    engine.undoStack().setIndex(3)
    assert seen == [True] * 4
    assert saves == [11, 10, 11, 3]
