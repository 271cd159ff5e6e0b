"""Benchmark of the coach (issue 19): the discard table and a hand's play review.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_coach.py [--deals N] [--hands H]

Prints, measured in the same run (so ratios hold across machines):

* the discard table: `analysis.discard_options` and `analysis.discard_table` (the
  options and the expert's throw) per six cards, in ms (mean, median, slowest),
  against the baseline of the expert's own discard (`discard.choose_discard`) on the
  same deals. Target: <= 50 ms per table.
* the play review: `play_review.review_hand` of one player's four cards in a hand, in
  ms per hand (mean, median, slowest), with the search's memo emptied before each hand
  (cold, as for a review asked by itself) and kept (warm, as in the computer's process
  after its own decisions); the baseline is the expert's own decisions in the same
  positions (`pegging.choose_play`), warm. "After the hand": the memo as the computer's
  process leaves it, emptied before the hand and filled by the computer's own decisions
  in it (the realistic case). Target: <= 200 ms per hand.
* the discard table asked of the computer's real process, ask to answer (the window
  never waits for it: the answer comes by signal).
* the reviews in the window (``--window-hands``): a `MainWindow` against the expert in
  its real process, the human's moves chosen by the hard level, each made once the
  reviews asked so far are in (a person takes longer than a review to decide); each of
  the human's decisions is reviewed soon after it is made (`CoachReviews`). Per hand: the process's
  time on the human's plays (ask to answer, summed; target <= 200 ms), the slowest single
  play, the wait from the hand's play over to its review published, and the GUI thread's
  own time in the coach's handlers. The computer's replies (human move to replies in) are
  timed with the coach on and, on the same seeded games, off (the baseline): the coach
  must not delay them. Also the computer's process CPU per hand, coach off and on (from
  /proc; the difference is the coach's work). ``--quick``: the human plays as soon as
  the table waits, without waiting for the reviews (a player quicker than them).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from crib_qt.ai import ComputerPlayer  # noqa: E402
from crib_qt.ai import play_solver  # noqa: E402
from crib_qt.ai.analysis import discard_options, discard_table  # noqa: E402
from crib_qt.ai.crib_model import load_model  # noqa: E402
from crib_qt.ai.discard import choose_discard  # noqa: E402
from crib_qt.ai.pegging import choose_play  # noqa: E402
from crib_qt.ai.play_review import review_hand  # noqa: E402
from crib_qt.ai.player import view_rng  # noqa: E402
from crib_qt.rules import GameState, Play, apply, legal_actions  # noqa: E402
from crib_qt.rules.cards import DECK  # noqa: E402

SEED = 19


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return (f"mean {statistics.fmean(ms):7.2f} ms  median {statistics.median(ms):7.2f} ms  "
            f"p90 {ms[int(0.9 * (len(ms) - 1))]:7.2f} ms  slowest {ms[-1]:7.2f} ms")


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def bench_discards(deals: int) -> None:
    rng = random.Random(SEED)
    hands = [(rng.sample(DECK, 6), i % 2 == 0, (rng.randrange(121), rng.randrange(121)))
             for i in range(deals)]
    model = load_model()
    discard_table(*hands[0])  # the model and the caches loaded once, as the process does
    base, options, tables = [], [], []
    for cards, dealer, scores in hands:
        hand = tuple(sorted(cards))
        base.append(timed(lambda: choose_discard(hand, dealer=dealer, level="expert",
                                                 model=model, rng=random.Random(0),
                                                 scores=scores)))
        options.append(timed(lambda: discard_options(cards, dealer)))
        tables.append(timed(lambda: discard_table(cards, dealer, scores)))
    print(f"discard table, {deals} deals (scores 0-120):")
    print(f"  baseline expert's discard  {summary(base)}")
    print(f"  discard_options            {summary(options)}  "
          f"x{statistics.fmean(options) / statistics.fmean(base):.2f}")
    print(f"  discard_table              {summary(tables)}  "
          f"x{statistics.fmean(tables) / statistics.fmean(base):.2f}")


def play_hands(hands: int) -> list[list[tuple[GameState, object]]]:
    """Seeded hands' plays: seat 1 (the pone, reviewed) at the hard level, seat 0 expert."""
    rng = random.Random(SEED)
    player, expert = ComputerPlayer("hard"), ComputerPlayer("expert")
    out = []
    for _ in range(hands):
        cards = rng.sample(DECK, 9)
        scores = (rng.randrange(100), rng.randrange(100))
        state = GameState.for_play(0, (cards[:4], cards[4:8]), cards[8], scores=scores)
        positions = []
        while state.to_act is not None and state.hands[0] + state.hands[1]:
            seat = state.to_act
            action = (player if seat == 1 else expert).choose(state.view(seat),
                                                                legal_actions(state))
            positions.append((state, action))
            state = apply(state, action)[0]
        out.append(positions)
    return out


def bench_reviews(hands: int) -> None:
    played = play_hands(hands)
    expert = ComputerPlayer("expert")
    cold, after, warm, base = [], [], [], []
    for positions in played:
        play_solver.clear()
        cold.append(timed(lambda: review_hand(positions, 1)))
        # as in the computer's process: its own decisions of the hand came first
        play_solver.clear()
        for state, _ in positions:
            if state.to_act == 0:
                expert.choose(state.view(0), legal_actions(state))
        after.append(timed(lambda: review_hand(positions, 1)))
        warm.append(timed(lambda: review_hand(positions, 1)))

        def expert_decisions():
            for state, action in positions:
                if state.to_act == 1 and isinstance(action, Play):
                    view = state.view(1)
                    choose_play(view, legal_actions(state), level="expert",
                                rng=view_rng(view, "expert"))
        base.append(timed(expert_decisions))
    print(f"play review, {hands} hands (4 cards of the pone each, scores 0-99):")
    print(f"  baseline expert's decisions {summary(base)}")
    print(f"  review_hand, cold memo      {summary(cold)}  "
          f"x{statistics.fmean(cold) / statistics.fmean(base):.2f}")
    print(f"  review_hand, after the hand {summary(after)}  "
          f"x{statistics.fmean(after) / statistics.fmean(base):.2f}")
    print(f"  review_hand, warm memo      {summary(warm)}  "
          f"x{statistics.fmean(warm) / statistics.fmean(base):.2f}")


def bench_round_trip(questions: int) -> None:
    """Discard tables asked of the computer's real process (`DecisionProcess`), one at a
    time: from `ask` to the `answered` signal, JSON and pipes included."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from crib_qt.decision_process import DecisionProcess
    from crib_qt.decision_protocol import discard_table_question

    app = QCoreApplication.instance() or QCoreApplication([])
    process = DecisionProcess(parent=app)
    rng = random.Random(SEED)
    loop = QEventLoop()
    times, started = [], [0.0]
    process.answered.connect(lambda *_: (times.append(time.perf_counter() - started[0]),
                                         loop.quit()))

    def ask() -> None:
        started[0] = time.perf_counter()
        process.ask(discard_table_question(0, rng.sample(DECK, 6), True, (0, 0)))

    for i in range(questions + 1):  # the first waits for the process to start: not kept
        QTimer.singleShot(0, ask)
        loop.exec()
    process.stop()
    print(f"discard table through the computer's process, {questions} questions:")
    print(f"  ask to answer               {summary(times[1:])}")


def _process_cpu() -> float:
    """Seconds of CPU the computer's process has used (user + system), from /proc; 0.0
    where there is none to read."""
    import os

    from crib_qt.decision_process import shared_decisions

    pid = shared_decisions().processId()
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def bench_window(hands: int, quick: bool = False) -> None:
    """The coach in the window: see the module notes. `quick`: the human plays as soon
    as the table waits, without waiting for the reviews (a player quicker than them)."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from crib_qt.engine import GameEngine
    from crib_qt.rules import Phase
    from crib_qt.ui import coach_reviews
    from crib_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(["bench"])
    gui = [0.0]  # the GUI thread's time in the coach's handlers
    for name in ("_on_history", "_publish", "_on_answer", "_ask"):
        original = getattr(coach_reviews.CoachReviews, name)

        def wrapped(self, *args, _original=original):
            start = time.perf_counter()
            try:
                return _original(self, *args)
            finally:
                gui[0] += time.perf_counter() - start
        setattr(coach_reviews.CoachReviews, name, wrapped)

    def spin(until, limit: float = 60.0) -> None:
        loop, end = QEventLoop(), time.perf_counter() + limit
        while not until() and time.perf_counter() < end:
            QTimer.singleShot(1, loop.quit)
            loop.exec()

    def run(active: bool) -> dict:
        human = ComputerPlayer("hard")
        out = {"replies": [], "hand_process": [], "single": [], "published": [],
               "gui": [], "cpu": 0.0}
        cpu_start = None
        seed = SEED
        while len(out["hand_process"]) < hands:
            seed += 1
            window = MainWindow(GameEngine(seed=seed, level="expert"))
            window.setBoardTimes(0, 0)
            engine, coach = window.engine, window.coach
            coach.setActive(active)
            opponent = coach.opponent()
            if cpu_start is None:
                spin(lambda: _process_cpu() > 0.0, 10.0)  # the process is up
                cpu_start = _process_cpu()
            asked: dict = {}
            process_time: dict[int, float] = {}
            original_ask = opponent.requestPlayReview

            def ask(key, positions, seat, _original=original_ask, _asked=asked):
                _asked[key] = (time.perf_counter(), positions[0][0].hand_number)
                _original(key, positions, seat)
            opponent.requestPlayReview = ask

            def answered(key, value, error, _asked=asked, _times=process_time):
                if key in _asked and error is None:
                    start, hand = _asked.pop(key)
                    took = time.perf_counter() - start
                    _times[hand] = _times.get(hand, 0.0) + took
                    out["single"].append(took)
            opponent.playReviewReady.connect(answered)
            over: dict[int, float] = {}
            coach.handReviewed.connect(lambda hand, _over=over: out["published"].append(
                time.perf_counter() - _over[hand]) if hand in _over else None)
            gui_at_hand = [gui[0]]
            while engine.state.winner is None and len(out["hand_process"]) < hands:
                spin(lambda: not engine.isThinking() and window.presenter.isIdle())
                state = engine.state
                if state.phase is Phase.SHOW and state.hand_number not in over:
                    over[state.hand_number] = time.perf_counter()
                    if active:
                        spin(lambda h=state.hand_number: coach.isPublished(h), 10.0)
                        out["hand_process"].append(process_time.get(state.hand_number, 0.0))
                        out["gui"].append(gui[0] - gui_at_hand[0])
                        gui_at_hand[0] = gui[0]
                    else:
                        out["hand_process"].append(0.0)
                if active and not quick:  # a human thinks longer than a review takes
                    spin(lambda: all(coach.decision(p.index) is not None
                                     for p in coach.positions()), 10.0)
                legal = engine.legalActions()
                action = (legal[0] if state.phase is Phase.SHOW or len(legal) == 1 else
                          human.choose(state.view(engine.humanSeat()), legal))
                start = time.perf_counter()
                engine.perform(action)
                if engine.isThinking():
                    spin(lambda: not engine.isThinking())
                    out["replies"].append(time.perf_counter() - start)
            window.close()
            window.deleteLater()
            app.processEvents()
        spin(lambda: False, 1.0)  # the last answers come in
        out["cpu"] = _process_cpu() - cpu_start
        return out

    off = run(False)  # the baseline: the same seeded games, no reviews
    on = run(True)
    print(f"the coach in the window, {hands} hands against the expert (its real process):")
    print(f"  computer's replies, coach off (baseline) {summary(off['replies'])}")
    print(f"  computer's replies, coach on             {summary(on['replies'])}  "
          f"x{statistics.fmean(on['replies']) / statistics.fmean(off['replies']):.2f}")
    print(f"  process time on a hand's plays           {summary(on['hand_process'])}")
    print(f"  one play's review, ask to answer         {summary(on['single'])}")
    print(f"  play over to the hand's review published {summary(on['published'])}")
    print(f"  GUI thread in the coach, per hand        {summary(on['gui'])}")
    played = len(on["hand_process"])
    print(f"  computer's process CPU per hand: coach off {1000 * off['cpu'] / played:.1f} ms, "
          f"on {1000 * on['cpu'] / played:.1f} ms: the coach's "
          f"{1000 * (on['cpu'] - off['cpu']) / played:.1f} ms"
          + (" (the human plays without waiting for the reviews)" if quick else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="discard tables (default 1000)")
    parser.add_argument("--hands", type=int, default=100, help="hands reviewed (default 100)")
    parser.add_argument("--questions", type=int, default=200,
                        help="tables asked of the real process (default 200)")
    parser.add_argument("--window-hands", type=int, default=40,
                        help="hands played in the window with the coach (default 40; 0: none)")
    parser.add_argument("--only-window", action="store_true",
                        help="only the reviews in the window")
    parser.add_argument("--quick", action="store_true",
                        help="in the window, the human plays without waiting for the reviews")
    args = parser.parse_args(argv)
    if args.window_hands:  # the window needs a QApplication, made before any other
        from PySide6.QtWidgets import QApplication

        QApplication.instance() or QApplication(["bench"])
    if not args.only_window:
        bench_discards(args.deals)
        bench_reviews(args.hands)
        bench_round_trip(args.questions)
    if args.window_hands:
        bench_window(args.window_hands, args.quick)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
