"""The peg board's pegs (crib_qt/board/peg_board.py): placed in their holes, the back peg
leapfrogging the front one, and their animated moves."""

from __future__ import annotations

from crib_qt.board.animator import AnimationSet

from peg_board_testing import (  # tests/board/peg_board_testing.py
    _peg_items,
    _xy,
    board_fixture,  # noqa: F401 (the fixture board)
    own_cache_fixture,  # noqa: F401 (the fixture own_cache, for every test here)
)

# -- pegs ------------------------------------------------------------------------------------


def test_new_board_has_both_pegs_at_the_start(board):
    for seat in (0, 1):
        front, back = board.pegPositions(seat)
        assert front == board.holePosition(seat, 0)
        assert back != front and back.x() == front.x() and back.y() > front.y()


def test_instant_set_pegs_places_pegs_exactly_in_holes(board):
    board.setPegs(0, 17, 9, duration_ms=0)
    board.setPegs(1, 64, 58, duration_ms=0)
    for seat, (front, back) in ((0, (17, 9)), (1, (64, 58))):
        expected = (board.holePosition(seat, front), board.holePosition(seat, back))
        assert board.pegPositions(seat) == expected
        placed = {_xy(peg.pos()) for peg in board.childItems() if peg.seat == seat}
        assert placed == {_xy(expected[0]), _xy(expected[1])}


def test_back_peg_leapfrogs_the_front_peg(board):
    board.setPegs(0, 5, 0, duration_ms=0)
    at_start = [peg for peg in _peg_items(board) if peg.pos() == board.holePosition(0, 0)]
    at_five = [peg for peg in _peg_items(board) if peg.pos() == board.holePosition(0, 5)]
    assert len(at_start) == len(at_five) == 1

    board.setPegs(0, 9, 5, duration_ms=0)
    assert at_start[0].pos() == board.holePosition(0, 9)  # the peg that was at 0 jumped
    assert at_five[0].pos() == board.holePosition(0, 5)  # the other one stayed put
    assert board.pegPositions(0) == (board.holePosition(0, 9), board.holePosition(0, 5))


def test_animated_move_settles_in_the_exact_holes(qtbot, board):
    board.setPegs(0, 4, 0, duration_ms=0)
    animations = AnimationSet()
    board.setAnimations(animations)
    jumper = next(p for p in _peg_items(board) if p.pos() == board.holePosition(0, 0))
    with qtbot.waitSignal(animations.idle, timeout=3000):
        board.setPegs(0, 12, 4, duration_ms=120)
        assert board.isAnimating() and animations.count() == 1
        assert jumper.pos() == board.holePosition(0, 0)  # has not left yet
        assert board.pegPositions(0)[0] == board.holePosition(0, 12)  # but the target is known
    assert not board.isAnimating()
    assert jumper.pos() == board.holePosition(0, 12)
    assert jumper.scale() == 1.0
    placed = {_xy(peg.pos()) for peg in _peg_items(board)[:2]}
    assert placed == {_xy(board.holePosition(0, 12)), _xy(board.holePosition(0, 4))}


def test_moves_that_overlap_end_as_one_idle_in_the_exact_holes(qtbot, board):
    animations = AnimationSet()
    board.setAnimations(animations)
    seen = []
    animations.idle.connect(lambda: seen.append(board.isAnimating()))
    board.setPegs(0, 8, 0, duration_ms=60)
    board.setPegs(1, 29, 0, duration_ms=250)
    board.setPegs(0, 15, 8, duration_ms=0)  # the front peg is still in the air
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    assert seen == [False] and not animations.isBusy()  # one idle, once every peg landed
    assert board.pegPositions(0) == (board.holePosition(0, 15), board.holePosition(0, 8))
    assert board.pegPositions(1) == (board.holePosition(1, 29), board.holePosition(1, 0))
    assert {_xy(p.pos()) for p in _peg_items(board)} == {
        _xy(board.holePosition(0, 15)), _xy(board.holePosition(0, 8)),
        _xy(board.holePosition(1, 29)), _xy(board.holePosition(1, 0)),
    }
