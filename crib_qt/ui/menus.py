"""Where the main window's actions appear: its menu bar and toolbar, and their titles."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QToolBar, QWidget

from ..game_words import translate
from ..i18n import LANGUAGES

__all__ = ["WindowMenus", "ToolBarKeys"]

# None: a separator
_GAME_MENU = ("new_game", "restart", None, "confirm", "go", "continue", "show_hand", "hint",
              "discard_table", None, "statistics", None, "quit")
_EDIT_MENU = ("undo", "redo", None, "settings")
_VIEW_MENU = ("score_log", "animations", None, "four_colour", "high_contrast", None,
              "read_position", "next_pane", "previous_pane")
_HELP_MENU = ("rules", "keys", "about")
_TOOLBAR = ("new_game", "restart", "undo", "redo", "hint", "rules")


class WindowMenus:
    """The Game, Edit, View, Language and Help menus and the toolbar of `window`, made
    from `actions` (those of actions.py, the language ones included).

    Attributes:
        game, edit, view, language, help: the menus, in the menu bar in that order.
        toolBar: the main toolbar (not movable; its state is saved with the window's).
    """

    def __init__(self, window: QMainWindow, actions: Mapping[str, QAction]) -> None:
        bar = window.menuBar()

        def menu(names):
            added = bar.addMenu("")
            for name in names:
                added.addSeparator() if name is None else added.addAction(actions[name])
            return added

        self.game = menu(_GAME_MENU)
        self.edit = menu(_EDIT_MENU)
        self.view = menu(_VIEW_MENU)
        self.language = menu(f"language_{code}" for code in LANGUAGES)
        self.help = menu(_HELP_MENU)
        self.toolBar = QToolBar(window)
        self.toolBar.setObjectName("mainToolBar")  # the key of its place in saveState()
        self.toolBar.setMovable(False)
        self.toolBar.setIconSize(QSize(22, 22))
        for name in _TOOLBAR:
            self.toolBar.addAction(actions[name])
        window.addToolBar(self.toolBar)
        self.toolBarKeys = ToolBarKeys(self.toolBar)

    def retranslate(self) -> None:
        """Set the menu and toolbar titles in the current language."""
        self.game.setTitle(translate("MainWindow", "&Game"))
        self.edit.setTitle(translate("MainWindow", "&Edit"))
        self.view.setTitle(translate("MainWindow", "&View"))
        self.language.setTitle(translate("MainWindow", "&Language"))
        self.help.setTitle(translate("MainWindow", "&Help"))
        self.toolBar.setWindowTitle(translate("MainWindow", "Toolbar"))


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
