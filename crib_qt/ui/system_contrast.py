"""High contrast that follows the system's contrast preference (issue 16).

Until the player sets High contrast themselves (the View menu's switch or Settings),
the switch follows the contrast preference the system reports through Qt
(`QAccessibilityHints.contrastPreference`, Qt 6.10+; the Windows high-contrast
themes, macOS's "Increase contrast", GNOME's high-contrast setting where the
platform plugin reads it), at start and whenever it changes. Once the player chose,
their choice (QSettings ``view/highContrast``) holds.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication

__all__ = ["SystemContrast", "CONTRAST_KEY"]

CONTRAST_KEY = "view/highContrast"


class SystemContrast(QObject):
    """Keeps the checkable High contrast `action` on the system's preference while the
    player has not chosen; `redraw()` is called when that changes the action.

    Args:
        action: the window's High contrast action.
        redraw: draws the table with the looks the actions say (remembering nothing).
    """

    def __init__(self, action: QAction, redraw: Callable[[], None], parent=None) -> None:
        super().__init__(parent)
        self._action = action
        self._redraw = redraw
        # PySide invalidates the hints' wrapper with a temporary QStyleHints one's:
        # both are kept
        self._style = QGuiApplication.styleHints()
        self._hints = self._style.accessibility()
        self._hints.contrastPreferenceChanged.connect(self.systemChanged)
        action.triggered.connect(self.choose)
        self.follow()

    @staticmethod
    def follows() -> bool:
        """Whether the switch follows the system (the player never set it)."""
        return not QSettings().contains(CONTRAST_KEY)

    def system(self) -> bool:
        """Whether the system asks for high contrast (False where Qt cannot tell)."""
        return self._hints.contrastPreference() == Qt.ContrastPreference.HighContrast

    def follow(self) -> None:
        """Set the switch to the system's preference, unless the player chose."""
        if self.follows():
            self._action.setChecked(self.system())

    def systemChanged(self, *_) -> None:
        """The system's preference changed: follow it (and redraw) unless the player chose."""
        if self.follows():
            self.follow()
            self._redraw()

    def choose(self, *_) -> None:
        """The player switched High contrast (the action was triggered): their choice
        holds from now on."""
        QSettings().setValue(CONTRAST_KEY, self._action.isChecked())

    def remember(self) -> None:
        """Remember the switch as it is, if the player chose it (else it follows)."""
        if not self.follows():
            QSettings().setValue(CONTRAST_KEY, self._action.isChecked())

    def settingsSaved(self, following: bool) -> None:
        """Settings wrote every look (`following`: the switch followed the system
        before): a High contrast left as the system has it still follows it."""
        if following and self._action.isChecked() == self.system():
            QSettings().remove(CONTRAST_KEY)
