"""Fair play of the achievements (issue 21, R7.3, U4, U5): a deal earns its show's and
play's achievements only in its first playing, a game's result only in a game not begun
again; Restart (in a single game and in a later game of a match, also from a save),
Undo back into a deal, the same seed again and Undo of New game."""

from __future__ import annotations

import pytest
from achievement_moves import SEED_4, Heard, american_english, earned_in_file, window_on_seed_4

from crib_qt.achievement_book import DEALT_AGAIN, SPENT, deal_key
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import save_match
from crib_qt.rules import NextGame
from crib_qt.statistics import load_statistics
from crib_qt.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def _american_english():
    american_english()


# Seed 8, played as seed 4 above: 121 to 83 in 7 hands, earning these.
SEED_8 = {"hand_20", "double_double_run", "nobs", "first_win", "skunk", "beat_expert"}
RESULTS = {"first_win", "skunk", "beat_expert", "comeback_30", "pegged_out", "counted_out",
           "win_by_one", "double_skunk"}


def test_a_game_begun_again_with_restart_earns_nothing_for_its_result_a_new_game_does(
        qtbot, store):
    """Fair play (issue 21, U5): after Restart the same deals come again, so the deals
    played before earn nothing, the later ones do, and the game's result (a win with a
    skunk against the expert) earns nothing, nor counts for the career; a new game
    earns its result."""
    window = window_on_seed_4(qtbot, store)
    heard = Heard(window)
    engine = window.engine
    while "double_run_of_four" not in window.statistics.achievements.earned:  # deal 3's show
        assert engine.perform(engine.hint())
        qtbot.waitUntil(lambda: not engine.isThinking())
    heard.settle(qtbot)
    assert len(heard.announced) == 3 and engine.state.hand_number == 3
    engine.restart()
    heard.play_to_the_end(qtbot)
    assert engine.state.scores == (121, 86)  # the same game, won with a skunk
    book = load_statistics(store.statistics_path).achievements
    # deals 4 to 7 are new: what they hold is earned (a pair royal, a big hand, a double
    # double run); none of the game's result
    assert set(book.earned) == SEED_4 - RESULTS
    assert heard.announced[3:] == ["Achievement: Pair royal",
                                   "Achievements: Big hand and Double double run"]
    assert deal_key(4, 7, 0) not in book.deals  # nothing earned in it: kept at the close
    window.close()  # (the game goes on below: the window's close only keeps things)
    book = load_statistics(store.statistics_path).achievements
    seen = [book.deals[deal_key(4, n, 1 - n % 2)] for n in range(1, 8)]  # dealer 0 first
    assert seen[:3] == [DEALT_AGAIN] * 3 and min(seen[3:]) > 0
    assert book.replays == [engine.gameId] and (book.finished, book.wins) == (0, 0)
    statistics = load_statistics(store.statistics_path)
    record = statistics.record("computer/expert")
    assert (record.played, record.wins, record.abandoned) == (2, [1, 1], 1)  # as ever

    engine.newGame(8)  # a new game: its result counts
    heard.play_to_the_end(qtbot)
    assert engine.state.scores == (121, 83)
    book = load_statistics(store.statistics_path).achievements
    assert {"first_win", "skunk", "beat_expert"} <= set(book.earned)
    assert (book.finished, book.wins, book.streak) == (1, 1, 1)
    assert heard.announced[-1] == "Achievements: First win, Skunk, and Expert beaten"


def test_a_deal_played_again_after_undo_earns_nothing_the_next_deal_does(qtbot, store):
    """Fair play (issue 21, U4): Undo back into a deal and play on, and that deal earns
    nothing more (seed 4's pair royal in the fourth deal's play); the next deals do."""
    window = window_on_seed_4(qtbot, store)
    heard = Heard(window)
    engine = window.engine
    while engine.state.hand_number < 4:
        assert engine.perform(engine.hint())
        qtbot.waitUntil(lambda: not engine.isThinking())
    assert engine.perform(engine.hint())  # the first discard of the fourth deal
    qtbot.waitUntil(lambda: not engine.isThinking())
    engine.undo()
    heard.play_to_the_end(qtbot)
    assert engine.state.scores == (121, 86)
    assert set(earned_in_file(store)) == SEED_4 - {"pair_royal"}
    book = load_statistics(store.statistics_path).achievements
    assert book.deals[deal_key(4, 4, 1)] == SPENT
    assert book.deals[deal_key(4, 5, 0)] > 0 and book.replays == []
    assert "Achievement: Pair royal" not in heard.announced


def test_the_same_seed_in_a_new_window_is_a_game_begun_again(qtbot, store):
    """What a window saw of the deals is kept when it closes: the same seed again later
    (``--seed 4``, U5) deals the same cards, a game begun again (issue 21)."""
    window = window_on_seed_4(qtbot, store)
    engine = window.engine
    while engine.state.hand_number < 2:
        assert engine.perform(engine.hint())
        qtbot.waitUntil(lambda: not engine.isThinking())
    window.close()
    assert load_statistics(store.statistics_path).achievements.deals[deal_key(4, 1, 0)] > 0
    store.match_path.unlink()  # not resumed: a new game with the same seed
    again = window_on_seed_4(qtbot, store)
    while again.engine.state.hand_number < 1:
        assert again.engine.perform(again.engine.hint())
        qtbot.waitUntil(lambda: not again.engine.isThinking())
    book = load_statistics(store.statistics_path).achievements
    assert book.deals[deal_key(4, 1, 0)] == DEALT_AGAIN
    assert book.replays == [again.engine.gameId] != [engine.gameId]


def test_back_in_a_game_left_by_new_game_its_deals_earn_its_result_is_the_statistics(
        qtbot, store):
    """Undo of New game returns to the game left exactly where it was: no deal of it
    is played again, so its deals go on earning; but the new game's first move counted
    it as lost (issue 15), so winning it after all earns no result (issue 21)."""
    window = window_on_seed_4(qtbot, store)
    heard = Heard(window)
    engine = window.engine
    while engine.state.hand_number < 3:
        assert engine.perform(engine.hint())
        qtbot.waitUntil(lambda: not engine.isThinking())
    assert engine.perform(engine.hint())  # into deal 3, before its his heels
    qtbot.waitUntil(lambda: not engine.isThinking())
    engine.newGame(8)
    assert engine.perform(engine.hint())  # the new game's first move: the cut, its deal
    qtbot.waitUntil(lambda: not engine.isThinking())
    engine.undo()
    engine.undo()
    assert engine.seed == 4 and engine.state.hand_number == 3
    heard.play_to_the_end(qtbot)
    assert engine.state.scores == (121, 86)
    statistics = load_statistics(store.statistics_path)
    record = statistics.record("computer/expert")
    assert (record.played, record.wins, record.abandoned) == (1, [0, 1], 1)
    assert set(statistics.achievements.earned) == SEED_4 - RESULTS
    assert statistics.achievements.deals[deal_key(4, 3, 0)] > 0
    assert (statistics.achievements.finished, statistics.achievements.streak) == (0, 0)


def _in_game_2_of_seed_5(store, restarted: bool = False) -> None:
    """Save seed 5's match of first to 2 games (skunks off), played by the engine alone:
    game 1 won 121-92, then game 2 dealt (hand 10, the computer deals), where the
    player's hint makes a go-less 31. With `restarted`: one discard in game 2, Restart
    and one discard again (the save begins at game 2's first state, R7.3)."""
    engine = GameEngine(seed=5, computer=BasicPlayer(), synchronous=True)
    engine.newGame(5, games_to_win=2, skunks_count=False)
    while not engine.betweenGames():
        assert engine.perform(engine.hint())
    assert engine.state.scores == (121, 92)
    assert engine.perform(NextGame())
    assert (engine.state.hand_number, engine.state.dealer) == (10, 1)
    if restarted:
        assert engine.perform(engine.hint())
        engine.restart()
        assert engine.perform(engine.hint())
        assert engine.matchStart().match.game_number == 2
    save_match(store.match_path, engine)


# Seed 5's game 2 as the player's hint plays it: 121 to 110, the match won 2-0, counted
# out. Its first deal (hand 10) holds a go-less 31; hand 12 the first nobs, 13 a go-less
# 31 again, 16 a flush of five.
GAME_2_LATER_DEALS = ["Achievement: One for his nob", "Achievement: Thirty-one, no go",
                      "Achievement: Flush of five"]


@pytest.mark.parametrize("where", ["window", "save"])
def test_restart_of_a_later_game_of_a_match_earns_nothing_for_its_first_deal_or_result(
        qtbot, store, where):
    """Fair play (issue 21, R7.3, U5): the first deal of game 2 is dealt in game 1's
    undo steps (its `NextGame`), not in those Restart begins; Restart deals it again all
    the same, so it earns nothing, and the game is one begun again: its result (a win
    counted out, the match won 2-0) earns nothing. Restart in the window, or a save made
    after a Restart resumed in a new window, alike."""
    _in_game_2_of_seed_5(store, restarted=where == "save")
    window = MainWindow(GameEngine(seed=99, computer=BasicPlayer()), store=store)
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    assert window.resumeSaved()
    engine = window.engine
    if where == "window":
        assert engine.perform(engine.hint())  # the player's discard in game 2
        qtbot.waitUntil(lambda: not engine.isThinking())
        engine.restart()
    heard = Heard(window)
    heard.play_to_the_end(qtbot)
    assert engine.state.scores == (121, 110) and engine.state.match.games == (2, 0)
    statistics = load_statistics(store.statistics_path)
    book = statistics.achievements
    # deal 10's go-less 31 earns nothing (the one earned came after hand 12's nobs), nor
    # does the result (a first win, counted out, the match won in a clean sweep)
    assert heard.announced == GAME_2_LATER_DEALS
    assert set(book.earned) == {"nobs", "goless_31", "flush_of_five"}
    assert book.deals[deal_key(5, 10, 1)] == DEALT_AGAIN
    assert book.deals[deal_key(5, 11, 0)] > 0  # the next deals are new
    assert book.replays == [engine.gameId] == [engine.matchId]
    assert (book.finished, book.wins) == (0, 0)
