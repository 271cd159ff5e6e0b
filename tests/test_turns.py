"""Tests of crib_qt/turns.py: recorded steps and turns, Qt-free (the worker's side)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.rules import (CutForDeal, Go, IllegalAction, Phase, apply,
                           apply_with_moment, new_game)
from crib_qt.turns import apply_turn, computer_replies, record_step, replay_turn

ROOT = Path(__file__).resolve().parents[1]
COMPUTER = frozenset({1})


def test_turns_imports_no_qt():
    """The worker's module must run without Qt (a later issue moves it to a process)."""
    probe = ("import json, sys; import crib_qt.turns; "
             "print(json.dumps(sorted(m for m in sys.modules if m.startswith(('PySide6', "
             "'shiboken6')) or m.startswith('crib_qt.') and not m.startswith(('crib_qt.rules', "
             "'crib_qt.ai')))))")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True, timeout=60).stdout
    assert json.loads(out) == ["crib_qt.turns"]


def test_record_step_is_one_pass_of_the_rules():
    state = new_game(8)
    step = record_step(state, CutForDeal(20))
    after, events, moment = apply_with_moment(state, CutForDeal(20))
    assert step == (0, CutForDeal(20), after, events, False, moment)
    assert moment is None


def test_computer_replies_then_replay_turn_records_the_same_steps():
    state, _ = apply(new_game(3), CutForDeal(12))
    replies = computer_replies(state, COMPUTER, BasicPlayer())
    assert [step.by_computer for step in replies] == [True]
    assert [step.seat for step in replies] == [1]
    before = new_game(3)
    steps = replay_turn(before, [CutForDeal(12)] + [s.action for s in replies], COMPUTER)
    assert steps[1:] == replies and steps[0] == record_step(before, CutForDeal(12))
    assert apply_turn(before, [s.action for s in steps], COMPUTER) == replies[-1].state
    assert replies[-1].state.phase is Phase.DISCARD


@pytest.mark.parametrize(("actions", "reason"), [
    ([], "an undo step holds no action"),
    ([CutForDeal(12)], "a step ends before the computer has replied"),
    ([CutForDeal(12), CutForDeal(12), CutForDeal(12)], "a step holds more actions than one turn"),
    ([Go()], "Go is not possible during the cut for deal"),
])
def test_replay_turn_refuses_what_is_not_one_turn(actions, reason):
    with pytest.raises(IllegalAction) as refused:
        replay_turn(new_game(3), actions, COMPUTER)
    assert str(refused.value) == reason


def test_replay_turn_refuses_a_turn_that_starts_with_the_computer():
    state, _ = apply(new_game(3), CutForDeal(12))
    with pytest.raises(IllegalAction, match="^a step starts while the computer is to move$"):
        replay_turn(state, [CutForDeal(12)], COMPUTER)
    assert replay_turn(state, [CutForDeal(12)], frozenset())[0].seat == 1  # two players
