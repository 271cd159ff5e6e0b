"""Tests of crib_qt/engine_matches.py and the MatchCommand of crib_qt/commands.py: New game
and Restart are undo steps (issue 15). Undo returns to the abandoned position with its own
undo steps, Redo goes forward into the new match; within a match U4 holds, and Restart
replays the same seed (U5)."""

from __future__ import annotations

import weakref

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_COMPUTER, MODE_TWO_PLAYERS, GameEngine
from crib_qt.persistence import match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import CutForDeal, new_game


@pytest.fixture(params=["async", "synchronous"])
def engine(request, qtbot, settle):  # noqa: ARG001 (qtbot: the QApplication, Qt warnings)
    engine = GameEngine(seed=3, computer=BasicPlayer(), level="medium",
                        synchronous=request.param == "synchronous")
    alive = weakref.ref(engine)
    engine.settle = lambda: settle(alive())
    return engine


def _steps(engine: GameEngine, count: int) -> None:
    for _ in range(count):
        assert engine.perform(engine.hint())
        engine.settle()


def test_undo_of_restart_returns_to_the_abandoned_position_and_redo_goes_forward(engine,
                                                                                 qtbot):
    _steps(engine, 5)
    engine.undo()  # a redo step of the abandoned match: Restart drops it, as any new step
    position, history, steps = engine.state, engine.history(), engine.steps()[:4]
    first_id = engine.matchId
    assert engine.inProgress() and engine.undoIndex() == 4

    with qtbot.waitSignals([engine.positionJumped, engine.historyChanged]):
        engine.restart()
    undo = engine.undoStack()
    assert (undo.count(), undo.index(), undo.undoText()) == (5, 5, "Restart")
    assert engine.seed == 3 and engine.state == new_game(3)  # U5
    assert engine.matchId != first_id and engine.steps() == [] and engine.undoIndex() == 0
    restarted_id = engine.matchId
    _steps(engine, 2)
    new_steps = engine.steps()
    assert engine.undoIndex() == 2 and undo.index() == 7

    engine.undo()
    engine.undo()
    assert undo.undoText() == "Restart" and undo.redoText() == "Cut"
    with qtbot.waitSignals([engine.positionJumped, engine.stateChanged,
                            engine.historyChanged]):
        engine.undo()  # Undo Restart
    assert engine.state is position and engine.history() == history
    assert engine.matchId == first_id and engine.seed == 3
    assert engine.steps() == steps and engine.undoIndex() == 4
    assert undo.redoText() == "Restart"

    engine.undo()  # the abandoned match's own undo steps are intact (U4)
    assert engine.undoIndex() == 3 and engine.history() == history[:len(engine.history())]
    engine.redo()
    engine.redo()  # Redo Restart: the new match again, its undo steps kept for redo
    assert engine.matchId == restarted_id and engine.state == new_game(3)
    assert engine.steps() == new_steps and engine.undoIndex() == 0
    engine.redo()
    engine.redo()
    assert engine.undoIndex() == 2 and not undo.canRedo()


def test_undo_of_new_game_brings_back_the_mode_and_level(engine):
    _steps(engine, 3)
    position, first_id = engine.state, engine.matchId
    engine.newGame(seed=8, mode=MODE_TWO_PLAYERS)
    assert engine.undoStack().undoText() == "New game"
    assert (engine.mode, engine.seed, engine.computerSeats()) == (MODE_TWO_PLAYERS, 8,
                                                                  frozenset())
    engine.undo()
    assert (engine.mode, engine.level, engine.seed, engine.matchId) == (
        MODE_COMPUTER, "medium", 3, first_id)
    assert engine.state is position and engine.computerSeats() == frozenset({1})
    engine.redo()
    assert (engine.mode, engine.seed) == (MODE_TWO_PLAYERS, 8)
    engine.undo()
    engine.newGame(seed=9, level="easy")  # from the first match again: the redo is gone
    assert engine.level == "easy" and not engine.undoStack().canRedo()
    engine.undo()
    assert engine.level == "medium" and engine.state is position


def test_an_untouched_new_match_is_replaced_so_one_undo_returns(engine):
    _steps(engine, 3)
    position = engine.state
    engine.restart()
    engine.newGame(seed=5)  # nothing done in the restarted match: it is replaced
    engine.newGame(seed=6)
    undo = engine.undoStack()
    assert (undo.count(), undo.index(), undo.undoText()) == (4, 4, "New game")
    engine.undo()
    assert engine.state is position and engine.seed == 3
    assert undo.index() == 3 and undo.redoText() == "New game"


def test_a_new_game_before_any_step_is_no_undo_step(engine):
    engine.newGame(seed=5)
    assert engine.undoStack().count() == 0 and engine.seed == 5
    engine.restart()
    assert engine.undoStack().count() == 0 and not engine.undoStack().canUndo()


def test_in_progress_from_the_first_deal_until_the_win(engine):
    assert not engine.inProgress()  # cutting for the deal (R2): nothing dealt yet
    assert engine.perform(CutForDeal(20))
    engine.settle()
    assert engine.state.hand_number == 1 and engine.inProgress()
    engine.undo()
    assert not engine.inProgress()


def test_the_abandoned_match_is_reported_once_the_new_match_has_a_move(engine):
    _steps(engine, 4)
    position, events, first_id = engine.state, engine.events(), engine.matchId
    engine.restart()
    assert engine.abandonedMatch() is None  # no move of the new match yet
    _steps(engine, 1)
    abandoned = engine.abandonedMatch()
    assert abandoned.info.match_id == first_id and abandoned.info.mode == MODE_COMPUTER
    assert abandoned.info.level == "medium" and abandoned.info.seed == 3
    assert abandoned.state is position and abandoned.events == events
    engine.undo()
    assert engine.abandonedMatch() is None  # undone before its first move: withdrawn


def test_a_match_left_before_its_first_deal_is_not_abandoned(engine):
    engine.newGame(seed=4)
    _steps(engine, 1)
    engine.undo()  # back at the cut for the deal, with a redo step
    assert not engine.inProgress()
    engine.restart()
    assert engine.undoStack().count() == 0  # nothing done: nothing to come back to
    _steps(engine, 1)
    assert engine.abandonedMatch() is None


def test_a_save_keeps_the_current_match_alone(engine):
    _steps(engine, 3)
    engine.restart()
    _steps(engine, 2)
    engine.undo()
    saved = match_from_bytes(match_to_bytes(engine))
    assert saved.index == 1 and len(saved.steps) == 2 and saved.match_id == engine.matchId
    engine.undo()
    engine.undo()  # back in the abandoned match: it is what is saved now
    saved = match_from_bytes(match_to_bytes(engine))
    assert saved.index == 3 and saved.position == engine.state
    fresh = GameEngine(computer=BasicPlayer(), synchronous=True)
    restore_match(fresh, saved)  # after a resume there is no Restart to undo or redo
    assert fresh.undoStack().count() == 3 and not fresh.undoStack().canRedo()
    assert fresh.state == engine.state and fresh.matchId == engine.matchId
