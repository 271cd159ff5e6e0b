"""Where the main window's actions appear: its menu bar and toolbar, and their titles."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMenuBar, QToolBar

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
            added.aboutToHide.connect(lambda: QTimer.singleShot(0, bar, lambda: _leave(bar)))
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

    def fitToolBar(self) -> None:
        """Lay the toolbar's buttons out now for the captions they have: call after the
        actions' texts change (a language switch). Qt only re-lays a toolbar on a posted
        LayoutRequest, so until the event loop came round each button kept the width of
        the previous language's caption, and a frame drawn then showed 'De…er' for
        'Desfazer' (play-test 32 shots, pt_PT after English)."""
        self.toolBar.layout().activate()


def _leave(bar: QMenuBar) -> None:
    """Take `bar` out of its keyboard state once a popup of it has closed and no other
    opened in its place (U6). Esc in a popup of the menu bar (opened by the mouse or by
    Alt and a letter) leaves the menu bar highlighted and holding the keyboard focus, so
    the board's keys (1 to 6, Tab, Space) went to the menu bar until a second Esc; that
    second Esc is given here, and Qt's menu bar gives the focus back to the widget that
    had it (the board). A popup closed by its command, or by a click elsewhere, has left
    the keyboard state already: the menu bar does not have the focus, nothing is done."""
    if QApplication.activePopupWidget() is None and QApplication.focusWidget() is bar:
        QCoreApplication.sendEvent(bar, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                                                  Qt.KeyboardModifier.NoModifier))
