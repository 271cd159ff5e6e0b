"""The exact chance of winning the game from a position of the play, both hands known
(R4, R6.1): the search of `crib_qt.ai.play_win.WinSearch`, on the codes and tables of
`crib_qt.ai.play_solver`.

Reaching 121 in the play wins at once (R6.1); otherwise, when the play is over, the
pone's show counts first, then the dealer's hand and crib (R5.1), and if neither
reaches 121 the game-position model gives the chance from the new scores. Chances are
whole numbers of 1/`WIN_SCALE`, the unit the position table stores them in, so the
search is on ints: exact, with no rounding between a position and its parent.

It is `play_solver.solve`'s fail-soft alpha-beta search (issue 19): each position is
searched within a window (alpha, beta), the moves that score most at once first, and a
move that reaches 121 ends the search of its position (nothing beats a win); the
values at the root are exact, the same as a plain search's (the tests compare them).
Positions at the end of a hand (one hand of one card or none, the other of three or
more) are remembered in a memo per pair of shows, their exact value or a bound on one
side (others hardly ever come back: 1 % of look-ups found one in 10 expert games); the
forced moves near the end (one card or none to move) are followed in a loop. Against
the search without a window this visits about half the positions, on the coach's
benchmark hands.
"""

from __future__ import annotations

# play_solver's tables (never rebound, so held here as they are) and the codes on them
from .play_model import VALUE
from .play_solver import (_EXACT, _HANDS, _INDEX, _LOWER, _MOVES, _TABLE, _UPPER, _code,
                          _moves, _row, _step)

__all__ = ["WIN_SCALE", "win_moves", "win_value"]

#: Chances of winning inside the search: whole numbers of 1/WIN_SCALE (the unit of the
#: game-position table, `position_model`).
WIN_SCALE = 65535


def _win_search(memo: dict, table, ps: int, ds: int):
    """The search of `win_value` for one pair of shows, as two functions on coded
    states: ``search(cur, oth, key, count, oth_gone, last_cur, need_cur, need_oth, pone,
    alpha, beta)`` and ``moves(`` the same up to ``pone)`` (`win_moves`). `search` gives
    the mover's chance in whole `WIN_SCALE`ths, searched within the window (`alpha`,
    `beta`) as `play_solver._diff` is (exact strictly inside it, else a bound on that
    side); `pone` is 1 when the mover is the pone. Positions at the end of a hand are
    remembered in `memo` (see the module doc)."""

    def end(need_cur: int, need_oth: int, pone: int) -> int:
        # the play is over: the pone's show counts first, then the dealer's (R5.1, R6.1)
        if pone:
            if need_cur <= ps:
                return WIN_SCALE
            if need_oth <= ds:
                return 0
            return table[(need_cur - ps - 1) * 121 + need_oth - ds - 1]
        if need_oth <= ps:
            return 0
        if need_cur <= ds:
            return WIN_SCALE
        return WIN_SCALE - table[(need_oth - ps - 1) * 121 + need_cur - ds - 1]

    def forced(cur: int, oth: int, key: int, count: int, oth_gone: bool, last_cur: bool,
               need_cur: int, need_oth: int, pone: int, alpha: int, beta: int) -> int:
        # the mover holds one card or none, three cards or fewer are left: the forced
        # moves followed in a loop as `play_solver._forced` does
        flip = False
        while cur < 14:
            if cur and VALUE[cur] <= 31 - count:  # the one card fits: laid (R4.1)
                row = _INDEX.get(key) or _row(key)
                st = _TABLE[row + cur] or _step(row, key, cur)
                pts = st & 31
                count += VALUE[cur]
                if count == 15 or count == 31:  # R4.3
                    pts += 2
                if not oth:  # R4.8 last card, unless 31 (R4.7)
                    pts += count != 31
                    v = WIN_SCALE if pts >= need_cur else end(need_cur - pts, need_oth, pone)
                    return WIN_SCALE - v if flip else v
                if count == 31:  # R4.7: the other leads
                    key = count = 0
                elif oth_gone:  # R4.6: the go to the mover, the other leads
                    pts += 1
                    key = count = 0
                else:
                    key = st >> 5
                if pts >= need_cur:  # R6.1: 121 wins at once
                    return 0 if flip else WIN_SCALE
                flip = not flip
                cur, oth, oth_gone, last_cur = oth, 0, False, False
                need_cur, need_oth, pone = need_oth, need_cur - pts, 1 - pone
            elif oth and not oth_gone:  # go (R4.2): the other plays on
                flip = not flip
                cur, oth, oth_gone, last_cur = oth, cur, True, not last_cur
                need_cur, need_oth, pone = need_oth, need_cur, 1 - pone
            elif last_cur:  # neither can play (R4.6): the go to the mover
                if need_cur <= 1:
                    return 0 if flip else WIN_SCALE
                key = count = 0
                oth_gone = last_cur = False
                if oth:  # the other leads the next series
                    flip = not flip
                    cur, oth = oth, cur
                    need_cur, need_oth, pone = need_oth, need_cur - 1, 1 - pone
                else:
                    need_cur -= 1
            else:  # the go to the other (R4.6); the mover leads
                if need_oth <= 1:
                    return WIN_SCALE if flip else 0
                key = count = 0
                oth_gone = False
                need_oth -= 1
        if flip:
            return WIN_SCALE - search(cur, oth, key, count, oth_gone, last_cur, need_cur,
                                      need_oth, pone, WIN_SCALE - beta, WIN_SCALE - alpha)
        return search(cur, oth, key, count, oth_gone, last_cur, need_cur, need_oth, pone,
                      alpha, beta)

    def search(cur: int, oth: int, key: int, count: int, oth_gone: bool, last_cur: bool,
               need_cur: int, need_oth: int, pone: int, alpha: int, beta: int) -> int:
        if cur < 14 and oth < 196:
            return forced(cur, oth, key, count, oth_gone, last_cur, need_cur, need_oth, pone,
                          alpha, beta)
        # remembered only where one hand holds one card or none and the other three or
        # more, as `play_solver._diff` does (elsewhere positions hardly ever come back)
        remember = (cur < 14 or oth < 14) and not (cur < 196 and oth < 196)
        if remember:
            m = (((((cur * _HANDS + oth) << 27 | key) << 7 | count << 2 | oth_gone << 1
                   | last_cur) << 7 | need_cur) << 7 | need_oth) << 1 | pone
            e = memo.get(m)
            if e is not None:
                v = e >> 2
                kind = e & 3
                if (kind == _EXACT or kind == _LOWER and v >= beta
                        or kind == _UPPER and v <= alpha):
                    return v
        room = 31 - count
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
            if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
                pts += ncount != 31
            elif not rest and oth_gone and ncount != 31:  # R4.6: the go to the mover
                pts += 1
            if pts >= need_cur:  # R6.1: 121 wins at once, nothing beats it
                if remember:
                    memo[m] = WIN_SCALE << 2
                return WIN_SCALE
            moves.append((pts, ncount, rest, st >> 5))
        best = -1
        if moves:
            if len(moves) > 1:
                moves.sort(reverse=True)
            a = alpha
            for pts, ncount, rest, nkey in moves:
                if not rest and not oth:  # the play is over: the show decides
                    v = end(need_cur - pts, need_oth, pone)
                elif ncount == 31 or not rest and oth_gone:  # a reset (R4.7, R4.6)
                    if oth:  # the other leads
                        v = WIN_SCALE - (forced if oth < 14 and rest < 196 else search)(
                            oth, rest, 0, 0, False, False, need_oth, need_cur - pts, 1 - pone,
                            WIN_SCALE - beta, WIN_SCALE - a)
                    else:  # 31 with the other's hand empty: the mover leads again
                        v = (forced if rest < 14 else search)(
                            rest, oth, 0, 0, False, False, need_cur - pts, need_oth, pone,
                            a, beta)
                elif oth and not oth_gone:
                    v = WIN_SCALE - (forced if oth < 14 and rest < 196 else search)(
                        oth, rest, nkey, ncount, False, False, need_oth, need_cur - pts,
                        1 - pone, WIN_SCALE - beta, WIN_SCALE - a)
                else:  # the other has said go: the mover plays on
                    v = (forced if rest < 14 and oth < 196 else search)(
                        rest, oth, nkey, ncount, oth_gone, True, need_cur - pts, need_oth,
                        pone, a, beta)
                if v > best:
                    best = v
                    if v > a:
                        if v >= beta:
                            break
                        a = v
        elif oth and not oth_gone:  # go (R4.2)
            best = WIN_SCALE - (forced if oth < 14 and cur < 196 else search)(
                oth, cur, key, count, True, not last_cur, need_oth, need_cur, 1 - pone,
                WIN_SCALE - beta, WIN_SCALE - alpha)
        elif last_cur:  # the go to the mover (R4.6)
            if need_cur <= 1:
                best = WIN_SCALE
            elif oth:
                best = WIN_SCALE - (forced if oth < 14 and cur < 196 else search)(
                    oth, cur, 0, 0, False, False, need_oth, need_cur - 1, 1 - pone,
                    WIN_SCALE - beta, WIN_SCALE - alpha)
            else:
                best = search(cur, oth, 0, 0, False, False, need_cur - 1, need_oth, pone,
                              alpha, beta)
        elif need_oth <= 1:  # the go to the other (R4.6)
            best = 0
        else:
            best = search(cur, oth, 0, 0, False, False, need_cur, need_oth - 1, pone,
                          alpha, beta)
        if remember:
            memo[m] = best << 2 | (_UPPER if best <= alpha else
                                   _LOWER if best >= beta else _EXACT)
        return best

    def moves(cur: int, oth: int, key: int, count: int, oth_gone: bool, last_cur: bool,
              need_cur: int, need_oth: int, pone: int) -> list[tuple[int, int]]:
        # each move of the root with its exact chance: `search`'s moves, each searched
        # with the whole window (a value at either end of it is exact, see `win_value`)
        out = []
        row = _INDEX.get(key) or _row(key)  # the same key for every move
        for r, value, rest in _MOVES.get(cur) or _moves(cur):
            if value > 31 - count:
                break  # ranks ascend, so values too
            st = _TABLE[row + r] or _step(row, key, r)
            pts = st & 31
            ncount = count + value
            if ncount == 15 or ncount == 31:  # R4.3
                pts += 2
            if not rest and not oth:  # R4.8 last card, unless 31 (R4.7)
                pts += ncount != 31
            elif not rest and oth_gone and ncount != 31:  # R4.6: the go to the mover
                pts += 1
            if pts >= need_cur:  # R6.1: 121 wins at once
                v = WIN_SCALE
            elif not rest and not oth:  # the play is over: the show decides
                v = end(need_cur - pts, need_oth, pone)
            elif ncount == 31 or not rest and oth_gone:  # a reset (R4.7, R4.6)
                if oth:  # the other leads
                    v = WIN_SCALE - (forced if oth < 14 and rest < 196 else search)(
                        oth, rest, 0, 0, False, False, need_oth, need_cur - pts, 1 - pone,
                        0, WIN_SCALE)
                else:  # 31 with the other's hand empty: the mover leads again
                    v = (forced if rest < 14 else search)(
                        rest, oth, 0, 0, False, False, need_cur - pts, need_oth, pone,
                        0, WIN_SCALE)
            elif oth and not oth_gone:
                v = WIN_SCALE - (forced if oth < 14 and rest < 196 else search)(
                    oth, rest, st >> 5, ncount, False, False, need_oth, need_cur - pts,
                    1 - pone, 0, WIN_SCALE)
            else:  # the other has said go: the mover plays on
                v = (forced if rest < 14 and oth < 196 else search)(
                    rest, oth, st >> 5, ncount, oth_gone, True, need_cur - pts, need_oth,
                    pone, 0, WIN_SCALE)
            out.append((r, v))
        if not out:  # go (R4.2): its chance is the position's own
            out.append((0, search(cur, oth, key, count, oth_gone, last_cur, need_cur,
                                  need_oth, pone, 0, WIN_SCALE)))
        return out

    return search, moves


def win_value(memo: dict, table, pone_show: int, dealer_show: int, state: tuple,
              need_cur: int, need_oth: int, cur_is_pone: bool) -> int:
    """The mover's exact chance of winning the game from `state` (a `play_model` state)
    with both sides playing for it, in whole `WIN_SCALE`ths: reaching 121 in the play wins
    at once (R6.1); otherwise the pone's show counts first, then the dealer's (R5.1), and
    if neither reaches 121 the game-position `table` gives the chance.

    Args:
        memo: the search's memo (int keys and values) for these two shows; it may be
            kept across searches with the same `table` and shows (it holds exact values
            and bounds, never a guess), and grows by one entry per position searched.
        table: ``table[(d - 1) * 121 + p - 1]``: the chance in `WIN_SCALE`ths that the
            next dealer, needing ``d`` points (1–121), beats a pone needing ``p``.
        pone_show: the pone's hand in the show; dealer_show: the dealer's hand and crib.
        state: the position; need_cur, need_oth: points each side still needs (1–121);
        cur_is_pone: whether the mover is the pone.

    Returns:
        The chance, 0–`WIN_SCALE`.
    """
    cur, oth, key, count, oth_gone, last_cur = state
    # The window is every chance there is, 0 to WIN_SCALE: a value found at either end is
    # exact, and a move that wins for sure (WIN_SCALE) ends the search of its position, as
    # nothing beats it (without this, some reviews searched twice as many positions).
    return _win_search(memo, table, pone_show, dealer_show)[0](
        _code(cur), _code(oth), _code(key), count, oth_gone, last_cur, need_cur, need_oth,
        int(cur_is_pone), 0, WIN_SCALE)


def win_moves(memo: dict, table, pone_show: int, dealer_show: int):
    """The moves of a position with their exact chances, for one pair of shows, as a
    function ``moves(state, need_cur, need_oth, cur_is_pone)`` (arguments as
    `win_value`'s) giving (rank, chance in whole `WIN_SCALE`ths) per distinct rank that
    fits, lowest first, or ``[(0, chance)]`` for the go when none fits: for each move,
    what `win_value` gives the position it leads to, from the mover's side (121 reached
    by the move wins at once, R6.1). Built once per pair of shows and called once per
    deal, without `play_model.children`'s tuples (issue 20); it remembers in `memo` as
    `win_value` does."""
    moves = _win_search(memo, table, pone_show, dealer_show)[1]

    def on_state(state: tuple, need_cur: int, need_oth: int,
                 cur_is_pone: bool) -> list[tuple[int, int]]:
        cur, oth, key, count, oth_gone, last_cur = state
        return moves(_code(cur), _code(oth), _code(key), count, oth_gone, last_cur, need_cur,
                     need_oth, int(cur_is_pone))

    return on_state
