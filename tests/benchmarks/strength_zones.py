"""Where one computer player gains on another, deal by deal: by role, kind of points
and score zone, in points and in chances to win.

Run on demand (never collected by pytest)::

    python tests/benchmarks/strength_zones.py --a expert --b greedy --games 200 --seed 8500000

The games are `strength.py`'s (paired deals, seats swapped, the same cuts). For every
deal played to the end (a deal cut short by a win is counted only in the chances) it
notes each player's role, the zone of the scores before it (the higher score: below
60, 60–89, 90 and up) and each player's points of the play (his heels included, R3.4,
R4), of the hand and of the crib (R5). Prints, per role and zone:

* A's and B's mean points per deal in that role and zone by kind, and A − B (paired
  deals: each player had the other's cards in the other game);
* A's mean gain in its chance to win the game over the deal: the game-position model
  (`crib_qt.ai.position_model`, built from the expert's self-play) before and after the
  deal, 1 or 0 when the game ends in it. The model is only an estimate of the chance
  for these two players, so the gains say where A gains, not exactly how much; they
  add up, game by game, to the result minus the model's chance at the start.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from strength import KINDS, ROLES, player_name
from strength_players import get_player

from crib_qt.ai.position_model import load_position_model
from crib_qt.rules import (
    Continue,
    CutForDeal,
    CutStarter,
    HandEnded,
    HandShown,
    Phase,
    Scored,
    apply,
    legal_actions,
    new_game,
)
from crib_qt.rules.state import WINNING_SCORE

ZONES = ("0-59", "60-89", "90+")


def zone(scores: tuple[int, int]) -> str:
    """The zone of a deal by the higher score before it."""
    top = max(scores)
    return ZONES[0] if top < 60 else ZONES[1] if top < 90 else ZONES[2]


def chance(scores: tuple[int, int], dealer: int, seat: int) -> float:
    """The model's chance that `seat` wins from `scores` before a deal by `dealer`."""
    p = load_position_model().dealer_wins(WINNING_SCORE - scores[dealer],
                                          WINNING_SCORE - scores[1 - dealer])
    return p if seat == dealer else 1.0 - p


def play_deals(seed: int, names: tuple[str, str]) -> list[dict]:
    """One game; per deal: dealer, zone, each seat's points by kind (None when the
    game ended in it) and each seat's chance before it and after it."""
    players = (get_player(names[0]), get_player(names[1]))
    state = new_game(seed)
    deals: list[dict] = []
    current = None
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        legal = legal_actions(state)
        first = legal[0]
        if isinstance(first, CutForDeal):  # the same depths as strength.py
            action = legal[(seed * 7 + state.cut_round * 3 + seat) % len(legal)]
        elif isinstance(first, CutStarter):
            action = legal[(seed * 11 + state.hand_number * 5) % len(legal)]
        elif isinstance(first, Continue):
            action = first
        else:
            action = players[seat].choose(state.view(seat), legal)
        if current is None and state.phase is Phase.DISCARD:
            if deals:
                deals[-1]["after"] = [chance(state.scores, state.dealer, s) for s in (0, 1)]
            current = {"dealer": state.dealer, "zone": zone(state.scores),
                       "before": [chance(state.scores, state.dealer, s) for s in (0, 1)],
                       "points": [defaultdict(int), defaultdict(int)]}
        state, events = apply(state, action)
        previous = None
        for event in events:
            if current is None:
                break
            if isinstance(event, HandShown):
                current["points"][event.seat]["crib" if event.is_crib else "hand"] += \
                    event.score.total
            elif isinstance(event, Scored) and not isinstance(previous, HandShown):
                current["points"][event.seat]["pegging"] += event.score.total
            elif isinstance(event, HandEnded):
                deals.append(current)
                current = None
            previous = event
    for d in deals:
        d.setdefault("after", [1.0 if state.winner == s else 0.0 for s in (0, 1)])
    if current is not None:  # the game ended inside this deal
        current["points"] = None
        current["after"] = [1.0 if state.winner == s else 0.0 for s in (0, 1)]
        deals.append(current)
    return deals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="expert", type=player_name)
    parser.add_argument("--b", default="greedy", type=player_name)
    parser.add_argument("--games", type=int, default=100, help="rounded up to even")
    parser.add_argument("--seed", type=int, default=8_500_000, help="first seed")
    args = parser.parse_args(argv)
    pts = {who: defaultdict(list) for who in "ab"}  # who -> (role, zone) -> [kinds]
    gains = defaultdict(list)  # (role of A, zone) -> A's chance gained per deal
    for seed in range(args.seed, args.seed + (args.games + 1) // 2):
        for a_seat in (0, 1):
            names = (args.a, args.b) if a_seat == 0 else (args.b, args.a)
            for d in play_deals(seed, names):
                for who, seat in (("a", a_seat), ("b", 1 - a_seat)):
                    role = "dealer" if d["dealer"] == seat else "pone"
                    if who == "a":
                        gains[role, d["zone"]].append(d["after"][seat] - d["before"][seat])
                    if d["points"] is not None:
                        pts[who][role, d["zone"]].append(d["points"][seat])
    print(f"{args.a} (A) against {args.b} (B): {2 * ((args.games + 1) // 2)} games, "
          f"seeds {args.seed}..{args.seed + (args.games + 1) // 2 - 1}, seats swapped")
    print("role    zone     A deals: pegging  hand  crib | B deals: pegging  hand  crib |"
          " A-B: pegging  hand  crib  total | A's chance gained per deal (95%), sum")
    for role in ROLES:
        for z in ZONES:
            g = gains[role, z]
            mean = {who: [statistics.fmean(r.get(k, 0) for r in pts[who][role, z])
                          if pts[who][role, z] else 0.0 for k in KINDS] for who in "ab"}
            edge = [x - y for x, y in zip(mean["a"], mean["b"])]
            half = 1.96 * statistics.stdev(g) / math.sqrt(len(g)) if len(g) > 1 else 0.0
            cells = " ".join(f"{x:5.2f}" for x in mean["a"])
            cells_b = " ".join(f"{x:5.2f}" for x in mean["b"])
            cells_e = " ".join(f"{x:+5.2f}" for x in edge)
            print(f"{role:<7} {z:<6} {len(pts['a'][role, z]):6d}  {cells} | "
                  f"{len(pts['b'][role, z]):6d}  {cells_b} |  {cells_e} {sum(edge):+6.2f} | "
                  f"{statistics.fmean(g) if g else 0.0:+.4f} ± {half:.4f}, {sum(g):+.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
