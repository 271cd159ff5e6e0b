"""Go or Continue asked for by its key where it does not apply is refused aloud with the
rules' reason (R4.2, U6; play-test 34 with Orca: G with a card to play, and C outside the
show, did nothing and said nothing). board/presenter_intents.py `trigger`."""

from __future__ import annotations

from crib_qt.rules import Phase, Play

from board_positions import drive_until


def _said(board) -> list[str]:
    return board.window.view.accessibility.announcements


def test_g_with_a_card_to_play_says_to_play_it(make_board):
    board = make_board(3, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.PLAY and s.to_act == 0)
    board.wait_settled()
    assert any(isinstance(a, Play) for a in board.engine.legalActions())
    steps = board.engine.undoStack().count()
    before = len(_said(board))
    assert not board.window.actions["go"].isEnabled()  # its menu entry stays off
    board.key(board.window.actions["go"].shortcut()[0].key())  # G, as the language has it
    assert _said(board)[before:] == ["A card still fits under 31: play it"]
    assert board.window.statusBar().currentMessage() == "A card still fits under 31: play it"
    assert board.engine.undoStack().count() == steps  # nothing done
    before = len(_said(board))
    board.key(board.window.actions["continue"].shortcut()[0].key())  # C: no show to go on
    assert _said(board)[before:] == ["That move is not possible now"]
    assert board.engine.undoStack().count() == steps
