"""A player's view as JSON-ready data (crib_qt/view_data.py): what the coach's play review
question carries instead of the whole game state (issue 19, DESIGN: the AI gets views)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.ai.player import view_rng
from crib_qt.rules import apply, legal_actions, new_game
from crib_qt.rules.state import MatchScore
from crib_qt.view_data import view_from_data, view_to_data


def views(seed: int, match: MatchScore = MatchScore()):
    """Both seats' views of every position of a game between baseline players, until a
    winner (every phase: cuts, discards, the play, the show, the end)."""
    player, state = BasicPlayer(), replace(new_game(seed), match=match)
    while True:
        yield state.view(0)
        yield state.view(1)
        if state.winner is not None:
            return
        state = apply(state, player.choose(state.view(state.to_act), legal_actions(state)))[0]


@pytest.mark.parametrize("seed, match", [(5, MatchScore()), (6, MatchScore(3, False, (2, 1), 4))])
def test_every_view_of_a_game_reads_back_equal_with_the_same_draws(seed, match):
    seen = 0
    for view in views(seed, match):
        again = view_from_data(json.loads(json.dumps(view_to_data(view))))
        assert again == view and repr(again) == repr(view)
        seen += 1
    assert seen > 200
    # the expert seeds its draws from the view's text: the same deals after the trip
    assert view_rng(again, "expert").random() == view_rng(view, "expert").random()


def test_bad_views_are_refused_with_a_reason():
    good = view_to_data(new_game(2).view(0))
    bad = [None, [], {}, dict(good, seat=2), dict(good, seat=True), dict(good, phase="nap"),
           dict(good, scores=[0, 122]), dict(good, scores=[0]), dict(good, hand=["ZZ"]),
           dict(good, hand="5H"), dict(good, count=32), dict(good, gone=[0, 1]),
           dict(good, played=[[0, "5H"]] * 9), dict(good, played=[["0", "5H"]]),
           dict(good, match={"games_to_win": 5, "skunks": True, "games": [0, 0], "game": 1}),
           dict(good, match=None), dict(good, show_step=7), dict(good, starter=5),
           {k: v for k, v in good.items() if k != "kept"}]
    for data in bad:
        with pytest.raises(ValueError):
            view_from_data(data)
