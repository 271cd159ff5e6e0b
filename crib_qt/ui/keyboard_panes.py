"""The keyboard's way round the window (issue 16): F6 and Ctrl+Tab (Shift+F6 and
Ctrl+Shift+Tab back) take the focus from the table to the score log and the coach
(while their docks are open) to the toolbar and round again; the toolbar's buttons take the focus and the
arrow keys; Help's Keys page lists every key."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QToolBar, QWidget

__all__ = ["panes", "cycle_pane", "show_keys", "ToolBarKeys"]


def panes(window) -> list[QWidget]:
    """The places the keyboard goes round in `window` (a `MainWindow`), in turn: the
    table, the score log and the coach's review of the last hand (each while its dock is
    open) and the toolbar."""
    found = [window.view]
    if window.logDock.isVisible():
        found.append(window.logView)
    coach = getattr(window, "coachDock", None)
    if coach is not None and coach.isVisible() and coach.panel is not None:
        found.append(coach.panel.view)
    found.append(window.toolBar)
    return found


def cycle_pane(window, step: int = 1) -> None:
    """Move the keyboard focus of `window` to the next (`step` 1) or previous (-1)
    pane; the table shows its focus ring at once (board/scene_input.py), the toolbar
    focuses its first enabled button."""
    places = panes(window)
    focused = QApplication.focusWidget()  # also in a floating dock (not window.focusWidget)
    here = next((i for i, pane in enumerate(places)
                 if focused is not None and (focused is pane or pane.isAncestorOf(focused))),
                len(places) - 1 if step > 0 else 0)
    for turn in range(1, len(places) + 1):
        pane = places[(here + step * turn) % len(places)]
        # a floating dock is a window of its own (isActiveWindow() is True for the main
        # window while its floating dock is active: Qt counts it as the window's tool)
        if QApplication.activeWindow() is not pane.window():
            pane.window().activateWindow()
        if pane is window.toolBar:
            if window.findChild(ToolBarKeys).focusFirst():
                return
            continue
        pane.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return


def show_keys(window) -> None:
    """Help > Keys: every key of the game (dialogs.py `KeysDialog`, loaded when asked)."""
    from .dialogs import KeysDialog

    KeysDialog(window.actions, window).exec()


class ToolBarKeys(QObject):
    """The toolbar by keyboard (issue 16): its buttons take the focus (F6 or Ctrl+Tab
    bring it there, see `MainWindow.cyclePane`), Left/Right/Home/End move among the
    enabled ones, Space (Qt's own) or Enter presses the focused one."""

    def __init__(self, toolbar: QToolBar) -> None:
        super().__init__(toolbar)
        self._toolbar = toolbar
        for button in self.buttons(enabled_only=False):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.installEventFilter(self)

    def buttons(self, enabled_only: bool = True) -> list[QWidget]:
        """The toolbar's buttons, left to right (only the enabled ones by default)."""
        found = [self._toolbar.widgetForAction(a) for a in self._toolbar.actions()]
        return [b for b in found if b is not None and (b.isEnabled() or not enabled_only)]

    def focusFirst(self) -> bool:
        """Put the keyboard focus on the first enabled button; False if none is."""
        buttons = self.buttons()
        if buttons:
            buttons[0].setFocus(Qt.FocusReason.ShortcutFocusReason)
        return bool(buttons)

    def eventFilter(self, watched, event) -> bool:
        if event.type() != QEvent.Type.KeyPress or \
                event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            watched.click()
            return True
        buttons = self.buttons()
        if watched not in buttons or key not in (Qt.Key.Key_Left, Qt.Key.Key_Right,
                                                 Qt.Key.Key_Home, Qt.Key.Key_End):
            return False
        here = buttons.index(watched)
        there = {Qt.Key.Key_Left: here - 1, Qt.Key.Key_Right: here + 1,
                 Qt.Key.Key_Home: 0, Qt.Key.Key_End: len(buttons) - 1}[key]
        buttons[there % len(buttons)].setFocus(Qt.FocusReason.TabFocusReason)
        return True
