"""Build the game-position model the expert ships (position_model.py).

Regenerate the shipped table (from the repository root; the machine is shared, so
nicely)::

    nice -n 19 python -m crib_qt.ai.build_position_table

It writes ``crib_qt/ai/data/position_table.json``. The default (4,000 deals) took
482 s on the shared two-core machine (1,154 s when that machine was heavily loaded;
the shipped table, with ``--jobs 1`` under ``nice -n 19``, 739 s): about 15
CPU-minutes of Expert-vs-Expert deals in ``--jobs`` processes, then 15–45 s for the
positions (one process). ``--quick`` runs in seconds with
tiny samples (for tests; its numbers are rough). Pure Python, standard library only;
``--jobs N`` plays the deals in N processes (default: every core). The result
depends only on ``--seed`` and ``--deals``, not on ``--jobs``. Rebuild after
changing the expert's discards (discard.py) or play (pegging.py).

Method (after the Carte Primus analysis of the 121 × 121 board)
------------------------------------------------------------------
*Deals.* ``--deals`` seeded deals of six cards to each player are played by the
expert in both seats from 0–0 (so no endgame term bends them): discards (R3.2),
the starter and his heels (R3.4), the play (R4) and the show (R5). Each deal is
recorded as the sequence of its scores in the order they are pegged: his heels to
the dealer, every score of the play by whoever pegged it, then the pone's hand,
the dealer's hand and the crib (R5.1). Scores of 0 are left out.

*Positions.* ``W(d, p)`` is the chance that the player about to deal wins when the
dealer still needs ``d`` points and the pone ``p`` (1–121 each). A recorded deal
played from that position ends the game at the first score that reaches the
needed total (R6.1); otherwise the deal passes (R2.3) and the old pone deals,
needing less. So, over the recorded deals, each equally likely::

    W(d, p) = mean over deals of  1                      if the dealer reaches d first,
                                  0                      if the pone reaches p first,
                                  1 − W(p − P, d − D)    otherwise,

with P, D the pone's and the dealer's points of the deal; every deal scores at
least one point (the last card, R4.8), so positions are solved by increasing
``d + p``. The deals are the same at every position (the expert's discards and
play near the end differ a little; the model ignores that).

*Distributions.* The table also keeps, per role, the histograms the expert's
discards use (`position_model.PositionModel`): own play points (his heels apart),
own hand points, the deal's total (play, hand and, for the dealer, his heels and
crib) and the crib's points.
"""

from __future__ import annotations

import argparse
import base64
import os
import random
import sys
import time
import zlib
from array import array
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ..rules.actions import HandShown, Scored
from ..rules.cards import DECK
from ..rules.game import apply, legal_actions
from ..rules.state import GameState, Phase
from .position_model import SIDE, TABLE_FORMAT, TABLE_PATH
from .table_output import write_table

__all__ = ["main", "build", "play_deal", "solve_positions"]

_QUICK = {"deals": 40}
_FULL = {"deals": 4000}
_CHUNKS = 40
_NEVER = 1 << 20


def _discard_state(hands) -> GameState:
    """Seat 0 deals; the pone (seat 1) discards first."""
    hands = tuple(tuple(sorted(h)) for h in hands)
    used = set(hands[0]) | set(hands[1])
    return GameState(seed=0, phase=Phase.DISCARD, to_act=1, dealer=0, hand_number=1,
                     hands=hands, stock=tuple(c for c in DECK if c not in used))


def play_deal(cards, player) -> tuple[list[int], tuple[int, int, int, int]]:
    """One deal with seat 0 dealing: `cards` are 13 distinct cards (six to each seat,
    then the starter); `player` decides for both seats.

    Returns:
        (the scores in the order they are pegged (R3.4, R4, R5.1): positive for the
        dealer, negative for the pone, none of 0 points; (pone's hand, dealer's hand,
        crib, his heels) in points).
    """
    state = _discard_state((cards[:6], cards[6:12]))
    while state.phase is Phase.DISCARD:
        seat = state.to_act
        state, _ = apply(state, player.choose(state.view(seat), legal_actions(state)))
    starter = cards[12]
    crib = state.discards[1] + state.discards[0]
    state = GameState.for_play(0, state.kept, starter, crib=crib)
    heels = 2 if starter.rank == 11 else 0  # his heels (R3.4), pegged at the cut
    out = [heels] if heels else []
    shows = []
    while state.phase is not Phase.GAME_OVER and len(shows) < 3:
        seat = state.to_act
        legal = legal_actions(state)
        action = (legal[0] if state.phase is not Phase.PLAY
                  else player.choose(state.view(seat), legal))
        state, events = apply(state, action)
        previous = None
        for event in events:
            if isinstance(event, HandShown):
                shows.append(event.score.total)
                if event.score.total:
                    out.append(event.score.total if event.seat == 0 else -event.score.total)
            elif isinstance(event, Scored) and not isinstance(previous, HandShown):
                out.append(event.score.total if event.seat == 0 else -event.score.total)
            previous = event
    return out, (shows[0], shows[1], shows[2], heels)


def _deal_task(args: tuple[int, int, int]) -> list:
    seed, first, n = args
    from .player import ComputerPlayer

    player = ComputerPlayer("expert")
    out = []
    for i in range(first, first + n):
        rng = random.Random(f"position-table:{seed}:{i}")
        out.append(play_deal(rng.sample(DECK, 13), player))
    return out


def solve_positions(deals: list[list[int]]) -> list[float]:
    """``W(d, p)`` for d, p in 1..`SIDE` (see the module doc), flat: index
    ``(d - 1) * SIDE + (p - 1)``. `deals`: the score sequences of `play_deal`."""
    # Per deal: the index of the first score at which each side has x points (or never).
    firsts = []
    for deal in deals:
        reach_d = [_NEVER] * (SIDE + 1)
        reach_p = [_NEVER] * (SIDE + 1)
        dealer = pone = 0
        for i, s in enumerate(deal):
            if s > 0:
                for x in range(dealer + 1, min(SIDE, dealer + s) + 1):
                    reach_d[x] = i
                dealer += s
            else:
                for x in range(pone + 1, min(SIDE, pone - s) + 1):
                    reach_p[x] = i
                pone -= s
        firsts.append((reach_d, reach_p, dealer, pone))
    n = len(deals)
    w = [[0.0] * (SIDE + 1) for _ in range(SIDE + 1)]  # w[d][p]
    for total in range(2, 2 * SIDE + 1):
        for d in range(max(1, total - SIDE), min(SIDE, total - 1) + 1):
            p = total - d
            acc = 0.0
            for reach_d, reach_p, dealer, pone in firsts:
                a, b = reach_d[d], reach_p[p]
                if a < b:
                    acc += 1.0
                elif a == b:  # neither reaches: the old pone deals next (R2.3)
                    acc += 1.0 - w[p - pone][d - dealer]
            w[d][p] = acc / n
    return [w[d][p] for d in range(1, SIDE + 1) for p in range(1, SIDE + 1)]


def _histogram(values) -> list[float]:
    values = list(values)
    hist = [0] * (max(values) + 1)
    for v in values:
        hist[v] += 1
    return [round(h / len(values), 6) for h in hist]


def distributions(records: list) -> dict:
    """Histograms (probabilities of 0, 1, 2, ... points) per role, see the module doc."""
    out: dict = {"dealer": {}, "pone": {}}
    totals_d = [sum(s for s in seq if s > 0) for seq, _ in records]
    totals_p = [-sum(s for s in seq if s < 0) for seq, _ in records]
    heels = [s[3] for _, s in records]
    out["dealer"]["total"] = _histogram(totals_d)
    out["pone"]["total"] = _histogram(totals_p)
    out["dealer"]["play"] = _histogram(t - h - s[1] - s[2]
                                       for t, h, (_, s) in zip(totals_d, heels, records))
    out["pone"]["play"] = _histogram(t - s[0] for t, (_, s) in zip(totals_p, records))
    out["dealer"]["hand"] = _histogram(s[1] for _, s in records)
    out["pone"]["hand"] = _histogram(s[0] for _, s in records)
    out["crib"] = _histogram(s[2] for _, s in records)
    return out


def encode_table(values: list[float]) -> str:
    """The probabilities as base64 of zlib-compressed little-endian uint16 (x 65535)."""
    data = array("H", (round(v * 65535) for v in values))
    if sys.byteorder != "little":
        data.byteswap()
    return base64.b64encode(zlib.compress(data.tobytes(), 9)).decode("ascii")


def build(deals: int, seed: int, jobs: int, log=lambda text: print(text, flush=True)) -> dict:
    """Play the deals, solve the positions (see the module doc); JSON-ready data."""
    start = time.perf_counter()
    size = max(1, deals // _CHUNKS)
    tasks = [(seed, first, min(size, deals - first)) for first in range(0, deals, size)]
    records = []
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(_deal_task, tasks):
            records.extend(part)
            log(f"{len(records)} deals in {time.perf_counter() - start:.0f} s")
    played = time.perf_counter() - start
    table = solve_positions([seq for seq, _ in records])
    log(f"positions solved in {time.perf_counter() - start - played:.0f} s")
    mean = lambda xs: round(sum(xs) / len(xs), 4)  # noqa: E731
    return {
        "format": TABLE_FORMAT,
        "description": "W(d, p): the chance that the dealer wins needing d points "
                       "against a pone needing p, before the deal; built by "
                       "crib_qt.ai.build_position_table (see its doc).",
        "command": "python -m crib_qt.ai.build_position_table " + " ".join(sys.argv[1:]),
        "seed": seed,
        "deals": deals,
        "seconds_deals": round(played, 1),
        "seconds": round(time.perf_counter() - start, 1),
        "mean_dealer": mean([sum(s for s in q if s > 0) for q, _ in records]),
        "mean_pone": mean([-sum(s for s in q if s < 0) for q, _ in records]),
        "side": SIDE,
        "distributions": distributions(records),
        "dealer_wins": encode_table(table),
    }


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module doc (``--help`` lists the options)."""
    parser = argparse.ArgumentParser(prog="python -m crib_qt.ai.build_position_table",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=TABLE_PATH, help="output JSON file")
    parser.add_argument("--quick", action="store_true", help="tiny samples, a few seconds")
    parser.add_argument("--deals", type=int, help="Expert-vs-Expert deals played")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    deals = args.deals if args.deals is not None else (_QUICK if args.quick else _FULL)["deals"]
    if min(deals, args.jobs) < 1:
        parser.error("--deals and --jobs must be at least 1")
    data = build(deals, args.seed, args.jobs)
    write_table(args.out, data)
    print(f"wrote {args.out} in {data['seconds']} s: dealer mean {data['mean_dealer']}, "
          f"pone mean {data['mean_pone']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
