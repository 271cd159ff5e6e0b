"""A shown main window of a given size for the board room's tests (ui/board_room*.py)."""

from __future__ import annotations

from PySide6.QtCore import QPoint

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.ui.main_window import MainWindow


def room_window(qtbot, size: tuple[int, int], at: QPoint | None = None) -> MainWindow:
    """A window of `size` (Qt's pixels; at least 400 x 300, else as the screen fits it),
    moved to `at` if given, shown, its board's times 0, seed 3 against the baseline
    player."""
    window = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    window.setMinimumSize(400, 300)
    window.resize(*size)
    if at is not None:
        window.move(at)
    window.show()
    qtbot.waitExposed(window)
    return window
