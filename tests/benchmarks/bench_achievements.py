"""Benchmark of the achievements' look after each move (issue 21): what
crib_qt/ui/achievement_keeper.py does on the GUI thread when a move arrives.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_achievements.py [--seeds N]

Plays N seeded best-of-seven matches (R7, first to 4 games, the baseline's hint against
the baseline) and times, in the same run, for each move:

- full: the look before session 26, `detect(engine.events(), skip=earned)`: every
  event of the match read again after every move;
- incremental: the keeper's look now after a move that follows the last one read: a
  `Detector` fed only the move's new events (after Undo and the like the keeper also
  calls `engine.events()` once, to place them);
- events(): `GameEngine.events()` alone, the baseline the full look includes.

Prints mean and max in ms over all moves and over the last quarter of each match (the
longest event lists), and the ratio full / incremental. Measured 2026-12-01 on the
2-core test machine: see the docstring's figures in the session's report.
"""

from __future__ import annotations

import argparse
import statistics
import time


def _ms(call) -> float:
    start = time.perf_counter()
    call()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=4)
    seeds = parser.parse_args().seeds
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841
    from crib_qt.achievement_events import Detector, detect
    from crib_qt.ai import BasicPlayer
    from crib_qt.engine import GameEngine
    from crib_qt.rules import NextGame

    rows: list[tuple[float, float, float, bool]] = []  # full, incremental, events(), late
    for seed in range(1, seeds + 1):
        engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
        engine.newGame(seed, games_to_win=4)
        detector, earned, looks = Detector(), set(), []

        def look(steps, detector=detector, earned=earned, looks=looks, engine=engine):
            new = [event for step in steps for event in step.events]
            full = _ms(lambda: detect(engine.events(), skip=earned))
            base = _ms(engine.events)
            inc = _ms(lambda: earned.update(detector.feed(new)))
            looks.append((full, inc, base))

        engine.stepsPerformed.connect(look)
        while engine.state.winner is None or engine.betweenGames():
            engine.perform(NextGame() if engine.betweenGames() else engine.hint())
        late = len(looks) * 3 // 4
        rows += [(f, i, b, n >= late) for n, (f, i, b) in enumerate(looks)]
        print(f"seed {seed}: {len(looks)} looks, {len(engine.events())} events, "
              f"{engine.state.match.game_number} games")
    for title, chosen in (("all moves", rows), ("last quarter", [r for r in rows if r[3]])):
        print(title)
        for name, column in (("full ms", 0), ("incremental ms", 1), ("events() ms", 2)):
            values = [row[column] for row in chosen]
            print(f"  {name:>16}: mean {statistics.mean(values):7.3f}  max {max(values):7.3f}")
        ratio = statistics.mean(r[0] for r in chosen) / statistics.mean(r[1] for r in chosen)
        print(f"  full / incremental: {ratio:.1f}x")


if __name__ == "__main__":
    main()
