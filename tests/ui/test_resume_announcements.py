"""A resumed save announces where the game stands, once, and nothing of the hands
finished before the save (U6, issue 16): the app opens the window as it starts
(`app.open_window`), the board paints, and a screen reader hears one line with the
scores, whose turn and what to do; the coach's reviews kept by the save are not
announced again (issue 19)."""

from __future__ import annotations

import pytest
from match_engines import play_to

from crib_qt.ai import BasicPlayer
from crib_qt.app import open_window
from crib_qt.decision_review import analyse, decision_positions, seen
from crib_qt.engine import GameEngine
from crib_qt.persistence import load_match, save_match, write_atomic, match_to_bytes
from crib_qt.rules import Phase
from crib_qt.ui.achievement_keeper import AchievementKeeper

# (games to win, where the save is made, what the resume says); seed 5, skunks off
POINTS = {
    "mid_discard": (1, lambda e: e.state.hand_number == 2 and e.state.phase is Phase.DISCARD,
                    "Saved game resumed. Score: You 25, computer 13. The computer deals. "
                    "Choose two cards for the computer's crib"),
    "mid_play": (1, lambda e: (e.state.hand_number, e.state.phase, e.state.count) ==
                 (3, Phase.PLAY, 9),
                 "Saved game resumed. Score: You 34, computer 29. You deal. "
                 "Your turn: play a card. Count: 9"),
    "at_the_show": (1, lambda e: (e.state.hand_number, e.state.phase, e.state.show_step) ==
                    (3, Phase.SHOW, 1),
                    "Saved game resumed. Score: You 41, computer 41. You deal. Your hand: 5. "
                    "Continue button"),
    "between_games": (2, lambda e: e.betweenGames(),
                      "Saved match resumed. Score: You 121, computer 92. You win game 1. "
                      "Final score 121 to 92. You\u00a01, computer\u00a00 — first to 2. "
                      "Next game button"),
    "after_game_1_of_3": (2, lambda e: (e.state.match.game_number, e.state.phase) ==
                          (2, Phase.DISCARD),
                          "Saved match resumed. Score: You 0, computer 0. The computer deals. "
                          "Match: You\u00a01, computer\u00a00 — first to 2. "
                          "Choose two cards for the computer's crib"),
}


NOTICES = {"between_games": "Saved match resumed",  # the end panel shows the match score
           "after_game_1_of_3": ("Saved match resumed. "
                                 "Match: You\u00a01, computer\u00a00 — first to 2")}


def _saved_engine(games: int, done) -> GameEngine:
    engine = GameEngine(seed=5, computer=BasicPlayer(), synchronous=True)
    engine.newGame(seed=5, games_to_win=games, skunks_count=False)
    play_to(engine, done)
    return engine


def _resumed(drive, qtbot, store):
    """The window the app opens on `store`'s save, shown, once its resume is said."""
    window = open_window(None, store=store)
    board = drive(window)
    speech = window.view.accessibility
    qtbot.waitUntil(lambda: any(t.startswith("Saved ") for t in speech.announcements))
    return window, board


@pytest.mark.parametrize("point", list(POINTS))
def test_a_resumed_save_says_where_it_stands_and_nothing_before(drive, store, qtbot, point):
    games, done, line = POINTS[point]
    engine = _saved_engine(games, done)
    save_match(store.match_path, engine)
    window, board = _resumed(drive, qtbot, store)
    assert window.engine.state == engine.state
    board.check_board_matches_engine()
    assert window.view.accessibility.announcements == [line]
    # and for the eye, on the status bar: the save resumed and, in a game of a match, its score
    assert window.statusBar().currentMessage() == NOTICES.get(point, "Saved game resumed")
    assert window.scene.presenter.table().banner == ""  # no move of before on the board
    assert AchievementKeeper.of(window).waiting() == []
    assert AchievementKeeper.of(window).notice is None


def test_the_coach_reviews_kept_by_the_save_are_not_announced_again(drive, store, qtbot):
    # before: "Hand 1 reviewed: 4 decisions, …" and "Hand 2 reviewed: …" at every start,
    # the second one left on the status bar
    done, line = POINTS["mid_play"][1:]
    engine = _saved_engine(1, done)
    stack = engine.undoStack()
    positions = decision_positions(stack.firstState(), ((s.action, s.state, s.by_computer)
                                                        for s in stack.doneSteps()),
                                   frozenset({0}))
    reviews = [analyse(seen(p)) for p in positions]
    assert sorted({d.hand for d in reviews}) == [1, 2, 3]
    write_atomic(store.match_path, match_to_bytes(engine, reviews=reviews))
    assert len(load_match(store.match_path).reviews) == len(reviews)
    window, _board = _resumed(drive, qtbot, store)
    coach = window.coach
    announced = []
    coach.handReviewed.connect(announced.append)
    assert coach.publishedHands() == {1, 2}  # restored and published, silently
    assert coach.decisions() == reviews
    assert window.view.accessibility.announcements == [line]
    assert " reviewed: " not in window.statusBar().currentMessage()
    assert announced == []


def test_two_players_hear_whose_hand_the_device_goes_to(drive, store, qtbot):
    # U3: the resumed hand stays covered; the line says to whom the device goes
    engine = GameEngine(seed=5, mode="two_players", synchronous=True)
    engine.newGame(seed=5, mode="two_players")
    play_to(engine, lambda e: e.state.hand_number == 2 and e.state.phase is Phase.PLAY)
    save_match(store.match_path, engine, names=("Ana", "Ben"))
    window, _board = _resumed(drive, qtbot, store)
    assert window.scene.presenter.isCovered()
    # before: "Pass the device to You" too, said as the save was restored (names not yet set)
    assert window.view.accessibility.announcements == [
        "Saved game resumed. Score: Ana 27, Ben 9. Ben deals. Pass the device to Ana. "
        "Ana: press “Show my hand” when only you can see the screen. Count: 0"]


def test_reviews_that_come_after_the_resume_do_not_announce_hands_played_before(
        drive, store, qtbot):
    # a save without the coach's reviews (the app closed before they came): the coach
    # works them out after the resume; before, each hand played before the save was then
    # announced ("Hand 1 reviewed: …", "Hand 2 reviewed: …")
    done, line = POINTS["mid_play"][1:]
    save_match(store.match_path, _saved_engine(1, done))
    window, _board = _resumed(drive, qtbot, store)
    coach = window.coach
    qtbot.waitUntil(lambda: len(coach.decisions()) == len(coach.positions()), timeout=60_000)
    assert coach.publishedHands() == {1, 2}  # every review in: hand 3 is still played
    assert window.view.accessibility.announcements == [line]
    assert " reviewed: " not in window.statusBar().currentMessage()
