"""The game state machine: new_game / legal_actions / apply, views and saves (R2-R6, U1, U5).

Positions for the play and the show are built with `GameState.for_play` and
`parse_cards`, and every expected score below is worked out by hand in the comments,
so the expected values do not depend on the code under test. Random parts (the cut
for first dealer, the deal, the starter) are checked against `deck`, the one place
that draws them, and the seeds used are found by deterministic searches in the tests.
"""

from __future__ import annotations

import json
import random
from dataclasses import fields, replace

import pytest

from crib_qt.rules import deck
from crib_qt.rules.actions import (
    CardPlayed,
    Continue,
    CountReset,
    CutCard,
    CutForDeal,
    CutStarter,
    CutTied,
    DealerChosen,
    Dealt,
    Discard,
    Discarded,
    GameWon,
    Go,
    GoSaid,
    HandEnded,
    HandShown,
    Play,
    Scored,
    StarterCut,
    action_from_data,
)
from crib_qt.rules.cards import DECK, Card, parse_cards
from crib_qt.rules.game import IllegalAction, apply, legal_actions, new_game, play_moment
from crib_qt.rules.scoring import Score, ScoreItem, ScoreKind, score_hand
from crib_qt.rules.serialize import MAX_TEXT, state_from_json, state_to_data, state_to_json
from crib_qt.rules.state import WINNING_SCORE, GameState, Phase, PlayerView

K = ScoreKind


def c(text: str) -> Card:
    return Card.parse(text)


def cs(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def item(kind: ScoreKind, points: int, cards: str = "") -> ScoreItem:
    return ScoreItem(kind, points, cs(cards))


def score(*items: ScoreItem) -> Score:
    return Score(sum(i.points for i in items), items)


def action(token: str):
    """"go", "continue" or a card to play."""
    if token == "go":
        return Go()
    if token == "continue":
        return Continue()
    return Play(c(token))


def run(state: GameState, script):
    """Apply (seat, token) steps, checking that `seat` is the one to act before each.

    Returns the final state and the list of event tuples, one per step.
    """
    all_events = []
    for seat, token in script:
        assert state.to_act == seat, f"expected seat {seat} to act before {token}"
        state, events = apply(state, action(token))
        all_events.append(events)
    return state, all_events


def first_legal_game(seed: int, max_steps: int = 5000):
    """Play a whole game taking the first legal action each time: (states, actions, events)."""
    state = new_game(seed)
    states, actions, events = [state], [], []
    while state.winner is None:
        a = legal_actions(state)[0]
        state, ev = apply(state, a)
        states.append(state)
        actions.append(a)
        events.append(ev)
        assert len(actions) < max_steps
    return states, actions, events


def random_game(seed: int):
    """Play a whole game with random legal actions drawn from random.Random(seed)."""
    rnd = random.Random(seed)
    state = new_game(seed)
    states, actions, events = [state], [], []
    while state.winner is None:
        a = rnd.choice(legal_actions(state))
        state, ev = apply(state, a)
        states.append(state)
        actions.append(a)
        events.append(ev)
    return states, actions, events


def cut_until_dealt(seed: int) -> tuple[GameState, list]:
    """From new_game(seed), both seats cut at the first depths that do not tie."""
    state = new_game(seed)
    events: list = []
    while state.phase is Phase.CUT_FOR_DEAL:
        state, ev = apply(state, legal_actions(state)[0])
        events.extend(ev)
    return state, events


def to_cut_starter(seed: int) -> GameState:
    """A real game at the starter cut of hand 1 (both seats discarded their first pair)."""
    state, _ = cut_until_dealt(seed)
    while state.phase is Phase.DISCARD:
        state, _ = apply(state, legal_actions(state)[0])
    assert state.phase is Phase.CUT_STARTER
    return state


def assert_rejected(state: GameState, bad, match: str) -> None:
    """`bad` raises IllegalAction naming the reason, and the state is unchanged."""
    before_json = state_to_json(state)
    copy = state_from_json(before_json)
    with pytest.raises(IllegalAction, match=match):
        apply(state, bad)
    assert state == copy
    assert state_to_json(state) == before_json


# --- R2 the cut for first dealer -----------------------------------------------------------


def _first_outcomes():
    """Deterministic search: (seed, d0, d1) giving dealer 0, dealer 1 and a tie."""
    found = {}
    for seed in range(200):
        c0 = deck.cut_for_deal(seed, 0, 0, 4)
        for d1 in deck.cut_depths(51):
            c1 = deck.cut_for_deal(seed, 0, 1, d1, [c0])
            key = "tie" if c0.rank == c1.rank else (0 if c0.rank < c1.rank else 1)
            found.setdefault(key, (seed, 4, d1))
        if len(found) == 3:
            return found
    raise AssertionError("no seed below 200 gives all three outcomes")


OUTCOMES = _first_outcomes()


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


# --- U1 / U5 cuts and replays ---------------------------------------------------------------


def test_U5_same_seed_and_same_actions_give_equal_states_and_events():
    a = first_legal_game(21)
    b = first_legal_game(21)
    assert a == b
    states, actions, events = random_game(22)
    state = new_game(22)
    for i, act in enumerate(actions):
        state, ev = apply(state, act)
        assert state == states[i + 1] and ev == events[i]
    assert random_game(22) == (states, actions, events)


def test_U5_different_seeds_deal_different_games():
    deals = {cut_until_dealt(seed)[0].hands for seed in range(10)}
    assert len(deals) == 10


def test_U1_a_cut_at_depth_d_is_the_same_after_undoing_and_cutting_elsewhere():
    state = to_cut_starter(4)
    first = apply(state, CutStarter(10))
    for d in (4, 36, 11, 9, 20):
        apply(state, CutStarter(d))
    assert apply(state, CutStarter(10)) == first
    # and in a replay of the same game from the seed
    assert apply(to_cut_starter(4), CutStarter(10)) == first
    # the cut for first dealer too
    g = new_game(4)
    cut = apply(g, CutForDeal(30))
    for d in range(4, 49):
        apply(g, CutForDeal(d))
    assert apply(g, CutForDeal(30)) == cut


def test_U1_undoing_a_cut_and_cutting_at_every_other_depth_maps_out_nothing():
    """U1: "undoing a cut and cutting at another depth must not let a player map out
    the deck": every legal depth turns the same starter and the same cut card, so no
    sequence of undo and recut shows a second card or lets a player shop for one."""
    for seed in range(5):
        state = to_cut_starter(seed)
        starters = {apply(state, CutStarter(d))[0].starter for d in range(4, 37)}
        assert len(starters) == 1
        game = new_game(seed)
        firsts = {apply(game, CutForDeal(d))[1][0].card for d in range(4, 49)}
        assert len(firsts) == 1
        after_first = apply(game, CutForDeal(4))[0]
        seconds = {apply(after_first, CutForDeal(d))[1][0].card for d in range(4, 48)}
        assert len(seconds) == 1
    # while different games and hands turn different starters
    assert len({to_cut_starter(seed).stock and
                apply(to_cut_starter(seed), CutStarter(4))[0].starter for seed in range(30)}) > 15


def test_U1_R3_5_the_starter_depends_on_depth_not_on_the_stock_order_or_the_discards():
    seed = 6
    dealt, _ = cut_until_dealt(seed)
    # two different discard choices leave the same 40-card stock
    a, b = dealt, dealt
    for i in range(2):
        a, _ = apply(a, legal_actions(a)[0])
        b, _ = apply(b, legal_actions(b)[-1])
    assert a.crib != b.crib and a.stock == b.stock
    for d in range(4, 37):
        assert apply(a, CutStarter(d))[0].starter is apply(b, CutStarter(d))[0].starter
        assert deck.cut_starter(seed, 1, d, reversed(a.stock)) is apply(a, CutStarter(d))[0].starter


@pytest.mark.parametrize("bad", [-1, 0, 3, 37, 40, 52, True, 10.0, "10", None])
def test_U1_an_illegal_starter_depth_raises_IllegalAction(bad):
    state = to_cut_starter(2)
    assert_rejected(state, CutStarter(bad), "cut depth")


@pytest.mark.parametrize("bad", [-1, 0, 3, 49, 52, False, 4.0])
def test_U1_an_illegal_cut_for_deal_depth_raises_IllegalAction(bad):
    assert_rejected(new_game(2), CutForDeal(bad), "cut depth")
    # seat 1 cuts 51 cards: 48 is one too deep for it
    after_first, _ = apply(new_game(2), CutForDeal(4))
    assert_rejected(after_first, CutForDeal(48), "from 4 to 47")


def test_U1_legal_depths_are_4_to_n_minus_4():
    assert deck.cut_depths(52) == range(4, 49)
    assert deck.cut_depths(51) == range(4, 48)
    assert deck.cut_depths(40) == range(4, 37)


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


# --- R5 the show ---------------------------------------------------------------------------

# dealer 0: 6D 7D 8D 9C, pone 1: AH 2H 3H 4H, crib 5C 5D 5H JS, starter 5S
#   pone  A-2-3-4 + 5: fifteen 2 (A+2+3+4+5), run of 5, flush of 4 in hearts = 11
#   dealer 6-7-8-9 + 5: fifteens 6+9, 7+8 = 4, run 5-6-7-8-9 = 5 = 9
#   crib  5 5 5 J + 5: J+5 four times = 8, 5+5+5 four times = 8, four fives 12, nobs 1 = 29
SHOW_PLAY = [(1, "AH"), (0, "6D"), (1, "2H"), (0, "7D"), (1, "3H"), (0, "8D"), (1, "4H"),
             (0, "9C")]
# the play: 1, 7, 9, 16, 19, 27, 31 (pone 2), then the dealer alone: 9, last card 1


def show_position(scores=(0, 0)) -> GameState:
    return GameState.for_play(0, [cs("6D 7D 8D 9C"), cs("AH 2H 3H 4H")], c("5S"), scores=scores,
                              crib=cs("5C 5D 5H JS"))


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


# --- views: what one seat may see -------------------------------------------------------


def _cards_in(value) -> set:
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        out = set()
        for v in value:
            out |= _cards_in(v)
        return out
    return set()


def _view_cards(view: PlayerView) -> set:
    """Every card a view holds, except the cut for first dealer (cards put back before
    the deal's shuffle, public to both)."""
    out = set()
    for f in fields(view):
        if f.name != "deal_cuts":
            out |= _cards_in(getattr(view, f.name))
    return out


def _hidden_from(state: GameState, seat: int) -> set:
    other = 1 - seat
    view = state.view(seat)
    hidden = set(state.hands[other]) | set(state.stock)
    if view.shown_crib is None:
        hidden |= set(state.discards[other])
    if view.shown_hands[other] is None:
        hidden |= set(state.kept[other]) - {x for _, x in state.played}
    return hidden


@pytest.mark.parametrize("seed", [1, 8])
def test_view_never_holds_a_hidden_card_and_unseen_cards_is_exactly_the_hidden_ones(seed):
    states, _, _ = random_game(seed)
    for state in states:
        for seat in (0, 1):
            view = state.view(seat)
            hidden = _hidden_from(state, seat)
            assert not _view_cards(view) & hidden
            if state.hand_number == 0:
                assert view.unseen_cards() == DECK
                continue
            seen = _view_cards(view)
            assert view.unseen_cards() == tuple(x for x in DECK if x not in seen)
            assert set(view.unseen_cards()) == hidden
            assert view.hand == state.hands[seat] and view.discards == state.discards[seat]
            assert view.opponent_hand_size == len(state.hands[1 - seat])
            assert view.stock_size == len(state.stock) and view.count == state.count


def test_views_of_states_differing_only_in_hidden_cards_are_equal():
    # seat 0 deals; the pone (1) holds different cards and laid different cards away
    a = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"),
                           crib=cs("AC AD 3S 4S"))
    b = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS 10C 2H AH")], c("2S"),
                           crib=cs("QC JC 3S 4S"))
    assert a != b and a.view(0) == b.view(0) and a.view(1) != b.view(1)
    # the same public card played from both: still equal
    a, _ = apply(a, Play(c("KS")))
    b, _ = apply(b, Play(c("KS")))
    a, _ = apply(a, Play(c("9D")))
    b, _ = apply(b, Play(c("9D")))
    assert a.view(0) == b.view(0)
    assert set(a.view(0).unseen_cards()) == set(DECK) - set(cs("KH 9D 8D 7D 2S KS 3S 4S"))
    # in a real deal: swap one of seat 1's cards with a stock card
    state, _ = cut_until_dealt(3)
    stock_card, held = state.stock[0], state.hands[1][0]
    hands1 = tuple(sorted(state.hands[1][1:] + (stock_card,)))
    other = replace(state, hands=(state.hands[0], hands1),
                    stock=tuple(sorted(state.stock[1:] + (held,))))
    state_from_json(state_to_json(other))  # a consistent state
    assert other.view(0) == state.view(0) and other.view(1) != state.view(1)


def test_view_reveals_hands_in_the_show_one_step_at_a_time():
    state, _ = run(show_position(), SHOW_PLAY)
    for seat in (0, 1):
        v = state.view(seat)
        assert v.shown_hands == (None, cs("AH 2H 3H 4H")) and v.shown_crib is None
        assert set(cs("5C 5D")) & set(v.unseen_cards()) == set(cs("5C 5D")) - set(v.discards)
    state, _ = apply(state, Continue())
    assert state.view(1).shown_hands == (cs("6D 7D 8D 9C"), cs("AH 2H 3H 4H"))
    assert state.view(1).shown_crib is None
    assert set(cs("5H JS")) <= set(state.view(1).unseen_cards())  # the dealer's discards
    state, _ = apply(state, Continue())
    assert state.view(1).shown_crib == cs("5C 5D 5H JS")
    assert not set(cs("5C 5D 5H JS")) & set(state.view(1).unseen_cards())
    assert len(state.view(1).unseen_cards()) == 52 - 13  # 8 hand cards, 4 crib, starter
    with pytest.raises(ValueError):
        state.view(2)


# --- JSON saves -----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_json_round_trips_at_every_step(seed):
    states, _, _ = random_game(seed)
    for state in states:
        text = state_to_json(state)
        back = state_from_json(text)
        assert back == state and state_to_json(back) == text
        assert state_from_json(text.encode("utf-8")) == state
        assert back.view(0) == state.view(0) and back.view(1) == state.view(1)


def test_json_round_trips_for_play_and_tie_states():
    state = show_position()
    assert state_from_json(state_to_json(state)) == state
    seed, d0, d1 = OUTCOMES["tie"]
    tie, _ = apply(apply(new_game(seed), CutForDeal(d0))[0], CutForDeal(d1))
    assert tie.cut_round == 1 and state_from_json(state_to_json(tie)) == tie


def _mid_play_data() -> dict:
    # dealer 0: KH 9D 8D 7D, pone 1: KS QS 6C 5C; KS KH QS played, count 30, dealer to act
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"))
    state, _ = run(state, [(1, "KS"), (0, "KH"), (1, "QS")])
    return state_to_data(state)


def _load(data) -> GameState:
    return state_from_json(json.dumps(data))


def test_json_the_mid_play_position_loads():
    assert _load(_mid_play_data()).count == 30


def _edit(**changes):
    def make():
        data = _mid_play_data()
        for key, value in changes.items():
            data[key] = value
        return json.dumps(data)
    return make


def _without(key):
    def make():
        data = _mid_play_data()
        del data[key]
        return json.dumps(data)
    return make


def _count_over_31():
    data = _mid_play_data()
    data["hands"][0].remove("9D")
    data["played"].append([0, "9D"])
    data["series"].append([0, "9D"])
    return json.dumps(data)


def _card_twice():
    data = _mid_play_data()
    data["hands"][0] = sorted(data["hands"][0][:-1] + [data["hands"][1][0]],
                              key=lambda t: Card.parse(t))
    return json.dumps(data)


def _53_cards():
    data = _mid_play_data()
    data["stock"].append(data["stock"][0])
    return json.dumps(data)


def _53_stock_entries():
    data = _mid_play_data()
    data["stock"] = [str(x) for x in DECK] + ["AC"]
    return json.dumps(data)


def _huge():
    text = _mid_play_data()
    return json.dumps(text) + " " * (MAX_TEXT + 1)


BAD_JSON = {
    "not JSON": (lambda: "{this is not json", "not valid JSON"),
    "empty": (lambda: "", "not valid JSON"),
    "a list": (lambda: "[1, 2]", "JSON object"),
    "a number": (lambda: "5", "JSON object"),
    "not text": (lambda: 5, "JSON text"),
    "None": (lambda: None, "JSON text"),
    "not UTF-8": (lambda: b'{"format": "\xff\xfe"}', "not UTF-8"),
    "bytes not UTF-8 at all": (lambda: b"\x80\x81\x82", "not UTF-8"),
    "deep nesting 100000": (lambda: "[" * 100000, "too large|nested too deeply"),
    "deep nesting within the size limit": (lambda: "[" * 30000 + "]" * 30000,
                                           "nested too deeply"),
    "deep objects": (lambda: '{"a":' * 10000 + "1" + "}" * 10000, "nested too deeply"),
    "huge text": (_huge, "too large"),
    "wrong format": (_edit(format="chess-state"), "not a crib-qt game state"),
    "format not text": (_edit(format=1), "'format' has the wrong type"),
    "wrong version": (_edit(version=2), "unsupported state version 2"),
    "version as bool": (_edit(version=True), "'version' has the wrong type"),
    "missing seed": (_without("seed"), "has no 'seed'"),
    "missing stock": (_without("stock"), "has no 'stock'"),
    "missing gone": (_without("gone"), "has no 'gone'"),
    "missing format": (_without("format"), "has no 'format'"),
    "seed as text": (_edit(seed="5"), "'seed' has the wrong type"),
    "seed as bool": (_edit(seed=True), "'seed' has the wrong type"),
    "seed as float": (_edit(seed=5.0), "'seed' has the wrong type"),
    "negative seed": (_edit(seed=-1), "'seed' is out of range"),
    "to_act as bool": (_edit(to_act=False), "'to_act' must be seat 0 or 1"),
    "to_act 2": (_edit(to_act=2), "'to_act' must be seat 0 or 1"),
    "dealer as bool": (_edit(dealer=True), "'dealer' must be seat 0 or 1"),
    "hand_number as bool": (_edit(hand_number=True), "'hand_number' has the wrong type"),
    "show_step as bool": (_edit(show_step=False), "'show_step' has the wrong type"),
    "scores as bools": (_edit(scores=[True, 0]), "a score must be"),
    "scores as text": (_edit(scores="0,0"), "'scores' has the wrong type"),
    "three scores": (_edit(scores=[0, 0, 0]), "one entry per seat"),
    "score 122": (_edit(scores=[122, 0]), "a score must be 0 to 121"),
    "score 121 without a winner": (_edit(scores=[121, 0], back_pegs=[0, 0]),
                                   "a score of 121 ends the game"),
    "negative score": (_edit(scores=[-1, 0]), "a score must be"),
    "gone as ints": (_edit(gone=[0, 0]), "'gone' has the wrong type"),
    "phase unknown": (_edit(phase="bidding"), "unknown phase"),
    "starter as int": (_edit(starter=5), "'starter' has the wrong type"),
    "starter not a card": (_edit(starter="ZZ"), "not a card"),
    "card with a long text": (_edit(starter="5" * 100), "not a card"),
    "series with a bool seat": (_edit(series=[[True, "KS"]]), "bad entry"),
    "hands not lists": (_edit(hands="KS QS"), "'hands' has the wrong type"),
    "a card used twice": (_card_twice, "52 cards"),
    "53 cards": (_53_cards, "52 cards"),
    "53 stock entries": (_53_stock_entries, "not a list of cards"),
    "a count over 31": (_count_over_31, "pass 31"),
    "winner without game over": (_edit(winner=0), "a finished game has a winner"),
    "nobody to act mid-play": (_edit(to_act=None), "only a finished game"),
    "back peg ahead": (_edit(back_pegs=[5, 0]), "back peg"),
}


@pytest.mark.parametrize("name", list(BAD_JSON))
def test_json_bad_input_raises_ValueError_with_a_reason(name):
    make, match = BAD_JSON[name]
    with pytest.raises(ValueError, match=match) as info:
        state_from_json(make())
    assert not isinstance(info.value, IllegalAction)
    assert len(str(info.value)) < 300  # the reason, not an echo of the input


# Fixed in serialize.check_consistent: each of these loaded, and then `apply` crashed
# (AttributeError / a ValueError from score_hand) or silently lost cards.


def _cut_data(**changes) -> str:
    data = state_to_data(new_game(5))
    data.update(changes)
    return json.dumps(data)


def _dealt_data() -> tuple[GameState, dict]:
    state, _ = cut_until_dealt(0)
    return state, state_to_data(state)


def test_json_cut_for_deal_with_seat_1_to_cut_but_no_first_cut_is_rejected():
    """R2.1: seat 1 cuts only after seat 0 (this loaded, then apply raised AttributeError)."""
    with pytest.raises(ValueError, match="cut for first dealer"):
        state_from_json(_cut_data(to_act=1))
    with pytest.raises(ValueError, match="cut for first dealer"):
        state_from_json(_cut_data(to_act=1, deal_cuts=["8S", "10S"]))
    with pytest.raises(ValueError, match="cut for first dealer"):
        state_from_json(_cut_data(to_act=0, deal_cuts=["8S", None]))
    with pytest.raises(ValueError, match="cut for first dealer"):  # R2.2 only ties stay
        state_from_json(_cut_data(to_act=0, deal_cuts=["8S", "10S"], cut_round=1))
    with pytest.raises(ValueError, match="cut for first dealer"):  # one card cut twice
        state_from_json(_cut_data(to_act=0, deal_cuts=["8S", "8S"], cut_round=1))
    ok = state_from_json(_cut_data(to_act=1, deal_cuts=["8S", None]))
    assert legal_actions(ok)[-1] == CutForDeal(47)
    apply(ok, CutForDeal(47))
    assert state_from_json(_cut_data(to_act=0, deal_cuts=["8S", "8H"], cut_round=1)).cut_round


def test_json_a_seat_that_discarded_cannot_be_the_one_to_discard():
    """R3.2 (this loaded, and a second Discard then lost two cards)."""
    state, _ = cut_until_dealt(0)
    after_pone, _ = apply(state, legal_actions(state)[0])
    data = state_to_data(after_pone)
    data["to_act"] = after_pone.pone
    with pytest.raises(ValueError, match="R3.2"):
        state_from_json(json.dumps(data))
    data = state_to_data(state)
    data["to_act"] = state.dealer  # the pone discards first
    with pytest.raises(ValueError, match="R3.2"):
        state_from_json(json.dumps(data))


def test_json_no_starter_cut_or_play_before_both_discards():
    """R3.3 (this loaded, and the show then failed on a 6-card hand)."""
    state, data = _dealt_data()
    for phase in ("cut_starter",):
        data["phase"] = phase
        with pytest.raises(ValueError, match="R3.3"):
            state_from_json(json.dumps(data))
    after_pone, _ = apply(state, legal_actions(state)[0])
    data = state_to_data(after_pone)
    data["phase"], data["to_act"] = "cut_starter", after_pone.pone
    with pytest.raises(ValueError, match="R3.3"):
        state_from_json(json.dumps(data))


def test_json_kept_cards_are_four_distinct_sorted_cards():
    """R3.2 (a kept list with a card twice loaded, and the show then failed)."""
    data = _mid_play_data()
    data["kept"][1] = ["KS", "KS", "QS", "6C", "5C"]
    with pytest.raises(ValueError, match="kept cards"):
        _load(data)
    data = _mid_play_data()
    data["kept"][0] = list(reversed(data["kept"][0]))
    with pytest.raises(ValueError, match="kept cards"):
        _load(data)


def _tampered(data: dict):
    """Every single-field change of a saved state, as (description, data)."""
    def edited(key, value):
        out = json.loads(json.dumps(data))
        out[key] = value
        return out

    for key, values in [
        ("phase", [p.value for p in Phase]), ("to_act", [0, 1, None]),
        ("dealer", [0, 1, None]), ("winner", [0, 1, None]), ("show_step", [-1, 0, 1, 2]),
        ("hand_number", [0, 1, 2]), ("cut_round", [0, 1]),
        ("gone", [[False, False], [True, False], [False, True], [True, True]]),
        ("deal_cuts", [[None, None], ["5H", None], [None, "5H"], ["5H", "5H"], ["5H", "5C"],
                       ["5H", "KC"]]),
    ]:
        for value in values:
            if data[key] != value:
                yield f"{key}={value}", edited(key, value)
    for key in ("hands", "kept", "discards"):
        for seat in (0, 1):
            cards = data[key][seat]
            changes = {"drop": cards[1:], "repeat": cards[:1] + cards}
            if data["stock"]:
                changes["from stock"] = sorted(cards + data["stock"][:1],
                                               key=lambda t: Card.parse(t).index)
            for how, new in changes.items():
                out = json.loads(json.dumps(data))
                out[key][seat] = new
                if how == "from stock":
                    out["stock"] = out["stock"][1:]
                yield f"{key}[{seat}] {how}", out


def _sample_states() -> list[GameState]:
    """One state per (phase, seat to act, series started) of a game, plus a tie."""
    states, _, _ = random_game(13)
    seen, out = set(), []
    for state in states:
        key = (state.phase, state.to_act, bool(state.series), bool(state.gone[0] or state.gone[1]))
        if key not in seen:
            seen.add(key)
            out.append(state)
    seed, d0, d1 = OUTCOMES["tie"]
    out.append(apply(apply(new_game(seed), CutForDeal(d0))[0], CutForDeal(d1))[0])
    return out


def test_json_a_save_changed_in_one_field_is_refused_or_plays_on_legally():
    """Whatever from_json accepts, the rules can continue: every legal action applies
    and leads to a consistent state, through the end of the hand (R3, R4, R5, R6.1)."""
    from crib_qt.rules.serialize import check_consistent

    states = _sample_states()
    assert len(states) >= 12
    accepted = 0
    for state in states:
        for what, data in _tampered(state_to_data(state)):
            try:
                loaded = state_from_json(json.dumps(data))
            except ValueError:
                continue
            accepted += 1
            hand = loaded.hand_number
            for _ in range(60):
                if loaded.winner is not None or loaded.hand_number > max(hand, 1):
                    break
                legal = legal_actions(loaded)
                assert legal, what
                for act in legal:
                    try:
                        check_consistent(apply(loaded, act)[0])
                    except Exception as exc:
                        raise AssertionError(f"{what} on {state.phase}: {act}: {exc!r}") from exc
                loaded = apply(loaded, legal[-1])[0]
    assert accepted  # some changes are harmless (a score, a seat to act in the play, ...)


# --- actions as data -------------------------------------------------------------------------


ALL_ACTIONS = ([CutForDeal(d) for d in (4, 30, 48)] + [CutStarter(d) for d in (4, 36)]
               + [Discard((a, b)) for a, b in [(c("5H"), c("AS")), (c("KD"), c("10C"))]]
               + [Play(x) for x in DECK] + [Go(), Continue()])


@pytest.mark.parametrize("act", ALL_ACTIONS, ids=str)
def test_action_from_data_round_trips(act):
    data = act.to_data()
    assert action_from_data(data) == act
    assert action_from_data(json.loads(json.dumps(data))) == act


def test_action_from_data_round_trips_every_legal_action_of_a_game():
    states, _, _ = random_game(11)
    for state in states[:60] + states[-5:]:
        for act in legal_actions(state):
            assert action_from_data(json.loads(json.dumps(act.to_data()))) == act


def test_discard_pairs_are_stored_sorted():
    assert Discard((c("KD"), c("AS"))) == Discard((c("AS"), c("KD")))
    assert Discard((c("KD"), c("AS"))).to_data() == ["discard", "AS", "KD"]


@pytest.mark.parametrize("data", [
    None, "go", {"go": 1}, ("go",), [], [1], [None], ["fly"], ["Go"],
    ["go", 1], ["continue", None], ["play"], ["play", 5], ["play", "ZZ"], ["play", "5H", "6H"],
    ["play", ["5H"]], ["discard", "5H"], ["discard", "5H", "5H"], ["discard", "5H", 6],
    ["discard", "5H", "6H", "7H"], ["cut_for_deal"], ["cut_for_deal", True],
    ["cut_for_deal", 4.0], ["cut_for_deal", "4"], ["cut_for_deal", None], ["cut_starter", 4, 5],
    ["cut_starter", False],
], ids=repr)
def test_action_from_data_rejects_bad_data(data):
    with pytest.raises(ValueError):
        action_from_data(data)


def test_json_go_flags_must_fit_the_hands():
    """R4.2: only a seat holding cards that cannot be played has said go; a seat that
    said go is never the one to act; go is never said outside the play."""
    # count 30, dealer 0 to act holding 9D 8D 7D (none fits): a go by the pone, who
    # holds 6C 5C that do not fit either, is consistent
    data = _mid_play_data()
    data["gone"] = [False, True]
    assert _load(data).gone == (False, True)
    data["gone"] = [True, False]  # the seat to act cannot have said go already
    with pytest.raises(ValueError, match="cannot be the one to act"):
        _load(data)
    data = _mid_play_data()
    data["series"], data["played"] = [], data["played"][:0]
    data["hands"] = [[str(x) for x in sorted(cs("7D 8D 9D KH"))],
                     [str(x) for x in sorted(cs("5C 6C KS QS"))]]
    data["to_act"], data["gone"] = 1, [True, False]  # at count 0 everything fits
    with pytest.raises(ValueError, match="says go"):
        _load(data)


def test_json_the_lower_cut_card_deals_first():
    """R2.1: a save whose dealer contradicts the cut for first dealer is refused."""
    state, _ = cut_until_dealt(3)
    data = state_to_data(state)
    assert _load(data) == state
    data["dealer"] = 1 - data["dealer"]
    data["to_act"] = data["dealer"] and 0 or 1
    data["hands"] = data["hands"][::-1]
    with pytest.raises(ValueError, match="lower cut card deals first"):
        _load(data)
