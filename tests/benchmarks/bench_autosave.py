"""Benchmark of the autosave's cost on the GUI thread, per move of played games.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_autosave.py [--games N] [--rounds R] [--seed S]
                                              [--pause-ms MS] [--before TREE]

Each variant runs in a child process of its own, off screen, with settings and data in
throw-away folders: a real `MainWindow` with a `MatchStore`, shown, animations off, plays
N whole games (seeds S, S+1, …) against the baseline computer (`BasicPlayer`, a
synchronous engine, so its replies come inside `perform` and no other thread runs
Python); the human's moves are the hint, and after each move the event loop runs for
``--pause-ms`` (a quick player) so the writer thread and its queued reports run as they
would. The cost of one autosave is the GUI thread's wall time in everything it causes
there, taken with `time.perf_counter`: the window's `saveMatch` call on a history change
(the match's bytes, and the write or the hand-over to the writer), and with the writer
also the wake of its thread from the event loop (`SaveWriter._wake`) and the delivery of
its report (`_on_save_finished`), both added to the autosave before them. The statistics
written at a game's end are not in it; the whole close of the window (window settings,
and the wait for the pending save) is timed apart. Not in it either: the moments the
writer thread takes the interpreter lock between its system calls while the GUI thread
runs Python (a few microseconds each, about ten a write).

Variants, all in the same run, R rounds of each, interleaved (a round runs every variant
once, in a rotated order) and pooled, so a busy spell of the machine falls on all:
    floor   this tree, the autosave's own work without any disk or thread: the bytes
            made and handed to a write that does nothing, on the GUI thread
            (``saveMatch(wait=True)`` with a no-op write); on a loaded machine its p95 and
            max are mostly the system's preemptions, the noise every variant has
    sync    this tree, every autosave written on the GUI thread (``saveMatch(wait=True)``:
            the bytes, then `write_atomic`: temporary file, fdatasync, rename)
    writer  this tree as the window runs it: the bytes made on the GUI thread, written
            by the `SaveWriter` thread (bursts coalesce; "writes" counts the writes done)
    before  with ``--before TREE`` (e.g. ``git worktree add /tmp/before c014f11``): that
            tree's own autosave, QSaveFile on the GUI thread, as it was

Prints, per variant, the number of autosaves and their wall time on the GUI thread
(median, p95, max, in milliseconds), the GUI thread's processor time in them (median,
p95, max: without the preemptions and the waits), the ratios of the wall times to the
sync baseline, and the longest close of the window.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED = 20240611

# The child: argv = variant ("floor", "sync", "writer" or "before"), games, seed, pause
# in ms, data folder. Prints one JSON object: the autosaves' [wall, processor] times and
# the close's wait in ms, and the writes the writer thread did.
_CHILD = r"""
import json, sys, time
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore
from crib_qt.rules import Phase
from crib_qt.ui.keeping import MatchKeeping
from crib_qt.ui.main_window import MainWindow

variant, games, seed, pause_ms, folder = (sys.argv[1], int(sys.argv[2]), int(sys.argv[3]),
                                          int(sys.argv[4]), sys.argv[5])
app = QApplication([])
times = []  # [wall ms, processor ms] of GUI-thread work per autosave

def timing(function, starts_a_save):
    def timed(self, *args, **kwargs):
        if starts_a_save and variant in ("floor", "sync"):
            kwargs["wait"] = True
        started, processor = time.perf_counter(), time.thread_time()
        result = function(self, *args, **kwargs)
        spent = [(time.perf_counter() - started) * 1000, (time.thread_time() - processor) * 1000]
        if starts_a_save or not times:
            times.append(spent)
        else:
            times[-1] = [a + b for a, b in zip(times[-1], spent)]
        return result
    return timed

MatchKeeping.saveMatch = timing(MatchKeeping.saveMatch, True)
if variant == "before":
    store = MatchStore(folder)
else:
    from crib_qt.save_writer import SaveWriter
    SaveWriter._wake = timing(SaveWriter._wake, False)
    MatchKeeping._on_save_finished = timing(MatchKeeping._on_save_finished, False)
    store = MatchStore(folder, SaveWriter(lambda path, data: None)) if variant == "floor" \
        else MatchStore(folder)
writes = []
if variant == "writer":
    store.writer.finished.connect(lambda owner, path, error: writes.append(error))
window = MainWindow(GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True),
                    store=store)
window.setBoardTimes(0, 0)
window.show()

def pause():
    loop = QEventLoop()
    QTimer.singleShot(pause_ms, loop.quit)
    loop.exec()

pause()
engine = window.engine
for game in range(games):
    if game:
        engine.newGame(seed + game)
    while engine.state.phase is not Phase.GAME_OVER:
        engine.perform(engine.hint())
        pause()
times_played = list(times)
started = time.perf_counter()
window.close()
closing = (time.perf_counter() - started) * 1000
pause()
print(json.dumps({"times": times_played, "close": closing, "writes": len(writes),
                  "failed": sum(1 for e in writes if e)}))
"""


def run_child(variant: str, tree: Path, games: int, seed: int, pause_ms: int) -> dict:
    """One variant's figures (see `_CHILD`), with crib_qt imported from `tree`."""
    with tempfile.TemporaryDirectory(prefix="crib-qt-bench-autosave-") as temp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree),
                   XDG_CONFIG_HOME=str(Path(temp) / "config"),
                   XDG_DATA_HOME=str(Path(temp) / "share"))
        folder = Path(temp) / "data"
        done = subprocess.run([sys.executable, "-c", _CHILD, variant, str(games), str(seed),
                               str(pause_ms), str(folder)], check=False, cwd=temp, env=env,
                              capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(f"the {variant} child failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def summary(times: list[float]) -> tuple[float, float, float]:
    """(median, p95, max) of `times`."""
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95, ordered[-1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="whole games each (default 3)")
    parser.add_argument("--rounds", type=int, default=2, help="runs of each (default 2)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--pause-ms", type=int, default=50,
                        help="the event loop runs this long after each move (default 50)")
    parser.add_argument("--before", type=Path, default=None,
                        help="a tree with the synchronous autosave as it was, run as well")
    args = parser.parse_args(argv)
    import PySide6
    print(f"Python {sys.version.split()[0]}, PySide6 {PySide6.__version__}, "
          f"{os.cpu_count()} CPUs; {args.games} games from seed {args.seed}, "
          f"{args.pause_ms} ms after each move, {args.rounds} rounds")
    variants = [("floor", ROOT), ("sync", ROOT), ("writer", ROOT)]
    if args.before is not None:
        variants.append(("before", args.before.resolve()))
    results: dict[str, dict] = {}
    for round_ in range(args.rounds):
        shift = round_ % len(variants)
        for name, tree in variants[shift:] + variants[:shift]:
            figures = run_child(name, tree, args.games, args.seed, args.pause_ms)
            pooled = results.setdefault(name, {"times": [], "close": [], "writes": 0,
                                               "failed": 0})
            pooled["times"] += figures["times"]
            pooled["close"].append(figures["close"])
            pooled["writes"] += figures["writes"]
            pooled["failed"] += figures["failed"]
    base = summary([wall for wall, _ in results["sync"]["times"]])
    print(f"{'':8} {'saves':>5}   wall: {'median':>7} {'p95':>7} {'max':>7}   "
          f"processor: {'median':>6} {'p95':>6} {'max':>6}   wall / sync's   closing")
    for name, _ in variants:
        walls = summary([wall for wall, _ in results[name]["times"]])
        processor = summary([cpu for _, cpu in results[name]["times"]])
        ratios = " ".join(f"{f / b:4.2f}" for f, b in zip(walls, base))
        extra = (f"   writes {results[name]['writes']} ({results[name]['failed']} failed)"
                 if name == "writer" else "")
        print(f"{name:8} {len(results[name]['times']):5d}         "
              + " ".join(f"{f:7.3f}" for f in walls) + "              "
              + " ".join(f"{f:6.3f}" for f in processor)
              + f"   {ratios}   {max(results[name]['close']):7.3f} ms (max){extra}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
