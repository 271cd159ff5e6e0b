"""The coach's accuracy of a match of several games abandoned after a finished game is
kept in the statistics (session 29 item 2; issue 19, RULES.md R7): it was kept only
for a won match, so a best of 3 left by New game after its first game kept none. The
accuracy is over the finished games' decisions: the game abandoned in progress is not
a fair measure (its hands may be half played, its reviews not all in)."""

from __future__ import annotations

import pytest
from coach_moves import reviewed

from crib_qt.ai import BasicPlayer
from crib_qt.decision_review import match_accuracy
from crib_qt.engine import MODE_COMPUTER
from crib_qt.rules import apply, legal_actions
from crib_qt.rules.match import GameStart, MatchScore, new_match
from crib_qt.statistics import MatchAccuracy
from crib_qt.turns import computer_moves
from crib_qt.ui.game_options import GameOptions

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

SEED = 1  # game 1 of the best of 3 has 8 hands


def _game_1_won(seed: int):
    """The undo steps of a best of 3 (first to 2) between two baseline players until its
    first game is won (between the games, before Next game, R7.3)."""
    player, state, steps = BasicPlayer(), new_match(seed, 2), []
    while state.winner is None:
        actions = []
        while not actions or (state.winner is None and computer_moves(state, frozenset({1}))):
            legal = legal_actions(state)
            action = player.choose(state.view(state.to_act), legal)
            state, _ = apply(state, action)
            actions.append(action)
        steps.append(tuple(actions))
    return steps


def test_a_match_left_after_its_first_game_keeps_that_games_accuracy(make_board, qtbot):
    board = make_board(SEED, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    steps = _game_1_won(SEED)
    engine.restoreMatch(SEED, steps, len(steps), level="expert", start=GameStart(MatchScore(2)))
    board.wait_settled()
    assert engine.betweenGames() and engine.state.match.several
    reviewed(qtbot, coach)
    wanted = match_accuracy(coach.decisions(), 0)
    assert wanted is not None and wanted.decisions > 20
    window.startNewGame(GameOptions(MODE_COMPUTER, "expert", games_to_win=1), seed=7)
    board.wait_settled()
    assert not window.statistics.record("computer/expert").accuracy  # Undo may bring it back
    assert engine.perform(engine.hint())  # the new match's first move: the old one is left
    qtbot.waitUntil(lambda: not engine.isThinking())
    assert window.statistics.record("computer/expert").accuracy == [
        MatchAccuracy(0, wanted.decisions, wanted.lost, wanted.same)]
    assert engine.perform(engine.hint())  # kept once
    qtbot.waitUntil(lambda: not engine.isThinking())
    assert len(window.statistics.record("computer/expert").accuracy) == 1
