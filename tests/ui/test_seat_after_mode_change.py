"""The seat the board shows from follows the match's opponent (new-user play-test 30,
item B1; U3). Against the computer the human (seat 0) is at the bottom, face up, and
the computer (seat 1) at the top, face down, whatever two-player game came before:
New game while the cover is up or after "Show my hand", Undo and Redo of that New
game, a resumed save and Restart. Two players on one device after a computer game
hand the device to the player to act (U3).

Each check reads the scene itself (which cards are face up, at the bottom), the peg
board's turn, the screen reader's mirrors, and that the human's discard reaches the
engine.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crib_qt.board import geometry as L
from crib_qt.board.card_item import CardItem
from crib_qt.engine import HUMAN, MODE_COMPUTER, MODE_TWO_PLAYERS
from crib_qt.game_words import card_name
from crib_qt.models import CardRole
from crib_qt.rules import Phase, apply, legal_actions, new_game
from crib_qt.ui.new_game import GameOptions

NAMES = ("Ana", "Ben")
COMPUTER_GAME = GameOptions(MODE_COMPUTER, "expert")
TWO_PLAYERS = GameOptions(MODE_TWO_PLAYERS, "expert", NAMES)


def _face_up(board) -> dict[str, set]:
    """The face-up cards of the hands on the table: {"bottom": …, "top": …}, by where
    their items lie (the viewer's hand row, HAND_Y[1], or the other's, HAND_Y[0])."""
    rows = {"bottom": set(), "top": set()}
    for item in board.scene.items():
        if isinstance(item, CardItem) and item.isVisible() and item.card() is not None:
            for name, y in (("top", L.HAND_Y[0]), ("bottom", L.HAND_Y[1])):
                if abs(item.pos().y() - y) < 1.0:
                    rows[name].add(item.card())
    return rows


def _two_players_covered_for_seat_1(make_board):
    """A two-player board (seed 3) past the cut for the deal, the cover up for Ben
    (seat 1): the table turned to Ben's seat, as in the play-test's step 2."""
    board = make_board(3, names=NAMES)
    engine, presenter = board.engine, board.scene.presenter
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    if engine.state.to_act != 1:  # the pone discards first; let seat 0 discard then
        presenter.revealHand()
        board.act()
    assert engine.state.phase is Phase.DISCARD and engine.state.to_act == 1
    assert presenter.isCovered() and presenter.viewer() == 1
    assert board.scene.pegBoard.viewer() == 1
    return board


def _check_computer_game(board) -> None:
    """The human at the bottom (table, peg board, screen reader); their cards face up
    there once dealt, the computer's face down at the top."""
    engine, scene, presenter = board.engine, board.scene, board.scene.presenter
    state = engine.state
    assert engine.mode == MODE_COMPUTER and engine.humanSeat() == HUMAN == 0
    assert presenter.viewer() == 0 and scene.pegBoard.viewer() == 0
    assert not presenter.isCovered() and not scene.cover.isVisible()
    assert presenter.view() == state.view(0)
    mirrors = board.view.accessibility
    mirrors.ensureMirrors()
    assert mirrors.hand.accessibleName() == "Your hand"  # what a screen reader hears
    assert mirrors.lists["opponent"].accessibleName() == "Computer's hand"
    if state.phase in (Phase.DISCARD, Phase.CUT_STARTER, Phase.PLAY):
        rows = _face_up(board)
        assert rows["bottom"] == set(state.hands[0])
        assert rows["top"] == set()  # the computer's hand lies face down
        assert presenter.handModels[0].cards() == list(state.hands[0])
        assert mirrors.texts("opponent") == ["Face-down card"] * len(state.hands[1])
        assert mirrors.texts("hand") == [f"{card_name(c)}, in your hand" for c in state.hands[0]]
        position = mirrors.readPosition()  # "Read the position" (U6)
        assert f"Your hand: {', '.join(card_name(c) for c in state.hands[0])}." in position
        assert f"Computer's hand: {len(state.hands[1])} face-down cards" in position


def _cut_and_discard(board) -> None:
    """Cut for the deal (a tie cuts again), then discard the hinted two: the discard is
    accepted (the computer discards too) and the kept four stay at the bottom."""
    engine = board.engine
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    assert engine.state.phase is Phase.DISCARD
    _check_computer_game(board)
    hand = set(engine.state.hands[0])
    hint = engine.hint()
    board.act()  # taps the two cards of the bottom hand, then "To crib"
    state = engine.state
    assert state.discards[0] == hint.cards  # accepted: no "That move is not possible now"
    assert len(state.crib) == 4  # and the computer discarded as well
    assert set(state.hands[0]) == hand - set(hint.cards)
    _check_computer_game(board)


def test_a_computer_game_after_the_cover_for_player_2_is_seen_from_your_seat(make_board):
    board = _two_players_covered_for_seat_1(make_board)
    board.window.startNewGame(COMPUTER_GAME, seed=11)
    board.wait_settled()
    assert board.engine.state.phase is Phase.CUT_FOR_DEAL
    _check_computer_game(board)
    assert board.scene.pegBoard._names[0] == "You"
    _cut_and_discard(board)


def test_a_computer_game_after_player_2_showed_their_hand(make_board):
    board = _two_players_covered_for_seat_1(make_board)
    board.scene.presenter.revealHand()
    assert _face_up(board)["bottom"] == set(board.engine.state.hands[1])
    board.window.startNewGame(COMPUTER_GAME, seed=11)
    board.wait_settled()
    _cut_and_discard(board)


def test_undo_and_redo_of_the_new_game_turn_the_table_with_the_opponent(make_board):
    board = _two_players_covered_for_seat_1(make_board)
    window, engine, presenter = board.window, board.engine, board.scene.presenter
    window.startNewGame(COMPUTER_GAME, seed=11)
    board.wait_settled()
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    _check_computer_game(board)
    while engine.mode == MODE_COMPUTER:  # back through the cuts and the New game
        window.actions["undo"].trigger()
        board.wait_settled()
    # Ben's discard again, the cover up for him: nothing of his hand is face up
    assert engine.state.to_act == 1 and presenter.viewer() == 1
    assert presenter.isCovered() and _face_up(board) == {"bottom": set(), "top": set()}
    undo = engine.undoStack()
    window.actions["redo"].trigger()  # the New game again
    board.wait_settled()
    assert engine.state.phase is Phase.CUT_FOR_DEAL
    _check_computer_game(board)
    while undo.index() < undo.count():  # and the cuts
        window.actions["redo"].trigger()
        board.wait_settled()
    _cut_and_discard(board)


def test_a_resumed_computer_game_and_restart_after_two_players(make_board):
    board = _two_players_covered_for_seat_1(make_board)
    engine = board.engine
    engine.restoreMatch(11, [], 0, mode=MODE_COMPUTER)  # as a save is resumed
    board.window._apply_names()
    board.wait_settled()
    _check_computer_game(board)
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    _check_computer_game(board)
    engine.restart()  # Restart of the computer game (U5): same cards, same seat
    board.wait_settled()
    _cut_and_discard(board)


def test_a_computer_game_after_a_two_player_game_won_by_player_2(make_board):
    board = _two_players_covered_for_seat_1(make_board)
    engine, window, presenter = board.engine, board.window, board.scene.presenter
    state, actions = new_game(7), []  # a whole two-player game on seed 7, Ben moving last
    while state.phase is not Phase.GAME_OVER:
        mover, action = state.to_act, legal_actions(state)[-1]
        actions.append([action])
        state, _ = apply(state, action)
    assert mover == 1 and state.scores == (101, 121)
    engine.restoreMatch(7, actions, len(actions) - 1, mode=MODE_TWO_PLAYERS)
    board.wait_settled()
    window.actions["redo"].trigger()  # Ben's last move wins the game (R6.1)
    board.wait_settled()
    assert engine.state.phase is Phase.GAME_OVER and presenter.viewer() == 1
    assert board.scene.endPanel.isVisible()
    window.startNewGame(COMPUTER_GAME, seed=11)
    board.wait_settled()
    _check_computer_game(board)
    _cut_and_discard(board)


def test_two_players_after_a_computer_game_hand_the_device_to_the_player_to_act(make_board):
    board = make_board(5)
    engine, window, presenter = board.engine, board.window, board.scene.presenter
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    assert presenter.viewer() == 0 and not presenter.isCovered()
    window.startNewGame(TWO_PLAYERS, seed=3)
    board.wait_settled()
    assert engine.state.to_act == 0 and presenter.viewer() == 0  # Ana cuts first (R2.1)
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    seat = engine.state.to_act
    assert presenter.viewer() == seat and board.scene.pegBoard.viewer() == seat
    assert presenter.isCovered() and _face_up(board) == {"bottom": set(), "top": set()}
    QTest.keyClick(board.view, Qt.Key.Key_Return)  # "Show my hand"
    assert _face_up(board)["bottom"] == set(engine.state.hands[seat])
    assert presenter.handModels[0].flagged(CardRole.Selected) == []
