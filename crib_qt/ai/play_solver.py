"""Exact solutions of the rest of the play (R4) with both hands known, for points.

`solve(state)` is the best (mover's points − other's points) to the end of the play
for a `play_model` state, both sides playing their best; the expert averages it over
many deals of the hidden hand. The same search for the chance of winning the game,
at its end (R6.1), is `crib_qt.ai.play_win.WinSearch`.

The memo of `solve`
-------------------
The expert solves some 10⁵ positions a game, and positions recur across decisions
and hands (the same few ranks left at the end of a hand), so the solutions are
remembered. Each position is coded as one int (hands and series key as base-14
digits, then the count and the two flags) and the memo maps int to int: its entries
own no other object, so dropping one costs tens of nanoseconds, and the garbage
collector never looks inside (a dict of ints is not tracked). Positions with three
cards left or fewer are solved again rather than remembered: that is cheaper.

The memo is two generations of at most `GENERATION` entries each: solutions go into
the new one; a solution found only in the old one is copied into the new one; when
the new one is full it becomes the old one and the previous old one is dropped in
one go. So the memo holds at most 2 × `GENERATION` entries (about 1 MB), the
positions used lately survive, and no drop frees more than `GENERATION` ints: about
0.5 ms, at most 0.9 ms in 20 games (``tests/benchmarks/bench_ai.py --caches``; the
single memo of 150,000 tuples it replaces cost 20–80 ms a clear and 35 MB). The
step table keeps two generations of at most `STEP_CAP` entries the same way.
"""

from __future__ import annotations

from .play_model import VALUE, step

__all__ = ["GENERATION", "STEP_CAP", "clear", "memo_sizes", "solve"]

#: Most entries in one generation of the memo of `solve` (see the module doc).
GENERATION = 1 << 13
#: Most entries in the table of coded steps.
STEP_CAP = 1 << 13

_HANDS = 14 ** 4  # hand codes are below it (4 digits of 1–13)

# Coded position -> solution, the newer and the older generation.
_NEW: dict[int, int] = {}
_OLD: dict[int, int] = {}
# Series key code * 14 + rank -> points of pairs and runs + 32 * new series key code
# (neither depends on the count; fifteen and 31 are added in `_diff`).
_STEPS: dict[int, int] = {}
_STEPS_OLD: dict[int, int] = {}
# Hand code -> ((rank, value, code of the hand without it), …), one per distinct rank,
# lowest first. At most 2,380 hands of 0–4 ranks: never cleared.
_MOVES: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _code(ranks: tuple[int, ...]) -> int:
    """Ranks (1–13) as base-14 digits, the first the lowest: () is 0."""
    code = 0
    for r in reversed(ranks):
        code = code * 14 + r
    return code


def _ranks(code: int) -> tuple[int, ...]:
    """The ranks of a `_code`, in order."""
    out = []
    while code:
        code, r = divmod(code, 14)
        out.append(r)
    return tuple(out)


def _moves(hand: int) -> tuple[tuple[int, int, int], ...]:
    """The hand's distinct ranks with their values and the hand without one of them."""
    ranks = _ranks(hand)
    out = []
    for i, r in enumerate(ranks):
        if i == 0 or r != ranks[i - 1]:
            out.append((r, VALUE[r], _code(ranks[:i] + ranks[i + 1:])))
    found = _MOVES[hand] = tuple(out)
    return found


def _step(at: int, key: int, rank: int) -> int:
    """`play_model.step` on codes, remembered under `at`: the points of pairs and
    runs (R4.4, R4.5) + 32 * the new series key code."""
    global _STEPS, _STEPS_OLD
    found = _STEPS_OLD.get(at)
    if found is None:
        # From a count of 0 no single card makes 15 or 31: the points are pairs and runs.
        points, new_key = step(_ranks(key), rank, 0)
        found = points + (_code(new_key) << 5)
    if len(_STEPS) >= STEP_CAP:  # the older generation goes: at most STEP_CAP ints
        _STEPS_OLD, _STEPS = _STEPS, {}
    _STEPS[at] = found
    return found


def _diff(cur: int, oth: int, key: int, count: int, oth_gone: bool, last_cur: bool) -> int:
    """`solve` on a coded state: the same transitions as `play_model.children`,
    written out inline, since this is the inner loop of the expert (about a
    microsecond per position)."""
    global _NEW, _OLD
    # Three cards left or fewer (a code below 14 is one card, below 196 two): cheaper
    # to solve again than to remember.
    small = cur < 196 and oth < 14 or cur < 14 and oth < 196
    if not small:
        m = ((cur * _HANDS + oth) << 27 | key) << 7 | count << 2 | oth_gone << 1 | last_cur
        v = _NEW.get(m)
        if v is not None:
            return v
        v = _OLD.get(m)
        if v is not None:
            if len(_NEW) >= GENERATION:
                _OLD, _NEW = _NEW, {}
            _NEW[m] = v
            return v
    room = 31 - count
    best = -99
    for r, value, rest in _MOVES.get(cur) or _moves(cur):
        if value > room:
            break  # ranks ascend, so values too
        at = key * 14 + r
        st = _STEPS.get(at)
        if st is None:
            st = _step(at, key, r)
        pts = st & 31
        ncount = count + value
        if ncount == 15 or ncount == 31:  # R4.3
            pts += 2
        if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
            v = pts + (ncount != 31)
        elif ncount == 31:  # R4.7
            if oth:
                v = pts - _diff(oth, rest, 0, 0, False, False)
            else:
                v = pts + _diff(rest, oth, 0, 0, False, False)
        elif oth and not oth_gone:
            v = pts - _diff(oth, rest, st >> 5, ncount, False, False)
        elif rest:
            v = pts + _diff(rest, oth, st >> 5, ncount, oth_gone, True)
        else:  # R4.6
            v = pts + 1 - _diff(oth, rest, 0, 0, False, False)
        if v > best:  # noqa: PLR1730 (faster than max() in the inner loop)
            best = v
    if best == -99:  # go (R4.2)
        if oth and not oth_gone:
            best = -_diff(oth, cur, key, count, True, not last_cur)
        elif last_cur:
            if oth:
                best = 1 - _diff(oth, cur, 0, 0, False, False)
            else:
                best = 1 + _diff(cur, oth, 0, 0, False, False)
        else:
            best = -1 + _diff(cur, oth, 0, 0, False, False)
    if not small:
        if len(_NEW) >= GENERATION:  # the older generation goes: at most GENERATION ints
            _OLD, _NEW = _NEW, {}
        _NEW[m] = best
    return best


def solve(state: tuple) -> int:
    """Exact best (mover's points − other's points) from `state` to the end of the
    play, both sides maximising their own points minus the other's (R4.2–R4.8).

    Args:
        state: a `play_model` state (both hands known).

    Returns:
        The difference in points, from the side of the seat to act.
    """
    cur, oth, key, count, oth_gone, last_cur = state
    return _diff(_code(cur), _code(oth), _code(key), count, oth_gone, last_cur)


def clear() -> None:
    """Forget every remembered solution and step (answers stay the same, only slower)."""
    global _NEW, _OLD
    _NEW, _OLD = {}, {}
    _STEPS.clear()


def memo_sizes() -> tuple[int, int, int]:
    """Entries in (the new generation, the old generation, the step table)."""
    return len(_NEW), len(_OLD), len(_STEPS)
