"""Benchmark of start-up (process start to first painted frame) and of a full board render.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_startup.py [--runs N] [--renders N] [--seed S]

Both parts run off screen (``QT_QPA_PLATFORM=offscreen``) with settings in a
throw-away directory, and always print a baseline measured in the same run, so
results compare across machines as ratios:

(a) Start-up. The parent takes ``time.monotonic()`` just before spawning a
    ``python -c`` child. The child builds its window, shows it, and watches the
    paint events of its content widget with an event filter; once the first paint
    event has been delivered and control is back in the event loop (the frame is
    painted), it prints its own ``time.monotonic()`` and quits. On Linux, macOS and
    Windows that clock is system-wide, so child stamp minus parent stamp is the time
    from spawn to first frame. The parent also notes when the process has exited.
    Children: crib-qt (``create_application`` + ``GameEngine`` + ``MainWindow``,
    content = the board view's viewport) and a bare PySide6 window (``QWidget``
    holding a ``QLabel``, content = the label), same size, N runs each, interleaved
    and alternating which goes first, after one discarded warm-up run of each.

(b) Render. ``BoardScene.render`` of the whole 1600 × 1000 table (mid-play: hands,
    pile, starter, crib, pegs) into a QImage of the same size with the view's render
    hints, median over N renders (the first, cold one reported apart: it fills the
    card pixmap cache), beside an empty ``QGraphicsScene`` of the same size rendered
    the same way.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ["QT_QPA_PLATFORM"] = "offscreen"
_CONFIG = tempfile.TemporaryDirectory(prefix="crib-qt-bench-")
os.environ["XDG_CONFIG_HOME"] = _CONFIG.name  # never the user's settings

SEED = 20240611
WIDTH, HEIGHT = 1280, 860  # MainWindow's own default size

# --- (a) start-up -------------------------------------------------------------------------

# Shared by both children: report the first paint of `content`, then quit.
_REPORTER = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
class FirstPaint(QObject):
    def __init__(self, app):
        super().__init__()
        self.app, self.seen = app, False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.report)  # runs once this paint has been done
        return False
    def report(self):
        print(f"painted {time.monotonic():.6f}", flush=True)
        self.app.quit()
"""

CHILDREN = {
    "bare": _REPORTER + textwrap.dedent(f"""
        from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget
        app = QApplication(sys.argv)
        window = QWidget()
        label = QLabel("Hello", window)
        QVBoxLayout(window).addWidget(label)
        window.resize({WIDTH}, {HEIGHT})
        watcher = FirstPaint(app)
        label.installEventFilter(watcher)
        window.show()
        sys.exit(app.exec())
        """),
    "crib-qt": _REPORTER + textwrap.dedent(f"""
        sys.path.insert(0, {str(ROOT)!r})
        from crib_qt.app import create_application
        app = create_application(sys.argv)
        from crib_qt.engine import GameEngine
        from crib_qt.ui.main_window import MainWindow
        window = MainWindow(GameEngine(seed={SEED}))
        window.resize({WIDTH}, {HEIGHT})
        watcher = FirstPaint(app)
        window.view.viewport().installEventFilter(watcher)
        window.show()
        sys.exit(app.exec())
        """),
}


def spawn(kind: str, timeout: float = 60.0) -> tuple[float, float]:
    """One child run: (seconds from spawn to first frame, seconds from spawn to exit)."""
    start = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-c", CHILDREN[kind]], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=os.environ.copy())
    out, err = proc.communicate(timeout=timeout)
    exited = time.monotonic()
    stamps = [line.split()[1] for line in out.splitlines() if line.startswith("painted ")]
    if proc.returncode != 0 or not stamps:
        raise RuntimeError(f"{kind} child failed ({proc.returncode}):\n{out}\n{err}")
    return float(stamps[0]) - start, exited - start


def bench_startup(runs: int) -> None:
    print(f"(a) start-up, offscreen, {WIDTH}x{HEIGHT} window, {runs} runs each, interleaved")
    for kind in CHILDREN:  # warm-up: disk cache, .pyc files
        spawn(kind)
    times: dict[str, list[tuple[float, float]]] = {kind: [] for kind in CHILDREN}
    for i in range(runs):
        order = list(CHILDREN) if i % 2 == 0 else list(reversed(CHILDREN))
        for kind in order:
            times[kind].append(spawn(kind))
    header = f"    {'':8} {'first frame: median':>20} {'min':>8} {'max':>8}   {'exit: median':>13}"
    print(header)
    medians = {}
    for kind, pairs in times.items():
        frame = [p[0] * 1000 for p in pairs]
        done = [p[1] * 1000 for p in pairs]
        medians[kind] = (statistics.median(frame), statistics.median(done))
        print(f"    {kind:8} {medians[kind][0]:17.0f} ms {min(frame):5.0f} ms {max(frame):5.0f} ms"
              f"   {medians[kind][1]:10.0f} ms")
    print(f"    ratio crib-qt / bare (medians): first frame "
          f"{medians['crib-qt'][0] / medians['bare'][0]:.2f}x, exit "
          f"{medians['crib-qt'][1] / medians['bare'][1]:.2f}x; crib-qt adds "
          f"{medians['crib-qt'][0] - medians['bare'][0]:.0f} ms to the first frame")


# --- (b) one render of the whole table --------------------------------------------------------


def _time_renders(scene, renders: int, background_only: bool = False
                  ) -> tuple[float, list[float]]:
    """(first render, the others) in milliseconds; `background_only` paints just
    ``scene.drawBackground`` over the whole rect."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(1600, 1000, QImage.Format.Format_ARGB32_Premultiplied)
    target = QRectF(0, 0, 1600, 1000)
    hints = (QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform |
             QPainter.RenderHint.TextAntialiasing)
    times = []
    for _ in range(renders + 1):
        image.fill(Qt.GlobalColor.transparent)
        start = time.perf_counter()
        painter = QPainter(image)
        painter.setRenderHints(hints)
        if background_only:
            scene.drawBackground(painter, target)
        else:
            scene.render(painter, target, QRectF(0, 0, 1600, 1000))
        painter.end()
        times.append((time.perf_counter() - start) * 1000)
    return times[0], times[1:]


def bench_render(renders: int, seed: int) -> None:
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QApplication, QGraphicsScene

    from crib_qt.board.presenter import BoardPresenter
    from crib_qt.board.scene import BoardScene
    from crib_qt.engine import GameEngine
    from crib_qt.rules import Phase

    app = QApplication.instance() or QApplication([sys.argv[0]])
    engine = GameEngine(seed=seed, synchronous=True)  # a script: the replies come in place
    presenter = BoardPresenter(engine)
    presenter.pace_ms = presenter.count_ms = 0
    board = BoardScene(presenter)
    board.move_ms = 0
    # a busy table: mid-play, cards in the pile, the starter turned, pegs moved
    for _ in range(500):
        state = engine.state
        if state.phase is Phase.PLAY and len(state.played) >= 3 and state.to_act == 0:
            break
        engine.perform(engine.hint())
        app.processEvents()
    if not board.isSettled():
        raise RuntimeError("the board is still moving")
    empty = QGraphicsScene(0, 0, 1600, 1000)
    filled = QGraphicsScene(0, 0, 1600, 1000)
    filled.setBackgroundBrush(QColor("#164a2d"))
    print(f"(b) render the whole scene into a 1600x1000 QImage, median of {renders} "
          f"(hand {engine.state.hand_number}, {len(engine.state.played)} cards played, "
          f"{len(board.items())} items)")
    rows = {}
    cases = (("empty scene", empty, False), ("empty + fill", filled, False),
             ("board felt only", board, True), ("board", board, False))
    for name, scene, background_only in cases:
        first, rest = _time_renders(scene, renders, background_only)
        rows[name] = statistics.median(rest)
        print(f"    {name:15} median {rows[name]:7.2f} ms   min {min(rest):7.2f} ms   "
              f"max {max(rest):7.2f} ms   first (cold) {first:7.2f} ms")
    print(f"    board / empty scene: {rows['board'] / rows['empty scene']:.0f}x; board / "
          f"empty + fill: {rows['board'] / rows['empty + fill']:.1f}x; felt "
          f"{rows['board felt only'] / rows['board']:.0%} of the board's time; "
          f"{1000 / rows['board']:.0f} full-table frames per second")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="start-ups of each (default 10)")
    parser.add_argument("--renders", type=int, default=50, help="renders of each (default 50)")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    import PySide6
    print(f"Python {sys.version.split()[0]}, PySide6 {PySide6.__version__}, "
          f"{os.cpu_count()} CPUs")
    bench_startup(args.runs)
    bench_render(args.renders, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
