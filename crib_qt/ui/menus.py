"""Where the main window's actions appear: its menu bar and toolbar, and their titles."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QSize
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QToolBar

from ..game_words import translate
from ..i18n import LANGUAGES
from .keyboard_panes import ToolBarKeys

__all__ = ["WindowMenus"]

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
