"""Speed (and, on request, strength) of the computer player's discards.

Run on demand (never collected by pytest)::

    python tests/benchmarks/bench_ai.py [--deals N]
    python tests/benchmarks/bench_ai.py --strength HANDS [--pegging LEVEL]
    python tests/benchmarks/bench_ai.py --pegging-scale DEALS [--pegging LEVEL]
    python tests/benchmarks/bench_ai.py --games N [--pegging LEVEL]
    python tests/benchmarks/bench_ai.py --caches GAMES

Speed: the median time of one discard decision (``ComputerPlayer(level).choose`` on
a discard-phase view, R3.2) for each level over the same seeded deals, next to the
baseline measured in the same run: `BasicPlayer` (exact hand value with
``score_hand``), so results can be compared across machines as ratios. The first
decision of a process (JSON load, empty score caches) is shown apart; the caches
are then filled by one untimed pass so every level is timed alike.

Strength: duplicate hands between neighbouring levels. Each seeded deal (two six-card
hands and a starter) is played twice with the players' seats swapped, so the cards
cancel out and only the decisions differ; the figure is the stronger level's mean net
points per hand (own points minus the other's: pegging and show, R4, R5) with its
standard error. Both seats play the pegging at ``--pegging`` (default "medium") so the
difference comes from the discards; ``--pegging own`` lets each level peg at its level.

Games: N seeds, each played twice with the seats swapped, between neighbouring levels
(whole games to 121, R6.1, so the endgame counts); the stronger level's share of the
games with its standard error.

Pegging scale: how much the expert's pegging term (crib_model, weighted by
`discard.PEGGING_WEIGHT`) pays. For each seeded deal the discard is chosen with the
pegging term scaled by 0 (the hard level), 0.25, … 1.5; each distinct keep is
played out against the same other hand (thrown by the expert) with ``--pegging``
play, and valued exactly: net pegs plus the kept hand and the crib averaged over the
40 starters left. The figure is the mean gain per hand over scale 0, with its
standard error; all scales see the same deals, so their differences are sharp.

Caches: GAMES whole games of the expert against itself in this process (as the
decision process plays them): the CPU time of each play with a real choice (two
ranks or more that fit) next to the greedy `BasicPlayer`'s on the same positions
(the baseline); after each game, when it is nearly full, the cost of dropping the older
generation of the search's memo (as the search itself does when it fills up:
`crib_qt.ai.play_solver`), next to clearing a plain dict of as many ints built in the
same run; the rows of the step table (one per series key met, never dropped); and the
peak RSS of the process.
Target: no drop over 2 ms; peak RSS of a decision process over 20 games <= 80 MB.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from crib_qt.ai import LEVELS, BasicPlayer, ComputerPlayer, play_solver  # noqa: E402
from crib_qt.ai.crib_model import load_model  # noqa: E402
from crib_qt.ai.discard import discard_options, option_value  # noqa: E402
from crib_qt.ai.fast import UnseenCounts, expected_score  # noqa: E402
from crib_qt.rules import (DECK, Continue, GameState, HandShown, Phase, Play,  # noqa: E402
                           Scored, apply, legal_actions, new_game)

SEED = 20240601


def discard_state(dealer: int, hands, scores=(0, 0)) -> GameState:
    hands = tuple(tuple(sorted(h)) for h in hands)
    used = set(hands[0]) | set(hands[1])
    return GameState(seed=0, phase=Phase.DISCARD, to_act=1 - dealer, dealer=dealer,
                     hand_number=1, hands=hands, scores=scores, back_pegs=scores,
                     stock=tuple(c for c in DECK if c not in used))


def deals(n: int) -> list[tuple[int, tuple, object]]:
    rng = random.Random(SEED)
    out = []
    for i in range(n):
        cards = rng.sample(DECK, 13)
        out.append((i % 2, (cards[:6], cards[6:12]), cards[12]))
    return out


def time_decisions(player, states) -> list[float]:
    times = []
    for state in states:
        view, legal = state.view(state.to_act), legal_actions(state)
        start = time.perf_counter()
        player.choose(view, legal)
        times.append(time.perf_counter() - start)
    return times


def speed(n: int) -> None:
    states = [discard_state(dealer, hands) for dealer, hands, _ in deals(n)]
    start = time.perf_counter()
    ComputerPlayer("expert").choose(states[0].view(states[0].to_act), legal_actions(states[0]))
    print(f"first expert decision in a fresh process (loads the table): "
          f"{(time.perf_counter() - start) * 1e3:.1f} ms")
    time_decisions(ComputerPlayer("medium"), states)  # fill the score caches once for all
    rows = [("baseline BasicPlayer", BasicPlayer())]
    rows += [(f"ComputerPlayer {level!r}", ComputerPlayer(level)) for level in LEVELS]
    for name, player in rows:
        times = time_decisions(player, states)
        print(f"{name:28s} median {statistics.median(times) * 1e3:7.2f} ms, "
              f"max {max(times) * 1e3:7.2f} ms over {len(times)} discards")
    # Near the end the expert weighs the chance of winning (discard_win, issue 20).
    rng = random.Random(SEED + 1)
    near = [discard_state(dealer, hands, (90 + rng.randrange(31), 60 + rng.randrange(61)))
            for dealer, hands, _ in deals(n)]
    times = time_decisions(ComputerPlayer("expert"), near)
    print(f"{'expert, a player at 90-120':28s} median {statistics.median(times) * 1e3:7.2f} ms, "
          f"max {max(times) * 1e3:7.2f} ms over {len(times)} discards")


class Mixed:
    """Discards at one level, plays at another (to isolate the discard's strength)."""

    def __init__(self, level: str, pegging: str) -> None:
        self.discarder = ComputerPlayer(level)
        self.pegger = ComputerPlayer(level if pegging == "own" else pegging)

    def choose(self, view, legal):
        return (self.discarder if view.phase is Phase.DISCARD else self.pegger).choose(view, legal)


def play_hand(players, dealer: int, hands, starter) -> tuple[int, int]:
    """Both seats' points for one hand (pegging and show; his heels excluded)."""
    state = discard_state(dealer, hands)
    while state.phase is Phase.DISCARD:
        seat = state.to_act
        state, _ = apply(state, players[seat].choose(state.view(seat), legal_actions(state)))
    if starter in state.kept[0] or starter in state.kept[1] or starter in state.crib:
        raise AssertionError("the starter was dealt")
    pone = 1 - dealer
    crib = state.discards[pone] + state.discards[dealer]
    state = GameState.for_play(dealer, state.kept, starter, crib=crib)
    while state.phase is not Phase.GAME_OVER:
        if state.phase is Phase.SHOW and state.show_step == 2:
            break
        seat = state.to_act
        legal = legal_actions(state)
        action = Continue() if state.phase is Phase.SHOW else players[seat].choose(
            state.view(seat), legal)
        state, _ = apply(state, action)
    return state.scores


def strength(hands: int, pegging: str) -> None:
    table = deals(hands)
    for weak, strong in zip(LEVELS, LEVELS[1:]):
        a, b = Mixed(strong, pegging), Mixed(weak, pegging)
        diffs = []
        start = time.perf_counter()
        for dealer, cards, starter in table:
            s1 = play_hand((a, b), dealer, cards, starter)
            s2 = play_hand((b, a), dealer, cards, starter)
            diffs.append(((s1[0] - s1[1]) + (s2[1] - s2[0])) / 2)
        mean = statistics.fmean(diffs)
        se = statistics.stdev(diffs) / len(diffs) ** 0.5
        print(f"{strong:>6} vs {weak:<6}: {mean:+.3f} ± {se:.3f} points per hand "
              f"({hands} duplicate deals, pegging {pegging}, "
              f"{time.perf_counter() - start:.0f} s)")


def net_pegs(player, dealer: int, keeps, starter, crib) -> int:
    """Seat 0's pegs minus seat 1's in the play of these keeps (R4), in points."""
    state = GameState.for_play(dealer, keeps, starter, crib=crib)
    net = 0
    while state.phase is Phase.PLAY:
        seat = state.to_act
        state, events = apply(state, player.choose(state.view(seat), legal_actions(state)))
        for event in events:
            if isinstance(event, HandShown):
                break
            if isinstance(event, Scored):
                net += event.score.total if event.seat == 0 else -event.score.total
    return net


def pegging_scale(n: int, pegging: str) -> None:
    scales = (0.0, 0.25, 0.5, 0.75, 1.0, 1.5)
    model = load_model()
    player = ComputerPlayer("medium" if pegging == "own" else pegging)
    gains = {s: [] for s in scales}
    start = time.perf_counter()
    for dealer, (mine, other), _ in deals(n):
        is_dealer = dealer == 0
        mine, other = sorted(mine), sorted(other)
        options = discard_options(mine, dealer=is_dealer, model=model)
        sign = 1 if is_dealer else -1
        chosen = {s: max(options, key=lambda o: o.hand + sign * o.crib + s * o.pegging)
                  for s in scales}
        if len({id(o) for o in chosen.values()}) == 1:
            for s in scales:
                gains[s].append(0.0)
            continue
        theirs = max(discard_options(other, dealer=not is_dealer, model=model),
                     key=lambda o: option_value(o, "expert", dealer=not is_dealer))
        left = UnseenCounts.complement(mine + other)
        starter = next(c for c in DECK if c not in mine and c not in other)  # no part in the play
        value = {}
        for option in {id(o): o for o in chosen.values()}.values():
            crib = (theirs.cards + option.cards) if is_dealer else (option.cards + theirs.cards)
            value[id(option)] = (net_pegs(player, dealer, (option.keep, theirs.keep), starter, crib)
                                 + expected_score(option.keep, left)
                                 + sign * expected_score(crib, left, is_crib=True))
        for s in scales:
            gains[s].append(value[id(chosen[s])] - value[id(chosen[0.0])])
    for s in scales:
        g = gains[s]
        print(f"pegging term x {s:4.2f}: {statistics.fmean(g):+.4f} ± "
              f"{statistics.stdev(g) / len(g) ** 0.5:.4f} points per hand over the hard level")
    print(f"({n} deals, pegging {player.level}, {time.perf_counter() - start:.0f} s)")


def play_game(players, seed: int) -> int:
    """The winner's index in `players` of one whole game (seat i = players[i])."""
    from crib_qt.rules import new_game
    state = new_game(seed)
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        state, _ = apply(state, players[seat].choose(state.view(seat), legal_actions(state)))
    return state.winner


def games(n: int, pegging: str, pairs=None) -> None:
    pairs = pairs or list(zip(LEVELS, LEVELS[1:]))
    for weak, strong in pairs:
        a, b = Mixed(strong, pegging), Mixed(weak, pegging)
        start = time.perf_counter()
        wins = 0
        for i in range(n):
            seed = SEED + i
            wins += play_game((a, b), seed) == 0
            wins += play_game((b, a), seed) == 1
        share = wins / (2 * n)
        se = (share * (1 - share) / (2 * n)) ** 0.5
        print(f"{strong:>6} vs {weak:<6}: wins {100 * share:.1f} % ± {100 * se:.1f} of "
              f"{2 * n} games (pegging {pegging}, {time.perf_counter() - start:.0f} s)")


def timed_drop(table: dict) -> float:
    """CPU seconds to free every entry of `table`, as dropping the dict does (CPU
    time: on a shared machine the wall clock also counts other processes' turns)."""
    start = time.process_time()
    table.clear()
    return time.process_time() - start


def timed_plays(player, n: int, after_game=None):
    """`player` against itself in `n` whole games (seeds SEED, SEED + 1, …), as the
    decision process plays them: yields (view, legal, CPU seconds of the decision) for
    each play with a real choice (two ranks or more that fit, R4.2); calls
    `after_game()`, if given, as each game ends."""
    for i in range(n):
        state = new_game(SEED + i)
        while state.phase is not Phase.GAME_OVER:
            seat = state.to_act
            view, legal = state.view(seat), legal_actions(state)
            t0 = time.process_time()
            action = player.choose(view, legal)
            spent = time.process_time() - t0
            if len({a.card.rank for a in legal if isinstance(a, Play)}) > 1:
                yield view, legal, spent
            state, _ = apply(state, action)
        if after_game is not None:
            after_game()


def caches(n: int) -> None:
    basic = BasicPlayer()
    ratios, expert_times, drops = [], [], []

    def drop_old_generation() -> None:
        old = play_solver.memo_sizes()[1]
        if old >= play_solver.GENERATION * 0.9:  # as a full new generation would drop it
            table, play_solver._OLD = play_solver._OLD, {}
            drops.append((old, timed_drop(table)))

    start = time.perf_counter()
    for view, legal, spent in timed_plays(ComputerPlayer("expert"), n, drop_old_generation):
        t0 = time.process_time()
        for _ in range(10):
            basic.choose(view, legal)
        base = (time.process_time() - t0) / 10
        expert_times.append(spent)
        ratios.append(spent / max(base, 1e-7))
    elapsed = time.perf_counter() - start
    rows = play_solver.memo_sizes()[2]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    peak_mb = peak / (1 << 20) if sys.platform == "darwin" else peak / 1024  # bytes / KiB

    calibration = []
    for _ in range(5):
        plain = {random.getrandbits(60): random.randrange(-40, 40)
                 for _ in range(play_solver.GENERATION)}
        calibration.append(timed_drop(plain))
    ms = lambda seconds: f"{seconds * 1e3:.2f} ms"  # noqa: E731
    times = sorted(expert_times)
    print(f"{n} games expert against expert, {elapsed:.0f} s")
    print(f"expert plays with a choice: {len(times)}, CPU median {ms(statistics.median(times))}, "
          f"p95 {ms(times[int(0.95 * len(times))])}, max {ms(times[-1])}; "
          f"median {statistics.median(ratios):.0f}x the greedy baseline on the same positions")
    print(f"baseline: freeing a plain dict of {play_solver.GENERATION:,} ints built here, CPU: "
          f"best {ms(min(calibration))}, worst {ms(max(calibration))} of 5")
    if drops:
        worst = max(t for _, t in drops)
        print(f"memo generation drops: {len(drops)}, entries {min(k for k, _ in drops):,}-"
              f"{max(k for k, _ in drops):,}, CPU median "
              f"{ms(statistics.median(t for _, t in drops))}, "
              f"max {ms(worst)} ({worst / min(calibration):.1f}x the baseline's best; "
              f"target 2 ms)")
    else:
        print("memo generation drops: none (never nearly full)")
    print(f"step table (never dropped): {rows:,} series keys met of 21,647, "
          f"{play_solver._TABLE.buffer_info()[1] * 4 / 1e6:.2f} MB")
    print(f"peak RSS of this process: {peak_mb:.1f} MB (target for the decision process over "
          f"20 games: 80 MB)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300, help="discards timed per player")
    parser.add_argument("--strength", type=int, metavar="HANDS",
                        help="measure strength over HANDS duplicate deals instead")
    parser.add_argument("--games", type=int, metavar="N",
                        help="play N seeds twice (seats swapped) between neighbouring levels")
    parser.add_argument("--pegging-scale", type=int, metavar="DEALS",
                        help="measure what the pegging term gains over DEALS deals instead")
    parser.add_argument("--caches", type=int, metavar="GAMES",
                        help="expert self-play: decision times, cache drops, peak RSS")
    parser.add_argument("--pegging", default="medium",
                        help="pegging level for both seats, or 'own' (strength only)")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}")
    if args.strength:
        strength(args.strength, args.pegging)
    elif args.games:
        games(args.games, args.pegging)
    elif args.caches:
        caches(args.caches)
    elif args.pegging_scale:
        pegging_scale(args.pegging_scale, args.pegging)
    else:
        speed(args.deals)
    return 0


if __name__ == "__main__":
    sys.exit(main())
