"""The coach's accuracy of a match of several games abandoned after a finished game is
kept in the statistics (session 29 item 2; issue 19, RULES.md R7): it was kept only
for a won match, so a best of 3 left by New game after its first game kept none. The
accuracy is over the finished games' decisions: the game abandoned in progress is not
a fair measure (its hands may be half played, its reviews not all in). Reviews still
missing when the match is left are worked out then, all or nothing, as a won match's
are at close."""

from __future__ import annotations

import pytest
from coach_moves import reviewed

from crib_qt.ai import BasicPlayer
from crib_qt.decision_review import analyse, analysis_cost, match_accuracy
from crib_qt.engine import MODE_COMPUTER
from crib_qt.rules import apply, legal_actions
from crib_qt.rules.match import GameStart, MatchScore, new_match
from crib_qt.statistics import MatchAccuracy
from crib_qt.turns import computer_moves
from crib_qt.ui import coach_publishing
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


def _left_unreviewed(make_board):
    """Game 1 of the best of 3 won with none of its decisions reviewed (the coach asked
    nothing), then left by New game; returns the board and game 1's decisions."""
    board = make_board(SEED, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    coach.setActive(False)
    engine.restoreMatch(SEED, _game_1_won(SEED), len(_game_1_won(SEED)), level="expert",
                        start=GameStart(MatchScore(2)))
    board.wait_settled()
    positions = coach.positions()
    assert positions and coach.decisions() == []
    coach.setActive(True)  # asks on the next turn of the loop: New game comes first
    window.startNewGame(GameOptions(MODE_COMPUTER, "expert", games_to_win=1), seed=7)
    return board, positions


def test_a_match_left_before_its_reviews_came_keeps_no_partial_accuracy(make_board, qtbot):
    """All or nothing, as a won match's at close (`finishNow`): 28 reviews missing cost
    more than `FINISH_BUDGET_MS` to work out, so none is kept (an accuracy over the
    cheap ones alone would read too well), and it is not tried again."""
    board, positions = _left_unreviewed(make_board)
    engine, window = board.engine, board.window
    assert sum(analysis_cost(p) for p in positions) > coach_publishing.FINISH_BUDGET_MS
    assert engine.perform(engine.hint())
    qtbot.waitUntil(lambda: not engine.isThinking())
    assert window.statistics.record("computer/expert").accuracy == []
    window.close()  # the close's last chance: given up already
    assert window.statistics.record("computer/expert").accuracy == []


def test_a_match_left_before_its_reviews_came_works_them_out_within_the_budget(
        make_board, qtbot, monkeypatch):
    board, positions = _left_unreviewed(make_board)
    engine, window = board.engine, board.window
    wanted = match_accuracy([analyse(p) for p in positions], 0)
    monkeypatch.setattr(coach_publishing, "FINISH_BUDGET_MS", 600_000)
    monkeypatch.setattr(coach_publishing, "_clock", lambda: 0.0)  # the estimates decide
    assert engine.perform(engine.hint())
    qtbot.waitUntil(lambda: not engine.isThinking())
    assert window.statistics.record("computer/expert").accuracy == [
        MatchAccuracy(0, wanted.decisions, wanted.lost, wanted.same)]
    assert wanted.decisions == 28  # game 1's, as when its reviews came in time
