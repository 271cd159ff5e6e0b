"""Benchmark of start-up (process start to first painted frame) and of a full board render.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_startup.py [--runs N] [--renders N] [--seed S]
                                             [--tree DIR] [--before DIR] [--startup-only]
                                             [--count-version] [--save long|FILE]

Both parts run off screen (``QT_QPA_PLATFORM=offscreen``) with settings and saves in
throw-away directories, and always print a baseline measured in the same run, so
results compare across machines as ratios:

(a) Start-up. The parent takes ``time.monotonic()`` just before spawning a
    ``python -c`` child; the child stamps each line it prints with its own
    ``time.monotonic()`` (on Linux, macOS and Windows that clock is system-wide), so a
    line's stamp minus the parent's is the time from spawn to that line. The parent
    also notes when the process has exited. Children:

    * crib-qt: exactly what the ``crib-qt`` command runs (``crib_qt.app.main``) with
      ``--smoke``, which prints its line one turn of the event loop after the board
      view's first paint event (the frame is done) and quits. So it is the whole
      start: command line, QApplication, the language, the saved match resumed
      (the warm-up run leaves one), the window, the first frame, with the peg board's
      art read back from the cache folder (the warm-up run leaves it, as any earlier
      start of the game does: board/rendering_store.py). The version that
      line names is known to the child beforehand: the game looks it up only after
      the first frame (``--count-version`` counts that look-up, as runs before
      issue 14's third pass did).
    * bare: a PySide6 ``QWidget`` holding a ``QLabel``, the same size, that prints
      its line the same way after the label's first paint event.

    N runs each, interleaved and rotating which goes first, after one discarded
    warm-up run of each. With ``--before DIR`` a third child starts the crib_qt in DIR
    (say a worktree of an older commit) in the same runs, so before and after are
    measured side by side against the same bare windows. The children run with compiled bytecode cached (in a
    throw-away ``PYTHONPYCACHEPREFIX``, even when ``PYTHONDONTWRITEBYTECODE`` is set
    here), as an installed game does: pip compiles a wheel's modules when it installs
    them. The crib_qt measured is the one in ``--tree`` (default: the first
    ``PYTHONPATH`` entry holding a crib_qt package, else this checkout), so an older
    commit can be measured with this same script::

        git worktree add /tmp/before <commit>
        PYTHONPATH=/tmp/before python tests/benchmarks/bench_startup.py

    With ``--save`` every crib-qt start resumes that save, put back in the data folder
    before each run: ``long`` is a long match made here (`long_save`: seed 10, first to
    4, games 1-6 played by the baseline players, game 7 restarted and played into its
    third hand, so the save's "earlier" holds some 800 actions of games 1-6, as a real
    game-7 save did: issue 14), or the path of a save file.

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
os.environ["XDG_DATA_HOME"] = _CONFIG.name  # nor the user's saved match
os.environ["XDG_CACHE_HOME"] = _CONFIG.name  # nor the user's kept renderings

SEED = 20240611
WIDTH, HEIGHT = 1280, 860  # MainWindow's own default size

# --- (a) start-up -------------------------------------------------------------------------

# Shared by both children: every line printed is stamped with the monotonic clock and
# the processor time the process has used so far.
_STAMPS = """
import sys, time
class _Stamped:
    def __init__(self, out):
        self.out = out
    def write(self, text):
        for line in text.splitlines(keepends=True):
            self.out.write(f"{time.monotonic():.6f} {time.process_time():.6f} {line}")
        return len(text)
    def flush(self):
        self.out.flush()
sys.stdout = _Stamped(sys.stdout)
"""


def _crib_child(tree: Path, count_version: bool = False) -> str:
    # `--smoke` prints its line with the game's version, looked up in the installed
    # metadata (`importlib.metadata`, 20-30 ms) in the callback that runs once the first
    # frame is done: after the frame, but before the line's stamp. Unless asked to count
    # it (`--count-version`), the child knows its version beforehand, as the package does
    # once `settle` has looked it up, so the stamp is the first frame's.
    known = "" if count_version else "import crib_qt; crib_qt.__version__ = 'bench'"
    return _STAMPS + textwrap.dedent(f"""
        sys.path.insert(0, {str(tree)!r})
        {known}
        from crib_qt.app import main
        sys.exit(main(["crib-qt", "--smoke"]))
        """)


def _children(tree: Path, before: Path | None = None, count_version: bool = False
              ) -> dict[str, str]:
    children = {
        "bare": _STAMPS + textwrap.dedent(f"""
            from PySide6.QtCore import QEvent, QObject, QTimer
            from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget
            class FirstPaint(QObject):
                def __init__(self, app):
                    super().__init__()
                    self.app, self.seen = app, False
                def eventFilter(self, obj, event):
                    if event.type() == QEvent.Type.Paint and not self.seen:
                        self.seen = True
                        QTimer.singleShot(0, self.report)  # runs once this paint is done
                    return False
                def report(self):
                    print("painted", flush=True)
                    self.app.quit()
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
        "crib-qt": _crib_child(tree, count_version),
    }
    if before is not None:
        children["before"] = _crib_child(before, count_version)
    return children


_FIRST_FRAME = {"bare": "painted", "crib-qt": "smoke test passed", "before": "smoke test passed"}


def long_save() -> bytes:
    """A save in game 7 of a match of first to 4 (R7.1), Restart of game 7 among its
    steps: "earlier" holds the 800-odd actions of games 1-6 (seed 10: the baseline
    players reach game 7 at 3-3), and the run plays game 7 into its third hand."""
    from crib_qt.ai import BasicPlayer
    from crib_qt.engine import GameEngine
    from crib_qt.persistence import match_to_bytes
    from crib_qt.rules import NextGame, Phase

    engine = GameEngine(seed=10, computer=BasicPlayer(), level="medium", synchronous=True)
    engine.newGame(seed=10, games_to_win=4, skunks_count=False)

    def play_until(done) -> None:
        for _ in range(5000):
            if done(engine.state):
                return
            engine.perform(NextGame() if engine.betweenGames() else engine.hint())
        raise RuntimeError("never reached")

    play_until(lambda state: state.match.game_number == 7)
    engine.restart()  # the games before it go into the save's "earlier"
    play_until(lambda state: state.hand_number >= engine.matchStart().hands_before + 3
               and state.phase is Phase.PLAY)
    if len(engine.matchEarlier().steps) < 700:
        raise RuntimeError("the long save is not long")
    return match_to_bytes(engine)


def _save_path() -> Path:
    """Where the children's game keeps its match (``QStandardPaths.AppDataLocation``
    under this benchmark's ``XDG_DATA_HOME``, organisation and application crib-qt)."""
    return Path(os.environ["XDG_DATA_HOME"]) / "crib-qt" / "crib-qt" / "match.json"


def spawn(kind: str, code: str, env: dict[str, str], cwd: str,
          timeout: float = 60.0, save: bytes | None = None) -> tuple[float, float, float]:
    """One child run, in seconds: (from spawn to first frame, from spawn to exit, the
    child's processor time at its first frame). A crib-qt child resumes `save` when
    given (written to the data folder first, as the last run may have changed it)."""
    if save is not None and kind != "bare":
        path = _save_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(save)
    start = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=cwd)
    out, err = proc.communicate(timeout=timeout)
    exited = time.monotonic()
    stamps = [line.split()[:2] for line in out.splitlines() if _FIRST_FRAME[kind] in line]
    if proc.returncode != 0 or not stamps:
        raise RuntimeError(f"{kind} child failed ({proc.returncode}):\n{out}\n{err}")
    return float(stamps[0][0]) - start, exited - start, float(stamps[0][1])


def default_tree() -> Path:
    """The first PYTHONPATH entry that holds a crib_qt package, else this checkout."""
    for entry in os.environ.get("PYTHONPATH", "").split(os.pathsep):
        if entry and (Path(entry) / "crib_qt" / "__init__.py").is_file():
            return Path(entry).resolve()
    return ROOT


def _load() -> str:
    """The machine's load averages (1, 5, 15 minutes), where the system tells them."""
    try:
        return "load " + " / ".join(f"{value:.2f}" for value in os.getloadavg())
    except (AttributeError, OSError):  # Windows
        return "load unknown"


def bench_startup(runs: int, tree: Path, before: Path | None = None,
                  count_version: bool = False, save: str | None = None) -> None:
    print(f"(a) start-up, offscreen, {WIDTH}x{HEIGHT} window, {runs} runs each, interleaved; "
          f"crib_qt from {tree}" + (f", 'before' from {before}" if before else "") +
          ("; the version's look-up after the first frame counted" if count_version else ""))
    saved = None
    if save is not None:
        saved = long_save() if save == "long" else Path(save).read_bytes()
        import json

        data = json.loads(saved)
        earlier = data.get("start", {}).get("earlier", {}).get("actions", [])
        print(f"    resuming a save of game {data.get('start', {}).get('game', 1)}: "
              f"{len(earlier)} earlier actions, {sum(map(len, data['steps']))} in its steps, "
              f"{len(saved):,} bytes")
    print(f"    {_load()} at the start")
    with tempfile.TemporaryDirectory(prefix="crib-qt-bench-pyc-") as cache, \
            tempfile.TemporaryDirectory(prefix="crib-qt-bench-cwd-") as cwd:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = cache  # bytecode cached, as an installed game has it
        children = _children(tree, before, count_version)
        for kind, code in children.items():  # warm-up: disk cache, bytecode, a saved match
            spawn(kind, code, env, cwd, save=saved)
        times: dict[str, list[tuple[float, float, float]]] = {kind: [] for kind in children}
        for i in range(runs):
            order = list(children)[i % len(children):] + list(children)[:i % len(children)]
            for kind in order:
                times[kind].append(spawn(kind, children[kind], env, cwd, save=saved))
    print(f"    {'':8} {'first frame: median':>20} {'min':>8} {'max':>8}   {'exit: median':>13}"
          f"   {'CPU at first frame: median':>27}")
    medians = {}
    for kind, runs_of_kind in times.items():
        frame, done, cpu = ([r[i] * 1000 for r in runs_of_kind] for i in range(3))
        medians[kind] = statistics.median(frame), statistics.median(done), statistics.median(cpu)
        print(f"    {kind:8} {medians[kind][0]:17.0f} ms {min(frame):5.0f} ms {max(frame):5.0f} ms"
              f"   {medians[kind][1]:10.0f} ms   {medians[kind][2]:24.0f} ms")
    print(f"    {_load()} at the end")
    bare = medians["bare"]
    for kind in [k for k in ("crib-qt", "before") if k in times]:
        crib = medians[kind]
        paired = [c[0] / b[0] for c, b in zip(times[kind], times["bare"])]
        print(f"    RATIO {kind} / bare, first frame: {crib[0] / bare[0]:.2f}x (of the medians; "
              f"median of the {runs} paired runs' ratios {statistics.median(paired):.2f}x); "
              f"{kind} adds {crib[0] - bare[0]:.0f} ms")
        print(f"    at exit {crib[1] / bare[1]:.2f}x; processor time to the first frame "
              f"{crib[2] / bare[2]:.2f}x (less disturbed by other processes on the machine)")


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
    parser.add_argument("--tree", type=Path, default=None,
                        help="the source tree whose crib_qt starts (default: see above)")
    parser.add_argument("--before", type=Path, default=None,
                        help="another source tree (an older commit's worktree) started in the "
                             "same interleaved runs, as 'before'")
    parser.add_argument("--startup-only", action="store_true", help="skip (b), the render")
    parser.add_argument("--count-version", action="store_true",
                        help="count the version's look-up for the --smoke line, which comes "
                             "after the first frame (as this benchmark did before)")
    parser.add_argument("--save", default=None,
                        help="every crib-qt start resumes this save: 'long' (a game-7 save "
                             "made here, see above) or a save file's path")
    args = parser.parse_args(argv)
    import PySide6
    print(f"Python {sys.version.split()[0]}, PySide6 {PySide6.__version__}, "
          f"{os.cpu_count()} CPUs")
    bench_startup(args.runs, (args.tree or default_tree()).resolve(),
                  args.before.resolve() if args.before else None, args.count_version,
                  args.save)
    if not args.startup_only:
        bench_render(args.renders, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
