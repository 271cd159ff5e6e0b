"""Score-log rows of two trees in one process, row by row in turn, for bench_table_costs.py
(``--interleave DIR``): on a machine shared with other work the load changes from one
second to the next, and a before/after measured a few seconds apart can differ by half
from the load alone; rows taken in turn share it.

The other tree's ``crib_qt`` is copied into a temporary folder as the package
``crib_qt_before`` (the score log's modules import each other relatively). Each tree
gets its own window (1280 x 860, the log in a right dock, shown) and model, and each
row is appended to one, then to the other, and timed as part (a) times it: from the
append until the event loop has nothing left for it, less the window's repaints. The
two windows share the caches, so a row costs a little more than with one window alone:
the ratio is the figure here, part (a)'s one-window rows the absolute ones.
"""

from __future__ import annotations

import gc
import importlib
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

__all__ = ["bench_interleaved"]


def _window(package: str, painted: list[float]):
    """(window, model) of `package`'s score log, shown in a right dock."""
    import bench_table_costs as bench
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

    models = importlib.import_module(package + ".models")
    views = importlib.import_module(package + ".ui.score_log_view")

    class Window(QMainWindow):
        def event(self, event) -> bool:
            if event.type() != QEvent.Type.UpdateRequest:
                return super().event(event)
            start = bench.CLOCK()
            done = super().event(event)
            painted.append((bench.CLOCK() - start) * 1000)
            return done

    model = models.ScoreLogModel()
    model.setPlayerNames(("You", "Computer"))
    window = Window()
    window.setMinimumSize(800, 600)
    window.setCentralWidget(QWidget())
    dock = QDockWidget("Score log", window)
    dock.setWidget(views.ScoreLogView(model, window))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resize(bench.WIDTH, bench.HEIGHT)
    window.show()
    return window, model


def _groups(package: str, rows: int) -> list[list[tuple[int, object]]]:
    """The (hand, event) pairs of each of `rows` rows, of `package`'s own rules (each
    tree's model knows its own event classes): a row's `HandShown`, then its `Scored`."""
    import bench_table_costs as bench

    scored = importlib.import_module(package + ".rules").Scored
    groups, pending = [], []
    for hand, event in bench._log_events(rows, package):
        pending.append((hand, event))
        if isinstance(event, scored):
            groups.append(pending)
            pending = []
    return groups[:rows]


def bench_interleaved(before: Path, rows: int, repeat: int) -> None:
    """Print the rows of `before`'s crib_qt and this one's, each row's cost the median
    of `repeat` runs, in milliseconds: the median of rows 1-10, 50-80, 190-200 (as part
    (a)) and of rows 20 to `rows`, and the ratio now / before."""
    import bench_table_costs as bench
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    folder = tempfile.TemporaryDirectory(prefix="crib-qt-bench-ab-")
    shutil.copytree(before / "crib_qt", Path(folder.name) / "crib_qt_before",
                    ignore=shutil.ignore_patterns("__pycache__"))
    sys.path.insert(0, folder.name)
    names = ("crib_qt_before", "crib_qt")
    groups = {name: _groups(name, rows) for name in names}
    work: dict[str, list[list[float]]] = {name: [] for name in names}
    for _ in range(repeat):
        painted = {name: [] for name in names}
        shown = {name: _window(name, painted[name]) for name in names}
        for _ in range(5):
            app.processEvents()
        runs = {name: [] for name in names}
        gc.collect()
        for row in range(rows):
            for name in names:
                model = shown[name][1]
                painted[name].clear()
                start = bench.CLOCK()
                for hand, event in groups[name][row]:
                    model.append(hand, event)
                app.processEvents()
                runs[name].append((bench.CLOCK() - start) * 1000 - sum(painted[name]))
        for name in names:
            work[name].append(runs[name])
            shown[name][0].close()
            shown[name][0].deleteLater()
        app.processEvents()
    medians = {name: [statistics.median(run[i] for run in work[name]) for i in range(rows)]
               for name in names}
    print(f"(a') score-log rows with the dock shown, {before} and this tree row by row in "
          f"turn in one process, each row the median of {repeat} runs, milliseconds a "
          "row (median / best / worst):")
    for name, label in zip(names, ("before", "now")):
        print(f"    {label:8} {bench._summary(medians[name])}    rows 20-{rows}: "
              f"{statistics.median(medians[name][19:]):.3f}")
    ratios = [statistics.median(medians["crib_qt"][a - 1:b]) /
              statistics.median(medians["crib_qt_before"][a - 1:b])
              for a, b in bench.RANGES if b <= rows]
    whole = (statistics.median(medians["crib_qt"][19:]) /
             statistics.median(medians["crib_qt_before"][19:]))
    print("    now / before (medians): " + ", ".join(f"{r:.2f}x" for r in ratios) +
          f"; rows 20-{rows}: {whole:.2f}x")
