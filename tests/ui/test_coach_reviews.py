"""The coach's reviews in the window (issue 19): each hand's discard and plays with the
expert's choice and their exact cost once the hand's play is over (the Coach dock, the
score log's notes), the discard table after the discard, the match review after a match,
its accuracy kept once in the statistics and shown there, reviews saved and resumed with
the match, and with two players nobody's review before the show (U3)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt

from crib_qt.ai import BasicPlayer
from crib_qt.ai.analysis import discard_table
from crib_qt.ai.play_review import review_view
from crib_qt.decision_review import Decision, match_accuracy
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore
from crib_qt.rules import Phase, apply, legal_actions
from crib_qt.rules.actions import Discard, Play
from crib_qt.rules.match import GameStart, game_start
from crib_qt.rules.match_score import MatchScore
from crib_qt.statistics import MatchAccuracy
from crib_qt.turns import computer_moves
from crib_qt.ui.coach_dialog import DiscardTableDialog
from crib_qt.ui.coach_review_dialog import MatchReviewDialog
from crib_qt.ui.coach_review_model import DecisionTableModel as M
from crib_qt.ui.coach_reviews import note_text
from crib_qt.ui.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

USER = Qt.ItemDataRole.UserRole


def expected(position) -> Decision:
    """The coach's analysis of a decision, worked out in this process from what its
    player saw (the coach keeps nothing else, a `SeenPosition`)."""
    view, action = position.view, position.action
    seat = view.seat
    assert view.to_act == seat
    if isinstance(action, Discard):
        return Decision(position.index, view.hand_number, seat,
                        table=discard_table(view.hand, view.is_dealer,
                                            (view.scores[seat], view.scores[1 - seat])),
                        throw=tuple(sorted(action.cards)))
    return Decision(position.index, view.hand_number, seat,
                    review=review_view(view, position.legal, action.card))


def worst(engine):
    """A move of the player to act that is seldom the expert's: the first discard the
    rules list, the highest card that fits, else the first legal action."""
    legal = engine.legalActions() or legal_actions(engine.state)
    plays = [a for a in legal if isinstance(a, Play)]
    return max(plays, key=lambda a: (a.card.rank, a.card.suit)) if plays else legal[0]


def move(board, action) -> None:
    engine = board.engine
    assert engine.perform(action)
    board.qtbot.waitUntil(lambda: not engine.isThinking(), timeout=20_000)
    board.wait_settled(20_000)


def play_until(board, done) -> None:
    while not done():
        move(board, worst(board.engine))


def reviewed(qtbot, coach) -> None:
    qtbot.waitUntil(lambda: all(coach.decision(p.index) is not None
                                for p in coach.positions()), timeout=60_000)


def test_after_a_hand_each_decision_shows_its_exact_cost(make_board, qtbot):
    board = make_board(12, level="expert")
    window, engine = board.window, board.engine
    coach = window.coach
    assert coach.isActive()
    play_until(board, lambda: engine.state.phase is Phase.PLAY and engine.state.played)
    reviewed(qtbot, coach)
    assert coach.publishedHands() == set()  # the play goes on: nothing shown yet
    assert not any(window.presenter.scoreLog.isNote(r)
                   for r in range(window.presenter.scoreLog.rowCount()))
    play_until(board, lambda: engine.state.phase is Phase.SHOW)
    steps = engine.undoStack().count()
    with qtbot.waitSignal(coach.handReviewed, timeout=60_000) as published:
        pass
    assert published.args == [1] and engine.undoStack().count() == steps  # U2
    positions = coach.positions()
    wanted = [expected(p) for p in positions]
    assert coach.decisions() == wanted
    assert [d.kind for d in wanted][:1] == ["discard"] and len(wanted) >= 4
    # the status bar says so, and how to see it; the Coach dock (Ctrl+K): every decision
    # of the hand, its exact cost, the costly in bold
    forced = sum(d.forced for d in wanted)
    assert window.statusBar().currentMessage() == (
        f"Hand 1 reviewed: {len(wanted) - forced} decisions, "
        f"{sum(d.flagged for d in wanted)} costly. Ctrl+K shows the Coach.")
    window.actions["coach_panel"].trigger()
    panel = window.coachDock.panel
    model = panel.model
    assert model.rowCount() == len(wanted)
    locale = QLocale()
    for row, decision in enumerate(wanted):
        assert model.data(model.index(row, M.COST), USER) == decision.cost
        assert model.index(row, M.COST).data() == locale.toString(decision.cost, "f", 2)
        assert model.index(row, M.EXPERT).data() == " ".join(c.symbol_text
                                                             for c in decision.expert)
        assert (model.data(model.index(row, M.VERDICT), USER) == "costly") == decision.flagged
        font = model.data(model.index(row, M.COST), Qt.ItemDataRole.FontRole)
        assert (font is not None and font.bold()) == decision.flagged
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(7)] == [
        "Hand", "Player", "Decision", "Chosen", "Expert's", "Cost", "Verdict"]
    # a forced play (one card fitted) is shown but is no decision, in the dock as in
    # the match review's accuracy
    forced = sum(d.forced for d in wanted)
    decided = len(wanted) - forced
    summary = panel.summaryLabel.text()
    assert summary.startswith(f"Hand 1: {decided} decisions, "
                              f"{sum(d.flagged for d in wanted)} costly")
    assert ("Forced plays" in summary) == bool(forced)
    assert match_accuracy(wanted, 0).decisions == decided
    window.actions["match_review"].trigger()
    review = window.findChild(MatchReviewDialog)
    assert f"of {decided} decisions as the expert's" in review.summaryLabel.text()
    review.close()
    # the score log: one note per flagged decision, after the hand's scores, the show's
    # included: once the show is over
    log = window.presenter.scoreLog
    assert not any(log.isNote(r) for r in range(log.rowCount()))
    play_until(board, lambda: engine.state.hand_number == 2)
    notes = [log.rowTexts(r) for r in range(log.rowCount()) if log.isNote(r)]
    flagged = [d for d in wanted if d.flagged]
    assert flagged, "the highest card is seldom the expert's"
    assert notes == [["1", "You", note_text(d), "", ""] for d in flagged]
    assert all(log.isNote(r) for r in range(log.rowCount() - len(notes), log.rowCount()))


def test_the_discard_table_after_the_discard_marks_both_choices(make_board, qtbot):
    board = make_board(30, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    play_until(board, lambda: engine.state.phase is Phase.DISCARD)
    assert window.actions["discard_table"].isEnabled()
    move(board, worst(engine))
    reviewed(qtbot, coach)
    qtbot.waitUntil(window.actions["discard_table"].isEnabled)
    steps, history = engine.undoStack().count(), engine.history()
    window.actions["discard_table"].trigger()
    dialog = window.findChild(DiscardTableDialog)
    decision = coach.decisions()[0]
    assert dialog.model.table() == decision.table == expected(coach.positions()[0]).table
    assert dialog.model.playerRow() == decision.table.row_of(decision.throw)
    assert dialog.model.expertRow() == decision.table.expert_row()
    assert engine.undoStack().count() == steps and engine.history() == history  # U2


def _steps_near_the_end(seed: int, start: GameStart | None = None):
    """The undo steps of a match between two baseline players until the human is to
    discard with either score past 100 (in the game of the match `start` begins)."""
    player, state, steps = BasicPlayer(), game_start(seed, start or GameStart()), []
    while not (state.phase is Phase.DISCARD and max(state.scores) > 100):
        actions = []
        while not actions or computer_moves(state, frozenset({1})):
            action = player.choose(state.view(state.to_act), legal_actions(state))
            state, _ = apply(state, action)
            actions.append(action)
        steps.append(tuple(actions))
    return steps


def test_after_a_match_the_review_and_the_accuracy_kept_once(make_board, qtbot):
    board = make_board(8, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    steps = _steps_near_the_end(8)
    engine.restoreMatch(8, steps, len(steps), level="expert")
    board.wait_settled()
    play_until(board, lambda: engine.state.winner is not None)
    name = "computer/expert"
    qtbot.waitUntil(lambda: bool(window.statistics.record(name).accuracy), timeout=120_000)
    positions = coach.positions()
    wanted = [expected(p) for p in positions]
    assert coach.decisions() == wanted
    accuracy = match_accuracy(wanted, 0)
    assert window.statistics.record(name).accuracy == [
        MatchAccuracy(0, accuracy.decisions, accuracy.lost, accuracy.same)]
    # undone and won again: kept once
    engine.undo()
    engine.redo()
    board.wait_settled()
    assert len(window.statistics.record(name).accuracy) == 1
    # the end panel's third button, after New game and Restart by keyboard, opens the
    # match review, which steps through every decision with its cost
    scene = window.scene
    assert scene.endPanel.isVisible() and scene.reviewButton.text() == "Match review"
    assert [t.item for t in scene.focusTargets("buttons")] == [
        scene.newGameButton, scene.restartButton, scene.reviewButton]
    panel = scene.endPanel.sceneBoundingRect()
    rows = [b.mapRectToScene(b.buttonRect()) for b in
            (scene.newGameButton, scene.restartButton, scene.reviewButton)]
    assert all(panel.contains(r) for r in rows)
    assert not rows[2].intersects(rows[0]) and not rows[2].intersects(rows[1])
    assert window.findChild(MatchReviewDialog) is None
    scene.reviewButton.click()
    dialog = window.findChild(MatchReviewDialog)
    assert dialog is not None and dialog.isVisible()
    model = dialog.model
    assert model.rowCount() == len(wanted)
    assert [model.data(model.index(r, M.COST), USER) for r in range(len(wanted))] == [
        d.cost for d in wanted]
    assert dialog.view.currentIndex().row() == 0
    locale = QLocale()
    for row in range(1, 4):
        dialog.nextButton.click()
        assert dialog.view.currentIndex().row() == row
        assert locale.toString(wanted[row].cost, "f", 2) in dialog.detailLabel.text()
        assert dialog.discardView.isVisibleTo(dialog) == (wanted[row].kind == "discard")
    forced = sum(d.forced for d in wanted)
    assert dialog.summaryLabel.text() == (
        f"You: {locale.toString(accuracy.mean_cost, 'f', 2)} points lost per decision on "
        f"average; {round(100 * accuracy.share)}% of {accuracy.decisions} decisions as "
        "the expert's." + (f"\nForced plays (only one card could be laid), not counted "
                           f"as decisions: {forced}." if forced else ""))
    assert accuracy.decisions + forced == len(wanted)
    assert dialog.width() <= 800 and dialog.height() <= 600
    assert dialog.view.model() is model and dialog.view.accessibleName()
    # the Statistics dialog shows it
    stats = window.createStatisticsDialog()
    qtbot.addWidget(stats)
    assert stats.cells["lost"][0].text() == locale.toString(accuracy.mean_cost, "f", 2)
    assert stats.cells["as_expert"][0].text() == f"{round(100 * accuracy.share)}%"
    assert stats.accuracyChart.values() == {0: [accuracy.mean_cost]}
    table = stats.accuracyTable.table
    assert table.rowCount() == 1
    assert table.item(0, 2).data(USER) == accuracy.mean_cost


def test_reviews_are_saved_and_resumed_with_the_match(qtbot, tmp_path, drive):
    store = MatchStore(tmp_path / "data")
    first = MainWindow(GameEngine(seed=14, level="expert"), store=store)
    first.resumeSaved()
    board = drive(first)
    play_until(board, lambda: first.engine.state.hand_number == 2)
    reviewed(qtbot, first.coach)
    decisions = first.coach.decisions()
    assert decisions and first.saveMatch(wait=True)
    first.close()
    second = MainWindow(GameEngine(seed=99, level="expert"), store=store)
    qtbot.addWidget(second)
    assert second.resumeSaved()
    assert second.coach.decisions() == decisions  # from the save, nothing asked again
    assert second.coach.publishedHands() == {1}


def test_two_players_see_no_review_before_the_show(make_board, qtbot):
    board = make_board(5, names=("Ann", "Bob"))
    window, engine, coach = board.window, board.engine, board.window.coach
    assert not coach.isActive()  # the hint is the baseline's here: asked for below
    coach.setActive(True)
    play_until(board, lambda: len(engine.state.played) >= 3)
    reviewed(qtbot, coach)
    assert {p.seat for p in coach.positions()} == {0, 1}
    window.actions["coach_panel"].trigger()
    window.actions["match_review"].trigger()
    dialog = window.findChild(MatchReviewDialog)
    log = window.presenter.scoreLog
    assert coach.publishedHands() == set()
    assert window.coachDock.panel.model.rowCount() == 0 and dialog.model.rowCount() == 0
    assert not any(log.isNote(r) for r in range(log.rowCount()))
    play_until(board, lambda: engine.state.phase is Phase.SHOW)
    qtbot.waitUntil(lambda: coach.publishedHands() == {1}, timeout=60_000)
    rows = dialog.model.rows()
    assert {r.seat for r in rows} == {0, 1} and len(rows) == len(coach.positions())
    assert {dialog.model.index(r, M.PLAYER).data() for r in range(len(rows))} == {"Ann", "Bob"}


def test_undo_and_redo_keep_the_reviews_a_new_move_replaces_them(make_board, qtbot):
    board = make_board(17, level="expert")
    engine, coach = board.engine, board.window.coach
    play_until(board, lambda: engine.state.phase is Phase.PLAY and engine.state.played
               and engine.state.to_act == 0)
    move(board, worst(engine))
    reviewed(qtbot, coach)
    last = coach.positions()[-1]
    review = coach.decision(last.index)
    assert isinstance(last.action, Play) and review is not None
    engine.undo()
    board.wait_settled()
    assert coach.positions()[-1].index < last.index  # undone: not a decision of the match
    assert review in coach.savedDecisions()  # the redo step's review is kept (and saved)
    engine.redo()
    assert coach.decision(last.index) == review  # at once: nothing asked again
    engine.undo()
    board.wait_settled()
    other = [a for a in engine.legalActions() if isinstance(a, Play) and a != last.action]
    assert other  # a different card: the old review no longer applies
    move(board, other[0])
    assert coach.decision(last.index) is None
    reviewed(qtbot, coach)
    assert coach.decision(last.index).review.played == other[0].card
    assert review not in coach.savedDecisions()


def test_the_match_review_reads_at_800_by_600_by_keyboard_and_screen_reader(make_board, qtbot):
    from PySide6.QtGui import QAccessible
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    board = make_board(12, level="expert", size=(800, 600))
    window, engine, coach = board.window, board.engine, board.window.coach
    play_until(board, lambda: engine.state.phase is Phase.SHOW)
    qtbot.waitUntil(lambda: coach.isPublished(1), timeout=60_000)
    game = window.gameMenu.actions()
    assert game.index(window.actions["match_review"]) == game.index(
        window.actions["discard_table"]) + 1
    window.actions["match_review"].trigger()
    dialog = window.findChild(MatchReviewDialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.view)
    assert dialog.width() <= 800 and dialog.height() <= 600
    assert dialog.view.horizontalScrollBar().maximum() == 0
    table = QAccessible.queryAccessibleInterface(dialog.view)
    assert table.role() == QAccessible.Role.Table
    assert table.text(QAccessible.Text.Name) == "Decisions of the match"
    names = {table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())
             if table.child(i) is not None}
    assert {"Hand", "Player", "Decision", "Chosen", "Expert's", "Cost", "Verdict"} <= names
    first = dialog.detailLabel.text()
    QTest.keyClick(dialog.view, Qt.Key.Key_Down)
    assert dialog.view.currentIndex().row() == 1 and dialog.detailLabel.text() != first
    QTest.keyClick(dialog.view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.detailLabel  # its text for screen readers
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_won_match_closed_before_its_last_reviews_keeps_its_accuracy(make_board, qtbot):
    """Review finding (issue 19): the window closes before the computer's process has
    answered a won match's last reviews; they are worked out at the close, and the
    match's accuracy is kept once, with the same values as the process would give."""
    board = make_board(8, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    opponent = coach.opponent()  # a process that never answers the coach
    opponent.requestPlayReview = lambda *args: None
    opponent.requestDiscardTable = lambda *args: None
    steps = _steps_near_the_end(8)
    engine.restoreMatch(8, steps, len(steps), level="expert")
    board.wait_settled()
    play_until(board, lambda: engine.state.winner is not None)
    name = "computer/expert"
    assert coach.decisions() == [] and not window.statistics.record(name).accuracy
    window.close()
    wanted = [expected(p) for p in coach.positions()]
    assert coach.decisions() == wanted and len(wanted) > 20
    accuracy = match_accuracy(wanted, 0)
    assert window.statistics.record(name).accuracy == [
        MatchAccuracy(0, accuracy.decisions, accuracy.lost, accuracy.same)]
    assert not coach.finishNow()  # once
    assert len(window.statistics.record(name).accuracy) == 1


def test_the_coach_notes_sit_live_where_a_rebuilt_log_puts_them(make_board, qtbot):
    """Review finding (issue 19): the score log's coach notes are in the same rows while
    the match is played as after the log is rebuilt from the match (undo, redo, resume:
    `ScoreLogModel.setLog`): after every score of their hand, the show's included."""
    board = make_board(12, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    log = window.presenter.scoreLog
    while engine.state.hand_number < 3:  # a player who thinks longer than a review takes
        move(board, worst(engine))
        reviewed(qtbot, coach)
    qtbot.waitUntil(lambda: coach.isPublished(2), timeout=60_000)
    live = [log.rowTexts(r) for r in range(log.rowCount())]
    notes = [r for r in range(log.rowCount()) if log.isNote(r)]
    assert notes and {int(live[r][0]) for r in notes} <= {1, 2}
    for r in notes:  # no score of the note's hand after it
        assert all(row[0] != live[r][0] for row in live[r + 1:] if row[3])
    log.setLog(engine.scoreLog())  # as the board rebuilds it
    assert [log.rowTexts(r) for r in range(log.rowCount())] == live


def test_the_review_being_worked_out_when_the_computer_goes_first_is_kept(make_board, qtbot):
    """The computer's reply goes before the coach's waiting questions, but the question
    being worked out then is answered and its review kept, not asked again."""
    board = make_board(30, level="expert")
    engine, coach = board.engine, board.window.coach
    opponent = coach.opponent()
    asked = []
    opponent.requestDiscardTable = lambda key, *args: asked.append(key)
    opponent.requestPlayReview = lambda key, *args: asked.append(key)
    cancelled = []
    opponent.cancelCoach = lambda: cancelled.append(1) or asked[:1]  # the first is worked out
    play_until(board, lambda: engine.state.phase is Phase.DISCARD)
    move(board, worst(engine))  # the discard: asked about once the computer has replied
    qtbot.waitUntil(lambda: len(asked) == 1)
    (position,) = coach.positions()
    assert asked[0][1] == position.index
    while not cancelled:  # on until the computer thinks while the question is out
        move(board, worst(engine))
    decision = expected(position)
    opponent.discardTableReady.emit(asked[0], decision.table, None)
    assert coach.decision(position.index) == decision
    assert [key[1] for key in asked].count(position.index) == 1  # never asked again


@pytest.mark.parametrize("games_before", [(0, 0), (1, 1)])
def test_a_match_of_several_games_keeps_its_accuracy_once_at_its_end(make_board, qtbot,
                                                                      games_before):
    """R7 (issue 21) with issue 19: the coach reviews a match of several games as one
    match. Its accuracy is kept when the match is won, over the decisions of all its
    games; a game won between games of the match keeps nothing yet. First to 2, skunks
    off: from 0-0 the game won leaves the match undecided; from 1-1 it wins the match."""
    board = make_board(8, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    start = GameStart(MatchScore(2, False, games_before, 1 + sum(games_before)),
                      None if games_before == (0, 0) else 1,
                      0 if games_before == (0, 0) else 20)
    steps = _steps_near_the_end(8, start)
    engine.restoreMatch(8, steps, len(steps), level="expert", start=start)
    board.wait_settled()
    reported = []
    coach.matchReviewed.connect(reported.append)
    play_until(board, lambda: engine.state.winner is not None)
    reviewed(qtbot, coach)
    name = "computer/expert"
    if games_before == (0, 0):
        assert engine.betweenGames()
        qtbot.waitUntil(lambda: coach.decisions() == [expected(p) for p in coach.positions()],
                        timeout=60_000)
        assert reported == [] and not window.statistics.record(name).accuracy
        assert not coach.finishNow()
        return
    assert not engine.betweenGames()
    qtbot.waitUntil(lambda: bool(window.statistics.record(name).accuracy), timeout=120_000)
    wanted = [expected(p) for p in coach.positions()]
    accuracy = match_accuracy(wanted, 0)
    assert reported == [engine.matchId]
    assert window.statistics.record(name).accuracy == [
        MatchAccuracy(0, accuracy.decisions, accuracy.lost, accuracy.same)]
