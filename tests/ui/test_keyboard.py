"""A whole match played from the keyboard alone (U6), and the keyboard's position
selectors: the focus ring, the cut point, Esc, and the shortcuts in the menus.

`KeyDriver` (key_driver.py) reads the engine's hint to decide what to do, and does it
with key presses sent to the view only: arrows and Tab move the board's focus
ring, Enter and Space act, Ctrl+Return, G and C are the window's shortcuts.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from crib_qt.models import CardRole
from crib_qt.rules import Phase


def _play_to_the_end(board) -> None:
    for _ in range(400):
        if board.engine.state.phase is Phase.GAME_OVER:
            return
        board.act()
        board.check_board_matches_engine()
    raise AssertionError("the match did not end")


def test_full_match_by_keyboard_only(make_board):
    board = make_board(13, driver="keys")
    started = time.monotonic()

    _play_to_the_end(board)

    state = board.engine.state
    assert state.winner is not None and 121 in state.scores
    assert board.scene.pegBoard.pegScores(state.winner)[0] == 121
    assert [board.scene.pegBoard.pegScores(s)[0] for s in (0, 1)] == list(state.scores)
    assert board.scene.endPanel.isVisible()
    assert board.engine.undoStack().count() == len(board.log)
    assert {"cut", "discard", "play", "go", "continue"} <= set(board.log)
    assert board.keys > len(board.log)
    assert time.monotonic() - started < 60
    # the end panel's buttons are reached from the keyboard too: Restart
    focus = board.scene.focus
    assert focus.area() == "buttons" and focus.current().item is board.scene.newGameButton
    board.key(Qt.Key.Key_Right)
    assert board.scene.restartButton.isFocused()
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    assert board.engine.steps() == [] and board.scene.deck.isSpread()  # issue 15: no steps


def test_the_focus_ring_shows_with_the_keyboard_and_moves_among_the_areas(make_board):
    board = make_board(3, driver="keys")
    scene, focus = board.scene, board.scene.focus
    deck = scene.deck
    assert deck.isSpread() and not focus.isShown() and not deck.isFocused()
    depth = deck.cutDepth()
    board.key(Qt.Key.Key_Left)  # the ring shows on the deck, and the cut point moves at once
    assert focus.isShown() and focus.area() == "deck" and deck.isFocused()
    assert deck.cutDepth() == depth - 1
    depth = deck.cutDepth()
    board.key(Qt.Key.Key_Left)
    board.key(Qt.Key.Key_Left)
    assert deck.cutDepth() == depth - 2  # left and right move the cut point
    board.key(Qt.Key.Key_End)
    assert deck.cutDepth() == deck._depths[-1]
    board.key(Qt.Key.Key_PageUp)
    assert deck.cutDepth() == deck._depths[-1] - 5
    assert board.engine.undoStack().count() == 0  # pointing is no move (U1, U2)
    # a mouse press puts the ring away; the next key brings it back where it was
    board.click(board.EMPTY_FELT)
    assert not focus.isShown() and not deck.isFocused()
    board.key(Qt.Key.Key_Right)
    assert focus.isShown() and deck.isFocused()
    board.key(Qt.Key.Key_Return)
    board.wait_settled()
    assert board.engine.undoStack().count() == 1

    while not (board.engine.state.phase is Phase.DISCARD and board.engine.state.to_act == 0):
        board.act()
    assert focus.area() == "hand" and focus.index() == 0
    first = scene.focusTargets("hand")[0].item
    assert first.isFocused()
    board.key(Qt.Key.Key_Right)
    assert scene.focusTargets("hand")[1].item.isFocused() and not first.isFocused()
    board.key(Qt.Key.Key_Space)
    board.key(Qt.Key.Key_Right)
    board.key(Qt.Key.Key_Return)  # one card chosen: Enter is refused (issue 21)
    assert len(scene.presenter.handModels[0].flagged(CardRole.Selected)) == 1
    board.key(Qt.Key.Key_Space)
    chosen = scene.presenter.handModels[0].flagged(CardRole.Selected)
    assert len(chosen) == 2 and scene.primaryButton.isEnabled()
    assert board.engine.undoStack().count() == 1  # still a preview (U2)
    # Up goes to the area above the hand: the To crib button; Down comes back
    board.key(Qt.Key.Key_Up)
    assert focus.area() == "buttons" and scene.primaryButton.isFocused()
    board.key(Qt.Key.Key_Down)
    assert focus.area() == "hand"
    assert set(focus.areas()) == {"hand", "buttons", "crib"}
    board.key(Qt.Key.Key_Escape)  # Esc clears the selection
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == []
    assert not scene.primaryButton.isEnabled() and board.engine.undoStack().count() == 1


def test_actions_for_the_board_are_in_the_menu_with_their_shortcuts(make_board):
    board = make_board(3, driver="keys")
    window, scene = board.window, board.scene
    actions = window.actions
    menu = window.gameMenu.actions()
    for name, keys in (("confirm", "Ctrl+Return"), ("go", "G"), ("continue", "C"),
                       ("show_hand", "S"), ("hint", "H"), ("undo", None), ("redo", None),
                       ("new_game", None), ("restart", "Ctrl+R")):
        action = actions[name]
        shortcut = action.shortcut()
        assert not shortcut.isEmpty(), name
        if keys is not None:
            assert shortcut == QKeySequence(keys)
        native = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
        assert action.toolTip().endswith(f"({native})"), name
        assert name in ("undo", "redo") or action in menu, name

    def enabled() -> set:
        return {n for n in ("confirm", "go", "continue", "show_hand") if actions[n].isEnabled()}

    assert enabled() == set()  # cutting: none applies
    while not (board.engine.state.phase is Phase.DISCARD and board.engine.state.to_act == 0):
        board.act()
    assert enabled() == set()  # no two cards chosen yet
    for card in board.engine.hint().cards:
        board.focus_card(card)
        board.key(Qt.Key.Key_Space)
    assert enabled() == {"confirm"}
    steps = board.engine.undoStack().count()
    board.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    board.wait_settled()
    assert board.engine.undoStack().count() == steps + 1
    while not (board.engine.state.phase is Phase.PLAY and
               scene.presenter.primaryRole() == "go"):
        board.act()
    assert enabled() == {"go"}
    while board.engine.state.phase is not Phase.SHOW:
        board.act()
    assert enabled() == {"continue"}
    steps = board.engine.undoStack().count()
    actions["continue"].trigger()
    board.wait_settled()
    assert board.engine.undoStack().count() == steps + 1
