"""Exact solutions of the rest of the play (R4) with both hands known, for points.

`solve(state)` is the best (mover's points − other's points) to the end of the play
for a `play_model` state, both sides playing their best; the expert averages it over
many deals of the hidden hand. The same search for the chance of winning the game,
at its end (R6.1), is `crib_qt.ai.play_win_search`, on the codes and tables kept here.

The search
----------
`solve` is a fail-soft alpha-beta search: each position is searched within a window of
(alpha, beta) and the moves that score most at once are tried first, so a reply that
already refutes a move cuts its other replies off. Only the root is searched with the
whole window, so `solve` is exact, the same value as a plain negamax (the tests compare
them); the memo keeps, per position, either its exact value or a bound on one side
(``(value + _BIAS) << 2 | kind``, still one int). On the coach's benchmark hands it
visits 54 % of the positions the plain search did (tests/benchmarks/bench_coach.py).
Most positions searched are near the end of the play: where the side to move holds one
card or none and three cards or fewer are left, its moves are forced (the card, or a
go), and `_forced` follows them in a loop instead of a call per move; a pair of cards
is coded in one pass (`_step`), not through `play_model.step`'s tuples (issue 19: a
hand's play review in 200 ms; together about half the work of a first play's review).

The memo of `solve`
-------------------
The expert solves some 10⁵ positions a game. At the end of a hand (one hand of one
card or none, the other of three or more) the same few ranks recur across deals,
decisions and hands, so those solutions are remembered; the others hardly ever come
back (fewer than 2 % in 10 expert games), and looking them up cost more than solving
them again, so they are not (issue 20: about 10 % of a decision's time). Each
position is coded as one int (hands and series key as base-14 digits, then the count
and the two flags) and the memo maps int to int: its entries own no other object, so
dropping one costs tens of nanoseconds, and the garbage collector never looks inside
(a dict of ints is not tracked).

The memo is two generations of at most `GENERATION` entries each: solutions go into
the new one; a solution found only in the old one is copied into the new one; when
the new one is full it becomes the old one and the previous old one is dropped in
one go. So the memo holds at most 2 × `GENERATION` entries (about 1 MB), the
positions used lately survive, and no drop frees more than `GENERATION` ints: about
0.5 ms, at most 0.9 ms in 20 games (``tests/benchmarks/bench_ai.py --caches``; the
single memo of 150,000 tuples it replaces cost 20–80 ms a clear and 35 MB). The
coded steps (`_step`) are one row per series key in one array, which never needs
dropping: there are only 21,647 series keys.
"""

from __future__ import annotations

from array import array

from .play_model import _MAX_RUN, _PAIR, VALUE

__all__ = ["GENERATION", "clear", "memo_sizes", "move_values", "solve"]

#: Most entries in one generation of the memo of `solve` (see the module doc).
GENERATION = 1 << 13

_HANDS = 14 ** 4  # hand codes are below it (4 digits of 1–13)
_INF = 99  # beyond any difference of points in one play
# A remembered result is (value + _BIAS) << 2 | its kind: exact, or a bound of one side.
_BIAS = 128
_EXACT, _LOWER, _UPPER = 0, 1, 2

# Coded position -> solution, the newer and the older generation.
_NEW: dict[int, int] = {}
_OLD: dict[int, int] = {}
# The coded steps (`_step`): series key code -> offset of its row in `_TABLE`, where
# ``_TABLE[offset + rank]`` is the points of pairs and runs + 32 * the new series key's
# code for that rank laid on it, 0 until worked out (neither depends on the count:
# fifteen and 31 are added in the searches). Offsets start at 14 (the first row is
# never used), so a found offset is never 0. Only 21,647 series keys exist (a series
# counts 31 at most; `tests/ai/test_play_solver.py` counts them), so the table is at most
# 1.2 MB and the index 21,647 ints: never dropped, and one array and a
# dict of ints, which the garbage collector does not walk. (Issue 20: the two
# generations of 8,192 steps it replaces turned over and worked out 135,700 steps in 10
# expert games, for 32,600 different ones.)
_INDEX: dict[int, int] = {}
_TABLE = array("I", bytes(4 * 14))
_ROW = bytes(4 * 14)  # a new row: 14 unsigned 32-bit zeros
assert _TABLE.itemsize == 4  # a step is below 2 ** 32: a key code is below 2 ** 27
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


def _row(key: int) -> int:
    """The offset in `_TABLE` of the row of series key code `key`, a new row of zeros."""
    offset = _INDEX[key] = len(_TABLE)
    _TABLE.frombytes(_ROW)
    return offset


def _step(offset: int, key: int, rank: int) -> int:
    """`play_model.step` on codes, remembered at ``_TABLE[offset + rank]`` (`offset`: the
    row of `key`): the points of pairs and runs (R4.4, R4.5) + 32 * the code of the new
    series key (neither depends on the count: fifteen and 31 are added by the
    searches); never 0. Computed here in one pass over the series, not through
    `play_model.step` (its tuples and cache cost several times more; the tests compare
    the two on every series key)."""
    series = _ranks(key) + (rank,)
    n = len(series)
    same = 1
    while same < n and series[-1 - same] == rank:
        same += 1
    if same > 1:  # R4.4: a pair at least, so no run; the key is the block of equal ranks
        points = _PAIR[same]
        code = _code(series[-same:])
    else:
        # R4.5: the longest run among the last cards, and the key: the longest suffix
        # of distinct ranks spanning less than 7 (`play_model.series_key`)
        points = 0
        low = high = rank
        seen = 1 << rank
        m = 1
        while m < n:
            r = series[-1 - m]
            if seen >> r & 1 or max(high, r) - min(low, r) >= _MAX_RUN:
                break
            seen |= 1 << r
            low, high = min(low, r), max(high, r)
            m += 1
            if m >= 3 and high - low == m - 1:
                points = m
        code = _code(series[-m:])
    found = points + (code << 5)
    _TABLE[offset + rank] = found
    return found


def _forced(cur: int, oth: int, key: int, count: int, oth_gone: bool, last_cur: bool,
            alpha: int, beta: int) -> int:
    """`_diff` where the mover holds one card or none and three cards or fewer are left:
    the forced moves (the card laid, or a go) followed in a loop, not by calls, while
    the side to move holds one card or none; the value is ``off + sign *`` the value of
    the position reached, which `_diff` searches within the window carried over."""
    off = 0
    sign = 1
    while cur < 14:
        if cur and VALUE[cur] <= 31 - count:  # the one card fits: laid (R4.1)
            row = _INDEX.get(key) or _row(key)
            st = _TABLE[row + cur] or _step(row, key, cur)
            pts = st & 31
            count += VALUE[cur]
            if count == 15 or count == 31:  # R4.3
                pts += 2
            if not oth:  # R4.8 last card, unless 31 (R4.7)
                return off + sign * (pts + (count != 31))
            if count == 31:  # R4.7: the other leads
                key = count = 0
            elif oth_gone:  # R4.6: the go to the mover, the other leads
                pts += 1
                key = count = 0
            else:
                key = st >> 5
            off += sign * pts
            sign = -sign
            cur, oth, oth_gone, last_cur = oth, 0, False, False
        elif oth and not oth_gone:  # go (R4.2): the other plays on
            sign = -sign
            cur, oth, oth_gone, last_cur = oth, cur, True, not last_cur
        else:  # neither can play (R4.6): a go to whoever laid the last card
            off += sign if last_cur else -sign
            key = count = 0
            oth_gone = False
            if last_cur and oth:  # the other leads the next series
                sign = -sign
                cur, oth = oth, cur
            last_cur = False
    if sign > 0:
        return off + _diff(cur, oth, key, count, oth_gone, last_cur, alpha - off, beta - off)
    return off - _diff(cur, oth, key, count, oth_gone, last_cur, off - beta, off - alpha)


def _diff(cur: int, oth: int, key: int, count: int, oth_gone: bool, last_cur: bool,
          alpha: int = -_INF, beta: int = _INF) -> int:
    """`solve` on a coded state, searched within the window (`alpha`, `beta`): the exact
    value when it lies strictly inside, else a bound on the side it falls (fail-soft
    alpha-beta). The same transitions as `play_model.children`, written out inline, since
    this is the inner loop of the expert (about a microsecond per position)."""
    global _NEW, _OLD
    # Remembered only at the end of a hand: one hand of one card or none, the other of
    # three or more (a code below 14 is one card, below 196 two). Elsewhere positions
    # hardly ever come back (10 expert games: 3,600 of 178,000 with 3 cards against 2,
    # 3 of 77,000 with 3 against 3), so looking them up cost more than searching them
    # again (issue 20); with two cards or fewer in each hand solving is cheaper still.
    remember = (cur < 14 or oth < 14) and not (cur < 196 and oth < 196)
    if remember:
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
    row = _INDEX.get(key) or _row(key)  # the same key for every move
    for r, value, rest in _MOVES.get(cur) or _moves(cur):
        if value > room:
            break  # ranks ascend, so values too
        st = _TABLE[row + r] or _step(row, key, r)
        pts = st & 31
        ncount = count + value
        if ncount == 15 or ncount == 31:  # R4.3
            pts += 2
        moves.append((pts, ncount, rest, st >> 5))
    if len(moves) > 1:
        moves.sort(reverse=True)
    for pts, ncount, rest, nkey in moves:
        # the next position, searched by `_forced` when its mover holds one card or none
        # and three cards or fewer are left (one card is a code below 14, two below 196)
        if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
            v = pts + (ncount != 31)
        elif ncount == 31 and not oth:  # R4.7, the other's hand empty: the mover leads
            search = _forced if rest < 14 else _diff
            v = pts + search(rest, oth, 0, 0, False, False, a - pts, beta - pts)
        elif ncount == 31 or oth and not oth_gone or not rest:  # the other moves next
            if ncount == 31:  # R4.7: the other leads
                nkey = ncount = 0
            elif oth_gone:  # the mover's last card (R4.6): the go to it, the other leads
                pts += 1
                nkey = ncount = 0
            search = _forced if oth < 14 and rest < 196 else _diff
            v = pts - search(oth, rest, nkey, ncount, False, False, pts - beta, pts - a)
        else:  # the other has said go: the mover plays on
            search = _forced if rest < 14 and oth < 196 else _diff
            v = pts + search(rest, oth, nkey, ncount, oth_gone, True, a - pts, beta - pts)
        if v > best:
            best = v
            if v > a:
                if v >= beta:
                    break
                a = v
    if best == -_INF:  # go (R4.2)
        if oth and not oth_gone:
            search = _forced if oth < 14 and cur < 196 else _diff
            best = -search(oth, cur, key, count, True, not last_cur, -beta, -alpha)
        else:
            search = _forced if cur < 14 and oth < 196 else _diff
            if not last_cur:  # the go to the other, the mover leads (R4.6)
                best = -1 + search(cur, oth, 0, 0, False, False, alpha + 1, beta + 1)
            elif oth:  # the go to the mover, the other leads
                search = _forced if oth < 14 and cur < 196 else _diff
                best = 1 - search(oth, cur, 0, 0, False, False, 1 - beta, 1 - alpha)
            else:
                best = 1 + search(cur, oth, 0, 0, False, False, alpha - 1, beta - 1)
    if remember:
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
    cur, oth = _code(cur), _code(oth)
    # one card or none to move, three or fewer left: forced
    search = _forced if cur < 14 and oth < 196 else _diff
    return search(cur, oth, _code(key), count, oth_gone, last_cur, -_INF, _INF)


def move_values(state: tuple) -> tuple[tuple[int, int], ...]:
    """Each move of the seat to act in `state` with its exact value: the move's own
    points and `solve` of the position it leads to, as ``play_model.children`` and
    `solve` give them (R4.2–R4.8), without building their tuples (issue 20: the expert
    asks this once per deal of the hidden hand).

    Args:
        state: a `play_model` state (both hands known).

    Returns:
        (rank, mover's points − other's points to the end of the play) per distinct
        rank that fits, lowest first; or ``((0, value),)`` for the go when none fits.
    """
    cur, oth, key, count, oth_gone, last_cur = state
    cur, oth, key = _code(cur), _code(oth), _code(key)
    room = 31 - count
    out = []
    row = _INDEX.get(key) or _row(key)  # the same key for every move
    for r, value, rest in _MOVES.get(cur) or _moves(cur):
        if value > room:
            break  # ranks ascend, so values too
        st = _TABLE[row + r] or _step(row, key, r)
        pts = st & 31
        ncount = count + value
        if ncount == 15 or ncount == 31:  # R4.3
            pts += 2
        nkey = st >> 5
        # the same transitions as `_diff`'s moves, each searched with the whole window
        if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
            v = pts + (ncount != 31)
        elif ncount == 31 and not oth:  # R4.7, the other's hand empty: the mover leads
            v = pts + (_forced if rest < 14 else _diff)(rest, oth, 0, 0, False, False,
                                                       -_INF, _INF)
        elif ncount == 31 or oth and not oth_gone or not rest:  # the other moves next
            if ncount == 31:  # R4.7: the other leads
                nkey = ncount = 0
            elif oth_gone:  # the mover's last card (R4.6): the go to it, the other leads
                pts += 1
                nkey = ncount = 0
            v = pts - (_forced if oth < 14 and rest < 196 else _diff)(
                oth, rest, nkey, ncount, False, False, -_INF, _INF)
        else:  # the other has said go: the mover plays on
            v = pts + (_forced if rest < 14 and oth < 196 else _diff)(
                rest, oth, nkey, ncount, oth_gone, True, -_INF, _INF)
        out.append((r, v))
    if not out:  # go (R4.2): its value is the position's own
        search = _forced if cur < 14 and oth < 196 else _diff
        out.append((0, search(cur, oth, key, count, oth_gone, last_cur, -_INF, _INF)))
    return tuple(out)


def clear() -> None:
    """Forget every remembered solution (answers stay the same, only slower). The coded
    steps and moves stay, as they always do: fixed tables of the rules (at most 21,647
    series keys and 2,380 hands), never dropped."""
    global _NEW, _OLD
    _NEW, _OLD = {}, {}


def memo_sizes() -> tuple[int, int, int]:
    """Entries in (the new generation, the old generation, the rows of the step table:
    series keys met)."""
    return len(_NEW), len(_OLD), len(_INDEX)
