"""The window while the computer decides on its worker thread (issue 4: the computer
never freezes the window): it keeps painting and answering, shows a busy cursor when
the computer takes long, and the engine refuses what would change the match under
the computer's feet."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import Phase
from crib_qt.ui.main_window import MainWindow


class _PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_window_paints_and_refuses_undo_while_the_computer_thinks(drive, held_computer,
                                                                        qtbot):
    engine = GameEngine(seed=3, computer=held_computer)
    board = drive(MainWindow(engine))
    window, viewport = board.window, board.window.view.viewport()
    held_computer.release.set()
    while engine.state.phase is not Phase.DISCARD:
        board.act()
        board.wait_settled()
    held_computer.release.clear()
    before, undo_steps = engine.state, engine.undoStack().index()
    counter = _PaintCounter()
    viewport.installEventFilter(counter)
    seen = {}

    def while_thinking():
        try:
            seen["undo_enabled"] = window.actions["undo"].isEnabled()
            window.actions["undo"].trigger()  # Ctrl+Z meanwhile: the engine refuses it
            seen["undo_steps"] = engine.undoStack().index()
            seen["state"] = engine.state is before
            viewport.update()
            qtbot.waitUntil(lambda: counter.paints > 0)  # the table still paints
            qtbot.waitUntil(lambda: viewport.cursor().shape() == Qt.CursorShape.BusyCursor)
            seen["busy"] = True
        finally:
            held_computer.release.set()

    QTimer.singleShot(0, while_thinking)
    discard = BasicPlayer().choose(engine.state.view(0), engine.legalActions())
    assert engine.perform(discard)
    viewport.removeEventFilter(counter)
    assert seen == {"undo_enabled": True, "undo_steps": undo_steps, "state": True,
                    "busy": True}
    assert viewport.cursor().shape() == Qt.CursorShape.ArrowCursor
    assert engine.state.phase is Phase.CUT_STARTER
    assert engine.undoStack().index() == undo_steps + 1


def test_a_touch_that_begins_while_the_computer_thinks_stays_tracked(make_board,
                                                                      held_computer, qtbot):
    # The first finger's tap on "To crib" waits for the computer in a local event loop;
    # a second finger that touches meanwhile must still be the board's finger when the
    # first tap's handler finishes. (Qt's scene itself then drops that finger's later
    # events, a known limit of acting inside a touch handler; see the issue note.)
    board = make_board(3, driver="touch")
    engine = board.engine
    engine._computer = engine._hinter = held_computer
    held_computer.release.set()
    while engine.state.phase is not Phase.DISCARD:
        board.act()
    held_computer.release.clear()
    hint = BasicPlayer().choose(engine.state.view(0), engine.legalActions())
    for card in hint.cards:
        board.tap_card(card)
    seen = {}

    def while_thinking():  # a second finger (id 1) touches the felt
        try:
            board._touch().press(1, board.to_window(board.EMPTY_FELT)).commit(False)
            qtbot.waitUntil(lambda: board.scene.input.touch_down)
            seen["down"] = True
        finally:
            held_computer.release.set()

    def on_thinking(thinking: bool) -> None:
        if thinking:  # once the first tap has reached the engine
            QTimer.singleShot(0, while_thinking)

    engine.thinkingChanged.connect(on_thinking)
    board.press_primary("To crib")
    qtbot.waitUntil(lambda: engine.state.phase is Phase.CUT_STARTER)
    assert seen == {"down": True}
    assert board.scene.input.touch_down and board.scene.input.touch_id == 1
