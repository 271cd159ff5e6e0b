"""Moves to the moment a card of the viewer's lands on the play pile, for the tests of
what the table says as it lands (test_count_on_landing.py, test_pile_rows_on_landing.py):
hints played at once up to a play of the viewer's on a count above 0, then the board's
moves as a player sees them."""

from __future__ import annotations

from crib_qt.rules import Phase, Play
from crib_qt.ui.preferences import ANIMATION_TIMES


def to_a_play_of_mine(board):
    """Hints played at once until the viewer plays a card on a count above 0; then the
    board's moves as a player sees them (normal speed). Returns (count before, card to
    play)."""
    engine = board.engine
    while not (engine.state.phase is Phase.PLAY and engine.state.to_act == 0
               and isinstance(engine.hint(), Play) and engine.state.count > 0):
        assert engine.perform(engine.hint())
        board.wait_settled()
    board.window.setBoardTimes(*ANIMATION_TIMES["normal"])
    return engine.state.count, engine.hint().card


def at_a_play_of_mine_read(make_board, seed: int):
    """A 1366 x 768 board of `seed` (`make_board`) with its screen reader's mirrors made,
    at a play of the viewer's (`to_a_play_of_mine`). Returns (board, the pile's mirror,
    count before, card to play)."""
    board = make_board(seed, size=(1366, 768))
    board.view.accessibility.ensureMirrors()
    before, card = to_a_play_of_mine(board)
    return board, board.view.accessibility.lists["pile"], before, card
