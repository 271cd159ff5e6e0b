"""GameEngine's refused actions: actionRejected with the reason in the player's words,
and nothing changed. The `engine` fixture (tests/engine_testing.py) runs each test
async and synchronous."""

from __future__ import annotations

import pytest

from crib_qt.game_words import card_name
from crib_qt.rules import Card, CutForDeal, CutStarter, Discard, Go, Phase, Play

from engine_testing import (  # tests/engine_testing.py
    _until,
    engine_fixture,  # noqa: F401 (the fixture engine)
)

# --- refused actions -----------------------------------------------------------------------


# The player reads the refusal in their language (refusals.py); the rules' own English
# reasons are tested with the rules core (tests/rules/test_game_*.py).
@pytest.mark.parametrize(("action", "reason"), [
    (Play(Card.parse("5H")), "That move is not possible now"),
    (CutForDeal(3), "That move is not possible now"),
    (CutForDeal(49), "That move is not possible now"),
    (CutStarter(20), "That move is not possible now"),
])
def test_illegal_action_emits_action_rejected_and_changes_nothing(engine, qtbot, action, reason):
    before = engine.state
    with qtbot.waitSignal(engine.actionRejected) as rejected, \
            qtbot.assertNotEmitted(engine.stateChanged), \
            qtbot.assertNotEmitted(engine.stepsPerformed):
        assert engine.perform(action) is False
    assert rejected.args == [reason]
    assert engine.state is before
    assert engine.undoStack().count() == 0


def test_illegal_plays_are_rejected_with_the_rules_reason(engine, qtbot):
    _until(engine, lambda s: s.phase is Phase.PLAY and s.to_act == 0 and s.count > 0 and
           len(s.playable(0)) >= 2 and bool(s.hands[1]))
    state, steps = engine.state, engine.undoStack().count()
    not_mine = state.hands[1][0]
    mine = state.playable(0)
    too_big = next((c for c in state.hands[0] if c not in mine), None)
    cases = [
        (Play(not_mine), "That move is not possible now"),
        (Go(), "A card still fits under 31: play it"),  # R4.2
        (Discard((mine[0], mine[1])), "That move is not possible now"),
        (CutStarter(10), "That move is not possible now"),
    ]
    if too_big is not None:  # R4.1
        cases.append((Play(too_big), f"{card_name(too_big)} would take the count past 31"))
    for action, reason in cases:
        with qtbot.waitSignal(engine.actionRejected) as rejected, \
                qtbot.assertNotEmitted(engine.stateChanged):
            assert not engine.perform(action)
        assert rejected.args == [reason] and engine.refusal(action) == reason
        assert engine.state is state and engine.undoStack().count() == steps
