"""Where one computer player gains on another, hand by hand: duplicate deals, net
points per hand by role and kind, with standard errors (issue 20).

Run on demand (never collected by pytest)::

    nice -n 15 python tests/benchmarks/strength_parts.py --a expert --b greedy --deals 300
    nice -n 15 python tests/benchmarks/strength_parts.py --a greedy/expert --b greedy \\
        --also expert-v1 --deals 300

Each seeded deal (two six-card hands, a starter, a dealer: seat 0 deals in even
deals) is played twice at 0-0 with the seats swapped (R3.2 discards, R4 the play,
R5 the show; his heels is not scored), so the cards cancel out and only the
decisions differ. Players are `strength_players`' names ("greedy", "expert",
"expert-v1", "expert@REV", "X/Y" discards like X and plays like Y). For each deal
A's points in a role minus B's in the same role on the same cards (the other
seating), by kind: pegging (the play), hand, crib (the dealer's crib counts for
the dealer); dealer and pone add up to A's net points minus B's over both seatings,
and "per hand" is half of that. Also A's own decisions by role: A's net points
(own minus the other's) in the seating where A deals (is pone), minus the net B
made in that seat with B in both seats on the same cards. Prints the mean and its
standard error per role and kind and in total.

Players of this script only: "expert-gm" (the expert's play search, same deals of
the other hand, but the other side replying as the greedy baseline's
`BasicPlayer.play_value` would instead of perfectly: an opponent model), and as
discarders "expert-dealer" / "expert-pone" (the expert's discards in that role
only, the greedy baseline's in the other), e.g. ``--a greedy/expert-gm``.

``--also C``: the same deals also played by C against B, and A's total minus C's
per deal (paired on the same deals, so sharper than the two totals' errors).

Whole games are `strength.py`'s job; this only answers "how many points a hand",
which settles a part's gain faster than win rates do, but says nothing of the
end of the game (the expert plays and discards for the win near 121).
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import strength_players
from strength_players import player_name

from crib_qt.rules import DECK, Continue, GameState, HandShown, Phase, Scored, apply, legal_actions

SEED = 41_000_000
# "expert-gm": the expert's play search (same deals of the other hand) in which the
# other side replies as the greedy baseline does instead of perfectly.
# "expert-dealer" / "expert-pone": the expert's discards in that role only, the greedy
# baseline's in the other (use as the discarder of "X/Y").
LOCAL = ("expert-gm", "expert-dealer", "expert-pone")
KINDS = ("pegging", "hand", "crib")


def greedy_reply(kids: tuple, key: tuple, count: int) -> tuple:
    """The move `BasicPlayer.play_value` picks among `kids` (`play_model.children`):
    points now, −0.7 for a count of 5 or 21, −0.1 for 6–14, −0.5 for pairing the
    last card below 31, +0.01 per counting value; ties to the lower rank."""
    from crib_qt.ai.play_model import VALUE, step

    if kids[0][0] == 0:
        return kids[0]
    best, best_value = None, None
    for kid in kids:
        r = kid[0]
        new = count + VALUE[r]
        value = float(step(key, r, count)[0])
        if new in (5, 21):
            value -= 0.7
        if 5 < new < 15:
            value -= 0.1
        if key and key[-1] == r and new < 31:
            value -= 0.5
        value += VALUE[r] * 0.01
        if best_value is None or value > best_value:
            best, best_value = kid, value
    return best


def model_value(state: tuple, mine: bool, memo: dict) -> float:
    """Own − other's points to the end of the play, the viewer maximising with both
    hands known, the other side replying as `greedy_reply`."""
    from crib_qt.ai.play_model import children

    hit = memo.get((state, mine))
    if hit is not None:
        return hit
    kids = children(state)
    if mine:
        value = max(k[1] - k[2] + (model_value(k[4], not k[3], memo) if k[4] else 0.0)
                    for k in kids)
    else:
        k = greedy_reply(kids, state[2], state[3])
        value = k[2] - k[1] + (model_value(k[4], k[3], memo) if k[4] else 0.0)
    memo[(state, mine)] = value
    return value


class GreedyModelExpert:
    """The expert, but its play search expects the greedy baseline's replies."""

    def __init__(self) -> None:
        from crib_qt.ai.player import ComputerPlayer

        self.expert = ComputerPlayer("expert")

    def choose(self, view, legal):
        from crib_qt.ai import deal_sampling
        from crib_qt.ai.pegging import LEVEL_SETTINGS, _pick, kept_weights
        from crib_qt.ai.play_model import children, root
        from crib_qt.ai.player import view_rng
        from crib_qt.rules import Play

        plays = [a for a in legal if isinstance(a, Play)]
        if not plays or len({a.card.rank for a in plays}) == 1:
            return self.expert.choose(view, legal)
        settings = LEVEL_SETTINGS["expert"]
        rng = view_rng(view, "expert")
        size = view.opponent_hand_size
        deals = (deal_sampling.rank_deals(deal_sampling.candidates(view), size, rng,
                                          settings["deals"], settings["exact"],
                                          deal_sampling.opponent_played(view),
                                          kept_weights(view)) if size else [((), 1.0)])
        cur, _, key, count, gone, last = root(view, ())
        values: dict[int, float] = {}
        memo: dict = {}
        for opp, p in deals:
            for k in children((cur, opp, key, count, gone, last)):
                v = k[1] - k[2] + (model_value(k[4], not k[3], memo) if k[4] else 0.0)
                values[k[0]] = values.get(k[0], 0.0) + p * v
        return _pick(plays, values, view)


class RoleDiscards:
    """The expert's discards in one role (R3.2), the greedy baseline's in the other."""

    def __init__(self, role: str) -> None:
        self.role = role
        self.expert = strength_players.get_player("expert")
        self.greedy = strength_players.get_player("greedy")

    def choose(self, view, legal):
        mine = view.is_dealer == (self.role == "dealer")
        return (self.expert if mine else self.greedy).choose(view, legal)


def is_local(name: str) -> bool:
    return name in LOCAL


def local(name: str):
    if name == "expert-gm":
        return GreedyModelExpert()
    if name in ("expert-dealer", "expert-pone"):
        return RoleDiscards(name[7:])
    return strength_players.get_player(name)


def get_player(name: str):
    """`strength_players.get_player`, and the `LOCAL` players (also in X/Y)."""
    parts = name.split("/")
    if not any(is_local(p) for p in parts):
        return strength_players.get_player(name)
    made = [local(p) for p in parts]
    return made[0] if len(made) == 1 else strength_players.Mixed(*made)


def any_player(text: str) -> str:
    if any(is_local(p) for p in text.split("/")):
        return text
    return player_name(text)


def deals(n: int, seed: int) -> list[tuple[int, tuple, object]]:
    """`n` seeded deals: (dealer seat, (six cards of seat 0, of seat 1), starter)."""
    out = []
    for i in range(n):
        rng = random.Random(seed + i)
        cards = rng.sample(DECK, 13)
        out.append((i % 2, (tuple(sorted(cards[:6])), tuple(sorted(cards[6:12]))), cards[12]))
    return out


def play_hand(players, dealer: int, hands, starter) -> list[dict]:
    """Each seat's points of one hand at 0-0 by kind (R4, R5; no his heels)."""
    used = set(hands[0]) | set(hands[1])
    state = GameState(seed=0, phase=Phase.DISCARD, to_act=1 - dealer, dealer=dealer,
                      hand_number=1, hands=hands, scores=(0, 0), back_pegs=(0, 0),
                      stock=tuple(c for c in DECK if c not in used))
    while state.phase is Phase.DISCARD:
        seat = state.to_act
        state, _ = apply(state, players[seat].choose(state.view(seat), legal_actions(state)))
    crib = state.discards[1 - dealer] + state.discards[dealer]
    state = GameState.for_play(dealer, state.kept, starter, crib=crib)
    points = [dict.fromkeys(KINDS, 0), dict.fromkeys(KINDS, 0)]
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act
        action = Continue() if state.phase is Phase.SHOW else players[seat].choose(
            state.view(seat), legal_actions(state))
        phase = state.phase
        state, events = apply(state, action)
        for event in events:
            if isinstance(event, HandShown):
                points[event.seat]["crib" if event.is_crib else "hand"] += event.score.total
            elif isinstance(event, Scored) and phase is Phase.PLAY:
                points[event.seat]["pegging"] += event.score.total
        if phase is Phase.SHOW and any(isinstance(e, HandShown) and e.is_crib for e in events):
            break
    return points


def net(a: str, b: str, table) -> list[dict]:
    """Per deal, by role and kind: A's points in that role minus B's in the same role
    on the same cards (the other seating). The two roles add up to A − B over both
    seatings."""
    pa, pb = get_player(a), get_player(b)
    out = []
    for dealer, hands, starter in table:
        seen = {}
        for a_seat in (0, 1):
            players = (pa, pb) if a_seat == 0 else (pb, pa)
            points = play_hand(players, dealer, hands, starter)
            seen[a_seat] = points
        # seating a_seat == dealer: A deals; the other seating: B deals the same cards.
        a_dealt, b_dealt = seen[dealer], seen[1 - dealer]
        both_b = play_hand((pb, pb), dealer, hands, starter)
        row = {}
        # A's own decisions by role: A's net in a seating minus B's net in B's place
        for role, seating, seat in (("dealer", a_dealt, dealer), ("pone", b_dealt, 1 - dealer)):
            for kind in KINDS:
                row[("own " + role, kind)] = (seating[seat][kind] - seating[1 - seat][kind]
                                              - both_b[seat][kind] + both_b[1 - seat][kind])
        for kind in KINDS:
            row[("dealer", kind)] = a_dealt[dealer][kind] - b_dealt[dealer][kind]
            row[("pone", kind)] = b_dealt[1 - dealer][kind] - a_dealt[1 - dealer][kind]
        out.append(row)
    return out


def mean_se(values: list[float]) -> str:
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else float("nan")
    return f"{mean:+.3f} ± {se:.3f}"


def report(a: str, b: str, rows: list[dict], seconds: float) -> list[float]:
    """Prints A − B per role and kind (points per hand, ± one standard error)."""
    print(f"{a} vs {b}: {len(rows)} duplicate deals ({2 * len(rows)} hands), {seconds:.0f} s")
    for role in ("dealer", "pone"):
        parts = [f"{kind} {mean_se([r[(role, kind)] for r in rows])}" for kind in KINDS]
        total = [sum(r[(role, k)] for k in KINDS) for r in rows]
        print(f"  as {role:6s}: " + ", ".join(parts) + f"; total {mean_se(total)}")
    for role in ("dealer", "pone"):
        parts = [f"{kind} {mean_se([r[('own ' + role, kind)] for r in rows])}" for kind in KINDS]
        total = [sum(r[("own " + role, k)] for k in KINDS) for r in rows]
        print(f"  A's own decisions as {role:6s} (net vs B in A's place): " + ", ".join(parts)
              + f"; total {mean_se(total)}")
    totals = [sum(v for k, v in r.items() if not k[0].startswith("own")) / 2 for r in rows]
    print(f"  per hand (mean of dealer and pone): {mean_se(totals)}")
    return totals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", type=any_player, default="expert")
    parser.add_argument("--b", type=any_player, default="greedy")
    parser.add_argument("--also", type=any_player, action="append", default=[],
                        help="another player C against B on the same deals")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    table = deals(args.deals, args.seed)
    gc.disable()  # the expert's memo: see strength.play_pair
    results = {}
    for name in [args.a] + args.also:
        start = time.perf_counter()
        rows = net(name, args.b, table)
        results[name] = report(name, args.b, rows, time.perf_counter() - start)
        gc.collect()
        gc.freeze()
    for other in args.also:
        diff = [x - y for x, y in zip(results[args.a], results[other])]
        print(f"{args.a} minus {other} (each against {args.b}, same deals): {mean_se(diff)} "
              f"points per hand")
    return 0


if __name__ == "__main__":
    sys.exit(main())
