"""Benchmark of a hand's play review (issue 19: "a hand's play review <= 200 ms, off the
GUI thread"), against an earlier tree of the game in the same run.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_coach_hands.py [--hands 300] [--before DIR] [--chunk 50]

Each hand is seeded by its number: nine cards dealt, both scores drawn from 0-120 (so
hands near 121, where the expert also plays for the win, R6.1, are among them), the
dealer alternating; seat 1 plays at the hard level and is reviewed, seat 0 is the
expert. As in the computer's process, where the reviews run: what was loaded is frozen
out of the garbage collector (`decision_server`), and before each hand's review the
expert's own decisions of that hand have been made (the solver's memo emptied first,
so hands do not depend on each other; since issue 20 its coded steps, a fixed table of
the rules that the decision process never drops, stay from hand to hand). Timed:
`play_review.review_hand` of seat 1's plays, the hand's whole play review, in ms of
real time and of the process's CPU.

With ``--before DIR`` (a worktree of an earlier commit, e.g. ``git worktree add
/tmp/coach_before HEAD``) the same hands are timed there too, in separate processes,
chunk by chunk, alternating which tree goes first, so that both see the same machine
load; the load average is printed at the start and the end. Prints, per tree: median,
p90, p99, slowest and mean per hand, and the hands over 200 ms; and, with ``--before``,
how the two trees' reviews of the same hands agree (the expert's card, the flag, the
largest difference of a cost, a chance given up or a rank's value).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED = 19
TARGET_MS = 200.0


def worker(start: int, count: int) -> list[dict]:
    """Time the reviews of hands `start` … `start + count - 1` with the `crib_qt` first
    on sys.path; one record per hand."""
    import gc
    import random
    import time

    import crib_qt
    from crib_qt.ai import ComputerPlayer, play_solver
    from crib_qt.ai.play_review import review_hand
    from crib_qt.rules import GameState, apply, legal_actions
    from crib_qt.rules.cards import DECK

    player, expert = ComputerPlayer("hard"), ComputerPlayer("expert")
    hands = []
    for number in range(start, start + count):
        rng = random.Random(f"{SEED}:{number}")
        cards = rng.sample(DECK, 9)
        scores = (rng.randrange(121), rng.randrange(121))
        state = GameState.for_play(number % 2, (cards[:4], cards[4:8]), cards[8], scores=scores)
        positions = []
        while state.to_act is not None and state.hands[0] + state.hands[1] and state.winner is None:
            seat = state.to_act
            action = (player if seat == 1 else expert).choose(state.view(seat),
                                                                legal_actions(state))
            positions.append((state, action))
            state = apply(state, action)[0]
        hands.append((number, scores, positions))
    gc.collect()
    gc.freeze()  # as the decision server does after its warm-up
    out = []
    for number, scores, positions in hands:
        play_solver.clear()
        for state, _ in positions:  # the computer's own decisions of the hand came first
            if state.to_act == 0:
                expert.choose(state.view(0), legal_actions(state))
        wall, cpu = time.perf_counter(), time.process_time()
        reviews = review_hand(positions, 1)
        cpu = time.process_time() - cpu
        wall = time.perf_counter() - wall
        out.append({"hand": number, "scores": scores, "wall": 1000 * wall, "cpu": 1000 * cpu,
                    "plays": len(reviews), "searched": sum(not r.forced for r in reviews),
                    "tree": str(Path(crib_qt.__file__).parents[1]),
                    "reviews": [r.to_data() for r in reviews]})
    return out


def run_chunk(tree: Path, start: int, count: int) -> list[dict]:
    """`worker` in a fresh process with `tree` first on sys.path."""
    code = (f"import sys; sys.path.insert(0, {str(tree)!r}); "
            f"sys.path.insert(1, {str(Path(__file__).parent)!r}); "
            f"import json, bench_coach_hands as b; "
            f"print(json.dumps(b.worker({start}, {count})))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=str(tree))
    records = json.loads(done.stdout.strip().splitlines()[-1])
    assert all(Path(r["tree"]) == tree for r in records), "the tree timed is not the one asked"
    return records


def summary(ms: list[float]) -> str:
    ms = sorted(ms)

    def at(share: float) -> float:  # nearest rank
        return ms[min(len(ms) - 1, max(0, round(share * len(ms)) - 1))]

    over = sum(m > TARGET_MS for m in ms)
    return (f"median {statistics.median(ms):6.1f}  p90 {at(0.9):6.1f}  p99 {at(0.99):6.1f}  "
            f"slowest {ms[-1]:6.1f}  mean {statistics.fmean(ms):6.1f} ms; "
            f"{over} of {len(ms)} hands over {TARGET_MS:.0f} ms")


def agreement(now: list[dict], then: list[dict]) -> str:
    """How the reviews of the same hands compare between two trees: the expert's card
    (its rank: suits never matter in the play), the flag, and the largest difference of
    a cost, a chance given up or a rank's value (points or chance)."""
    reviews = cards = flags = 0
    most = 0.0
    for a, b in zip(now, then):
        for x, y in zip(a["reviews"], b["reviews"]):
            reviews += 1
            cards += x["expert"][:-1] != y["expert"][:-1]  # the rank: the card less its suit
            flags += flagged(x) != flagged(y)
            diffs = [abs(x["cost"] - y["cost"]),
                     abs((x.get("win_loss") or 0.0) - (y.get("win_loss") or 0.0))]
            diffs += [abs(p[1] - q[1]) for p, q in zip(x["values"], y["values"])]
            most = max(most, *diffs)
    return (f"{reviews} reviews; the expert's card differs in {cards}, the flag in {flags}; "
            f"largest difference of a cost, chance or value {most:.2g}")


def flagged(review: dict) -> bool:
    """`PlayReview.flagged` of a review's data (older trees may have no chance)."""
    from crib_qt.ai.play_review import FLAG_COST, FLAG_WIN

    return review["cost"] >= FLAG_COST or (review.get("win_loss") or 0.0) >= FLAG_WIN


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="hands reviewed (default 300)")
    parser.add_argument("--before", type=Path, help="an earlier tree to time on the same hands")
    parser.add_argument("--chunk", type=int, default=50, help="hands per process (default 50)")
    args = parser.parse_args(argv)
    trees = [ROOT] + ([args.before.resolve()] if args.before else [])
    results: dict[Path, list[dict]] = {tree: [] for tree in trees}
    print(f"load average at the start: {os.getloadavg()}", flush=True)
    for i, start in enumerate(range(0, args.hands, args.chunk)):
        count = min(args.chunk, args.hands - start)
        for tree in trees if i % 2 else trees[::-1]:
            results[tree].extend(run_chunk(tree, start, count))
    print(f"load average at the end:   {os.getloadavg()}")
    names = {ROOT: "this tree", **({trees[1]: "before"} if args.before else {})}
    for tree in trees[::-1]:
        records = results[tree]
        print(f"{names[tree]} ({tree}), {len(records)} hands, "
              f"{sum(r['plays'] for r in records)} plays reviewed "
              f"({sum(r['searched'] for r in records)} searched):")
        print(f"  real time per hand  {summary([r['wall'] for r in records])}")
        print(f"  CPU time per hand   {summary([r['cpu'] for r in records])}")
    if args.before:
        now, then = results[ROOT], results[trees[1]]
        for kind in ("wall", "cpu"):
            print(f"  ratio this/before, {kind}: mean x"
                  f"{statistics.fmean(r[kind] for r in now) / statistics.fmean(r[kind] for r in then):.2f}, "
                  f"slowest x{max(r[kind] for r in now) / max(r[kind] for r in then):.2f}")
        print(f"  answers: {agreement(now, then)}")
        slow = sorted(now, key=lambda r: -r["wall"])[:5]
        print("  slowest hands here (hand, scores, ms real; before):")
        for r in slow:
            print(f"    {r['hand']:4d} {tuple(r['scores'])} {r['wall']:6.1f}; "
                  f"{then[r['hand']]['wall']:6.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
