"""A whole best-of-3 match (RULES.md R7) undone, redone, saved, resumed and restarted
game by game, with its exact scores and dealers (issue 21, R7.3, U4, U5).

The baseline player plays both seats (the human's moves are its hints), so each seed's
match is always the same:
- seed 7, skunks off: the computer deals game 1 and wins it 106–121; the human, its
  loser, deals game 2, which the computer begins (it discards first) and the human wins
  121–118; the computer deals game 3 and wins it 98–121: 1–2.
- seed 11, skunks on: the human deals game 1 and wins it 121–104; the computer deals
  game 2, which the human begins, and loses it 88–121, a skunk worth two games (R7.2):
  3–0.
"""

from __future__ import annotations

import json

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import NextGame, Phase

# (first dealer, final scores, games after it) of each game
MATCHES = {
    7: (False, [(1, (106, 121), (0, 1)), (0, (121, 118), (1, 1)), (1, (98, 121), (1, 2))]),
    11: (True, [(0, (121, 104), (1, 0)), (1, (121, 88), (3, 0))]),
}


def _play_to(engine: GameEngine, done) -> None:
    for _ in range(5000):
        if done(engine):
            return
        assert engine.perform(engine.hint())
    raise AssertionError("never reached")


def _resumed(engine: GameEngine) -> GameEngine:
    """A new engine resuming `engine`'s save; checks that nothing was lost."""
    data = match_to_bytes(engine)
    resumed = GameEngine(seed=1, computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(resumed, match_from_bytes(data))
    assert resumed.state == engine.state and resumed.steps() == engine.steps()
    assert resumed.undoIndex() == engine.undoIndex() and resumed.gameId == engine.gameId
    assert resumed.matchStart() == engine.matchStart()
    assert resumed.matchOpening() == engine.matchOpening()
    assert match_to_bytes(resumed) == data
    return resumed


@pytest.mark.parametrize("seed", sorted(MATCHES))
def test_a_whole_match_undone_redone_saved_resumed_and_restarted(qtbot, seed):
    del qtbot  # asked for its QApplication and its check of Qt warnings
    skunks, games = MATCHES[seed]
    engine = GameEngine(seed=seed, computer=BasicPlayer(), level="medium", synchronous=True)
    engine.newGame(seed=seed, games_to_win=2, skunks_count=skunks)
    before = (0, 0)
    for number, (dealer, scores, after) in enumerate(games, 1):
        begun = engine.state  # where the human first acts in this game
        assert begun.match.game_number == number and begun.match.games == before
        _play_to(engine, lambda e: e.state.phase is Phase.PLAY)
        assert engine.state.dealer == dealer  # cut for in game 1, the loser's after (R7.3)
        _resumed(engine)
        engine.restart()  # U5: this game from its first deal, the games before it kept
        assert engine.state == begun and engine.state.match.games == before
        assert engine.matchStart().match.game_number == number
        resumed = _resumed(engine)  # a save right after the Restart plays on the same
        hand = begun.hand_number + 2
        for one in (engine, resumed):
            _play_to(one, lambda e, hand=hand: e.state.hand_number == hand)
        assert resumed.state == engine.state
        _play_to(engine, lambda e: e.state.winner is not None)
        over = engine.state
        assert over.scores == scores and over.match.games == after
        engine.undo()  # the winning turn taken back with the game's count (U4)
        assert engine.state.winner is None and engine.state.match.games == before
        engine.redo()
        assert engine.state is over
        if over.match.winner is not None:
            break
        assert engine.betweenGames() and _resumed(engine).betweenGames()
        assert engine.perform(NextGame())
        assert engine.state.dealer == 1 - over.winner == games[number][0]  # R7.3
        engine.undo()  # Next game with the computer's replies, one step (U4)
        assert engine.state is over
        engine.redo()
        before = after
    assert number == len(games) and engine.state.match.winner == (0 if after[0] > after[1]
                                                                  else 1)
    assert match_from_bytes(match_to_bytes(engine)).finished
    assert json.loads(match_to_bytes(engine))["start"]["game"] == len(games)

