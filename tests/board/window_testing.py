"""The real window for the board's look tests (test_felt_fills_view.py,
test_pile_indices.py, test_card_hover.py): shown at a size, moves instant, the
computer synchronous, played on by the engine's hints to the moment a test needs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from crib_qt.engine import GameEngine
from crib_qt.ui.main_window import MainWindow


def shown_window(qtbot, seed: int, size: tuple[int, int],
                 until: Callable[[object], bool] | None = None) -> MainWindow:
    """A shown `MainWindow` of `size` (pixels) for a game of `seed`, its hints taken
    until `until(engine.state)` holds (none: at the cut), the board settled. The caller
    closes it."""
    engine = GameEngine(seed=seed, synchronous=True)
    window = MainWindow(engine)
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(500 if until is not None else 0):
        if until(engine.state):
            break
        engine.perform(engine.hint())
    for _ in range(6):  # the scene's queued update, the view's region, the window's repaint
        QApplication.processEvents()
    return window
