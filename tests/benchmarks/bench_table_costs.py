"""Benchmark of two costs that must not grow as a match goes on: a score-log row, and the
frame after a score on the peg board.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_table_costs.py [--rows N] [--frames N] [--scales 1 2]
                                                 [--clock wall|cpu] [--before DIR]
                                                 [--repeat N] [--interleave DIR]

``--scales`` with no value skips (b); ``--before DIR`` first runs part (a) of this benchmark
in a child on the crib_qt of DIR (a worktree of an older commit: ``--tree DIR`` puts it
first on the path), in the same run and measured the same way. ``--interleave DIR`` then
appends DIR's rows and this tree's in turn, row by row, in one process (log_rows_ab.py):
on a machine busy with other work, a fair before/after ratio.

Everything runs off screen (``QT_QPA_PLATFORM=offscreen``) with settings in a throw-away
directory; each part prints a baseline measured in the same run, so results compare
across machines as ratios. Times are wall-clock, or with ``--clock cpu`` the GUI thread's
own CPU time (``time.thread_time``): on a machine busy with other work, that is what the
code costs without the waits for a core.

(a) Score-log rows. A ``QMainWindow`` (1280 × 860, as the game's) with the score log in a
    right dock, shown or hidden, as ``MainWindow`` has it. N rows are added one at a
    time as the board adds them (``ScoreLogModel.append``: a ``HandShown`` before each
    show's count, some counts long enough to wrap); each row is timed from the append
    until the event loop has nothing left to do for it (``processEvents``: delayed
    layouts, scrolling, the repaint of the dock when shown). The row's own work is that
    time less the repaint of the window (its ``UpdateRequest``: painting the dock's
    visible rows and flushing them, a frame of the log, timed apart). Each case runs
    ``--repeat`` times (a new window each time) and each row's cost is the median of its
    runs. Prints the median, best and worst in milliseconds for rows 1–10, 50–80 and
    190–200, beside the same appends to a model no view shows (the baseline), the ratio
    of the medians, and the repaints apart; then each of rows 1–10 and 190–200 alone:
    the baseline, the row shown, its repaint, both, and the row hidden.

(b) Frames. For each scale, a child process (``QT_SCALE_FACTOR``) shows the real
    ``MainWindow`` (1280 × 860, a synchronous engine, moves instant) mid-play, then
    times ``repaint()`` of the board view's viewport (a whole frame: the view repaints
    its whole viewport, painted into the backing store and flushed):
    a steady frame (nothing changed), and the frame right after a score (the scene's
    call ``PegBoardItem.setPegs(seat, front, back, duration_ms=0)`` just before it, not
    timed; its own cost is printed apart). Prints the median, best and worst of N frames
    of each, interleaved, in milliseconds, and the ratio of the medians (the steady
    frame is the baseline).
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["QT_QPA_PLATFORM"] = "offscreen"
_CONFIG = tempfile.TemporaryDirectory(prefix="crib-qt-bench-")
os.environ["XDG_CONFIG_HOME"] = _CONFIG.name  # never the user's settings
_DATA = tempfile.TemporaryDirectory(prefix="crib-qt-bench-data-")
os.environ["XDG_DATA_HOME"] = _DATA.name  # nor saves or statistics

SEED = 20240611
WIDTH, HEIGHT = 1280, 860  # MainWindow's own default size
RANGES = ((1, 10), (50, 80), (190, 200))  # rows reported, 1-based, inclusive
CLOCKS = {"wall": time.perf_counter,  # what the player waits
          "cpu": time.thread_time}  # what the GUI thread spends: on a busy machine, its own
CLOCK = CLOCKS["wall"]


# --- (a) score-log rows ---------------------------------------------------------------------


def _log_events(rows: int, package: str = "crib_qt") -> list[tuple[int, object]]:
    """(hand, event) pairs that make `rows` rows: each hand four pegging scores, then the
    show of both hands and the crib (a `HandShown` before each), the crib's count long;
    made of `package`'s rules (another tree's, see log_rows_ab.py)."""
    import importlib

    rules = importlib.import_module(package + ".rules")
    scoring = importlib.import_module(package + ".rules.scoring")
    Card, HandShown, Scored = rules.Card, rules.HandShown, rules.Scored  # noqa: N806
    Score, ScoreItem, ScoreKind = scoring.Score, scoring.ScoreItem, scoring.ScoreKind  # noqa: N806

    five, jack = Card.parse("5H"), Card.parse("JD")
    pegging = [ScoreItem(ScoreKind.GO, 1), ScoreItem(ScoreKind.FIFTEEN, 2, (five, jack)),
               ScoreItem(ScoreKind.PAIR, 2, (five, five)), ScoreItem(ScoreKind.THIRTY_ONE, 2)]
    hand = [ScoreItem(ScoreKind.FIFTEEN, 2)] * 2 + [ScoreItem(ScoreKind.RUN, 3)]
    crib = ([ScoreItem(ScoreKind.FIFTEEN, 2)] * 4 + [ScoreItem(ScoreKind.PAIR, 2)] * 2 +
            [ScoreItem(ScoreKind.RUN, 3)] * 4 + [ScoreItem(ScoreKind.NOBS, 1)])
    events, totals, number = [], [0, 0], 0
    while len([e for e in events if isinstance(e[1], Scored)]) < rows:
        number += 1
        steps = [(seat % 2, [item], None) for seat, item in enumerate(pegging)]
        steps += [(1, hand, False), (0, hand, False), (0, crib, True)]
        for seat, items, is_crib in steps:
            score = Score.of(items)
            totals[seat] = (totals[seat] + score.total) % 121
            if is_crib is not None:
                events.append((number, HandShown(seat, (five,) * 4, jack, is_crib, score)))
            events.append((number, Scored(seat, score, tuple(totals))))
    return events


def _time_rows(app, model, events, rows: int, painted: list[float]
               ) -> tuple[list[float], list[float]]:
    """(the work of each of the first `rows` rows, appended one by one, less the repaints;
    those repaints), in milliseconds. `painted` gathers the paint times as they come."""
    from crib_qt.rules import Scored

    work, paint, pending = [], [], []
    gc.collect()
    for hand, event in events:
        if not isinstance(event, Scored):
            pending.append((hand, event))
            continue
        painted.clear()
        start = CLOCK()
        for shown in pending:
            model.append(*shown)
        model.append(hand, event)
        app.processEvents()
        total = (CLOCK() - start) * 1000
        work.append(total - sum(painted))
        paint.append(sum(painted))
        pending = []
        if len(work) == rows:
            break
    return work, paint


def _log_window(model, shown: bool, painted: list[float]):
    """The window with the log in a dock; `painted` gathers how long each of its repaints
    takes, in milliseconds."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

    from crib_qt.ui.score_log_view import ScoreLogView

    class Window(QMainWindow):
        def event(self, event) -> bool:
            if event.type() != QEvent.Type.UpdateRequest:
                return super().event(event)
            start = CLOCK()
            done = super().event(event)
            painted.append((CLOCK() - start) * 1000)
            return done

    window = Window()
    window.setMinimumSize(800, 600)  # as MainWindow (offscreen warns of changing bounds)
    window.setCentralWidget(QWidget())
    dock = QDockWidget("Score log", window)
    dock.setObjectName("scoreLogDock")
    dock.setWidget(ScoreLogView(model, window))
    dock.setVisible(shown)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(WIDTH, HEIGHT)
    window.show()
    return window


def _summary(times: list[float]) -> str:
    parts = []
    for first, last in RANGES:
        part = times[first - 1:last]
        if part:
            parts.append(f"{statistics.median(part):6.3f} /{min(part):6.3f} /{max(part):7.3f}")
    return "   ".join(parts)


def bench_log(rows: int, repeat: int = 3) -> None:
    from PySide6.QtWidgets import QApplication

    from crib_qt.models import ScoreLogModel

    app = QApplication.instance() or QApplication([sys.argv[0]])
    painted: list[float] = []
    events = _log_events(rows)
    heads = "   ".join(f"{f'rows {a}-{b}':>23}" for a, b in RANGES if a <= rows)
    print(f"(a) score-log rows, {rows} rows one by one, offscreen {WIDTH}x{HEIGHT} window, "
          f"each row the median of {repeat} runs, milliseconds a row: median / best / worst")
    print(f"    {'':22} {heads}")
    work, paint = {}, {}
    for name, shown in (("model only", None), ("dock shown", True), ("dock hidden", False)):
        runs = []
        for _ in range(repeat):
            model = ScoreLogModel()
            model.setPlayerNames(("You", "Computer"))
            window = None if shown is None else _log_window(model, shown, painted)
            for _ in range(5):
                app.processEvents()
            runs.append(_time_rows(app, model, events, rows, painted))
            if window is not None:
                window.close()
                window.deleteLater()
            app.processEvents()
        work[name] = [statistics.median(run[0][i] for run in runs) for i in range(rows)]
        paint[name] = [statistics.median(run[1][i] for run in runs) for i in range(rows)]
        print(f"    {name + ' (row)':22} {_summary(work[name])}")
        if shown:
            print(f"    {name + ' (repaint)':22} {_summary(paint[name])}")
    base = work["model only"]
    for name in ("dock shown", "dock hidden"):
        ratios = []
        for first, last in RANGES:
            if first <= rows:
                ratios.append(statistics.median(work[name][first - 1:last]) /
                              statistics.median(base[first - 1:last]))
        growth = (statistics.median(work[name][RANGES[-1][0] - 1:RANGES[-1][1]]) /
                  statistics.median(work[name][:RANGES[0][1]])) if rows >= RANGES[-1][0] else 0
        print(f"    {name} row / model only (medians): " +
              ", ".join(f"{r:.0f}x" for r in ratios) +
              (f"; last rows / first rows: {growth:.2f}x" if growth else ""))
    print(f"    each row, milliseconds: {'row':>5} {'model only':>11} {'shown row':>10} "
          f"{'repaint':>8} {'both':>7} {'hidden row':>11}")
    shown_row, shown_paint = work["dock shown"], paint["dock shown"]
    for first, last in (RANGES[0], RANGES[-1]):
        for row in range(first, min(last, rows) + 1):
            i = row - 1
            print(f"    {'':24}{row:5} {base[i]:11.3f} {shown_row[i]:10.3f} "
                  f"{shown_paint[i]:8.3f} {shown_row[i] + shown_paint[i]:7.3f} "
                  f"{work['dock hidden'][i]:11.3f}")


# --- (b) frames -----------------------------------------------------------------------------


def _frames_child(frames: int) -> None:
    """In a child process: print the frame timings of the real window at this scale."""
    from PySide6.QtWidgets import QApplication

    from crib_qt.engine import GameEngine
    from crib_qt.rules import Phase
    from crib_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0]])
    engine = GameEngine(seed=SEED, synchronous=True)  # a script: the replies come in place
    window = MainWindow(engine)
    window.setBoardTimes(0, 0)
    window.resize(WIDTH, HEIGHT)
    window.show()
    for _ in range(500):  # a busy table: mid-play, cards in the pile, pegs moved
        state = engine.state
        if state.phase is Phase.PLAY and len(state.played) >= 3 and state.to_act == 0:
            break
        engine.perform(engine.hint())
        app.processEvents()
    for _ in range(20):
        app.processEvents()
    viewport = window.view.viewport()
    board = window.scene.pegBoard
    for _ in range(5):  # warm: every cache filled
        viewport.repaint()
    steady, after, set_pegs = [], [], []
    gc.collect()
    for i in range(frames):
        start = CLOCK()
        viewport.repaint()
        steady.append((CLOCK() - start) * 1000)
        seat = i % 2
        front = 1 + (i // 2) % 120
        start = CLOCK()
        board.setPegs(seat, front, max(0, front - 3), duration_ms=0)
        set_pegs.append((CLOCK() - start) * 1000)
        start = CLOCK()
        viewport.repaint()
        after.append((CLOCK() - start) * 1000)
    ratio = viewport.devicePixelRatioF()
    print(f"dpr {ratio:g} {viewport.width()}x{viewport.height()}")
    for name, times in (("steady", steady), ("after", after), ("setPegs", set_pegs)):
        print(name, " ".join(f"{t:.4f}" for t in times))
    window.close()


def bench_frames(frames: int, scales: list[str], clock: str = "wall") -> None:
    print(f"(b) frames of the board view, {WIDTH}x{HEIGHT} window mid-play, {frames} of each, "
          f"milliseconds: median / best / worst")
    for scale in scales:
        env = dict(os.environ, QT_SCALE_FACTOR=scale)
        out = subprocess.run([sys.executable, __file__, "--frames-child", str(frames),
                              "--clock", clock],
                             env=env, capture_output=True, text=True, timeout=600, check=False)
        if out.returncode != 0:
            raise RuntimeError(f"scale {scale} child failed:\n{out.stdout}\n{out.stderr}")
        lines = out.stdout.splitlines()
        series = {line.split()[0]: [float(t) for t in line.split()[1:]] for line in lines[1:]}
        med = {name: statistics.median(times) for name, times in series.items()}
        spread = {name: f"{med[name]:.2f} / {min(times):.2f} / {max(times):.2f}"
                  for name, times in series.items()}
        print(f"    QT_SCALE_FACTOR={scale} ({lines[0]}):")
        print(f"        steady frame           {spread['steady']}")
        print(f"        frame after a score    {spread['after']}   "
              f"(after / steady {med['after'] / med['steady']:.2f}x)")
        print(f"        setPegs itself         {spread['setPegs']}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=200, help="score-log rows (default 200)")
    parser.add_argument("--frames", type=int, default=120, help="frames of each (default 120)")
    parser.add_argument("--scales", nargs="*", default=["1", "2"],
                        help="QT_SCALE_FACTOR of each frames child (default 1 2)")
    parser.add_argument("--repeat", type=int, default=3,
                        help="runs of each score-log case; a row's cost is their median "
                             "(default 3)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall-clock time (default) or the GUI thread's CPU time")
    parser.add_argument("--before", type=Path, default=None,
                        help="another checkout (an older commit's worktree): its own copy of "
                             "this benchmark's part (a) runs first, in a child, so both "
                             "trees' rows are measured in the same run")
    parser.add_argument("--interleave", type=Path, default=None,
                        help="another checkout: after part (a), its score-log rows and "
                             "this tree's are appended in turn in one process, row by "
                             "row, which shares a changing load fairly (log_rows_ab.py)")
    parser.add_argument("--tree", type=Path, default=None,
                        help="measure the crib_qt of this checkout instead of this one")
    parser.add_argument("--frames-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    global CLOCK
    CLOCK = CLOCKS[args.clock]
    if args.tree is not None:
        sys.path.insert(0, str(args.tree.resolve()))
    if args.frames_child is not None:
        _frames_child(args.frames_child)
        return 0
    import PySide6

    import crib_qt
    print(f"Python {sys.version.split()[0]}, PySide6 {PySide6.__version__}, "
          f"{os.cpu_count()} CPUs, {args.clock} clock, load {os.getloadavg()[0]:.1f}, "
          f"crib_qt of {Path(crib_qt.__file__).parents[1]}")
    if args.before is not None:
        out = subprocess.run([sys.executable, __file__, "--tree", str(args.before.resolve()),
                              "--rows", str(args.rows), "--repeat", str(args.repeat),
                              "--clock", args.clock, "--scales"],
                             capture_output=True, text=True, timeout=900, check=False)
        if out.returncode != 0:
            raise RuntimeError(f"the 'before' child failed:\n{out.stdout}\n{out.stderr}")
        print(f"BEFORE ({out.stdout.splitlines()[0].split(', ')[-1]}):")
        for line in out.stdout.splitlines()[1:]:
            if not line.startswith("(b)"):
                print("  " + line)
        print("NOW:")
    bench_log(args.rows, args.repeat)
    if args.interleave is not None:
        from log_rows_ab import bench_interleaved

        bench_interleaved(args.interleave.resolve(), args.rows, args.repeat)
    bench_frames(args.frames, args.scales, args.clock)
    return 0


if __name__ == "__main__":
    sys.exit(main())
