"""Build the table of the cards players keep (kept_model.py).

Regenerate the shipped table (from the repository root)::

    python -m crib_qt.ai.build_kept_table

It writes ``crib_qt/ai/data/kept_table.json``. The default, 2,000,000 deals per role,
costs about 7 CPU-minutes (the shipped table: 2 processes on the shared two-core
machine, see its ``seconds``). ``--quick`` counts 2,000 deals per role in a second (for
tests). Pure Python, standard library only; ``--jobs N`` uses N processes (default:
every core). The result depends only on ``--seed``, ``--deals`` and ``--chunk`` (deals
per task, default 50,000), not on ``--jobs``. Rebuild after changing the expert's
discards at 0-0 (discard.py, the crib table; not the position table, which decides
only from `discard_win.WIN_FROM` points on).

Method: for each role, ``--deals`` random six-card hands of a full deck are dealt in
chunks, each chunk from its own generator seeded with the seed, the role and the
chunk's number. The expert discards each hand as it would at 0-0
(`discard.choose_discard`, level "expert", R3.2), and the ranks of the four cards it
keeps are counted. Suits are left out: the play, where the table is used, never
looks at them (R4).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ..rules.cards import DECK
from .crib_model import load_model
from .discard import choose_discard
from .kept_model import TABLE_FORMAT, TABLE_PATH, KeptModel, hand_key
from .table_output import write_table

__all__ = ["build", "count_kept", "main"]

_FULL = 2_000_000
_QUICK = 2_000
# Deals per task: the seeds of the chunks fix the result whatever the number of jobs.
_CHUNK = 50_000


def count_kept(seed: int, dealer: bool, chunk: int, deals: int) -> dict[str, int]:
    """{`kept_model.hand_key`: times kept} over `deals` hands of chunk number `chunk`
    that the expert discards as dealer (`dealer` True) or pone, at 0-0 (R3.2).

    Args:
        seed: the build's seed; with the role and `chunk` it seeds this chunk's deals.
        dealer: True to discard as the dealer, False as the pone.
        chunk: the chunk's number (0, 1, ...).
        deals: six-card hands dealt in this chunk.

    Returns:
        Counts adding up to `deals`.
    """
    rng = random.Random(f"{seed}:{'dealer' if dealer else 'pone'}:{chunk}")
    model = load_model()
    counts: dict[str, int] = {}
    for _ in range(deals):
        hand = rng.sample(DECK, 6)
        thrown = choose_discard(hand, dealer=dealer, level="expert", model=model, rng=rng).cards
        key = hand_key(tuple(sorted(c.rank for c in hand if c not in thrown)))
        counts[key] = counts.get(key, 0) + 1
    return counts


def _task(args: tuple[int, bool, int, int]) -> tuple[bool, dict[str, int]]:
    return args[1], count_kept(*args)


def build(deals: int, seed: int, jobs: int, chunk: int = _CHUNK,
          log=lambda text: print(text, flush=True)) -> dict:
    """Count the kept hands of `deals` hands per role, `chunk` per task in `jobs`
    processes (see the module doc).

    Args:
        deals: six-card hands per role (at least 1).
        seed: seeds every chunk (`count_kept`).
        jobs: worker processes (at least 1); the result does not depend on it.
        chunk: hands per task (at least 1).
        log: called with a line of progress after each task.

    Returns:
        The table as JSON-ready data (format `kept_model.TABLE_FORMAT`), with the
        command, seed, chunk and seconds it took.

    Raises:
        ValueError: the counts do not make a valid table (`KeptModel.from_data`).
    """
    start = time.perf_counter()
    tasks = [(seed, dealer, i, min(chunk, deals - first))
             for dealer in (True, False) for i, first in enumerate(range(0, deals, chunk))]
    kept: dict[str, dict[str, int]] = {"dealer": {}, "pone": {}}
    done = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for dealer, counts in pool.map(_task, tasks):
            role = kept["dealer" if dealer else "pone"]
            for key, n in counts.items():
                role[key] = role.get(key, 0) + n
            done += sum(counts.values())
            log(f"{done} of {2 * deals} deals in {time.perf_counter() - start:.0f} s")
    data = {
        "format": TABLE_FORMAT,
        "description": "Times the expert kept each four ranks (hex digits) at 0-0, per "
                       "role, out of 'deals' random six-card hands; built by "
                       "crib_qt.ai.build_kept_table (see its doc).",
        "command": "python -m crib_qt.ai.build_kept_table " + " ".join(sys.argv[1:]),
        "seed": seed,
        "deals": deals,
        "chunk": chunk,
        "seconds": round(time.perf_counter() - start, 1),
        "kept": {role: dict(sorted(counts.items())) for role, counts in kept.items()},
    }
    KeptModel.from_data(data)  # the same checks as when it is read
    return data


def main(argv: list[str] | None = None) -> int:
    """Command line: see the module doc (``--help`` lists the options)."""
    parser = argparse.ArgumentParser(prog="python -m crib_qt.ai.build_kept_table",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=TABLE_PATH, help="output JSON file")
    parser.add_argument("--quick", action="store_true", help="tiny samples, a second")
    parser.add_argument("--deals", type=int, help="six-card hands discarded per role")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chunk", type=int, default=_CHUNK, help="deals per task")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    deals = args.deals if args.deals is not None else _QUICK if args.quick else _FULL
    if min(deals, args.chunk, args.jobs) < 1:
        parser.error("--deals, --chunk and --jobs must be at least 1")
    data = build(deals, args.seed, args.jobs, args.chunk)
    write_table(args.out, data, indent=0)
    print(f"wrote {args.out} in {data['seconds']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
