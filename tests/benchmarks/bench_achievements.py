"""Benchmark of the achievements' look through a match's events after each move
(issue 21, crib_qt/achievement_events.py `detect`, run on the GUI thread by
crib_qt/ui/achievement_keeper.py).

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_achievements.py [--games N]

Prints, measured in the same run (so ratios hold across machines), per finished game
(the longest list a move looks through): `detect` with nothing earned yet, and with
the game's own achievements earned (`skip`, as the keeper asks), in ms, against the
baseline of `GameEngine.events()` (which the keeper calls first). Target: well under
a frame (16 ms); measured 0.66 ms for seed 4's 184 events on the 2-core test machine,
where every rule asked of every event took 4.9 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time


def _time(call, repeat: int = 30) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        call()
    return (time.perf_counter() - start) / repeat * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    games = parser.parse_args().games
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841
    from crib_qt.achievement_events import detect
    from crib_qt.ai import BasicPlayer
    from crib_qt.engine import GameEngine
    from crib_qt.rules import Phase

    rows = []
    for seed in range(1, games + 1):
        engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
        while engine.state.phase is not Phase.GAME_OVER:
            engine.perform(engine.hint())
        events = engine.events()
        earned = detect(events)
        rows.append((len(events), _time(engine.events), _time(lambda e=events: detect(e)),
                     _time(lambda e=events, s=earned: detect(e, skip=s))))
    for name, column in (("events", 0), ("events() ms", 1), ("detect ms", 2),
                         ("detect, earned skipped ms", 3)):
        values = [row[column] for row in rows]
        print(f"{name:>28}: mean {statistics.mean(values):7.3f}  max {max(values):7.3f}")
    ratio = statistics.mean(r[2] for r in rows) / statistics.mean(r[1] for r in rows)
    print(f"detect / events(): {ratio:.1f}x")


if __name__ == "__main__":
    main()
