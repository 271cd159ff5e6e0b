"""A key that would move the focus ring past an end of its row says the target again,
with where it stands (U6; play-test 32 with Orca: Left on the first card, Right on the
last and Home on the card already under the ring were silent, so a blind player could
not tell that nothing had moved). board/focus.py `FocusRing.stayed`,
board/accessible.py."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crib_qt.rules import Phase

SEED = 3


def _said(board) -> list[str]:
    return board.window.view.accessibility.announcements


def _discarding(make_board):
    board = make_board(SEED, driver="keys")
    while board.engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    board.wait_settled()
    assert board.engine.state.phase is Phase.DISCARD
    return board


def test_the_first_and_last_cards_are_said_again_at_the_ends_of_the_hand(make_board):
    board = _discarding(make_board)
    hand = [t.item for t in board.scene.focusTargets("hand")]
    board.focus_card(hand[0].card())
    name = board.window.view.accessibility.describeTarget(board.scene.focus.current())
    assert name == "Four of Diamonds, in your hand"
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Home, Qt.Key.Key_PageUp):
        before = len(_said(board))
        board.key(key)
        assert _said(board)[before:] == ["Four of Diamonds, in your hand — the first of 6"]
        assert board.scene.focus.index() == 0
    board.key(Qt.Key.Key_End)
    last = board.window.view.accessibility.describeTarget(board.scene.focus.current())
    for key in (Qt.Key.Key_Right, Qt.Key.Key_End, Qt.Key.Key_PageDown):
        before = len(_said(board))
        board.key(key)
        assert _said(board)[before:] == [f"{last} — the last of 6"]
        assert board.scene.focus.index() == 5
    before = len(_said(board))
    board.key(Qt.Key.Key_Left)  # a move is said as before, without an end
    assert len(_said(board)) == before + 1 and " — " not in _said(board)[-1]


def test_the_deck_is_said_again_at_its_first_and_last_cut_points(make_board):
    board = make_board(SEED, driver="keys")
    deck = board.scene.deck
    board.focus_area("deck")
    accessibility = board.window.view.accessibility
    for key, depth in ((Qt.Key.Key_Home, 4), (Qt.Key.Key_End, 48)):  # at least 4 each side
        board.key(key)  # to the first (last) cut point: said as a move
        assert deck.cutDepth() == depth
        at_end = accessibility.describeTarget(board.scene.focus.current())
        before = len(_said(board))
        board.key(key)  # again: nothing moves, the deck is said again
        assert _said(board)[before:] == [at_end] and deck.cutDepth() == depth


def test_the_ends_are_said_without_a_gender_in_portuguese(make_board):
    """A row's targets are cards ("carta") or buttons ("botão"): the words for its ends
    agree with neither (the review of 3f25777: "Passo, botão — a única")."""
    from crib_qt.board.accessible_names import end_text

    board = _discarding(make_board)
    board.window.setLanguage("pt_BR")
    try:
        assert [end_text("Passo, botão", "first", 1), end_text("X", "first", 6),
                end_text("X", "last", 6)] == [
            "Passo, botão — posição única", "X — primeira posição de 6",
            "X — última posição de 6"]
        hand = [t.item for t in board.scene.focusTargets("hand")]
        board.focus_card(hand[0].card())
        before = len(_said(board))
        board.key(Qt.Key.Key_Home)
        assert _said(board)[before:] == ["Quatro de Ouros, na sua mão — primeira posição de 6"]
    finally:
        board.window.setLanguage("en")
