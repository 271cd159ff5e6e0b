"""The expert's discards near the end of the game: the chance of winning after the deal.

Near 121 points count only as far as they win (R6.1), and the spread of a hand
matters, not only its mean: a sure 6 may beat a likely 9. From `WIN_FROM` points on
(either player), the expert weighs each of the 15 throws (`discard.DiscardOption`)
by the chance of winning the game once this deal is over, with the points
(`discard.points_value`) only to split equal chances.

A deal's points are pegged in this order, and the first player to reach 121 wins
at once (R6.1), so the order is modelled, not only the totals:

1. his heels: a Jack starter gives the dealer 2 before anything else (R3.4), so a
   dealer needing 2 or less wins on it outright;
2. the play (R4): both players peg in turns. When both would reach 121 in it, the
   one who needs the smaller share of their play points is taken to get there
   first (points come through the play at a roughly even pace), half each on a tie;
3. the pone's hand (R5.1), then the dealer's hand and crib;
4. otherwise the deal passes (R2.3) and the game-position model
   (`position_model.PositionModel`) gives the chance from the new scores.

Own points: the kept hand's exact show for every unseen starter (each equally
likely; a Jack starter also gives the dealer his heels), the measured play
distribution of the role shifted by the throw's credited pegging, and for the
dealer the measured crib distribution shifted to *this throw's* expected crib
(`DiscardOption.crib`). The other player's: their measured play and hand
distributions for the role (and, for a dealer, the crib shifted to what this throw
gives it). Play, hand and crib are taken as independent of each other; fractional
shifts are taken by linear interpolation between whole points.
"""

from __future__ import annotations

import math
from operator import mul
from typing import Callable, Sequence

from ..rules.cards import Card
from ..rules.state import WINNING_SCORE
from .fast import hand_scores
from .position_model import SIDE, PositionModel

__all__ = ["WIN_FROM", "CREDIT_MEAN", "HEELS", "win_chances"]

# From this score on (either player's), the expert throws for the win. Below it the
# position model's win chance is close to linear in points and the mean points decide.
WIN_FROM = 90

# The mean credited pegging (`discard.credited_pegging`, relative to an average keep)
# of the keeps the expert actually makes, per role: the measured play distribution
# already holds that much, so only a throw's difference from it shifts the play.
# Measured over 4,000 seeded deals of the expert's discards (2,000 per role), far from
# 121 (tests/benchmarks/pegging_calibration.py --credit-mean 4000).
CREDIT_MEAN = {"dealer": -0.025, "pone": 0.289}

# His heels (R3.4): a Jack starter pegs the dealer 2 at the cut.
HEELS = 2


def _mean(dist: Sequence[float]) -> float:
    return sum(i * p for i, p in enumerate(dist))


def _convolve(a: Sequence[float], b: Sequence[float]) -> list[float]:
    out = [0.0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def _shifted(dist: Sequence[float], shift: int) -> list[float]:
    """`dist` moved by a whole `shift` of points, never below 0 points."""
    out = [0.0] * max(1, len(dist) + shift)
    for i, q in enumerate(dist):
        out[max(0, i + shift)] += q
    return out


def _first(need_a: int, got_a: int, need_b: int, got_b: int) -> float:
    """Chance that A reaches 121 before B in the play when both will: A needs `need_a`
    of its `got_a` play points, B `need_b` of `got_b` (even pace; a tie is half)."""
    left, right = need_a * got_b, need_b * got_a
    return 1.0 if left < right else 0.5 if left == right else 0.0


def _interpolate(value: Callable[[int, int], float], play: float, crib: float) -> float:
    """`value(i, j)` at fractional (play, crib) shifts, bilinear between whole points."""
    i, j = math.floor(play), math.floor(crib)
    fi, fj = play - i, crib - j
    total = 0.0
    for di, wi in ((0, 1.0 - fi), (1, fi)):
        for dj, wj in ((0, 1.0 - fj), (1, fj)):
            if wi * wj:
                total += wi * wj * value(i + di, j + dj)
    return total


def _groups(keep, unseen: Sequence[Card]) -> list[tuple[int, int, float]]:
    """(hand points, his heels to the dealer, probability) over the unseen starters."""
    counts: dict[tuple[int, int], int] = {}
    for s, c in zip(hand_scores(keep, unseen), unseen):
        key = (s, HEELS if c.rank == 11 else 0)
        counts[key] = counts.get(key, 0) + 1
    n = len(unseen)
    return [(s, j, k / n) for (s, j), k in counts.items()]


def _dot(a: Sequence[float], b: Sequence[float]) -> float:
    return sum(map(mul, a, b))


# Own points below 0 (a crib shifted down) read as 0: lists indexed by points start here.
_LOW = 10


class _Dealer:
    """Win chances of a dealer needing `d` against a pone needing `p` (module doc).

    A throw's crib shift moves the crib's points as a whole, so it is added to the
    hand's points (`value`); only the play shift, which decides races in the play,
    is kept apart. Sums over points are dot products of lists indexed by points.
    """

    def __init__(self, d: int, p: int, position: PositionModel) -> None:
        self.d, self.p = d, p
        self.own_play = position.play["dealer"]
        self.pone_play = position.play["pone"]
        crib = position.crib
        # The pone's play and hand, when the play did not take them to 121.
        short = [q if a < p else 0.0 for a, q in enumerate(self.pone_play)]
        after = _convolve(short, position.hand["pone"])[:p]
        mass = sum(after)
        table = position.wins
        # shown[t + _LOW]: own total t after the play, hand and crib, neither player out
        # in the play: 1 - W(p - A, d - t) over the pone's totals A below p.
        top = d + len(crib) + 64
        shown = [mass - _dot(after, table[(p - 1) * SIDE + d - max(t, 0) - 1::-SIDE])
                 for t in range(-_LOW, d)]
        shown += [mass] * (top + _LOW - len(shown) + len(crib))
        # crib[u + _LOW]: own points u after the play and hand, the crib still to come.
        self.with_crib = [_dot(crib, shown[k:k + len(crib)]) for k in range(top + _LOW)]
        self.plays: dict[int, list[float]] = {}
        self.race_memo: dict[tuple[int, int], float] = {}
        self.out_memo: dict[tuple[int, int], float] = {}
        self.memo: dict[tuple[int, int, int], float] = {}

    def play(self, i: int) -> list[float]:
        """Own play points shifted by `i` (never below 0)."""
        got = self.plays.get(i)
        if got is None:
            got = self.plays[i] = _shifted(self.own_play, i)
        return got

    def out_in_play(self, j: int, got: int) -> float:
        """Own heels `j` and play points `got` reach 121: the chance the pone is not first."""
        key = (j, got)
        res = self.race_memo.get(key)
        if res is None:
            need, p = self.d - j, self.p
            res = self.race_memo[key] = sum(q * (1.0 if a < p else _first(need, got, p, a))
                                            for a, q in enumerate(self.pone_play) if q)
        return res

    def out(self, j: int, i: int) -> float:
        """The part of the play (own heels `j`, play shifted by `i`) that goes out in it."""
        key = (j, i)
        got = self.out_memo.get(key)
        if got is None:
            got = self.out_memo[key] = sum(q * self.out_in_play(j, b) for b, q in
                                           enumerate(self.play(i)) if q and j + b >= self.d)
        return got

    def value(self, groups, i: int, c: int) -> float:
        d, memo = self.d, self.memo
        total = 0.0
        for s, j, q in groups:
            if j >= d:
                total += q
                continue
            key = (j, i, s + c)
            got = memo.get(key)
            if got is None:  # the play short of 121 (b < d - j), then hand and crib
                at = max(0, j + s + c + _LOW)
                got = memo[key] = self.out(j, i) + _dot(self.play(i)[:d - j],
                                                        self.with_crib[at:at + d - j])
            total += q * got
        return total


class _Pone:
    """Win chances of a pone needing `p` against a dealer needing `d` (module doc).

    The crib shift moves the dealer's hand and crib together (never below 0 points).
    A shift up is then added to their heels where the two are only summed (`shown`); a
    shift down, which can take points off but never below the play, gets its own sum.
    """

    def __init__(self, p: int, d: int, position: PositionModel) -> None:
        self.p, self.d, self.table = p, d, position.wins
        self.dealer_wins = position.dealer_wins
        self.own_play = position.play["pone"]
        self.dealer_play = position.play["dealer"]
        # The dealer's hand and crib, and with their play.
        self.dealer_after = _convolve(position.hand["dealer"], position.crib)
        self.dealer_rests = {0: _convolve(self.dealer_play, self.dealer_after)}
        self.shown_memo: dict[tuple[int, int], list[float]] = {}
        self.race_memo: dict[tuple[int, int], float] = {}
        self.out_memo: dict[tuple[int, int], float] = {}
        self.plays: dict[int, tuple[list[float], list[float]]] = {}
        # The chance the dealer's heels (0 or 2) and play stay short of 121.
        self.short = {j: sum(self.dealer_play[:max(0, d - j)]) for j in (0, HEELS)}
        self.memo: dict[tuple[int, int, int, int], float] = {}

    def dealer_rest(self, c: int) -> list[float]:
        """The dealer's play, hand and crib together, the last two shifted down by
        `c` < 0 (never below 0); shift 0 for `c` >= 0 (added in `shown`)."""
        c = min(c, 0)
        got = self.dealer_rests.get(c)
        if got is None:
            got = self.dealer_rests[c] = _convolve(self.dealer_play,
                                                   _shifted(self.dealer_after, c))
        return got

    def shown(self, j: int, c: int) -> list[float]:
        """For own play and hand t = 0 … p − 1 short of 121, the dealer's heels `j` and
        crib shift `c`: the dealer's play, hand and crib follow; if they too fall
        short, the model."""
        e = j + max(c, 0)
        key = (e, min(c, 0))
        got = self.shown_memo.get(key)
        if got is None:
            p, rest, table = self.p, self.dealer_rest(c), self.table
            n = self.d - e  # the dealer's points that leave them short: 0 … n − 1
            if n > SIDE:  # needs above 121 read as 121
                got = [sum(q * self.dealer_wins(p - t, n - z) for z, q in enumerate(rest[:n]))
                       for t in range(p)]
            elif n > 0:  # W(p - t, n - z) for z = 0 … n − 1
                head = rest[:n]
                got = [_dot(head, reversed(table[(p - t - 1) * SIDE:(p - t - 1) * SIDE + n]))
                       for t in range(p)]
            else:
                got = [0.0] * p
            self.shown_memo[key] = got
        return got

    def play(self, i: int) -> tuple[list[float], list[float]]:
        """Own play points shifted by `i` (never below 0), and their running sums."""
        got = self.plays.get(i)
        if got is None:
            dist = _shifted(self.own_play, i)
            sums = [0.0]
            for q in dist:
                sums.append(sums[-1] + q)
            got = self.plays[i] = (dist, sums)
        return got

    def out_in_play(self, j: int, got: int) -> float:
        """Own play points `got` reach 121: the chance the dealer (heels `j`) is not first."""
        key = (j, got)
        res = self.race_memo.get(key)
        if res is None:
            need, d, p = self.d - j, self.d, self.p
            res = self.race_memo[key] = sum(
                q * (1.0 if j + b < d else _first(p, got, need, b))
                for b, q in enumerate(self.dealer_play) if q)
        return res

    def out(self, j: int, i: int) -> float:
        """The part of own play (shifted by `i`) that reaches 121, the dealer's heels `j`."""
        key = (j, i)
        got = self.out_memo.get(key)
        if got is None:
            dist = self.play(i)[0]
            got = self.out_memo[key] = sum(q * self.out_in_play(j, a) for a, q in
                                           enumerate(dist) if q and a >= self.p)
        return got

    def value(self, groups, i: int, c: int) -> float:
        p, d, memo = self.p, self.d, self.memo
        total = 0.0
        for s, j, q in groups:
            if j >= d:
                continue
            key = (j, i, c, s)
            won = memo.get(key)
            if won is None:
                dist, sums = self.play(i)
                last = len(dist)
                # own play a < p − s: the show follows; p − s <= a < p: out on the hand
                # if the dealer's heels and play stay short
                below = max(0, p - s)
                won = self.short[j] * (sums[min(p, last)] - sums[min(below, last)])
                if below:
                    won += _dot(dist[:below], self.shown(j, c)[s:p])
                won = memo[key] = won + self.out(j, i)
            total += q * won
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
    model = (_Dealer(need_me, need_opp, position) if dealer
             else _Pone(need_me, need_opp, position))
    out = []
    for option, credit in zip(options, credits):
        groups = _groups(option.keep, unseen)
        out.append(_interpolate(lambda i, c, g=groups: model.value(g, i, c),
                                credit - CREDIT_MEAN[role], option.crib - mu_crib))
    return out
