"""What the table's sounds cost the GUI thread (issue 21 with issue 14: no stutter).

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_sound.py [--seconds S]

On miniaudio's null device (CRIB_QT_AUDIO=null: it takes samples at a real device's
pace), with the offscreen platform:

1. the GUI thread's cost of one `TableSounds.play` (median and worst of 2,000 calls, in
   microseconds), next to the baseline measured in the same run: emitting a Qt signal
   with one connected Python slot, which the board does for every step anyway;
2. frame timing: a 16 ms QTimer stands for the frames; its lateness (95th percentile
   and worst, ms) over S seconds while a sound starts every 120 ms and two overlap (the
   audio thread mixing in Python), next to S seconds of the same timer with no sound
   (the baseline, same run, same process). The ratio is the figure; the absolute
   numbers follow the machine's load.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

os.environ["CRIB_QT_AUDIO"] = "null"
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from crib_qt.ai import BasicPlayer  # noqa: E402
from crib_qt.board.presenter import BoardPresenter  # noqa: E402
from crib_qt.engine import GameEngine  # noqa: E402
from crib_qt.sound import SOUND_NAMES  # noqa: E402
from crib_qt.sound.sound_settings import SoundSettings  # noqa: E402
from crib_qt.sound.table_sounds import TableSounds  # noqa: E402


class _Emitter(QObject):
    ping = Signal(str)


def _wait(app, condition, limit_s: float = 10.0) -> None:
    end = time.monotonic() + limit_s
    while not condition():
        if time.monotonic() > end:
            raise SystemExit("bench_sound: the output never became ready")
        app.processEvents()
        time.sleep(0.005)


def _call_costs(sounds: TableSounds, calls: int = 2000) -> tuple[list[float], list[float]]:
    emitter, got = _Emitter(), []
    emitter.ping.connect(got.append)
    play, base = [], []
    for i in range(calls):
        name = SOUND_NAMES[i % len(SOUND_NAMES)]
        t = time.perf_counter()
        emitter.ping.emit(name)
        base.append(time.perf_counter() - t)
        t = time.perf_counter()
        sounds.play(name)
        play.append(time.perf_counter() - t)
    return play, base


def _frame_lateness(app, seconds: float, sounds: TableSounds | None) -> list[float]:
    late, last = [], [time.perf_counter()]

    def frame() -> None:
        now = time.perf_counter()
        late.append(max(0.0, now - last[0] - 0.016))
        last[0] = now

    timer = QTimer()
    timer.setTimerType(timer.timerType().PreciseTimer)
    timer.timeout.connect(frame)
    timer.start(16)
    player = QTimer()
    names = iter(range(10**9))
    if sounds is not None:
        player.timeout.connect(lambda: sounds.play(("card", "peg", "score", "deal")[next(names) % 4]))
        player.start(120)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    player.stop()
    return late


def _ms(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000


def main(argv: list[str]) -> int:
    seconds = float(argv[argv.index("--seconds") + 1]) if "--seconds" in argv else 5.0
    app = QApplication.instance() or QApplication([])
    presenter = BoardPresenter(GameEngine(seed=1, computer=BasicPlayer()))
    sounds = TableSounds(presenter, SimpleNamespace(move_ms=0), settings=SoundSettings(70, False))
    _wait(app, lambda: sounds.output.state() == "ready")
    play, base = _call_costs(sounds)
    print(f"TableSounds.play on the GUI thread: median {statistics.median(play) * 1e6:.1f} us, "
          f"worst {max(play) * 1e6:.1f} us; baseline (one signal to one slot): median "
          f"{statistics.median(base) * 1e6:.1f} us, worst {max(base) * 1e6:.1f} us; ratio of "
          f"medians {statistics.median(play) / statistics.median(base):.1f}")
    _wait(app, lambda: not sounds.output.isPlaying(), 30)
    quiet = _frame_lateness(app, seconds, None)
    loud = _frame_lateness(app, seconds, sounds)
    print(f"16 ms frames, lateness over {seconds:.0f} s: no sound (baseline) p95 "
          f"{_ms(quiet, 0.95):.2f} ms, worst {_ms(quiet, 1.0):.2f} ms; a sound every 120 ms "
          f"p95 {_ms(loud, 0.95):.2f} ms, worst {_ms(loud, 1.0):.2f} ms "
          f"({len(sounds.output.played)} sounds played); p95 ratio "
          f"{_ms(loud, 0.95) / max(_ms(quiet, 0.95), 1e-3):.2f}")
    sounds.close()
    QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
