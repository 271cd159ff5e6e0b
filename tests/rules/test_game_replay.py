"""The game state machine: cuts and replays (U1, U5): the same seed and actions give
the same game, and no undo and recut shows a second card."""

from __future__ import annotations

import pytest

from crib_qt.rules import deck
from crib_qt.rules.actions import CutForDeal, CutStarter
from crib_qt.rules.game import apply, legal_actions, new_game

from game_builders import (  # tests/rules/game_builders.py
    assert_rejected,
    cut_until_dealt,
    first_legal_game,
    random_game,
    to_cut_starter,
)

# --- U1 / U5 cuts and replays ---------------------------------------------------------------


def test_U5_same_seed_and_same_actions_give_equal_states_and_events():
    a = first_legal_game(21)
    b = first_legal_game(21)
    assert a == b
    states, actions, events = random_game(22)
    state = new_game(22)
    for i, act in enumerate(actions):
        state, ev = apply(state, act)
        assert state == states[i + 1] and ev == events[i]
    assert random_game(22) == (states, actions, events)


def test_U5_different_seeds_deal_different_games():
    deals = {cut_until_dealt(seed)[0].hands for seed in range(10)}
    assert len(deals) == 10


def test_U1_a_cut_at_depth_d_is_the_same_after_undoing_and_cutting_elsewhere():
    state = to_cut_starter(4)
    first = apply(state, CutStarter(10))
    for d in (4, 36, 11, 9, 20):
        apply(state, CutStarter(d))
    assert apply(state, CutStarter(10)) == first
    # and in a replay of the same game from the seed
    assert apply(to_cut_starter(4), CutStarter(10)) == first
    # the cut for first dealer too
    g = new_game(4)
    cut = apply(g, CutForDeal(30))
    for d in range(4, 49):
        apply(g, CutForDeal(d))
    assert apply(g, CutForDeal(30)) == cut


def test_U1_undoing_a_cut_and_cutting_at_every_other_depth_maps_out_nothing():
    """U1: "undoing a cut and cutting at another depth must not let a player map out
    the deck": every legal depth turns the same starter and the same cut card, so no
    sequence of undo and recut shows a second card or lets a player shop for one."""
    for seed in range(5):
        state = to_cut_starter(seed)
        starters = {apply(state, CutStarter(d))[0].starter for d in range(4, 37)}
        assert len(starters) == 1
        game = new_game(seed)
        firsts = {apply(game, CutForDeal(d))[1][0].card for d in range(4, 49)}
        assert len(firsts) == 1
        after_first = apply(game, CutForDeal(4))[0]
        seconds = {apply(after_first, CutForDeal(d))[1][0].card for d in range(4, 48)}
        assert len(seconds) == 1
    # while different games and hands turn different starters
    assert len({to_cut_starter(seed).stock and
                apply(to_cut_starter(seed), CutStarter(4))[0].starter for seed in range(30)}) > 15


def test_U1_R3_5_the_starter_depends_on_depth_not_on_the_stock_order_or_the_discards():
    seed = 6
    dealt, _ = cut_until_dealt(seed)
    # two different discard choices leave the same 40-card stock
    a, b = dealt, dealt
    for i in range(2):
        a, _ = apply(a, legal_actions(a)[0])
        b, _ = apply(b, legal_actions(b)[-1])
    assert a.crib != b.crib and a.stock == b.stock
    for d in range(4, 37):
        assert apply(a, CutStarter(d))[0].starter is apply(b, CutStarter(d))[0].starter
        assert deck.cut_starter(seed, 1, d, reversed(a.stock)) is apply(a, CutStarter(d))[0].starter


@pytest.mark.parametrize("bad", [-1, 0, 3, 37, 40, 52, True, 10.0, "10", None])
def test_U1_an_illegal_starter_depth_raises_IllegalAction(bad):
    state = to_cut_starter(2)
    assert_rejected(state, CutStarter(bad), "cut depth")


@pytest.mark.parametrize("bad", [-1, 0, 3, 49, 52, False, 4.0])
def test_U1_an_illegal_cut_for_deal_depth_raises_IllegalAction(bad):
    assert_rejected(new_game(2), CutForDeal(bad), "cut depth")
    # seat 1 cuts 51 cards: 48 is one too deep for it
    after_first, _ = apply(new_game(2), CutForDeal(4))
    assert_rejected(after_first, CutForDeal(48), "from 4 to 47")


def test_U1_legal_depths_are_4_to_n_minus_4():
    assert deck.cut_depths(52) == range(4, 49)
    assert deck.cut_depths(51) == range(4, 48)
    assert deck.cut_depths(40) == range(4, 37)
