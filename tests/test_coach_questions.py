"""The coach's questions (issue 19) to the computer's process: JSON both ways, bad input
refused with an error, the same answers as worked out here, never waiting the window."""

from __future__ import annotations

import io

import pytest

from crib_qt.ai import ComputerPlayer
from crib_qt.ai.analysis import DiscardTable, discard_table
from crib_qt.ai.play_review import PlayReview, review_play
from crib_qt.decision_process import DecisionProcess
from crib_qt.decision_protocol import (ComputerError, answer, decode, discard_table_question,
                                       encode, play_review_question, read_answer)
from crib_qt.decision_server import player_factory, serve
from crib_qt.opponent import Opponent
from crib_qt.rules import GameState, Play, apply, legal_actions, new_game
from crib_qt.rules.cards import parse_cards
from crib_qt.view_data import view_to_data

CARDS = parse_cards("5H 5D JS QC KH 2C")


def hand_positions(seed: int = 3, seat: int = 1) -> list[tuple[GameState, object]]:
    """(position, card) of each card `seat` lays in a hand played by the expert (seat 0)
    and the easy level (seat 1)."""
    state = GameState.for_play(0, (parse_cards("5C 10C 2D 3H"), parse_cards("KH 6C AD 8S")),
                               parse_cards("AS")[0])
    players = (ComputerPlayer("expert"), ComputerPlayer("easy"))
    out = []
    while state.to_act is not None and state.hands[0] + state.hands[1]:
        action = players[state.to_act].choose(state.view(state.to_act), legal_actions(state))
        if state.to_act == seat and isinstance(action, Play):
            out.append((state, action.card))
        state = apply(state, action)[0]
    return out


def seen(positions) -> list[tuple]:
    """(what the seat saw, its legal actions, the card) of each (position, card): what a
    play review question carries."""
    return [(state.view(state.to_act), legal_actions(state), card) for state, card in positions]


def ask(question: dict):
    """The question through JSON, answered as the server does, the answer read back."""
    return read_answer(decode(encode(answer(decode(encode(question)), player_factory()))))


def test_a_discard_table_across_the_protocol_is_the_table_worked_out_here():
    got = ask(discard_table_question(4, CARDS, True, (12, 100)))
    assert isinstance(got, DiscardTable)
    assert got == discard_table(CARDS, True, (12, 100))  # every float exactly


def test_a_play_review_across_the_protocol_is_the_review_worked_out_here():
    positions = hand_positions()
    assert len(positions) == 4
    question = play_review_question(5, seen(positions), 1)
    got = ask(question)
    assert got == [review_play(state, card) for state, card in positions]
    assert all(isinstance(r, PlayReview) for r in got)
    # what crosses is what the player saw: not the other hand, the crib or the stock
    for (state, _), entry in zip(positions, question["positions"]):
        text = encode(entry).decode()
        assert '"state"' not in text and '"stock"' not in text
        hidden = set(state.hands[0]) | set(state.discards[0]) | set(state.stock)
        assert len(hidden) > 30 and not any(f'"{c}"' in text for c in hidden)


def test_bad_coach_questions_are_answered_with_an_error():
    player_for = player_factory()
    good = discard_table_question(1, CARDS, False, (0, 0))
    positions = hand_positions()
    review = play_review_question(2, seen(positions), 1)
    view, legal, _ = seen(positions)[0]
    legal = [a.to_data() for a in legal]
    bad = [
        dict(good, cards=[str(c) for c in CARDS[:5]]), dict(good, cards=["5H"] * 6),
        dict(good, cards=["ZZ", "5D", "JS", "QC", "KH", "2C"]), dict(good, cards="5H 5D"),
        dict(good, dealer="yes"), dict(good, scores=[0, 121]), dict(good, scores=[0]),
        dict(good, scores=[0.5, 1]),
        dict(review, seat=2), dict(review, positions="all"),
        dict(review, positions=review["positions"] * 3),  # more than one hand's 8
        dict(review, seat=0),  # not seat 0's turn in those positions
        dict(review, positions=[{"view": view_to_data(view), "legal": legal, "card": "QD"}]),
        dict(review, positions=[{"view": {"seat": 1}, "legal": legal, "card": "KH"}]),
        dict(review, positions=[{"view": view_to_data(view), "legal": [], "card": "KH"}]),
        dict(review, positions=[{"view": view_to_data(view), "card": "KH"}]),
        dict(review, positions=[{"view": dict(view_to_data(view), count=40), "legal": legal,
                                 "card": "KH"}]),
        dict(review, positions=[{"view": view_to_data(new_game(1).view(1)), "legal": legal,
                                 "card": "KH"}]),  # not a view of the play
        dict(review, positions=[["5C"]]),
    ]
    for question in bad:
        message = answer(question, player_for)
        assert set(message) == {"id", "error"}, question
        with pytest.raises(ComputerError):
            read_answer(message)


def test_a_review_of_a_view_no_game_reaches_says_why():
    """A view read back is checked field by field, not as a whole game: one whose other
    player laid 1 card and holds 1 is answered with the reason (R3.2), not a KeyError."""
    view, legal, card = seen(hand_positions())[1]
    question = play_review_question(3, [(view, legal, card)], 1)
    question["positions"][0]["view"]["opponent_hand_size"] = 1
    assert answer(question, player_factory()) == {"id": 3, "error": (
        "ValueError: the other player kept 4 cards in the play (R3.2), not 1 laid and 1 held")}


def test_malformed_coach_answers_are_refused():
    table = discard_table(CARDS, True).to_data()
    for message in ({"id": 1, "table": dict(table, options=[])},
                    {"id": 1, "table": None},
                    {"id": 1, "reviews": {"played": "5H"}},
                    {"id": 1, "reviews": [{"seat": 0}]}):
        with pytest.raises(ComputerError, match="malformed"):
            read_answer(message)


def test_the_server_answers_the_coach_in_order():
    questions = io.BytesIO(encode(discard_table_question(1, CARDS, True, (0, 0)))
                           + encode(play_review_question(2, seen(hand_positions()), 1)))
    answers = io.BytesIO()
    assert serve(questions, answers) == 0
    lines = [decode(line) for line in answers.getvalue().splitlines()]
    assert [m["id"] for m in lines] == [1, 2] and "table" in lines[0] and "reviews" in lines[1]


# --- the window's side: the real process, or the thread -----------------------------------


def test_the_process_answers_the_coach_as_this_process_would(qapp, qtbot):
    process = DecisionProcess()
    try:
        with qtbot.waitSignal(process.answered, timeout=20_000) as got:
            ident = process.ask(discard_table_question(0, CARDS, False, (3, 4)))
        assert got.args[:1] == [ident] and got.args[2] is None
        assert got.args[1] == discard_table(CARDS, False, (3, 4))
        positions = hand_positions()
        with qtbot.waitSignal(process.answered, timeout=20_000) as got:
            process.ask(play_review_question(0, seen(positions), 1))
        assert got.args[1] == [review_play(s, c) for s, c in positions]
    finally:
        process.stop()


@pytest.mark.parametrize("where", ["process", "thread"])
def test_the_opponent_brings_the_coach_answers_without_waiting(qapp, qtbot, where):
    # "thread": an opponent with a custom player thinks on a thread of this process.
    opponent = Opponent(computer=ComputerPlayer("easy") if where == "thread" else None)
    positions = hand_positions()
    try:
        with qtbot.waitSignal(opponent.discardTableReady, timeout=20_000) as got:
            opponent.requestDiscardTable("mine", CARDS, True, (0, 0))
            assert not got.signal_triggered  # answered later, never while asking
        assert got.args == ["mine", discard_table(CARDS, True, (0, 0)), None]
        with qtbot.waitSignal(opponent.playReviewReady, timeout=20_000) as got:
            opponent.requestPlayReview(7, seen(positions), 1)
        assert got.args == [7, [review_play(s, c) for s, c in positions], None]
        with qtbot.waitSignal(opponent.discardTableReady, timeout=20_000) as got:
            opponent.requestDiscardTable("bad", CARDS[:5], True, (0, 0))
        assert got.args[:2] == ["bad", None] and isinstance(got.args[2], ComputerError)
    finally:
        opponent.deleteLater()


def test_the_review_being_worked_out_is_kept_when_the_computer_goes_first(qapp, qtbot):
    """When the computer must reply, the coach's waiting questions are dropped, but the
    one being worked out is answered still: its work is not thrown away and done again
    (`Opponent.cancelCoach`)."""
    opponent = Opponent()
    positions = seen(hand_positions())
    got = []
    opponent.playReviewReady.connect(lambda *args: got.append(args))
    try:
        with qtbot.waitSignal(opponent.discardTableReady, timeout=20_000):
            opponent.requestDiscardTable("idle", CARDS, True, (0, 0))  # the process idle
        opponent.requestPlayReview("first", positions, 1)  # sent at once
        opponent.requestPlayReview("second", positions, 1)  # waits behind it
        assert opponent.cancelCoach() == ["first"]
        opponent.requestPlayReview("third", positions[:1], 1)
        qtbot.waitUntil(lambda: len(got) == 2, timeout=20_000)
        wanted = [review_play(s, c) for s, c in hand_positions()]
        assert got == [("first", wanted, None), ("third", wanted[:1], None)]
    finally:
        opponent.deleteLater()
