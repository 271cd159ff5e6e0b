"""The game state machine: the play (R4): the count, go, 31, the last card, and what a
player alone pegs. Positions are built by hand (tests/rules/game_builders.py)."""

from __future__ import annotations

from crib_qt.rules.actions import (
    CardPlayed,
    Continue,
    CountReset,
    Go,
    GoSaid,
    HandShown,
    Play,
    Scored,
)
from crib_qt.rules.game import apply, legal_actions
from crib_qt.rules.state import GameState, Phase

from game_builders import (  # tests/rules/game_builders.py
    K,
    assert_rejected,
    c,
    cs,
    item,
    run,
    score,
)

# --- R4 the play -----------------------------------------------------------------------------


def test_R4_1_the_pone_leads_and_must_play_a_card_while_one_fits():
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"))
    assert (state.to_act, state.count, state.series) == (1, 0, ())
    assert set(legal_actions(state)) == {Play(x) for x in cs("KS QS 6C 5C")}
    assert_rejected(state, Go(), "must play")
    assert_rejected(state, Play(c("KH")), "do not hold KH")  # the dealer's card
    assert_rejected(state, Continue(), "not possible during the play")


def test_R4_1_R4_2_the_count_cannot_pass_31_and_go_is_legal_only_when_nothing_fits():
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"))
    state, _ = run(state, [(1, "KS"), (0, "KH"), (1, "QS")])
    assert state.count == 30 and state.to_act == 0
    assert legal_actions(state) == (Go(),)
    for bad in ("9D", "8D", "7D"):
        assert_rejected(state, Play(c(bad)), rf"{bad} would take the count from 30 past 31")


def test_R4_6_go_point_to_the_last_player_and_the_other_player_leads():
    # dealer 0: KH 9D 8D 7D, pone 1: KS QS 6C 5C, starter 2S
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"))
    state, ev = run(state, [
        (1, "KS"),  # 10
        (0, "KH"),  # 20, pair: dealer 2
        (1, "QS"),  # 30
        (0, "go"),  # dealer holds 9 8 7: nothing fits
        (1, "go"),  # pone holds 6 5: nothing fits either; pone played last: go 1
        (0, "9D"),  # the OTHER player (the dealer) leads: 9
        (1, "6C"),  # 15: pone 2
        (0, "8D"),  # 23
        (1, "5C"),  # 28, pone is out of cards
        (0, "go"),  # 7D would make 35: go; pone played last: go 1
        (0, "7D"),  # the dealer leads the next series alone; last card 1
    ])
    assert ev[0] == (CardPlayed(1, c("KS"), 10),)
    assert ev[1] == (CardPlayed(0, c("KH"), 20),
                     Scored(0, score(item(K.PAIR, 2, "KS KH")), (2, 0)))
    assert ev[2] == (CardPlayed(1, c("QS"), 30),)
    assert ev[3] == (GoSaid(0),)
    assert ev[4] == (GoSaid(1), Scored(1, score(item(K.GO, 1)), (2, 1)), CountReset(0))
    assert ev[5] == (CardPlayed(0, c("9D"), 9),)
    assert ev[6] == (CardPlayed(1, c("6C"), 15),
                     Scored(1, score(item(K.FIFTEEN, 2, "9D 6C")), (2, 3)))
    assert ev[7] == (CardPlayed(0, c("8D"), 23),)
    assert ev[8] == (CardPlayed(1, c("5C"), 28),)
    assert ev[9] == (GoSaid(0), Scored(1, score(item(K.GO, 1)), (2, 4)), CountReset(0))
    assert ev[10][:2] == (CardPlayed(0, c("7D"), 7),
                          Scored(0, score(item(K.LAST_CARD, 1)), (3, 4)))
    assert state.phase is Phase.SHOW


def test_R4_6_when_the_dealer_takes_the_go_the_pone_leads():
    # dealer 0: KH QH 10H AH, pone 1: KS 8C 7C 6C, starter 2D
    state = GameState.for_play(0, [cs("KH QH 10H AH"), cs("KS 8C 7C 6C")], c("2D"))
    state, ev = run(state, [
        (1, "KS"),  # 10
        (0, "KH"),  # 20, pair: dealer 2
        (1, "8C"),  # 28
        (0, "AH"),  # 29
        (1, "go"),  # 7 and 6 pass 31
        (0, "go"),  # Q and 10 pass 31; the dealer played last: go 1, the pone leads
        (1, "7C"),  # 7
        (0, "QH"),  # 17
        (1, "6C"),  # 23, the pone is out of cards
        (0, "go"),  # 10H would make 33: the pone played last: go 1; the dealer leads
        (0, "10H"),  # 10, last card 1
    ])
    assert ev[3] == (CardPlayed(0, c("AH"), 29),)
    assert ev[4] == (GoSaid(1),)
    assert ev[5] == (GoSaid(0), Scored(0, score(item(K.GO, 1)), (3, 0)), CountReset(1))
    assert ev[9] == (GoSaid(0), Scored(1, score(item(K.GO, 1)), (3, 1)), CountReset(0))
    assert ev[10][:2] == (CardPlayed(0, c("10H"), 10),
                          Scored(0, score(item(K.LAST_CARD, 1)), (4, 1)))


def test_R4_6_a_player_out_of_cards_cannot_lead_so_the_other_leads_again():
    # dealer 0: 10H 10D 9S 8S, pone 1: KC 5C 7H 6H, starter AD
    state = GameState.for_play(0, [cs("10H 10D 9S 8S"), cs("KC 5C 7H 6H")], c("AD"))
    state, ev = run(state, [
        (1, "KC"),  # 10
        (0, "10H"),  # 20: ranks K and 10 are no pair (R1.3)
        (1, "5C"),  # 25
        (0, "go"),  # 10 9 8 all pass 31
        (1, "6H"),  # 31 alone (7H would pass 31): 2 for 31, no go (R4.7)
        (0, "10D"),  # the dealer leads after the pone's 31: 10
        (1, "7H"),  # 17, the pone is out of cards
        (0, "9S"),  # 26
    ])
    assert ev[1] == (CardPlayed(0, c("10H"), 20),)
    assert ev[4] == (CardPlayed(1, c("6H"), 31),
                     Scored(1, score(item(K.THIRTY_ONE, 2, "KC 10H 5C 6H")), (0, 2)),
                     CountReset(0))
    assert state.to_act == 0 and state.hands[1] == ()
    assert legal_actions(state) == (Go(),)  # 8S would make 34
    state, ev9 = apply(state, Go())
    # the dealer played the last card (9S): the go point is his; the pone would lead,
    # but has no card left (R4.6)
    assert ev9 == (GoSaid(0), Scored(0, score(item(K.GO, 1)), (1, 2)), CountReset(0))
    state, ev10 = apply(state, Play(c("8S")))
    assert ev10[:2] == (CardPlayed(0, c("8S"), 8), Scored(0, score(item(K.LAST_CARD, 1)), (2, 2)))


def test_R4_7_after_a_31_the_other_player_leads():
    # dealer 1: KD QD 4D 3D, pone 0: JC 10C 9C 2C, starter 7H
    state = GameState.for_play(1, [cs("JC 10C 9C 2C"), cs("KD QD 4D 3D")], c("7H"))
    state, ev = run(state, [
        (0, "JC"),  # 10
        (1, "KD"),  # 20
        (0, "9C"),  # 29
        (1, "go"),  # Q 4 3 all pass 31
        (0, "2C"),  # 31 alone: 2, and the dealer leads
    ])
    assert ev[4] == (CardPlayed(0, c("2C"), 31),
                     Scored(0, score(item(K.THIRTY_ONE, 2, "JC KD 9C 2C")), (2, 0)),
                     CountReset(1))
    state, ev = run(state, [
        (1, "QD"),  # 10
        (0, "10C"),  # 20, the pone is out of cards
        (1, "4D"),  # 24
        (1, "3D"),  # 27, last card: 1 (R4.8)
    ])
    assert ev[3][:2] == (CardPlayed(1, c("3D"), 27), Scored(1, score(item(K.LAST_CARD, 1)), (2, 1)))


def test_R4_7_R4_5_K_Q_5_A_2_3_makes_31_with_a_run_for_5_and_no_go():
    # dealer 0: QH AD 3C 4S, pone 1: KS 5C 2D 3H, starter 9C
    state = GameState.for_play(0, [cs("QH AD 3C 4S"), cs("KS 5C 2D 3H")], c("9C"),
                               scores=(10, 20))
    state, ev = run(state, [(1, "KS"), (0, "QH"), (1, "5C"), (0, "AD"), (1, "2D")])
    assert [e[0].count for e in ev] == [10, 20, 25, 26, 28]
    assert all(len(e) == 1 for e in ev)  # no points so far: 5-A-2 is no run
    state, ev31 = apply(state, Play(c("3C")))
    assert ev31 == (
        CardPlayed(0, c("3C"), 31),
        Scored(0, score(item(K.THIRTY_ONE, 2, "KS QH 5C AD 2D 3C"), item(K.RUN, 3, "AD 2D 3C")),
               (15, 20)),
        CountReset(1),  # the pone leads after the dealer's 31; no go point
    )
    assert state.scores == (15, 20) and state.back_pegs == (10, 20)
    assert (state.count, state.series, state.gone) == (0, (), (False, False))
    state, ev = apply(state, Play(c("3H")))
    assert ev == (CardPlayed(1, c("3H"), 3),)  # no pair with 3C across the reset (R4.6)
    state, ev = apply(state, Play(c("4S")))
    assert ev[:2] == (CardPlayed(0, c("4S"), 7), Scored(0, score(item(K.LAST_CARD, 1)), (16, 20)))
    assert isinstance(ev[2], HandShown)  # the show follows (the pone's hand is counted)
    assert state.scores[0] == 16 and state.back_pegs[0] == 15  # the back peg leapfrogs
    assert not any(i.kind is K.GO for e in ev31 + ev if isinstance(e, Scored) for i in e.score.items)


def test_R4_8_the_last_card_scores_nothing_extra_when_it_makes_31():
    # dealer 0: 10H 10C 5H 6H, pone 1: 10S 10D 5S 6S, starter 2C
    state = GameState.for_play(0, [cs("10H 10C 5H 6H"), cs("10S 10D 5S 6S")], c("2C"))
    state, ev = run(state, [
        (1, "10S"), (0, "10H"),  # 20, pair: dealer 2
        (1, "5S"), (0, "6H"),  # 31: dealer 2
        (1, "10D"), (0, "10C"),  # pone leads again; 20, pair: dealer 2
        (1, "6S"), (0, "5H"),  # 31 with the last card: 2 and no last card point
    ])
    assert ev[3] == (CardPlayed(0, c("6H"), 31),
                     Scored(0, score(item(K.THIRTY_ONE, 2, "10S 10H 5S 6H")), (4, 0)),
                     CountReset(1))
    assert ev[7][:2] == (CardPlayed(0, c("5H"), 31),
                         Scored(0, score(item(K.THIRTY_ONE, 2, "10D 10C 6S 5H")), (8, 0)))
    assert isinstance(ev[7][2], HandShown)  # straight on to the show: no reset, no last card
    assert state.phase is Phase.SHOW and state.played[-1] == (0, c("5H"))
    kinds = {i.kind for e in ev for x in e if isinstance(x, Scored) for i in x.score.items}
    assert K.LAST_CARD not in kinds and K.GO not in kinds


def test_R4_2_R4_4_a_player_alone_after_a_go_pegs_pairs_31_and_fifteens_on_own_cards():
    # dealer 0: KH QH 8H 7H, pone 1: KS 5C 3C 3D, starter 2D
    state = GameState.for_play(0, [cs("KH QH 8H 7H"), cs("KS 5C 3C 3D")], c("2D"))
    state, ev = run(state, [
        (1, "KS"),  # 10
        (0, "KH"),  # 20, pair: dealer 2
        (1, "5C"),  # 25
        (0, "go"),  # Q 8 7 all pass 31
        (1, "3C"),  # 28: the pone goes on alone
        (1, "3D"),  # 31, a pair of his own threes: 2 + 2, no go point
        (0, "8H"),  # the dealer leads after the pone's 31, and is alone: 8
        (0, "7H"),  # 15: 2
        (0, "QH"),  # 25: last card 1
    ])
    assert ev[3] == (GoSaid(0),)
    assert ev[4] == (CardPlayed(1, c("3C"), 28),)
    assert ev[5] == (CardPlayed(1, c("3D"), 31),
                     Scored(1, score(item(K.THIRTY_ONE, 2, "KS KH 5C 3C 3D"),
                                     item(K.PAIR, 2, "3C 3D")), (2, 4)),
                     CountReset(0))
    assert ev[6] == (CardPlayed(0, c("8H"), 8),)
    assert ev[7] == (CardPlayed(0, c("7H"), 15), Scored(0, score(item(K.FIFTEEN, 2, "8H 7H")),
                                                        (4, 4)))
    assert ev[8][:2] == (CardPlayed(0, c("QH"), 25),
                         Scored(0, score(item(K.LAST_CARD, 1)), (5, 4)))


def test_R4_2_R4_5_a_player_alone_pegs_runs_on_own_cards():
    # dealer 0: KH QH JH 10H, pone 1: KS 3C 2C AC, starter 7D
    state = GameState.for_play(0, [cs("KH QH JH 10H"), cs("KS 3C 2C AC")], c("7D"))
    state, ev = run(state, [
        (1, "KS"),  # 10
        (0, "KH"),  # 20, pair: dealer 2
        (1, "3C"),  # 23
        (0, "go"),  # every 10-card passes 31
        (1, "2C"),  # 25
        (1, "AC"),  # 26: run 3-2-A of his own cards: 3, then out of cards: go 1
        (0, "QH"),  # the dealer leads, alone: 10
        (0, "JH"),  # 20
        (0, "10H"),  # 30: run Q-J-10: 3, last card 1
    ])
    assert ev[4] == (CardPlayed(1, c("2C"), 25),)
    assert ev[5] == (CardPlayed(1, c("AC"), 26),
                     Scored(1, score(item(K.RUN, 3, "3C 2C AC")), (2, 3)),
                     Scored(1, score(item(K.GO, 1)), (2, 4)),
                     CountReset(0))
    assert ev[8][:3] == (CardPlayed(0, c("10H"), 30),
                         Scored(0, score(item(K.RUN, 3, "QH JH 10H")), (5, 4)),
                         Scored(0, score(item(K.LAST_CARD, 1)), (6, 4)))


def test_R4_6_pairs_and_runs_never_reach_across_a_reset():
    # dealer 0: QH 10H 9H 8H, pone 1: KS JD 5S 4S, starter 2C
    state = GameState.for_play(0, [cs("QH 10H 9H 8H"), cs("KS JD 5S 4S")], c("2C"))
    state, ev = run(state, [
        (1, "KS"),  # 10
        (0, "QH"),  # 20
        (1, "JD"),  # 30: run K-Q-J: pone 3
        (0, "go"), (1, "go"),  # go: pone 1; the dealer leads
        (0, "10H"),  # 10: Q-J-10 / K-Q-J-10 would be runs across the reset: nothing
        (1, "5S"),  # 15: pone 2
    ])
    assert ev[2] == (CardPlayed(1, c("JD"), 30),
                     Scored(1, score(item(K.RUN, 3, "KS QH JD")), (0, 3)))
    assert ev[4] == (GoSaid(1), Scored(1, score(item(K.GO, 1)), (0, 4)), CountReset(0))
    assert ev[5] == (CardPlayed(0, c("10H"), 10),)
    assert ev[6] == (CardPlayed(1, c("5S"), 15),
                     Scored(1, score(item(K.FIFTEEN, 2, "10H 5S")), (0, 6)))
    # a pair across the reset
    state = GameState.for_play(1, [cs("KC 9C 5S 4S"), cs("KD QD JD 9D")], c("2C"))
    state, ev = run(state, [(0, "KC"), (1, "KD"), (0, "9C"), (1, "go"), (0, "go"), (1, "9D")])
    assert ev[1][1] == Scored(1, score(item(K.PAIR, 2, "KC KD")), (0, 2))
    assert ev[4] == (GoSaid(0), Scored(0, score(item(K.GO, 1)), (1, 2)), CountReset(1))
    assert ev[5] == (CardPlayed(1, c("9D"), 9),)  # 9C then 9D, but a reset between
