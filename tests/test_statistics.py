"""Tests of crib_qt/statistics.py: what a finished match adds, counting each match once,
skunks, the recent margins, and a statistics file read with the same care as a save."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import DamagedFile
from crib_qt.rules import GameWon, HandShown, Phase, Scored, ScoreKind
from crib_qt.statistics import (CATEGORIES, RECENT, MatchResult, Record, Statistics, category,
                                load_statistics, record_match, save_statistics, summarize)


def _finished(seed: int) -> GameEngine:
    engine = GameEngine(seed=seed, computer=BasicPlayer(), synchronous=True)
    while engine.state.phase is not Phase.GAME_OVER:
        assert engine.perform(engine.hint())
    return engine


@pytest.fixture(scope="module")
def matches(qapp):  # noqa: ARG001
    """Seed 47: the human skunks the computer 121 to 76; seed 141: the computer wins 121-99."""
    return {seed: _finished(seed) for seed in (47, 141)}


def test_summarize_a_skunk(matches):
    result = summarize(matches[47].events())
    assert (result.winner, result.scores, result.skunk) == (0, (121, 76), True)
    loser = summarize(matches[141].events())
    assert (loser.winner, loser.scores, loser.skunk) == (1, (99, 121), False)


@pytest.mark.parametrize("seed", [47, 141])
def test_the_loser_s_points_add_up(matches, seed):
    """Every point of the loser (never capped at 121) is in the hand, crib, play or heels."""
    events = matches[seed].events()
    result = summarize(events)
    loser = 1 - result.winner
    heels = sum(e.score.total for e in events if isinstance(e, Scored) and e.seat == loser
                and e.score.items[0].kind is ScoreKind.HIS_HEELS)
    assert (result.hand_points[loser] + result.crib_points[loser] + result.play_points[loser]
            + heels) == result.scores[loser]
    shown = [e for e in events if isinstance(e, HandShown)]
    assert sum(result.hands) + sum(result.cribs) == len(shown)
    assert result.best_hand[loser] == max(e.score.total for e in shown
                                          if e.seat == loser and not e.is_crib)
    assert result.dealt == matches[seed].state.hand_number


def test_summarize_refuses_an_unfinished_match(qapp):  # noqa: ARG001
    engine = GameEngine(seed=3, computer=BasicPlayer(), synchronous=True)
    engine.perform(engine.hint())
    with pytest.raises(ValueError, match="not finished"):
        summarize(engine.events())


def test_each_match_is_counted_once_and_skunks_both_ways(matches):
    stats = Statistics()
    skunk, loss = summarize(matches[47].events()), summarize(matches[141].events())
    assert stats.add("a" * 32, "computer/easy", skunk)
    assert not stats.add("a" * 32, "computer/easy", skunk)  # finished again after undo
    assert stats.add("b" * 32, "computer/easy", loss)
    record = stats.record("computer/easy")
    assert record.played == 2 and record.wins == [1, 1]
    assert record.skunks == [1, 0] and record.skunks_taken(1) == 1 and record.skunks_taken(0) == 0
    assert record.recent == [45, -22]
    assert record.average("hand", 0) == pytest.approx(
        (skunk.hand_points[0] + loss.hand_points[0]) / (skunk.hands[0] + loss.hands[0]))
    assert record.average("play", 1) == pytest.approx(
        (skunk.play_points[1] + loss.play_points[1]) / (skunk.dealt + loss.dealt))
    assert stats.record("computer/hard").played == 0
    assert stats.record("computer/hard").average("crib", 0) is None


def test_recent_keeps_the_last_twenty():
    record = Record()
    for i in range(30):
        record.add(MatchResult(winner=i % 2, scores=(121, 100 - i) if i % 2 == 0 else (90, 121)))
    assert len(record.recent) == RECENT and record.played == 30
    assert record.recent[-1] == -31 and record.recent[0] == 121 - 90


def test_categories():
    assert category("computer", "expert") == "computer/expert"
    assert category("two_players", "easy") == "two_players"
    assert set(CATEGORIES) == {category("computer", lv) for lv in
                               ("easy", "medium", "hard", "expert")} | {"two_players"}
    with pytest.raises(ValueError):
        category("computer", "godlike")


def test_reset_keeps_the_counted_ids(matches):
    stats = Statistics()
    result = summarize(matches[47].events())
    stats.add("c" * 32, "two_players", result)
    stats.reset()
    assert stats.record("two_players").played == 0
    assert not stats.add("c" * 32, "two_players", result)


# --- the file ---------------------------------------------------------------------------------


def test_file_round_trip_and_record_match(matches, tmp_path):
    path = tmp_path / "statistics.json"
    assert load_statistics(path) == Statistics()
    result = summarize(matches[47].events())
    stats, added, problem = record_match(path, Statistics(), "d" * 32, "computer/hard", result)
    assert added and problem is None
    stats, added, _ = record_match(path, Statistics(), "d" * 32, "computer/hard", result)
    assert not added  # read back from the file: already counted
    assert load_statistics(path) == stats
    data = json.loads(path.read_text())
    assert data["format"] == "crib-qt-statistics" and data["version"] == 1
    assert data["categories"]["computer/hard"]["played"] == 1


def test_a_damaged_file_is_moved_aside_never_overwritten(matches, tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text('{"format": "crib-qt-statistics", "version": 1, "categories": {')
    result = summarize(matches[141].events())
    _, added, problem = record_match(path, Statistics(), "e" * 32, "computer/easy", result)
    assert added and isinstance(problem, DamagedFile)
    assert problem.aside.read_text().endswith('"categories": {')
    assert load_statistics(path).record("computer/easy").played == 1


def _valid_data(matches) -> dict:
    stats = Statistics()
    stats.add("f" * 32, "computer/expert", summarize(matches[47].events()))
    stats.add("0" * 32, "two_players", summarize(matches[141].events()))
    return json.loads(stats.to_bytes())


@pytest.mark.parametrize("edit", [
    lambda d: d.update(version=2),
    lambda d: d.update(format="crib-qt-match"),
    lambda d: d["categories"].update({"computer/godlike": d["categories"]["two_players"]}),
    lambda d: d["categories"]["two_players"].update(played=10**12),
    lambda d: d["categories"]["two_players"].update(played=7),  # wins no longer add up
    lambda d: d["categories"]["two_players"].update(wins=[1]),
    lambda d: d["categories"]["two_players"].update(best_hand=[30, 0]),
    lambda d: d["categories"]["two_players"].update(recent=[1, 2, 3]),
    lambda d: d["categories"]["two_players"].update(recent=[500]),
    lambda d: d.update(counted=["x"]),
    lambda d: d.update(counted="f" * 32),
    lambda d: d["categories"].update(two_players=[]),
])
def test_hostile_statistics_are_refused(matches, tmp_path, edit):
    data = _valid_data(matches)
    edit(data)
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(data))
    with pytest.raises(DamagedFile, match="statistics.json is damaged"):
        load_statistics(path)
    assert not path.exists() and len(list(tmp_path.iterdir())) == 1



@pytest.mark.parametrize("where", ["top", "category"])
def test_a_key_given_twice_is_damage(matches, tmp_path, where):
    """Issue 18, finding 8: json kept the last of two equal keys; now the file is damaged."""
    content = json.dumps(_valid_data(matches))
    if where == "top":  # a second count list: which one would be believed?
        content = content.replace('"counted": [', '"counted": [], "counted": [', 1)
    else:  # two 'played' in one record
        content = content.replace('"played": 1,', '"played": 1, "played": 1,', 1)
    assert content.count('"counted"') + content.count('"played": 1, "played"') >= 2
    path = tmp_path / "statistics.json"
    path.write_text(content)
    with pytest.raises(DamagedFile, match=r"statistics\.json is damaged \(it holds an object "
                                          r"with the same key twice\)"):
        load_statistics(path)
    [aside] = tmp_path.iterdir()
    assert aside.read_text() == content

@settings(max_examples=400, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.integers(0, 2), st.integers(0, 10**6), st.integers(0, 255)),
                      min_size=1, max_size=5))
def test_fuzz_statistics_files(matches, tmp_path_factory, edits):
    data = bytearray(json.dumps(_valid_data(matches)).encode())
    for kind, position, value in edits:
        at = position % len(data)
        if kind == 0:
            data[at] = value
        elif kind == 1:
            data.insert(at, value)
        else:
            del data[at:]
            if not data:
                break
    folder = Path(tmp_path_factory.mktemp("stats"))
    path = folder / "statistics.json"
    path.write_bytes(bytes(data))
    try:
        stats = load_statistics(path)
    except DamagedFile as exc:
        assert exc.reason and exc.aside.read_bytes() == bytes(data)
    else:
        assert isinstance(stats, Statistics)
        save_statistics(folder / "again.json", stats)
        assert load_statistics(folder / "again.json") == stats


def test_random_matches_count_in_their_category(qapp):  # noqa: ARG001
    rng = random.Random(5)
    stats = Statistics()
    for seed in rng.sample(range(1000), 3):
        engine = _finished(seed)
        assert stats.add(engine.matchId, category(engine.mode, engine.level),
                         summarize(engine.events()))
        assert isinstance(engine.events()[-1], GameWon)
    assert stats.record("computer/expert").played == 3


# --- games abandoned in progress (issue 15) -------------------------------------------------


def test_an_abandoned_game_is_a_loss_without_skunk_or_margin(tmp_path):
    from crib_qt.rules import apply, legal_actions, new_game
    from crib_qt.statistics import load_statistics, record_match, summarize, summarize_abandoned

    state = new_game(5)
    events = []
    while state.hand_number < 2:  # one whole hand and its show, then the next deal
        state, new = apply(state, BasicPlayer().choose(state.view(state.to_act),
                                                        legal_actions(state)))
        events.extend(new)
    result = summarize_abandoned(events, state.scores, quitter=0)
    assert result.winner == 1 and result.abandoned and not result.skunk
    assert result.scores == state.scores and result.dealt == 2
    assert result.hands == (1, 1) and sum(result.cribs) == 1
    with pytest.raises(ValueError, match="not finished"):
        summarize(events)
    path = tmp_path / "statistics.json"
    stats, added, problem = record_match(path, Statistics(), "a" * 32, "computer/easy", result)
    assert added and problem is None
    record = load_statistics(path).record("computer/easy")
    assert (record.played, record.wins, record.skunks, record.abandoned, record.recent) == (
        1, [0, 1], [0, 0], 1, [])


def test_older_files_without_abandoned_read_as_none_and_bad_counts_are_refused():
    from crib_qt.persistence import InvalidData

    record = Record.from_data({**Record().to_data(), "played": 0}, "'x'")
    data = Record().to_data()
    del data["abandoned"]
    assert Record.from_data(data, "'x'").abandoned == 0 == record.abandoned
    with pytest.raises(InvalidData, match="more games abandoned than played"):
        Record.from_data({**Record().to_data(), "abandoned": 1}, "'x'")
    with pytest.raises(InvalidData, match="'abandoned'"):
        Record.from_data({**Record().to_data(), "abandoned": -1}, "'x'")



def test_a_file_from_before_the_coach_keeps_an_abandoned_matchs_accuracy(tmp_path):
    """Session 29 item 2: a statistics file written before issue 19 (no accuracy in its
    records, no accuracy_counted, no achievements) loads, takes an abandoned match's
    accuracy once, and reads it back."""
    from crib_qt.statistics import FORMAT, VERSION, MatchAccuracy, load_statistics, record_accuracy

    record = Record().to_data()
    del record["accuracy"]
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"format": FORMAT, "version": VERSION,
                                "categories": {"computer/expert": record},
                                "counted": ["a" * 32]}), encoding="utf-8")
    loaded = load_statistics(path)
    assert loaded.accuracy_counted == [] and loaded.counted == ["a" * 32]
    assert loaded.record("computer/expert").accuracy == []
    kept = [MatchAccuracy(0, 28, 6.5, 19)]
    loaded, changed, problem = record_accuracy(path, loaded, "b" * 32, "computer/expert", kept)
    assert changed and problem is None
    again, changed, _ = record_accuracy(path, loaded, "b" * 32, "computer/expert", kept)
    assert not changed and again.record("computer/expert").accuracy == kept
    assert load_statistics(path).record("computer/expert").accuracy == kept
