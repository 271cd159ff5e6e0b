"""A save is replayed once when it is resumed (issue 14): reading it checks each undo step
by replaying it (crib_qt/persistence_read.py), and `restore_match` makes the undo steps
from that replay (`SavedMatch.replayed`) instead of replaying every step again. The
match restored is the same, undo and redo steps included (U4)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from match_engines import match_engine, play_to

from crib_qt import commands
from crib_qt.engine import GameEngine
from crib_qt.persistence import match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import Phase


def _save() -> bytes:
    """Game 1 of a match of 3 played into its third hand's play, two steps undone (redo
    steps kept)."""
    engine = match_engine()
    play_to(engine, lambda e: e.state.hand_number == 3 and e.state.phase is Phase.PLAY)
    engine.undo()
    engine.undo()
    return match_to_bytes(engine)


def _stack(engine: GameEngine) -> list:
    """Everything the undo stack holds: per step its text, state before and steps."""
    stack = engine.undoStack()
    return [(stack.index(), stack.count(), engine.state)] + [
        (stack.command(i).text(), stack.command(i).before, stack.command(i).steps)
        for i in range(stack.count())]


@pytest.fixture
def replays(monkeypatch):
    """The actions `commands.replay_commands` replays through the rules, step by step."""
    seen = []
    real = commands.replay_turn

    def replay_turn(state, actions, computer):
        seen.append(tuple(actions))
        return real(state, actions, computer)

    monkeypatch.setattr(commands, "replay_turn", replay_turn)
    return seen


def _restored(saved) -> GameEngine:
    engine = GameEngine(seed=1, synchronous=True)
    restore_match(engine, saved)
    return engine


def test_a_save_read_is_restored_without_replaying_its_steps_again(qapp, replays):
    saved = match_from_bytes(_save())
    assert len(saved.replayed) == len(saved.steps) > 20 and saved.index == len(saved.steps) - 2
    engine = _restored(saved)
    assert replays == []  # read once (match_from_bytes), not replayed again
    everything = _restored(replace(saved, replayed=()))  # as before: every step replayed
    assert replays == list(saved.steps)
    assert _stack(engine) == _stack(everything)
    assert engine.state == saved.position
    engine.redo()
    everything.redo()
    assert engine.state == everything.state and engine.undoStack().index() == saved.index + 1


def test_a_replay_that_is_not_of_the_steps_is_not_taken(qapp, replays):
    saved = match_from_bytes(_save())
    shifted = saved.replayed[1:] + saved.replayed[:1]  # each step's states, wrong places
    engine = _restored(replace(saved, replayed=shifted))
    assert replays == list(saved.steps)  # every step replayed, as without one
    assert _stack(engine) == _stack(_restored(replace(saved, replayed=())))
    short = saved.replayed[:-1]
    replays.clear()
    _restored(replace(saved, replayed=short))
    assert replays == list(saved.steps)
