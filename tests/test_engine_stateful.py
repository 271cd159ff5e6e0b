"""A stateful test of the engine and its saves (hypothesis RuleBasedStateMachine).

Random legal actions, refused actions, undo, redo, restart, new games in both modes,
and save + resume into a fresh engine. After every rule the engine's position equals
a fresh replay of its recorded actions, and its undo stack equals a plain model of
the steps and the undo index (U4, U5).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_COMPUTER, MODE_TWO_PLAYERS, GameEngine
from crib_qt.persistence import match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import Go, apply, legal_actions, new_game


class EngineMachine(RuleBasedStateMachine):
    """The model: the seed, the recorded steps and the undo index."""

    def __init__(self) -> None:
        super().__init__()
        self.engine = GameEngine(seed=1, computer=BasicPlayer(), synchronous=True)
        self.model: list[tuple] = []
        self.index = 0
        self.seed = 1
        self.match_id = self.engine.matchId

    @initialize(seed=st.integers(0, 2**63 - 1), two=st.booleans())
    def start(self, seed, two):
        self.engine.newGame(seed, mode=MODE_TWO_PLAYERS if two else MODE_COMPUTER)
        self.seed, self.model, self.index = seed, [], 0
        self.match_id = self.engine.matchId

    # --- rules ---------------------------------------------------------------------------

    @precondition(lambda self: self.engine.humanSeat() is not None)
    @rule(data=st.data())
    def act(self, data):
        actions = legal_actions(self.engine.state)
        action = data.draw(st.sampled_from(actions), label="action")
        assert self.engine.perform(action)
        step = self.engine.undoStack().command(self.engine.undoStack().index() - 1).actions
        assert step[0] == action
        self.model = self.model[:self.index] + [step]
        self.index += 1

    @precondition(lambda self: self.engine.humanSeat() is not None)
    @rule()
    def follow_the_hint(self):
        assert self.engine.perform(self.engine.hint())
        self.model = self.model[:self.index] + [self.engine.steps()[self.index]]
        self.index += 1

    @rule(turns=st.integers(1, 60))
    def play_on(self, turns):
        """Many turns at once, so that matches also reach 121 (and undo/redo over the win)."""
        for _ in range(turns):
            if self.engine.humanSeat() is None:
                assert self.engine.state.winner is not None
                event("a match reached 121")
                break
            self.follow_the_hint()

    @rule()
    def refused(self):
        state = self.engine.state
        illegal = Go() if Go() not in legal_actions(state) else legal_actions(new_game(0))[0]
        assert not self.engine.perform(illegal)
        assert self.engine.state is state

    @precondition(lambda self: self.index > 0)
    @rule()
    def undo(self):
        self.engine.undoStack().undo()
        self.index -= 1

    @precondition(lambda self: self.index < len(self.model))
    @rule()
    def redo(self):
        self.engine.undoStack().redo()
        self.index += 1

    @rule()
    def restart(self):
        self.engine.restart()
        assert self.engine.seed == self.seed
        assert self.engine.matchId != self.match_id
        self.model, self.index, self.match_id = [], 0, self.engine.matchId

    @rule(seed=st.integers(0, 2**63 - 1), two=st.booleans())
    def new_game(self, seed, two):
        self.engine.newGame(seed, mode=MODE_TWO_PLAYERS if two else MODE_COMPUTER)
        self.seed, self.model, self.index = seed, [], 0
        self.match_id = self.engine.matchId

    @rule()
    def save_and_resume(self):
        saved = match_from_bytes(match_to_bytes(self.engine, ("A", "B")))
        assert saved.position == self.engine.state
        fresh = GameEngine(computer=BasicPlayer(), synchronous=True)
        restore_match(fresh, saved)
        assert fresh.mode == self.engine.mode and fresh.matchId == self.match_id
        self.engine.deleteLater()
        self.engine = fresh

    # --- invariants ------------------------------------------------------------------------

    @invariant()
    def position_is_a_fresh_replay(self):
        engine = self.engine
        undo = engine.undoStack()
        assert engine.seed == self.seed
        assert (undo.count(), undo.index()) == (len(self.model), self.index)
        assert engine.steps() == self.model
        state = new_game(self.seed)
        for action in [a for step in self.model[:self.index] for a in step]:
            state, _ = apply(state, action)
        assert engine.state == state
        assert engine.history() == [a for step in self.model[:self.index] for a in step]


EngineMachine.TestCase.settings = settings(
    max_examples=40, stateful_step_count=30, deadline=None, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(autouse=True)
def _qt(qapp):  # noqa: ARG001 - the engine is a QObject: a QApplication must exist
    yield


class TestEngineMachine(EngineMachine.TestCase):
    pass
