"""The keyboard comes back to the window a closed dialog was opened from (U6).

A window manager gives the activation back to a dialog's parent when the dialog
closes; without one (a bare X server, Xvfb, the offscreen platform) Qt leaves no window
active: the table keeps its focus ring, but the window's shortcuts (Go, Continue, Hint, Shift+F1,
Ctrl+Q) match only in the active window (Qt's WindowShortcut context), and the keys go
to whatever window is under the pointer, or nowhere (new-user play-test, problems 2 and
2b). `ActivationReturn` does the window manager's part: when a dialog that had the focus
closes and no shown window has the focus after it, its transient parent (the window it
was opened from) is activated again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from shiboken6 import Shiboken

__all__ = ["ActivationReturn"]


class ActivationReturn(QObject):
    """Watches each window that takes the focus and has a transient parent (a dialog):
    when it hides and no shown window has the focus, its parent is activated again
    (one per application: `install`).

    Qt tells no focus change when the focus window closes (`focusWindowChanged` stays
    silent, and the window of a dialog made for one exec() is deleted at once), so it
    is the dialog's `visibleChanged` that is watched.
    """

    def __init__(self, app: QGuiApplication) -> None:
        super().__init__(app)
        app.focusWindowChanged.connect(self._watch)
        self._watch(app.focusWindow())

    @classmethod
    def install(cls, app: QGuiApplication) -> ActivationReturn:
        """The application's one `ActivationReturn`, made the first time.

        Kept here rather than looked for with `app.findChild`: that gives every child of
        the application a Python wrapper, the style among them, and PySide then makes
        the QStyle class with its enums: 15 ms of the first frame (issue 14)."""
        global _installed
        if (_installed is None or not Shiboken.isValid(_installed)
                or _installed.parent() is not app):
            _installed = cls(app)
        return _installed

    def _watch(self, window: QWindow | None) -> None:
        if window is None or window.transientParent() is None or window.property(_WATCHED):
            return
        window.setProperty(_WATCHED, True)
        # the parent by its id: the Python wrapper of a transient parent does not outlive
        # the dialog's window (PySide), though the parent does
        parent = window.transientParent().winId()
        window.visibleChanged.connect(
            lambda visible: visible or QTimer.singleShot(0, self, lambda: _give_back(parent)))


_WATCHED = "cribActivationReturn"
_installed: ActivationReturn | None = None  # the one `install` made


def _give_back(parent: int) -> None:
    """Activate the shown window whose id is `parent` unless a shown window has the
    focus (a window manager gave it back already, or another dialog took it)."""
    focused = QGuiApplication.focusWindow()
    if focused is not None and focused.isVisible():
        return
    for window in QGuiApplication.topLevelWindows():
        if window.isVisible() and window.winId() == parent:
            window.requestActivate()
            return
