"""The busy cursor over the table while the computer takes longer than a glance to decide."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["ThinkingCursor", "THINKING_CURSOR_MS"]

# How long the computer may think before the table shows a busy cursor, in ms.
THINKING_CURSOR_MS = 250


class ThinkingCursor(QObject):
    """Shows a busy cursor over `widget` once the computer has thought for
    `THINKING_CURSOR_MS`; the usual instant replies show none, so the cursor does
    not flicker on every move.

    Args:
        widget: where the cursor changes (the board view's viewport).
        parent: the owner of this helper.
    """

    def __init__(self, widget: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._widget = widget
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(THINKING_CURSOR_MS)
        self._timer.timeout.connect(
            lambda: self._widget.setCursor(Qt.CursorShape.BusyCursor))

    def setThinking(self, thinking: bool) -> None:
        """The computer started (True) or stopped (False) thinking."""
        if thinking:
            self._timer.start()
        else:
            self._timer.stop()
            self._widget.unsetCursor()
