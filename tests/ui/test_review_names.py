"""The coach's review is named for what it covers (issue 19, RULES.md R7.1; new-user
play-test item 3): in a single game the end panel's button, the Game menu, Help > Keys
and the dialog speak of the game ("Game review"); in a match of several games of the
match ("Match review"). New game and its Undo switch the names."""

from __future__ import annotations

import pytest

from crib_qt.ui.coach_review_dialog import MatchReviewDialog
from crib_qt.ui.dialogs import keys_rows

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _names(window) -> tuple[str, str, str, str]:
    """The end panel's button, the Game menu's entry, its tip and its Keys row."""
    action = window.actions["match_review"]
    return (window.scene.reviewButton.text(), action.text(), action.statusTip(),
            dict(keys_rows(window.actions))["Ctrl+Shift+K"])


def test_a_single_game_has_a_game_review_and_a_match_a_match_review(make_board, qtbot):
    board = make_board(3)
    window, engine = board.window, board.engine
    assert _names(window) == ("Game review", "Game re&view…",
                              "Every decision of the game with what it cost", "Game review")
    dialog = MatchReviewDialog(window.coach, window.presenter, window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Game review"
    assert dialog.view.accessibleName() == "Decisions of the game"

    board.act()  # the cut: New game is then a step to undo (issue 15)
    engine.newGame(seed=5, games_to_win=2)  # a match, first to 2 games (R7.1)
    board.wait_settled()
    assert _names(window) == ("Match review", "&Match review…",
                              "Every decision of the match with what it cost", "Match review")
    assert dialog.windowTitle() == "Match review"  # the open dialog follows (decisionsChanged)
    assert dialog.view.accessibleName() == "Decisions of the match"

    window.actions["undo"].trigger()  # the New game taken back: the single game again
    board.wait_settled()
    assert _names(window)[:2] == ("Game review", "Game re&view…")
    assert dialog.windowTitle() == "Game review"
