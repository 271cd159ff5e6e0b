"""Benchmark of memory: the peak resident set of the window's process and of the computer's
process over many whole games.

Run on demand (never collected by pytest; Linux: it reads ``/proc``)::

    python tests/benchmarks/bench_memory.py [--games N] [--seed S]

Each mode runs in a fresh child process, off screen, with settings and data in a
throw-away folder, and prints its peak resident set size (``ru_maxrss``; for the
computer's process ``VmHWM`` read just before it ends):

* ``bare``: a `QMainWindow` with a label, shown and painted once (the floor of any
  PySide6 window in the same run);
* ``process``: `MainWindow` on an Expert `GameEngine` as the game ships (the computer in
  its own process), the baseline player in the human's seat, no animations, N games;
* ``thread``: the same with the Expert deciding in the window's process (before issue 14).

Targets of issue 14: the window's process <= 110 MB and the computer's <= 80 MB over 20
games.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _peak_kib(pid: int) -> int:
    """The peak resident set of process `pid` in KiB (``VmHWM``), 0 when unknown."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _child(mode: str, games: int, seed: int) -> dict:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication([sys.argv[0]])
    if mode == "bare":
        window = QMainWindow()
        window.setCentralWidget(QLabel("Cribbage"))
        window.resize(1280, 800)
        window.show()
        QTimer.singleShot(100, app.quit)
        app.exec()
        return {"window": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, "computer": 0}

    from crib_qt.ai import BasicPlayer, ComputerPlayer
    from crib_qt.engine import GameEngine
    from crib_qt.ui.main_window import MainWindow

    engine = (GameEngine(seed=seed, level="expert") if mode == "process"
              else GameEngine(seed=seed, computer=ComputerPlayer("expert")))
    window = MainWindow(engine)
    window.setBoardTimes(0, 0)
    window.resize(1280, 800)
    window.show()
    human, played, result = BasicPlayer(), {"games": 0}, {}

    def drive() -> None:
        if engine.isThinking() or not window.presenter.isIdle():
            return
        if engine.state.winner is not None:
            played["games"] += 1
            if played["games"] >= games:
                decisions = getattr(engine._opponent, "_decisions", None)  # None: before issue 14
                result["computer"] = _peak_kib(decisions.processId()) if decisions else 0
                app.quit()
                return
            engine.newGame(seed=seed + played["games"])
            return
        engine.perform(human.choose(engine.state.view(engine.state.to_act),
                                    engine.legalActions()))

    driver = QTimer()
    driver.timeout.connect(drive)
    driver.start(0)
    app.exec()
    result["window"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--modes", nargs="+", default=["bare", "process", "thread"],
                        choices=["bare", "process", "thread"])
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(_child(args.child, args.games, args.seed)))
        return 0
    print(f"Python {sys.version.split()[0]}, seed {args.seed}, {args.games} games; "
          "peak resident set in MB")
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=folder,
                   XDG_DATA_HOME=folder)
        for mode in args.modes:
            out = subprocess.run([sys.executable, __file__, "--child", mode, "--games",
                                  str(args.games), "--seed", str(args.seed)], env=env,
                                 capture_output=True, text=True, check=True).stdout
            peaks = json.loads(out.splitlines()[-1])
            line = f"  {mode:8} window {peaks['window'] / 1024:6.1f}"
            if peaks["computer"]:
                line += f"   computer {peaks['computer'] / 1024:6.1f}"
            print(line)
    print("targets over 20 games: window <= 110 MB, computer <= 80 MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
