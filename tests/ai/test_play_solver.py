"""The exact play solver (crib_qt/ai/play_solver.py) and its bounded memo (R4).

- `solve` equals a plain negamax over `play_model.children` (which the pegging tests
  check move by move against the rules core), with the memo's usual sizes and with
  generations so small that they turn over many times within one search.
- The memo and the step table never hold more than their caps, and the garbage
  collector never tracks them (ints only), so it never walks them.
- Hand and series codes round-trip.
"""

from __future__ import annotations

import gc
import random
from itertools import combinations_with_replacement

import pytest

from crib_qt.ai import play_model, play_solver


def _slow_diff(state: tuple) -> int:
    best = None
    for _, mine, theirs, passes, after in play_model.children(state):
        v = mine - theirs
        if after is not None:
            v += -_slow_diff(after) if passes else _slow_diff(after)
        best = v if best is None else max(best, v)
    return best


def _deals(seed: int, sizes: list[int]):
    rng = random.Random(seed)
    ranks = [r for r in range(1, 14) for _ in range(4)]
    for size in sizes:
        deal = rng.sample(ranks, 2 * size)
        yield (tuple(sorted(deal[:size])), tuple(sorted(deal[size:])), (), 0, False, False)


def test_fast_search_equals_plain_negamax():
    for state in _deals(8, [3] * 40 + [4] * 10):
        assert play_solver.solve(state) == _slow_diff(state)


@pytest.mark.parametrize("generation, steps", [(64, 16), (1, 1)])
def test_tiny_generations_turn_over_and_answers_stay_exact(monkeypatch, generation, steps):
    monkeypatch.setattr(play_solver, "GENERATION", generation)
    monkeypatch.setattr(play_solver, "STEP_CAP", steps)
    play_solver.clear()
    try:
        for state in _deals(9, [3] * 20 + [4] * 6):
            assert play_solver.solve(state) == _slow_diff(state)
            new, old, step_entries = play_solver.memo_sizes()
            assert new <= generation and old <= generation and step_entries <= steps
    finally:
        play_solver.clear()  # nothing remembered under the tiny caps outlives the test


def test_memo_and_steps_stay_under_their_caps_and_out_of_the_collector():
    play_solver.clear()
    for state in _deals(10, [4] * 60):
        play_solver.solve(state)
    new, old, steps = play_solver.memo_sizes()
    assert 0 < new <= play_solver.GENERATION and old <= play_solver.GENERATION
    assert 0 < steps <= play_solver.STEP_CAP
    gc.collect()
    for table in (play_solver._NEW, play_solver._OLD, play_solver._STEPS,
                  play_solver._STEPS_OLD):
        assert not gc.is_tracked(table)


def test_codes_round_trip():
    hands = [()] + [ranks for n in range(1, 5)
                    for ranks in combinations_with_replacement(range(1, 14), n)]
    codes = {play_solver._code(hand) for hand in hands}
    assert len(codes) == len(hands) == 2380  # every hand of 0-4 ranks, distinct codes
    assert max(codes) < play_solver._HANDS
    for hand in hands:
        assert play_solver._ranks(play_solver._code(hand)) == hand
    for key in [(5, 6, 4, 3, 2, 7, 1), (13, 13, 13), (9,), ()]:  # series keys keep order
        assert play_solver._ranks(play_solver._code(key)) == key
    assert play_solver._code((13,) * 7) < 1 << 27  # a series key fits its 27 bits


def _slow_win(state: tuple, need_cur: int, need_oth: int, pone: bool, end) -> float:
    """The win search as play_win wrote it on tuples (`play_model.children`), no memo."""
    best = -1.0
    for _, mine, theirs, passes, after in play_model.children(state):
        if mine >= need_cur:
            v = 1.0
        elif theirs >= need_oth:
            v = 0.0
        elif after is None:
            v = end(need_cur - mine, need_oth - theirs, pone)
        elif passes:
            v = 1.0 - _slow_win(after, need_oth - theirs, need_cur - mine, not pone, end)
        else:
            v = _slow_win(after, need_cur - mine, need_oth - theirs, pone, end)
        if v > best:
            best = v
            if best >= 1.0:
                break
    return best


def test_the_win_search_on_codes_equals_the_search_on_tuples():
    # R6.1: 121 reached in the play wins at once; otherwise the show decides (here a made
    # up chance from what each side still needs, so that every end differs)
    def end(need_cur, need_oth, pone):
        return (need_oth + 0.5 * pone) / (need_cur + need_oth + 1.0)

    rng = random.Random(11)
    for state in _deals(12, [3] * 20 + [4] * 10):
        need_cur, need_oth = rng.randint(1, 12), rng.randint(1, 12)
        pone = rng.random() < 0.5
        assert play_solver.win_value({}, end, state, need_cur, need_oth, pone) == _slow_win(
            state, need_cur, need_oth, pone, end)
