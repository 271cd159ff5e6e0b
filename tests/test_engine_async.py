"""The computer decides asynchronously (issue 13): GameEngine.perform returns before the
replies, which arrive as one undo step; replies to a position gone are dropped; a
failing computer is reported; no nested event loop."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

import crib_qt
import crib_qt.engine as engine_module
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import CutForDeal, Phase, apply, new_game

from engine_testing import _to_discard  # tests/engine_testing.py

# --- the computer decides asynchronously (issue 13) ------------------------------------------


def _record(engine: GameEngine) -> list:
    """Every signal of `engine`, in order, as (name, arguments)."""
    seen = []
    for name in ("stateChanged", "stepsPerformed", "positionJumped", "actionRejected",
                 "gameWon", "historyChanged", "thinkingChanged", "hintReady",
                 "computerFailed"):
        getattr(engine, name).connect(lambda *args, name=name: seen.append((name, args)))
    return seen


def test_perform_returns_before_the_replies_which_arrive_as_one_undo_step(
        qtbot, held_computer, settle):
    engine = GameEngine(seed=3, computer=held_computer)
    _to_discard(engine, settle)
    before = engine.state
    discard = BasicPlayer().choose(before.view(0), engine.legalActions())
    mine, mine_events = apply(before, discard)
    done = engine.undoStack().count()
    seen = _record(engine)

    assert engine.perform(discard)  # the computer is still held: perform did not wait
    # the human's discard is applied and shown at once
    assert engine.state == mine and engine.state.to_act == 1
    assert engine.isThinking() and engine.legalActions() == ()
    assert [name for name, _ in seen] == ["stepsPerformed", "stateChanged", "thinkingChanged"]
    assert seen[2][1] == (True,)
    [shown] = seen[0][1][0]
    assert (shown.seat, shown.action, shown.state, shown.events, shown.by_computer) == \
        (0, discard, engine.state, mine_events, False)
    assert engine.history()[-1] == discard  # history() leads to the state shown
    # the turn is pushed once the replies arrive
    assert engine.undoStack().count() == engine.undoStack().index() == done

    # while it thinks: the human cannot act, undo or redo; the hint says nothing
    seen.clear()
    assert not engine.perform(discard)
    engine.undo()
    engine.redo()
    assert engine.hint() is None
    assert seen == [("actionRejected", ("The computer is thinking.",))]
    assert engine.state == mine and engine.undoStack().index() == done

    seen.clear()
    held_computer.release.set()
    settle(engine)
    assert [name for name, _ in seen] == ["stepsPerformed", "stateChanged", "historyChanged",
                                          "thinkingChanged"]
    assert seen[-1][1] == (False,)
    replies = seen[0][1][0]
    command = engine.undoStack().command(done)
    assert engine.undoStack().count() == engine.undoStack().index() == done + 1
    assert command.actions[0] == discard and len(command.actions) == 2
    assert list(command.steps) == [shown] + replies  # the human's step, kept as shown
    assert [step.by_computer for step in replies] == [True]
    assert engine.state is replies[-1].state is command.after
    assert engine.state.phase is Phase.CUT_STARTER and not engine.isThinking()
    assert held_computer.threads and \
        all(t is not threading.main_thread() for t in held_computer.threads)


def test_a_reply_that_arrives_after_a_new_game_is_dropped(qtbot, held_computer, settle):
    engine = GameEngine(seed=3, computer=held_computer)
    _to_discard(engine, settle)
    discard = BasicPlayer().choose(engine.state.view(0), engine.legalActions())
    assert engine.perform(discard)
    seen = _record(engine)

    engine.newGame(seed=11)
    assert not engine.isThinking() and ("thinkingChanged", (False,)) in seen
    held_computer.release.set()
    worker = held_computer.threads[0]
    qtbot.waitUntil(lambda: not worker.is_alive())
    QCoreApplication.processEvents()  # deliver the late reply: it must change nothing
    assert [name for name, _ in seen] == ["thinkingChanged", "positionJumped", "stateChanged",
                                          "historyChanged"]
    assert engine.seed == 11 and engine.state == new_game(11)
    assert engine.steps() == [] and engine.history() == []
    # the abandoned match is the one before the human's discard (the reply never came)
    engine.undo()
    assert engine.seed == 3 and engine.state.phase is Phase.DISCARD
    assert engine.history()[-1] != discard


def test_moving_the_undo_stack_while_the_computer_thinks_drops_the_reply(
        qtbot, held_computer, settle):
    engine = GameEngine(seed=3, computer=held_computer)
    _to_discard(engine, settle)
    done = engine.undoStack().count()
    start = engine.undoStack().stateAt(done - 1)
    assert engine.perform(engine.legalActions()[0])
    engine.undoStack().undo()  # not the engine's undo (refused): the stack itself
    assert not engine.isThinking() and engine.state is start
    held_computer.release.set()
    worker = held_computer.threads[-1]
    qtbot.waitUntil(lambda: not worker.is_alive())
    QCoreApplication.processEvents()
    assert engine.state is start and engine.undoStack().count() == done


@pytest.mark.parametrize("synchronous", [False, True])
def test_a_failing_computer_changes_nothing_and_is_reported(qtbot, synchronous):
    """The exception of the computer player is never lost: with the worker it comes by
    computerFailed, in place perform raises it; either way the position before the
    human's action is current again and nothing was recorded."""

    class Broken:
        def choose(self, view, legal):
            raise RuntimeError("no decision")

    engine = GameEngine(seed=3, computer=Broken(), synchronous=synchronous)
    before = engine.state
    seen = _record(engine)
    if synchronous:
        with pytest.raises(RuntimeError, match="no decision"):
            engine.perform(CutForDeal(10))
    else:
        assert engine.perform(CutForDeal(10))
        assert engine.state.deal_cuts[0] is not None and engine.isThinking()
        with qtbot.waitSignal(engine.computerFailed) as failed:
            pass
        assert type(failed.args[0]) is RuntimeError and str(failed.args[0]) == "no decision"
    names = [name for name, _ in seen]
    assert names == ["stepsPerformed", "stateChanged", "thinkingChanged", "positionJumped",
                     "stateChanged", "thinkingChanged"] + ([] if synchronous else
                                                            ["computerFailed"])
    assert engine.state is before and not engine.isThinking()
    assert engine.undoStack().count() == 0 and engine.history() == []
    assert engine.legalActions() == tuple(CutForDeal(d) for d in range(4, 49))


def test_no_worker_when_the_computer_has_nothing_to_decide(qtbot, held_computer):
    # Two players on one device: no replies, so no thread; each action is one undo step.
    engine = GameEngine(seed=3, mode=engine_module.MODE_TWO_PLAYERS, computer=held_computer)
    seen = _record(engine)
    for _ in range(6):
        assert engine.perform(engine.legalActions()[0])
        assert not engine.isThinking()
    assert held_computer.threads == [] and engine.undoStack().count() == 6
    assert [name for name, _ in seen] == ["stepsPerformed", "stateChanged",
                                          "historyChanged"] * 6


def test_no_nested_event_loop_in_the_game():
    sources = Path(crib_qt.__file__).parent.rglob("*.py")
    assert [str(p) for p in sources if "QEventLoop" in p.read_text(encoding="utf-8")] == []
