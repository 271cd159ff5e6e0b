"""Seeded shuffles and cuts (R2, R3, U1, U5).

Every random draw of a game comes from a generator derived from
(game seed, hand number, purpose). The same seed therefore replays the same
game (U5). A cut's depth is the player's real choice of where to lift the deck,
and it is checked and recorded, but the card it turns does not depend on it (U1):
undoing a cut and cutting at every other depth turns the same card each time, so
no sequence of cuts maps out the deck or lets a player shop for a starter or for
the first deal. (A card drawn per depth would be reproducible yet independent of
its neighbours, but undo would then show a different card at each depth.)
"""

from __future__ import annotations

import random
from typing import Iterable

from .cards import DECK, Card

__all__ = ["MIN_CUT", "cut_depths", "rng_for", "shuffled_deck", "cut_for_deal", "cut_starter"]

# A cut must leave at least this many cards in each part of the deck.
MIN_CUT = 4


def cut_depths(deck_size: int) -> range:
    """The legal cut depths (cards lifted) for a face-down deck of `deck_size` cards."""
    return range(MIN_CUT, deck_size - MIN_CUT + 1)


def rng_for(seed: int, hand_number: int, purpose: str) -> random.Random:
    """An independent generator for one random draw.

    String seeds are hashed with SHA-512 by `random.Random`, so neighbouring hands
    or purposes give unrelated streams, identically on every platform and run.
    """
    return random.Random(f"crib-qt:{seed}:{hand_number}:{purpose}")


def shuffled_deck(seed: int, hand_number: int) -> tuple[Card, ...]:
    """The shuffled 52-card deck from which hand `hand_number` (1, 2, …) is dealt."""
    cards = list(DECK)
    rng_for(seed, hand_number, "deal").shuffle(cards)
    return tuple(cards)


def _check_depth(depth: int, deck_size: int) -> None:
    if type(depth) is not int or depth not in cut_depths(deck_size):
        legal = cut_depths(deck_size)
        raise ValueError(
            f"cut depth must be a whole number of cards from {legal.start} to {legal.stop - 1}, "
            f"not {depth!r}"
        )


def cut_for_deal(seed: int, cut_round: int, seat: int, depth: int,
                 taken: Iterable[Card] = ()) -> Card:
    """The card that `seat` turns when cutting for first dealer (R2.1, R2.2, U1).

    Args:
        seed: the game seed.
        cut_round: 0 for the first cut, +1 for each re-cut after a tie (R2.2).
        seat: 0 or 1.
        depth: cards lifted, in `cut_depths(52 - len(taken))`; checked, and
            deliberately without influence on the card (U1, see the module notes).
        taken: cards already turned in this round (the other player's cut), which
            this cut cannot turn.

    Raises:
        ValueError: a depth outside the legal range.
    """
    taken = set(taken)
    remaining = [c for c in DECK if c not in taken]
    _check_depth(depth, len(remaining))
    return rng_for(seed, cut_round, f"cut-for-deal-{seat}").choice(remaining)


def cut_starter(seed: int, hand_number: int, depth: int, stock: Iterable[Card]) -> Card:
    """The starter turned when the pone cuts the stock at `depth` (R3.3, U1).

    Args:
        seed: the game seed.
        hand_number: 1, 2, …
        depth: cards lifted, in `cut_depths(len(stock))`; checked, and
            deliberately without influence on the card (U1).
        stock: the undealt cards (40 in a normal hand); their order is not used.

    Raises:
        ValueError: a depth outside the legal range, or an empty stock.
    """
    cards = sorted(stock)
    if not cards:
        raise ValueError("there is no stock to cut")
    _check_depth(depth, len(cards))
    return rng_for(seed, hand_number, "starter").choice(cards)
