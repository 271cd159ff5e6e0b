"""Tests of crib_qt/achievement_book.py and its place in the statistics file (issue 21):
earned once with a date, the career ones counted once per match, the book read with the
same care as the rest of the file (a bad entry is damage: the file is kept aside)."""

from __future__ import annotations

import json

import pytest

from crib_qt.achievement_book import (
    ACHIEVEMENTS,
    CAREER,
    DEALT_AGAIN,
    MAX_DEALS,
    SPENT,
    AchievementBook,
    deal_key,
)
from crib_qt.persistence import DamagedFile
from crib_qt.statistics import (
    MatchResult,
    Statistics,
    load_statistics,
    record_match,
    save_statistics,
)

WIN = MatchResult(0, (121, 100))
LOSS = MatchResult(1, (100, 121))
ABANDONED = MatchResult(1, (50, 60), abandoned=True)


def test_earned_once_with_its_first_date():
    book = AchievementBook()
    assert book.earn(["nobs", "hand_29"], "2026-12-01") == ["hand_29", "nobs"]  # catalogue order
    assert book.earn(["nobs"], "2026-12-02") == []
    assert book.earned == {"hand_29": "2026-12-01", "nobs": "2026-12-01"}
    assert book.takeNews() == ["hand_29", "nobs"] and book.takeNews() == []
    with pytest.raises(ValueError, match="no such achievement"):
        book.earn(["hand_30"])


def test_the_catalogue_has_no_twins_and_the_career_at_its_end():
    assert len(set(ACHIEVEMENTS)) == len(ACHIEVEMENTS) >= 30
    assert CAREER[0] == "beat_easy" and CAREER[-1] == "match_of_seven"


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_beating_each_level(level):
    book = AchievementBook()
    assert book.countGame(f"computer/{level}", LOSS) == []  # a loss beats nobody
    assert f"beat_{level}" in book.countGame(f"computer/{level}", WIN, date="2026-12-01")
    assert [a for a in book.earned if a.startswith("beat_")] == [f"beat_{level}"]


def test_two_players_earn_nothing():
    book = AchievementBook()
    for _ in range(12):
        assert book.countGame("two_players", WIN) == []
    assert (book.finished, book.wins, book.streak, book.earned) == (0, 0, 0, {})


def test_streaks_games_and_wins():
    book = AchievementBook()
    for _ in range(2):
        book.countGame("computer/easy", WIN)
    book.countGame("computer/easy", LOSS)  # the run ends
    assert book.streak == 0 and "three_in_a_row" not in book.earned
    for _ in range(2):
        book.countGame("computer/hard", WIN)
    book.countGame("computer/hard", ABANDONED)  # abandoned: lost, not finished
    assert (book.streak, book.finished, book.wins) == (0, 5, 4)
    news = [book.countGame("computer/expert", WIN, date="2026-12-03") for _ in range(10)]
    assert news[2] == ["three_in_a_row"] and news[9] == ["ten_in_a_row"]
    assert news[4] == ["games_10"]  # the tenth finished game (the abandoned one is not)
    assert (book.streak, book.finished, book.wins) == (10, 15, 14)
    for _ in range(85):
        book.countGame("computer/medium", LOSS)
    assert "games_100" in book.earned and "wins_50" not in book.earned
    for _ in range(36):
        book.countGame("computer/medium", WIN)
    assert book.earned["wins_50"] == book.earned["games_100"]  # today


def test_a_match_counted_twice_counts_its_achievements_once():
    """Undo the win and win again: the statistics count the match id once, so the book
    counts one game (issue 21: exactly once across undo and redo)."""
    stats = Statistics()
    assert stats.add("a" * 32, "computer/easy", WIN)
    assert not stats.add("a" * 32, "computer/easy", WIN)
    assert (stats.achievements.finished, stats.achievements.wins) == (1, 1)
    assert stats.achievements.takeNews() == ["beat_easy"]


def test_the_book_round_trips_through_the_statistics_file(tmp_path):
    path = tmp_path / "statistics.json"
    stats = Statistics()
    stats.achievements.earn(["hand_29"], "2026-02-28")
    save_statistics(path, stats)
    stats, added, problem = record_match(path, stats, "b" * 32, "computer/hard", WIN)
    assert added and problem is None
    assert stats.achievements.takeNews() == ["beat_hard"]  # the news of the file's count
    again = load_statistics(path)
    assert again.achievements.earned["hand_29"] == "2026-02-28"
    assert again.achievements == stats.achievements and again.achievements.news == []


def test_older_files_without_achievements_read_as_none(tmp_path):
    path = tmp_path / "statistics.json"
    save_statistics(path, Statistics())
    data = json.loads(path.read_text())
    del data["achievements"]
    path.write_text(json.dumps(data))
    assert load_statistics(path).achievements == AchievementBook()


@pytest.mark.parametrize("achievements", [
    None, [], "hand_29", {"earned": {"hand_30": "2026-01-01"}, "finished": 0, "wins": 0,
                          "streak": 0},
    {"earned": {"hand_29": "2026-02-30"}, "finished": 0, "wins": 0, "streak": 0},
    {"earned": {"hand_29": "2026-2-3"}, "finished": 0, "wins": 0, "streak": 0},
    {"earned": {"hand_29": 20260101}, "finished": 0, "wins": 0, "streak": 0},
    {"earned": [], "finished": 0, "wins": 0, "streak": 0},
    {"earned": {}, "finished": 1, "wins": 2, "streak": 0},
    {"earned": {}, "finished": 3, "wins": 2, "streak": 3},
    {"earned": {}, "finished": -1, "wins": 0, "streak": 0},
    {"earned": {}, "finished": True, "wins": 0, "streak": 0},
    {"earned": {}, "wins": 0, "streak": 0},
    {"earned": {}, "finished": 0, "wins": 0, "streak": 0, "deals": []},
    {"earned": {}, "finished": 0, "wins": 0, "streak": 0, "deals": {"0123": 1}},
    {"earned": {}, "finished": 0, "wins": 0, "streak": 0, "deals": {"0" * 16: -3}},
    {"earned": {}, "finished": 0, "wins": 0, "streak": 0, "deals": {"0" * 16: 1.5}},
    {"earned": {}, "finished": 0, "wins": 0, "streak": 0,
     "deals": {f"{i:016x}": 1 for i in range(MAX_DEALS + 1)}},
    {"earned": {}, "finished": 0, "wins": 0, "streak": 0, "replays": ["A" * 32]},
    {"earned": {}, "finished": 0, "wins": 0, "streak": 0, "replays": "a" * 32},
])
def test_a_bad_achievements_entry_is_damage_kept_aside(tmp_path, achievements):
    """A bad entry is damage like the rest: the file is moved aside (never overwritten)
    and counting starts afresh; the damaged file keeps the achievements as they were."""
    path = tmp_path / "statistics.json"
    stats = Statistics()
    stats.achievements.earn(["hand_29"], "2026-02-28")
    save_statistics(path, stats)
    data = json.loads(path.read_text())
    data["achievements"] = achievements
    path.write_text(json.dumps(data))
    original = path.read_bytes()
    with pytest.raises(DamagedFile) as caught:
        load_statistics(path)
    assert caught.value.aside is not None and caught.value.aside.read_bytes() == original
    assert not path.exists()
    fresh, added, problem = record_match(path, Statistics(), "c" * 32, "computer/easy", WIN)
    assert added and problem is None
    assert caught.value.aside.read_bytes() == original  # still there, untouched
    assert load_statistics(path).achievements.earned == {"beat_easy": fresh.achievements
                                                         .earned["beat_easy"]}


def _match_game(winner: int, length: int, over: bool, games: tuple[int, int]) -> MatchResult:
    return MatchResult(winner, (121, 100) if winner == 0 else (100, 121), match_length=length,
                       match_over=over, match_winner=winner if over else None,
                       match_games=games)


def test_a_single_game_is_no_match_won():
    book = AchievementBook()
    book.countGame("computer/easy", WIN)
    assert not {"match_won", "match_sweep", "match_of_seven"} & set(book.earned)


def test_matches_of_several_games():
    """R7: a match won (first to 2, 3 or 4 games), a sweep, a best of seven."""
    book = AchievementBook()
    assert "match_won" not in book.countGame("computer/easy", _match_game(0, 3, False, (1, 0)))
    book.countGame("computer/easy", _match_game(1, 3, False, (1, 1)))
    assert book.countGame("computer/easy", _match_game(0, 3, True, (3, 1))) == ["match_won"]
    assert book.countGame("computer/easy", _match_game(0, 2, True, (2, 0))) == ["match_sweep"]
    lost = _match_game(1, 4, True, (2, 4))
    assert "match_of_seven" not in book.countGame("computer/hard", lost)
    assert "match_of_seven" in book.countGame("computer/hard", _match_game(0, 4, True, (4, 3)))
    conceded = MatchResult(1, (40, 50), abandoned=True, match_length=3, match_over=True,
                           match_winner=1, match_games=(2, 1))
    assert book.countGame("computer/easy", conceded) == []


def test_what_was_seen_of_deals_only_goes_to_spent_or_further():
    """Fair play (issue 21): a deal's count of events looked at grows; once spent (Undo
    went back into it) or dealt again (Restart) it stays so; the oldest are forgotten."""
    book = AchievementBook()
    a, b = deal_key(4, 1, 0), deal_key(4, 2, 1)
    assert len(a) == 16 and a != b and a == deal_key(4, 1, 0) != deal_key(4, 1, 1)
    assert book.noteDeals({a: 12, b: 3})
    assert not book.noteDeals({a: 7})  # fewer: what was seen stays
    assert book.noteDeals({a: SPENT}) and book.deals[a] == SPENT
    assert not book.noteDeals({a: 30}) and book.deals[a] == SPENT
    assert book.noteDeals({a: DEALT_AGAIN}) and not book.noteDeals({a: SPENT})
    assert book.deals == {b: 3, a: DEALT_AGAIN}  # the newest change last
    assert book.noteDeals({}, ["e" * 32]) and not book.noteDeals({}, ["e" * 32])
    assert book.replays == ["e" * 32]
    book.noteDeals({f"{i:016x}": 1 for i in range(MAX_DEALS)})
    assert len(book.deals) == MAX_DEALS and a not in book.deals and b not in book.deals


def test_deals_and_replays_round_trip_and_older_books_have_none(tmp_path):
    path = tmp_path / "statistics.json"
    stats = Statistics()
    stats.achievements.noteDeals({deal_key(9, 3, 1): SPENT}, ["f" * 32])
    save_statistics(path, stats)
    again = load_statistics(path).achievements
    assert again.deals == {deal_key(9, 3, 1): SPENT} and again.replays == ["f" * 32]
    assert AchievementBook.from_data({"earned": {}, "finished": 0, "wins": 0,
                                      "streak": 0}) == AchievementBook()


def test_a_game_begun_again_counts_for_nothing():
    """A game whose first deal was dealt before (Restart, U5) is in `replays`: its win
    is no win, no game finished and no streak, and earns no career achievement."""
    book = AchievementBook()
    book.countGame("computer/easy", WIN, game="a" * 32)
    book.noteDeals({}, ["b" * 32])
    assert book.countGame("computer/easy", WIN, game="b" * 32) == []
    assert book.countGame("computer/hard", WIN, game="b" * 32) == []
    assert (book.finished, book.wins, book.streak) == (1, 1, 1)
    assert book.countGame("computer/hard", WIN, game="c" * 32) == ["beat_hard"]
    assert (book.finished, book.wins, book.streak) == (2, 2, 2)
