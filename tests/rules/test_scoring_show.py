"""Scoring of the show (R5.1-R5.6), with exact itemised values: fifteens R5.2, pairs
R5.3, runs R5.4, flush in hand and crib R5.5, nobs R5.6 (never his heels, R3.4), rank not
value R1.3; and the hands score_hand refuses."""

from __future__ import annotations

import pytest

from crib_qt.rules.cards import Card, Suit, parse_cards
from crib_qt.rules.scoring import NO_SCORE, PAIR_KINDS, Score, ScoreItem, score_hand

from score_items import K, check_items  # tests/rules/score_items.py


def show(hand: str, starter: str, *, is_crib: bool = False) -> Score:
    return score_hand(parse_cards(hand), Card.parse(starter), is_crib=is_crib)


# --- the show: named hands ------------------------------------------------------------------


def test_R5_2_R5_3_R5_6_twenty_nine():
    """5C 5D 5H JS, starter 5S: 8 fifteens (16), double pair royal (12), nobs (1) = 29."""
    score = show("5C 5D 5H JS", "5S")
    check_items(
        score,
        [
            (K.FIFTEEN, 2, "5C JS"),
            (K.FIFTEEN, 2, "5D JS"),
            (K.FIFTEEN, 2, "5H JS"),
            (K.FIFTEEN, 2, "JS 5S"),
            (K.FIFTEEN, 2, "5C 5D 5H"),
            (K.FIFTEEN, 2, "5C 5D 5S"),
            (K.FIFTEEN, 2, "5C 5H 5S"),
            (K.FIFTEEN, 2, "5D 5H 5S"),
            (K.DOUBLE_PAIR_ROYAL, 12, "5C 5D 5H 5S"),
            (K.NOBS, 1, "JS"),
        ],
    )
    assert score.total == 29
    assert show("5C 5D 5H JS", "5S", is_crib=True).total == 29


def test_R3_4_R5_6_twenty_eight_starter_jack_is_not_nobs():
    """5C 5D 5H 5S, starter JS: 28; the Jack starter is his heels (the dealer's, R3.4)."""
    score = show("5C 5D 5H 5S", "JS")
    check_items(
        score,
        [
            (K.FIFTEEN, 2, "5C JS"),
            (K.FIFTEEN, 2, "5D JS"),
            (K.FIFTEEN, 2, "5H JS"),
            (K.FIFTEEN, 2, "5S JS"),
            (K.FIFTEEN, 2, "5C 5D 5H"),
            (K.FIFTEEN, 2, "5C 5D 5S"),
            (K.FIFTEEN, 2, "5C 5H 5S"),
            (K.FIFTEEN, 2, "5D 5H 5S"),
            (K.DOUBLE_PAIR_ROYAL, 12, "5C 5D 5H 5S"),
        ],
    )
    assert score.total == 28
    assert all(i.kind not in (K.NOBS, K.HIS_HEELS) for i in score.items)


def test_R5_4_twenty_four_double_double_run():
    """4H 4D 6S 6C, starter 5C: 4 fifteens (8), two pairs (4), four runs of 3 (12) = 24."""
    check_items(
        show("4H 4D 6S 6C", "5C"),
        [
            (K.FIFTEEN, 2, "4H 6S 5C"),
            (K.FIFTEEN, 2, "4H 6C 5C"),
            (K.FIFTEEN, 2, "4D 6S 5C"),
            (K.FIFTEEN, 2, "4D 6C 5C"),
            (K.PAIR, 2, "4H 4D"),
            (K.PAIR, 2, "6S 6C"),
            (K.RUN, 3, "4H 6S 5C"),
            (K.RUN, 3, "4H 6C 5C"),
            (K.RUN, 3, "4D 6S 5C"),
            (K.RUN, 3, "4D 6C 5C"),
        ],
    )
    assert show("4H 4D 6S 6C", "5C").total == 24


def test_R5_4_sixteen_aces_and_threes():
    """AH AD 2S 3C, starter 3H: no fifteen (the cards sum to 10), 2 pairs, 4 runs = 16."""
    check_items(
        show("AH AD 2S 3C", "3H"),
        [
            (K.PAIR, 2, "AH AD"),
            (K.PAIR, 2, "3C 3H"),
            (K.RUN, 3, "AH 2S 3C"),
            (K.RUN, 3, "AH 2S 3H"),
            (K.RUN, 3, "AD 2S 3C"),
            (K.RUN, 3, "AD 2S 3H"),
        ],
    )
    assert show("AH AD 2S 3C", "3H").total == 16


def test_R5_5_four_card_flush_counts_in_hand_not_in_crib():
    """2H 5H 9H KH, starter 7C: hand = fifteen 2 + flush 4 = 6; crib = 2 (R5.5)."""
    check_items(
        show("2H 5H 9H KH", "7C"),
        [(K.FIFTEEN, 2, "5H KH"), (K.FLUSH, 4, "2H 5H 9H KH")],
    )
    check_items(show("2H 5H 9H KH", "7C", is_crib=True), [(K.FIFTEEN, 2, "5H KH")])
    assert show("2H 5H 9H KH", "7C").total == 6
    assert show("2H 5H 9H KH", "7C", is_crib=True).total == 2


def test_R5_5_five_card_flush_scores_five_in_hand_and_crib():
    for is_crib in (False, True):
        score = show("2H 4H 6H 8H", "10H", is_crib=is_crib)
        check_items(score, [(K.FLUSH, 5, "2H 4H 6H 8H 10H")])
        assert score.total == 5
    assert show("2H 4H 6H 8H", "10S").total == 4
    assert show("2H 4H 6H 8H", "10S", is_crib=True) == NO_SCORE


def test_R5_5_flush_needs_the_four_hand_cards():
    """Three hand cards and the starter of one suit are no flush, in hand or crib."""
    assert show("2H 4H 6H 8S", "10H") == NO_SCORE
    assert show("2H 4H 6H 8S", "10H", is_crib=True) == NO_SCORE


def test_R5_6_nobs_and_R1_3_jack_king_no_pair_no_run():
    """JH AC 3D 8S, starter KH: only nobs (1); J-K is neither a pair nor a run."""
    check_items(show("JH AC 3D 8S", "KH"), [(K.NOBS, 1, "JH")])
    check_items(show("JH AC 3D 8S", "KH", is_crib=True), [(K.NOBS, 1, "JH")])
    assert show("JH AC 3D 8S", "KC") == NO_SCORE  # Jack of another suit
    # A Jack starter pairs with the hand's Jack but is never nobs (R3.4).
    check_items(show("JH AC 3D 8S", "JC"), [(K.PAIR, 2, "JH JC")])


def test_R1_3_R5_3_R5_4_ten_jack_queen_is_a_run_not_pairs():
    check_items(show("10S JC QD 2H", "7D"), [(K.RUN, 3, "10S JC QD")])


def test_R5_4_only_the_longest_run_counts():
    """AH 2D 3S 4C, starter 5H: one fifteen (all five) and a run of 5 only = 7."""
    check_items(
        show("AH 2D 3S 4C", "5H"),
        [(K.FIFTEEN, 2, "AH 2D 3S 4C 5H"), (K.RUN, 5, "AH 2D 3S 4C 5H")],
    )


def test_R5_4_double_run_of_four():
    """3H 4D 5S 5C, starter 6H: 2 fifteens, a pair, 2 runs of 4 = 14."""
    check_items(
        show("3H 4D 5S 5C", "6H"),
        [
            (K.FIFTEEN, 2, "4D 5S 6H"),
            (K.FIFTEEN, 2, "4D 5C 6H"),
            (K.PAIR, 2, "5S 5C"),
            (K.RUN, 4, "3H 4D 5S 6H"),
            (K.RUN, 4, "3H 4D 5C 6H"),
        ],
    )


def test_R5_3_pair_royal_in_the_show():
    """7H 7C 7D KS, starter 9C: pair royal 6, no fifteen."""
    check_items(show("7H 7C 7D KS", "9C"), [(K.PAIR_ROYAL, 6, "7H 7C 7D")])


def test_R5_1_hand_order_and_containers_do_not_matter():
    base = show("5C 5D 5H JS", "5S").total
    for perm in (("JS", "5H", "5D", "5C"), ("5H", "JS", "5C", "5D")):
        hand = [Card.parse(t) for t in perm]
        assert score_hand(hand, Card.parse("5S")).total == base
        assert score_hand(iter(hand), Card.parse("5S")).total == base
    assert PAIR_KINDS == {2: (K.PAIR, 2), 3: (K.PAIR_ROYAL, 6), 4: (K.DOUBLE_PAIR_ROYAL, 12)}


def test_score_value_type():
    a = Score.of([ScoreItem(K.FIFTEEN, 2), ScoreItem(K.GO, 1)])
    assert a.total == 3
    b = Score.of([ScoreItem(K.RUN, 4)])
    assert (a + b).total == 7
    assert (a + b).items == a.items + b.items
    assert NO_SCORE == Score(0, ()) == Score.of([])
    assert a.__add__(3) is NotImplemented


# --- the show: errors --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "count"),
    [("", 0), ("5C", 1), ("5C 5D 5H", 3), ("5C 5D 5H JS 2C", 5), ("AC 2C 3C 4C 5C 6C", 6)],
)
def test_show_rejects_wrong_card_count(hand, count):
    with pytest.raises(ValueError, match=rf"^a hand in the show has 4 cards, not {count}$"):
        show(hand, "KD")


def test_show_rejects_duplicate_cards():
    with pytest.raises(ValueError, match=r"the same card appears twice \(5C\)"):
        show("5C 5C 5H JS", "5S")
    with pytest.raises(ValueError, match=r"the same card appears twice \(5S\)"):
        show("5C 5D 5S JS", "5S")  # the starter is also in the hand


@pytest.mark.parametrize(
    ("hand", "starter", "bad"),
    [
        (["5C", "5D", "5H", "JS"], Card(5, Suit.SPADES), "'5C'"),
        (parse_cards("5C 5D 5H JS"), "5S", "'5S'"),
        (parse_cards("5C 5D 5H JS"), None, "None"),
        ((*parse_cards("5C 5D 5H"), 11), Card(5, Suit.SPADES), "11"),
    ],
)
def test_show_rejects_non_cards(hand, starter, bad):
    with pytest.raises(ValueError, match=rf"hand and starter: {bad} is not a Card"):
        score_hand(hand, starter)
