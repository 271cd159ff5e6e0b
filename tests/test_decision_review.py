"""The coach's record of a match (issue 19): decisions with their analysis, their costs,
the match accuracy, saved with the match (old saves still load; a review that does not fit
its match is damage) and kept once per match in the statistics (old files still load)."""

from __future__ import annotations

import json

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.ai.analysis import discard_table
from crib_qt.ai.play_review import review_play
from crib_qt.decision_review import (Decision, check_decision, decision_positions,
                                     match_accuracy)
from crib_qt.engine import GameEngine
from crib_qt.persistence import InvalidData, match_from_bytes, match_to_bytes
from crib_qt.rules import Phase, parse_cards
from crib_qt.rules.actions import Discard, Play
from crib_qt.statistics import (MatchAccuracy, Statistics, record_accuracy)


def _engine(seed: int, actions: int) -> GameEngine:
    """A match against the fixed baseline player, `actions` of the human's moves in (the
    baseline's hint, so the history is fixed by the seed)."""
    engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
    for _ in range(actions):
        assert engine.perform(engine.hint())
    return engine


def _positions(engine: GameEngine):
    undo = engine.undoStack()
    steps = undo.doneSteps(0, undo.count())
    return list(decision_positions(undo.stateAt(0), ((s.action, s.state, s.by_computer)
                                                     for s in steps), frozenset({0})))


def _review(position) -> Decision:
    """The coach's analysis of a decision, worked out here as the computer's process
    works it out."""
    before, action = position.before, position.action
    seat = before.to_act
    if isinstance(action, Discard):
        table = discard_table(before.hands[seat], before.dealer == seat,
                              (before.scores[seat], before.scores[1 - seat]))
        return Decision(position.index, before.hand_number, seat, table=table,
                        throw=tuple(sorted(action.cards)))
    return Decision(position.index, before.hand_number, seat,
                    review=review_play(before, action.card))


@pytest.fixture(scope="module")
def reviewed(qapp):  # noqa: ARG001 (the engine is a QObject)
    engine = _engine(21, 40)
    positions = _positions(engine)
    return engine, positions, [_review(p) for p in positions]


def test_the_decisions_are_the_human_s_discards_and_plays(reviewed):
    engine, positions, _ = reviewed
    history = [a for step in engine.steps() for a in step]
    assert positions and all(history[p.index] == p.action for p in positions)
    assert all(p.before.to_act == 0 for p in positions)
    assert {type(p.action) for p in positions} == {Discard, Play}
    discards = [p for p in positions if isinstance(p.action, Discard)]
    assert [p.before.hand_number for p in discards] == list(range(1, len(discards) + 1))


def test_costs_follow_the_analysis_exactly(reviewed):
    _, _, decisions = reviewed
    for decision in decisions:
        if decision.kind == "discard":
            table = decision.table
            player = table.options[table.row_of(decision.throw)].net
            assert decision.cost == max(0.0, table.options[table.expert_row()].net - player)
            assert decision.same_as_expert == (decision.throw == table.expert)
        else:
            assert decision.cost == decision.review.cost
            assert decision.same_as_expert == (decision.review.played.rank
                                               == decision.review.expert.rank)
        assert decision.flagged == (decision.cost >= 0.5)
    # the baseline player is no expert: some of its choices cost points
    assert any(d.flagged for d in decisions)


def test_the_accuracy_is_the_mean_loss_and_the_share_of_the_expert_s_choices(reviewed):
    _, _, decisions = reviewed
    counted = [d for d in decisions if not d.forced]
    accuracy = match_accuracy(decisions, 0)
    assert accuracy.decisions == len(counted)
    assert accuracy.lost == sum(d.cost for d in counted)
    assert accuracy.same == sum(d.same_as_expert for d in counted)
    assert accuracy.mean_cost == accuracy.lost / len(counted)
    assert match_accuracy(decisions, 1) is None


def test_a_decision_crosses_json_exactly_and_bad_data_is_refused(reviewed):
    _, positions, decisions = reviewed
    for decision, position in zip(decisions, positions):
        again = Decision.from_data(json.loads(json.dumps(decision.to_data())))
        assert again == decision
        check_decision(again, position.before, position.action)
    discard = next(d for d in decisions if d.kind == "discard")
    play = next(d for d in decisions if d.kind == "play")
    bad = [None, [], {}, {**discard.to_data(), "index": -1},
           {**discard.to_data(), "hand": 0}, {**discard.to_data(), "seat": 2},
           {**discard.to_data(), "throw": ["AS", "AS"]},
           {**discard.to_data(), "throw": [str(discard.table.cards[0])]},
           {**discard.to_data(), "review": play.to_data()["review"]},
           {k: v for k, v in play.to_data().items() if k != "review"},
           {**play.to_data(), "seat": 1}]
    for data in bad:
        with pytest.raises(ValueError):
            Decision.from_data(data)


def test_a_review_of_another_position_does_not_fit(reviewed):
    _, positions, decisions = reviewed
    plays = [(p, d) for p, d in zip(positions, decisions) if d.kind == "play"]
    discards = [(p, d) for p, d in zip(positions, decisions) if d.kind == "discard"]
    (p1, d1), (p2, d2) = plays[0], plays[1]
    for decision, position in ((d1, p2), (d2, p1), (discards[0][1], discards[1][0]),
                               (d1, discards[0][0])):
        with pytest.raises(ValueError):
            check_decision(decision, position.before, position.action)


def test_the_save_keeps_the_reviews_and_old_saves_load_without(reviewed):
    engine, _, decisions = reviewed
    data = match_to_bytes(engine, ("", ""), decisions)
    saved = match_from_bytes(data)
    assert saved.reviews == tuple(decisions)
    old = match_to_bytes(engine)
    assert "reviews" not in json.loads(old)
    assert match_from_bytes(old).reviews == ()


@pytest.mark.parametrize("edit", ["not a list", "twice", "wrong index", "computer's",
                                  "another card", "bad cost", "garbage"])
def test_reviews_that_do_not_fit_the_match_are_left_out_and_the_match_kept(reviewed, edit,
                                                                          caplog):
    """Reviews are the coach's notes, not the match: a review that does not fit is left
    out (and logged); the match loads as it was played."""
    engine, _, decisions = reviewed
    root = json.loads(match_to_bytes(engine, ("", ""), decisions))
    reviews = root["reviews"]
    play = next(r for r in reviews if "review" in r)
    history = [a for step in engine.steps() for a in step]
    if edit == "not a list":
        root["reviews"] = {"0": reviews[0]}
    elif edit == "twice":
        reviews.append(reviews[0])
    elif edit == "wrong index":
        play["index"] += 1
    elif edit == "computer's":  # the computer's first play is nobody's decision to review
        play["index"] = next(i for i, a in enumerate(history) if isinstance(a, Play)
                             and i not in {r["index"] for r in reviews})
    elif edit == "another card":
        hand = {str(c) for c in parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")}
        play["review"]["played"] = next(c for c in sorted(hand) if c != play["review"]["played"])
    elif edit == "bad cost":
        play["review"]["cost"] = -1.0
    else:
        reviews[0] = "whatever"
    kept = [Decision.from_data(r) for r in root["reviews"]
            if edit not in ("not a list", "garbage") and r is not play]
    if edit == "twice":
        kept = list(decisions)
    elif edit == "garbage":
        kept = list(decisions[1:])
    saved = match_from_bytes(json.dumps(root).encode())
    assert saved.steps == match_from_bytes(match_to_bytes(engine)).steps
    assert list(saved.reviews) == kept
    assert "coach reviews left out" in caplog.text



def test_reviews_beyond_the_decisions_are_left_out_unread_and_logged_once(reviewed, caplog):
    """A decision has one review at most: of 10,000 junk reviews after the real ones, none
    is read (a crafted file does not make loading slow), and one line says how many were
    left out; the same for a junk review among the real ones."""
    engine, positions, decisions = reviewed
    root = json.loads(match_to_bytes(engine, ("", ""), decisions))
    root["reviews"] += [{"index": -1}] * 10000
    caplog.set_level("WARNING", "crib_qt.persistence")
    assert match_from_bytes(json.dumps(root).encode()).reviews == tuple(decisions)
    assert [r.getMessage() for r in caplog.records] == [
        f"coach reviews left out: 10000 of {len(decisions) + 10000} do not fit the match's "
        f"{len(positions)} decisions (the first, review {len(positions) + 1}: more reviews "
        f"than decisions)"]
    caplog.clear()
    root["reviews"] = ["whatever"] + root["reviews"][1:len(decisions)]
    assert match_from_bytes(json.dumps(root).encode()).reviews == tuple(decisions[1:])
    assert [r.getMessage() for r in caplog.records] == [
        f"coach reviews left out: 1 of {len(decisions)} do not fit the match's "
        f"{len(positions)} decisions (the first, review 1: a decision must be an object)"]

def test_accuracy_is_kept_once_per_match_and_old_statistics_load(tmp_path):
    path = tmp_path / "statistics.json"
    first = [MatchAccuracy(0, 30, 12.5, 17)]
    statistics, added, problem = record_accuracy(path, Statistics(), "a" * 32,
                                                 "computer/expert", first)
    assert added and problem is None
    statistics, added, _ = record_accuracy(path, statistics, "a" * 32, "computer/expert",
                                           [MatchAccuracy(0, 10, 1.0, 9)])
    assert not added  # the same match again (undone and won again): kept once
    statistics, added, _ = record_accuracy(path, statistics, "b" * 32, "two_players",
                                           [MatchAccuracy(1, 20, 4.0, 5),
                                            MatchAccuracy(0, 21, 3.0, 6)])
    read = Statistics.from_bytes(path.read_bytes())
    assert read.record("computer/expert").accuracy == first
    assert [a.seat for a in read.record("two_players").accuracy] == [0, 1]
    assert read.accuracy_counted == ["a" * 32, "b" * 32]
    assert first[0].mean_cost == 12.5 / 30 and first[0].share == 17 / 30
    # a file written before issue 19 has neither key
    old = json.loads(path.read_bytes())
    del old["accuracy_counted"]
    for record in old["categories"].values():
        del record["accuracy"]
        del record["accuracy_matches"]  # what each match was (play-test 29): none either
    older = Statistics.from_bytes(json.dumps(old).encode())
    assert older.record("computer/expert").accuracy == [] and older.accuracy_counted == []


@pytest.mark.parametrize("entry", [[0, 0, 0.0, 0], [2, 5, 1.0, 1], [0, 5, -1.0, 1],
                                   [0, 5, 1.0, 6], [0, 5, 1000.0, 1], [0, 5, 1.0], "x",
                                   [0, 5.0, 1.0, 1], [True, 5, 1.0, 1]])
def test_bad_accuracy_is_refused(tmp_path, entry):
    statistics = Statistics()
    statistics.addAccuracy("c" * 32, "computer/easy", [MatchAccuracy(0, 5, 1.0, 2)])
    data = json.loads(statistics.to_bytes())
    data["categories"]["computer/easy"]["accuracy"] = [entry]
    with pytest.raises(InvalidData):
        Statistics.from_bytes(json.dumps(data).encode())


def test_the_discard_positions_are_of_the_discard(reviewed):
    _, positions, _ = reviewed
    for position in positions:
        phase = Phase.DISCARD if isinstance(position.action, Discard) else Phase.PLAY
        assert position.before.phase is phase


def test_the_accuracy_class_is_made_when_first_asked_for():
    """`Accuracy` lives in crib_qt/decision_accuracy.py, imported only when an accuracy is
    worked out or asked for (issue 14: not before the first frame); decision_review still
    names it, and `match_accuracy` makes it."""
    import crib_qt.decision_review as decision_review
    from crib_qt.decision_accuracy import Accuracy

    assert decision_review.Accuracy is Accuracy
    assert "Accuracy" in decision_review.__all__
    with pytest.raises(AttributeError):
        decision_review.NoSuchName  # noqa: B018 (what a missing name still raises)
