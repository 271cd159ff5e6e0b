"""The computer's play (pegging, R4) decisions, from a `PlayerView` only.

``choose_play(view, legal, level=..., rng=...)`` returns one of `legal`.

*expert* searches: it deals the other player's remaining cards in many ways that
agree with what has been seen (`PlayerView.unseen_cards`, minus the cards that a
*go* proved too big), and for each such deal solves the rest of the play exactly
(both hands known, each side maximising its own points minus the other's), with
15, 31, pairs, runs, go and last card scored as `crib_qt.rules.game` scores them
(R4.2–R4.8). Deals are weighted towards other hands that already score before
the cut (players keep such cards, R3.2). The card with the best weighted mean wins.
Near the end of the game
the same search maximises the chance of winning instead of the mean: reaching 121
in the play ends the game (R6.1), and otherwise the show is counted pone's hand
first (R5.1) with the other hand and the crib taken from the same deal.

The lower levels do not search; each is weaker by design, not by blunders:

* *hard* weighs the points a card pegs now against the other player's best
  immediate reply (averaged over deals of their hand), and pegs out when a card
  reaches 121 (R6.1);
* *medium* takes the most points now, with the greedy baseline's cautions (no
  count of 5 or 21 for a ten-card to answer, no pair that invites a pair royal);
* *easy* takes the most points now and gives no thought to what its card leaves
  the other player (a 5 led, a count of 21, a pair that invites a pair royal);
  among equal cards it picks at random.

Every level is deterministic for a given view and generator state.

Cards are reduced to ranks inside the search (suits never matter in the play), and
the series to the part that can still score (the trailing pair block and the
longest suffix that could still become a run), so positions reached by different
deals share one memo.
"""

from __future__ import annotations

import gc
import math
import random
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from math import comb

from ..rules.actions import Action, Play
from ..rules.cards import Card
from ..rules.score_totals import score_total
from ..rules.state import WINNING_SCORE, PlayerView, series_numbers
from .basic import BasicPlayer

__all__ = ["LEVEL_SETTINGS", "choose_play", "kept_points", "opponent_min_value", "play_points",
           "win_estimate"]

# The levels that search (only the expert): random deals of the other hand
# searched, or every deal when there are at most `exact` rank combinations; whether
# the end of the game is played for the win, with `endgame_deals` full deals (hand
# and crib for the show); `keep_bias`, the weight of a deal per point its kept cards
# hold before the cut. Measured with paired pegging duels: 150 deals instead of 60
# gained nothing (+0.00 ± 0.05 points per hand), keep_bias 0.3 gained +0.09 ± 0.07;
# 60 deals keep the median decision well under 100 ms (tests/benchmarks/strength.py
# prints the times).
LEVEL_SETTINGS = {
    "expert": {"deals": 60, "exact": 150, "board": True, "endgame_deals": 60, "keep_bias": 0.3},
}

# The easy level's random pick among its best cards: a draw below one point, so it
# only ever separates cards that score the same.
EASY_CHOICE = 0.5

_VAL = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)  # counting value by rank (R1.2)
_PAIR = (0, 0, 2, 6, 12)  # R4.4 by the number of equal ranks in a row
_MAX_RUN = 7  # 1+2+…+7 = 28 ≤ 31 < 1+…+8: no longer run fits in one series

# A search state, from the side of the seat to act ("cur"):
# (cur ranks, other ranks, series key, count, cur gone, other gone, cur played last)
# Both hands are sorted tuples of ranks; the series key is `_series_key` of the ranks.


# --- play scoring on ranks ------------------------------------------------------------


def _series_key(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """The part of a series that can still score: the trailing block of equal ranks,
    or the longest suffix of distinct ranks spanning at most a run of 7."""
    if not ranks:
        return ()
    last = ranks[-1]
    same = 1
    while same < len(ranks) and ranks[-1 - same] == last:
        same += 1
    if same > 1:
        return ranks[-same:]
    n, lo, hi, seen = 1, last, last, {last}
    while n < len(ranks):
        r = ranks[-1 - n]
        if r in seen or max(hi, r) - min(lo, r) >= _MAX_RUN:
            break
        seen.add(r)
        lo, hi = min(lo, r), max(hi, r)
        n += 1
    return ranks[-n:]


@lru_cache(maxsize=1 << 13)
def _step(key: tuple[int, ...], rank: int, count: int) -> tuple[int, tuple[int, ...]]:
    """Points for laying `rank` on a series with key `key` and count `count` before
    it (R4.3–R4.5, as `score_play`), and the new series key."""
    series = key + (rank,)
    new = count + _VAL[rank]
    points = 2 if new in (15, 31) else 0
    same = 1
    while same < len(series) and series[-1 - same] == rank:
        same += 1
    points += _PAIR[same]
    for n in range(len(series), 2, -1):
        window = series[-n:]
        ranks = set(window)
        if len(ranks) == n and max(ranks) - min(ranks) == n - 1:
            points += n
            break
    return points, _series_key(series)


def play_points(series: Sequence[Card], card: Card) -> int:
    """Points for laying `card` on `series` (the cards since the count last reset):
    the same total as ``score_play(series + (card,))``."""
    ranks = tuple(c.rank for c in series)
    return _step(_series_key(ranks), card.rank, sum(c.value for c in series))[0]


# --- transitions (mirror crib_qt.rules.game._play/_go/_next_in_play/_reset) ---------------


@lru_cache(maxsize=1 << 13)
def _children(state: tuple) -> tuple:
    """Every move of the seat to act: (rank or 0 for go, points to the mover, points
    to the other, turn passes?, next state or None when the play is over)."""
    cur, oth, key, count, _, oth_gone, last_cur = state
    room = 31 - count
    out = []
    prev = 0
    for i, r in enumerate(cur):
        if r == prev:
            continue
        prev = r
        if _VAL[r] > room:
            break  # ranks sorted, so values too
        rest = cur[:i] + cur[i + 1:]
        pts, nkey = _step(key, r, count)
        ncount = count + _VAL[r]
        if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
            out.append((r, pts + (ncount != 31), 0, False, None))
        elif ncount == 31:  # R4.7: reset, the other leads if they still hold cards
            if oth:
                out.append((r, pts, 0, True, (oth, rest, (), 0, False, False, False)))
            else:
                out.append((r, pts, 0, False, (rest, oth, (), 0, False, False, False)))
        elif oth and not oth_gone:
            out.append((r, pts, 0, True, (oth, rest, nkey, ncount, oth_gone, False, False)))
        elif rest:
            out.append((r, pts, 0, False, (rest, oth, nkey, ncount, False, oth_gone, True)))
        else:  # R4.6: neither can play; go to the mover, the other leads
            out.append((r, pts + 1, 0, True, (oth, rest, (), 0, False, False, False)))
    if out:
        return tuple(out)
    # Go (R4.2): nothing fits.
    if oth and not oth_gone:
        return ((0, 0, 0, True, (oth, cur, key, count, False, True, not last_cur)),)
    if last_cur:  # the mover played the last card: go to them, the other leads
        if oth:
            return ((0, 1, 0, True, (oth, cur, (), 0, False, False, False)),)
        return ((0, 1, 0, False, (cur, oth, (), 0, False, False, False)),)
    return ((0, 0, 1, False, (cur, oth, (), 0, False, False, False)),)


# Exact values of solved states (see `_diff`); cleared when it grows past the cap.
_MEMO: dict[tuple, int] = {}
_MEMO_CAP = 150_000  # about 35 MB
_STEPS: dict[tuple, tuple[int, tuple[int, ...]]] = {}


def _diff(state: tuple) -> int:
    """Exact best (mover's points − other's points) to the end of the play.

    The same transitions as `_children`, written out inline: this is the inner loop
    of the expert (about a microsecond per position)."""
    v = _MEMO.get(state)
    if v is not None:
        return v
    cur, oth, key, count, _, oth_gone, last_cur = state
    room = 31 - count
    best = -99
    prev = 0
    i = -1
    for r in cur:
        i += 1
        if r == prev:
            continue
        prev = r
        if _VAL[r] > room:
            break
        rest = cur[:i] + cur[i + 1:]
        sk = (key, r, count)
        st = _STEPS.get(sk)
        if st is None:
            st = _STEPS[sk] = _step(key, r, count)
        pts, nkey = st
        ncount = count + _VAL[r]
        if not rest and not oth:
            v = pts + (ncount != 31)
        elif ncount == 31:
            if oth:
                v = pts - _diff((oth, rest, (), 0, False, False, False))
            else:
                v = pts + _diff((rest, oth, (), 0, False, False, False))
        elif oth and not oth_gone:
            v = pts - _diff((oth, rest, nkey, ncount, False, False, False))
        elif rest:
            v = pts + _diff((rest, oth, nkey, ncount, False, oth_gone, True))
        else:
            v = pts + 1 - _diff((oth, rest, (), 0, False, False, False))
        if v > best:  # noqa: PLR1730 (faster than max() in the inner loop)
            best = v
    if best == -99:  # go
        if oth and not oth_gone:
            best = -_diff((oth, cur, key, count, False, True, not last_cur))
        elif last_cur:
            if oth:
                best = 1 - _diff((oth, cur, (), 0, False, False, False))
            else:
                best = 1 + _diff((cur, oth, (), 0, False, False, False))
        else:
            best = -1 + _diff((cur, oth, (), 0, False, False, False))
    _MEMO[state] = best
    return best


# --- playing for the win at the end of the game -------------------------------------------

# Mean points per hand (pegging, hand, crib) as dealer and as pone, and the spread of
# one hand's total, for the win estimate after a hand in which nobody goes out
# (measured in self-play with tests/benchmarks/strength.py).
_DEALER_MEAN, _PONE_MEAN, _HAND_SD = 17.0, 10.0, 7.0


def win_estimate(need_first: int, need_second: int) -> float:
    """Chance that the player who deals next wins (`need_first` points to go)
    against the other (`need_second`), from a normal race model: deals alternate,
    the next pone counts first each hand (R5.1)."""
    if need_second <= 0:
        return 0.0
    if need_first <= 0:
        return 1.0
    # Expected hands each needs, starting with the next hand; a round is two hands.
    mean_round = _DEALER_MEAN + _PONE_MEAN
    lead = need_second - need_first + (_DEALER_MEAN - _PONE_MEAN) * 0.5 - 1.0
    rounds = (need_first + need_second) / (2 * mean_round) + 0.5
    sd = _HAND_SD * math.sqrt(4 * rounds)
    return 0.5 * (1.0 + math.erf(lead / (sd * math.sqrt(2.0))))


class _WinSearch:
    """Exact win chance of the rest of the play for one deal of every card."""

    def __init__(self, pone_show: int, dealer_show: int) -> None:
        self.pone_show = pone_show
        self.dealer_show = dealer_show
        self.memo: dict = {}

    def end(self, need_cur: int, need_oth: int, cur_is_pone: bool) -> float:
        """Win chance of the mover after the play, when the show decides or not."""
        need_pone, need_dealer = (need_cur, need_oth) if cur_is_pone else (need_oth, need_cur)
        if self.pone_show >= need_pone:
            p_pone = 1.0
        elif self.dealer_show >= need_dealer:
            p_pone = 0.0
        else:  # the pone of this hand deals the next one
            p_pone = win_estimate(need_pone - self.pone_show, need_dealer - self.dealer_show)
        return p_pone if cur_is_pone else 1.0 - p_pone

    def value(self, state: tuple, need_cur: int, need_oth: int, cur_is_pone: bool) -> float:
        key = (state, need_cur, need_oth, cur_is_pone)
        got = self.memo.get(key)
        if got is not None:
            return got
        best = -1.0
        for _, mine, theirs, passes, nxt in _children(state):
            v = self.after(mine, theirs, passes, nxt, need_cur, need_oth, cur_is_pone)
            if v > best:
                best = v
                if best >= 1.0:
                    break
        self.memo[key] = best
        return best

    def after(self, mine: int, theirs: int, passes: bool, nxt: tuple | None,
              need_cur: int, need_oth: int, cur_is_pone: bool) -> float:
        """Mover's win chance after one move scoring `mine`/`theirs` (R6.1: 121 wins)."""
        if mine >= need_cur:
            return 1.0
        if theirs >= need_oth:
            return 0.0
        need_cur -= mine
        need_oth -= theirs
        if nxt is None:
            return self.end(need_cur, need_oth, cur_is_pone)
        if passes:
            return 1.0 - self.value(nxt, need_oth, need_cur, not cur_is_pone)
        return self.value(nxt, need_cur, need_oth, cur_is_pone)


# --- what the view says about the other hand ----------------------------------------------


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


def _candidates(view: PlayerView) -> tuple[Card, ...]:
    """The unseen cards that the other hand may still hold."""
    unseen = view.unseen_cards()
    least = opponent_min_value(view)
    fit = tuple(c for c in unseen if c.value >= least)
    return fit if len(fit) >= view.opponent_hand_size else unseen


@lru_cache(maxsize=4096)
def kept_points(ranks: tuple[int, ...]) -> int:
    """Fifteens, pairs and runs among the cards of `ranks` alone (no starter, no
    suits): how much a kept hand already holds before the cut (R5.2–R5.4).

    Args:
        ranks: sorted ranks (1–13) of the kept cards.

    Returns:
        Points (no flush, no nobs: those need suits or the starter).
    """
    points = 0
    for n in range(2, len(ranks) + 1):
        for combo in combinations(ranks, n):
            if sum(_VAL[r] for r in combo) == 15:
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


def _rank_deals(cands: Sequence[Card], size: int, rng: random.Random, budget: int,
                exact: int = 0, played: tuple[int, ...] = (), keep_bias: float = 0.0,
                ) -> list[tuple[tuple[int, ...], float]]:
    """The other hand as sorted rank tuples with probabilities: every rank multiset
    (exact weights) when there are at most `exact`, else `budget` random deals.

    With `keep_bias` > 0, a hand is weighted by ``exp(keep_bias * points)`` where
    points are those its four kept cards (`played` ranks plus the deal) hold
    before the cut: players keep the cards that score (R3.2)."""
    counts = [0] * 14
    for c in cands:
        counts[c.rank] += 1
    ranks = [r for r in range(1, 14) if counts[r]]
    deals: list[tuple[tuple[int, ...], float]] = []

    def walk(i: int, left: int, hand: tuple[int, ...], weight: int) -> None:
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
    if keep_bias:
        deals = [(h, w * math.exp(keep_bias * kept_points(tuple(sorted(played + h)))))
                 for h, w in deals]
    total = sum(w for _, w in deals)
    return [(h, w / total) for h, w in deals]


def _root(view: PlayerView, opp_ranks: tuple[int, ...]) -> tuple:
    """The search state with the viewing seat to act."""
    ranks = tuple(c.rank for _, c in view.series)
    last_cur = bool(view.series) and view.series[-1][0] == view.seat
    return (tuple(sorted(c.rank for c in view.hand)), opp_ranks, _series_key(ranks), view.count,
            False, view.gone[1 - view.seat], last_cur)


# --- levels ---------------------------------------------------------------------------------


def _pick(legal: Sequence[Action], values: dict[int, float], view: PlayerView) -> Action:
    """The play of the best-valued rank; ties go to more points now, then the higher card."""
    series = tuple(c for _, c in view.series)
    plays = [a for a in legal if isinstance(a, Play)]
    return max(plays, key=lambda a: (round(values.get(a.card.rank, -1e9), 9),
                                      play_points(series, a.card), a.card.rank, -a.card.index))


def _search_values(view: PlayerView, deals) -> dict[int, float]:
    """Mean exact (own − other's) points of the rest of the play per rank to lay,
    over `deals` (other hand's ranks, probability)."""
    values: dict[int, float] = {}
    for opp, p in deals:
        for r, mine, theirs, passes, nxt in _children(_root(view, opp)):
            v = mine - theirs
            if nxt is not None:
                v += -_diff(nxt) if passes else _diff(nxt)
            values[r] = values.get(r, 0.0) + p * v
    return values


def _board_matters(view: PlayerView) -> bool:
    """True when a player may go out this hand, so the play is for the win: the
    viewer's known hand (plus a crib and the play's usual points) could reach 121,
    or the other player is within reach of a good hand (and crib, as dealer)."""
    me, opp = view.seat, 1 - view.seat
    need_me = WINNING_SCORE - view.scores[me]
    need_opp = WINNING_SCORE - view.scores[opp]
    mine = score_total(view.kept, view.starter) if len(view.kept) == 4 else 0
    if need_me <= mine + (10 if view.dealer == me else 0) + 12:
        return True
    return need_opp <= (32 if view.dealer == opp else 24)


def _immediate(view: PlayerView) -> dict[int, int]:
    """Points each playable rank pegs at once, go and last card included (exact:
    they depend only on whether the other hand is empty or has said go)."""
    dummy = (13,) * view.opponent_hand_size  # only its emptiness matters here
    return {r: mine for r, mine, _, _, _ in _children(_root(view, dummy))}


def _win_values(view: PlayerView, cands: Sequence[Card], samples: int,
                rng: random.Random, keep_bias: float = 0.0) -> dict[int, float]:
    """Mean win chance per rank to play, over `samples` full deals of the hidden cards
    (the other hand and the two unknown crib cards), weighted like `_rank_deals`."""
    seat, opp = view.seat, 1 - view.seat
    unseen = list(view.unseen_cards())
    cands = list(cands)
    played_opp = tuple(c for s, c in view.played if s == opp)
    my_show = score_total(view.kept, view.starter)
    i_am_pone = view.dealer != seat
    need_me = WINNING_SCORE - view.scores[seat]
    need_opp = WINNING_SCORE - view.scores[opp]
    played_ranks = tuple(c.rank for c in played_opp)
    values: dict[int, float] = {}
    total = 0.0
    for _ in range(samples):
        rest = rng.sample(cands, view.opponent_hand_size)
        ranks = tuple(sorted(c.rank for c in rest))
        weight = math.exp(keep_bias * kept_points(tuple(sorted(played_ranks + ranks))))
        total += weight
        others = [c for c in unseen if c not in rest]
        crib = tuple(view.discards) + tuple(rng.sample(others, 4 - len(view.discards)))
        opp_show = score_total(played_opp + tuple(rest), view.starter)
        crib_show = score_total(crib, view.starter, is_crib=True)
        if i_am_pone:
            search = _WinSearch(my_show, opp_show + crib_show)
        else:
            search = _WinSearch(opp_show, my_show + crib_show)
        for r, mine, theirs, passes, nxt in _children(_root(view, ranks)):
            v = search.after(mine, theirs, passes, nxt, need_me, need_opp, i_am_pone)
            values[r] = values.get(r, 0.0) + v * weight
    return {r: v / total for r, v in values.items()}


def _opponent_played(view: PlayerView) -> tuple[int, ...]:
    """Ranks of the cards the other player has laid this hand."""
    return tuple(c.rank for s, c in view.played if s != view.seat)


def _expert(view: PlayerView, legal: Sequence[Action], rng: random.Random,
            settings: dict) -> Action:
    cands = _candidates(view)
    size = view.opponent_hand_size
    if len(_MEMO) > _MEMO_CAP or len(_STEPS) > _MEMO_CAP:
        _MEMO.clear()
        _STEPS.clear()
    bias = settings["keep_bias"]
    deals = (_rank_deals(cands, size, rng, settings["deals"], settings["exact"],
                         _opponent_played(view), bias) if size else [((), 1.0)])
    values = _search_values(view, deals)
    if settings["board"] and _board_matters(view):
        need = WINNING_SCORE - view.scores[view.seat]
        now = _immediate(view)
        winners = {r: 1.0 + values[r] * 1e-4 for r in now if now[r] >= need}
        if winners:  # R6.1: reaching 121 in the play wins at once
            return _pick(legal, winners, view)
        wins = _win_values(view, cands, settings["endgame_deals"], rng, bias)
        # the win chance first; the mean points split the (frequent) exact ties
        values = {r: wins[r] + 1e-4 * values[r] for r in values}
    return _pick(legal, values, view)


def _opponent_reply(key: tuple, count: int, opp: tuple[int, ...]) -> int:
    best = 0
    for r in set(opp):
        if count + _VAL[r] <= 31:
            best = max(best, _step(key, r, count)[0])
    return best


def _hard(view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
    """Points now minus the other's best immediate reply (averaged over their hands);
    a card that reaches 121 first (R6.1)."""
    need = WINNING_SCORE - view.scores[view.seat]
    now = _immediate(view)
    winners = {r: 1.0 for r in now if now[r] >= need}
    if winners:
        return _pick(legal, winners, view)
    size = view.opponent_hand_size
    deals = (_rank_deals(_candidates(view), size, rng, 40, 0, _opponent_played(view), 0.0)
             if size else [])
    key = _series_key(tuple(c.rank for _, c in view.series))
    values: dict[int, float] = {}
    for a in legal:
        r = a.card.rank
        if r in values:
            continue
        pts, nkey = _step(key, r, view.count)
        count = view.count + _VAL[r]
        if count == 31:
            nkey, count = (), 0
        values[r] = pts - sum(p * _opponent_reply(nkey, count, h) for h, p in deals)
    return _pick(legal, values, view)


def _medium(view: PlayerView, legal: Sequence[Action]) -> Action:
    """The greedy baseline's play: the most points now, with its cautions."""
    return max(legal, key=lambda a: BasicPlayer.play_value(view, a))


def _easy(view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The most points now, and no thought for what the card leaves the other player:
    a random one of the best-scoring cards (the draw, under 1 point, never gives up a
    point)."""
    series = tuple(c for _, c in view.series)
    scored = [(play_points(series, a.card) + rng.uniform(0.0, EASY_CHOICE), i)
              for i, a in enumerate(legal)]
    return legal[max(scored)[1]]


def choose_play(view: PlayerView, legal: Sequence[Action], *, level: str,
                rng: random.Random) -> Action:
    """The play (R4) of the seat `view.seat` at `level`: one of `legal`.

    Args:
        view: what the seat to act may see, in the play phase.
        legal: ``legal_actions(state)``: `Play` actions, or the single `Go`.
        level: "easy", "medium", "hard" or "expert".
        rng: the only source of randomness; the same view and generator state give
            the same answer.

    Raises:
        ValueError: `legal` is empty or `level` is unknown.
    """
    if not legal:
        raise ValueError("no legal action: nothing to play")
    if level not in ("easy", "medium", "hard", "expert"):
        raise ValueError(f"unknown level {level!r}")
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays:
        return legal[0]  # Go
    if len({a.card.rank for a in plays}) == 1:
        return plays[0]
    if level == "easy":
        return _easy(view, plays, rng)
    if level == "medium":
        return _medium(view, plays)
    if level == "hard":
        return _hard(view, plays, rng)
    # The search allocates only acyclic tuples and dicts, which reference counting
    # frees; pausing the cycle collector while it runs halves its time (measured).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _expert(view, plays, rng, LEVEL_SETTINGS[level])
    finally:
        if collecting:
            gc.enable()
