"""Exact solutions of the rest of the play (R4) with both hands known: for points, for the win.

`solve(state)` is the best (mover's points − other's points) to the end of the play
for a `play_model` state, both sides playing their best; the expert averages it over
many deals of the hidden hand. `WinSearch` is the same search for the chance of
winning the game, at its end (R6.1).

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

import math

from .play_model import VALUE, children, step

__all__ = ["GENERATION", "STEP_CAP", "WinSearch", "clear", "memo_sizes", "solve",
           "win_estimate"]

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


# --- playing for the win at the end of the game -------------------------------------------

# Mean points per hand (pegging, hand, crib) as dealer and as pone, and the spread of
# one hand's total, for the win estimate after a hand in which nobody goes out
# (measured in self-play with tests/benchmarks/strength.py).
_DEALER_MEAN, _PONE_MEAN, _HAND_SD = 17.0, 10.0, 7.0


def win_estimate(need_first: int, need_second: int) -> float:
    """Chance that the player who deals next wins (`need_first` points to go)
    against the other (`need_second`), from a normal race model: deals alternate,
    the next pone counts first each hand (R5.1)."""
    if need_second <= 0:
        return 0.0
    if need_first <= 0:
        return 1.0
    # Expected hands each needs, starting with the next hand; a round is two hands.
    mean_round = _DEALER_MEAN + _PONE_MEAN
    lead = need_second - need_first + (_DEALER_MEAN - _PONE_MEAN) * 0.5 - 1.0
    rounds = (need_first + need_second) / (2 * mean_round) + 0.5
    sd = _HAND_SD * math.sqrt(4 * rounds)
    return 0.5 * (1.0 + math.erf(lead / (sd * math.sqrt(2.0))))


class WinSearch:
    """Exact win chance of the rest of the play for one deal of every card (R6.1).

    Args:
        pone_show: the show total of the pone's hand, counted first (R5.1).
        dealer_show: the dealer's hand and crib together.

    Its memo lives as long as the object: one deal of one decision.
    """

    def __init__(self, pone_show: int, dealer_show: int) -> None:
        self.pone_show = pone_show
        self.dealer_show = dealer_show
        self.memo: dict = {}

    def end(self, need_cur: int, need_oth: int, cur_is_pone: bool) -> float:
        """Win chance of the mover after the play, when the show decides or not."""
        need_pone, need_dealer = (need_cur, need_oth) if cur_is_pone else (need_oth, need_cur)
        if self.pone_show >= need_pone:
            p_pone = 1.0
        elif self.dealer_show >= need_dealer:
            p_pone = 0.0
        else:  # the pone of this hand deals the next one
            p_pone = win_estimate(need_pone - self.pone_show, need_dealer - self.dealer_show)
        return p_pone if cur_is_pone else 1.0 - p_pone

    def value(self, state: tuple, need_cur: int, need_oth: int, cur_is_pone: bool) -> float:
        key = (state, need_cur, need_oth, cur_is_pone)
        got = self.memo.get(key)
        if got is not None:
            return got
        best = -1.0
        for _, mine, theirs, passes, nxt in children(state):
            v = self.after(mine, theirs, passes, nxt, need_cur, need_oth, cur_is_pone)
            if v > best:
                best = v
                if best >= 1.0:
                    break
        self.memo[key] = best
        return best

    def after(self, mine: int, theirs: int, passes: bool, nxt: tuple | None,
              need_cur: int, need_oth: int, cur_is_pone: bool) -> float:
        """Mover's win chance after one move scoring `mine`/`theirs` (R6.1: 121 wins)."""
        if mine >= need_cur:
            return 1.0
        if theirs >= need_oth:
            return 0.0
        need_cur -= mine
        need_oth -= theirs
        if nxt is None:
            return self.end(need_cur, need_oth, cur_is_pone)
        if passes:
            return 1.0 - self.value(nxt, need_oth, need_cur, not cur_is_pone)
        return self.value(nxt, need_cur, need_oth, cur_is_pone)
