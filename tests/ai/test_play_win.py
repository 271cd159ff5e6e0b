"""The play at the end of the game (issue 20): crib_qt/ai/play_win.py."""

from __future__ import annotations

import dataclasses
import random

import pytest

from crib_qt.ai.kept_model import load_kept_model
from crib_qt.ai.position_model import load_position_model


def test_the_play_and_the_warm_up_use_the_shipped_model():
    from crib_qt.ai import ComputerPlayer, play_win

    model = load_position_model()
    assert play_win.win_estimate(30, 40) == model.dealer_wins(30, 40)
    assert play_win.win_estimate(0, 40) == 1.0 and play_win.win_estimate(30, 0) == 0.0
    load_position_model.cache_clear()
    load_kept_model.cache_clear()
    ComputerPlayer("expert").model  # noqa: B018 - what the decision process's warm-up asks
    assert load_position_model.cache_info().currsize == 1
    assert load_kept_model.cache_info().currsize == 1  # the play's deals weigh by it


def start(hands, starter, scores):
    """The play's start with seat 0 dealing `hands` (dealer's, pone's) and `starter`."""
    from crib_qt.rules import GameState, parse_cards

    return GameState.for_play(0, [parse_cards(h) for h in hands], parse_cards(starter)[0],
                              scores)


def lead(hands, starter, scores):
    """The expert pone's lead (seat 1; seat 0 deals) and its view."""
    from crib_qt.ai import ComputerPlayer
    from crib_qt.rules import legal_actions

    state = start(hands, starter, scores)
    assert state.to_act == 1
    return str(ComputerPlayer("expert").choose(state.view(1), legal_actions(state)).card)


def test_pone_with_a_sure_show_leads_defensively_against_a_dealer_needing_two():
    """The pone at 117 holds 3-3-9-9 with the AS cut: two pairs and 3+3+9 = 15, a sure
    6 on a show that is counted first (R5.1), so the pone wins unless the dealer pegs 2
    in the play (at 119, R6.1). A 9 led is paired by two unseen 9s and made 15 by four
    6s; a 3 only by two unseen 3s (no one card makes 15 with it). The position model
    makes it clear: over 4,000 full deals (two seeds) the 3 wins 0.30 and 0.31 of the
    time, the 9 0.19 and 0.22; the expert leads a 3."""
    assert lead(("KC QD 8C 8D", "3H 3D 9S 9C"), "AS", (119, 117)) in ("3H", "3D")


def test_points_decide_when_every_card_wins_alike():
    """A pone at 117 with 3-4-4-8 (the pair and 3+4+8 = 15: a sure 4, counted first,
    R5.1) against a dealer at 60, who cannot reach 121 first: every lead wins alike,
    so the points of the play decide: a 4 (about -1.0 points to the end of the play,
    against -1.9 for the 3 and -2.1 for the 8)."""
    assert lead(("KC QD 8C 8D", "3C 4D 4H 8S"), "AS", (60, 117)) in ("4D", "4H")


def after_one_card_each():
    """The pone's view (seat 1, at 117 against the dealer's 119) after the pone led 2H
    and the dealer laid 8C: the dealer holds three cards, one laid (R4.1)."""
    from crib_qt.rules import Play, apply, parse_cards

    state = start(("KC QD 8C 8D", "2H 2D 9S 9C"), "AS", (119, 117))
    for card in ("2H", "8C"):
        state = apply(state, Play(parse_cards(card)[0]))[0]
    assert state.to_act == 1
    return state.view(1)


def test_the_win_search_weighs_its_deals_by_the_dealer_s_kept_hands():
    """win_values deals the dealer's three hidden cards; each deal weighs by the dealer's
    kept-hand weight of 8 and those three (R3.2). Weights of 1 are no weighing at all."""
    from crib_qt.ai.deal_sampling import candidates
    from crib_qt.ai.play_win import win_values

    view = after_one_card_each()
    cands = candidates(view)
    plain = win_values(view, cands, 60, random.Random(5))
    ones = dict.fromkeys(load_kept_model().weights(dealer=True), 1.0)
    assert win_values(view, cands, 60, random.Random(5), kept=ones) == plain
    kept = win_values(view, cands, 60, random.Random(5),
                      kept=load_kept_model().weights(dealer=True))
    assert kept.keys() == plain.keys() == {2, 9}
    assert kept != plain and all(0.0 <= v <= 1.0 for v in kept.values())


def test_the_win_search_solves_its_deals_drawn_in_proportion_to_their_weights(monkeypatch):
    """win_values draws 4 × 60 hands for the dealer, weighs them, and solves 60 drawn
    again by weight (R3.2): when only the kept hand 8 8 Q K has a weight, all 60 solved
    deals hold 8 Q K, the dealer's true cards; when no hand has one, there is nothing
    to draw from and the search says so."""
    from crib_qt.ai import play_win
    from crib_qt.ai.deal_sampling import candidates

    solved = []
    search = play_win.WinSearch.move_values

    def spy(self, state, *args):
        solved.append(state[1])
        return search(self, state, *args)

    monkeypatch.setattr(play_win.WinSearch, "move_values", spy)
    view = after_one_card_each()
    only = dict.fromkeys(load_kept_model().weights(dealer=True), 0.0)
    only[(8, 8, 12, 13)] = 1.0
    chances = play_win.win_values(view, candidates(view), 60, random.Random(5), kept=only)
    assert solved == [(8, 12, 13)] * 60
    assert chances.keys() == {2, 9} and all(0.0 <= v <= 1.0 for v in chances.values())
    with pytest.raises(ValueError, match="weights that add up to more than 0"):
        play_win.win_values(view, candidates(view), 60, random.Random(5),
                            kept=dict.fromkeys(only, 0.0))
    with pytest.raises(ValueError, match="the win search needs 1 deal or more, not 0"):
        play_win.win_values(view, candidates(view), 0, random.Random(5))


def test_a_view_whose_other_hand_is_not_four_cards_is_refused_clearly():
    """A view read from data may say the dealer holds two cards after laying one: no
    kept hand of four fits, so the searches refuse it with a ValueError naming that."""
    from crib_qt.ai.deal_sampling import candidates, rank_deals
    from crib_qt.ai.play_win import win_values

    view = dataclasses.replace(after_one_card_each(), opponent_hand_size=2)
    kept = load_kept_model().weights(dealer=True)
    with pytest.raises(ValueError, match="kept 4 cards in the play .R3.2., not 1 laid and 2"):
        win_values(view, candidates(view), 10, random.Random(5), kept=kept)
    with pytest.raises(ValueError, match="not 1 laid and 2 held"):
        rank_deals(candidates(view), 2, random.Random(5), 10, played=(8,), kept=kept)
    assert len(rank_deals(candidates(view), 2, random.Random(5), 10, played=(8,))) > 1
