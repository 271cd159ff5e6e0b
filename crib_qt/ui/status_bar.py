"""The main window's status bar, whose messages outlast a look through the menus.

Qt's QMainWindow shows a hovered action's status tip with the status bar's
`showMessage`, which replaces the message up (a board's hint or refusal, a notice of
the coach, a problem report), and closing the menu, or hovering an action without a
tip, sends an empty tip that clears it: a player who opened a menu to look for
something lost the hint for good. `MessageStatusBar` shows the tip while it is
hovered and then brings the message back for what is left of its time.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer
from PySide6.QtWidgets import QStatusBar, QWidget

__all__ = ["MessageStatusBar"]


class MessageStatusBar(QStatusBar):
    """A QStatusBar whose temporary message is put back once a status tip is over.

    Its window hands it every status tip (`QEvent.Type.StatusTip`) through
    `showStatusTip` instead of QMainWindow's own handling (see MainWindow.event).
    Messages are shown with `showMessage` and taken down with `clearMessage` as in Qt.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._message = ""  # the last message shown, under any tip
        self._timeout = 0  # its time in ms; 0: until replaced
        self._shown = QElapsedTimer()  # since it was shown
        self._tip = False  # a status tip is up in its place
        # Qt's timer ends the message (a coarse timer may fire a little before the time)
        self.messageChanged.connect(self._message_changed)

    def showMessage(self, text: str, timeout: int = 0) -> None:
        """Show `text` for `timeout` ms (0: until another message or `clearMessage`),
        as QStatusBar does; a status tip up is replaced."""
        self._message, self._timeout, self._tip = text, max(0, timeout), False
        self._shown.start()
        super().showMessage(text, timeout)

    def clearMessage(self) -> None:
        """Take the message down; from under a status tip, which stays while hovered,
        it does not come back."""
        self._message = ""
        if not self._tip:
            super().clearMessage()

    def heldMessage(self) -> str:
        """The message shown and not yet over, even while a status tip hides it; ""
        when there is none (cleared, or its time is up)."""
        if self._timeout and self._shown.hasExpired(self._timeout):
            return ""
        return self._message

    def showStatusTip(self, tip: str) -> None:
        """Show a hovered action's or widget's status `tip` until the next tip; an empty
        `tip` (the pointer left it, the menu closed, or the action has none) puts the
        message back for the rest of its time, or leaves it up when no tip hides it."""
        if tip:
            self._tip = True
            super().showMessage(tip)  # Qt's own: the message underneath is kept here
        elif self._tip:
            self._tip = False
            message = self.heldMessage()
            if not message:
                super().clearMessage()
            elif self._timeout:
                super().showMessage(message, max(1, self._timeout - self._shown.elapsed()))
            else:
                super().showMessage(message)

    def _message_changed(self, text: str) -> None:
        if not text and not self._tip:
            self._message = ""
