"""The computer's play (pegging, R4) decisions, from a `PlayerView` only.

``choose_play(view, legal, level=..., rng=...)`` returns one of `legal`.

*expert* searches: it deals the other player's remaining cards in many ways that
agree with what has been seen (`PlayerView.unseen_cards`, minus the cards that a
*go* proved too big), and for each such deal solves the rest of the play exactly
(both hands known, each side maximising its own points minus the other's), with
15, 31, pairs, runs, go and last card scored as `crib_qt.rules.game` scores them
(R4.2–R4.8). Deals are weighted towards other hands that already score before
the cut (players keep such cards, R3.2). The card with the best weighted mean wins
(`expert_play` also gives the means, for the coach). Near the end of the game the
same search maximises the chance of winning instead: reaching 121 in the play ends
the game (R6.1), and otherwise the show is counted pone's hand first (R5.1) with the
other hand and the crib taken from the same deal.

The lower levels do not search; each is weaker by design, not by blunders:

* *hard* weighs the points a card pegs now against the other player's best
  immediate reply (averaged over deals of their hand), and pegs out when a card
  reaches 121 (R6.1);
* *medium* takes the most points now, with the greedy baseline's cautions (no
  count of 5 or 21 for a ten-card to answer, no pair that invites a pair royal);
* *easy* takes the most points now and gives no thought to what its card leaves
  the other player (a 5 led, a count of 21, a pair that invites a pair royal);
  among equal cards it picks at random.

Every level is deterministic for a given view and generator state. Cards are reduced to ranks inside the search (suits never matter in the play), and
the series to the part that can still score (`crib_qt.ai.play_model`), so positions
reached by different deals share one solution; `crib_qt.ai.play_solver` solves them
exactly and remembers the solutions in a bounded memo.
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
from .play_model import VALUE, children, play_points, root, series_key, step
from .play_solver import WinSearch, solve, win_estimate

__all__ = ["LEVEL_SETTINGS", "choose_play", "expert_play", "kept_points", "opponent_min_value",
           "play_points", "win_estimate"]

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
        for r, mine, theirs, passes, nxt in children(root(view, opp)):
            v = mine - theirs
            if nxt is not None:
                v += -solve(nxt) if passes else solve(nxt)
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
    return {r: mine for r, mine, _, _, _ in children(root(view, dummy))}


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
            search = WinSearch(my_show, opp_show + crib_show)
        else:
            search = WinSearch(opp_show, my_show + crib_show)
        for r, mine, theirs, passes, nxt in children(root(view, ranks)):
            v = search.after(mine, theirs, passes, nxt, need_me, need_opp, i_am_pone)
            values[r] = values.get(r, 0.0) + v * weight
    return {r: v / total for r, v in values.items()}


def _opponent_played(view: PlayerView) -> tuple[int, ...]:
    """Ranks of the cards the other player has laid this hand."""
    return tuple(c.rank for s, c in view.played if s != view.seat)


def _expert(view: PlayerView, legal: Sequence[Action], rng: random.Random,
            settings: dict) -> tuple[Action, dict[int, float]]:
    cands = _candidates(view)
    size = view.opponent_hand_size
    bias = settings["keep_bias"]
    deals = (_rank_deals(cands, size, rng, settings["deals"], settings["exact"],
                         _opponent_played(view), bias) if size else [((), 1.0)])
    points = values = _search_values(view, deals)
    if settings["board"] and _board_matters(view):
        need = WINNING_SCORE - view.scores[view.seat]
        now = _immediate(view)
        winners = {r: 1.0 + values[r] * 1e-4 for r in now if now[r] >= need}
        if winners:  # R6.1: reaching 121 in the play wins at once
            return _pick(legal, winners, view), points
        wins = _win_values(view, cands, settings["endgame_deals"], rng, bias)
        # the win chance first; the mean points split the (frequent) exact ties
        values = {r: wins[r] + 1e-4 * values[r] for r in values}
    return _pick(legal, values, view), points


def expert_play(view: PlayerView, legal: Sequence[Action], rng: random.Random
                ) -> tuple[Action, dict[int, float]]:
    """The expert's play from `legal` (the decision `choose_play` makes with this `rng`:
    same deals, same draws) and {rank: mean exact (own − other's) points from laying
    that rank to the end of the play, R4.2–R4.8, over the searched deals}, one entry per
    rank of `legal`. Near 121 the play is chosen by win chance, not by those points.
    Raises `ValueError` when `legal` holds no `Play`."""
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays:
        raise ValueError("no card to play: nothing for the expert to search")
    # The search makes only acyclic tuples and dicts: half the time without the collector.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _expert(view, plays, rng, LEVEL_SETTINGS["expert"])
    finally:
        if collecting:
            gc.enable()


def _opponent_reply(key: tuple, count: int, opp: tuple[int, ...]) -> int:
    best = 0
    for r in set(opp):
        if count + VALUE[r] <= 31:
            best = max(best, step(key, r, count)[0])
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
    key = series_key(tuple(c.rank for _, c in view.series))
    values: dict[int, float] = {}
    for a in legal:
        r = a.card.rank
        if r in values:
            continue
        pts, nkey = step(key, r, view.count)
        count = view.count + VALUE[r]
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
    return expert_play(view, plays, rng)[0]
