"""The window while the computer decides on its worker thread (issue 4: the computer
never freezes the window; issue 13: nothing waits for it): the player's move shows at
once, the window keeps painting and answering, shows a busy cursor when the computer
takes long, and the engine refuses what would change the match under the computer's
feet."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt

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
    undo_steps = engine.undoStack().index()
    counter = _PaintCounter()
    viewport.installEventFilter(counter)
    discard = BasicPlayer().choose(engine.state.view(0), engine.legalActions())

    assert engine.perform(discard)  # returns at once: the computer is still held
    mine = engine.state
    assert engine.isThinking() and mine.discards[0] == discard.cards
    presenter = board.scene.presenter
    qtbot.waitUntil(lambda: presenter.isIdle() and presenter.view() == mine.view(0))  # my
    # discard is on the table, and the prompt says the computer is playing
    assert board.scene.promptLabel.text() == "Computer is playing…"
    assert window.actions["undo"].isEnabled()
    window.actions["undo"].trigger()  # Ctrl+Z meanwhile: the engine refuses it
    assert engine.undoStack().index() == undo_steps and engine.state is mine
    viewport.update()
    qtbot.waitUntil(lambda: counter.paints > 0)  # the table still paints
    qtbot.waitUntil(lambda: viewport.cursor().shape() == Qt.CursorShape.BusyCursor)

    held_computer.release.set()
    board.wait_settled()
    viewport.removeEventFilter(counter)
    assert viewport.cursor().shape() == Qt.CursorShape.ArrowCursor
    assert engine.state.phase is Phase.CUT_STARTER
    assert engine.undoStack().index() == undo_steps + 1
    assert presenter.view() == engine.state.view(0)


def test_a_touch_that_begins_while_the_computer_thinks_stays_tracked(make_board,
                                                                      held_computer, qtbot):
    # The first finger's tap on "To crib" returns at once while the computer thinks; a
    # second finger that touches meanwhile is the board's finger once the reply is in.
    board = make_board(3, driver="touch")
    engine = board.engine
    engine._opponent.player = engine._opponent.hinter = held_computer
    held_computer.release.set()
    while engine.state.phase is not Phase.DISCARD:
        board.act()
    held_computer.release.clear()
    hint = BasicPlayer().choose(engine.state.view(0), engine.legalActions())
    for card in hint.cards:
        board.tap_card(card)
    board.press_primary("To crib")
    assert engine.isThinking()  # the tap's handler has returned already
    board._touch().press(1, board.to_window(board.EMPTY_FELT)).commit(False)  # finger 1
    qtbot.waitUntil(lambda: board.scene.input.touch_down)
    held_computer.release.set()
    qtbot.waitUntil(lambda: engine.state.phase is Phase.CUT_STARTER)
    assert board.scene.input.touch_down and board.scene.input.touch_id == 1
