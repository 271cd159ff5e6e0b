"""The coach with no person at the table (a computer-vs-computer state, or a save whose
seats are both the computer's): the hand's "reviewed" notice, counted per person since
the two-player review (0e8056a, held to the show's end since 12e5325), has no one to
count for and says nothing, rather than a half-filled "Hand 1 reviewed. Ctrl+K; %3."."""

from __future__ import annotations

import pytest
from coach_moves import play_until, reviewed

from crib_qt.rules import Phase
from crib_qt.ui.coach_action import _tell_hand_reviewed

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")


def test_no_person_at_the_table_has_no_review_notice(make_board, qtbot, monkeypatch):
    board = make_board(12, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    # the coach's word for the seats it reviews: none is a person's
    monkeypatch.setattr(coach, "humanSeats", lambda: [])
    bar, speech = window.statusBar(), window.view.accessibility
    told = []
    coach.handReviewed.connect(lambda hand: told.append((hand, bar.currentMessage())))
    play_until(board, lambda: engine.state.phase is Phase.SHOW and engine.state.show_step == 2)
    qtbot.waitUntil(lambda: coach.publishedHands() == {1}, timeout=60_000)
    reviewed(qtbot, coach)
    play_until(board, lambda: engine.state.hand_number == 2)  # hand 1's show over
    assert [hand for hand, _ in told] == [1]  # the coach did review the hand
    assert not window.coachDock.isVisible()  # where the notice would have come
    assert not _tell_hand_reviewed(window, 1, True)  # and asked again, directly: not told
    assert "reviewed" not in bar.currentMessage()
    assert "%" not in bar.currentMessage()
    assert [t for t in speech.announcements if "reviewed" in t or "%" in t] == []
