"""The game state machine: the show (R5): pone's hand, dealer's hand, then the crib,
scored with score_hand. The position is game_builders.show_position."""

from __future__ import annotations

import pytest

from crib_qt.rules.actions import CardPlayed, Continue, Dealt, HandEnded, HandShown, Play, Scored
from crib_qt.rules.game import apply, legal_actions
from crib_qt.rules.scoring import Score, score_hand
from crib_qt.rules.state import GameState, Phase

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

# --- R5 the show ---------------------------------------------------------------------------


def test_R5_1_show_order_pone_hand_dealer_hand_crib_with_the_same_starter():
    state, ev = run(show_position(), SHOW_PLAY)
    assert ev[6][1] == Scored(1, score(item(K.THIRTY_ONE, 2, "AH 6D 2H 7D 3H 8D 4H")), (0, 2))
    starter = c("5S")
    pone_score = score_hand(cs("AH 2H 3H 4H"), starter)
    dealer_score = score_hand(cs("6D 7D 8D 9C"), starter)
    crib_score = score_hand(cs("5C 5D 5H JS"), starter, is_crib=True)
    assert (pone_score.total, dealer_score.total, crib_score.total) == (11, 9, 29)
    assert ev[7] == (CardPlayed(0, c("9C"), 9), Scored(0, score(item(K.LAST_CARD, 1)), (1, 2)),
                     HandShown(1, cs("AH 2H 3H 4H"), starter, False, pone_score),
                     Scored(1, pone_score, (1, 13)))
    assert (state.phase, state.show_step, state.to_act) == (Phase.SHOW, 0, 1)
    assert legal_actions(state) == (Continue(),)
    assert_rejected(state, Play(c("AH")), "not possible during the show")
    state, ev = apply(state, Continue())
    assert ev == (HandShown(0, cs("6D 7D 8D 9C"), starter, False, dealer_score),
                  Scored(0, dealer_score, (10, 13)))
    assert (state.show_step, state.to_act) == (1, 0)
    state, ev = apply(state, Continue())
    assert ev == (HandShown(0, cs("5C 5D 5H JS"), starter, True, crib_score),
                  Scored(0, crib_score, (39, 13)))
    assert (state.show_step, state.to_act, state.scores) == (2, 0, (39, 13))
    state, ev = apply(state, Continue())
    assert ev[:2] == (HandEnded(1), Dealt(2, 1))  # R2.3: the pone deals next
    assert (state.phase, state.dealer, state.hand_number, state.to_act) == \
        (Phase.DISCARD, 1, 2, 0)


def test_R5_a_hand_scoring_0_is_still_shown_and_pegs_nothing():
    # pone 1: 2C 4D 6H 8S + KC: all even, so no fifteen; no pair, run, flush or nobs: 0
    state = GameState.for_play(0, [cs("AD 3C 9D QH"), cs("2C 4D 6H 8S")], c("KC"),
                               crib=cs("5S 7C 10D JH"))
    state, ev = run(state, [
        (1, "2C"), (0, "AD"), (1, "4D"),  # 2, 3, 7
        (0, "3C"),  # 10: run 2-A-4-3 of 4, dealer 4
        (1, "6H"), (0, "9D"),  # 16, 25
        (1, "go"), (0, "go"),  # 8S and QH both pass 31: the dealer's go, 1
        (1, "8S"), (0, "QH"),  # the pone leads: 8, 18, last card: dealer 1
    ])
    assert ev[3][1] == Scored(0, score(item(K.RUN, 4, "2C AD 4D 3C")), (4, 0))
    assert ev[9] == (CardPlayed(0, c("QH"), 18), Scored(0, score(item(K.LAST_CARD, 1)), (6, 0)),
                     HandShown(1, cs("2C 4D 6H 8S"), c("KC"), False, Score(0, ())))
    assert state.scores == (6, 0) and state.show_step == 0


@pytest.mark.parametrize("seed", [0, 5, 9])
def test_R5_show_in_real_games_scores_kept_cards_and_crib_with_score_hand(seed):
    states, _, events = random_game(seed)
    flat = [(states[i + 1], e) for i, ev in enumerate(events) for e in ev]
    shown = [(s, e) for s, e in flat if isinstance(e, HandShown)]
    assert shown
    for s, e in shown:
        if e.is_crib:
            assert (e.seat, e.cards) == (s.dealer, s.crib)
        else:
            assert e.cards == s.kept[e.seat]
        assert e.starter is s.starter
        assert e.score == score_hand(e.cards, s.starter, is_crib=e.is_crib)
    # within each hand: pone, dealer, crib, in that order (cut short only by a win)
    by_hand: dict[int, list] = {}
    for s, e in shown:
        by_hand.setdefault(s.hand_number, []).append((e.seat, e.is_crib, s.dealer))
    for seq in by_hand.values():
        dealer = seq[0][2]
        assert seq == [(1 - dealer, False, dealer), (dealer, False, dealer),
                       (dealer, True, dealer)][:len(seq)]
