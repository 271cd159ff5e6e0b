"""Tests of crib_qt/engine.py: undo/redo of whole turns (U4), restart and new game (U5),
the recorded history, and refused actions."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer

import crib_qt.engine as engine_module
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import (Card, CutForDeal, CutStarter, Discard, GameState, Go, Phase, Play,
                           apply, new_game)


class _NoMoreDecisions:
    """A computer player that must not be asked: redo replays recorded actions (U4)."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view, legal):
        self.asked += 1
        raise AssertionError("the computer was asked for a new decision")


@pytest.fixture
def engine(qtbot):  # noqa: ARG001 (qtbot: the QApplication and Qt-warning checks)
    return GameEngine(seed=3, computer=BasicPlayer())


def _step(engine: GameEngine) -> None:
    """One human action: what the hint suggests (cuts, discards, plays, go, continue)."""
    assert engine.perform(engine.hint())


def _until(engine: GameEngine, condition, limit: int = 300) -> None:
    for _ in range(limit):
        if condition(engine.state):
            return
        _step(engine)
    raise AssertionError("position not reached")


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

    with qtbot.waitSignal(engine.stepsPerformed) as performed:
        assert engine.perform(play)
    after = engine.state
    command = undo.command(steps)
    assert undo.count() == steps + 1 and command.actions[0] == play
    assert len(command.actions) >= 2  # the computer answered within the same step
    assert [step.by_computer for step in performed.args[0]] == \
        [False] + [True] * (len(command.actions) - 1)
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


def test_redo_never_asks_the_computer_again(engine, monkeypatch, qtbot):
    _until(engine, _my_play_with_a_reply)
    play = engine.hint()
    engine.perform(play)
    after = engine.state
    recorded = engine.undoStack().command(engine.undoStack().count() - 1).actions
    stub = _NoMoreDecisions()
    monkeypatch.setattr(engine, "_computer", stub)
    monkeypatch.setattr(engine, "_hinter", stub)

    engine.undoStack().undo()
    with qtbot.assertNotEmitted(engine.stepsPerformed):
        engine.undoStack().redo()

    assert engine.state == after
    assert stub.asked == 0
    assert engine.undoStack().command(engine.undoStack().count() - 1).actions == recorded
    with pytest.raises(AssertionError, match="new decision"):  # the stub is really in place
        engine.hint()


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


# --- restart and new game (U5) -------------------------------------------------------------


def _first_hand(engine: GameEngine, depths: tuple[int, int]) -> GameState:
    """Cut for the deal at depths[0], discard as hinted, cut the starter at depths[1]."""
    engine.perform(CutForDeal(depths[0]))
    while engine.state.phase is not Phase.PLAY:
        state = engine.state
        assert state.to_act == 0
        if state.phase is Phase.CUT_STARTER:
            engine.perform(CutStarter(depths[1]))
        else:
            engine.perform(engine.hint())
    return engine.state


def test_restart_reproduces_the_first_deal(qtbot):
    engine = GameEngine(seed=2, computer=BasicPlayer())  # seed 2: the computer deals, so I cut the starter
    first = _first_hand(engine, (17, 21))
    assert first.dealer == 1 and first.hand_number == 1
    for _ in range(6):
        _step(engine)

    with qtbot.waitSignal(engine.positionJumped):
        engine.restart()
    assert engine.seed == 2
    assert engine.state == new_game(2)
    assert engine.undoStack().count() == 0

    again = _first_hand(engine, (17, 21))
    assert again.hands == first.hands and again.kept == first.kept
    assert again.discards == first.discards
    assert again.starter == first.starter and again.deal_cuts == first.deal_cuts
    assert again == first


def test_new_game_draws_a_new_seed(engine, monkeypatch, qtbot):
    for _ in range(5):
        _step(engine)
    drawn = iter([424242, 77])
    monkeypatch.setattr(engine_module, "new_seed", lambda: next(drawn))

    with qtbot.waitSignal(engine.positionJumped):
        engine.newGame()
    assert engine.seed == 424242
    assert engine.state == new_game(424242)
    assert engine.undoStack().count() == 0

    engine.newGame()
    assert engine.seed == 77 and engine.state == new_game(77)
    engine.newGame(seed=9)  # a chosen seed is used as given
    assert engine.seed == 9 and engine.state == new_game(9)


def test_new_seed_is_random_and_fits_a_command_line(qtbot):  # noqa: ARG001
    seeds = {engine_module.new_seed() for _ in range(20)}
    assert len(seeds) == 20
    assert all(1 <= s < 2**31 for s in seeds)
    assert GameEngine().seed != GameEngine().seed


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


# --- refused actions -----------------------------------------------------------------------


@pytest.mark.parametrize(("action", "reason"), [
    (Play(Card.parse("5H")), "Play is not possible during the cut for deal"),
    (CutForDeal(3), "cut depth must be a whole number of cards from 4 to 48, not 3"),
    (CutForDeal(49), "cut depth must be a whole number of cards from 4 to 48, not 49"),
    (CutStarter(20), "CutStarter is not possible during the cut for deal"),
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
    cases = [
        (Play(not_mine), f"you do not hold {not_mine}"),
        (Go(), f"you must play while a card fits under 31 ({mine[0]} does)"),
        (Discard((mine[0], mine[1])), "Discard is not possible during the play"),
        (CutStarter(10), "CutStarter is not possible during the play"),
    ]
    for action, reason in cases:
        with qtbot.waitSignal(engine.actionRejected) as rejected, \
                qtbot.assertNotEmitted(engine.stateChanged):
            assert not engine.perform(action)
        assert rejected.args == [reason]
        assert engine.state is state and engine.undoStack().count() == steps


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


# --- the computer decides off the GUI thread (issue 4: never freeze the window) -------------


def _to_discard(engine: GameEngine) -> None:
    """Release the computer for the cuts, then stop at the human's discard."""
    computer = engine._computer
    computer.release.set()
    _until(engine, lambda s: s.phase is Phase.DISCARD)
    computer.release.clear()
    computer.threads.clear()


def test_the_computer_decides_on_a_worker_thread_while_the_window_answers(qtbot, held_computer):
    computer = held_computer
    engine = GameEngine(seed=3, computer=computer)
    _to_discard(engine)
    before = engine.state
    discard = BasicPlayer().choose(before.view(0), engine.legalActions())
    seen = {}
    thinking = []
    engine.thinkingChanged.connect(thinking.append)

    def while_thinking():  # runs on the GUI thread's event loop during perform
        try:
            seen["thinking"] = engine.isThinking()
            seen["state"] = engine.state
            with qtbot.waitSignal(engine.actionRejected) as refused:
                seen["second"] = engine.perform(discard)
            seen["reason"] = refused.args[0]
            seen["hint"] = engine.hint()
            engine.undo()
            seen["after_undo"] = engine.state
        finally:
            computer.release.set()

    QTimer.singleShot(0, while_thinking)
    assert engine.perform(discard)
    assert seen == {"thinking": True, "state": before, "second": False,
                    "reason": "The computer is thinking.", "hint": None,
                    "after_undo": before}
    assert thinking == [True, False]
    assert computer.threads and all(t is not threading.main_thread() for t in computer.threads)
    assert not engine.isThinking()
    # The human's discard and the computer's were applied together, as one undo step.
    assert engine.state.phase is Phase.CUT_STARTER
    assert engine.undoStack().command(engine.undoStack().index() - 1).actions[0] == discard


def test_a_reply_that_arrives_after_a_new_game_is_dropped(qtbot, held_computer):
    computer = held_computer
    engine = GameEngine(seed=3, computer=computer)
    _to_discard(engine)
    discard = BasicPlayer().choose(engine.state.view(0), engine.legalActions())

    def new_match():
        try:
            engine.newGame(seed=11)
        finally:
            computer.release.set()

    QTimer.singleShot(0, new_match)
    assert engine.perform(discard) is False
    assert engine.seed == 11 and engine.state == new_game(11)
    assert engine.undoStack().count() == 0 and not engine.isThinking()


def test_the_hint_is_worked_out_on_the_worker_thread(qtbot, held_computer):
    engine = GameEngine(seed=3, computer=held_computer)
    _to_discard(engine)
    seen = {}

    def while_thinking():
        try:
            seen["thinking"] = engine.isThinking()
        finally:
            held_computer.release.set()

    QTimer.singleShot(0, while_thinking)
    hint = engine.hint()
    assert hint == BasicPlayer().choose(engine.state.view(0), engine.legalActions())
    assert seen == {"thinking": True}
    assert [t is threading.main_thread() for t in held_computer.threads] == [False]


def test_no_worker_when_the_computer_has_nothing_to_decide(qtbot, held_computer):
    # Two players on one device: no replies, so no thread and no local event loop.
    engine = GameEngine(seed=3, mode=engine_module.MODE_TWO_PLAYERS, computer=held_computer)
    thinking = []
    engine.thinkingChanged.connect(thinking.append)
    for _ in range(6):
        assert engine.perform(engine.legalActions()[0])
    assert thinking == [] and held_computer.threads == []


def test_an_error_in_the_computer_reaches_the_caller_and_changes_nothing(qtbot):
    class Broken:
        def choose(self, view, legal):
            raise RuntimeError("no decision")

    engine = GameEngine(seed=3, computer=Broken())
    before = engine.state
    with pytest.raises(RuntimeError, match="no decision"):
        engine.perform(engine.legalActions()[0])
    assert engine.state == before and not engine.isThinking()
    assert engine.undoStack().count() == 0


def test_the_hint_is_exactly_the_experts_move_whatever_the_level(qtbot):
    # Issue 4: the Hint action shows what Expert would do, also against an easy computer.
    from crib_qt.ai import ComputerPlayer

    engine = GameEngine(seed=5, level="easy")
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
