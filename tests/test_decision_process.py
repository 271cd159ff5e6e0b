"""The computer thinks in its own process (issue 14): the protocol, the server, the
process that is restarted when it dies or hangs, and the engine played through it."""

from __future__ import annotations

import io
import os
import signal
import sys

import pytest

from crib_qt.ai import BasicPlayer, ComputerPlayer
from crib_qt.ai.play_review import review_play
from crib_qt.decision_process import ATTEMPTS, DecisionProcess
from crib_qt.decision_protocol import (ComputerError, answer, decode, encode, hint_question,
                                       read_answer, reply_question, warm_question)
from crib_qt.decision_server import player_factory, serve
from crib_qt.engine import GameEngine
from crib_qt.opponent import Opponent
from crib_qt.rules import (Continue, Discard, GameState, IllegalAction, Phase, Play, legal_actions,
                           new_game, parse_cards)
from crib_qt.turns import computer_replies, record_replies, record_step

EXPERT = ComputerPlayer("expert")


def _position(phase: Phase, seed: int = 11):
    """The first position of `seed`'s game in `phase` with the computer (seat 1) to
    decide, reached by the baseline player choosing for both seats."""
    state, player = new_game(seed), BasicPlayer()
    while not (state.phase is phase and state.to_act == 1):
        state = record_step(state, player.choose(state.view(state.to_act),
                                                 legal_actions(state))).state
    return state


# --- the protocol and the server, in this process ---------------------------------------------


def test_a_reply_across_the_protocol_is_the_replies_worked_out_here():
    state = _position(Phase.PLAY)
    question = decode(encode(reply_question(7, state, frozenset({1}), "expert")))
    message = decode(encode(answer(question, player_factory())))
    actions = read_answer(message)
    here = computer_replies(state, frozenset({1}), EXPERT)
    assert message["id"] == 7
    assert actions == [s.action for s in here] and isinstance(actions[0], Play)
    assert record_replies(state, frozenset({1}), actions) == here


def test_a_hint_across_the_protocol_is_the_experts_choice():
    state = _position(Phase.DISCARD)
    message = answer(decode(encode(hint_question(3, state))), player_factory())
    assert read_answer(message) == EXPERT.choose(state.view(1), legal_actions(state))
    assert isinstance(read_answer(message), Discard)


def test_the_hint_the_review_and_the_expert_opponent_lay_one_card():
    """The hint (U2, issue 4: exactly what Expert would do), the coach's play review
    (issue 19: Expert's choice) and the computer opponent at expert level run one search,
    so they name one card, asked in and out of the protocol: pone to lead from AC 4D 4S 9H
    (R4.1), where an opponent model expecting greedy replies (723b8cc, not kept) led a 4."""
    state = GameState.for_play(1, [parse_cards("AC 4D 4S 9H"), parse_cards("7C 8D 10H QS")],
                               parse_cards("2S")[0])
    player_for = player_factory()
    hint = read_answer(answer(decode(encode(hint_question(1, state))), player_for))
    steps = computer_replies(state, frozenset({0}), player_for("expert"))
    assert (str(hint.card), str(steps[0].action.card)) == ("AC", "AC")
    assert Opponent(synchronous=True).hinter.choose(
        state.view(0), legal_actions(state)).card == hint.card
    assert review_play(state, hint.card).expert == hint.card


def test_bad_questions_are_answered_with_an_error_and_change_nothing():
    player_for = player_factory()
    assert answer({"id": 1, "job": "dance"}, player_for)["error"].startswith("ValueError")
    assert answer({"id": 2, "job": "reply", "state": {"format": "x"}}, player_for) == {
        "id": 2, "error": "ValueError: not a crib-qt game state (format 'x')"}
    with pytest.raises(ComputerError, match="ValueError"):
        read_answer({"id": 1, "error": "ValueError: no"})
    with pytest.raises(ComputerError, match="malformed"):
        read_answer({"id": 1, "actions": [["fly"]]})
    with pytest.raises(ValueError, match="not a question"):
        decode(b'{"id": "1"}\n')
    with pytest.raises(ValueError, match="at most"):
        decode(b" " * (256 * 1024 + 1))


def test_answers_the_rules_refuse_are_refused():
    state = _position(Phase.PLAY)
    actions = [s.action for s in computer_replies(state, frozenset({1}), EXPERT)]
    with pytest.raises(IllegalAction, match="fewer actions"):
        record_replies(state, frozenset({1}), [])
    with pytest.raises(IllegalAction, match="more actions"):
        record_replies(state, frozenset({1}), actions + [Continue()])


def test_the_server_answers_each_line_in_order_until_its_input_ends():
    state = _position(Phase.DISCARD)
    questions = io.BytesIO(encode(warm_question(1)) + encode(hint_question(2, state))
                           + encode(reply_question(3, state, frozenset({1}), "easy")))
    answers = io.BytesIO()
    assert serve(questions, answers) == 0
    lines = [decode(line) for line in answers.getvalue().splitlines()]
    assert [m["id"] for m in lines] == [1, 2, 3]
    assert lines[0] == {"id": 1, "warm": True}
    easy = computer_replies(state, frozenset({1}), ComputerPlayer("easy"))
    assert read_answer(lines[2]) == [s.action for s in easy]


def test_the_server_stops_at_a_line_that_is_not_a_question(capsys):
    assert serve(io.BytesIO(b"hello\n"), io.BytesIO()) == 2
    assert "crib-qt decision server:" in capsys.readouterr().err


# --- the real process -------------------------------------------------------------------------


@pytest.fixture
def decisions(qapp):
    """A `DecisionProcess` of this test alone, ended afterwards."""
    made = []

    def make(**options) -> DecisionProcess:
        made.append(DecisionProcess(**options))
        return made[-1]
    yield make
    for process in made:
        process.stop()


def test_the_process_answers_a_reply_as_this_process_would(decisions, qtbot):
    process, state = decisions(), _position(Phase.PLAY)
    with qtbot.waitSignal(process.answered, timeout=20_000) as got:
        ident = process.ask(reply_question(0, state, frozenset({1}), "expert"))
    assert got.args[0] == ident and got.args[2] is None
    assert got.args[1] == [s.action for s in computer_replies(state, frozenset({1}), EXPERT)]
    assert process.processId() > 0 and not process.isInProcess()


def test_a_killed_process_is_started_again_and_asked_again(decisions, qtbot):
    process, state = decisions(), _position(Phase.DISCARD)
    process.start()
    qtbot.waitUntil(lambda: process.processId() > 0)
    first = process.processId()
    os.kill(first, signal.SIGSTOP)  # it cannot answer before it is killed
    seen = []
    process.restarted.connect(lambda n: seen.append(("restarted", n)))
    process.answered.connect(lambda *args: seen.append(("answered",) + args))
    ident = process.ask(hint_question(0, state))
    assert process._current is not None  # sent: mid-decision
    os.kill(first, signal.SIGKILL)
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=20_000)
    assert seen == [("restarted", 1),
                    ("answered", ident, EXPERT.choose(state.view(1), legal_actions(state)), None)]
    assert process.processId() not in (0, first)


def test_a_hung_process_is_killed_started_again_and_asked_again(decisions, qtbot):
    process, state = decisions(hang_ms=3000), _position(Phase.DISCARD)
    process.start()
    qtbot.waitUntil(lambda: process.processId() > 0)
    hung = process.processId()
    os.kill(hung, signal.SIGSTOP)  # it thinks forever
    with qtbot.waitSignal(process.answered, timeout=20_000) as got:
        ident = process.ask(reply_question(0, state, frozenset({1}), "medium"))
    medium = computer_replies(state, frozenset({1}), ComputerPlayer("medium"))
    assert got.args == [ident, [s.action for s in medium], None]
    qtbot.waitUntil(lambda: process.processId() > 0)  # a new one: the hung one is gone
    assert process.processId() != hung


def test_a_question_that_always_kills_the_process_is_answered_with_an_error(decisions, qtbot):
    # this "server" answers the warm-up, then dies at each question
    dies = ("import sys; sys.stdin.readline(); "
            "sys.stdout.write('{\"id\":-1,\"warm\":true}\\n'); sys.stdout.flush(); "
            "sys.stdin.readline(); sys.exit(3)")
    process = decisions(command=(sys.executable, ["-c", dies]))
    restarts = []
    process.restarted.connect(restarts.append)
    with qtbot.waitSignal(process.answered, timeout=20_000) as got:
        ident = process.ask(hint_question(0, _position(Phase.DISCARD)))
    assert got.args[0] == ident and got.args[1] is None
    assert isinstance(got.args[2], ComputerError)
    assert str(got.args[2]) == f"the computer's process ended {ATTEMPTS} times while thinking"
    assert restarts == list(range(1, ATTEMPTS + 1))  # and one kept warm for what comes next


@pytest.mark.parametrize("command", [("/nonexistent/crib-qt-python", []),
                                     (sys.executable, ["-c", "pass"])],
                         ids=["cannot-start", "ends-at-once"])
def test_without_a_working_process_the_computer_thinks_here(decisions, qtbot, capfd, command):
    process, state = decisions(command=command), _position(Phase.DISCARD)
    with qtbot.waitSignal(process.answered, timeout=20_000) as got:
        ident = process.ask(hint_question(0, state))
    assert got.args == [ident, EXPERT.choose(state.view(1), legal_actions(state)), None]
    assert process.isInProcess()
    assert "crib-qt: the computer thinks in the window's process" in capfd.readouterr().err


def test_a_cancelled_question_is_never_answered(decisions, qtbot):
    process, state = decisions(), _position(Phase.DISCARD)
    answers = []
    process.answered.connect(lambda *args: answers.append(args[0]))
    unwanted = process.ask(reply_question(0, state, frozenset({1}), "expert"))  # sent at once
    waiting = process.ask(hint_question(0, state))                             # queued
    process.cancel(waiting)
    process.cancel(unwanted)
    with qtbot.waitSignal(process.answered, timeout=20_000):
        wanted = process.ask(hint_question(0, state))
    assert answers == [wanted]


# --- the engine, played through the process ---------------------------------------------------


def _play(engine: GameEngine, settle, hands: int) -> list:
    """The baseline player takes the human's seat for `hands` deals; the states seen."""
    human, states = BasicPlayer(), []
    while engine.state.winner is None and engine.state.hand_number <= hands:
        assert engine.perform(human.choose(engine.state.view(0), engine.legalActions()))
        settle(engine)
        states.append(engine.state)
    return states


def test_a_match_through_the_process_is_the_match_worked_out_in_place(qapp, settle):
    through = GameEngine(seed=2024, level="expert")
    in_place = GameEngine(seed=2024, level="expert", synchronous=True)
    assert _play(through, settle, 2) == _play(in_place, settle, 2)
    assert through.state.hand_number == 3


def test_the_game_goes_on_when_the_process_is_killed_while_the_computer_thinks(qapp, qtbot,
                                                                               settle):
    engine = GameEngine(seed=77, level="expert")
    in_place = GameEngine(seed=77, level="expert", synchronous=True)
    decisions = engine._opponent._decisions
    decisions.start()
    qtbot.waitUntil(lambda: decisions.processId() > 0)
    os.kill(decisions.processId(), signal.SIGSTOP)
    human = BasicPlayer()
    action = human.choose(engine.state.view(0), engine.legalActions())
    assert engine.perform(action) and engine.isThinking()
    os.kill(decisions.processId(), signal.SIGKILL)
    settle(engine)
    in_place.perform(action)
    assert engine.state == in_place.state and not engine.isThinking()
    assert engine.undoStack().count() == 1


def test_the_hint_comes_from_the_process(qapp, qtbot, settle):
    engine = GameEngine(seed=5, level="easy")
    while engine.state.phase is not Phase.DISCARD:
        engine.perform(engine.legalActions()[0])
        settle(engine)
    with qtbot.waitSignal(engine.hintReady, timeout=20_000) as got:
        engine.requestHint()
    assert got.args == [EXPERT.choose(engine.state.view(0), engine.legalActions())]


def test_prepare_starts_the_process_before_any_question(qapp, qtbot):
    engine = GameEngine(seed=9, level="hard")
    decisions = engine._opponent._decisions
    decisions.stop()  # whatever earlier tests left: from nothing
    assert decisions.processId() == 0
    engine.prepareComputer()
    qtbot.waitUntil(lambda: decisions.processId() > 0)
    assert GameEngine(seed=9, computer=BasicPlayer())._opponent._decisions is None
