"""Match play in the engine, undo stack and saves (RULES.md R7, U4, U5): the next game
as an undo step dealt by the last game's loser, undo and redo across the end of a game
within a match, Restart replaying the same game of the match, a match saved and
resumed in its third game, old saves of a single game still loading."""

from __future__ import annotations

import json

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.commands import game_id
from crib_qt.engine import GameEngine
from crib_qt.match_result import summarize, summarize_abandoned
from crib_qt.persistence import match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import GameStart, GameStarted, MatchScore, NextGame, Phase, new_game


def _engine(qtbot, games_to_win: int = 3, skunks: bool = False, seed: int = 5) -> GameEngine:
    del qtbot  # asked for its QApplication and its check of Qt warnings
    engine = GameEngine(seed=seed, computer=BasicPlayer(), level="medium", synchronous=True)
    engine.newGame(seed=seed, games_to_win=games_to_win, skunks_count=skunks)
    return engine


def _play_to(engine: GameEngine, done) -> None:
    """The human plays the hint (a basic player's move) until `done(engine)`; between
    games it starts the next one."""
    for _ in range(5000):
        if done(engine):
            return
        action = NextGame() if engine.betweenGames() else engine.hint()
        assert action is not None, "the match ended first"
        assert engine.perform(action)
    raise AssertionError("never reached")


def _between_games(engine: GameEngine) -> bool:
    return engine.betweenGames()


def test_r7_3_next_game_is_one_undo_step_dealt_by_the_loser(qtbot):
    engine = _engine(qtbot)
    won = []
    engine.gameWon.connect(won.append)
    _play_to(engine, _between_games)
    over = engine.state
    loser = 1 - over.winner
    assert won == [over.winner] and over.match.games[over.winner] == 1
    assert engine.legalActions() == (NextGame(),) and engine.humanSeat() is None
    assert engine.gameId == engine.matchId
    first_id = engine.gameId
    with qtbot.waitSignal(engine.historyChanged):
        assert engine.perform(NextGame())
    state = engine.state
    assert state.phase is Phase.DISCARD and state.dealer == loser  # R7.3
    assert state.scores == (0, 0) and state.match.game_number == 2
    assert engine.undoStack().undoText() == "Next game"
    assert engine.gameId != first_id and len(engine.gameId) == 32
    assert won == [over.winner]  # a new game is no win


def test_u4_undo_and_redo_across_the_end_of_a_game_within_a_match(qtbot):
    engine = _engine(qtbot)
    _play_to(engine, _between_games)
    over, game_one = engine.state, engine.gameId
    engine.perform(NextGame())
    _play_to(engine, lambda e: e.state.phase is Phase.PLAY)
    in_game_two, game_two = engine.state, engine.gameId
    steps_in_game_two = engine.undoIndex()
    while engine.state.match.game_number == 2:
        engine.undo()
    assert engine.state is over and engine.gameId == game_one  # the game won again
    assert engine.legalActions() == (NextGame(),)
    engine.undo()  # before the winning turn: nobody has won, the games as before it
    assert engine.state.winner is None and engine.state.match.games == (0, 0)
    assert engine.inProgress()
    while engine.undoStack().canRedo():
        engine.redo()
    assert engine.undoIndex() == steps_in_game_two
    assert engine.state is in_game_two and engine.gameId == game_two


def test_u5_restart_replays_the_same_game_of_the_match(qtbot):
    engine = _engine(qtbot)
    _play_to(engine, _between_games)
    engine.perform(NextGame())
    begun = engine.state  # game 2's first state
    _play_to(engine, lambda e: e.state.phase is Phase.SHOW)
    position, first_id, game_two = engine.state, engine.matchId, engine.gameId
    engine.restart()
    assert engine.state == begun and engine.seed == 5
    assert engine.state.match == begun.match  # game 2 again, game 1's win kept
    assert engine.matchId != first_id and engine.gameId == engine.matchId
    assert engine.undoStack().undoText() == "Restart" and engine.steps() == []
    assert engine.matchStart() == GameStart(begun.match, begun.dealer, begun.hand_number - 1)
    # the same cards and the same replies as the first time (U5)
    _play_to(engine, lambda e: e.state.phase is Phase.SHOW)
    assert engine.state == position
    engine.undo()
    while engine.undoStack().undoText() != "Restart":
        engine.undo()
    engine.undo()  # Undo Restart: the game left, as it was
    assert engine.state is position and engine.gameId == game_two


def test_restart_in_the_first_game_of_a_match_cuts_again(qtbot):
    engine = _engine(qtbot, games_to_win=2)
    _play_to(engine, lambda e: e.state.hand_number == 2)
    engine.restart()
    assert engine.state == new_game(5, MatchScore(2, False))
    assert engine.matchStart() == GameStart(MatchScore(2, False))


def test_a_match_is_saved_and_resumed_in_its_third_game(qtbot):
    engine = _engine(qtbot, games_to_win=4)
    _play_to(engine, lambda e: e.state.match.game_number == 3 and e.state.hand_number
             >= 2 + max(step.state.hand_number for step in e.undoStack().doneSteps()
                        if isinstance(step.action, NextGame)))
    engine.undo()
    engine.undo()  # two redo steps kept too (U4)
    data = match_to_bytes(engine)
    assert json.loads(data)["start"] == {"games_to_win": 4, "skunks": False, "games": [0, 0],
                                         "game": 1, "dealer": None, "hands": 0}
    saved = match_from_bytes(data)
    assert not saved.finished and saved.position == engine.state
    resumed = GameEngine(seed=1, computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(resumed, saved)
    assert resumed.state == engine.state and resumed.state.match.game_number == 3
    assert resumed.steps() == engine.steps() and resumed.undoIndex() == engine.undoIndex()
    assert resumed.gameId == engine.gameId and resumed.matchId == engine.matchId
    for one in (engine, resumed):  # both go on the same way
        one.redo()
        one.redo()
        _play_to(one, lambda e: e.state.winner is not None and not e.betweenGames())
    assert resumed.state == engine.state and resumed.state.match.winner is not None
    assert match_from_bytes(match_to_bytes(resumed)).finished


def test_a_restarted_game_of_a_match_is_saved_with_its_start(qtbot):
    engine = _engine(qtbot, games_to_win=2, skunks=True)
    _play_to(engine, _between_games)
    engine.perform(NextGame())
    played = engine.history()
    game_one = played[:max(i for i, a in enumerate(played) if isinstance(a, NextGame)) + 1]
    engine.perform(engine.hint())
    engine.restart()
    engine.perform(engine.hint())
    data = json.loads(match_to_bytes(engine))
    start = engine.matchStart()
    # and the match before it, up to Next game into it (issue 21, test_persistence_earlier.py)
    assert data["start"].pop("earlier") == {"actions": [a.to_data() for a in game_one]}
    assert data["start"] == {"games_to_win": 2, "skunks": True,
                             "games": list(start.match.games), "game": 2,
                             "dealer": start.dealer, "hands": start.hands_before,
                             "series": engine.matchSeries()}  # kept by Restart (issue 21)
    saved = match_from_bytes(json.dumps(data).encode())
    assert saved.start == start and saved.position == engine.state
    resumed = GameEngine(seed=1, computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(resumed, saved)
    assert resumed.state == engine.state and resumed.gameId == engine.gameId
    assert resumed.matchSeries() == engine.matchSeries()


@pytest.mark.parametrize("start, problem", [
    ({"games_to_win": 5, "skunks": True, "games": [0, 0], "game": 1, "dealer": None,
      "hands": 0}, "'start'"),
    ({"games_to_win": 2, "skunks": True, "games": [1, 0], "game": 2, "dealer": None,
      "hands": 12}, "'start'"),
    ({"games_to_win": 2, "skunks": 1, "games": [1, 0], "game": 2, "dealer": 1,
      "hands": 12}, "'skunks'"),
    ([], "'start'"),
])
def test_a_bad_start_is_refused_with_its_name(qtbot, start, problem):
    from crib_qt.persistence import InvalidData

    engine = _engine(qtbot)
    data = json.loads(match_to_bytes(engine))
    data["start"] = start
    with pytest.raises(InvalidData, match=problem):
        match_from_bytes(json.dumps(data).encode())


def test_an_old_save_of_a_single_game_still_loads(qtbot):
    """A single game is saved as before R7 (no "start"), and such a save loads as a
    single game."""
    del qtbot
    engine = GameEngine(seed=9, computer=BasicPlayer(), level="easy", synchronous=True)
    _play_to(engine, lambda e: e.state.hand_number == 2)
    data = json.loads(match_to_bytes(engine))
    assert sorted(data) == ["format", "id", "index", "level", "mode", "names", "seed",
                            "steps", "version"]
    saved = match_from_bytes(json.dumps(data).encode())
    assert saved.start == GameStart() and saved.position == engine.state
    assert saved.position.match == MatchScore()


def test_statistics_results_of_the_games_of_a_match(qtbot):
    engine = _engine(qtbot, games_to_win=2, skunks=True)
    _play_to(engine, _between_games)
    first = summarize(engine.events())
    assert first.match_length == 2 and not first.match_over and first.match_winner is None
    assert first.match_games == engine.state.match.games
    engine.perform(NextGame())
    _play_to(engine, lambda e: e.state.phase is Phase.PLAY)
    assert any(isinstance(e, GameStarted) for e in engine.events())
    lost = summarize_abandoned(engine.events(), engine.state.scores, 0, engine.state.match)
    assert lost.abandoned and lost.dealt == 1 and lost.match_over and lost.match_winner == 1
    assert lost.match_games == (first.match_games[0], first.match_games[1] + 1)
    _play_to(engine, lambda e: e.state.winner is not None and not e.betweenGames())
    last = summarize(engine.events())
    assert last.match_over and last.match_winner == engine.state.match.winner
    assert last.dealt == engine.state.hand_number - first.dealt


def test_a_game_left_after_a_restart_in_game_2_keeps_its_game_id(qtbot):
    """Review finding (R7, U5, issue 15): New game after a Restart in game 2 of a match
    leaves that game with the start Restart gave it, so the game it leaves is counted
    under the id it had (before, under game 2 of the match's first start: finishing it
    after Undo counted the same game twice)."""
    engine = _engine(qtbot)
    _play_to(engine, _between_games)
    engine.perform(NextGame())
    _play_to(engine, lambda e: e.state.phase is Phase.PLAY)
    engine.restart()
    _play_to(engine, lambda e: e.state.phase is Phase.PLAY)
    left, start, game = engine.gameId, engine.matchStart(), engine.state.match.game_number
    assert start.match.game_number == game == 2
    engine.newGame(seed=7)
    assert engine.perform(engine.hint())
    abandoned = engine.abandonedMatch()
    assert abandoned.info.start == start
    assert game_id(abandoned.info.match_id, abandoned.info.start,
                   abandoned.state.match.game_number) == left


def test_u5_restart_while_the_computer_answers_next_game_replays_the_game_just_won(qtbot):
    """Seed 1, first to 3: games 1-1 after game 2, the human deals game 3 and the
    computer discards first (R7.3). Restart while it works out that discard (its reply
    never comes here) replays game 2 with game 1's win kept, as between the games
    (U5), not the run's first game at 0-0."""
    engine = _engine(qtbot, seed=1)
    _play_to(engine, lambda e: e.betweenGames() and e.state.match.game_number == 2)
    game_two = engine.restartState()
    assert (game_two.match.game_number, game_two.match.games) == (2, (1, 0))
    asked = []
    engine._opponent.reply = lambda *question: asked.append(question)  # thinks for ever
    assert engine.perform(NextGame()) and engine.isThinking() and len(asked) == 1
    assert (engine.state.match.game_number, engine.state.match.games) == (3, (1, 1))
    assert engine.restartState() is game_two
    engine.restart()
    assert not engine.isThinking() and engine.state is engine.undoStack().stateAt(
        engine.undoStack().index())
    assert engine.matchStart() == GameStart(game_two.match, game_two.dealer,
                                            game_two.hand_number - 1)
    assert (engine.state.match.game_number, engine.state.match.games) == (2, (1, 0))
