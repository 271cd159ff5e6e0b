"""The coach's accuracy of a match of several games abandoned after a finished game is
kept in the statistics (session 29 item 2; issue 19, RULES.md R7): it was kept only
for a won match, so a best of 3 left by New game after its first game kept none. The
accuracy is over the finished games' decisions: the game abandoned in progress is not
a fair measure (its hands may be half played, its reviews not all in). Reviews still
missing when the match is left are asked of the computer's process, never worked out on
the GUI thread then (issue 14), and the accuracy is kept when they have all come; the
window's close works the last out within its budget, all or nothing, as a won match's.
A match left that Undo brings back is no longer left: its accuracy is withdrawn."""

from __future__ import annotations

from datetime import date

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

SEED = 1  # game 1 of the best of 3 has 8 hands


def _left() -> tuple:
    """What the match left was (play-test 29 item 6): a best of 3 (first to 2), left
    today at 1-0 in games: you won game 1 121-112."""
    return 2, date.today().isoformat(), "abandoned", (1, 0)


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
        MatchAccuracy(0, wanted.decisions, wanted.lost, wanted.same, *_left())]
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


def _noting(asked: list, ask):
    """`ask` (an `Opponent` request) that notes each key asked in `asked` first."""
    def noted(key, *rest):
        asked.append(key)
        ask(key, *rest)
    return noted


def _not_on_the_gui_thread(position):
    raise AssertionError("a review worked out on the GUI thread")


def test_a_match_left_before_its_reviews_came_has_them_from_the_process(
        make_board, qtbot, monkeypatch):
    """Issue 14: the new match's first move works no review out on the GUI thread (it
    blocked 117.8 ms with 17 missing, and kept nothing past the budget); the computer's
    process is asked, and the accuracy is kept once all its answers have come."""
    board, positions = _left_unreviewed(make_board)
    engine, window, coach = board.engine, board.window, board.window.coach
    wanted = match_accuracy([analyse(p) for p in positions], 0)
    assert wanted.decisions == 28  # game 1's, as when its reviews came in time
    assert sum(analysis_cost(p) for p in positions) > coach_publishing.FINISH_BUDGET_MS
    # not even when the close's budget would fit them all
    monkeypatch.setattr(coach_publishing, "FINISH_BUDGET_MS", 600_000)
    monkeypatch.setattr("crib_qt.decision_review.analyse", _not_on_the_gui_thread)
    asked = []
    opponent = coach.opponent()
    for name in ("requestDiscardTable", "requestPlayReview"):
        monkeypatch.setattr(opponent, name, _noting(asked, getattr(opponent, name)))
    assert engine.perform(engine.hint())  # the new match's first move: the old one is left
    qtbot.waitUntil(lambda: window.statistics.record("computer/expert").accuracy != [],
                    timeout=60_000)
    assert window.statistics.record("computer/expert").accuracy == [
        MatchAccuracy(0, wanted.decisions, wanted.lost, wanted.same, *_left())]
    assert {index for _, index in asked} >= {p.index for p in positions}
    qtbot.waitUntil(lambda: not engine.isThinking())
    assert engine.perform(engine.hint())  # kept once
    qtbot.waitUntil(lambda: not engine.isThinking())
    window.close()
    assert len(window.statistics.record("computer/expert").accuracy) == 1


def _silenced(coach, monkeypatch) -> None:
    """The computer's process never answers the coach (the window closes first)."""
    opponent = coach.opponent()
    for name in ("requestDiscardTable", "requestPlayReview"):
        monkeypatch.setattr(opponent, name, lambda *args: None)


def test_a_match_left_whose_reviews_did_not_come_keeps_no_partial_accuracy_at_close(
        make_board, qtbot, monkeypatch):
    """All or nothing, as a won match's at close (`finishNow`): 28 reviews missing cost
    more than `FINISH_BUDGET_MS` to work out, so none is kept (an accuracy over the
    cheap ones alone would read too well)."""
    board, positions = _left_unreviewed(make_board)
    engine, window = board.engine, board.window
    _silenced(window.coach, monkeypatch)
    assert sum(analysis_cost(p) for p in positions) > coach_publishing.FINISH_BUDGET_MS
    monkeypatch.setattr("crib_qt.decision_review.analyse", _not_on_the_gui_thread)
    assert engine.perform(engine.hint())
    qtbot.waitUntil(lambda: not engine.isThinking())
    window.close()  # the close's budget: too little
    assert window.statistics.record("computer/expert").accuracy == []


def test_a_match_left_whose_reviews_did_not_come_works_them_out_at_close_within_the_budget(
        make_board, qtbot, monkeypatch):
    board, positions = _left_unreviewed(make_board)
    engine, window = board.engine, board.window
    _silenced(window.coach, monkeypatch)
    wanted = match_accuracy([analyse(p) for p in positions], 0)
    assert engine.perform(engine.hint())
    qtbot.waitUntil(lambda: not engine.isThinking())
    assert window.statistics.record("computer/expert").accuracy == []  # none came
    monkeypatch.setattr(coach_publishing, "FINISH_BUDGET_MS", 600_000)
    monkeypatch.setattr(coach_publishing, "_clock", lambda: 0.0)  # the estimates decide
    window.close()
    assert window.statistics.record("computer/expert").accuracy == [
        MatchAccuracy(0, wanted.decisions, wanted.lost, wanted.same, *_left())]


def test_a_match_left_that_undo_brings_back_has_its_accuracy_withdrawn(make_board, qtbot):
    """A left match that comes back by Undo is no longer left: the accuracy counted for
    it is withdrawn (finishing it keeps the whole match's); left again, it is kept again."""
    board = make_board(SEED, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    steps = _game_1_won(SEED)
    engine.restoreMatch(SEED, steps, len(steps), level="expert", start=GameStart(MatchScore(2)))
    board.wait_settled()
    reviewed(qtbot, coach)
    left = engine.matchId
    wanted = match_accuracy(coach.decisions(), 0)
    kept = [MatchAccuracy(0, wanted.decisions, wanted.lost, wanted.same, *_left())]
    window.startNewGame(GameOptions(MODE_COMPUTER, "expert", games_to_win=1), seed=7)
    board.wait_settled()
    assert engine.perform(engine.hint())
    qtbot.waitUntil(lambda: not engine.isThinking())
    assert window.statistics.record("computer/expert").accuracy == kept
    engine.undo()  # the new match's first move
    engine.undo()  # New game: the match left is back
    board.wait_settled()
    assert engine.matchId == left and engine.betweenGames()
    assert window.statistics.record("computer/expert").accuracy == []
    assert left not in window.statistics.accuracy_counted  # its end may keep the whole match's
    engine.redo()
    engine.redo()  # left again, and the leaving counts
    board.wait_settled()
    assert engine.matchId != left
    assert window.statistics.record("computer/expert").accuracy == kept
    assert window.statistics.accuracy_counted.count(left) == 1
