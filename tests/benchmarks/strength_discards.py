"""Endgame discards of two experts played out: which throw wins more games.

Run on demand (never collected by pytest)::

    nice -n 19 python tests/benchmarks/strength_discards.py --old expert@e37ef63~1 \\
        --positions 60 --playouts 16

Whole games rarely turn on one endgame discard (paired games between two experts
mostly split 1–1), so this looks only where they differ. For seeded positions near
the end (seat 0 at `--scores` A, seat 1 at B, each drawn from its range; seat 0 deals
or not, at random; six cards each), it asks the working tree's expert (`new`) and
`--old` (any player of `strength_players`, e.g. ``expert@REV``) for seat 0's throw
(R3.2). Where they differ, the game is played out from there `--playouts` times with
each throw: the same starter and later deals for both throws (the cut depth and the
game's seed come from the playout number), the working tree's expert deciding
everything else for both seats. The figure is the mean, over the differing positions,
of seat 0's share of games won with the new throw minus the old one, with its
standard error (positions are independent; playouts within one are paired).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from crib_qt.rules import DECK, CutStarter, Discard, Phase, apply, legal_actions  # noqa: E402
from crib_qt.rules.state import GameState  # noqa: E402
from strength_players import make_player  # noqa: E402

SEED = 31_000_000


def position(rng: random.Random, scores: tuple[tuple[int, int], tuple[int, int]]) -> GameState:
    """A seeded deal at the discard (R3.1, R3.2) with seat 0 and 1 at the given ranges."""
    cards = rng.sample(DECK, 12)
    hands = (tuple(sorted(cards[:6])), tuple(sorted(cards[6:])))
    dealer = rng.randrange(2)
    points = (rng.randint(*scores[0]), rng.randint(*scores[1]))
    return GameState(seed=0, phase=Phase.DISCARD, to_act=1 - dealer, dealer=dealer,
                     hand_number=1, hands=hands, scores=points, back_pegs=points,
                     stock=tuple(c for c in DECK if c not in cards))


def play_out(state: GameState, throw: Discard, player, playout: int) -> bool:
    """Seat 0 throws `throw`; everything else by `player`. True when seat 0 wins."""
    state = dataclasses.replace(state, seed=SEED + playout)
    while state.phase is not Phase.GAME_OVER:
        legal = legal_actions(state)
        first = legal[0]
        if isinstance(first, Discard) and state.to_act == 0 and state.hand_number == 1:
            action = throw
        elif isinstance(first, CutStarter):  # the same starter for both throws
            action = legal[(playout * 7 + state.hand_number * 3) % len(legal)]
        elif len(legal) == 1:
            action = first
        else:
            action = player.choose(state.view(state.to_act), legal)
        state, _ = apply(state, action)
    return state.winner == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default="expert@HEAD", help="the other discarder")
    parser.add_argument("--positions", type=int, default=60, help="differing positions")
    parser.add_argument("--playouts", type=int, default=16, help="games per throw")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scores", default="90-120,80-120", help="A-B,C-D: seat 0, seat 1")
    args = parser.parse_args(argv)
    ranges = tuple(tuple(int(x) for x in part.split("-")) for part in args.scores.split(","))
    new, old = make_player("expert"), make_player(args.old)
    rng = random.Random(f"strength-discards:{args.seed}")
    gains, looked, start = [], 0, time.perf_counter()
    while len(gains) < args.positions:
        state = position(rng, ranges)
        looked += 1
        while state.to_act != 0:  # seat 1 throws first when it is the pone
            state, _ = apply(state, new.choose(state.view(1), legal_actions(state)))
        legal = legal_actions(state)
        mine, theirs = new.choose(state.view(0), legal), old.choose(state.view(0), legal)
        if mine == theirs:
            continue
        wins = [play_out(state, mine, new, k) - play_out(state, theirs, new, k)
                for k in range(args.playouts)]
        gains.append(statistics.fmean(wins))
        print(f"{len(gains):3d} scores {state.scores} {'dealer' if state.dealer == 0 else 'pone'}"
              f" {' '.join(map(str, state.hands[0]))}: new throws "
              f"{' '.join(map(str, mine.cards))}, old {' '.join(map(str, theirs.cards))}: "
              f"{gains[-1]:+.3f}", flush=True)
    mean = statistics.fmean(gains)
    err = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
    print(f"new expert minus {args.old}: {mean:+.4f} ± {err:.4f} games won per differing "
          f"position ({len(gains)} of {looked} positions differ, {args.playouts} playouts per "
          f"throw, seed {args.seed}, {time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
