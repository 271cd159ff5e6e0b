"""One's own throw to the crib is said (R3.2, U6; play-test 34 with Orca: after To crib
the next thing heard was the starter, nothing confirmed the two cards laid away), against
the computer only: with two players on one device the other player listens too (U3)."""

from __future__ import annotations

from crib_qt.rules import Discarded, Phase


def _discard(board) -> list[str]:
    """Play to the viewer's discard and make it; what was said from the discard on."""
    engine = board.engine
    while engine.state.phase is not Phase.DISCARD or engine.state.to_act is None:
        board.act()
        board.wait_settled()
    said = board.window.view.accessibility.announcements
    before = len(said)
    board.act()  # the hinted two cards, then To crib
    board.wait_settled()
    return said[before:]


def test_against_the_computer_the_throw_is_said_first(make_board):
    board = make_board(3)
    said = _discard(board)
    throw = next(e for e in board.engine.events() if isinstance(e, Discarded) and e.seat == 0)
    assert [str(card) for card in throw.cards] == ["7D", "8S"]
    assert board.engine.state.dealer == 1  # the computer deals: its crib
    assert said[:2] == [
        "You lay Seven of Diamonds and Eight of Spades in the computer's crib",
        "Cut the deck for the starter: point into the deck, or use ← → and Enter"]


def test_two_players_hear_no_throw(make_board):
    board = make_board(3, names=("Ana", "Bernardo"))
    engine = board.engine
    while engine.state.phase is not Phase.PLAY:
        board.act()
        board.wait_settled()
        if board.scene.presenter.isCovered():
            board.scene.presenter.revealHand()
            board.wait_settled()
    assert not [line for line in board.window.view.accessibility.announcements
                if line.startswith("You lay ") or " lay " in line]
