"""The expert's discards by the chance of winning (issue 20): crib_qt/ai/discard_win.py,
and the decisions the recalibrated expert makes (crib_qt/ai/discard.py)."""

from __future__ import annotations

import random

import pytest

from crib_qt.ai import discard_win
from crib_qt.ai.crib_model import load_model
from crib_qt.ai.discard import choose_discard, credited_pegging, discard_options, points_value
from crib_qt.ai.discard_win import WIN_FROM, win_chances
from crib_qt.ai.position_model import SIDE, PositionModel, load_position_model
from crib_qt.rules.cards import DECK, parse_cards
from crib_qt.rules.score_totals import score_total


def toy_position(pone_total, dealer_total, *, win=0.5) -> PositionModel:
    """Every later position a coin flip; no play points, no crib points beyond the
    option's own; the other player's deal totals as given."""
    return PositionModel(wins=(win,) * (SIDE * SIDE), play={"dealer": (1.0,), "pone": (1.0,)},
                         total={"dealer": dealer_total, "pone": pone_total}, crib=(1.0,),
                         info={})


def setup(text: str, dealer: bool):
    hand = tuple(sorted(parse_cards(text)))
    unseen = [c for c in DECK if c not in hand]
    options = discard_options(hand, dealer=dealer, model=load_model(), unseen=unseen)
    return hand, unseen, options


def test_dealer_chances_count_the_pone_first_then_hand_heels_and_own_crib(monkeypatch):
    # The pone makes 0 or 3 points (half each) and counts first (R5.1); the dealer's
    # total is the hand with each starter, his heels (R3.4) and this throw's crib.
    monkeypatch.setitem(discard_win.CREDIT_MEAN, "dealer", 0.0)
    position = toy_position((0.5, 0.0, 0.0, 0.5), (1.0,))
    _, unseen, options = setup("3D 4H 9D 9S JS KD", True)
    for option in options:
        option_crib = round(option.crib)  # whole points: no interpolation in the check
        trimmed = type(option)(option.cards, option.keep, option.hand, float(option_crib), 0.0)
        [chance] = win_chances([trimmed], [0.0], dealer=True, scores=(110, 118),
                               position=position, unseen=unseen)
        expected = 0.0
        for starter in unseen:
            mine = (score_total(option.keep, starter) + 2 * (starter.rank == 11)
                    + option_crib)
            # the pone's 3 reaches 121 from 118 first; with 0, the dealer needs 11
            expected += 0.5 * (1.0 if mine >= 11 else 0.5) / len(unseen)
        assert chance == pytest.approx(expected, abs=1e-12)


def test_pone_chances_reach_first_or_meet_the_dealers_total(monkeypatch):
    # The pone (needs 6) counts first; the dealer (needs 20) makes 0 or 25 points.
    monkeypatch.setitem(discard_win.CREDIT_MEAN, "pone", 0.0)
    dealer_total = tuple(0.5 if i in (0, 25) else 0.0 for i in range(26))
    position = toy_position((1.0,), dealer_total, win=0.25)
    _, unseen, options = setup("3D 3H 5C 8D 8S KH", False)
    crib_mean = 0.0
    for option in options:
        trimmed = type(option)(option.cards, option.keep, option.hand, crib_mean, 0.0)
        [chance] = win_chances([trimmed], [0.0], dealer=False, scores=(115, 101),
                               position=position, unseen=unseen)
        expected = sum(1.0 if score_total(option.keep, s) >= 6 else 0.5 * 0.25
                       for s in unseen) / len(unseen)
        assert chance == pytest.approx(expected, abs=1e-12)


def thrown(text: str, *, dealer: bool, scores=(0, 0)) -> set[str]:
    hand = tuple(sorted(parse_cards(text)))
    action = choose_discard(hand, dealer=dealer, level="expert", model=load_model(),
                            rng=random.Random(0), scores=scores)
    return {str(c) for c in action.cards}


def test_pone_at_117_keeps_a_sure_four():
    """At 117 the pone needs 4 and counts first (R5.1): keeping 3-3-5-K (the pair and
    5+K, 4 with any starter) or 3-3-8-8 (two pairs) wins on the show unless the dealer
    pegs out first; the position model gives both the same chance, and points split
    them: 3-3-5-K throws 8-8, worth more than 5-K to the pone's net."""
    assert thrown("3D 3H 5C 8D 8S KH", dealer=False, scores=(117, 100)) == {"8D", "8S"}


def test_pone_near_the_end_keeps_two_sure_pairs():
    """At 117 against 115 the pone needs 4 and counts first (R5.1). Keeping 4-4-8-8
    (throwing A-5) makes two pairs, a sure 4 with any starter: the position model
    gives the game won on the pone's show. The points choice keeps A-4-4-5 or
    A-4-5-8 for more on average, but a starter that adds nothing leaves it short and
    lets the dealer count."""
    assert thrown("AC 4D 4S 5S 8D 8H", dealer=False, scores=(117, 115)) == {"AC", "5S"}


def test_dealer_keeps_the_low_cards_that_peg_less_than_they_were_credited():
    """The issue's first examples, far from 121. As dealer with 3D 4H 9D 9S JS KD the
    first expert threw J-K to its own crib, crediting 3-4-9-9 with ~0.9 points more
    pegging than 9-9-J-K; play-outs give about half of that
    (the dealer's estimate is now × 0.7, build_crib_table.CALIBRATION), and throwing
    3-4 (a 4.6-point crib, 9-9-J-K keeping 4.2 in hand) is worth more: 8.29 points
    against 8.08. Likewise 3S 4C 6D 9D QC QS: the first expert threw Q-Q (regret 1.10
    under an exact evaluator); the recalibrated one keeps 6-9-Q-Q (6+9 and the pair,
    5.0 in hand on average) and throws 3-4: 9.13 points against 9.10 for Q-Q, 9.06 for
    6-9."""
    assert thrown("3D 4H 9D 9S JS KD", dealer=True) == {"3D", "4H"}
    assert thrown("3S 4C 6D 9D QC QS", dealer=True) == {"3S", "4C"}


def test_dealer_at_100_weighs_the_crib_of_the_throw_not_the_average():
    """The issue's endgame example: at 100 against 81 the dealer with 4C 4S 6H JC QH KD
    needs 21. The first expert's reach-121 term used the average crib and threw J-Q
    (regret 2.01 points); the crib of 4-4 is a sure pair and more (5.5 points), and
    6-J-Q-K keeps as much in hand: the chance of winning after the deal, with this
    throw's own crib, is best throwing the 4s."""
    assert thrown("4C 4S 6H JC QH KD", dealer=True, scores=(100, 81)) == {"4C", "4S"}


def test_points_split_equal_chances_and_the_rule_holds_from_win_from_on():
    # Far from the end every throw's chance is close and the choice is by points; at
    # WIN_FROM a player's chance decides, and a sure win is split by points.
    hand, unseen, options = setup("3D 3H 5C 8D 8S KH", False)
    best_points = max(options, key=lambda o: points_value(o, dealer=False))
    assert thrown("3D 3H 5C 8D 8S KH", dealer=False, scores=(WIN_FROM - 1, 0)) == {
        str(c) for c in best_points.cards}
    chances = win_chances(options, [credited_pegging(o) for o in options], dealer=False,
                          scores=(117, 100), position=load_position_model(), unseen=unseen)
    sure = [o for o, c in zip(options, chances) if round(c, 6) == round(max(chances), 6)]
    assert len(sure) >= 2  # 3-3-5-K and 3-3-8-8 both hold a sure 4
    best = max(sure, key=lambda o: points_value(o, dealer=False))
    assert thrown("3D 3H 5C 8D 8S KH", dealer=False, scores=(117, 100)) == {
        str(c) for c in best.cards}
