"""The play (R4) on ranks, for the computer's searches: points of one card, moves.

Suits never matter in the play, so the searches see ranks only, and the series only
as far as it can still score (`series_key`): positions reached by different deals
then coincide and share their solutions.

A search *state*, from the side of the seat to act ("cur"), is the tuple

    (cur ranks, other ranks, series key, count, other gone, cur played last)

with both hands as sorted tuples of ranks (1–13), the series key as `series_key`
of the ranks laid since the count last reset, the count in points (0–31), "other
gone" True when the other seat has said go in this series, and "cur played last"
True when the seat to act laid the last card. `children` lists its moves exactly as
`crib_qt.rules.game` plays them (R4.2–R4.8); the tests check this move by move.

Caches: `step` and `children` are `lru_cache`s of 8,192 entries each: a miss evicts
one entry, so no call ever pays for a clear.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..rules.cards import Card
from ..rules.state import PlayerView

__all__ = ["VALUE", "children", "play_points", "root", "series_key", "step"]

VALUE = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)  # counting value by rank (R1.2)
_PAIR = (0, 0, 2, 6, 12)  # R4.4 by the number of equal ranks in a row
_MAX_RUN = 7  # 1+2+…+7 = 28 ≤ 31 < 1+…+8: no longer run fits in one series


def series_key(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """The part of a series that can still score (R4.4, R4.5).

    Args:
        ranks: the ranks laid since the count last reset, in order.

    Returns:
        The trailing block of equal ranks (2–4 of them), or else the longest suffix
        of distinct ranks spanning less than 7; () for an empty series.
    """
    if not ranks:
        return ()
    last = ranks[-1]
    same = 1
    while same < len(ranks) and ranks[-1 - same] == last:
        same += 1
    if same > 1:
        return ranks[-same:]
    n, lo, hi, seen = 1, last, last, {last}
    while n < len(ranks):
        r = ranks[-1 - n]
        if r in seen or max(hi, r) - min(lo, r) >= _MAX_RUN:
            break
        seen.add(r)
        lo, hi = min(lo, r), max(hi, r)
        n += 1
    return ranks[-n:]


@lru_cache(maxsize=1 << 13)
def step(key: tuple[int, ...], rank: int, count: int) -> tuple[int, tuple[int, ...]]:
    """One card laid on the series (R4.3–R4.5, as `score_play`).

    Args:
        key: `series_key` of the series so far.
        rank: the rank laid (1–13).
        count: the count before it, in points.

    Returns:
        (points: 15 or 31, the pair kind, the longest run; the new series key).
    """
    series = key + (rank,)
    new = count + VALUE[rank]
    points = 2 if new in (15, 31) else 0
    same = 1
    while same < len(series) and series[-1 - same] == rank:
        same += 1
    points += _PAIR[same]
    for n in range(len(series), 2, -1):
        ranks = set(series[-n:])
        if len(ranks) == n and max(ranks) - min(ranks) == n - 1:
            points += n
            break
    return points, series_key(series)


def play_points(series: Sequence[Card], card: Card) -> int:
    """Points for laying `card` on `series` (the cards since the count last reset):
    the same total as ``score_play(series + (card,))`` (R4.3–R4.5)."""
    ranks = tuple(c.rank for c in series)
    return step(series_key(ranks), card.rank, sum(c.value for c in series))[0]


# --- transitions (mirror crib_qt.rules.game._play/_go/_next_in_play/_reset) ---------------


@lru_cache(maxsize=1 << 13)
def children(state: tuple) -> tuple:
    """Every move of the seat to act in `state` (see the module doc).

    Returns:
        One tuple per distinct rank that fits, or the single go (rank 0, R4.2):
        (rank, points to the mover, points to the other, turn passes?, next state or
        None when the play is over). Go and last card are included (R4.6–R4.8).
    """
    cur, oth, key, count, oth_gone, last_cur = state
    room = 31 - count
    out = []
    prev = 0
    for i, r in enumerate(cur):
        if r == prev:
            continue
        prev = r
        if VALUE[r] > room:
            break  # ranks sorted, so values too
        rest = cur[:i] + cur[i + 1:]
        pts, nkey = step(key, r, count)
        ncount = count + VALUE[r]
        if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
            out.append((r, pts + (ncount != 31), 0, False, None))
        elif ncount == 31:  # R4.7: reset, the other leads if they still hold cards
            if oth:
                out.append((r, pts, 0, True, (oth, rest, (), 0, False, False)))
            else:
                out.append((r, pts, 0, False, (rest, oth, (), 0, False, False)))
        elif oth and not oth_gone:
            out.append((r, pts, 0, True, (oth, rest, nkey, ncount, False, False)))
        elif rest:
            out.append((r, pts, 0, False, (rest, oth, nkey, ncount, oth_gone, True)))
        else:  # R4.6: neither can play; go to the mover, the other leads
            out.append((r, pts + 1, 0, True, (oth, rest, (), 0, False, False)))
    if out:
        return tuple(out)
    # Go (R4.2): nothing fits.
    if oth and not oth_gone:
        return ((0, 0, 0, True, (oth, cur, key, count, True, not last_cur)),)
    if last_cur:  # the mover played the last card: go to them, the other leads
        if oth:
            return ((0, 1, 0, True, (oth, cur, (), 0, False, False)),)
        return ((0, 1, 0, False, (cur, oth, (), 0, False, False)),)
    return ((0, 0, 1, False, (cur, oth, (), 0, False, False)),)


def root(view: PlayerView, opp_ranks: tuple[int, ...]) -> tuple:
    """The search state with the viewing seat to act and `opp_ranks` (sorted) as the
    other hand."""
    ranks = tuple(c.rank for _, c in view.series)
    last_cur = bool(view.series) and view.series[-1][0] == view.seat
    return (tuple(sorted(c.rank for c in view.hand)), opp_ranks, series_key(ranks), view.count,
            view.gone[1 - view.seat], last_cur)
