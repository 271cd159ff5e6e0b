"""The game state machine: winning (R6): 121 ends the game at once, in the play, the
show or the cut, and the back pegs leapfrog."""

from __future__ import annotations

import pytest

from crib_qt.rules.actions import (
    CardPlayed,
    Continue,
    CutForDeal,
    CutStarter,
    GameWon,
    Go,
    GoSaid,
    HandShown,
    Play,
    Scored,
)
from crib_qt.rules.game import apply, legal_actions
from crib_qt.rules.scoring import score_hand
from crib_qt.rules.serialize import state_from_json, state_to_json
from crib_qt.rules.state import WINNING_SCORE, GameState, Phase

from game_builders import (  # tests/rules/game_builders.py
    SHOW_PLAY,
    K,
    assert_rejected,
    c,
    cs,
    item,
    random_game,
    run,
    score,
    show_position,
)

# --- R6 winning ----------------------------------------------------------------------------


def assert_game_over(state: GameState, winner: int) -> None:
    assert (state.phase, state.to_act, state.winner) == (Phase.GAME_OVER, None, winner)
    assert state.scores[winner] == WINNING_SCORE and state.scores[1 - winner] < WINNING_SCORE
    assert legal_actions(state) == ()
    for bad in [Continue(), Go(), CutStarter(10), CutForDeal(10)] + \
            [Play(x) for x in state.hands[0] + state.hands[1]]:
        assert_rejected(state, bad, "the game is over")
    assert state_from_json(state_to_json(state)) == state


def test_R6_1_a_pair_in_the_play_wins_at_once():
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"),
                               scores=(119, 120))
    state, ev = run(state, [(1, "KS"), (0, "KH")])
    assert ev[1] == (CardPlayed(0, c("KH"), 20),
                     Scored(0, score(item(K.PAIR, 2, "KS KH")), (121, 120)),
                     GameWon(0, (121, 120)))
    assert state.back_pegs == (119, 120)
    assert_game_over(state, 0)


def test_R6_1_scores_cap_at_121():
    # pone at 116 makes a pair royal (6): 122 is pegged as 121
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS KD 6C 5C")], c("2S"),
                               scores=(0, 116))
    state, ev = run(state, [(1, "KS"), (0, "KH"), (1, "KD")])
    assert ev[2] == (CardPlayed(1, c("KD"), 30),
                     Scored(1, score(item(K.PAIR_ROYAL, 6, "KS KH KD")), (2, 121)),
                     GameWon(1, (2, 121)))
    assert state.scores == (2, 121) and state.back_pegs == (0, 116)
    assert_game_over(state, 1)


def test_R6_1_the_go_point_wins_and_nothing_follows():
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"),
                               scores=(0, 120))
    state, ev = run(state, [(1, "KS"), (0, "KH"), (1, "QS"), (0, "go"), (1, "go")])
    assert ev[4] == (GoSaid(1), Scored(1, score(item(K.GO, 1)), (2, 121)), GameWon(1, (2, 121)))
    assert_game_over(state, 1)


def test_R6_1_the_last_card_wins_and_there_is_no_show():
    state = GameState.for_play(0, [cs("QH AD 3C 4S"), cs("KS 5C 2D 3H")], c("9C"),
                               scores=(115, 0))
    state, ev = run(state, [(1, "KS"), (0, "QH"), (1, "5C"), (0, "AD"), (1, "2D"), (0, "3C"),
                            (1, "3H"), (0, "4S")])
    assert state.scores == (121, 0)
    assert ev[5][1].scores == (120, 0)
    assert ev[7] == (CardPlayed(0, c("4S"), 7), Scored(0, score(item(K.LAST_CARD, 1)), (121, 0)),
                     GameWon(0, (121, 0)))
    assert state.show_step == -1
    assert_game_over(state, 0)


@pytest.mark.parametrize("pone_start", [108, 115])
def test_R6_1_the_pone_wins_on_the_hand_before_the_dealer_counts(pone_start):
    # play: pone 2 (31), dealer 1 (last card); pone hand 11, dealer hand 9 (see above)
    # dealer at 111 + 1 = 112 would reach 121 with his 9: he never counts
    state, ev = run(show_position(scores=(111, pone_start)), SHOW_PLAY)
    final = (112, min(121, pone_start + 2 + 11))
    assert final[1] == 121
    assert ev[-1][-3:] == (HandShown(1, cs("AH 2H 3H 4H"), c("5S"), False,
                                     score_hand(cs("AH 2H 3H 4H"), c("5S"))),
                           Scored(1, score_hand(cs("AH 2H 3H 4H"), c("5S")), final),
                           GameWon(1, final))
    assert state.scores == final and state.show_step == 0
    assert_game_over(state, 1)
    # the view shows the pone's hand, never the dealer's uncounted hand or the crib
    view = state.view(1)
    assert view.shown_hands == (None, cs("AH 2H 3H 4H")) and view.shown_crib is None


def test_R6_1_the_dealer_wins_on_his_hand_before_the_crib():
    state, _ = run(show_position(scores=(111, 0)), SHOW_PLAY)  # dealer 112 after the play
    state, ev = apply(state, Continue())
    assert ev[-1] == GameWon(0, (121, 13))
    assert state.show_step == 1
    assert_game_over(state, 0)


def test_R6_1_the_crib_can_win():
    state, _ = run(show_position(scores=(90, 0)), SHOW_PLAY)
    state, _ = apply(state, Continue())  # dealer 91 + 9 = 100
    state, ev = apply(state, Continue())  # crib 29: 129, capped
    assert ev[-2:] == (Scored(0, score_hand(cs("5C 5D 5H JS"), c("5S"), is_crib=True), (121, 13)),
                       GameWon(0, (121, 13)))
    assert state.back_pegs == (100, 2)
    assert_game_over(state, 0)


def test_R6_1_back_pegs_leapfrog_through_a_whole_game():
    states, _, events = random_game(31)
    for i, ev in enumerate(events):
        before = states[i]
        fronts, backs = list(before.scores), list(before.back_pegs)
        for e in ev:
            if isinstance(e, Scored):
                backs[e.seat] = fronts[e.seat]
                fronts[e.seat] = min(121, fronts[e.seat] + e.score.total)
                assert list(e.scores) == fronts
        assert states[i + 1].scores == tuple(fronts)
        assert states[i + 1].back_pegs == tuple(backs)
