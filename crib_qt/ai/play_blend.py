"""The rest of the play (R4) with both hands known, against a blended opponent model
(issue 20): `crib_qt.ai.play_solver`'s search, but the other side is not a perfect
player.

At the viewer's own moves the value is its best move, as in `play_solver.solve`. At
the other side's moves it is ``blend`` × the value after the move the greedy
baseline would make there (`BasicPlayer.play_value`: the most points now, less 0.7
for a count of 5 or 21, 0.1 for a count of 6–14, 0.5 for pairing the last card below
31, plus 0.01 per counting value; ties to the lower rank) + (1 − ``blend``) × the value
after the other side's best move (best for it, under the same model further on).
``blend`` 0 is `play_solver.solve` exactly; 1 is a pure greedy-reply model, which
exploits the greedy baseline but loses to the expert's own play (issue 20's
measurements, tests/benchmarks/strength_parts.py). Values are (mover's points −
other's points) to the end of the play, from the side of the seat to act, as floats.

Where the other side holds one distinct rank or none it has no choice left (a go is
forced by the rules, R4.2), so the value is `play_solver`'s exact one, searched within
the same window, with its memo; that covers most positions near the end of a hand.
The others are searched as `play_solver` searches, fail-soft alpha-beta within a
window (most points first), except that at the other side's moves the greedy move is
searched first, exactly unless it already fails high (the value is at least it), and
the best move then within the window the blend leaves it. Their exact values are
remembered, per blend and per side to move (the value depends on both), in a memo of
at most `MEMO` floats per blend, dropped whole when full: unlike the exact search's,
these positions cost enough that remembering all of them pays (12 % fewer searched
on 149 decisions of three expert games).
"""

from __future__ import annotations

from math import ceil, floor

from .play_solver import _INDEX, _INF, _MOVES, _TABLE, _code, _diff, _forced, _moves, _row, _step

__all__ = ["MEMO", "clear", "greedy_rank", "move_values", "solve"]

#: Most remembered positions per blend (floats keyed by ints: the collector never walks
#: them; 2 ** 15 of them take about 3 MB).
MEMO = 1 << 15

_HANDS = 14 ** 4
# blend -> {coded position << 1 | mover is the viewer: value}
_MEMOS: dict[float, dict[int, float]] = {}
# series key code -> its last rank (0 for the empty series)
_LAST: dict[int, int] = {0: 0}


def _last(key: int) -> int:
    """The last rank laid in the series of key code `key` (its highest base-14 digit)."""
    code = key
    while code >= 14:
        code //= 14
    _LAST[key] = code
    return code


def _children(cur: int, oth: int, key: int, count: int, oth_gone: bool, last_cur: bool,
              liking: bool = True):
    """Each move of a coded state as (mover's points now, rank, turn passes?, next
    state or None when the play ends), the same transitions as `play_solver._diff`
    (R4.2–R4.8), the go as rank 0; and, if `liking`, the move the greedy baseline
    makes (`BasicPlayer.play_value`; the first of equals: the lower rank), else None."""
    room = 31 - count
    out = []
    greedy = None
    best = -_INF
    row = _INDEX.get(key) or _row(key)
    last = 0
    if liking:
        last = _LAST.get(key)
        if last is None:
            last = _last(key)
    for r, value, rest in _MOVES.get(cur) or _moves(cur):
        if value > room:
            break  # ranks ascend, so values too
        st = _TABLE[row + r] or _step(row, key, r)
        pts = st & 31
        ncount = count + value
        if ncount == 15 or ncount == 31:  # R4.3
            pts += 2
        if liking:  # BasicPlayer.play_value, on the points the card pegs (R4.3-R4.5)
            like = pts + value * 0.01
            if ncount == 5 or ncount == 21:
                like -= 0.7
            elif 5 < ncount < 15:
                like -= 0.1
            if r == last and ncount < 31:
                like -= 0.5
        nkey = st >> 5
        before = len(out)
        if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
            out.append((pts + (ncount != 31), r, False, None))
        elif ncount == 31 and not oth:  # R4.7, the other's hand empty: the mover leads
            out.append((pts, r, False, (rest, oth, 0, 0, False, False)))
        elif ncount == 31 or oth and not oth_gone or not rest:  # the other moves next
            if ncount == 31:  # R4.7: the other leads
                nkey = ncount = 0
            elif oth_gone:  # the mover's last card (R4.6): the go to it, the other leads
                pts += 1
                nkey = ncount = 0
            out.append((pts, r, True, (oth, rest, nkey, ncount, False, False)))
        else:  # the other has said go: the mover plays on
            out.append((pts, r, False, (rest, oth, nkey, ncount, oth_gone, True)))
        if liking and like > best:
            best, greedy = like, out[before]
    if out:
        return out, greedy
    # go (R4.2)
    if oth and not oth_gone:
        return [(0, 0, True, (oth, cur, key, count, True, not last_cur))], None
    if not last_cur:  # the go to the other, the mover leads
        return [(-1, 0, False, (cur, oth, 0, 0, False, False))], None
    if oth:  # the go to the mover, the other leads
        return [(1, 0, True, (oth, cur, 0, 0, False, False))], None
    return [(1, 0, False, (cur, oth, 0, 0, False, False))], None


def _value(state: tuple, mine: bool, blend: float, memo: dict[int, float],
           alpha: float = -_INF, beta: float = _INF) -> float:
    """The blended value of a coded state (mover's − other's points), searched within
    the window (`alpha`, `beta`): exact strictly inside it, else a bound on the side it
    falls (fail-soft). `mine`: the mover is the viewer (it maximises), else the other
    side (blend × its greedy move's value + (1 − blend) × its best move's)."""
    cur, oth, key, count, oth_gone, last_cur = state
    other = oth if mine else cur
    if other < 14 or len(_MOVES.get(other) or _moves(other)) < 2:
        # no choice left to model: the exact search, its int window around this one
        search = _forced if cur < 14 and oth < 196 else _diff
        return search(cur, oth, key, count, oth_gone, last_cur, floor(alpha), ceil(beta))
    m = (((((cur * _HANDS + oth) << 27 | key) << 7 | count << 2 | oth_gone << 1
           | last_cur) << 1) | mine)
    found = memo.get(m)
    if found is not None:
        return found
    kids, chosen = _children(cur, oth, key, count, oth_gone, last_cur, not mine)
    if len(kids) == 1:  # the go: passed on within the same window
        pts, _, passes, after = kids[0]
        if passes:
            best = pts - _value(after, not mine, blend, memo, pts - beta, pts - alpha)
        else:
            best = pts + _value(after, mine, blend, memo, alpha - pts, beta - pts)
        exact = alpha < best < beta
    else:
        lo, hi, weight, greedy = alpha, beta, 0.0, 0.0
        if not mine:
            # the greedy move's value (exact below `beta`: the value is at least it),
            # then the best move's within the window that the blend leaves it:
            # value = blend * greedy + (1 - blend) * best
            pts, _, passes, after = chosen
            if after is None:
                greedy = float(pts)
            elif passes:
                greedy = pts - _value(after, not mine, blend, memo, pts - beta, _INF)
            else:
                greedy = pts + _value(after, mine, blend, memo, -_INF, beta - pts)
            if greedy >= beta:  # fails high whatever the best move is
                return greedy
            if blend >= 1.0:
                best, exact = greedy, True
                kids = []
            else:
                weight = blend * greedy
                lo, hi = (alpha - weight) / (1.0 - blend), (beta - weight) / (1.0 - blend)
                kids = [k for k in kids if k is not chosen]
        best = -_INF if mine else greedy
        a = lo
        if best > a:
            a = best
        if a < hi:
            kids.sort(reverse=True)  # most points first: earlier cut-offs (ranks differ)
            for pts, _, passes, after in kids:
                if after is None:
                    v = float(pts)
                elif passes:
                    v = pts - _value(after, not mine, blend, memo, pts - hi, pts - a)
                else:
                    v = pts + _value(after, mine, blend, memo, a - pts, hi - pts)
                if v > best:
                    best = v
                    if v > a:
                        if v >= hi:
                            break
                        a = v
        if kids or mine:
            exact = lo < best < hi
            if not mine:
                best = weight + (1.0 - blend) * best
    if exact:
        if len(memo) >= MEMO:
            memo.clear()
        memo[m] = best
    return best


def solve(state: tuple, blend: float, mine: bool = True) -> float:
    """Blended value of a `play_model` state (both hands known; see the module doc).

    Args:
        state: a `play_model` state.
        blend: 0–1, the weight of the greedy baseline's reply at the other side's moves.
        mine: whether the seat to act is the viewer (maximising) or the other side.

    Returns:
        (mover's points − other's points) to the end of the play, a float.

    Raises:
        ValueError: `blend` outside 0–1.
    """
    memo = _memo(blend)
    cur, oth, key, count, oth_gone, last_cur = state
    return _value((_code(cur), _code(oth), _code(key), count, oth_gone, last_cur), mine, blend,
                  memo)


def move_values(state: tuple, blend: float) -> tuple[tuple[int, float], ...]:
    """Each move of the viewer, the seat to act in `state`, with its blended value: the
    move's points and the blended value of the position it leads to, as
    `play_solver.move_values` gives them for a perfect opponent (``blend`` 0 gives its
    values exactly).

    Args:
        state: a `play_model` state (both hands known), the viewer to act.
        blend: 0–1, the weight of the greedy baseline's reply at the other's moves.

    Returns:
        (rank, viewer's points − other's to the end of the play) per distinct rank that
        fits, lowest first; or ``((0, value),)`` for the go when none fits.

    Raises:
        ValueError: `blend` outside 0–1.
    """
    memo = _memo(blend)
    cur, oth, key, count, oth_gone, last_cur = state
    coded = (_code(cur), _code(oth), _code(key), count, oth_gone, last_cur)
    out = []
    for pts, r, passes, after in _children(*coded, False)[0]:
        if after is None:
            v = float(pts)
        elif passes:
            v = pts - _value(after, False, blend, memo)
        else:
            v = pts + _value(after, True, blend, memo)
        out.append((r, v))
    if out[0][0] == 0:  # go (R4.2): its value is the position's own
        return ((0, _value(coded, True, blend, memo)),)
    return tuple(out)


def greedy_rank(state: tuple) -> int:
    """The rank the greedy baseline (`BasicPlayer.play_value`) lays in `state` (the
    seat to act holds a card that fits), as the model expects it; 0 for a go."""
    cur, oth, key, count, oth_gone, last_cur = state
    chosen = _children(_code(cur), _code(oth), _code(key), count, oth_gone, last_cur)[1]
    return chosen[1] if chosen else 0


def _memo(blend: float) -> dict[int, float]:
    if not 0.0 <= blend <= 1.0:
        raise ValueError(f"blend must be between 0 and 1, not {blend!r}")
    memo = _MEMOS.get(blend)
    if memo is None:
        memo = _MEMOS[blend] = {}
    return memo


def clear() -> None:
    """Forget every remembered blended value (answers stay the same, only slower)."""
    _MEMOS.clear()
