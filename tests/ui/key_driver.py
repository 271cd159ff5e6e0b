"""The keyboard-only driver of the main window (the board's focus ring and the window's
shortcuts), for the keyboard tests; `make_board(seed, driver="keys")` makes one."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crib_qt.models import CardRole
from crib_qt.rules import Continue, CutForDeal, CutStarter, Go, Phase, legal_actions

from board_driver import BoardDriver


class KeyDriver(BoardDriver):
    """Plays with key presses sent to the view: the focus ring's arrows, Tab, Enter,
    Space, Esc, and the window's shortcuts (Ctrl+Return, G, C, S). No mouse, no touch."""

    def key(self, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(self.view, key, modifier)
        self.keys += 1

    def __init__(self, qtbot, window) -> None:
        super().__init__(qtbot, window)
        self.keys = 0

    def focus_area(self, area: str) -> None:
        """Tab round the board's areas until the ring is in `area`."""
        focus = self.scene.focus
        if not focus.isShown():
            self.key(Qt.Key.Key_Tab)  # the first key only shows the ring
        for _ in range(8):
            if focus.area() == area:
                return
            self.key(Qt.Key.Key_Tab)
        raise AssertionError(f"no {area} in {focus.areas()}")

    def focus_card(self, card) -> None:
        """Put the ring on `card` of the viewer's hand with the arrow keys."""
        item = self.item(card)
        focus = self.scene.focus
        if not focus.isShown() or focus.area() != "hand":
            self.focus_area("hand")
        hand = [t.item for t in self.scene.focusTargets("hand")]
        target = hand.index(item)
        for _ in range(8):
            if focus.index() == target:
                break
            self.key(Qt.Key.Key_Right if focus.index() < target else Qt.Key.Key_Left)
        assert focus.current().item is item and item.isFocused()

    def cut_at(self, depth: int) -> None:
        deck = self.scene.deck
        assert deck.isSpread()
        self.focus_area("deck")
        for _ in range(60):
            if deck.cutDepth() == depth:
                break
            self.key(Qt.Key.Key_Right if deck.cutDepth() < depth else Qt.Key.Key_Left)
        assert deck.cutDepth() == depth and deck.isFocused()
        self.key(Qt.Key.Key_Return)

    def act(self, drag: bool = False) -> str:
        """Make the human's next move with keys only, as the hint suggests."""
        state = self.engine.state
        undo = self.engine.undoStack()
        steps_before = undo.count()
        hint = self.engine.hint()
        turn = steps_before
        if state.phase in (Phase.CUT_FOR_DEAL, Phase.CUT_STARTER):
            depths = legal_actions(state)
            depth = depths[(7 * steps_before + 3) % len(depths)].depth
            self.cut_at(depth)
            expected = (CutForDeal if state.phase is Phase.CUT_FOR_DEAL else CutStarter)(depth)
            name = "cut"
        elif state.phase is Phase.DISCARD:
            for card in hint.cards:
                self.focus_card(card)
                self.key(Qt.Key.Key_Space)
            assert set(self.scene.presenter.handModels[0].flagged(CardRole.Selected)) == set(hint.cards)
            assert undo.count() == steps_before  # U2: only a preview
            if turn % 3 == 0:
                self.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # the action
            elif turn % 3 == 1:
                self.focus_area("crib")  # carry the chosen cards to the crib
                self.key(Qt.Key.Key_Return)
            else:
                self.focus_area("buttons")
                assert self.scene.primaryButton.isFocused()
                self.key(Qt.Key.Key_Space)
            expected, name = hint, "discard"
        elif state.phase is Phase.PLAY and isinstance(hint, Go):
            if turn % 2:
                self.key(Qt.Key.Key_G)
            else:  # the ring waits on the Go button
                assert self.scene.focus.current().item is self.scene.primaryButton
                self.key(Qt.Key.Key_Return)
            expected, name = hint, "go"
        elif state.phase is Phase.PLAY:
            self.focus_card(hint.card)
            self.key(Qt.Key.Key_Return)
            expected, name = hint, "play"
        elif state.phase is Phase.SHOW:
            if turn % 2:
                self.key(Qt.Key.Key_C)
            else:  # the ring waits on the Continue button
                assert self.scene.focus.current().item is self.scene.primaryButton
                self.key(Qt.Key.Key_Space)
            expected, name = Continue(), "continue"
        else:
            raise AssertionError(f"nothing to do in {state.phase}")
        self.wait_settled()
        assert undo.count() == steps_before + 1, f"the {name} did not reach the engine"
        assert undo.command(steps_before).actions[0] == expected
        self.log.append(name)
        return name
