"""The expert's discards by the chance of winning (issue 20): crib_qt/ai/discard_win.py,
and the decisions the recalibrated expert makes (crib_qt/ai/discard.py)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from crib_qt.ai import discard_win
from crib_qt.ai.crib_model import load_model
from crib_qt.ai.discard import choose_discard, credited_pegging, discard_options, points_value
from crib_qt.ai.discard_win import WIN_FROM, win_chances
from crib_qt.ai.position_model import SIDE, PositionModel, load_position_model
from crib_qt.rules.cards import DECK, parse_cards
from crib_qt.rules.score_totals import score_total


def toy_position() -> PositionModel:
    """Small made-up distributions (so a brute-force count is quick) and a later
    position worth p / (d + p) to the dealer, so every branch of the model shows."""
    wins = tuple(p / (d + p) for d in range(1, SIDE + 1) for p in range(1, SIDE + 1))
    return PositionModel(
        wins=wins, play={"dealer": (0.3, 0.2, 0.3, 0.2), "pone": (0.5, 0.25, 0.25)},
        total={"dealer": (1.0,), "pone": (1.0,)}, crib=(0.4, 0.1, 0.5),
        hand={"dealer": (0.2, 0.0, 0.5, 0.0, 0.3), "pone": (0.1, 0.6, 0.0, 0.3)}, info={})


def setup(text: str, dealer: bool):
    hand = tuple(sorted(parse_cards(text)))
    unseen = [c for c in DECK if c not in hand]
    options = discard_options(hand, dealer=dealer, model=load_model(), unseen=unseen)
    return hand, unseen, options


def first(need_a: int, got_a: int, need_b: int, got_b: int) -> float:
    """Who reaches 121 first in the play when both will: the smaller share of one's
    play points needed (Fractions, no cross-multiplying), half each on a tie."""
    a, b = Fraction(need_a, got_a), Fraction(need_b, got_b)
    return 1.0 if a < b else 0.5 if a == b else 0.0


def brute_dealer(keep, unseen, d, p, position, play_shift, crib_shift):
    """The dealer's chance by walking the deal in its order: his heels (R3.4), the
    play (R4), the pone's hand, the dealer's hand and crib (R5.1), then the position.
    A shift moves the play's points (never below 0) or the crib's as a whole."""
    total = 0.0
    for starter in unseen:
        hand = score_total(keep, starter)
        heels = 2 if starter.rank == 11 else 0
        if heels >= d:
            total += 1.0 / len(unseen)
            continue
        for b, qb in enumerate(position.play["dealer"]):
            b = max(0, b + play_shift)
            for a, qa in enumerate(position.play["pone"]):
                q = qa * qb / len(unseen)
                if heels + b >= d and a >= p:
                    total += q * first(d - heels, b, p, a)
                elif heels + b >= d:
                    total += q
                elif a < p:
                    for h, qh in enumerate(position.hand["pone"]):
                        for c, qc in enumerate(position.crib):
                            mine = max(0, heels + b + hand + c + crib_shift)
                            if a + h >= p:
                                won = 0.0
                            elif mine >= d:
                                won = 1.0
                            else:
                                won = 1.0 - position.dealer_wins(p - a - h, d - mine)
                            total += q * qh * qc * won
    return total


def brute_pone(keep, unseen, p, d, position, play_shift, crib_shift):
    """The pone's chance, in the same order as `brute_dealer`; the crib shift moves the
    dealer's hand and crib together, never below 0."""
    total = 0.0
    for starter in unseen:
        hand = score_total(keep, starter)
        heels = 2 if starter.rank == 11 else 0
        if heels >= d:
            continue
        for a, qa in enumerate(position.play["pone"]):
            a = max(0, a + play_shift)
            for b, qb in enumerate(position.play["dealer"]):
                q = qa * qb / len(unseen)
                if a >= p and heels + b >= d:
                    total += q * first(p, a, d - heels, b)
                elif a >= p:
                    total += q
                elif heels + b >= d:
                    continue
                elif a + hand >= p:
                    total += q
                else:
                    for h, qh in enumerate(position.hand["dealer"]):
                        for c, qc in enumerate(position.crib):
                            theirs = heels + b + max(0, h + c + crib_shift)
                            if theirs < d:
                                total += q * qh * qc * position.dealer_wins(
                                    p - a - hand, d - theirs)
    return total


@pytest.mark.parametrize("dealer", [True, False])
def test_chances_follow_the_order_points_are_pegged(monkeypatch, dealer):
    """Each throw's chance equals a brute-force walk through the deal in the order of
    R3.4 (his heels), R4 (the play, a race when both would go out), R5.1 (the pone's
    hand first) and R6.1 (the first to 121 wins), at whole-point shifts and at scores
    where every step can decide."""
    position = toy_position()
    mu_crib = sum(i * q for i, q in enumerate(position.crib))
    _, unseen, options = setup("3D 4H 9D 9S JS KD" if dealer else "3D 3H 5C 8D 8S KH", dealer)
    role = "dealer" if dealer else "pone"
    for scores in ((119, 118), (110, 115), (113, 119), (104, 100), (118, 60)):
        for option, play_shift, crib_shift in zip(options[:5], (0, 1, -1, 2, 0), (0, 1, -1, 0, 2)):
            monkeypatch.setitem(discard_win.CREDIT_MEAN, role, 0.0)
            trimmed = type(option)(option.cards, option.keep, option.hand,
                                   mu_crib + crib_shift, 0.0)
            [chance] = win_chances([trimmed], [float(play_shift)], dealer=dealer,
                                   scores=scores, position=position, unseen=unseen)
            need = (121 - scores[0], 121 - scores[1])
            brute = brute_dealer if dealer else brute_pone
            expected = brute(option.keep, unseen, *need, position, play_shift, crib_shift)
            assert chance == pytest.approx(expected, abs=1e-9), (scores, option.cards)


def test_his_heels_wins_before_the_pone_pegs(monkeypatch):
    """A dealer needing 2 wins on a Jack starter before any card is played (his heels,
    R3.4, pegged at the cut; R6.1), even against a pone needing 1 who pegs in every
    play: with no play points of its own, the dealer wins exactly on the Jacks."""
    monkeypatch.setitem(discard_win.CREDIT_MEAN, "dealer", 0.0)
    base = toy_position()
    position = PositionModel(base.wins, {"dealer": (1.0,), "pone": (0.0, 0.0, 1.0)},
                             base.total, (1.0,), base.hand, {})
    _, unseen, options = setup("3D 4H 9D 9S JS KD", True)
    jacks = sum(c.rank == 11 for c in unseen)
    trimmed = [type(o)(o.cards, o.keep, o.hand, 0.0, 0.0) for o in options]
    chances = win_chances(trimmed, [0.0] * len(trimmed), dealer=True, scores=(119, 120),
                          position=position, unseen=unseen)
    assert chances == pytest.approx([jacks / len(unseen)] * len(options), abs=1e-12)


def test_a_pone_needing_1_still_loses_to_his_heels(monkeypatch):
    """The other side of R3.4: a pone at 120 who pegs in every play still loses on a
    Jack starter to a dealer at 119, who pegs 2 at the cut, before the first card is
    laid (R6.1): the pone wins exactly when the starter is not a Jack."""
    monkeypatch.setitem(discard_win.CREDIT_MEAN, "pone", 0.0)
    base = toy_position()
    position = PositionModel(base.wins, {"dealer": (1.0,), "pone": (0.0, 0.0, 1.0)},
                             base.total, (1.0,), base.hand, {})
    _, unseen, options = setup("3D 3H 5C 8D 8S KH", False)
    jacks = sum(c.rank == 11 for c in unseen)
    trimmed = [type(o)(o.cards, o.keep, o.hand, 0.0, 0.0) for o in options]
    chances = win_chances(trimmed, [0.0] * len(trimmed), dealer=False, scores=(120, 119),
                          position=position, unseen=unseen)
    assert chances == pytest.approx([1 - jacks / len(unseen)] * len(options), abs=1e-12)


def test_fractional_shifts_interpolate_between_whole_points(monkeypatch):
    monkeypatch.setitem(discard_win.CREDIT_MEAN, "dealer", 0.0)
    position = toy_position()
    mu_crib = sum(i * q for i, q in enumerate(position.crib))
    _, unseen, options = setup("3D 4H 9D 9S JS KD", True)
    option = options[0]

    def chance(play: float, crib: float) -> float:
        trimmed = type(option)(option.cards, option.keep, option.hand, mu_crib + crib, 0.0)
        return win_chances([trimmed], [play], dealer=True, scores=(113, 116),
                           position=position, unseen=unseen)[0]

    corners = [[chance(i, j) for j in (0, 1)] for i in (0, 1)]
    expected = (0.7 * 0.4 * corners[0][0] + 0.3 * 0.4 * corners[1][0]
                + 0.7 * 0.6 * corners[0][1] + 0.3 * 0.6 * corners[1][1])
    assert chance(0.3, 0.6) == pytest.approx(expected, abs=1e-12)


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


def test_dealer_needing_5_keeps_the_fifteen_in_hand_not_in_the_crib():
    """At 116 against 111 the dealer with AH 3H 7H 8C JS KD needs 5 and the pone 10.
    Points alone throw 7-8 to the dealer's own crib (9.20 points against 8.67 for
    throwing J-K: the crib's 6.7 beats the hand's 4.5). But the crib is counted last
    (R5.1): before it, the pone pegs and shows their hand, and 10 is often there. Kept
    in hand, 7-8 is a sure fifteen and A-3-7-8 low cards to peg with, counted before
    the crib: the chance of winning is best throwing J-K (about 0.65 against 0.63)."""
    assert thrown("AH 3H 7H 8C JS KD", dealer=True, scores=(116, 111)) == {"JS", "KD"}


def test_dealer_needing_3_keeps_low_cards_to_peg_out():
    """At 118 against 110 the dealer with AS 3H 8C 9H JH KS needs 3 and the pone 11.
    Points throw 8-9 to the crib (7.33 points against 6.67: the crib gains about 1,
    the hands are alike). But 3 points in the play win before the pone's hand is
    shown (R4, R5.1, R6.1), and A-3-8-9 is credited about 0.26 more pegging than
    A-3-J-K, while the crib's extra point comes last, when the game is often decided:
    throwing J-K wins more often (about 0.87 against 0.85)."""
    assert thrown("AS 3H 8C 9H JH KS", dealer=True, scores=(118, 110)) == {"JH", "KS"}


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
