"""Exact solutions of the rest of the play (R4) with both hands known, for points.

`solve(state)` is the best (mover's points − other's points) to the end of the play
for a `play_model` state, both sides playing their best; the expert averages it over
many deals of the hidden hand. The same search for the chance of winning the game,
at its end (R6.1), is `crib_qt.ai.play_win.WinSearch`.

The search
----------
`solve` is a fail-soft alpha-beta search: each position is searched within a window of
(alpha, beta) and the moves that score most at once are tried first, so a reply that
already refutes a move cuts its other replies off. Only the root is searched with the
whole window, so `solve` is exact, the same value as a plain negamax (the tests compare
them); the memo keeps, per position, either its exact value or a bound on one side
(``(value + _BIAS) << 2 | kind``, still one int). On the coach's benchmark hands it
visits 54 % of the positions the plain search did (tests/benchmarks/bench_coach.py).

`win_value` is `play_win.WinSearch`'s search for the chance of winning (R6.1) on the
same codes and tables: the same moves in the same order, so the same floats, with no
tuple made per position. The search on tuples churned `play_model.children`'s cache,
whose new tuples the garbage collector then walked after the decision: 24-85 ms in some
single reviews of a hand's first play.

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

__all__ = ["GENERATION", "STEP_CAP", "clear", "memo_sizes", "solve", "win_value"]

#: Most entries in one generation of the memo of `solve` (see the module doc).
GENERATION = 1 << 13
#: Most entries in the table of coded steps.
STEP_CAP = 1 << 13

_uncached_step = step.__wrapped__  # play_model.step without its lru_cache
_HANDS = 14 ** 4  # hand codes are below it (4 digits of 1–13)
_INF = 99  # beyond any difference of points in one play
# A remembered result is (value + _BIAS) << 2 | its kind: exact, or a bound of one side.
_BIAS = 128
_EXACT, _LOWER, _UPPER = 0, 1, 2

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
        # Not through step's own cache: its new tuples would stay for the garbage
        # collector to walk after the search; this table keeps only ints.
        points, new_key = _uncached_step(_ranks(key), rank, 0)
        found = points + (_code(new_key) << 5)
    if len(_STEPS) >= STEP_CAP:  # the older generation goes: at most STEP_CAP ints
        _STEPS_OLD, _STEPS = _STEPS, {}
    _STEPS[at] = found
    return found


def _diff(cur: int, oth: int, key: int, count: int, oth_gone: bool, last_cur: bool,
          alpha: int = -_INF, beta: int = _INF) -> int:
    """`solve` on a coded state, searched within the window (`alpha`, `beta`): the exact
    value when it lies strictly inside, else a bound on the side it falls (fail-soft
    alpha-beta). The same transitions as `play_model.children`, written out inline, since
    this is the inner loop of the expert (about a microsecond per position)."""
    global _NEW, _OLD
    # Three cards left or fewer (a code below 14 is one card, below 196 two): cheaper
    # to solve again than to remember.
    small = cur < 196 and oth < 14 or cur < 14 and oth < 196
    if not small:
        m = ((cur * _HANDS + oth) << 27 | key) << 7 | count << 2 | oth_gone << 1 | last_cur
        e = _NEW.get(m)
        if e is None:
            e = _OLD.get(m)
            if e is not None:
                if len(_NEW) >= GENERATION:
                    _OLD, _NEW = _NEW, {}
                _NEW[m] = e
        if e is not None:
            v = (e >> 2) - _BIAS
            kind = e & 3
            if kind == _EXACT or kind == _LOWER and v >= beta or kind == _UPPER and v <= alpha:
                return v
    room = 31 - count
    best = -_INF
    a = alpha
    moves = []
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
        moves.append((pts, ncount, rest, st >> 5))
    if len(moves) > 1:
        moves.sort(reverse=True)
    for pts, ncount, rest, nkey in moves:
        if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
            v = pts + (ncount != 31)
        elif ncount == 31:  # R4.7
            if oth:
                v = pts - _diff(oth, rest, 0, 0, False, False, pts - beta, pts - a)
            else:
                v = pts + _diff(rest, oth, 0, 0, False, False, a - pts, beta - pts)
        elif oth and not oth_gone:
            v = pts - _diff(oth, rest, nkey, ncount, False, False, pts - beta, pts - a)
        elif rest:
            v = pts + _diff(rest, oth, nkey, ncount, oth_gone, True, a - pts, beta - pts)
        else:  # R4.6
            pts += 1
            v = pts - _diff(oth, rest, 0, 0, False, False, pts - beta, pts - a)
        if v > best:
            best = v
            if v > a:
                if v >= beta:
                    break
                a = v
    if best == -_INF:  # go (R4.2)
        if oth and not oth_gone:
            best = -_diff(oth, cur, key, count, True, not last_cur, -beta, -alpha)
        elif last_cur:
            if oth:
                best = 1 - _diff(oth, cur, 0, 0, False, False, 1 - beta, 1 - alpha)
            else:
                best = 1 + _diff(cur, oth, 0, 0, False, False, alpha - 1, beta - 1)
        else:
            best = -1 + _diff(cur, oth, 0, 0, False, False, alpha + 1, beta + 1)
    if not small:
        if len(_NEW) >= GENERATION:  # the older generation goes: at most GENERATION ints
            _OLD, _NEW = _NEW, {}
        _NEW[m] = (best + _BIAS) << 2 | (_UPPER if best <= alpha else
                                         _LOWER if best >= beta else _EXACT)
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


def _win(memo: dict, end, cur: int, oth: int, key: int, count: int, oth_gone: bool,
         last_cur: bool, need_cur: int, need_oth: int, pone: int) -> float:
    """`win_value` on a coded state: `play_win.WinSearch.value`'s search (the same moves
    in the same order, so the same floats), on the codes of `_diff` instead of tuples."""
    m = ((((((cur * _HANDS + oth) << 27 | key) << 7 | count << 2 | oth_gone << 1 | last_cur)
           << 8 | need_cur) << 8) | need_oth) << 1 | pone
    best = memo.get(m)
    if best is not None:
        return best
    room = 31 - count
    best = -1.0
    moved = False
    for r, value, rest in _MOVES.get(cur) or _moves(cur):
        if value > room:
            break  # ranks ascend, so values too
        moved = True
        at = key * 14 + r
        st = _STEPS.get(at)
        if st is None:
            st = _step(at, key, r)
        pts = st & 31
        ncount = count + value
        if ncount == 15 or ncount == 31:  # R4.3
            pts += 2
        if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
            pts += ncount != 31
            v = 1.0 if pts >= need_cur else end(need_cur - pts, need_oth, pone)
        elif pts >= need_cur:  # R6.1: 121 wins at once
            v = 1.0
        elif ncount == 31:  # R4.7
            if oth:
                v = 1.0 - _win(memo, end, oth, rest, 0, 0, False, False, need_oth,
                               need_cur - pts, 1 - pone)
            else:
                v = _win(memo, end, rest, oth, 0, 0, False, False, need_cur - pts, need_oth, pone)
        elif oth and not oth_gone:
            v = 1.0 - _win(memo, end, oth, rest, st >> 5, ncount, False, False, need_oth,
                           need_cur - pts, 1 - pone)
        elif rest:
            v = _win(memo, end, rest, oth, st >> 5, ncount, oth_gone, True, need_cur - pts,
                     need_oth, pone)
        elif pts + 1 >= need_cur:  # R4.6 go, R6.1
            v = 1.0
        else:
            v = 1.0 - _win(memo, end, oth, rest, 0, 0, False, False, need_oth,
                           need_cur - pts - 1, 1 - pone)
        if v > best:
            best = v
            if best >= 1.0:
                break
    if not moved:  # go (R4.2)
        if oth and not oth_gone:
            best = 1.0 - _win(memo, end, oth, cur, key, count, True, not last_cur, need_oth,
                              need_cur, 1 - pone)
        elif last_cur:  # the go to the mover (R4.6)
            if need_cur <= 1:
                best = 1.0
            elif oth:
                best = 1.0 - _win(memo, end, oth, cur, 0, 0, False, False, need_oth,
                                  need_cur - 1, 1 - pone)
            else:
                best = _win(memo, end, cur, oth, 0, 0, False, False, need_cur - 1, need_oth, pone)
        elif need_oth <= 1:  # the go to the other (R4.6)
            best = 0.0
        else:
            best = _win(memo, end, cur, oth, 0, 0, False, False, need_cur, need_oth - 1, pone)
    memo[m] = best
    return best


def win_value(memo: dict, end, state: tuple, need_cur: int, need_oth: int,
              cur_is_pone: bool) -> float:
    """The mover's exact chance of winning the game from `state` (a `play_model` state)
    with both sides playing for it: reaching 121 in the play wins at once (R6.1), else
    `end` says the chance after the play. `play_win.WinSearch.value`'s search on codes.

    Args:
        memo: the search's own memo (int keys, float values), for one deal.
        end: ``end(need_cur, need_oth, cur_is_pone)``, the mover's chance once the play
            is over (`WinSearch.end`).
        state: the position; need_cur, need_oth: points each side still needs (≥ 1);
        cur_is_pone: whether the mover is the pone.

    Returns:
        The chance, 0–1.
    """
    cur, oth, key, count, oth_gone, last_cur = state
    return _win(memo, end, _code(cur), _code(oth), _code(key), count, oth_gone, last_cur,
                need_cur, need_oth, int(cur_is_pone))
