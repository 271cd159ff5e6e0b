"""The expert's discards near the end of the game: the chance of winning after the deal.

Near 121 points count only as far as they win (R6.1), and the spread of a hand
matters, not only its mean: a sure 6 may beat a likely 9. From `WIN_FROM` points on
(either player), the expert weighs each of the 15 throws (`discard.DiscardOption`)
by the chance of winning the game once this deal is over, with the points
(`discard.points_value`) only to split equal chances.

For one throw, the deal's points are modelled as

* own points: the kept hand's exact show for every unseen starter (each equally
  likely; the dealer adds 2 for a Jack starter, his heels R3.4), plus the measured
  distribution of one's play points (R4) shifted by the throw's credited pegging,
  plus for the dealer the measured crib distribution shifted to *this throw's*
  expected crib (`DiscardOption.crib`);
* the other player's points: their measured distribution for the role (the
  pone's play and hand; the dealer's play, his heels, hand and crib, the crib
  shifted to what this throw gives it);

(`position_model.PositionModel`), independent of each other. The pone's points
count first (R4.1 the pone leads, R5.1 the pone's hand is shown first), then the
dealer's: whoever reaches 121 first wins; otherwise the deal passes (R2.3) and the
position model gives the chance from the new scores. Fractional shifts are taken
by linear interpolation between whole points.
"""

from __future__ import annotations

import math
from typing import Sequence

from ..rules.cards import Card
from ..rules.state import WINNING_SCORE
from .fast import hand_scores
from .position_model import PositionModel

__all__ = ["WIN_FROM", "CREDIT_MEAN", "win_chances"]

# From this score on (either player's), the expert throws for the win. Below it the
# position model's win chance is close to linear in points and the mean points decide.
WIN_FROM = 90

# The mean credited pegging (`discard.credited_pegging`, relative to an average keep)
# of the keeps the expert actually makes, per role: the measured play distribution
# already holds that much, so only a throw's difference from it shifts the play.
# Measured over 4,000 seeded deals of the expert's discards (2,000 per role), far from
# 121 (tests/benchmarks/pegging_calibration.py --credit-mean 4000).
CREDIT_MEAN = {"dealer": -0.025, "pone": 0.289}


def _mean(dist: Sequence[float]) -> float:
    return sum(i * p for i, p in enumerate(dist))


def _convolve(a: Sequence[float], b: Sequence[float]) -> list[float]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def _histogram(scores: list[int]) -> list[tuple[int, float]]:
    counts: dict[int, int] = {}
    for s in scores:
        counts[s] = counts.get(s, 0) + 1
    n = len(scores)
    return [(s, c / n) for s, c in counts.items()]


def _expect(hist: list[tuple[int, float]], shift: float, value) -> float:
    """Sum of p * value(h + shift) over `hist`, `value` interpolated between integers."""
    base = math.floor(shift)
    f = shift - base
    total = 0.0
    for h, p in hist:
        y = h + base
        v = value(y)
        if f:
            v += f * (value(y + 1) - v)
        total += p * v
    return total


def win_chances(options: Sequence, credits: Sequence[float], *, dealer: bool,
                scores: tuple[int, int], position: PositionModel,
                unseen: Sequence[Card]) -> list[float]:
    """The chance (0–1) of winning the game with each throw (see the module doc).

    Args:
        options: `discard.DiscardOption`s of one six-card hand.
        credits: the credited pegging of each option (points, `discard.credited_pegging`).
        dealer: True when the player deals.
        scores: (own, other's) points before the deal, each 0–120.
        position: the position model.
        unseen: the possible starters (each equally likely).

    Returns:
        One chance per option, in the same order.
    """
    role = "dealer" if dealer else "pone"
    need_me = WINNING_SCORE - scores[0]
    need_opp = WINNING_SCORE - scores[1]
    mu_crib = _mean(position.crib)
    wins = position.dealer_wins
    heels = [2 if c.rank == 11 else 0 for c in unseen]
    out = []
    if dealer:
        d, p = need_me, need_opp
        pone_total = position.total["pone"]
        before = sum(pone_total[:p])  # the pone does not go out first
        mine = _convolve(position.play["dealer"], position.crib)
        v_memo: dict[int, float] = {}

        def v(m: int) -> float:  # own total m after the pone's deal points
            if m >= d:
                return before
            m = max(m, 0)
            got = v_memo.get(m)
            if got is None:
                got = v_memo[m] = sum(q * (1.0 - wins(p - i, d - m))
                                      for i, q in enumerate(pone_total[:p]) if q)
            return got

        u_memo: dict[int, float] = {}

        def u(y: int) -> float:  # hand and heels y, plus own play and crib
            got = u_memo.get(y)
            if got is None:
                got = u_memo[y] = sum(q * v(y + k) for k, q in enumerate(mine) if q)
            return got

        for option, credit in zip(options, credits):
            hist = _histogram([s + h for s, h in zip(hand_scores(option.keep, unseen), heels)])
            shift = option.crib - mu_crib + credit - CREDIT_MEAN[role]
            out.append(_expect(hist, shift, u))
        return out
    p, d = need_me, need_opp
    dealer_total = position.total["dealer"]
    play = position.play["pone"]
    g_memo: dict[tuple[int, int], float] = {}

    def g(j: int, m: int) -> float:  # own total m; the dealer's total shifted by j
        if m >= p:
            return 1.0
        m = max(m, 0)
        got = g_memo.get((j, m))
        if got is None:
            got = g_memo[j, m] = sum(q * wins(p - m, d - i - j)
                                     for i, q in enumerate(dealer_total) if q and i + j < d)
        return got

    f_memo: dict[tuple[int, int], float] = {}

    def f(j: int, y: int) -> float:  # hand y plus own play
        got = f_memo.get((j, y))
        if got is None:
            got = f_memo[j, y] = sum(q * g(j, y + a) for a, q in enumerate(play) if q)
        return got

    for option, credit in zip(options, credits):
        hist = _histogram(hand_scores(option.keep, unseen))
        t = option.crib - mu_crib
        j = math.floor(t)
        frac = t - j
        shift = credit - CREDIT_MEAN[role]
        value = _expect(hist, shift, lambda y, j=j: f(j, y))
        if frac:
            value += frac * (_expect(hist, shift, lambda y, j=j: f(j + 1, y)) - value)
        out.append(value)
    return out
