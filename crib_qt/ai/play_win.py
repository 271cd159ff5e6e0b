"""The computer's play at the end of the game: the chance of winning, not points (R6.1).

Reaching 121 in the play ends the game at once (R6.1); otherwise the show is counted
the pone's hand first, then the dealer's hand and crib (R5.1), and the game goes on
from the new scores. Near the end the expert (`crib_qt.ai.pegging`) lays the card
with the best chance of winning, pegging defensively or racing as the scores ask:

* `board_matters`: whether a player may go out this hand (so the win is at stake);
* `immediate`: the points each rank pegs at once;
* `win_values`: the mean win chance per rank over full deals of the hidden cards
  (the other hand and the unseen crib cards), each solved exactly by `WinSearch`;
* `win_estimate`: after a hand in which nobody goes out, the game-position model
  (`crib_qt.ai.position_model`) gives the chance from the new scores.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache

from ..rules.cards import Card
from ..rules.score_totals import score_total
from ..rules.state import WINNING_SCORE, PlayerView
from .deal_sampling import check_kept_size
from .play_evidence import PlayEvidence, systematic_counts
from .play_model import children, root
from .play_win_search import WIN_SCALE, win_moves
from .position_model import load_position_model

__all__ = ["WinSearch", "board_matters", "immediate", "win_estimate", "win_values"]


def win_estimate(need_first: int, need_second: int) -> float:
    """Chance that the player who deals next wins (`need_first` points to go) against
    the other (`need_second`): the game-position model (`position_model`, built from
    measured deals; the next pone counts first each hand, R5.1)."""
    return load_position_model().dealer_wins(need_first, need_second)


@lru_cache(maxsize=1)
def _win_table() -> tuple[int, ...]:
    """The game-position model's chances as whole `WIN_SCALE`ths, the unit they are
    stored in (``dealer_wins`` is exactly ``table[...] / WIN_SCALE``), for `win_value`."""
    return tuple(round(w * WIN_SCALE) for w in load_position_model().wins)


class WinSearch:
    """Exact win chances of the rest of the play for deals of every card with one pair
    of shows (R6.1); the deals with the same shows share one (and its memo).

    Args:
        pone_show: the show total of the pone's hand, counted first (R5.1).
        dealer_show: the dealer's hand and crib together.
    """

    def __init__(self, pone_show: int, dealer_show: int) -> None:
        self.pone_show = pone_show
        self.dealer_show = dealer_show
        self.memo: dict = {}  # the search's (`play_win_search.win_moves`)
        self.table = _win_table()
        self._moves = win_moves(self.memo, self.table, pone_show, dealer_show)

    def move_values(self, state: tuple, need_cur: int, need_oth: int,
                    cur_is_pone: bool) -> list[tuple[int, int]]:
        """(rank, the mover's exact win chance after laying it, in `WIN_SCALE`ths) per
        move of `state` (a `play_model` state; need_cur, need_oth: the points each side
        still needs, 1–121): `play_win_search.win_moves`, remembered in `memo`."""
        return self._moves(state, need_cur, need_oth, cur_is_pone)


def board_matters(view: PlayerView) -> bool:
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


def immediate(view: PlayerView) -> dict[int, int]:
    """Points each playable rank pegs at once, go and last card included (exact:
    they depend only on whether the other hand is empty or has said go)."""
    dummy = (13,) * view.opponent_hand_size  # only its emptiness matters here
    return {r: mine for r, mine, _, _, _ in children(root(view, dummy))}


# Deals drawn for each one solved (see `win_values`).
POOL = 4


def win_values(view: PlayerView, cands: Sequence[Card], samples: int, rng: random.Random,
               kept: Mapping[tuple[int, ...], float] | None = None) -> dict[int, float]:
    """Mean win chance per rank to play, over `samples` full deals of the hidden cards
    (the other hand and the two unknown crib cards) drawn in proportion to how likely
    the other hand is: by `kept` (the other role's kept-hand weights, R3.2), if given,
    and by what the other player's cards laid so far tell
    (`play_evidence.PlayEvidence`).

    How they are drawn: `POOL` × `samples` hands at random, each weighed, then
    `samples` of them by systematic resampling (`play_evidence.systematic_counts`),
    each solved with its own crib and counted alike. Weighing `samples` random hands
    instead spends most of the solving on hands of little weight. Measured (issue 20,
    tests/benchmarks/strength.py ``--start 90-115``, seats swapped, against
    expert-v1): 51.6% of 8,000 games against 51.3% (seeds from 48000000, paired
    +0.36 ± 0.24 points of games) and 51.4% of 6,000 against 51.0% (seeds from
    49000000, +0.42 ± 0.27); an endgame play with a choice took a median 12.8 ms,
    p95 51.9 ms, alone on the machine.

    Args:
        view: the viewer's view in the play, the viewer to lay a card.
        cands: the cards the other hand may hold (`deal_sampling.candidates`).
        samples: full deals solved (1 or more).
        rng: draws them.
        kept: the kept-hand weights of the other player's role, or None for none.

    Returns:
        {rank the viewer may lay: mean chance (0–1) that the viewer wins the game}.

    Raises:
        ValueError: with `kept`, the other player's cards laid and held are not four
            (`deal_sampling.check_kept_size`), `samples` is below 1, or no hand drawn
            has a weight above 0 (`kept` of zeros).
    """
    seat, opp = view.seat, 1 - view.seat
    unseen = list(view.unseen_cards())
    cands = list(cands)
    played_opp = tuple(c for s, c in view.played if s == opp)
    my_show = score_total(view.kept, view.starter)
    i_am_pone = view.dealer != seat
    need_me = WINNING_SCORE - view.scores[seat]
    need_opp = WINNING_SCORE - view.scores[opp]
    played_ranks = tuple(c.rank for c in played_opp)
    if samples < 1:
        raise ValueError(f"the win search needs 1 deal or more, not {samples}")
    if kept is not None:
        check_kept_size(len(played_ranks), view.opponent_hand_size)
    evidence = PlayEvidence(view)
    values: dict[int, float] = {}
    searches: dict[tuple[int, int], WinSearch] = {}  # deals with the same shows share one
    cur, _, key, count, oth_gone, last_cur = root(view, ())
    # POOL × samples deals are drawn and weighed; `samples` of them, drawn again in
    # proportion to their weights, are solved and counted alike (see the docstring).
    pool = [rng.sample(cands, view.opponent_hand_size) for _ in range(POOL * samples)]
    hands = [tuple(sorted(c.rank for c in rest)) for rest in pool]
    likely: dict[tuple[int, ...], float] = {}
    for ranks in hands:
        if ranks not in likely:
            likely[ranks] = evidence.likelihood(ranks) * (
                1.0 if kept is None else kept[tuple(sorted(played_ranks + ranks))])
    counts = systematic_counts([likely[ranks] for ranks in hands], samples, rng)
    picks = [(rest, ranks) for rest, ranks, n in zip(pool, hands, counts) for _ in range(n)]
    for rest, ranks in picks:
        dealt = set(rest)
        others = [c for c in unseen if c not in dealt]
        crib = tuple(view.discards) + tuple(rng.sample(others, 4 - len(view.discards)))
        opp_show = score_total(played_opp + tuple(rest), view.starter)
        crib_show = score_total(crib, view.starter, is_crib=True)
        shows = (my_show, opp_show + crib_show) if i_am_pone else (opp_show, my_show + crib_show)
        search = searches.get(shows)
        if search is None:
            search = searches[shows] = WinSearch(*shows)
        for r, v in search.move_values((cur, ranks, key, count, oth_gone, last_cur),
                                       need_me, need_opp, i_am_pone):
            values[r] = values.get(r, 0.0) + v / WIN_SCALE
    return {r: v / len(picks) for r, v in values.items()}
