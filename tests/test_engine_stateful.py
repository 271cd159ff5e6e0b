"""A stateful test of the engine and its saves (hypothesis RuleBasedStateMachine).

Random legal actions, refused actions, undo, redo, restart, new games in both modes,
and save + resume into a fresh engine. After every rule the engine's position equals
a fresh replay of its recorded actions, and its undo stack equals a plain model of
the steps, the matches New game and Restart left (issue 15) and the undo index (U4, U5).
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
    """The model: the undo stack as a list of entries, each a turn's recorded actions
    ("turn", actions) or New game / Restart ("match", seed, match id) (issue 15), the
    undo index over them, and the first match's seed and id."""

    def __init__(self) -> None:
        super().__init__()
        self.engine = GameEngine(seed=1, computer=BasicPlayer(), synchronous=True)
        self.model: list[tuple] = []
        self.index = 0
        self.first = (1, self.engine.matchId)

    @initialize(seed=st.integers(0, 2**63 - 1), two=st.booleans())
    def start(self, seed, two):
        self.engine.newGame(seed, mode=MODE_TWO_PLAYERS if two else MODE_COMPUTER)
        self.model, self.index, self.first = [], 0, (seed, self.engine.matchId)

    # --- the model's view of the current match ---------------------------------------------

    def begin(self, index: int | None = None) -> int:
        index = self.index if index is None else index
        starts = [i + 1 for i, entry in enumerate(self.model[:index]) if entry[0] == "match"]
        return starts[-1] if starts else 0

    def match(self) -> tuple[int, str]:
        begin = self.begin()
        return self.model[begin - 1][1:] if begin else self.first

    def turns(self) -> list[tuple]:
        begin = self.begin()
        end = next((i for i in range(begin, len(self.model)) if self.model[i][0] == "match"),
                   len(self.model))
        return [entry[1] for entry in self.model[begin:end]]

    def switched(self, seed: int) -> None:
        """What New game or Restart does to the stack (engine_matches.MatchChanges)."""
        begin = self.begin()
        entry = ("match", seed, self.engine.matchId)
        if begin == 0 and self.index == 0:  # nothing to come back to: a fresh stack
            self.model, self.index, self.first = [], 0, entry[1:]
        elif self.index == begin:  # an untouched new match is replaced
            self.model = self.model[:begin - 1] + [entry]
        else:
            self.model = self.model[:self.index] + [entry]
            self.index += 1

    # --- rules ---------------------------------------------------------------------------

    @precondition(lambda self: self.engine.humanSeat() is not None)
    @rule(data=st.data())
    def act(self, data):
        actions = legal_actions(self.engine.state)
        action = data.draw(st.sampled_from(actions), label="action")
        assert self.engine.perform(action)
        step = self.engine.undoStack().command(self.engine.undoStack().index() - 1).actions
        assert step[0] == action
        self.model = self.model[:self.index] + [("turn", step)]
        self.index += 1

    @precondition(lambda self: self.engine.humanSeat() is not None)
    @rule()
    def follow_the_hint(self):
        assert self.engine.perform(self.engine.hint())
        step = self.engine.steps()[self.engine.undoIndex() - 1]
        self.model = self.model[:self.index] + [("turn", step)]
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
        seed, match_id = self.match()
        self.engine.restart()
        assert self.engine.seed == seed  # U5
        assert self.engine.matchId != match_id
        self.switched(seed)

    @rule(seed=st.integers(0, 2**63 - 1), two=st.booleans())
    def new_game(self, seed, two):
        self.engine.newGame(seed, mode=MODE_TWO_PLAYERS if two else MODE_COMPUTER)
        self.switched(seed)

    @rule()
    def save_and_resume(self):
        """A save keeps the current match alone: nothing before it to undo after a resume."""
        saved = match_from_bytes(match_to_bytes(self.engine, ("A", "B")))
        assert saved.position == self.engine.state
        fresh = GameEngine(computer=BasicPlayer(), synchronous=True)
        restore_match(fresh, saved)
        assert fresh.mode == self.engine.mode and fresh.matchId == self.match()[1]
        self.engine.deleteLater()
        self.engine = fresh
        turns, begin = self.turns(), self.begin()
        self.model, self.index = [("turn", step) for step in turns], self.index - begin
        self.first = (saved.seed, saved.match_id)

    # --- invariants ------------------------------------------------------------------------

    @invariant()
    def position_is_a_fresh_replay(self):
        engine = self.engine
        undo = engine.undoStack()
        seed, match_id = self.match()
        assert (engine.seed, engine.matchId) == (seed, match_id)
        assert (undo.count(), undo.index()) == (len(self.model), self.index)
        turns, done = self.turns(), self.index - self.begin()
        assert engine.steps() == turns and engine.undoIndex() == done
        state = new_game(seed)
        for action in [a for step in turns[:done] for a in step]:
            state, _ = apply(state, action)
        assert engine.state == state
        assert engine.history() == [a for step in turns[:done] for a in step]


EngineMachine.TestCase.settings = settings(
    max_examples=40, stateful_step_count=30, deadline=None, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow])


@pytest.fixture(autouse=True)
def _qt(qapp):  # noqa: ARG001 - the engine is a QObject: a QApplication must exist
    yield


class TestEngineMachine(EngineMachine.TestCase):
    pass
