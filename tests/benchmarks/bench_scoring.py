"""Benchmark of the show scorer (R5) and of the full R5.7 enumeration.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_scoring.py [--hands N] [--repeat R]

Prints, all measured in the same run so results can be compared across machines as
ratios to the baseline:

* baseline: a bare loop doing ``sum()`` over the 5 values of each sampled hand;
* ``score_hand`` (hand rule and crib rule) over a fixed seeded sample of
  (4-card hand, starter) pairs, in hands per second;
* ``score_play`` over the same cards laid as series, in series per second;
* the full enumeration of all 12,994,800 (hand, starter) combinations with the
  grouping shared with the tests (``tests/rules/hand_table.py``), checked against
  the known counts.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "rules")]

from crib_qt.rules.cards import DECK  # noqa: E402
from crib_qt.rules.scoring import score_hand, score_play  # noqa: E402
from hand_table import COMBINATIONS, group_hands, score_tables, starter_classes  # noqa: E402

SEED = 20240521


def best_of(repeat: int, fn) -> float:
    """The fastest of `repeat` runs of `fn()`, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=50_000, help="sampled hands (default 50000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per timing, best kept")
    args = parser.parse_args(argv)

    rng = random.Random(SEED)
    deals = [rng.sample(DECK, 5) for _ in range(args.hands)]
    sample = [(tuple(cards[:4]), cards[4]) for cards in deals]
    values = [[c.value for c in cards] for cards in deals]
    series = []  # the same cards laid in order while the count stays at most 31
    for cards in deals:
        laid, count = [], 0
        for c in cards:
            if count + c.value <= 31:
                laid.append(c)
                count += c.value
        series.append(tuple(laid))

    def baseline() -> None:
        for v in values:
            sum(v)

    def hands() -> None:
        for hand, starter in sample:
            score_hand(hand, starter)

    def cribs() -> None:
        for hand, starter in sample:
            score_hand(hand, starter, is_crib=True)

    def plays() -> None:
        for s in series:
            score_play(s)

    n = len(sample)
    t_base = best_of(args.repeat, baseline)
    t_hand = best_of(args.repeat, hands)
    t_crib = best_of(args.repeat, cribs)
    t_play = best_of(args.repeat, plays)

    print(f"Python {sys.version.split()[0]}, {n} sampled hands, seed {SEED}, best of {args.repeat}")
    print(f"{'baseline sum() of 5 values':32} {n / t_base:>14,.0f} /s   1.0x baseline time")
    for label, t in (
        ("score_hand (hand)", t_hand),
        ("score_hand (crib)", t_crib),
        ("score_play (series)", t_play),
    ):
        print(f"{label:32} {n / t:>14,.0f} /s   {t / t_base:,.1f}x baseline time")

    start = time.perf_counter()
    groups = group_hands()
    t_group = time.perf_counter() - start
    start = time.perf_counter()
    hand_table, crib_table = score_tables(groups)
    t_score = time.perf_counter() - start
    calls = 2 * sum(len(starter_classes(g.hand)) for g in groups)
    assert sum(hand_table.values()) == sum(crib_table.values()) == COMBINATIONS
    assert hand_table[0] == 1_009_008 and crib_table[0] == 1_022_208
    assert hand_table[29] == 4 and hand_table[28] == 76
    t_full = t_group + t_score
    print(
        f"full enumeration of {COMBINATIONS:,} (hand, starter), hand + crib tables: "
        f"{t_full:.2f} s (grouping {t_group:.2f} s into {len(groups):,} groups, "
        f"{calls:,} score_hand calls {t_score:.2f} s); "
        f"= the time of {t_full / (t_base / n) / 1e6:,.1f}M baseline sums"
    )
    print(
        f"  brute force would be {2 * COMBINATIONS:,} score_hand calls: "
        f"~{2 * COMBINATIONS * t_hand / n:.0f} s at the measured rate"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
