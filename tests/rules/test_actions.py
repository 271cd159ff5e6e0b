"""Actions and events are frozen values (crib_qt/rules/actions.py): plain classes that
behave as frozen dataclasses would, so the rules, the undo history and the saves can
compare, hash, match and copy them (issue 14 made them cheaper to define)."""

from __future__ import annotations

import copy
from dataclasses import FrozenInstanceError

import pytest

from crib_qt.rules import (CardPlayed, Continue, CutForDeal, CutStarter, Dealt, Discard, GameWon,
                           Go, HandShown, Play, Scored, action_from_data, score_hand)
from crib_qt.rules.cards import Card

C = Card.parse


def test_equal_and_hashed_by_type_and_fields():
    assert CutForDeal(3) == CutForDeal(depth=3)
    assert hash(CutForDeal(3)) == hash(CutForDeal(depth=3)) == hash((3,))  # as a dataclass
    assert CutForDeal(3) != CutStarter(3)  # same fields, another kind of action
    assert Go() != Continue() and Go() == Go()
    assert hash(Go()) == hash(())
    assert Dealt(2, 1) != Dealt(1, 2)
    assert len({Play(C("5H")), Play(C("5H")), Play(C("5S")), Go(), Go()}) == 3
    assert Play(C("5H")) != ("5H",)  # never equal to a plain tuple


def test_repr_names_the_fields():
    assert repr(CardPlayed(1, C("5H"), 15)) == "CardPlayed(seat=1, card=Card.parse('5H'), count=15)"
    assert repr(Go()) == "Go()"
    assert repr(Discard((C("KH"), C("2S")))) == \
        "Discard(cards=(Card.parse('2S'), Card.parse('KH')))"  # stored sorted (R3.2)


def test_frozen():
    won = GameWon(1, (121, 90))
    with pytest.raises(FrozenInstanceError):
        won.seat = 0
    with pytest.raises(FrozenInstanceError):
        del won.scores
    with pytest.raises(FrozenInstanceError):
        won.other = 1  # no new attributes either
    assert won.seat == 1 and won.scores == (121, 90)


def test_match_by_position_and_keyword():
    score = score_hand((C("5H"), C("5S"), C("JD"), C("5C")), C("5D"))
    event = Scored(seat=0, score=score, scores=(29, 3))
    match event:
        case Scored(seat, got, (mine, theirs)):
            assert (seat, got.total, mine, theirs) == (0, 29, 29, 3)
        case _:
            pytest.fail("no match")
    shown = HandShown(1, (C("5H"),), C("JD"), True, score)
    assert HandShown.__match_args__ == ("seat", "cards", "starter", "is_crib", "score")
    match shown:
        case HandShown(is_crib=True, starter=starter):
            assert starter is C("JD")


def test_copies_are_equal_values():
    for value in (Discard((C("AH"), C("2H"))), Go(), CardPlayed(0, C("AS"), 1)):
        assert copy.copy(value) == value and copy.deepcopy(value) == value
        assert copy.deepcopy(value).__class__ is value.__class__


def test_discard_checks_its_cards():
    with pytest.raises(ValueError, match="exactly two cards"):
        Discard((C("AH"),))
    with pytest.raises(ValueError, match="two different cards"):
        Discard((C("AH"), C("AH")))
    with pytest.raises(ValueError, match="exactly two cards"):
        Discard(("AH", "2H"))


def test_plain_data_round_trip():
    for action in (CutForDeal(7), CutStarter(12), Discard((C("QS"), C("3D"))), Play(C("10C")),
                   Go(), Continue()):
        assert action_from_data(action.to_data()) == action
    assert Discard((C("QS"), C("3D"))).to_data() == ["discard", "3D", "QS"]
