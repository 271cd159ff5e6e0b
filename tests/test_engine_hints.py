"""GameEngine's hints: worked out on the worker, none for a position that changed, at
once where no thought is needed, and exactly the expert's move."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import Continue, Discard, Phase, Play

from engine_testing import (  # tests/engine_testing.py
    _to_discard,
    _until,
    engine_fixture,  # noqa: F401 (the fixture engine)
)

# --- hints -------------------------------------------------------------------------------


def test_request_hint_is_worked_out_on_the_worker_and_arrives_by_signal(
        qtbot, held_computer, settle):
    engine = GameEngine(seed=3, computer=held_computer)
    _to_discard(engine, settle)
    expected = BasicPlayer().choose(engine.state.view(0), engine.legalActions())
    answers = []
    engine.hintReady.connect(answers.append)

    engine.requestHint()
    engine.requestHint()  # the same position: one answer
    assert answers == [] and not engine.isThinking()  # a hint never blocks the human
    held_computer.release.set()
    qtbot.waitUntil(lambda: answers != [])
    assert answers == [expected]
    assert [t is threading.main_thread() for t in held_computer.threads] == [False]
    worker = held_computer.threads[0]
    qtbot.waitUntil(lambda: not worker.is_alive())
    QCoreApplication.processEvents()
    assert answers == [expected]


def test_a_hint_for_a_position_that_changed_meanwhile_is_none(qtbot, held_computer, settle):
    engine = GameEngine(seed=3, computer=held_computer)
    _to_discard(engine, settle)
    answers = []
    engine.hintReady.connect(answers.append)
    engine.requestHint()
    engine.newGame(seed=4)
    held_computer.release.set()
    qtbot.waitUntil(lambda: answers != [])
    assert answers == [None]


def test_hints_that_need_no_thought_come_at_once(engine, qtbot):
    answers = []
    engine.hintReady.connect(answers.append)
    _until(engine, lambda s: s.phase is Phase.SHOW)
    engine.requestHint()
    assert answers == [Continue()] and engine.hint() == Continue()
    _until(engine, lambda s: s.phase is Phase.GAME_OVER)
    engine.requestHint()
    assert answers == [Continue(), None] and engine.hint() is None


def test_the_hint_is_exactly_the_experts_move_whatever_the_level(qtbot):
    # Issue 4: the Hint action shows what Expert would do, also against an easy computer.
    from crib_qt.ai import ComputerPlayer

    engine = GameEngine(seed=5, level="easy", synchronous=True)
    expert = ComputerPlayer("expert")
    compared = {Discard: 0, Play: 0}
    while engine.state.hand_number < 3 and engine.humanSeat() is not None:
        state = engine.state
        hint = engine.hint()
        if state.phase in (Phase.DISCARD, Phase.PLAY):
            assert hint == expert.choose(state.view(0), engine.legalActions())
            if type(hint) in compared:
                compared[type(hint)] += 1
        assert engine.perform(hint)
    assert compared[Discard] == 2 and compared[Play] >= 6
