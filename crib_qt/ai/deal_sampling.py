"""What the computer infers about the other player's hidden cards in the play (R4), and
the deals of them its searches average over.

* `opponent_min_value`: a *go* (R4.2) proves every card the other still holds is
  too big for the count at that go;
* `candidates`: the unseen cards (`PlayerView.unseen_cards`) that can still be in
  the other hand;
* `rank_deals`: the other hand as rank multisets with probabilities (every one, or
  seeded random samples), weighted towards the hands players keep
  (`crib_qt.ai.kept_model`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from math import comb

from ..rules.cards import Card
from ..rules.state import PlayerView, series_numbers

__all__ = ["candidates", "check_kept_size", "opponent_min_value", "opponent_played", "rank_deals"]


def opponent_min_value(view: PlayerView) -> int:
    """The smallest counting value the other player's remaining cards can have.

    A player says go only when no card fits (R4.2), so every card they still hold
    is bigger than 31 minus the count at their go. The go's count is recovered from
    the public cards: they said it right after the first card of the last run of
    cards laid by the other seat in that series. Returns 1 when nothing is known.
    """
    opp = 1 - view.seat
    if view.opponent_hand_size == 0 or not view.played:
        return 1
    numbers = series_numbers(view.played)
    groups: list[list[tuple[int, Card]]] = []
    for number, pair in zip(numbers, view.played):
        if number == len(groups):
            groups.append([])
        groups[-1].append(pair)
    current = len(view.series)
    least = 1
    for i, group in enumerate(groups):
        is_current = current and i == len(groups) - 1
        count = sum(c.value for _, c in group)
        if is_current:
            if not view.gone[opp]:
                continue
        elif count == 31:
            continue
        if group[-1][0] == opp:
            go_count = count
        else:
            j = len(group) - 1
            while j > 0 and group[j - 1][0] != opp:
                j -= 1
            if j == 0:
                continue  # they never played in it: their hand was empty then
            go_count = sum(c.value for _, c in group[: j + 1])
        bound = 32 - go_count
        if bound <= 10:
            least = max(least, bound)
    return least


def candidates(view: PlayerView) -> tuple[Card, ...]:
    """The unseen cards that the other hand may still hold."""
    unseen = view.unseen_cards()
    least = opponent_min_value(view)
    fit = tuple(c for c in unseen if c.value >= least)
    return fit if len(fit) >= view.opponent_hand_size else unseen


def check_kept_size(played: int, held: int) -> None:
    """Refuse a kept-hand weighing (`kept_model`) of a hand that is not four cards.

    Args:
        played: cards the other player has laid this hand.
        held: cards they still hold (the view's ``opponent_hand_size``).

    Raises:
        ValueError: ``played + held`` is not 4, so no kept hand fits (only a view that
            no game reaches, e.g. one read from data, has that).
    """
    if played + held != 4:
        raise ValueError(f"the other player kept 4 cards in the play (R3.2), "
                         f"not {played} laid and {held} held")


def rank_deals(cands: Sequence[Card], size: int, rng: random.Random, budget: int,
                exact: int = 0, played: tuple[int, ...] = (),
                kept: Mapping[tuple[int, ...], float] | None = None,
                ) -> list[tuple[tuple[int, ...], float]]:
    """The other hand as sorted rank tuples with probabilities: every rank multiset
    (exact weights) when there are at most `exact`, else `budget` random deals.

    With `kept` (`kept_model.KeptModel.weights` of the other player's role), a
    deal is weighted by the weight of the four cards they kept: the `played` ranks
    and the deal's, sorted. Players keep the cards that score (R3.2).

    Args:
        cands: the cards the other hand may hold (`candidates`).
        size: how many cards it holds.
        rng: draws the random deals (only when they are sampled).
        budget: random deals drawn when not every multiset is listed.
        exact: list every multiset (weighted by its ways) when there are at most this many.
        played: ranks the other player has laid this hand.
        kept: the kept-hand weights of the other player's role, or None for none.

    Returns:
        [(sorted ranks, probability)], probabilities adding up to 1.

    Raises:
        ValueError: with `kept`, ``len(played) + size`` is not 4 (`check_kept_size`).
    """
    if kept is not None:
        check_kept_size(len(played), size)
    counts = [0] * 14
    for c in cands:
        counts[c.rank] += 1
    ranks = [r for r in range(1, 14) if counts[r]]
    deals: list[tuple[tuple[int, ...], float]] = []

    def walk(i: int, left: int, hand: tuple[int, ...], weight: int) -> None:
        # More than `exact` multisets are sampled instead (below): stop listing them then,
        # since walking all of them cost as much as a quick decision (issue 20).
        if len(deals) > exact:
            return
        if left == 0:
            deals.append((hand, weight))
            return
        if i == len(ranks):
            return
        r = ranks[i]
        for k in range(min(left, counts[r]), -1, -1):
            walk(i + 1, left - k, hand + (r,) * k, weight * comb(counts[r], k))

    total_sets = comb(len(ranks) + size - 1, size)  # upper bound on the multisets
    if total_sets <= 4 * exact:
        walk(0, size, (), 1)
    if not deals or len(deals) > exact:
        tally: dict[tuple[int, ...], int] = {}
        pool = list(cands)
        for _ in range(budget):
            hand = tuple(sorted(c.rank for c in rng.sample(pool, size)))
            tally[hand] = tally.get(hand, 0) + 1
        deals = sorted(tally.items())
    if kept is not None:
        deals = [(h, w * kept[tuple(sorted(played + h))]) for h, w in deals]
    total = sum(w for _, w in deals)
    return [(h, w / total) for h, w in deals]


def opponent_played(view: PlayerView) -> tuple[int, ...]:
    """Ranks of the cards the other player has laid this hand."""
    return tuple(c.rank for s, c in view.played if s != view.seat)
