"""The coach's reviews of each hand in the window (issue 19): each hand's discard and
plays with the expert's choice and their exact cost once the hand's play is over (the
Coach dock; the score log keeps to the scores), the discard table after the discard, undo and redo,
the question being worked out when the computer goes first, and with two players
nobody's review before the show (U3). The match review: test_coach_match_review.py."""

from __future__ import annotations

import pytest
from coach_moves import expected, move, play_until, reviewed, worst
from PySide6.QtCore import QLocale, Qt

from crib_qt.decision_review import match_accuracy
from crib_qt.rules import Phase, Scored
from crib_qt.rules.actions import Play
from crib_qt.ui.coach_dialog import DiscardTableDialog
from crib_qt.ui.coach_review_dialog import MatchReviewDialog
from crib_qt.ui.coach_review_model import DecisionTableModel as M

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

USER = Qt.ItemDataRole.UserRole


def test_after_a_hand_each_decision_shows_its_exact_cost(make_board, qtbot):
    board = make_board(12, level="expert")
    window, engine = board.window, board.engine
    coach = window.coach
    assert coach.isActive()
    play_until(board, lambda: engine.state.phase is Phase.PLAY and engine.state.played)
    reviewed(qtbot, coach)
    assert coach.publishedHands() == set()  # the play goes on: nothing shown yet
    play_until(board, lambda: engine.state.phase is Phase.SHOW)
    steps = engine.undoStack().count()
    with qtbot.waitSignal(coach.handReviewed, timeout=60_000) as published:
        pass
    assert published.args == [1] and engine.undoStack().count() == steps  # U2
    positions = coach.positions()
    wanted = [expected(p) for p in positions]
    assert coach.decisions() == wanted
    assert [d.kind for d in wanted][:1] == ["discard"] and len(wanted) >= 4
    # the status bar says so once the show is over, the crib counted (play-test 31b),
    # and how to see it; the Coach dock (Ctrl+K): every decision of the hand, its exact
    # cost, the costly in bold
    play_until(board, lambda: engine.state.show_step == 2)
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
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(8)] == [
        "Game", "Hand", "Player", "Decision", "Chosen", "Expert's", "Cost", "Verdict"]
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


def test_the_score_log_keeps_to_the_scores_while_the_coach_reviews(make_board, qtbot):
    """Play-test 31: the coach's verdicts are the Coach dock's and the match review's, not
    rows of the score log: it had a "Coach: … lost 1.31 points" row with no points for
    each costly decision after its hand (here 3 of 17 rows, after hands 1 and 2). Its rows
    are the match's scores, as a log rebuilt from the match (undo, redo, resume) has them."""
    board = make_board(12, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    log = window.presenter.scoreLog
    while engine.state.hand_number < 3:  # a player who thinks longer than a review takes
        move(board, worst(engine))
        reviewed(qtbot, coach)
    qtbot.waitUntil(lambda: coach.isPublished(2), timeout=60_000)
    assert any(d.flagged for d in coach.decisions() if d.hand in (1, 2))
    live = [log.rowTexts(r) for r in range(log.rowCount())]
    scores = [event for _, event in engine.scoreLog() if isinstance(event, Scored)]
    assert len(live) == len(scores) == 14
    assert [row[3] for row in live] == [str(event.score.total) for event in scores]
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


def test_each_hand_is_published_and_announced_once_with_all_its_decisions(make_board, qtbot):
    # The engine shows a turn before it records it: the board reached hand 2's show while
    # its last play was not yet among the coach's decisions, and the hand was published
    # (and announced) with 4 decisions, then again with 5; a Redo announced it a third time
    board = make_board(12, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    bar, speech = window.statusBar(), window.view.accessibility
    notices = []
    coach.handReviewed.connect(lambda hand: notices.append(
        (hand, sum(1 for d in coach.decisions() if d.hand == hand), bar.currentMessage())))
    play_until(board, lambda: engine.state.hand_number == 2 and engine.state.phase is Phase.SHOW)
    qtbot.waitUntil(lambda: coach.publishedHands() == {1, 2}, timeout=60_000)
    reviewed(qtbot, coach)
    assert [sum(1 for p in coach.positions() if p.hand == h) for h in (1, 2)] == [5, 5]
    texts = ["Hand 1 reviewed: 4 decisions, 0 costly. Ctrl+K shows the Coach.",
             "Hand 2 reviewed: 4 decisions, 2 costly. Ctrl+K shows the Coach."]
    # hand 1's notice came with hand 1's show over; hand 2's waits for its crib counted
    assert notices == [(1, 5, texts[0]), (2, 5, texts[0])]
    assert [t for t in speech.announcements if " reviewed: " in t] == texts[:1]
    # Undo of hand 2's last play: its play is not over, so its review is withdrawn; Redo
    # brings the same review back at once, never without hand 2, and not announced again
    seen = []

    def look(*_):
        if not seen or seen[-1] != coach.publishedHands():
            seen.append(coach.publishedHands())
    for signal in (coach.decisionsChanged, window.presenter.layoutChanged,
                   window.presenter.textsChanged, engine.stateChanged, engine.historyChanged):
        signal.connect(look)
    engine.undo()
    board.wait_settled()
    assert engine.state.phase is Phase.PLAY and seen == [{1}]
    seen.clear()
    with qtbot.waitSignal(engine.historyChanged, timeout=5_000):
        engine.redo()
    board.wait_settled()
    assert engine.state.phase is Phase.SHOW and coach.publishedHands() == {1, 2}
    assert seen[seen.index({1, 2}):] == [{1, 2}]  # once back, it stays
    assert notices == [(1, 5, texts[0]), (2, 5, texts[0])]
    play_until(board, lambda: engine.state.show_step == 2)  # hand 2's crib counted
    assert bar.currentMessage() == texts[1]
    # a screen reader hears the Coach's key with the match's first notice only (play-test
    # 32 with Orca: after every deal it was noise); the status bar always shows it
    assert [t for t in speech.announcements if " reviewed: " in t] == [
        texts[0], "Hand 2 reviewed: 4 decisions, 2 costly."]
