"""The keyboard beyond the table's focus ring (issue 16): Enter confirms a complete
choice, 1–6 pick the hand's cards, the window's letters work whatever card has the ring,
F6 and Ctrl+Tab go round the table, the score log and the toolbar, the ring shows when
the keyboard brings the focus to the table, Help's pages (How to play, Keys) open and
close by keys; and whole matches played that way, reading the score log and Help on the
way, with no mouse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from crib_qt.models import CardRole
from crib_qt.rules import Continue, CutForDeal, CutStarter, Go, Phase, legal_actions
from crib_qt.ui.dialogs import KeysDialog, RulesDialog, keys_rows
from crib_qt.ui.keyboard_panes import panes

from key_driver import KeyDriver


class PaneKeyDriver(KeyDriver):
    """`KeyDriver` with issue 16's keys: the number keys choose and play cards, Enter lays
    two chosen cards away, and now and then the keyboard goes round the panes (F6,
    Ctrl+Tab: the score log, read with the arrows; the toolbar) and back to the table."""

    def __init__(self, qtbot, window) -> None:
        super().__init__(qtbot, window)
        self.log_rows_read = 0
        self.detours = 0

    def number_of(self, card) -> int:
        """The number key (1–6) of `card`: its place in the hand, left to right."""
        hand = [t.item for t in self.scene.focusTargets("hand")]
        return hand.index(self.item(card)) + 1

    def number_key(self, card) -> None:
        self.key(Qt.Key.Key_0 + self.number_of(card))

    def focused_pane(self):
        focused = QApplication.focusWidget()
        for pane in panes(self.window):
            if focused is pane or pane.isAncestorOf(focused):
                return pane
        return None

    def detour(self, forward: bool) -> None:
        """Go round every pane and back to the table, by F6 or by Ctrl+Tab (backwards by
        Shift+F6 or Ctrl+Shift+Tab); read the score log's newest rows on the way."""
        window = self.window
        places = panes(window)
        assert self.focused_pane() is window.view
        for step in range(1, len(places) + 1):
            if forward:
                self.window_key(Qt.Key.Key_F6 if step % 2 else Qt.Key.Key_Tab,
                                Qt.KeyboardModifier.NoModifier if step % 2
                                else Qt.KeyboardModifier.ControlModifier)
            else:
                self.window_key(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
            here = places[step % len(places)] if forward else places[-step % len(places)]
            assert self.focused_pane() is here, (step, QApplication.focusWidget())
            if here is window.logView:
                self.read_log()
            elif here is window.toolBar:
                assert isinstance(QApplication.focusWidget(), QToolButton)
        assert self.scene.focus.isShown()  # the ring shows at once on the table
        self.detours += 1

    def window_key(self, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        """A key pressed wherever the focus is now."""
        QTest.keyClick(QApplication.focusWidget(), key, modifier)
        self.keys += 1

    def read_log(self) -> None:
        log = self.window.logView
        rows = log.model().rowCount()
        if not rows:
            return
        self.window_key(Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
        assert log.currentIndex().row() == rows - 1
        if rows > 1:
            self.window_key(Qt.Key.Key_Up)
            assert log.currentIndex().row() == rows - 2
        self.log_rows_read += 1

    def act(self, drag: bool = False) -> str:
        """The human's next move with keys, as the hint says: cuts with the arrows and
        Enter, discards with two number keys and Enter, plays with a number key, Go and
        Continue with G and C; every fifth move first goes round the panes."""
        state = self.engine.state
        undo = self.engine.undoStack()
        steps_before = undo.count()
        hint = self.engine.hint()
        if steps_before % 5 == 4:
            self.detour(forward=steps_before % 10 == 4)
        if state.phase in (Phase.CUT_FOR_DEAL, Phase.CUT_STARTER):
            depths = legal_actions(state)
            depth = depths[(5 * steps_before + 1) % len(depths)].depth
            self.cut_at(depth)
            expected = (CutForDeal if state.phase is Phase.CUT_FOR_DEAL else CutStarter)(depth)
            name = "cut"
        elif state.phase is Phase.DISCARD:
            for card in hint.cards:
                self.number_key(card)
            chosen = self.scene.presenter.handModels[0].flagged(CardRole.Selected)
            assert set(chosen) == set(hint.cards)
            assert undo.count() == steps_before  # U2: only a preview
            self.key(Qt.Key.Key_Return)  # the choice is complete: Enter lays them away
            expected, name = hint, "discard"
        elif state.phase is Phase.PLAY and isinstance(hint, Go):
            self.key(Qt.Key.Key_G)
            expected, name = hint, "go"
        elif state.phase is Phase.PLAY:
            self.number_key(hint.card)
            expected, name = hint, "play"
        elif state.phase is Phase.SHOW:
            self.key(Qt.Key.Key_C)
            expected, name = Continue(), "continue"
        else:
            raise AssertionError(f"nothing to do in {state.phase}")
        self.wait_settled()
        assert undo.count() == steps_before + 1, f"the {name} did not reach the engine"
        assert undo.command(steps_before).actions[0] == expected
        self.log.append(name)
        return name


def _make(make_board, seed: int) -> PaneKeyDriver:
    board = make_board(seed, driver="keys")
    board.__class__ = PaneKeyDriver
    board.log_rows_read = board.detours = 0
    return board


def _in_dialog(qtbot, kind, check) -> list:
    """Run `check(dialog)` on the next modal dialog of `kind` once it shows; the list it
    returns holds the dialog when it ran."""
    seen = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(10, look)
            return
        seen.append(dialog)
        try:
            check(dialog)
        finally:
            if dialog.isVisible():  # a failed check must not leave the test waiting
                seen.append("left open")
                dialog.reject()

    QTimer.singleShot(0, look)
    return seen


def _back_to(qtbot, window) -> None:
    """A closed dialog gives the window back the activation (a window manager's job; the
    offscreen platform has none)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def _read_keys_page(qtbot, dialog) -> None:
    table = dialog.table
    assert dialog.focusWidget() is table and table.currentRow() == 0  # the first key row
    QTest.keyClick(table, Qt.Key.Key_Down)
    assert table.currentRow() == 1
    QTest.keyClick(table, Qt.Key.Key_Escape)


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
def test_whole_matches_by_keyboard_with_the_score_log_and_help(make_board, qtbot):
    for seed in (13, 29):
        board = _make(make_board, seed)
        window = board.window
        window.view.setFocus()
        if not window.logDock.isVisible():  # (the last window left it open)
            board.key(Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # Score log
        assert window.logDock.isVisible()
        # Help by its keys: How to play (F1) and Keys (Shift+F1), closed with Esc
        rules = _in_dialog(qtbot, RulesDialog,
                           lambda d: QTest.keyClick(d.browser, Qt.Key.Key_Escape))
        board.key(Qt.Key.Key_F1)
        assert rules == [rules[0]] and isinstance(rules[0], RulesDialog)
        _back_to(qtbot, window)
        keys = _in_dialog(qtbot, KeysDialog, lambda d: _read_keys_page(qtbot, d))
        board.key(Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
        assert keys == [keys[0]] and isinstance(keys[0], KeysDialog)
        _back_to(qtbot, window)
        assert QApplication.focusWidget() is window.view
        for _ in range(400):
            if board.engine.state.phase is Phase.GAME_OVER:
                break
            board.act()
            board.check_board_matches_engine()
        state = board.engine.state
        assert state.winner is not None and 121 in state.scores
        assert board.engine.undoStack().count() == len(board.log)
        assert {"cut", "discard", "play", "go", "continue"} <= set(board.log)
        assert board.detours >= 10 and board.log_rows_read >= 10
        window.close()


def test_enter_confirms_a_complete_choice_and_numbers_pick_cards(make_board):
    board = _make(make_board, 3)
    while not (board.engine.state.phase is Phase.DISCARD and board.engine.state.to_act == 0):
        board.act()
    scene, focus = board.scene, board.scene.focus
    hand = [t.item.card() for t in scene.focusTargets("hand")]
    board.key(Qt.Key.Key_2)  # the second card: chosen, and the ring is on it
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [hand[1]]
    assert focus.isShown() and focus.area() == "hand" and focus.index() == 1
    board.key(Qt.Key.Key_Return)  # one card only: Enter is refused, the choice kept
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == [hand[1]]
    board.key(Qt.Key.Key_2)  # the number takes it back
    assert scene.presenter.handModels[0].flagged(CardRole.Selected) == []
    board.key(Qt.Key.Key_5)
    board.key(Qt.Key.Key_1)
    assert set(scene.presenter.handModels[0].flagged(CardRole.Selected)) == {hand[0], hand[4]}
    board.key(Qt.Key.Key_7)  # no seventh card: nothing happens
    board.key(Qt.Key.Key_3)  # a third card is refused (R3.2)
    assert set(scene.presenter.handModels[0].flagged(CardRole.Selected)) == {hand[0], hand[4]}
    # H works with a hand card focused: the hint marks two cards
    assert focus.current().item.card() == hand[2]
    board.key(Qt.Key.Key_H)
    board.qtbot.waitUntil(lambda: len(scene.presenter.handModels[0].flagged(
        CardRole.Hinted)) == 2)
    steps = board.engine.undoStack().count()
    board.key(Qt.Key.Key_Enter)  # complete: laid away, whatever card has the ring
    board.wait_settled()
    assert board.engine.undoStack().count() == steps + 1
    assert board.engine.state.discards[0] == tuple(sorted((hand[0], hand[4])))
    # G and C from a focused card too
    while not (board.engine.state.phase is Phase.PLAY and
               scene.presenter.primaryRole() == "go"):
        board.act()
    if scene.focusTargets("hand"):
        focus.focusOn("hand", 0)
    steps = board.engine.undoStack().count()
    board.key(Qt.Key.Key_G)
    board.wait_settled()
    assert board.engine.undoStack().command(steps).actions[0] == Go()
    while board.engine.state.phase is not Phase.SHOW:
        board.act()
    if scene.focusTargets("hand"):
        focus.focusOn("hand", 0)
    steps = board.engine.undoStack().count()
    board.key(Qt.Key.Key_C)
    board.wait_settled()
    assert board.engine.undoStack().command(steps).actions[0] == Continue()


def test_the_ring_shows_when_the_keyboard_brings_the_focus(make_board):
    board = _make(make_board, 3)
    window, focus = board.window, board.scene.focus
    assert not focus.isShown()
    window.toolBar.actions()[0]  # the toolbar has buttons to go to
    board.window_key(Qt.Key.Key_F6)  # no score log open: the toolbar is next
    assert isinstance(QApplication.focusWidget(), QToolButton)
    first = QApplication.focusWidget()
    board.window_key(Qt.Key.Key_Right)  # the arrows move along the toolbar
    assert QApplication.focusWidget() is not first
    assert isinstance(QApplication.focusWidget(), QToolButton)
    board.window_key(Qt.Key.Key_Home)
    assert QApplication.focusWidget() is first
    board.window_key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is window.view
    assert focus.isShown() and board.scene.deck.isFocused()  # at once, no key needed
    assert window.view.accessibility.announcements[-1].startswith("Deck: cut after card")


def test_the_keys_page_lists_every_key_translated_with_its_action(make_board):
    board = _make(make_board, 3)
    rows = dict(keys_rows(board.window.actions))
    assert rows["Space"].startswith("Choose a card for the crib")
    assert rows["1 to 6"] == "Choose or play the first to sixth card of your hand"
    assert rows["H"] == "Hint" and rows["G"] == "Go" and rows["C"] == "Continue"
    assert rows["S"] == "Show my hand" and rows["P"] == "Read the position"
    assert rows["F6, Ctrl+Tab"] == "Next pane"
    assert rows["Shift+F6, Ctrl+Shift+Tab"] == "Previous pane"
    assert rows["Shift+F1"] == "Keys" and rows["F1"] == "How to play"
    assert rows["Ctrl+L"] == "Score log"
    assert board.window.actions["keys"] in board.window.helpMenu.actions()


def test_the_coach_dock_is_a_pane_while_open(make_board):
    """The Coach dock (issue 19) takes its turn between the table and the toolbar while it
    is open, so a keyboard player reaches the last hand's review (found by a play-test)."""
    board = _make(make_board, 3)
    window = board.window
    if window.logDock.isVisible():  # (an earlier window may have left it open)
        window.actions["score_log"].trigger()
    window.actions["coach_panel"].trigger()
    assert window.coachDock.isVisible() and window.coachDock.panel is not None
    coach = window.coachDock.panel.view
    assert panes(window) == [window.view, coach, window.toolBar]
    window.view.setFocus()
    board.window_key(Qt.Key.Key_F6)
    assert QApplication.focusWidget() is coach
    board.window_key(Qt.Key.Key_F6)
    assert isinstance(QApplication.focusWidget(), QToolButton)
    board.window_key(Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is coach
    window.actions["coach_panel"].trigger()
    assert panes(window) == [window.view, window.toolBar]


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
def test_the_keys_rows_are_as_tall_as_their_wrapped_text(qtbot, make_board):
    """Help > Keys (U6; play-test finding): each row is as tall as its text wrapped at
    the width its column has on screen, one line for a short text, not the height it
    would need in the narrow column the table had before it was laid out."""
    window = _make(make_board, 3).window
    dialog = KeysDialog(window.actions, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    one_line = table.fontMetrics().height()
    heights = [table.rowHeight(row) for row in range(table.rowCount())]
    least = table.verticalHeader().minimumSectionSize()
    assert heights == [max(least, table.sizeHintForRow(row)) for row in range(table.rowCount())]
    tab = next(row for row in range(table.rowCount())
               if table.item(row, 0).text().startswith("Tab"))
    assert heights[tab] < 2 * one_line + 12  # one line and the cell's margins
