"""Tests of crib_qt/achievement_events.py (issue 21): every achievement of the show, the
play and a game's end found in a seeded game or in constructed events, exactly once, for
the player only."""

from __future__ import annotations

import itertools

import pytest

from crib_qt.achievement_book import ACHIEVEMENTS, CAREER, AchievementBook
from crib_qt.achievement_events import EVENT_ACHIEVEMENTS, Detector, detect
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import (
    Card,
    CardPlayed,
    CountReset,
    Dealt,
    GameWon,
    GoSaid,
    HandShown,
    NextGame,
    Phase,
    Score,
    Scored,
    ScoreItem,
    ScoreKind,
    parse_cards,
    score_hand,
    score_play,
)

# The first seed (of 1-399) whose game, the player following the baseline's hint against
# the baseline, earns each achievement (tests/test_achievement_events.py finds them again).
SEEDS = {"hand_24": 36, "hand_20": 4, "crib_20": 140, "nineteen": 78,
         "double_double_run": 2, "triple_run": 18, "double_run_of_four": 3, "run_of_five": 10,
         "four_of_a_kind": 6, "flush_of_five": 2, "nobs": 1, "his_heels": 1, "pair_royal": 4,
         "double_pair_royal": 99, "thirty_one_pair_royal": 117, "goless_31": 1,
         "play_run_of_five": 10, "pegging_ten": 4, "first_win": 1, "comeback_30": 14,
         "pegged_out": 9, "counted_out": 1, "win_by_one": 12, "skunk": 4}


def _game(seed: int) -> GameEngine:
    engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
    while engine.state.phase is not Phase.GAME_OVER:
        assert engine.perform(engine.hint())
    return engine


@pytest.fixture(scope="module")
def games(qapp):
    return {seed: _game(seed).events() for seed in sorted(set(SEEDS.values()))}


def test_every_achievement_of_the_events_is_in_the_catalogue_once():
    assert EVENT_ACHIEVEMENTS == tuple(a for a in ACHIEVEMENTS if a not in CAREER)
    assert set(SEEDS) | {"hand_29", "hand_28", "double_skunk"} == set(EVENT_ACHIEVEMENTS)


def test_seed_4_earns_exactly_these(games):
    """Seed 4: the player wins 121-86 (a skunk) with a 20 hand that is a double double
    run, a pair royal and 10 pegged in one hand, and his heels as dealer."""
    assert detect(games[4]) == ["hand_20", "double_double_run", "double_run_of_four",
                                "his_heels", "pair_royal", "pegging_ten", "first_win", "skunk"]
    assert detect(games[4], seat=1) == ["goless_31"]  # the computer's: not the player's


@pytest.mark.parametrize("achievement", sorted(SEEDS))
def test_each_is_earned_once_by_its_seeded_game(games, achievement):
    events = games[SEEDS[achievement]]
    found = detect(events)
    assert achievement in found and len(found) == len(set(found))
    book = AchievementBook()
    for end in [*range(1, len(events), 7), len(events)]:  # as the moves come
        book.earn(detect(events[:end]), "2026-12-01")
    book.earn(detect(events), "2026-12-02")  # redone: nothing twice, the date kept
    assert book.earned[achievement] == "2026-12-01"
    assert book.takeNews().count(achievement) == 1


def test_the_game_of_seed_4_shows_its_pair_royal(games):
    """The pair royal really is the player's third card of a rank in the play (R4.4)."""
    scored = [e for e in games[4] if isinstance(e, Scored) and e.seat == 0 and any(
        i.kind is ScoreKind.PAIR_ROYAL for i in e.score.items)]
    assert scored and len({c.rank for c in scored[0].score.items[-1].cards}) == 1


# --- constructed events --------------------------------------------------------------------


def _show(seat: int, hand: str, starter: str, crib: bool = False) -> list:
    cards, start = tuple(parse_cards(hand)), Card.parse(starter)
    score = score_hand(cards, start, is_crib=crib)
    return [HandShown(seat, cards, start, crib, score), Scored(seat, score, (50, 50))]


@pytest.mark.parametrize("hand, starter, crib, expected", [
    ("5C 5D 5H JS", "5S", False, ["hand_29", "hand_20", "four_of_a_kind", "nobs"]),
    ("5C 5D 5H JS", "5S", True, ["hand_29", "crib_20", "four_of_a_kind", "nobs"]),
    ("5C 5D 5H 5S", "JS", False, ["hand_28", "hand_20", "four_of_a_kind"]),
    ("4C 4D 5H 6S", "6C", False, ["hand_24", "hand_20", "double_double_run"]),
    ("7C 7D 7H 8S", "9C", False, ["hand_20", "triple_run"]),
    ("9C 10D 10H JS", "QC", False, ["double_run_of_four"]),
    ("AC 2D 3H 4S", "5C", False, ["run_of_five"]),
    ("2H 4H 6H 8H", "10H", False, ["flush_of_five"]),
    ("2H 4H 6H 8H", "10C", True, []),  # a crib of nothing is no "nineteen"
    ("2C 4D 6H 8S", "KC", False, ["nineteen"]),
])
def test_constructed_shows(hand, starter, crib, expected):
    events = [Dealt(1, 1)] + _show(0, hand, starter, crib)
    assert detect(events) == expected
    assert detect([Dealt(1, 0)] + _show(1, hand, starter, crib)) == []  # the computer's


def _play(seat: int, series: str) -> list:
    cards = parse_cards(series)
    score = score_play(cards)
    count = sum(c.value for c in cards)
    return [CardPlayed(seat, cards[-1], count)] + ([Scored(seat, score, (20, 20))]
                                                  if score.total else [])


def test_a_thirty_one_made_with_a_pair_royal_and_no_go():
    events = [Dealt(2, 1), *_play(1, "KC"), *_play(0, "KC 7D"), *_play(1, "KC 7D 7H"),
              *_play(0, "KC 7D 7H 7S")]  # 10 + 7 + 7 + 7 = 31
    assert detect(events) == ["pair_royal", "thirty_one_pair_royal", "goless_31"]


def test_a_thirty_one_after_a_go_is_no_goless_31_and_the_next_series_starts_afresh():
    go = [Dealt(2, 1), *_play(1, "KC 10D"), GoSaid(0), *_play(1, "KC 10D 9H"),
          *_play(1, "KC 10D 9H 2S")]
    assert detect(go, seat=1) == []
    after = go + [CountReset(0), *_play(0, "KD QH AC"), *_play(1, "KD QH AC JS")]
    assert detect(after, seat=1) == ["goless_31"]


def test_a_double_pair_royal_in_the_play_and_pegging_ten():
    events = [Dealt(3, 0), *_play(0, "3C"), *_play(1, "3C 3D"), *_play(0, "3C 3D 3H"),
              *_play(1, "3C 3D 3H 3S")]
    assert detect(events, seat=1) == ["double_pair_royal", "pegging_ten"]  # 2 + 12 pegged
    assert detect(events) == ["pair_royal"]


def test_his_heels_is_the_dealer_s():
    heels = Score(2, (ScoreItem(ScoreKind.HIS_HEELS, 2, (Card.parse("JH"),)),))
    assert detect([Dealt(1, 0), Scored(0, heels, (2, 0))]) == ["his_heels"]
    assert detect([Dealt(1, 1), Scored(1, heels, (0, 2))]) == []


def _go(seat: int, scores) -> Scored:
    return Scored(seat, Score(1, (ScoreItem(ScoreKind.GO, 1),)), scores)


@pytest.mark.parametrize("loser, expected", [
    (60, ["first_win", "pegged_out", "skunk", "double_skunk"]),
    (61, ["first_win", "pegged_out", "skunk"]),
    (90, ["first_win", "pegged_out", "skunk"]),
    (91, ["first_win", "pegged_out"]),
    (120, ["first_win", "pegged_out", "win_by_one"]),
])
def test_skunk_lines_exactly(loser, expected):
    """R7.2's lines: below 91 a skunk, below 61 a double skunk (121-90, 121-60, 121-91)."""
    events = [Dealt(9, 0), GoSaid(1), _go(0, (121, loser)), GameWon(0, (121, loser))]
    assert detect(events) == expected
    assert detect([Dealt(9, 0), GoSaid(0), _go(1, (loser, 121)), GameWon(1, (loser, 121))]
                  ) == []  # the computer's win earns the player nothing


def test_comeback_from_thirty_down_and_counting_out_as_pone():
    behind = [Dealt(5, 1), _go(1, (40, 70))]  # 30 down
    won = _show(0, "2C 3D 4H 9S", "KC")  # the pone's hand is counted first (R5.1)
    won[1] = Scored(0, won[0].score, (121, 100))
    assert detect(behind + won + [GameWon(0, (121, 100))]) == [
        "first_win", "comeback_30", "counted_out"]
    nearly = [Dealt(5, 1), _go(1, (41, 70))]  # 29 down is no comeback
    assert "comeback_30" not in detect(nearly + won + [GameWon(0, (121, 100))])
    as_dealer = [Dealt(5, 0)] + won + [GameWon(0, (121, 100))]
    assert "counted_out" not in detect(as_dealer)  # the dealer counts second


def test_what_is_earned_already_is_not_looked_for(games):
    assert detect(games[4], skip=["skunk", "pair_royal", "hand_20"]) == [
        "double_double_run", "double_run_of_four", "his_heels", "pegging_ten", "first_win"]


@pytest.mark.parametrize(("seed", "games"), [(4, 4), (12, 2)])
def test_read_move_by_move_it_finds_what_the_whole_match_holds(qapp, seed, games):
    """A `Detector` fed each move's new events (as the keeper reads them) finds each
    achievement at the very move after which `detect`, reading the match's events up to
    there at once, first finds it, and all in all the same: seeded matches of first to 4
    and 2 games (R7), up to some 1,000 events."""
    engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
    engine.newGame(seed, games_to_win=games)
    detector, moves = Detector(), [([], 0)]
    engine.stepsPerformed.connect(lambda steps: moves.append(
        (detector.feed([e for step in steps for e in step.events]), len(engine.events()))))
    while engine.state.winner is None or engine.betweenGames():
        assert engine.perform(NextGame() if engine.betweenGames() else engine.hint())
    events = engine.events()
    assert engine.state.match.game_number >= games and len(events) > 150 * games
    assert detector.position == len(events) == moves[-1][1]
    assert sorted(detector.found) == sorted(detect(events)) and len(detector.found) >= 7
    for (_, before), (found, seen) in itertools.pairwise(moves):
        if found:
            assert found == [a for a in detect(events[:seen])
                             if a not in detect(events[:before])]
