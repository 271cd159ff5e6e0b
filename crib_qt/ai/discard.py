"""Choosing the two cards to lay away to the crib (R3.2), at four levels.

For each of the 15 ways to keep four of six cards, `discard_options` computes

* ``hand``: the exact mean show points of the kept four (R5.2–R5.6) over every
  starter the player has not seen (46 at the discard, each equally likely);
* ``crib``: the expected points of the whole crib after this throw, from the
  shipped model (`crib_model`), for the dealer's own crib or the dealer's crib
  the pone throws into;
* ``pegging``: the expected net pegging points (own minus the other's, R4) of the
  kept cards relative to an average keep, from the same model.

The levels weigh them differently (`option_value`):

========  ==================================================================
easy      the points the four kept cards hold before the cut (fifteens, pairs,
          runs, a four-card flush), as a beginner counts them; a seeded draw
          below one point picks among equal keeps
medium    hand (the greedy baseline, like `BasicPlayer`)
hard      hand + crib as dealer, hand − crib as pone
expert    hard + pegging (× `PEGGING_WEIGHT`), plus the endgame term below
========  ==================================================================

Endgame (expert): near 121 points matter only as far as they win the game
(R6.1), and the pone counts first (R5.1). Once either player has
`discard_win.WIN_FROM` points, the expert takes the throw with the best chance of
winning the game after this deal (`discard_win.win_chances`: the spread of hand,
crib and play points in the order they are pegged, his heels first and the play as
a race, the crib of the throw being weighed, and the game-position model
`position_model`), with `points_value` splitting equal chances.
`reach_probability` and ``ENDGAME_WEIGHT`` are the first expert's endgame term
(the chance to reach 121 this hand, with the mean crib), still offered through
`option_value`'s ``reach`` argument.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Sequence

from ..rules.actions import Discard
from ..rules.cards import DECK, Card
from .crib_model import CribModel, pair_class
from .fast import UnseenCounts, expected_score, hand_scores
from .discard_win import WIN_FROM, win_chances
from .play_model import VALUE
from .position_model import PositionModel, load_position_model

__all__ = ["DiscardOption", "discard_options", "option_value", "points_value",
           "credited_pegging", "reach_probability", "choose_discard", "held_points",
           "EASY_CHOICE", "PEGGING_WEIGHT", "ENDGAME_WEIGHT"]

# The easy level's random pick among equal keeps: a draw below one point, so it
# only ever separates keeps that hold the same points (those are whole numbers).
EASY_CHOICE = 0.5

# How much of the model's pegging estimate the expert counts (1 = all of it). Since
# issue 20 the model's weights carry each role's calibration (build_crib_table's
# CALIBRATION: the dealer's estimate × 0.7, from play-outs with the expert's play),
# so this stays 1. The estimate comes from paired self-play (build_crib_table):
# where the expert's keep differs from the hard level's, it predicts +0.49 (dealer)
# and +0.41 (pone) points of pegging, and play-outs gave +0.34 ± 0.14 and +0.43 ±
# 0.16. Measured gain over the hard level's discards, with medium pegging on both
# sides (tests/benchmarks/bench_ai.py --pegging-scale 30000): ×0.5 +0.011 ± 0.006,
# ×0.75 +0.021 ± 0.007, ×1 +0.022 ± 0.008, ×1.5 +0.020 ± 0.009 points per hand.
PEGGING_WEIGHT = 1.0

# What reaching 121 this hand is worth, in points of expected value: near the end a
# point is worth roughly 2 % of a game, and reaching first wins outright (hand-set).
# From 4,000 positions with both players at 96–120, each played out twice with the
# seats swapped, the expert with this term beat itself without it in 81 pairs and
# lost 63 (the other 3,856 pairs split); 15 and 100 did no better.
ENDGAME_WEIGHT = 40.0

_HIGHEST_SHOW = 29


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """One way to discard, with its expected values (all in points).

    Attributes:
        cards: the two cards laid away, in hand order.
        keep: the four kept cards, in hand order.
        hand: exact mean show points of `keep` over the unseen starters (R5).
        crib: expected points of the whole crib (its owner's, R5.5) after this throw.
        pegging: expected net pegging points (own minus the other's) of `keep`,
            relative to an average keep (R4).
    """

    cards: tuple[Card, Card]
    keep: tuple[Card, Card, Card, Card]
    hand: float
    crib: float
    pegging: float

    @property
    def discard(self) -> Discard:
        """The `Discard` action for this option."""
        return Discard(self.cards)


def discard_options(hand: Sequence[Card], *, dealer: bool, model: CribModel,
                    unseen: Sequence[Card] | None = None) -> list[DiscardOption]:
    """The 15 ways to discard two of the six cards of `hand`, with their values.

    Args:
        hand: the 6 cards dealt (R3.1), sorted as in the view.
        dealer: True when this player deals (the crib is theirs, R3.2).
        model: the crib and pegging model.
        unseen: the possible starters; default every card not in `hand`.

    Returns:
        15 `DiscardOption`s in the order of the legal `Discard` actions
        (``itertools.combinations(hand, 2)``). ``pegging`` equals
        ``model.pegging_value(keep, dealer=dealer)``, computed here from the
        six cards' terms at once.
    """
    hand = tuple(hand)
    counts = UnseenCounts.complement(hand) if unseen is None else UnseenCounts(unseen)
    table = model.dealer if dealer else model.pone
    weights = model.peg_weights["dealer" if dealer else "pone"]
    w_pair, w_fifteen, w_adjacent = weights[13], weights[14], weights[15]
    n = len(hand)
    single = [weights[c.rank - 1] for c in hand]
    pair_terms: dict[tuple[int, int], float] = {}
    touching = [0.0] * n  # the pair terms each card takes part in
    for i, j in combinations(range(n), 2):
        a, b = hand[i], hand[j]
        term = ((w_pair if a.rank == b.rank else 0.0)
                + (w_fifteen if a.value + b.value == 15 else 0.0)
                + (w_adjacent if abs(a.rank - b.rank) == 1 else 0.0))
        pair_terms[i, j] = term
        touching[i] += term
        touching[j] += term
    every = sum(single) + sum(pair_terms.values())
    out = []
    for (i, j), term in pair_terms.items():
        a, b = hand[i], hand[j]
        keep = tuple(c for c in hand if c is not a and c is not b)
        out.append(DiscardOption(
            cards=(a, b), keep=keep,
            hand=expected_score(keep, counts),
            crib=table[pair_class(a, b)],
            pegging=every - single[i] - single[j] - touching[i] - touching[j] + term,
        ))
    return out


def reach_probability(option: DiscardOption, need: int, *, dealer: bool, model: CribModel,
                      unseen: Sequence[Card]) -> float:
    """The chance (0–1) that this hand's own pegging and show reach `need` points.

    Own pegging follows the model's distribution for the role; the kept hand is
    scored exactly for every unseen starter (each equally likely); the dealer adds
    2 for a Jack starter (his heels, R3.4) and the option's mean crib. Pegging and
    starter are treated as independent.

    Args:
        option: one of `discard_options`.
        need: points still missing to 121 (R6.1).
        dealer: True when the player deals.
        model: gives the pegging distribution per role.
        unseen: the possible starters (the cards the player has not seen).
    """
    pegs = model.own_pegs["dealer" if dealer else "pone"]
    extra = option.crib if dealer else 0.0
    if need > _HIGHEST_SHOW + 2 + len(pegs) - 1 + extra:
        return 0.0
    scores = hand_scores(option.keep, unseen)
    if dealer:
        scores = [s + 2 if c.rank == 11 else s for s, c in zip(scores, unseen)]
    scores.sort()
    n = len(scores)
    total = 0.0
    for points, p in enumerate(pegs):
        if p:
            total += p * (n - bisect_left(scores, need - points - extra)) / n
    return total


@lru_cache(maxsize=4096)
def _rank_points(ranks: tuple[int, ...]) -> int:
    """Fifteens, pairs and runs among the cards of `ranks` alone (no starter, no
    suits, R5.2–R5.4): `held_points` without the flush, cached by ranks.

    Args:
        ranks: sorted ranks (1–13) of the kept cards.

    Returns:
        Points (no flush, no nobs: those need suits or the starter).
    """
    points = 0
    for n in range(2, len(ranks) + 1):
        for combo in combinations(ranks, n):
            if sum(VALUE[r] for r in combo) == 15:
                points += 2
    for a, b in combinations(ranks, 2):
        points += 2 * (a == b)
    distinct = sorted(set(ranks))
    for n in range(len(distinct), 2, -1):
        runs = [distinct[i:i + n] for i in range(len(distinct) - n + 1)
                if distinct[i + n - 1] - distinct[i] == n - 1]
        if runs:
            for run in runs:
                mult = 1
                for r in run:
                    mult *= ranks.count(r)
                points += n * mult
            break
    return points


def held_points(keep: Sequence[Card]) -> int:
    """Points the kept cards score before the starter is cut: fifteens, pairs and runs
    (R5.2–R5.4) among them, and 4 for four cards of one suit (R5.5).

    Args:
        keep: the 4 kept cards.
    """
    flush = 4 if len({c.suit for c in keep}) == 1 else 0
    return _rank_points(tuple(sorted(c.rank for c in keep))) + flush


def credited_pegging(option: DiscardOption) -> float:
    """The pegging points the expert credits `option`'s kept cards with: the model's
    net pegging estimate times `PEGGING_WEIGHT` (points, relative to an average keep)."""
    return PEGGING_WEIGHT * option.pegging


def points_value(option: DiscardOption, *, dealer: bool) -> float:
    """The expert's value of `option` in points, far from 121 (no endgame term):
    hand, plus the crib as dealer or minus it as pone (R3.2), plus `credited_pegging`.
    The coach's discard table (`crib_qt.ai.analysis`) shows exactly this as ``net``.

    Args:
        option: one of `discard_options`.
        dealer: True when the player deals (the crib is theirs).
    """
    crib = option.crib if dealer else -option.crib
    return option.hand + crib + credited_pegging(option)


def option_value(option: DiscardOption, level: str, *, dealer: bool,
                 rng: random.Random | None = None, reach: float = 0.0) -> float:
    """How much the `level` likes `option`, in points (see the module doc's table).

    Args:
        option: one of `discard_options`.
        level: ``"easy"``, ``"medium"``, ``"hard"`` or ``"expert"``.
        dealer: True when the player deals (the crib counts for them, R3.2).
        rng: the seeded generator for the easy level's pick among equal keeps
            (required for easy; each call draws one number).
        reach: for the expert, P(reach 121 this hand) from `reach_probability`.

    Raises:
        ValueError: an unknown level.
    """
    if level == "easy":
        return held_points(option.keep) + rng.uniform(0.0, EASY_CHOICE)
    if level == "medium":
        return option.hand
    crib = option.crib if dealer else -option.crib
    if level == "hard":
        return option.hand + crib
    if level == "expert":
        return points_value(option, dealer=dealer) + ENDGAME_WEIGHT * reach
    raise ValueError(f"unknown level {level!r}")


def choose_discard(hand: Sequence[Card], *, dealer: bool, level: str, model: CribModel,
                   rng: random.Random, scores: tuple[int, int] = (0, 0),
                   position: PositionModel | None = None) -> Discard:
    """The `Discard` the `level` makes with these 6 cards (R3.2).

    Args:
        hand: the 6 cards dealt.
        dealer: True when this player deals.
        level: one of ``"easy"``, ``"medium"``, ``"hard"``, ``"expert"``.
        model: the crib and pegging model.
        rng: a generator seeded from the view (only the easy level draws from it).
        scores: (own, other's) points before this hand, for the expert's endgame.
        position: the game-position model for the expert near the end (default:
            the shipped one, loaded on first use).

    Returns:
        The best option by `option_value`; ties go to the first in legal order. The
        expert, once either player has `discard_win.WIN_FROM` points, takes the
        throw with the best chance of winning the game (`discard_win.win_chances`,
        rounded to 1e-6), `points_value` splitting equal chances.
    """
    hand = tuple(hand)
    held = set(hand)
    unseen = [c for c in DECK if c not in held]
    options = discard_options(hand, dealer=dealer, model=model, unseen=unseen)
    if level == "expert" and max(scores) >= WIN_FROM:
        if position is None:
            position = load_position_model()
        wins = win_chances(options, [credited_pegging(o) for o in options], dealer=dealer,
                           scores=scores, position=position, unseen=unseen)
        keyed = [(round(w, 6), points_value(o, dealer=dealer)) for w, o in zip(wins, options)]
        best = max(range(len(options)), key=lambda i: (keyed[i], -i))
        return options[best].discard
    best, best_value = options[0], float("-inf")
    for option in options:
        value = option_value(option, level, dealer=dealer, rng=rng)
        if value > best_value:
            best, best_value = option, value
    return best.discard
