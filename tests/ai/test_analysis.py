"""The coach's discard table (issue 19): exact hand values, the net formula, the expert's row."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

from crib_qt.ai import ComputerPlayer
from crib_qt.ai.analysis import DiscardChoice, DiscardTable, discard_options, discard_table
from crib_qt.ai.crib_model import load_model
from crib_qt.ai.discard import PEGGING_WEIGHT
from crib_qt.rules import Discard, GameState, Phase, legal_actions
from crib_qt.rules.cards import DECK, parse_cards
from crib_qt.rules.score_totals import score_total
from crib_qt.rules.scoring import score_hand

DEALS = 1000


def seeded_deals(n: int, seed: int):
    """(six cards, dealer?, scores below 90) for `n` deals, dealer and pone in turn."""
    rng = random.Random(seed)
    for i in range(n):
        yield rng.sample(DECK, 6), i % 2 == 0, (rng.randrange(90), rng.randrange(90))


def brute_hand(keep, cards, scorer) -> float:
    """The mean of `scorer(keep, starter)` over the 46 cards the player has not seen."""
    starters = [c for c in DECK if c not in cards]
    assert len(starters) == 46
    return sum(scorer(keep, s) for s in starters) / 46


def test_hand_is_the_exact_mean_over_the_46_starters_on_1000_deals():
    # The totals path for every deal; the itemised scorer (score_hand) on every 25th.
    itemised = 0
    for i, (cards, dealer, _) in enumerate(seeded_deals(DEALS, seed=19)):
        options = discard_options(cards, dealer)
        assert len(options) == 15
        assert {frozenset(o.throw) for o in options} == {frozenset(p)
                                                          for p in combinations(cards, 2)}
        for o in options:
            assert set(o.keep) | set(o.throw) == set(cards) and len(o.keep) == 4
            assert abs(o.hand - brute_hand(o.keep, cards, score_total)) <= 1e-9
            if i % 25 == 0:
                itemised += 1
                assert abs(o.hand - brute_hand(
                    o.keep, cards, lambda k, s: score_hand(k, s).total)) <= 1e-9
    assert itemised == 40 * 15


def test_net_follows_its_formula_and_the_rows_are_best_first():
    model = load_model()
    for cards, dealer, _ in seeded_deals(200, seed=7):
        options = discard_options(cards, dealer)
        for o in options:
            assert o.net == o.hand + (o.crib if dealer else -o.crib) + o.pegging
            assert o.crib == model.crib_value(*o.throw, dealer=dealer)
            assert abs(o.pegging - PEGGING_WEIGHT * model.pegging_value(o.keep, dealer=dealer)
                       ) < 1e-9
        nets = [o.net for o in options]
        assert nets == sorted(nets, reverse=True)


def test_known_hand_values():
    # 5 5 6 7 8 9 as dealer (tests/ai/test_discard.py): keeping 6-7-8-9 and throwing
    # the 5s is worth the most, 10.6 in hand and an 8.8-point crib of one's own.
    options = discard_options(parse_cards("5H 5D 6C 7S 8C 9D"), True)
    best = options[0]
    assert {str(c) for c in best.throw} == {"5H", "5D"}
    assert [str(c) for c in best.keep] == ["6C", "7S", "8C", "9D"]
    # 6-7-8-9: the run of four and two fifteens (8 points) with any starter, more with
    # 5-9 starters (the deck minus these six holds 2 fives and 3 of each of 6-9).
    starters = [c for c in DECK if c not in parse_cards("5H 5D 6C 7S 8C 9D")]
    assert best.hand == sum(score_hand(best.keep, s).total for s in starters) / 46


def test_the_experts_discard_is_the_first_row_below_90_points():
    expert = ComputerPlayer("expert")
    ties = 0
    for cards, dealer, scores in seeded_deals(DEALS, seed=19):
        others = [c for c in DECK if c not in cards][:6]
        seat_dealer = 0 if dealer else 1
        state = GameState(seed=0, phase=Phase.DISCARD, to_act=0, dealer=seat_dealer,
                          scores=scores, back_pegs=scores, hand_number=1,
                          hands=(tuple(sorted(cards)), tuple(sorted(others))),
                          stock=tuple(c for c in DECK if c not in cards and c not in others))
        chosen = expert.choose(state.view(0), legal_actions(state))
        options = discard_options(cards, dealer)
        mine = next(o for o in options if o.discard == chosen)
        assert mine.net == options[0].net
        ties += mine is not options[0]
        table = discard_table(cards, dealer, scores)
        assert table.options == tuple(options)
        assert Discard(table.expert) == chosen
    assert ties == 0  # equal nets keep the legal order, the expert's tie-break


def test_near_121_the_expert_may_throw_for_the_win():
    # tests/ai/test_discard.py: at 117 the pone keeps 3-3-5-K, a sure 4 (R5.1 counts it
    # first), not the 3-3-5-8 that is worth more on average.
    cards = parse_cards("3D 3H 5C 8D 8S KH")
    far, near = discard_table(cards, False, (0, 0)), discard_table(cards, False, (117, 100))
    assert far.options == near.options
    assert {str(c) for c in far.expert} == {"8D", "KH"} and far.expert_row() == 0
    assert {str(c) for c in near.expert} == {"8D", "8S"} and near.expert_row() > 0


def test_bad_input_is_refused():
    cards = parse_cards("5H 5D 6C 7S 8C 9D")
    for bad in (cards[:5], cards + parse_cards("KS"), cards[:5] + cards[:1], ["5H"] * 6):
        with pytest.raises(ValueError):
            discard_options(bad, True)
    with pytest.raises(ValueError):
        discard_options(cards, 1)
    for scores in ((0, 121), (-1, 0), (0,), (0.5, 3)):
        with pytest.raises(ValueError):
            discard_table(cards, True, scores)


def test_a_table_crosses_json_exactly_and_bad_data_is_refused():
    table = discard_table(parse_cards("AD AH 5D 7H 8S KS"), False, (30, 40))
    again = DiscardTable.from_data(json.loads(json.dumps(table.to_data())))
    assert again == table
    assert table.row_of(parse_cards("KS 7H")) == table.expert_row()
    with pytest.raises(ValueError):
        table.row_of(parse_cards("2C 7H"))
    good = table.to_data()
    broken = [
        dict(good, dealer=1), dict(good, options=good["options"][:14]),
        dict(good, cards=good["cards"][:5] + ["QC"]), dict(good, expert=["QC", "KS"]),
        dict(good, options=[dict(good["options"][0], net="9")] + good["options"][1:]),
        dict(good, options=[dict(good["options"][0], keep=["AD"] * 4)] + good["options"][1:]),
        dict(good, options=[good["options"][0]] * 15), [], None,
    ]
    for data in broken:
        with pytest.raises(ValueError):
            DiscardTable.from_data(data)
    with pytest.raises(ValueError):
        DiscardChoice.from_data({"keep": ["5H" * 3] * 4})
