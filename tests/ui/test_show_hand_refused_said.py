"""S ("Show my hand", U3) where no hand waits to be shown is refused aloud, on the status
bar too, and does nothing (play-test 35 with Orca: S against the computer said nothing
and showed nothing). Its menu entry stays off: the window hands the key to the table's
trigger (board/presenter_intents.py `trigger`), as it does G and C."""

from __future__ import annotations

from crib_qt.rules import Phase

from board_positions import my_discard, drive_until

_FACE_UP = "Your hand is already face up"
_NO_HAND = "There is no hand to show now"


def _press_s(board) -> list[str]:
    """S as the language has it; returns what was said of it."""
    said = board.window.view.accessibility.announcements
    before = len(said)
    steps = board.engine.undoStack().count()
    assert not board.window.actions["show_hand"].isEnabled()  # its menu entry stays off
    board.key(board.window.actions["show_hand"].shortcut()[0].key())
    assert board.engine.undoStack().count() == steps  # nothing done
    return said[before:]


def test_s_against_the_computer_says_the_hand_is_face_up(make_board):
    board = make_board(3, driver="keys")
    assert board.engine.state.phase is Phase.CUT_FOR_DEAL
    assert _press_s(board) == [_NO_HAND]  # nothing dealt yet
    drive_until(board, my_discard)
    board.wait_settled()
    assert _press_s(board) == [_FACE_UP]
    assert board.window.statusBar().currentMessage() == _FACE_UP


def test_s_with_two_players_where_no_hand_is_covered(make_board):
    board = make_board(3, driver="keys", names=("Ana", "Ben"))
    presenter = board.scene.presenter
    while board.engine.state.phase is not Phase.CUT_STARTER:
        board.wait_settled()
        if presenter.isCovered():  # S shows it, as it always did
            board.key(board.window.actions["show_hand"].shortcut()[0].key())
            board.wait_settled()
            assert not presenter.isCovered()
            assert _press_s(board) == [_FACE_UP]  # once turned up
        board.act()
    board.wait_settled()
    assert presenter.isHandHidden() and not presenter.isCovered()  # the cut needs no hand
    assert _press_s(board) == [_NO_HAND]
    assert board.window.statusBar().currentMessage() == _NO_HAND
