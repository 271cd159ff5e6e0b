"""Scoring of the play (R4.3-R4.5), with exact itemised values: fifteen and thirty-one
R4.3, pairs unbroken R4.4, runs of the last N cards only and only the longest R4.5."""

from __future__ import annotations

import pytest

from crib_qt.rules.cards import Card, Suit, parse_cards
from crib_qt.rules.scoring import NO_SCORE, Score, score_play

from score_items import K, check_items  # tests/rules/score_items.py


def play(series: str) -> Score:
    return score_play(parse_cards(series))


# --- the play ------------------------------------------------------------------------------------


def test_R4_3_R4_5_four_six_five_scores_fifteen_and_run():
    assert play("4H") == NO_SCORE
    assert play("4H 6C") == NO_SCORE
    check_items(play("4H 6C 5D"), [(K.FIFTEEN, 2, "4H 6C 5D"), (K.RUN, 3, "4H 6C 5D")])
    assert play("4H 6C 5D").total == 5


def test_R4_5_six_five_six_five_scores_nothing():
    assert play("6H 5C") == NO_SCORE
    assert play("6H 5C 6D") == NO_SCORE  # 17: no run (6 repeated), no pair (broken)
    assert play("6H 5C 6D 5S") == NO_SCORE  # 22


def test_R4_3_R4_5_thirty_one_with_a_run():
    """K-Q-5-A-2-3 makes 31 (2) with the run A-2-3 (3) = 5; nothing before."""
    series = parse_cards("KH QC 5D AS 2H 3C")
    assert [score_play(series[:n]).total for n in range(1, 6)] == [0, 0, 0, 0, 0]
    check_items(
        score_play(series), [(K.THIRTY_ONE, 2, "KH QC 5D AS 2H 3C"), (K.RUN, 3, "AS 2H 3C")]
    )
    assert score_play(series).total == 5


def test_R4_4_pairs_in_play():
    check_items(play("7H 7C"), [(K.PAIR, 2, "7H 7C")])
    check_items(play("7H 7C 7D"), [(K.PAIR_ROYAL, 6, "7H 7C 7D")])
    check_items(play("3H 3C 3D 3S"), [(K.DOUBLE_PAIR_ROYAL, 12, "3H 3C 3D 3S")])
    check_items(play("5H 5C 5D"), [(K.FIFTEEN, 2, "5H 5C 5D"), (K.PAIR_ROYAL, 6, "5H 5C 5D")])
    check_items(play("AH 3H 3C 3D 3S"), [(K.DOUBLE_PAIR_ROYAL, 12, "3H 3C 3D 3S")])
    check_items(
        play("10H 10C 5D 3S 3H"), [(K.THIRTY_ONE, 2, "10H 10C 5D 3S 3H"), (K.PAIR, 2, "3S 3H")]
    )


def test_R4_4_a_broken_pair_does_not_count():
    assert play("8H 2C 8D") == NO_SCORE
    check_items(play("4H 4C"), [(K.PAIR, 2, "4H 4C")])
    assert play("4H 4C 2D") == NO_SCORE
    assert play("4H 4C 2D 4S") == NO_SCORE  # the third 4 is cut off by the 2
    check_items(play("4H 2D 4C 4S"), [(K.PAIR, 2, "4C 4S")])  # only the unbroken two


def test_R4_5_runs_only_last_cards_and_only_longest():
    check_items(play("5H 3C 4D"), [(K.RUN, 3, "5H 3C 4D")])  # any order
    check_items(play("2C 3D 4H 5S"), [(K.RUN, 4, "2C 3D 4H 5S")])  # not also a run of 3
    check_items(play("7C 3D 4H 5S"), [(K.RUN, 3, "3D 4H 5S")])  # the 7 is not in it
    check_items(play("3H 4C 5D 6S 2H"), [(K.RUN, 5, "3H 4C 5D 6S 2H")])
    check_items(play("4S 3H 4C 5D 6S"), [(K.RUN, 4, "3H 4C 5D 6S")])  # last 5 repeat a 4
    assert play("3C 4D 5H 9S") == NO_SCORE  # the run is broken by the last card
    assert play("AC 2D KH 3S") == NO_SCORE  # A-2 then K then 3: not the last 3 cards


def test_R1_3_play_rank_not_value():
    assert play("JH QC") == NO_SCORE  # same value, not a pair
    check_items(play("10H JC QD"), [(K.RUN, 3, "10H JC QD")])
    check_items(play("JH 5C"), [(K.FIFTEEN, 2, "JH 5C")])
    assert play("QH KS AD") == NO_SCORE  # the ace is low: Q-K-A is no run


def test_play_errors():
    with pytest.raises(ValueError, match=r"^the series is empty: no card was played$"):
        score_play([])
    with pytest.raises(ValueError, match=r"may never pass 31 \(R4.1\); this series counts 32$"):
        play("KH QC JD 2S")
    with pytest.raises(ValueError, match=r"^series: the same card appears twice \(5H\)$"):
        play("5H 5H")
    with pytest.raises(ValueError, match=r"^series: '5H' is not a Card$"):
        score_play([Card(4, Suit.CLUBS), "5H"])
    with pytest.raises(ValueError, match=r"^series: None is not a Card$"):
        score_play([None])
