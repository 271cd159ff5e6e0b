"""What each match of the coach's accuracy was (play-test 29 item 6): kept in the
statistics file beside the four numbers (crib_qt/statistics_accuracy.py), a file
written before still loads, and a damaged description is reported and kept aside."""

from __future__ import annotations

import json
from datetime import date
from types import SimpleNamespace

import pytest

from crib_qt.persistence import DamagedFile
from crib_qt.rules.match_score import MatchScore
from crib_qt.statistics import (
    FORMAT,
    VERSION,
    MatchAccuracy,
    Record,
    load_statistics,
    record_accuracy,
)
from crib_qt.statistics_accuracy import match_facts

DAY = date(2026, 12, 2)
EXPERT = "computer/expert"


def _state(match: MatchScore, scores=(0, 0), winner=None):
    return SimpleNamespace(match=match, scores=scores, winner=winner)


def test_match_facts_say_what_the_match_was_for_each_seat():
    single = _state(MatchScore(), (104, 121), 1)
    assert match_facts(single, 0, day=DAY) == {
        "games_to_win": 1, "date": "2026-12-02", "result": "lost", "score": (104, 121)}
    assert match_facts(single, 1, day=DAY) == {
        "games_to_win": 1, "date": "2026-12-02", "result": "won", "score": (121, 104)}
    # a best of 5 won 3-1 by seat 0 (its last game's points are not the match's result)
    match = _state(MatchScore(3, games=(3, 1), game_number=4), (121, 97), 0)
    assert match_facts(match, 0, day=DAY)["result"] == "won"
    assert match_facts(match, 0, day=DAY)["score"] == (3, 1)
    assert match_facts(match, 1, day=DAY)["result"] == "lost"
    # left in its second game at 1-0 in games (R7)
    left = _state(MatchScore(2, games=(1, 0), game_number=2), (40, 52), None)
    assert match_facts(left, 0, abandoned=True, day=DAY) == {
        "games_to_win": 2, "date": "2026-12-02", "result": "abandoned", "score": (1, 0)}
    # left between its games: abandoned too, though game 1 had a winner
    between = _state(MatchScore(2, games=(0, 1), game_number=1), (99, 121), 1)
    assert match_facts(between, 0, abandoned=True, day=DAY)["result"] == "abandoned"
    assert match_facts(single, 0)["date"] == date.today().isoformat()


def _old_file(path, accuracy):
    record = Record(played=3, wins=[2, 1]).to_data()
    record["accuracy"] = accuracy
    del record["accuracy_matches"]  # a file written before play-test 29
    path.write_text(json.dumps({"format": FORMAT, "version": VERSION,
                                "categories": {EXPERT: record}, "counted": ["a" * 32],
                                "accuracy_counted": ["b" * 32]}), encoding="utf-8")


def test_an_old_file_loads_and_keeps_new_matches_with_what_they_were(tmp_path):
    path = tmp_path / "statistics.json"
    _old_file(path, [[0, 28, 6.5, 19]])
    old = load_statistics(path)
    assert old.record(EXPERT).accuracy == [MatchAccuracy(0, 28, 6.5, 19)]
    new = MatchAccuracy(0, 40, 10.0, 31, 3, "2026-12-02", "won", (3, 1))
    _, changed, problem = record_accuracy(path, old, "c" * 32, EXPERT, [new])
    assert changed and problem is None
    written = json.loads(path.read_text(encoding="utf-8"))["categories"][EXPERT]
    # the four numbers as before (an older crib-qt still reads them), what the match was
    # beside them
    assert written["accuracy"] == [[0, 28, 6.5, 19], [0, 40, 10.0, 31]]
    assert written["accuracy_matches"] == [None, [3, "2026-12-02", "won", [3, 1]]]
    assert load_statistics(path).record(EXPERT).accuracy == [
        MatchAccuracy(0, 28, 6.5, 19), new]


@pytest.mark.parametrize("facts", [
    [[1, "2026-12-02", "won"]],                    # three of four
    [[5, "2026-12-02", "won", [3, 1]]],            # no match is to 5 games (R7.1)
    [[1, "2026-02-30", "won", [121, 100]]],        # no such day
    [[1, "2026-W49-3", "won", [121, 100]]],        # a week date crib-qt never writes
    [[1, "2026-12-02", "drawn", [121, 100]]],      # no such result
    [[1, "2026-12-02", "won", [122, 100]]],        # above 121
    [None, None],                                  # longer than its accuracy
    {"0": None},                                   # not a list
])
def test_a_damaged_description_is_reported_and_kept_aside(tmp_path, facts):
    path = tmp_path / "statistics.json"
    _old_file(path, [[0, 28, 6.5, 19]])
    content = json.loads(path.read_text(encoding="utf-8"))
    content["categories"][EXPERT]["accuracy_matches"] = facts
    path.write_text(json.dumps(content), encoding="utf-8")
    written = path.read_bytes()
    with pytest.raises(DamagedFile, match="statistics.json is damaged"):
        load_statistics(path)
    [aside] = tmp_path.iterdir()
    assert aside.read_bytes() == written and aside != path
    # counting on starts afresh beside it; the damaged file is never overwritten
    kept = MatchAccuracy(0, 10, 2.0, 8, 1, "2026-12-02", "lost", (100, 121))
    stats, changed, problem = record_accuracy(path, load_statistics(path), "c" * 32,
                                              EXPERT, [kept])
    assert changed and problem is None and stats.record(EXPERT).accuracy == [kept]
    assert aside.read_bytes() == written


@pytest.mark.parametrize("facts", [
    dict(games_to_win=1), dict(date="2026-12-02", result="won"),
    dict(games_to_win=3, date="2026-12-02", result="lost"),
])
def test_a_match_is_described_by_all_four_facts_or_none(facts):
    """A match with only some of its facts could not be written to the statistics
    file (`facts_data` writes all four): it is refused when made (review 30)."""
    with pytest.raises(ValueError, match="go together"):
        MatchAccuracy(0, 10, 2.0, 8, **facts)
    whole = MatchAccuracy(0, 10, 2.0, 8, 3, "2026-12-02", "lost", (1, 3))
    assert whole.facts_data() == [3, "2026-12-02", "lost", [1, 3]]
    assert MatchAccuracy(0, 10, 2.0, 8).facts_data() is None
