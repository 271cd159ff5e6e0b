"""The computer's play (pegging, R4) decisions, from a `PlayerView` only.

``choose_play(view, legal, level=..., rng=...)`` returns one of `legal`.

*expert* searches: it deals the other player's remaining cards in many ways that
agree with what has been seen (`PlayerView.unseen_cards`, minus the cards that a
*go* proved too big), and for each such deal solves the rest of the play exactly
(both hands known, each side maximising its own points minus the other's), with
15, 31, pairs, runs, go and last card scored as `crib_qt.rules.game` scores them
(R4.2–R4.8). The other side is searched as a perfect player because a model of it as
partly the greedy player (blend 0.75) won no more whole games: against expert-v1
49.5% of 1,100, against greedy 61.9% of 2,400 (issue 20; the code is in git at
723b8cc). Deals are weighted towards the hands a good player keeps in the other's
role (`crib_qt.ai.kept_model`, R3.2), and by what the other player's cards laid so far
this hand tell of the rest (`crib_qt.ai.play_evidence`: who could have made fifteen
and did not probably could not). The card with the best weighted mean wins
(`expert_play` also gives the means, for the coach, whose reviews judge by the same
search; the hint shows the expert's card). Near the end of the game the same search
maximises the chance of winning instead: reaching 121 in the play ends the game
(R6.1), and otherwise the show is counted pone's hand first (R5.1) with the other
hand and the crib taken from the same deal.

The lower levels do not search; each is weaker by design, not by blunders:

* *hard* weighs the points a card pegs now against the other player's best
  immediate reply (averaged over deals of their hand), and pegs out when a card
  reaches 121 (R6.1);
* *medium* takes the most points now, with the greedy baseline's cautions (no
  count of 5 or 21 for a ten-card to answer, no pair that invites a pair royal);
* *easy* takes the most points now and gives no thought to what its card leaves
  the other player (a 5 led, a count of 21, a pair that invites a pair royal);
  among equal cards it picks at random.

Every level is deterministic for a given view and generator state. Cards are reduced
to ranks inside the search (suits never matter in the play), and the series to the
part that can still score (`crib_qt.ai.play_model`), so positions reached by different
deals share one solution; `crib_qt.ai.play_solver` solves them exactly and remembers
the solutions in a bounded memo. What the view tells of the other hand, and the deals
of it, are `crib_qt.ai.deal_sampling`'s job; the play for the win at the end (with the
game-position model after the hand) is `crib_qt.ai.play_win`'s.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Mapping, Sequence

from ..rules.actions import Action, Play
from ..rules.state import WINNING_SCORE, PlayerView
from .basic import BasicPlayer
from .deal_sampling import candidates as _candidates
from .deal_sampling import opponent_min_value
from .deal_sampling import opponent_played as _opponent_played
from .deal_sampling import rank_deals as _rank_deals
from .kept_model import load_kept_model
from .play_model import VALUE, play_points, root, series_key, step
from .play_evidence import PlayEvidence, resample
from .play_solver import move_values
from .play_win import board_matters as _board_matters
from .play_win import immediate as _immediate
from .play_win import win_estimate
from .play_win import win_values as _win_values

__all__ = ["LEVEL_SETTINGS", "choose_play", "expert_play", "kept_weights",
           "opponent_min_value", "play_points", "win_estimate"]

# The levels that search (only the expert): random deals of the other hand
# searched, or every deal when there are at most `exact` rank combinations; whether
# the end of the game is played for the win, with `endgame_deals` full deals (hand
# and crib for the show); deals are weighted by the hands players keep
# (`kept_model`). Measured with paired pegging duels: 150 deals instead of 60
# gained nothing (+0.00 ± 0.05 points per hand); 60 deals keep the median decision
# well under 100 ms (tests/benchmarks/strength.py prints the times). Near the end 150
# full deals instead of 60 (less sampling noise in the win chances, which decide
# there): from 4,000 seeded positions at 90-115 played twice against expert-v1, seats
# swapped, 51.3% of 8,000 games won against 50.6%, +0.66 ± 0.23 points of games
# paired (seed 48000000 on), the median endgame play 13 ms (was 7.5). Once the other
# player has laid a card, `evidence_deals` are drawn, weighed by what their cards tell
# (`play_evidence`) and resampled to `deals`.
LEVEL_SETTINGS = {
    "expert": {"deals": 60, "exact": 150, "board": True, "endgame_deals": 150,
               "evidence_deals": 200},
}

# The easy level's random pick among its best cards: a draw below one point, so it
# only ever separates cards that score the same.
EASY_CHOICE = 0.5


def kept_weights(view: PlayerView) -> Mapping[tuple[int, ...], float]:
    """`kept_model.KeptModel.weights` of the shipped table for the role of the player
    who is not `view.seat` (the hand the searches deal)."""
    return load_kept_model().weights(dealer=view.dealer != view.seat)


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
    cur, _, key, count, oth_gone, last_cur = root(view, ())
    for opp, p in deals:
        for r, v in move_values((cur, opp, key, count, oth_gone, last_cur)):
            values[r] = values.get(r, 0.0) + p * v
    return values


def _expert(view: PlayerView, legal: Sequence[Action], rng: random.Random,
            settings: dict, chances: dict[int, float] | None = None
            ) -> tuple[Action, dict[int, float]]:
    cands = _candidates(view)
    size = view.opponent_hand_size
    kept = kept_weights(view)
    evidence = PlayEvidence(view)
    if not size:
        deals = [((), 1.0)]
    elif evidence:  # their cards laid so far: more deals, weighed by them, then fewer
        deals = _rank_deals(cands, size, rng, settings["evidence_deals"], settings["exact"],
                            _opponent_played(view), kept)
        deals = resample(evidence.weigh(deals), settings["deals"], rng)
    else:
        deals = _rank_deals(cands, size, rng, settings["deals"], settings["exact"],
                            _opponent_played(view), kept)
    points = values = _search_values(view, deals)
    if settings["board"] and _board_matters(view):
        need = WINNING_SCORE - view.scores[view.seat]
        now = _immediate(view)
        winners = {r: 1.0 + values[r] * 1e-4 for r in now if now[r] >= need}
        if winners:  # R6.1: reaching 121 in the play wins at once
            if chances is not None:
                chances.update(dict.fromkeys(winners, 1.0))
            return _pick(legal, winners, view), points
        wins = _win_values(view, cands, settings["endgame_deals"], rng, kept)
        if chances is not None:
            chances.update(wins)
        # the win chance first; the mean points split the (frequent) exact ties
        values = {r: wins[r] + 1e-4 * values[r] for r in values}
    return _pick(legal, values, view), points


def expert_play(view: PlayerView, legal: Sequence[Action], rng: random.Random,
                chances: dict[int, float] | None = None) -> tuple[Action, dict[int, float]]:
    """The expert's play from `legal` (the decision `choose_play` makes with this `rng`:
    same deals, same draws) and {rank: mean exact (own − other's) points from laying
    that rank to the end of the play, R4.2–R4.8, over the searched deals}, one entry per
    rank of `legal`. Near 121 the play is chosen by win chance, not by those points;
    then `chances`, if given, is filled with the chances (0–1) it chose by: 1.0 for each
    rank that reaches 121 at once (R6.1; only those), else each rank's chance of
    winning the game (for the coach, `crib_qt.ai.play_review`). Raises `ValueError`
    when `legal` holds no `Play`."""
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays:
        raise ValueError("no card to play: nothing for the expert to search")
    # The search makes only acyclic tuples and dicts: half the time without the collector.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _expert(view, plays, rng, LEVEL_SETTINGS["expert"], chances)
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
    deals = (_rank_deals(_candidates(view), size, rng, 40, 0, _opponent_played(view))
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
