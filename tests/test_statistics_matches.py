"""Statistics of games and matches (issue 21, RULES.md R7): each game of a match counted
once by its own id, matches counted when their last game is (won or abandoned), skunks
and double skunks given and taken, and files written before R7 still read."""

from __future__ import annotations

import json

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import InvalidData
from crib_qt.rules import MatchScore, NextGame
from crib_qt.statistics import MatchResult, Record, Statistics, summarize, summarize_abandoned

_ID = "{:032x}".format


def test_r7_games_and_matches_are_counted_with_skunks_given_and_taken():
    record = Record()
    # a best of 3: seat 0 double-skunks (3 games: the match), then a new match of 5:
    # seat 1 skunks (2 games), seat 0 wins one, seat 1 wins the match with one more
    record.add(MatchResult(0, (121, 55), games_counted=3, match_length=2, match_over=True,
                           match_games=(3, 0)))
    record.add(MatchResult(1, (80, 121), games_counted=2, match_length=3, match_over=False))
    record.add(MatchResult(0, (121, 100), match_length=3, match_over=False))
    record.add(MatchResult(1, (110, 121), match_length=3, match_over=True, match_winner=1))
    record.add(MatchResult(1, (90, 121)))  # a single game: a game, no match
    assert record.played == 5 and record.wins == [2, 3]
    assert record.matches == 2 and record.match_wins == [1, 1]
    assert record.skunks == [1, 2] and record.double_skunks == [1, 0]
    assert (record.skunks_taken(0), record.double_skunks_taken(0)) == (2, 0)
    assert (record.skunks_taken(1), record.double_skunks_taken(1)) == (1, 1)
    back = Record.from_data(json.loads(json.dumps(record.to_data())), "'x'")
    assert back == record


def test_an_abandoned_game_of_a_match_concedes_the_match():
    result = summarize_abandoned([], (40, 20), 0, MatchScore(3, True, (1, 2), 3))
    assert result.winner == 1 and result.match_over and result.match_winner == 1
    assert result.match_games == (1, 3) and not result.skunk
    record = Record()
    record.add(result)
    assert (record.matches, record.match_wins, record.abandoned) == (1, [0, 1], 1)


def test_an_abandoned_game_restarted_within_a_match_does_not_end_it():
    result = summarize_abandoned([], (40, 20), 0, MatchScore(3, True, (1, 0), 2),
                                 concedes=False)
    assert result.abandoned and result.winner == 1
    assert not result.match_over and result.match_winner is None
    record = Record()
    record.add(result)
    assert (record.played, record.matches, record.abandoned) == (1, 0, 1)


def test_a_record_written_before_r7_reads_with_no_matches():
    record = Record()
    record.add(MatchResult(0, (121, 50)))
    data = record.to_data()
    for key in ("double_skunks", "matches", "match_wins"):
        del data[key]
    back = Record.from_data(data, "'old'")
    assert (back.matches, back.match_wins, back.double_skunks) == (0, [0, 0], [0, 0])
    assert back.skunks == [1, 0]


@pytest.mark.parametrize("change, problem", [
    ({"matches": 1}, "match wins"),
    ({"match_wins": [1, 0]}, "match wins"),
    ({"double_skunks": [2, 0]}, "double skunks"),
    ({"double_skunks": [1]}, "double_skunks"),
])
def test_bad_match_counts_are_damage(change, problem):
    record = Record()
    record.add(MatchResult(0, (121, 50)))
    record.add(MatchResult(0, (121, 100)))
    data = {**record.to_data(), **change}
    with pytest.raises(InvalidData, match=problem):
        Record.from_data(data, "'x'")


def test_each_game_of_a_match_is_counted_once_by_its_own_id(qtbot):
    del qtbot  # its QApplication
    engine = GameEngine(seed=5, computer=BasicPlayer(), synchronous=True)
    engine.newGame(seed=5, games_to_win=2, skunks_count=False)
    statistics = Statistics()
    counted = []
    while True:
        if engine.state.winner is not None:
            if statistics.add(engine.gameId, "computer/expert", summarize(engine.events())):
                counted.append(engine.gameId)
            assert not statistics.add(engine.gameId, "computer/expert",
                                      summarize(engine.events()))  # once
            if not engine.betweenGames():
                break
            engine.perform(NextGame())
        else:
            engine.perform(engine.hint())
    record = statistics.record("computer/expert")
    games = engine.state.match.games
    assert len(counted) == len(set(counted)) == record.played == sum(games)
    assert record.wins == list(games) and record.matches == 1
    assert record.match_wins[engine.state.match.winner] == 1
    assert counted[0] == engine.matchId


def test_the_dialog_shows_games_matches_and_double_skunks(qtbot):
    from crib_qt.ui.statistics_dialog import StatisticsDialog

    statistics = Statistics()
    statistics.add(_ID(1), "computer/hard", MatchResult(0, (121, 55), games_counted=3,
                                                         match_length=2))
    statistics.add(_ID(2), "computer/hard", MatchResult(1, (85, 121)))
    dialog = StatisticsDialog(lambda: statistics, lambda: None, "computer/hard")
    qtbot.addWidget(dialog)
    cell = {key: (a.text(), b.text()) for key, (a, b) in dialog.cells.items()}
    assert dialog.playedLabel.text() == "2" and dialog.matchesLabel.text() == "1"
    assert cell["won"] == ("1 (50%)", "1 (50%)")
    assert cell["matches_won"] == ("1 (100%)", "0 (0%)")
    assert cell["skunks_given"] == ("1 (1 double)", "1")
    assert cell["skunks_taken"] == ("1", "1 (1 double)")
    assert dialog.rowLabels["won"].text() == "Games won:"
    assert dialog.rowLabels["matches_won"].text() == "Matches won:"


def test_a_match_left_between_its_games_is_conceded_once():
    statistics = Statistics()
    statistics.add(_ID(1), "computer/easy", MatchResult(0, (121, 100), match_length=3,
                                                         match_over=False))
    assert statistics.concede(_ID(2), "computer/easy", 0)
    assert not statistics.concede(_ID(2), "computer/easy", 0)
    record = statistics.record("computer/easy")
    assert (record.played, record.wins, record.matches, record.match_wins) == (
        1, [1, 0], 1, [0, 1])
    back = Statistics.from_bytes(statistics.to_bytes())
    assert back.record("computer/easy") == record


def test_the_chart_shows_each_games_final_margin_and_says_so(qtbot):
    """The Margins chart beside "Games played" and "Matches played" (R7): one bar per
    game, each game of a match too, as tall as the game's final margin in points, and
    its title says games. A best of 3 (first to 2, seed 7) played by the baseline for
    both seats: the computer wins 121-106, you 121-118, the computer 121-98: one match,
    three games."""
    from crib_qt.rules import GameWon, legal_actions
    from crib_qt.ui.statistics_dialog import RECENT, StatisticsDialog

    engine = GameEngine(seed=7, computer=BasicPlayer(), synchronous=True)
    engine.newGame(seed=7, games_to_win=2)
    player, statistics, finals = BasicPlayer(), Statistics(), []
    while True:
        state = engine.state
        if state.winner is not None:
            won = [e for e in engine.events() if isinstance(e, GameWon)][-1]
            finals.append(won.scores)
            assert statistics.add(engine.gameId, "computer/hard", summarize(engine.events()))
            if not engine.betweenGames():
                break
            assert engine.perform(NextGame())
        else:
            assert engine.perform(player.choose(state.view(0), legal_actions(state)))
    assert finals == [(106, 121), (121, 118), (98, 121)]
    record = statistics.record("computer/hard")
    assert (record.played, record.matches, record.match_wins) == (3, 1, [0, 1])
    assert record.recent == [-15, 3, -23]
    dialog = StatisticsDialog(lambda: statistics, lambda: None, "computer/hard")
    qtbot.addWidget(dialog)
    assert dialog.playedLabel.text() == "3" and dialog.matchesLabel.text() == "1"
    assert dialog.chartTitle.text() == ("Final margins of the recent games in points, oldest "
                                        "first (bars up: you won)")
    # the coach's accuracy is kept once per single game or match of several games: its
    # texts say so beside "Matches played" (several games only)
    assert dialog.accuracyTitle.text() == (
        "Points lost per decision against the expert in each single game or match of "
        "several games, oldest first (lower is better)")
    assert dialog.accuracyTable.table.horizontalHeaderItem(0).text() == "Game or match"
    chart = dialog.chart
    assert chart.margins() == [-15, 3, -23]
    assert chart.accessibleDescription() == ("Final margins of the recent games in points, "
                                             "oldest first: -15, +3, -23")
    # each bar from the middle line, up for your win, as tall as its margin on the
    # ±40-point scale: at 400 x 170 the chart's area is 358 x 150 px, 75 px each way
    chart.resize(400, 170)
    slot, middle = 358 / RECENT, 10 + 75
    assert [(b.x(), b.y(), b.width(), b.height()) for b in chart.bars()] == [
        pytest.approx((34 + (i + 0.15) * slot, middle - 75 * m / 40 if m > 0 else middle,
                       0.7 * slot, 75 * abs(m) / 40)) for i, m in enumerate((-15, 3, -23))]
