"""play_moment: the position and the events just before the play's pile turns over
(R4.6, R4.7, R4.8, R6.1), as the board shows it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from crib_qt.rules.actions import CardPlayed, CountReset, Go, GoSaid, HandShown, Play, Scored
from crib_qt.rules.game import apply, play_moment
from crib_qt.rules.state import GameState, Phase

from game_builders import (  # tests/rules/game_builders.py
    K,
    c,
    cs,
    first_legal_game,
    item,
    run,
    score,
)

# --- the moment before the pile turns over (play_moment, for the board) ----------------


def test_R4_7_play_moment_of_a_31_holds_the_card_on_the_series_and_its_points():
    # dealer 0: QH AD 3C 4S, pone 1: KS 5C 2D 3H, starter 9C (as in the K-Q-5-A-2-3 test)
    state = GameState.for_play(0, [cs("QH AD 3C 4S"), cs("KS 5C 2D 3H")], c("9C"),
                               scores=(10, 20))
    state, _ = run(state, [(1, "KS"), (0, "QH"), (1, "5C"), (0, "AD"), (1, "2D")])
    moment, before = play_moment(state, Play(c("3C")))
    after, events = apply(state, Play(c("3C")))
    assert before == (
        CardPlayed(0, c("3C"), 31),
        Scored(0, score(item(K.THIRTY_ONE, 2, "KS QH 5C AD 2D 3C"), item(K.RUN, 3, "AD 2D 3C")),
               (15, 20)),
    )
    assert events == before + (CountReset(1),)
    assert moment.phase is Phase.PLAY and moment.to_act is None
    assert moment.count == 31
    assert [card for _, card in moment.series] == list(cs("KS QH 5C AD 2D 3C"))
    assert moment.hands == (cs("4S"), cs("3H"))
    assert moment.scores == (15, 20) and moment.back_pegs == (10, 20)
    # the position after differs only in the turned pile and who leads
    assert replace(moment, series=(), to_act=1) == after


def test_R4_8_play_moment_of_the_last_card_comes_before_the_show():
    state = GameState.for_play(0, [cs("QH AD 3C 4S"), cs("KS 5C 2D 3H")], c("9C"),
                               scores=(10, 20))
    state, _ = run(state, [(1, "KS"), (0, "QH"), (1, "5C"), (0, "AD"), (1, "2D"), (0, "3C"),
                           (1, "3H")])
    moment, before = play_moment(state, Play(c("4S")))
    after, events = apply(state, Play(c("4S")))
    assert before == (CardPlayed(0, c("4S"), 7),
                      Scored(0, score(item(K.LAST_CARD, 1)), (16, 20)))
    assert events[:2] == before and isinstance(events[2], HandShown)
    assert (moment.phase, moment.to_act, moment.count) == (Phase.PLAY, None, 7)
    assert moment.series == ((1, c("3H")), (0, c("4S"))) and moment.hands == ((), ())
    assert moment.scores == (16, 20)
    assert after.phase is Phase.SHOW and after.series == ()


def test_R4_6_play_moment_of_a_go_that_nobody_answers_and_none_for_one_that_is_answered():
    # dealer 0: KH 9D 8D 7D, pone 1: KS QS 6C 5C, starter 2S (as in the go test above)
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"))
    assert play_moment(state, Play(c("KS"))) is None  # an ordinary lead
    state, _ = run(state, [(1, "KS"), (0, "KH"), (1, "QS")])
    assert play_moment(state, Go()) is None  # the dealer's go: the pone may still play
    state, _ = run(state, [(0, "go")])
    moment, before = play_moment(state, Go())
    assert before == (GoSaid(1), Scored(1, score(item(K.GO, 1)), (2, 1)))
    assert (moment.count, moment.gone, moment.to_act, moment.scores) == (30, (True, True),
                                                                         None, (2, 1))
    assert [card for _, card in moment.series] == list(cs("KS KH QS"))


def test_R6_1_play_moment_is_none_when_the_31_wins_and_the_pile_stays_up():
    state = GameState.for_play(0, [cs("QH AD 3C 4S"), cs("KS 5C 2D 3H")], c("9C"),
                               scores=(117, 20))
    state, _ = run(state, [(1, "KS"), (0, "QH"), (1, "5C"), (0, "AD"), (1, "2D")])
    assert play_moment(state, Play(c("3C"))) is None
    after, _ = apply(state, Play(c("3C")))
    assert after.winner == 0 and after.count == 31  # the winning card is on the table


def test_play_moment_is_none_outside_the_play():
    states, actions, _ = first_legal_game(3)
    outside = [(s, a) for s, a in zip(states, actions) if s.phase is not Phase.PLAY]
    assert {s.phase for s, _ in outside} == {Phase.CUT_FOR_DEAL, Phase.DISCARD,
                                             Phase.CUT_STARTER, Phase.SHOW}
    assert all(play_moment(s, a) is None for s, a in outside)


@pytest.mark.parametrize("seed", range(40))
def test_R4_play_moment_precedes_every_turned_pile_of_whole_games(seed):
    """A moment exactly when the pile turns (a reset or the show from the play), with
    events that begin the action's own and the points pegged by then."""
    states, actions, events = first_legal_game(seed)
    turned = 0
    for before, act, after, ev in zip(states, actions, states[1:], events):
        moment = play_moment(before, act)
        turns = before.phase is Phase.PLAY and any(isinstance(e, (CountReset, HandShown))
                                                   for e in ev)  # the show may win (R6.1)
        assert (moment is not None) == turns
        if moment is None:
            continue
        turned += 1
        state, prefix = moment
        assert ev[:len(prefix)] == prefix
        assert isinstance(ev[len(prefix)], (CountReset, HandShown))
        assert (state.phase, state.to_act) == (Phase.PLAY, None)
        if isinstance(act, Play):
            assert state.series == before.series + ((before.to_act, act.card),)
        else:
            assert state.series == before.series
        assert state.played == after.played
        if after.phase is Phase.PLAY:
            assert state.scores == after.scores
    assert turned >= 4
