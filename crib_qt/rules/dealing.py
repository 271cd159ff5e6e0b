"""The deal (R3.1) and the seed it is drawn from (U5): shared by the game (each hand)
and the match (the first hand of each later game, R7.3)."""

from __future__ import annotations

from dataclasses import replace

from . import deck
from .actions import Dealt, Event
from .state import GameState, Phase

__all__ = ["MAX_SEED", "check_seed", "deal"]

# Seeds are whole numbers 0 ≤ seed ≤ MAX_SEED (they go into saves and command lines).
MAX_SEED = 2**63 - 1


def check_seed(seed: int) -> int:
    """`seed` itself if it is a whole number from 0 to `MAX_SEED`.

    Raises:
        ValueError: any other value.
    """
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}")
    return seed


def deal(state: GameState, dealer: int, events: list[Event]) -> GameState:
    """Deal the next hand: six to each, one at a time, pone first (R3.1); `events`
    gets `Dealt`."""
    number = state.hand_number + 1
    cards = deck.shuffled_deck(state.seed, number)
    pone = 1 - dealer
    hands = [(), ()]
    hands[pone] = tuple(sorted(cards[0:12:2]))
    hands[dealer] = tuple(sorted(cards[1:12:2]))
    events.append(Dealt(number, dealer))
    return replace(
        state, phase=Phase.DISCARD, to_act=pone, dealer=dealer, hand_number=number,
        hands=tuple(hands), kept=((), ()), discards=((), ()), stock=tuple(sorted(cards[12:])),
        starter=None, series=(), played=(), gone=(False, False), show_step=-1,
    )
