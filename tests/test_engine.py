"""Tests of crib_qt/engine.py: undo/redo of whole turns (U4), restart and new game (U5),
the recorded history, refused actions, and the computer deciding asynchronously.

The `engine` fixture runs every test twice: as the window runs it (the computer replies
on a worker thread, the test waits on signals) and with `synchronous=True` (scripts);
both must behave the same."""

from __future__ import annotations

import threading
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

import crib_qt
import crib_qt.engine as engine_module
import crib_qt.engine_matches as engine_matches
import crib_qt.rules.game as rules_game
import crib_qt.turns as turns_module
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.game_words import card_name
from crib_qt.rules import (Card, Continue, CutForDeal, CutStarter, Discard, GameState, Go, Phase,
                           Play, apply, apply_with_moment, new_game)


class _NoMoreDecisions:
    """A computer player that must not be asked: redo replays recorded actions (U4)."""

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, view, legal):
        self.asked += 1
        raise AssertionError("the computer was asked for a new decision")


@pytest.fixture(params=["async", "synchronous"])
def engine(request, qtbot, settle):  # noqa: ARG001 (qtbot: the QApplication, Qt warnings)
    engine = GameEngine(seed=3, computer=BasicPlayer(),
                        synchronous=request.param == "synchronous")
    alive = weakref.ref(engine)  # no cycle: PySide 6.11 can crash collecting a cyclic engine
    engine.settle = lambda: settle(alive())  # the tests' one way to wait for the replies
    return engine


def _perform(engine: GameEngine, action) -> None:
    """The human's `action`, and the computer's replies once they have arrived."""
    assert engine.perform(action)
    engine.settle()


def _step(engine: GameEngine) -> None:
    """One human action: what the hint suggests (cuts, discards, plays, go, continue)."""
    _perform(engine, engine.hint())


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


# --- restart and new game (U5) -------------------------------------------------------------


def _first_hand(engine: GameEngine, depths: tuple[int, int]) -> GameState:
    """Cut for the deal at depths[0], discard as hinted, cut the starter at depths[1]."""
    _perform(engine, CutForDeal(depths[0]))
    while engine.state.phase is not Phase.PLAY:
        state = engine.state
        assert state.to_act == 0
        if state.phase is Phase.CUT_STARTER:
            _perform(engine, CutStarter(depths[1]))
        else:
            _step(engine)
    return engine.state


def test_restart_reproduces_the_first_deal(engine, qtbot):
    engine.newGame(seed=2)  # seed 2: the computer deals, so I cut the starter
    first = _first_hand(engine, (17, 21))
    assert first.dealer == 1 and first.hand_number == 1
    for _ in range(6):
        _step(engine)

    with qtbot.waitSignal(engine.positionJumped):
        engine.restart()
    assert engine.seed == 2
    assert engine.state == new_game(2)
    assert engine.steps() == [] and engine.undoIndex() == 0 and engine.history() == []

    again = _first_hand(engine, (17, 21))
    assert again.hands == first.hands and again.kept == first.kept
    assert again.discards == first.discards
    assert again.starter == first.starter and again.deal_cuts == first.deal_cuts
    assert again == first


def test_new_game_draws_a_new_seed(engine, monkeypatch, qtbot):
    for _ in range(5):
        _step(engine)
    drawn = iter([424242, 77])
    monkeypatch.setattr(engine_matches, "new_seed", lambda: next(drawn))

    with qtbot.waitSignal(engine.positionJumped):
        engine.newGame()
    assert engine.seed == 424242
    assert engine.state == new_game(424242)
    assert engine.steps() == [] and engine.undoIndex() == 0 and engine.history() == []

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


# The player reads the refusal in their language (refusals.py); the rules' own English
# reasons are tested with the rules core (tests/rules/test_game.py).
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


# --- the computer decides asynchronously (issue 13) ------------------------------------------


def _to_discard(engine: GameEngine, settle) -> None:
    """Release the held computer for the cuts, then stop at the human's discard."""
    computer = engine._opponent.player
    computer.release.set()
    while engine.state.phase is not Phase.DISCARD:
        assert engine.perform(engine.legalActions()[0])
        settle(engine)
    computer.release.clear()
    computer.threads.clear()


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


# --- each action goes through the rules once -------------------------------------------------


def test_each_action_goes_through_the_rules_exactly_once(engine, monkeypatch):
    calls = []
    real = rules_game._apply

    def counting(state, action, events):
        calls.append(action)
        return real(state, action, events)

    for _ in range(30):
        state = engine.state
        hint = engine.hint()
        monkeypatch.setattr(rules_game, "_apply", counting)
        calls.clear()
        _perform(engine, hint)
        monkeypatch.setattr(rules_game, "_apply", real)
        command = engine.undoStack().command(engine.undoStack().index() - 1)
        assert calls == list(command.actions)
        for step in command.steps:  # each step holds what one pass gave, moment included
            assert (step.state, step.events, step.moment) == apply_with_moment(state, step.action)
            state = step.state


def test_no_nested_event_loop_in_the_game():
    sources = Path(crib_qt.__file__).parent.rglob("*.py")
    assert [str(p) for p in sources if "QEventLoop" in p.read_text(encoding="utf-8")] == []
