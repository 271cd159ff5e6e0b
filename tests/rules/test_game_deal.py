"""The game state machine: who deals first, the deal, the crib, the starter and his
heels (R2, R3). Helpers: tests/rules/game_builders.py."""

from __future__ import annotations

from dataclasses import replace

import pytest

from crib_qt.rules import deck
from crib_qt.rules.actions import (
    CutCard,
    CutForDeal,
    CutStarter,
    CutTied,
    DealerChosen,
    Dealt,
    Discard,
    Discarded,
    GameWon,
    HandEnded,
    Play,
    Scored,
    StarterCut,
)
from crib_qt.rules.game import apply, legal_actions, new_game
from crib_qt.rules.scoring import ScoreItem
from crib_qt.rules.serialize import state_from_json, state_to_json
from crib_qt.rules.state import Phase

from game_builders import (  # tests/rules/game_builders.py
    OUTCOMES,
    K,
    assert_rejected,
    cut_until_dealt,
    first_legal_game,
    score,
    to_cut_starter,
)

# --- R2 the cut for first dealer -----------------------------------------------------------


def test_R2_1_new_game_seat_0_cuts_first_from_52_cards():
    state = new_game(7)
    assert (state.phase, state.to_act, state.dealer, state.hand_number) == \
        (Phase.CUT_FOR_DEAL, 0, None, 0)
    assert state.scores == (0, 0) and state.winner is None
    assert legal_actions(state) == tuple(CutForDeal(d) for d in range(4, 49))


@pytest.mark.parametrize("lower", [0, 1])
def test_R2_1_seat_0_then_seat_1_cut_and_the_lower_rank_deals(lower):
    seed, d0, d1 = OUTCOMES[lower]
    state = new_game(seed)
    state, ev0 = apply(state, CutForDeal(d0))
    card0 = deck.cut_for_deal(seed, 0, 0, d0)
    assert ev0 == (CutCard(0, card0, d0),)
    assert (state.phase, state.to_act, state.deal_cuts) == (Phase.CUT_FOR_DEAL, 1, (card0, None))
    # seat 1 cuts the 51 cards left: depths 4..47, and can never turn seat 0's card
    assert legal_actions(state) == tuple(CutForDeal(d) for d in range(4, 48))
    for d in range(4, 48):
        assert apply(state, CutForDeal(d))[1][0].card is not card0
    state, ev1 = apply(state, CutForDeal(d1))
    card1 = deck.cut_for_deal(seed, 0, 1, d1, [card0])
    assert (card0.rank < card1.rank) == (lower == 0) and card0.rank != card1.rank
    assert ev1 == (CutCard(1, card1, d1), DealerChosen(lower), Dealt(1, lower))
    assert state.dealer == lower and state.pone == 1 - lower
    assert (state.phase, state.to_act, state.hand_number, state.cut_round) == \
        (Phase.DISCARD, 1 - lower, 1, 0)
    assert state.deal_cuts == (card0, card1)


def test_R2_1_ace_is_lowest_and_king_highest_for_the_cut():
    # over every (seed, depth) up to a bound, the dealer is always the seat with the
    # lower rank, never the lower counting value (10 J Q K all count 10: R1.3)
    seen_face_vs_ten = False
    for seed in range(40):
        c0 = deck.cut_for_deal(seed, 0, 0, 4)
        s1, _ = apply(new_game(seed), CutForDeal(4))
        for d1 in range(4, 48):
            c1 = deck.cut_for_deal(seed, 0, 1, d1, [c0])
            if c0.rank == c1.rank:
                continue
            _, ev = apply(s1, CutForDeal(d1))
            assert ev[1] == DealerChosen(0 if c0.rank < c1.rank else 1)
            seen_face_vs_ten |= c0.value == c1.value
    assert seen_face_vs_ten  # the search met e.g. 10 against J: ranks decided it


def test_R2_2_a_tie_emits_CutTied_and_both_cut_again_in_a_new_round():
    seed, d0, d1 = OUTCOMES["tie"]
    state, _ = apply(new_game(seed), CutForDeal(d0))
    state, events = apply(state, CutForDeal(d1))
    card0 = deck.cut_for_deal(seed, 0, 0, d0)
    card1 = deck.cut_for_deal(seed, 0, 1, d1, [card0])
    assert card0.rank == card1.rank
    assert events == (CutCard(1, card1, d1), CutTied((card0, card1)))
    assert (state.phase, state.to_act, state.cut_round, state.dealer, state.hand_number) == \
        (Phase.CUT_FOR_DEAL, 0, 1, None, 0)
    assert state.deal_cuts == (card0, card1)
    assert not any(state.hands) and state.stock == ()
    # both cut again, seat 0 first, from a newly shuffled full deck (round 1)
    assert legal_actions(state) == tuple(CutForDeal(d) for d in range(4, 49))
    round0 = [deck.cut_for_deal(seed, 0, 0, d) for d in range(4, 49)]
    round1 = [apply(state, CutForDeal(d))[1][0].card for d in range(4, 49)]
    assert round1 == [deck.cut_for_deal(seed, 1, 0, d) for d in range(4, 49)]
    assert round1 != round0  # R2.2: shuffled again
    state, events = apply(state, CutForDeal(4))
    assert events == (CutCard(0, round1[0], 4),)
    assert (state.to_act, state.deal_cuts, state.cut_round) == (1, (round1[0], None), 1)
    # keep cutting (ties included) until a dealer is chosen
    while state.phase is Phase.CUT_FOR_DEAL:
        state, events = apply(state, legal_actions(state)[-1])
    assert isinstance(events[-2], DealerChosen) and events[-1] == Dealt(1, state.dealer)
    assert state.cut_round >= 1


def test_R2_3_the_deal_alternates_after_each_hand():
    states, _, events = first_legal_game(3)
    flat = [e for ev in events for e in ev]
    dealt = [e for e in flat if isinstance(e, Dealt)]
    first = next(e for e in flat if isinstance(e, DealerChosen)).seat
    assert len(dealt) >= 5
    assert [d.hand_number for d in dealt] == list(range(1, len(dealt) + 1))
    assert [d.dealer for d in dealt] == [(first + i) % 2 for i in range(len(dealt))]
    for i, e in enumerate(flat):
        if isinstance(e, HandEnded):
            assert flat[i + 1] == Dealt(e.hand_number + 1, 1 - dealt[e.hand_number - 1].dealer)
    hands = {s.hand_number: s.dealer for s in states if s.hand_number}
    assert all(hands[n + 1] == 1 - hands[n] for n in hands if n + 1 in hands)


# --- R3 deal, crib, starter, his heels -------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2, 12345])
def test_R3_1_six_cards_each_dealt_one_at_a_time_pone_first(seed):
    state, _ = cut_until_dealt(seed)
    order = deck.shuffled_deck(seed, 1)
    pone, dealer = state.pone, state.dealer
    assert state.hands[pone] == tuple(sorted(order[0:12:2]))
    assert state.hands[dealer] == tuple(sorted(order[1:12:2]))
    assert state.stock == tuple(sorted(order[12:])) and len(state.stock) == 40
    assert state.starter is None and state.kept == ((), ()) and state.discards == ((), ())
    assert (state.phase, state.to_act) == (Phase.DISCARD, pone)
    assert legal_actions(state) == tuple(
        Discard((a, b)) for i, a in enumerate(state.hands[pone]) for b in state.hands[pone][i + 1:])
    assert len(legal_actions(state)) == 15


def test_R3_2_both_discards_form_the_dealers_crib():
    state, _ = cut_until_dealt(0)
    pone, dealer = state.pone, state.dealer
    pone_hand, dealer_hand = state.hands[pone], state.hands[dealer]
    lay_pone = Discard((pone_hand[5], pone_hand[2]))
    state, events = apply(state, lay_pone)
    assert events == (Discarded(pone, (pone_hand[2], pone_hand[5])),)
    assert state.hands[pone] == tuple(x for x in pone_hand if x not in lay_pone.cards)
    assert state.kept[pone] == state.hands[pone] and state.discards[pone] == lay_pone.cards
    assert (state.phase, state.to_act) == (Phase.DISCARD, dealer)
    # the pone's cards are gone from the dealer's choices; the dealer cannot lay them
    assert_rejected(state, Discard((pone_hand[0], pone_hand[1])), "do not hold")
    assert_rejected(state, CutStarter(10), "not possible during the discard")  # R3.3
    state, events = apply(state, Discard((dealer_hand[0], dealer_hand[1])))
    assert events == (Discarded(dealer, dealer_hand[:2]),)
    assert state.crib == tuple(sorted(pone_hand[2:3] + pone_hand[5:6] + dealer_hand[:2]))
    assert len(state.crib) == 4 and len(state.kept[0]) == len(state.kept[1]) == 4


def test_R3_3_the_pone_cuts_the_40_remaining_cards_only_after_both_discards():
    state = to_cut_starter(0)
    stock = state.stock
    assert len(stock) == 40 and state.starter is None
    assert state.to_act == state.pone
    assert legal_actions(state) == tuple(CutStarter(d) for d in range(4, 37))
    starters = set()
    for d in range(4, 37):
        after, events = apply(state, CutStarter(d))
        starter = deck.cut_starter(0, 1, d, stock)
        assert events[0] == StarterCut(starter, d)
        assert after.starter is starter and starter in stock
        assert after.stock == tuple(x for x in stock if x is not starter)
        assert (after.phase, after.to_act) == (Phase.PLAY, state.pone)  # R4.1 pone plays first
        assert after.hands == state.hands and after.crib == state.crib
        starters.add(starter)
    # U1: the depth is recorded but turns the same card: undo and recut shows nothing new
    assert len(starters) == 1
    assert_rejected(state, Play(state.hands[state.pone][0]), "not possible during the cut starter")


def _jack_and_plain_cuts(seed: int):
    state = to_cut_starter(seed)
    jack = plain = None
    for d in range(4, 37):
        card = deck.cut_starter(seed, 1, d, state.stock)
        if card.rank == 11 and jack is None:
            jack = d
        if card.rank != 11 and plain is None:
            plain = d
    return state, jack, plain


def _seed_with_a_jack():
    """(seed, state at the starter cut, a depth turning a Jack, a seed whose starter is
    not a Jack). The depth does not choose the card (U1), so a Jack is found by seed."""
    plain = None
    for seed in range(200):
        state, jack, other = _jack_and_plain_cuts(seed)
        if other is not None and plain is None:
            plain = seed
        if jack is not None:
            return seed, state, jack, plain if plain is not None else _plain_seed()
    raise AssertionError("no Jack starter found")


def _plain_seed() -> int:
    for seed in range(200):
        if _jack_and_plain_cuts(seed)[2] is not None:
            return seed
    raise AssertionError("no plain starter found")


def test_R3_4_his_heels_pegs_2_to_the_dealer_at_once():
    _, state, jack, plain = _seed_with_a_jack()
    dealer = state.dealer
    after, events = apply(state, CutStarter(jack))
    starter = after.starter
    assert starter.rank == 11
    expected = [0, 0]
    expected[dealer] = 2
    assert events == (StarterCut(starter, jack),
                      Scored(dealer, score(ScoreItem(K.HIS_HEELS, 2, (starter,))), tuple(expected)))
    assert after.scores == tuple(expected) and after.back_pegs == (0, 0)
    assert (after.phase, after.to_act) == (Phase.PLAY, state.pone)
    plain_state = to_cut_starter(plain)
    after, events = apply(plain_state, CutStarter(20))
    assert after.starter.rank != 11
    assert len(events) == 1 and after.scores == (0, 0)


@pytest.mark.parametrize("start", [119, 120])
def test_R3_4_R6_1_his_heels_wins_the_game_and_nothing_follows(start):
    _, state, jack, _ = _seed_with_a_jack()
    dealer, pone = state.dealer, state.pone
    scores = [0, 0]
    scores[dealer], scores[pone] = start, 120
    state = replace(state, scores=tuple(scores), back_pegs=tuple(scores))
    after, events = apply(state, CutStarter(jack))
    final = list(scores)
    final[dealer] = 121  # capped at 121, also from 120
    assert events == (StarterCut(after.starter, jack),
                      Scored(dealer, score(ScoreItem(K.HIS_HEELS, 2, (after.starter,))),
                             tuple(final)),
                      GameWon(dealer, tuple(final)))
    assert after.scores == tuple(final) and after.back_pegs[dealer] == start
    assert (after.phase, after.to_act, after.winner) == (Phase.GAME_OVER, None, dealer)
    assert legal_actions(after) == ()
    assert_rejected(after, Play(after.hands[pone][0]), "game is over")
    assert state_from_json(state_to_json(after)) == after


def test_R3_4_his_heels_from_118_reaches_120_and_play_goes_on():
    _, state, jack, _ = _seed_with_a_jack()
    scores = [0, 0]
    scores[state.dealer] = 118
    state = replace(state, scores=tuple(scores), back_pegs=tuple(scores))
    after, events = apply(state, CutStarter(jack))
    assert after.scores[state.dealer] == 120 and after.winner is None
    assert not any(isinstance(e, GameWon) for e in events)
    assert after.phase is Phase.PLAY
