"""The window while the computer decides on its worker thread (issue 4: the computer
never freezes the window): it keeps painting and answering, and refuses what would
change the match under the computer's feet."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import Phase
from crib_qt.ui.main_window import MainWindow


def test_undo_redo_and_hint_are_off_while_the_computer_thinks(drive, held_computer, qtbot):
    engine = GameEngine(seed=3, computer=held_computer)
    board = drive(MainWindow(engine))
    window = board.window
    held_computer.release.set()
    while engine.state.phase is not Phase.DISCARD:
        board.act()
        board.wait_settled()
    held_computer.release.clear()
    names = ("undo", "hint", "new_game")
    enabled_before = {name: window.actions[name].isEnabled() for name in names}
    assert enabled_before == {"undo": True, "hint": True, "new_game": True}
    seen = {}

    def while_thinking():
        seen["enabled"] = {name: window.actions[name].isEnabled() for name in names}
        window.actions["undo"].trigger()  # a shortcut pressed meanwhile does nothing
        seen["phase"] = engine.state.phase
        seen["painted"] = not window.view.viewport().grab().isNull()
        held_computer.release.set()

    QTimer.singleShot(0, while_thinking)
    discard = BasicPlayer().choose(engine.state.view(0), engine.legalActions())
    assert engine.perform(discard)
    assert seen == {"enabled": {"undo": False, "hint": False, "new_game": True},
                    "phase": Phase.DISCARD, "painted": True}
    board.wait_settled()
    assert {name: window.actions[name].isEnabled() for name in names} == enabled_before
    assert engine.state.phase is Phase.CUT_STARTER
