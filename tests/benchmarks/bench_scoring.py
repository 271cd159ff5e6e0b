"""Benchmark of the show scorers (R5) and of the full R5.7 enumeration.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_scoring.py [--hands N] [--repeat R]

Prints, all measured in the same run so results can be compared across machines as
ratios to the baseline:

* baseline: a bare loop doing ``sum()`` over the 5 values of each sampled hand;
* the itemised ``score_hand`` and the totals path ``score_total`` (hand rule and
  crib rule) over a fixed seeded sample of (4-card hand, starter) pairs, in pairs
  per second;
* ``score_play`` over the same cards laid as series, in series per second;
* the full enumeration of all 12,994,800 (hand, starter) combinations, hand and crib
  tables (``tests/rules/hand_table.py``): with the totals path by rank multiset
  (`total_tables`; cold, its rank cache empty, and warm), and with the itemised
  scorer by the finer hand grouping (`score_tables`, run once: it takes seconds),
  each checked against the known counts. Target for the totals path: 0.5 s.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "rules")]

from crib_qt.rules import score_totals  # noqa: E402
from crib_qt.rules.cards import DECK  # noqa: E402
from crib_qt.rules.score_totals import score_total  # noqa: E402
from crib_qt.rules.scoring import score_hand, score_play  # noqa: E402
from hand_table import (COMBINATIONS, group_hands, score_tables, starter_classes,  # noqa: E402
                        total_tables)

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

    def over_sample(scorer, is_crib: bool):
        def run() -> None:
            for hand, starter in sample:
                scorer(hand, starter, is_crib=is_crib)
        return run

    def plays() -> None:
        for s in series:
            score_play(s)

    n = len(sample)
    t_base = best_of(args.repeat, baseline)
    rows = [(f"{scorer.__name__} ({'crib' if is_crib else 'hand'})",
             best_of(args.repeat, over_sample(scorer, is_crib)))
            for scorer in (score_hand, score_total) for is_crib in (False, True)]
    rows.append(("score_play (series)", best_of(args.repeat, plays)))

    print(f"Python {sys.version.split()[0]}, {n} sampled hands, seed {SEED}, best of {args.repeat}")
    print(f"{'baseline sum() of 5 values':32} {n / t_base:>14,.0f} /s   1.0x baseline time")
    for label, t in rows:
        print(f"{label:32} {n / t:>14,.0f} /s   {t / t_base:,.1f}x baseline time")

    def cold() -> None:
        score_totals._RANK_CACHE.clear()  # every rank multiset scored again
        total_tables()

    t_cold = best_of(args.repeat, cold)
    t_warm = best_of(args.repeat, total_tables)
    totals = total_tables()
    check(*totals)

    start = time.perf_counter()
    groups = group_hands()
    t_group = time.perf_counter() - start
    start = time.perf_counter()
    itemised = score_tables(groups)
    t_score = time.perf_counter() - start
    check(*itemised)
    assert (dict(itemised[0]), dict(itemised[1])) == totals
    calls = 2 * sum(len(starter_classes(g.hand)) for g in groups)
    t_item = t_group + t_score
    sums = t_base / n  # seconds per baseline sum

    print(f"full enumeration of {COMBINATIONS:,} (hand, starter), hand + crib tables, "
          f"equal both ways:")
    print(f"  totals path, by rank multiset, cold  {t_cold:6.3f} s = {t_cold / sums / 1e6:6.2f}M "
          f"baseline sums   (target 0.5 s)")
    print(f"  totals path, by rank multiset, warm  {t_warm:6.3f} s = {t_warm / sums / 1e6:6.2f}M "
          f"baseline sums")
    print(f"  itemised score_hand, by hand key     {t_item:6.3f} s = {t_item / sums / 1e6:6.2f}M "
          f"baseline sums   ({t_item / t_cold:.0f}x the totals path cold; grouping "
          f"{t_group:.2f} s into {len(groups):,} groups, {calls:,} calls {t_score:.2f} s)")
    t_hand = rows[0][1]
    print(f"  brute force would be {2 * COMBINATIONS:,} score_hand calls: "
          f"~{2 * COMBINATIONS * t_hand / n:.0f} s at the measured rate")
    return 0


def check(hand_table, crib_table) -> None:
    """The tables sum to every pair and hold a few known counts (R5.7)."""
    assert sum(hand_table.values()) == sum(crib_table.values()) == COMBINATIONS
    assert hand_table[0] == 1_009_008 and crib_table[0] == 1_022_208
    assert hand_table[29] == 4 and hand_table[28] == 76


if __name__ == "__main__":
    raise SystemExit(main())
