"""PlayerView: what one seat may see of the game (no hidden card, the show revealed one
step at a time)."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from crib_qt.rules.actions import Continue, Play
from crib_qt.rules.cards import DECK, Card
from crib_qt.rules.game import apply
from crib_qt.rules.serialize import state_from_json, state_to_json
from crib_qt.rules.state import GameState, PlayerView

from game_builders import (  # tests/rules/game_builders.py
    SHOW_PLAY,
    c,
    cs,
    cut_until_dealt,
    random_game,
    run,
    show_position,
)

# --- views: what one seat may see -------------------------------------------------------


def _cards_in(value) -> set:
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        out = set()
        for v in value:
            out |= _cards_in(v)
        return out
    return set()


def _view_cards(view: PlayerView) -> set:
    """Every card a view holds, except the cut for first dealer (cards put back before
    the deal's shuffle, public to both)."""
    out = set()
    for f in fields(view):
        if f.name != "deal_cuts":
            out |= _cards_in(getattr(view, f.name))
    return out


def _hidden_from(state: GameState, seat: int) -> set:
    other = 1 - seat
    view = state.view(seat)
    hidden = set(state.hands[other]) | set(state.stock)
    if view.shown_crib is None:
        hidden |= set(state.discards[other])
    if view.shown_hands[other] is None:
        hidden |= set(state.kept[other]) - {x for _, x in state.played}
    return hidden


@pytest.mark.parametrize("seed", [1, 8])
def test_view_never_holds_a_hidden_card_and_unseen_cards_is_exactly_the_hidden_ones(seed):
    states, _, _ = random_game(seed)
    for state in states:
        for seat in (0, 1):
            view = state.view(seat)
            hidden = _hidden_from(state, seat)
            assert not _view_cards(view) & hidden
            if state.hand_number == 0:
                assert view.unseen_cards() == DECK
                continue
            seen = _view_cards(view)
            assert view.unseen_cards() == tuple(x for x in DECK if x not in seen)
            assert set(view.unseen_cards()) == hidden
            assert view.hand == state.hands[seat] and view.discards == state.discards[seat]
            assert view.opponent_hand_size == len(state.hands[1 - seat])
            assert view.stock_size == len(state.stock) and view.count == state.count


def test_views_of_states_differing_only_in_hidden_cards_are_equal():
    # seat 0 deals; the pone (1) holds different cards and laid different cards away
    a = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"),
                           crib=cs("AC AD 3S 4S"))
    b = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS 10C 2H AH")], c("2S"),
                           crib=cs("QC JC 3S 4S"))
    assert a != b and a.view(0) == b.view(0) and a.view(1) != b.view(1)
    # the same public card played from both: still equal
    a, _ = apply(a, Play(c("KS")))
    b, _ = apply(b, Play(c("KS")))
    a, _ = apply(a, Play(c("9D")))
    b, _ = apply(b, Play(c("9D")))
    assert a.view(0) == b.view(0)
    assert set(a.view(0).unseen_cards()) == set(DECK) - set(cs("KH 9D 8D 7D 2S KS 3S 4S"))
    # in a real deal: swap one of seat 1's cards with a stock card
    state, _ = cut_until_dealt(3)
    stock_card, held = state.stock[0], state.hands[1][0]
    hands1 = tuple(sorted(state.hands[1][1:] + (stock_card,)))
    other = replace(state, hands=(state.hands[0], hands1),
                    stock=tuple(sorted(state.stock[1:] + (held,))))
    state_from_json(state_to_json(other))  # a consistent state
    assert other.view(0) == state.view(0) and other.view(1) != state.view(1)


def test_view_reveals_hands_in_the_show_one_step_at_a_time():
    state, _ = run(show_position(), SHOW_PLAY)
    for seat in (0, 1):
        v = state.view(seat)
        assert v.shown_hands == (None, cs("AH 2H 3H 4H")) and v.shown_crib is None
        assert set(cs("5C 5D")) & set(v.unseen_cards()) == set(cs("5C 5D")) - set(v.discards)
    state, _ = apply(state, Continue())
    assert state.view(1).shown_hands == (cs("6D 7D 8D 9C"), cs("AH 2H 3H 4H"))
    assert state.view(1).shown_crib is None
    assert set(cs("5H JS")) <= set(state.view(1).unseen_cards())  # the dealer's discards
    state, _ = apply(state, Continue())
    assert state.view(1).shown_crib == cs("5C 5D 5H JS")
    assert not set(cs("5C 5D 5H JS")) & set(state.view(1).unseen_cards())
    assert len(state.view(1).unseen_cards()) == 52 - 13  # 8 hand cards, 4 crib, starter
    with pytest.raises(ValueError):
        state.view(2)
