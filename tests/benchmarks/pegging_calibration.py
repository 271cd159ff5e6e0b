"""How many points of play the expert's pegging credit of kept cards is worth.

Run on demand (never collected by pytest)::

    nice -n 19 python tests/benchmarks/pegging_calibration.py --deals 800 --workers 2
    python tests/benchmarks/pegging_calibration.py --credit-mean 4000

Play-outs: for each seeded deal (seat 0 deals in even deals, pone in odd ones) the
four best keeps of seat 0 by hand ± crib (the hard level's value, as in
`crib_qt.ai.build_crib_table`) are each played out (R4) against the same other
hand, which the expert throws, with the expert's play on both sides. The
differences of net pegs (own minus the other's) between those keeps are regressed,
through the origin, on the differences of the shipped model's estimate
(`CribModel.pegging_value`, the credit before `discard.PEGGING_WEIGHT` and the
table's calibration), per role: the slope is how much of the estimate play-outs
give back. Prints the slope with its standard error and the mean predicted and
played gain where the expert's keep (by `points_value`) differs from the hard one.

``--credit-mean N``: the mean `discard.credited_pegging` of the keeps the expert
makes at 0-0 over N seeded deals, per role (`discard_win.CREDIT_MEAN`).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from crib_qt.ai import ComputerPlayer  # noqa: E402
from crib_qt.ai.crib_model import load_model  # noqa: E402
from crib_qt.ai.discard import (choose_discard, credited_pegging, discard_options,  # noqa: E402
                                option_value, points_value)
from crib_qt.rules import DECK, HandShown, Phase, Scored, apply, legal_actions  # noqa: E402
from crib_qt.rules.state import GameState  # noqa: E402

SEED = 20261201
CANDIDATES = 4


def net_pegs(player, dealer: int, keeps, starter, crib) -> int:
    """Seat 0's pegs minus seat 1's in the play of these keeps (R4), in points."""
    state = GameState.for_play(dealer, keeps, starter, crib=crib)
    net = 0
    while state.phase is Phase.PLAY:
        seat = state.to_act
        state, events = apply(state, player.choose(state.view(seat), legal_actions(state)))
        for event in events:
            if isinstance(event, HandShown):
                break
            if isinstance(event, Scored):
                net += event.score.total if event.seat == 0 else -event.score.total
    return net


def deal_task(i: int) -> tuple[str, list[tuple[float, int]], tuple[float, int] | None]:
    """(role, [(predicted, played) differences against the hard keep], the same for
    the expert's keep when it differs from the hard one)."""
    model = load_model()
    player = ComputerPlayer("expert")
    rng = random.Random(f"pegging-calibration:{SEED}:{i}")
    cards = rng.sample(DECK, 13)
    dealer = i % 2
    is_dealer = dealer == 0
    six, other_six, starter = sorted(cards[:6]), sorted(cards[6:12]), cards[12]
    theirs = choose_discard(other_six, dealer=not is_dealer, level="expert", model=model,
                            rng=random.Random(0))
    other_keep = tuple(c for c in other_six if c not in theirs.cards)
    options = discard_options(six, dealer=is_dealer, model=model)
    options.sort(key=lambda o: -option_value(o, "hard", dealer=is_dealer))
    expert = max(options, key=lambda o: points_value(o, dealer=is_dealer))
    played = {}
    for option in options[:CANDIDATES] + ([expert] if expert not in options[:CANDIDATES] else []):
        crib = (theirs.cards + option.cards) if is_dealer else (option.cards + theirs.cards)
        played[id(option)] = net_pegs(player, dealer, (option.keep, other_keep), starter, crib)
    base = options[0]
    pairs = [(o.pegging - base.pegging, played[id(o)] - played[id(base)])
             for o in options[1:CANDIDATES]]
    chosen = None
    if expert is not base:
        chosen = (credited_pegging(expert) - credited_pegging(base),
                  played[id(expert)] - played[id(base)])
    return ("dealer" if is_dealer else "pone"), pairs, chosen


def credit_task(i: int) -> tuple[str, float]:
    model = load_model()
    rng = random.Random(f"credit-mean:{SEED}:{i}")
    six = sorted(rng.sample(DECK, 6))
    is_dealer = i % 2 == 0
    options = discard_options(six, dealer=is_dealer, model=model)
    best = max(options, key=lambda o: points_value(o, dealer=is_dealer))
    return ("dealer" if is_dealer else "pone"), credited_pegging(best)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--first", type=int, default=0, help="first deal number")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--credit-mean", type=int, default=0, metavar="N")
    args = parser.parse_args(argv)
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        if args.credit_mean:
            got = pool.map(credit_task, range(args.credit_mean), chunksize=50)
            for role in ("dealer", "pone"):
                xs = [c for r, c in got if r == role]
                print(f"{role}: mean credited pegging of the expert's keeps "
                      f"{statistics.fmean(xs):+.4f} over {len(xs)} deals")
            return 0
        got = pool.map(deal_task, range(args.first, args.first + args.deals), chunksize=4)
    for role in ("dealer", "pone"):
        pairs = [p for r, ps, _ in got if r == role for p in ps]
        sxx = sum(x * x for x, _ in pairs)
        slope = sum(x * y for x, y in pairs) / sxx
        resid = statistics.fmean((y - slope * x) ** 2 for x, y in pairs)
        se = (resid / sxx) ** 0.5
        chosen = [c for r, _, c in got if r == role and c is not None]
        pred = statistics.fmean(x for x, _ in chosen) if chosen else float("nan")
        real = statistics.fmean(y for _, y in chosen) if chosen else float("nan")
        real_se = (statistics.stdev(y for _, y in chosen) / len(chosen) ** 0.5
                   if len(chosen) > 1 else float("nan"))
        print(f"{role}: slope {slope:.3f} ± {se:.3f} over {len(pairs)} keep pairs; where the "
              f"expert's keep differs from the hard one ({len(chosen)} deals) it credits "
              f"{pred:+.2f} and play-outs gave {real:+.2f} ± {real_se:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
