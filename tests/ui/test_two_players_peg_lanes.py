"""Two players on one device (U3): the peg board stays put as the table turns (play-test
32, item 1). The table turns to the player to act at every handover, but a board on a
real table does not move: each seat keeps its track (lane), peg colour and score plate
for the whole game, seat 0 at the bottom as the human is against the computer. Before,
the lanes, pegs and plates swapped at every handover (40_2p_bernardo_cut.png against
41_2p_after_cuts.png).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from crib_qt.board import peg_board_art as art
from crib_qt.rules import Phase

NAMES = ("Ana", "Bernardo")


def _check_board_fixed(board) -> None:
    """Each seat on its own side of the board art (seat 0: side 0, the bottom plate and
    the left lane of the first street), its pegs in the holes of its scores there, its
    name on its plate and its colour on its pegs."""
    pegs, state = board.scene.pegBoard, board.engine.state
    assert pegs.viewer() == 0
    for seat, colour in ((0, QColor("#d22b2b")), (1, QColor("#1f62c9"))):
        assert pegs._plate_rect(seat) == art.plate_rect(seat)
        assert pegs._plate_layout(seat).name == NAMES[seat]
        assert pegs.holePosition(seat, 17) == art.hole_point(seat, 17)
        front, back = pegs.pegScores(seat)
        assert front == state.scores[seat]
        spare = art.spare_start(seat) if front == back == 0 else art.hole_point(seat, back)
        assert pegs.pegPositions(seat) == (art.hole_point(seat, front), spare)
        assert {(p.pos().x(), p.pos().y()) for p in pegs._pegs[seat]} == {
            (point.x(), point.y()) for point in pegs.pegPositions(seat)}  # landed there
        assert pegs.playerColours()[seat] == colour
        assert all(p.colour == colour for p in pegs._pegs[seat])
    # the lanes are apart: seat 0 left of seat 1 in the first street
    assert art.hole_point(0, 17).x() < art.hole_point(1, 17).x()


def test_each_player_keeps_lane_pegs_and_plate_whoever_is_at_the_bottom(make_board):
    board = make_board(3, names=NAMES, size=(1366, 768))
    engine, presenter = board.engine, board.scene.presenter
    viewers = []
    while engine.state.hand_number < 2 or engine.state.phase is not Phase.PLAY:
        if presenter.isCovered():
            board.click(board.scene.coverButton.scenePos())
            board.wait_settled()
        _check_board_fixed(board)
        viewers.append(presenter.viewer())
        board.act()
    _check_board_fixed(board)
    assert sum(engine.state.scores) > 0  # pegs moved on both turns of the table
    # the table turned to each player many times; the board never did
    assert {0, 1} <= set(viewers) and sum(a != b for a, b in zip(viewers, viewers[1:])) > 10
