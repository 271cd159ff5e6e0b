"""The record of strength.py's runs (``--record JSON``): per chunk A, B, the seeds
played and A's games won per seed, with the crib_qt/ai tree that played, so a target of
thousands of games (issue 20) can be reached in chunks across sessions and totalled
(``--total``) over the runs of one expert.
"""

from __future__ import annotations

import math
import statistics
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load_record(path: Path) -> dict:
    """The record in `path` (JSON), or an empty one when there is no file yet."""
    import json

    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    return {"description": "Chunks of tests/benchmarks/strength.py runs (--record): per "
                           "chunk A, B, the seeds played and A's games won per seed (0-2, "
                           "seats swapped). Resume with --record FILE --resume.",
            "runs": []}


def ai_version() -> dict:
    """The git tree of `crib_qt/ai` at HEAD ("ai_tree") and the files of it changed in
    the working tree ("ai_changed", none for a clean run), so a recorded run names the
    expert it measured."""
    import subprocess

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(ROOT), *args], check=True,
                              capture_output=True, text=True).stdout.strip()

    changed = [line[3:] for line in git("status", "--porcelain", "--", "crib_qt/ai").splitlines()]
    return {"ai_tree": git("rev-parse", "HEAD:crib_qt/ai")[:12], "ai_changed": changed}


def same_expert(data: dict, tree: str) -> set[str]:
    """The crib_qt/ai trees whose runs count as `tree`'s: itself and, when it is listed
    in a group of the record's "same_expert_trees" (groups of trees shown to make the
    same decisions: a list of groups, each a list of trees or a dict of tree: how it
    was shown; a flat list, or a single dict, is one group), every tree of its group."""
    groups = data.get("same_expert_trees", [])
    if groups and all(isinstance(t, str) for t in groups):
        groups = [groups]
    return {tree}.union(*(set(g) for g in groups if tree in g))


def next_seed(path: Path, a: str, b: str, default: int) -> int:
    """The seed after the last one recorded in `path` for A and B (else `default`)."""
    runs = [r for r in load_record(path)["runs"] if r["a"] == a and r["b"] == b]
    return max((r["first_seed"] + len(r["wins"]) for r in runs), default=default)


def record(path: Path, results: list[list[dict]], a: str, b: str, elapsed: float) -> None:
    """Add this run to `path` and print the total over its runs of A against B."""
    import json

    data = load_record(path)
    wins = seed_wins(results)
    version = ai_version()
    same = same_expert(data, version["ai_tree"])
    others = {r.get("ai_tree") for r in data["runs"] if r["a"] == a and r["b"] == b} - same
    if others:
        print(f"  WARNING: earlier runs of {a} against {b} in {path} played another "
              f"crib_qt/ai ({', '.join(sorted(map(str, others)))}): label them as that "
              f"version (\"a\": \"expert@COMMIT\"), or list their tree in "
              f"\"same_expert_trees\" if it plays the same, before adding runs of this one")
    data["runs"].append({"a": a, "b": b, "first_seed": results[0][0]["seed"],
                         "games_per_seed": len(results[0]), "seconds": round(elapsed),
                         **version, "wins": wins})
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    tmp.replace(path)
    print_total(path, data, a, b, version["ai_tree"])


def print_total(path: Path, data: dict, a: str, b: str, tree: str) -> None:
    """Print A's share of the games won against B over the runs in `data` (the record
    read from `path`) of the expert of crib_qt/ai `tree` (`same_expert`), with a 95%
    interval over the seeds (normal approximation)."""
    same = same_expert(data, tree)
    ours = [r for r in data["runs"] if r["a"] == a and r["b"] == b and r.get("ai_tree") in same]
    if not ours:
        print(f"  {path}: no run of {a} against {b} by this expert")
        return
    per_seed = [w / r["games_per_seed"] for r in ours for w in r["wins"]]
    games = sum(r["games_per_seed"] * len(r["wins"]) for r in ours)
    rate = statistics.fmean(per_seed)
    half = (1.96 * statistics.stdev(per_seed) / math.sqrt(len(per_seed))
            if len(per_seed) > 1 else 0.0)
    seconds = sum(r["seconds"] for r in ours)
    print(f"  {path}: {a} against {b} over the recorded runs of this expert "
          f"({len(same)} crib_qt/ai tree(s), {seconds} s): {games} games, "
          f"A wins {rate:.1%}, 95% interval {rate - half:.1%} .. {rate + half:.1%}")


def seed_wins(results: list[list[dict]]) -> list[int]:
    """A's games won of each seed's games (0-2 with the seats swapped), in seed order."""
    return [sum(g["a_won"] for g in pair) for pair in results]


def write_wins(path: Path, results: list[list[dict]], a: str, b: str,
               start: tuple[int, int] | None) -> None:
    """Save A's games won per seed (0-2, seats swapped) of one run, any run (also
    ``--start``), for `paired` comparisons of two players on the same seeds."""
    import json

    data = {"a": a, "b": b, "start": list(start) if start else None, **ai_version(),
            "games_per_seed": len(results[0]),
            "wins": {str(pair[0]["seed"]): won for pair, won in zip(results, seed_wins(results))}}
    path.write_text(json.dumps(data) + "\n", encoding="utf-8")


def paired(first: Path, second: Path) -> str:
    """The first file's A minus the second's (`write_wins` files) over the seeds both
    played, in points of win rate with the standard error of the mean difference per
    seed: much sharper than the two rates' intervals, since the same seeds deal the
    same cards."""
    import json

    runs = [json.loads(p.read_text(encoding="utf-8")) for p in (first, second)]
    one, two = ({s: w / run.get("games_per_seed", 2) for s, w in run["wins"].items()}
                for run in runs)
    seeds = sorted(set(one) & set(two), key=int)
    if len(seeds) < 2:
        raise SystemExit("paired: fewer than 2 seeds in common")
    diffs = [one[s] - two[s] for s in seeds]
    mean = statistics.fmean(diffs)
    error = statistics.stdev(diffs) / math.sqrt(len(diffs))
    rate = [statistics.fmean(w[s] for s in seeds) for w in (one, two)]
    return (f"{len(seeds)} seeds in common: {100 * rate[0]:.2f}% against {100 * rate[1]:.2f}%, "
            f"paired difference {100 * mean:+.2f} +- {100 * error:.2f} points of win rate")
