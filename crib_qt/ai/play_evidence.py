"""What the other player's cards laid so far this hand tell of the cards they still hold.

A player who lays one card when they could have laid another says something about
their hand: a player who could have made fifteen and did not probably could not. The
expert's play search (`crib_qt.ai.pegging`) deals the other hand in many ways
(`deal_sampling.rank_deals`); `PlayEvidence` weighs each deal by the chance that a
player holding it would have laid the cards seen (R4.2–R4.8), by Bayes' rule.

How the other player is taken to choose (a mixture, so one wrong model cannot fool
the expert): with prior `GREEDY_PRIOR`, the greedy baseline (`basic.greedy_value`:
the most points now, with its cautions), which lays its best card, save for a `MISS`
chance of any other card that fits; else a looser player who lays each card that fits
with a chance in proportion to ``exp(BETA × greedy_value)``, so a card that scores
is likely and a card that gives up points is not ruled out.

Measured with tests/benchmarks/strength_parts.py (paired deals at 0-0, this expert
against the one before it on the same deals, issue 20): against greedy +0.109 ±
0.025 points a hand (1,500 deals), against expert-v1 +0.004 ± 0.028 (1,000 deals).
While choosing the model: the greedy model alone (prior 1) gained +0.151 against
greedy but lost 0.114 ± 0.032 against expert-v1; a prior of 0.8 gained +0.126 and
nothing against expert-v1. The evidence needs more deals than the search without
it: 200 are drawn and weighed, then `resample`d to the 60 the search solves, so a
decision costs about what it did (median 5.4 against 4.2 ms on 1,290 plays).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..rules.state import PlayerView, series_numbers
from .basic import greedy_value
from .play_model import VALUE, series_key

__all__ = ["BETA", "GREEDY_PRIOR", "MISS", "PlayEvidence", "resample", "systematic_counts"]

# The prior chance that the other player lays cards as the greedy baseline does.
GREEDY_PRIOR = 0.5
# The greedy model's chance of laying some other card that fits (spread evenly).
MISS = 0.05
# The looser model's choice: a card is laid with weight exp(BETA × greedy_value).
BETA = 1.5


class PlayEvidence:
    """The other player's cards laid this hand in `view`, as evidence of their hand.

    Args:
        view: what the viewing seat may see, in the play (R4).
    """

    def __init__(self, view: PlayerView) -> None:
        opp = 1 - view.seat
        played = view.played
        numbers = series_numbers(played)
        later = [c.rank for s, c in played if s == opp]
        # Each of their plays: (series key, count, last rank, rank laid, ranks they laid
        # from then on, which they still held then).
        self._choices: list[tuple[tuple[int, ...], int, int, int, tuple[int, ...]]] = []
        ranks: tuple[int, ...] = ()
        count, number, k = 0, -1, 0
        for (seat, card), n in zip(played, numbers):
            if n != number:
                number, ranks, count = n, (), 0
            if seat == opp:
                self._choices.append((series_key(ranks), count, ranks[-1] if ranks else 0,
                                      card.rank, tuple(later[k:])))
                k += 1
            ranks += (card.rank,)
            count += card.value

    def __bool__(self) -> bool:
        """True when the other player has laid a card this hand (there is evidence)."""
        return bool(self._choices)

    def likelihood(self, hand: tuple[int, ...]) -> float:
        """The chance (0–1, up to a factor the same for every hand) that a player who
        still holds the ranks `hand` laid the cards seen, under the module's mixture.

        Args:
            hand: the ranks (1–13) the other player may still hold.
        """
        greedy = loose = 1.0
        for key, count, last, laid, after in self._choices:
            held = set(hand) | set(after)
            values = {r: greedy_value(key, count, r, last) for r in held
                      if count + VALUE[r] <= 31}
            if len(values) < 2:
                continue  # no choice was made
            top = max(values.values())
            best = [r for r, v in values.items() if v >= top - 1e-9]
            greedy *= (1.0 - MISS) / len(best) * (laid in best) + MISS / len(values)
            loose *= (math.exp(BETA * (values[laid] - top))
                      / sum(math.exp(BETA * (v - top)) for v in values.values()))
        return GREEDY_PRIOR * greedy + (1.0 - GREEDY_PRIOR) * loose

    def weigh(self, deals: Sequence[tuple[tuple[int, ...], float]]
              ) -> list[tuple[tuple[int, ...], float]]:
        """`deals` (rank tuples with probabilities) reweighted by `likelihood` and
        normalised to sum to 1; deals of weight 0 are left out."""
        weighed = [(h, p * self.likelihood(h)) for h, p in deals]
        total = sum(p for _, p in weighed)
        return [(h, p / total) for h, p in weighed if p]


def systematic_counts(weights: Sequence[float], k: int, rng: random.Random) -> list[int]:
    """How many of `k` draws each entry gets under systematic resampling with one draw
    of `rng`: entry i, of weight w_i (0 or more), is drawn the floor or the ceiling of
    k × w_i / sum(weights) times, in order, so the counts add up to `k`.

    Args:
        weights: the entries' weights, in any positive unit.
        k: draws (0 or more).
        rng: one ``rng.random()`` places the first draw.

    Returns:
        A count (0 to `k`) per entry, in the order of `weights`.

    Raises:
        ValueError: `k` is below 0, a weight is negative or not finite, or the weights
            add up to 0 (nothing to draw from) or past the largest float.
    """
    if k < 0 or not all(0.0 <= w < math.inf for w in weights):
        raise ValueError("resampling needs k of 0 or more and finite weights of 0 or more")
    total = sum(weights)
    if not 0.0 < total < math.inf:
        raise ValueError("resampling needs weights that add up to more than 0, and finitely")
    step = total / k if k else total
    point = rng.random() * step
    counts, reached, taken = [], 0.0, 0
    for w in weights:
        reached += w
        n = 0
        while point < reached and taken < k:
            n += 1
            taken += 1
            point += step
        counts.append(n)
    if taken < k:  # rounding left the last draw just past the sum: it is the last entry's
        counts[max(i for i, w in enumerate(weights) if w > 0)] += k - taken
    return counts


def resample(deals: Sequence[tuple[tuple[int, ...], float]], k: int,
             rng: random.Random) -> list[tuple[tuple[int, ...], float]]:
    """At most `k` distinct deals drawn from `deals` (probabilities summing to 1) by
    systematic resampling (`systematic_counts`): a deal of probability p is drawn
    about p × k times, and each drawn deal gets the share of the `k` draws it got.
    Fewer deals to solve, the same weights on average."""
    if len(deals) <= k:
        return list(deals)
    counts = systematic_counts([p for _, p in deals], k, rng)
    taken = sum(counts)
    return [(h, n / taken) for (h, _), n in zip(deals, counts) if n]
