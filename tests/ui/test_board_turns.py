"""The peg board turns with the table for two players on one device (issue 15, item 12):
the seat whose hand is at the bottom of the table has its plate and track at the bottom."""

from __future__ import annotations

from crib_qt.board import peg_board_art as art
from crib_qt.rules import Phase

NAMES = ("Ana", "Bia")


def test_the_peg_board_follows_the_seat_at_the_bottom(make_board):
    board = make_board(3, names=NAMES)
    engine, scene = board.engine, board.scene
    pegs = scene.pegBoard
    seen = set()
    while engine.state.phase is not Phase.PLAY:
        viewer = scene.presenter.viewer()
        seen.add(viewer)
        assert pegs.viewer() == viewer
        bottom = pegs._plate_layout(viewer)
        assert bottom.rect == art.plate_rect(0) and bottom.name == NAMES[viewer]
        assert pegs.holePosition(viewer, 0) == art.hole_point(0, 0)
        if scene.presenter.isCovered():  # hand over: the next player shows their hand
            board.click(scene.coverButton.scenePos())
            board.wait_settled()
            continue
        board.act()
    assert seen == {0, 1}  # both players sat at the bottom, and the board turned for each
