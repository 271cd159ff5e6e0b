"""Actions as data: action_from_data round trips and rejects bad data."""

from __future__ import annotations

import json

import pytest

from crib_qt.rules.actions import (
    Continue,
    CutForDeal,
    CutStarter,
    Discard,
    Go,
    Play,
    action_from_data,
)
from crib_qt.rules.cards import DECK
from crib_qt.rules.game import legal_actions

from game_builders import c, random_game  # tests/rules/game_builders.py

# --- actions as data -------------------------------------------------------------------------


ALL_ACTIONS = ([CutForDeal(d) for d in (4, 30, 48)] + [CutStarter(d) for d in (4, 36)]
               + [Discard((a, b)) for a, b in [(c("5H"), c("AS")), (c("KD"), c("10C"))]]
               + [Play(x) for x in DECK] + [Go(), Continue()])


@pytest.mark.parametrize("act", ALL_ACTIONS, ids=str)
def test_action_from_data_round_trips(act):
    data = act.to_data()
    assert action_from_data(data) == act
    assert action_from_data(json.loads(json.dumps(data))) == act


def test_action_from_data_round_trips_every_legal_action_of_a_game():
    states, _, _ = random_game(11)
    for state in states[:60] + states[-5:]:
        for act in legal_actions(state):
            assert action_from_data(json.loads(json.dumps(act.to_data()))) == act


def test_discard_pairs_are_stored_sorted():
    assert Discard((c("KD"), c("AS"))) == Discard((c("AS"), c("KD")))
    assert Discard((c("KD"), c("AS"))).to_data() == ["discard", "AS", "KD"]


@pytest.mark.parametrize("data", [
    None, "go", {"go": 1}, ("go",), [], [1], [None], ["fly"], ["Go"],
    ["go", 1], ["continue", None], ["play"], ["play", 5], ["play", "ZZ"], ["play", "5H", "6H"],
    ["play", ["5H"]], ["discard", "5H"], ["discard", "5H", "5H"], ["discard", "5H", 6],
    ["discard", "5H", "6H", "7H"], ["cut_for_deal"], ["cut_for_deal", True],
    ["cut_for_deal", 4.0], ["cut_for_deal", "4"], ["cut_for_deal", None], ["cut_starter", 4, 5],
    ["cut_starter", False],
], ids=repr)
def test_action_from_data_rejects_bad_data(data):
    with pytest.raises(ValueError):
        action_from_data(data)
