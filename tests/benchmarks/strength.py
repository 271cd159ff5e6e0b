"""Strength of one computer player against another, over whole games to 121.

Run on demand (never collected by pytest)::

    python tests/benchmarks/strength.py --a expert --b greedy --games 200 --workers 2
    python tests/benchmarks/strength.py --a expert --b expert --games 100     # self-play
    python tests/benchmarks/strength.py --a expert --b greedy --self-play 100  # both
    python tests/benchmarks/strength.py --a expert --b expert-v1 --games 100 --workers 1 \
        --record tests/benchmarks/strength_results.json --resume   # one more chunk
    python tests/benchmarks/strength.py --a expert --b expert-v1 --total \
        --record tests/benchmarks/strength_results.json            # the total so far

A record's totals count the runs of this crib_qt/ai tree and of the trees listed with it
in the record's "same_expert_trees": trees whose expert was shown to make the same
decisions (a faster search, a docstring), with how it was shown.

Players: "greedy" is `crib_qt.ai.basic.BasicPlayer`; "easy", "medium", "hard" and
"expert" are `crib_qt.ai.player.ComputerPlayer(level)`; "expert-v1" is the expert as
it was before issue 20 (points, a reach-121 term with the average crib), loaded from
git commit `V1_COMMIT` (`crib_qt/ai` of that commit as the package
``crib_qt.ai_v1``, playing against the current rules; needs git and this repository);
"expert@REV" is the expert of any git revision the same way (``--b expert@HEAD``:
the working tree's expert against the last commit's, to try a change). "X/Y"
discards like X and plays like Y, to measure the play alone: ``--a greedy/expert --b greedy``.

``--start LO-HI`` starts every game with each seat's score drawn from LO..HI (seeded
by the game's seed, so both games of a pair start alike, each seat keeping its
cards and its score): a quick, sharp test of endgame decisions. ``--wins FILE`` saves
A's wins per seed of any run (also with ``--start``); ``--paired FILE1 FILE2`` prints
the difference of two such runs on their common seeds, e.g. an expert@REV against
the expert, both against expert-v1 from 90-115 (8,000 games take about 13 minutes
on two cores)::

    python tests/benchmarks/strength.py --a expert --b expert-v1 --games 8000 \
        --seed 48000000 --start 90-115 --wins /tmp/base.json
    python tests/benchmarks/strength.py --paired /tmp/new.json /tmp/base.json

Paired deals: ``--games N`` plays N/2 seeds, each twice with the seats swapped.
Both games of a seed cut at the same depths (the script cuts, not the players), so
the same seat deals first and hand k of both games is dealt from the same shuffled
deck: each player gets, in one game, the cards the other had in the other. (The
starter is drawn from the sorted stock, so it can differ when the discards differ.)
Self-play (A against A) plays N seeds once each instead: swapping a player with
itself deals both seats the same cards again and replays nearly the same game, so
it would add no information about the averages.
Games are driven by `crib_qt.rules.game` alone (new_game, legal_actions, apply).

Prints:

* A's win rate with a 95% interval (normal approximation over the seed pairs, whose
  two games are not independent) and the mean final margin;
* points per hand of each player as dealer and as pone, split into pegging (the play
  and his heels: R3.4, R4), hand and crib (R5), over the hands played to the end (a
  hand cut short by a win is left out), and A's edge per kind;
* decision times of each player: median and 95th percentile of discards and of plays
  (all plays, and the plays with a real choice: two ranks or more that fit);
* self-play averages (pegging per hand as dealer and as pone, hand, crib) when A
  plays itself, or for ``--self-play N`` more games of A against A.
"""

from __future__ import annotations

import argparse
import gc
import math
import multiprocessing
import os
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from crib_qt.rules import (
    Continue,
    CutForDeal,
    CutStarter,
    Discard,
    HandEnded,
    HandShown,
    Phase,
    Play,
    Scored,
    apply,
    legal_actions,
    new_game,
)

from strength_players import (PLAYERS, V1_COMMIT, get_player, load_revision,  # noqa: E402,F401
                              load_v1, player_name)
from strength_record import (ai_version, load_record, next_seed, paired, print_total,  # noqa: E402
                             record, write_wins)

SEED_BASE = 7_000_000
KINDS = ("pegging", "hand", "crib")
ROLES = ("dealer", "pone")


def start_scores(seed: int, start: tuple[int, int] | None) -> tuple[int, int]:
    """Both seats' scores at the start of the game of `seed`: (0, 0), or each drawn
    from ``start`` (LO, HI), the same for both games of a pair."""
    if start is None:
        return (0, 0)
    import random

    rng = random.Random(f"strength-start:{seed}")
    return (rng.randint(*start), rng.randint(*start))


def play_game(seed: int, names: tuple[str, str], start: tuple[int, int] | None = None) -> dict:
    """One game with `names[seat]` in each seat, from `start_scores`.

    Returns the winner's seat, the final scores, for each seat the points of the
    completed hands by role and kind and the number of those hands by role, and the
    decision times in seconds by kind.
    """
    players = (get_player(names[0]), get_player(names[1]))
    state = new_game(seed)
    if start is not None:
        import dataclasses

        scores = start_scores(seed, start)
        state = dataclasses.replace(state, scores=scores, back_pegs=scores)
    points = [{role: defaultdict(int) for role in ROLES} for _ in range(2)]
    role_hands = [defaultdict(int), defaultdict(int)]
    times = [{"discard": [], "play": [], "play_choice": []} for _ in range(2)]
    current = [defaultdict(int), defaultdict(int)]  # this hand's points per seat
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        legal = legal_actions(state)
        first = legal[0]
        if isinstance(first, CutForDeal):  # the same depths in both games of a pair
            action = legal[(seed * 7 + state.cut_round * 3 + seat) % len(legal)]
        elif isinstance(first, CutStarter):
            action = legal[(seed * 11 + state.hand_number * 5) % len(legal)]
        elif isinstance(first, Continue):
            action = first
        else:
            view = state.view(seat)
            start = time.perf_counter()
            action = players[seat].choose(view, legal)
            spent = time.perf_counter() - start
            if isinstance(first, Discard):
                times[seat]["discard"].append(spent)
            else:
                times[seat]["play"].append(spent)
                if len({a.card.rank for a in legal if isinstance(a, Play)}) > 1:
                    times[seat]["play_choice"].append(spent)
        dealer = state.dealer
        state, events = apply(state, action)
        previous = None
        for event in events:
            if isinstance(event, HandShown):
                current[event.seat]["crib" if event.is_crib else "hand"] += event.score.total
            elif isinstance(event, Scored) and not isinstance(previous, HandShown):
                current[event.seat]["pegging"] += event.score.total  # the play, his heels
            elif isinstance(event, HandEnded):
                for s in (0, 1):
                    role = "dealer" if s == dealer else "pone"
                    role_hands[s][role] += 1
                    for kind in KINDS:
                        points[s][role][kind] += current[s][kind]
                current = [defaultdict(int), defaultdict(int)]
            previous = event
    return {"winner": state.winner, "scores": state.scores,
            "points": [{r: dict(d) for r, d in p.items()} for p in points],
            "role_hands": [dict(r) for r in role_hands], "times": times}


def play_pair(job: tuple) -> list[dict]:
    """Both games of one seed, A in seat 0 and then in seat 1, by player ("a", "b");
    in self-play (A is B) the one game with A in seat 0.

    The cycle collector is paused during the games and run once after them, then
    the survivors are frozen out of later collections: the expert's search memo
    holds ~10^5 tuples, and collections that re-scanned them took 40 % of the run
    (measured). Frozen objects are still freed when their last reference goes.
    """
    seed, a, b, start = job
    gc.disable()
    try:
        return _play_pair(seed, a, b, start)
    finally:
        gc.collect()
        gc.freeze()


def _play_pair(seed: int, a: str, b: str, start) -> list[dict]:
    out = []
    for a_seat in (0,) if a == b else (0, 1):
        game = play_game(seed, (a, b) if a_seat == 0 else (b, a), start)
        seats = {"a": a_seat, "b": 1 - a_seat}
        out.append({
            "seed": seed, "a_won": game["winner"] == a_seat,
            "margin": game["scores"][a_seat] - game["scores"][1 - a_seat],
            **{key: {who: game[key][s] for who, s in seats.items()}
               for key in ("points", "role_hands", "times")},
        })
    return out


def run(a: str, b: str, games: int, workers: int, first_seed: int,
        start: tuple[int, int] | None = None) -> tuple[list, float]:
    seeds = games if a == b else (games + 1) // 2
    jobs = [(first_seed + i, a, b, start) for i in range(seeds)]
    start = time.perf_counter()
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            results = list(pool.imap_unordered(play_pair, jobs, chunksize=1))
    else:
        results = [play_pair(job) for job in jobs]
    results.sort(key=lambda pair: pair[0]["seed"])
    return results, time.perf_counter() - start


def quantile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def per_hand(games: list[dict]) -> tuple[dict, dict]:
    """Total points[who][role][kind] and completed hands[who][role]."""
    totals = {who: {role: defaultdict(int) for role in ROLES} for who in "ab"}
    hands = {who: defaultdict(int) for who in "ab"}
    for g in games:
        for who in "ab":
            for role, kinds in g["points"][who].items():
                for kind, pts in kinds.items():
                    totals[who][role][kind] += pts
            for role, n in g["role_hands"][who].items():
                hands[who][role] += n
    return totals, hands


def report(results: list[list[dict]], a: str, b: str, elapsed: float) -> None:
    games = [g for pair in results for g in pair]
    pairs = [sum(g["a_won"] for g in pair) / len(pair) for pair in results]
    n = len(games)
    rate = sum(g["a_won"] for g in games) / n
    half = 1.96 * statistics.stdev(pairs) / math.sqrt(len(pairs)) if len(pairs) > 1 else 0.0
    swapped = "seats swapped" if n > len(pairs) else "one game each, A in seat 0"
    print(f"{a} (A) against {b} (B): {n} games ({len(pairs)} seeds, {swapped}), "
          f"{elapsed:.0f} s")
    split = (f"seeds split 1-1: {sum(p == 0.5 for p in pairs) / len(pairs):.0%}; "
             if n > len(pairs) else "")
    print(f"  A wins {rate:.1%}, 95% interval {rate - half:.1%} .. {rate + half:.1%}; "
          f"{split}mean final margin A-B {statistics.mean(g['margin'] for g in games):+.1f}")

    totals, hands = per_hand(games)
    print("  points per completed hand      pegging   hand   crib   total")
    for who, name in (("a", a), ("b", b)):
        for role in ROLES:
            k = hands[who][role] or 1
            row = [totals[who][role][kind] / k for kind in KINDS]
            print(f"  {who.upper()} {name:<13} as {role:<6}  {row[0]:6.2f} {row[1]:6.2f} "
                  f"{row[2]:6.2f} {sum(row):7.2f}   ({hands[who][role]} hands)")
    edge = {(role, kind): totals["a"][role][kind] / (hands["a"][role] or 1)
            - totals["b"][role][kind] / (hands["b"][role] or 1) for role in ROLES for kind in KINDS}
    print(f"  A-B per hand: as dealer pegging {edge['dealer', 'pegging']:+.2f}, hand "
          f"{edge['dealer', 'hand']:+.2f}, crib {edge['dealer', 'crib']:+.2f}; as pone pegging "
          f"{edge['pone', 'pegging']:+.2f}, hand {edge['pone', 'hand']:+.2f}")

    print("  decision times, ms      discards: median  p95     plays: median  p95"
          "     plays with a choice: median  p95")
    for who, name in (("a", a), ("b", b)):
        t = {k: [x for g in games for x in g["times"][who][k]]
             for k in ("discard", "play", "play_choice")}
        cells = [f"{len(t[k]):6d}x {quantile(t[k], .5) * 1000:7.1f} "
                 f"{quantile(t[k], .95) * 1000:6.1f}" for k in ("discard", "play", "play_choice")]
        print(f"  {who.upper()} {name:<13}  {cells[0]}    {cells[1]}           {cells[2]}")
    if a == b:
        self_play(totals, hands, a)


def self_play(totals: dict, hands: dict, name: str) -> None:
    def mean(role: str, kind: str) -> float:
        return (sum(totals[w][role][kind] for w in "ab")
                / max(1, sum(hands[w][role] for w in "ab")))

    both = max(1, sum(hands[w][r] for w in "ab" for r in ROLES))
    hand = sum(totals[w][r]["hand"] for w in "ab" for r in ROLES) / both
    print(f"  self-play averages ({name}): pegging per hand as dealer "
          f"{mean('dealer', 'pegging'):.2f}, as pone {mean('pone', 'pegging'):.2f}; "
          f"hand {hand:.2f}; crib {mean('dealer', 'crib'):.2f}")


def score_range(text: str) -> tuple[int, int]:
    """"LO-HI" with 0 <= LO <= HI <= 120."""
    try:
        lo, hi = (int(x) for x in text.split("-"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a score range is LO-HI, not {text!r}") from None
    if not 0 <= lo <= hi <= 120:
        raise argparse.ArgumentTypeError(f"a score range needs 0 <= LO <= HI <= 120: {text!r}")
    return lo, hi


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="expert", type=player_name, help="player A (expert)")
    parser.add_argument("--b", default="greedy", type=player_name, help="player B (greedy)")
    parser.add_argument("--games", type=int, default=100,
                        help="games, rounded up to even (self-play: one game a seed)")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1),
                        help="processes (default 2)")
    parser.add_argument("--seed", type=int, default=SEED_BASE, help="first seed")
    parser.add_argument("--self-play", type=int, default=0, metavar="GAMES",
                        help="also play GAMES games of A against A")
    parser.add_argument("--record", type=Path, metavar="JSON",
                        help="add this run (seeds, wins per seed) to JSON and print the total "
                             "of every run recorded there for the same A and B")
    parser.add_argument("--resume", action="store_true",
                        help="with --record: start after the last seed recorded for A and B")
    parser.add_argument("--start", type=score_range, metavar="LO-HI",
                        help="start each game with both scores drawn from LO..HI (endgames)")
    parser.add_argument("--wins", type=Path, metavar="JSON",
                        help="save A's wins per seed of this run (for --paired)")
    parser.add_argument("--paired", type=Path, nargs=2, metavar="JSON",
                        help="the difference of two --wins files on their common seeds "
                             "(no games)")
    parser.add_argument("--total", action="store_true",
                        help="with --record: only print the total recorded for A and B by "
                             "this crib_qt/ai (no games)")
    args = parser.parse_args(argv)
    if args.paired:
        print(paired(*args.paired))
        return 0
    if args.total:
        if not args.record:
            parser.error("--total needs --record")
        print_total(args.record, load_record(args.record), args.a, args.b,
                    ai_version()["ai_tree"])
        return 0
    if args.record and args.start:
        parser.error("--record keeps whole games only; leave out --start")
    if args.resume and args.record:
        args.seed = next_seed(args.record, args.a, args.b, args.seed)
    results, elapsed = run(args.a, args.b, args.games, args.workers, args.seed, args.start)
    report(results, args.a, args.b, elapsed)
    if args.record:
        record(args.record, results, args.a, args.b, elapsed)
    if args.wins:
        write_wins(args.wins, results, args.a, args.b, args.start)
    if args.self_play and args.a != args.b:
        results, elapsed = run(args.a, args.a, args.self_play, args.workers, args.seed)
        report(results, args.a, args.a, elapsed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
