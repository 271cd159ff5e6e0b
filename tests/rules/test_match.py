"""Match play (RULES.md R7): game points with and without skunks exactly at the lines,
the next game's dealer, the cut in the first game only, the match's end, saves of
match states. Positions are built by hand (`GameState.for_play`) so that the points
that end a game are worked out in the comments."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from crib_qt.rules import (Continue, CutForDeal, Dealt, GameCounted, GameStart, GameStarted,
                           GameState, GameWon, IllegalAction, MatchScore, NextGame, Phase,
                           action_from_data, apply, game_start, legal_actions, match_over,
                           new_game, new_match, parse_cards, start_of)
from crib_qt.rules.match import DOUBLE_SKUNK_LINE, SKUNK_LINE, game_points
from crib_qt.rules.serialize import state_from_json, state_to_json


def won_by_fifteen(loser_score: int, match: MatchScore) -> tuple[GameState, tuple]:
    """Seat 0 deals at 119 with `loser_score` for seat 1; the pone (seat 1) leads 5H
    and the dealer's 10S makes fifteen for 2: 121, the game is won (R4.3, R6.1)."""
    state = GameState.for_play(0, [parse_cards("10S 2C 3D 4H"), parse_cards("5H 7C 8D 9S")],
                               parse_cards("KC")[0], scores=(119, loser_score))
    state = replace(state, match=match)
    state, _ = apply(state, action_from_data(["play", "5H"]))
    return apply(state, action_from_data(["play", "10S"]))


@pytest.mark.parametrize("loser, skunks, points", [
    (90, True, 2), (60, True, 3), (91, True, 1), (61, True, 2),
    (90, False, 1), (60, False, 1), (91, False, 1), (61, False, 1),
])
def test_r7_2_game_points_at_the_skunk_lines(loser, skunks, points):
    """R7.2: 121–90 is a skunk (2 games), 121–60 a double skunk (3), 121–91 and 121–61
    are one line above each (1 and 2); with the setting off every game counts 1."""
    assert game_points(loser, 3, skunks) == points
    state, events = won_by_fifteen(loser, MatchScore(4, skunks))
    assert state.scores == (121, loser) and state.winner == 0
    assert events[-2:] == (GameWon(0, (121, loser)),
                           GameCounted(0, points, (points, 0), None, 4))
    assert state.match.games == (points, 0)
    assert legal_actions(state) == (NextGame(),)  # the match goes on


@pytest.mark.parametrize("loser", [0, 59, 60, 61, 90, 91, 120])
def test_r7_1_a_single_game_counts_one_and_reports_no_game_count(loser):
    """R7.1: a single game is the seeds' game: won, it is over, its match unchanged."""
    assert game_points(loser, 1, True) == 1
    state, events = won_by_fifteen(loser, MatchScore())
    assert events[-1] == GameWon(0, (121, loser))
    assert state.match == MatchScore() and match_over(state)
    assert legal_actions(state) == ()
    with pytest.raises(IllegalAction):
        apply(state, NextGame())


def test_r7_2_lines_are_91_and_61():
    assert (SKUNK_LINE, DOUBLE_SKUNK_LINE) == (91, 61)


def test_r7_1_the_game_that_gives_enough_games_wins_the_match():
    """First to 3 with (1, 1): a skunk (2 games) takes seat 0 to 3 and ends the match."""
    state, events = won_by_fifteen(80, MatchScore(3, True, (1, 1), 3))
    assert events[-1] == GameCounted(0, 2, (3, 1), 0, 3)
    assert state.match.winner == 0 and match_over(state)
    assert legal_actions(state) == ()
    with pytest.raises(IllegalAction):
        apply(state, NextGame())


def test_r7_3_the_loser_deals_first_in_the_next_game_without_a_cut():
    """R7.3: after seat 1 lost game 1, game 2 starts dealt by seat 1 (no cut for the
    deal), scores back to 0, the deals numbered on (hand 2 of the match)."""
    state, _ = won_by_fifteen(100, MatchScore(2))
    after, events = apply(state, NextGame())
    assert events == (GameStarted(2, 1), Dealt(2, 1))
    assert after.phase is Phase.DISCARD and after.dealer == 1 and after.to_act == 0
    assert after.scores == (0, 0) and after.back_pegs == (0, 0) and after.winner is None
    assert after.match == MatchScore(2, True, (1, 0), 2)
    assert after.hand_number == 2 and after.deal_cuts == (None, None)
    assert [len(h) for h in after.hands] == [6, 6]
    # the deal of a hand of the match is the same however the game is reached (U5)
    assert game_start(0, start_of(after)) == after
    assert start_of(after) == GameStart(MatchScore(2, True, (1, 0), 2), 1, 1)


def test_r7_3_the_winner_of_game_one_becomes_pone_when_seat_0_loses():
    state, _ = won_by_fifteen(100, MatchScore(2))
    # the same position mirrored: seat 1 the winner
    mirrored = replace(state, winner=1, scores=(100, 121), match=MatchScore(2, True, (0, 1)))
    after, events = apply(mirrored, NextGame())
    assert events[0] == GameStarted(2, 0) and after.dealer == 0 and after.to_act == 1


def test_r7_3_the_first_game_cuts_for_the_deal():
    state = new_match(7, 4, False)
    assert state.phase is Phase.CUT_FOR_DEAL and state.match == MatchScore(4, False)
    assert legal_actions(state)[0] == CutForDeal(legal_actions(state)[0].depth)
    assert game_start(7, start_of(state)) == state
    assert new_match(7) == new_game(7)  # a single game is the game it always was


def play_out(state: GameState, rng: random.Random) -> tuple[GameState, list]:
    """Random legal actions until nothing is legal; the events in order."""
    events = []
    while legal_actions(state):
        state, new = apply(state, rng.choice(legal_actions(state)))
        events.extend(new)
    return state, events


@pytest.mark.parametrize("length, seed", [(2, 3), (3, 11), (4, 5)])
def test_r7_whole_matches_end_when_a_seat_has_its_games(length, seed):
    state, events = play_out(new_match(seed, length), random.Random(seed))
    counted = [e for e in events if isinstance(e, GameCounted)]
    started = [e for e in events if isinstance(e, GameStarted)]
    wins = [e for e in events if isinstance(e, GameWon)]
    assert len(counted) == len(wins) == len(started) + 1
    assert counted[-1].match_winner == state.winner == state.match.winner
    assert max(state.match.games) >= length > min(state.match.games)
    assert sum(c.points for c in counted) == sum(state.match.games)
    for won, count, next_start in zip(wins, counted, started):
        assert next_start.dealer == 1 - won.seat  # R7.3
        assert count.points == game_points(won.scores[1 - won.seat], length)
    assert [e.hand_number for e in events if isinstance(e, Dealt)] == list(
        range(1, state.hand_number + 1))


def test_match_states_save_and_load():
    state, _ = won_by_fifteen(95, MatchScore(4, True, (2, 1), 4))
    assert state_from_json(state_to_json(state)) == state
    after, _ = apply(state, NextGame())
    assert state_from_json(state_to_json(after)) == after
    single = new_game(5)
    assert "match" not in state_to_json(single)  # a single game's data as before


@pytest.mark.parametrize("bad", [
    {"games_to_win": 5, "skunks": True, "games": [0, 0], "game": 1},
    {"games_to_win": 2, "skunks": 1, "games": [0, 0], "game": 1},
    {"games_to_win": 2, "skunks": True, "games": [2, 2], "game": 3},
    {"games_to_win": 2, "skunks": True, "games": [0, 0], "game": 3},
    {"games_to_win": 1, "skunks": True, "games": [1, 0], "game": 1},
])
def test_bad_match_data_is_refused(bad):
    import json

    data = json.loads(state_to_json(new_game(5)))
    data["match"] = bad
    with pytest.raises(ValueError):
        state_from_json(json.dumps(data))


def test_a_match_won_needs_its_last_game_won():
    import json

    data = json.loads(state_to_json(new_match(5, 2)))
    data["match"]["games"] = [2, 0]
    with pytest.raises(ValueError, match="R7.1"):
        state_from_json(json.dumps(data))


def test_next_game_is_data_and_continue_is_not_it():
    assert action_from_data(["next_game"]) == NextGame()
    assert NextGame().to_data() == ["next_game"]
    assert NextGame() != Continue()


def test_bad_match_scores_are_refused():
    with pytest.raises(ValueError):
        MatchScore(5)
    with pytest.raises(ValueError):
        MatchScore(2, True, (2, 2))
    with pytest.raises(ValueError):
        GameStart(MatchScore(2, True, (1, 0), 2), None)
