"""The main window: the board view, menus, toolbar, score log and status bar.

With a `MatchStore` the window keeps the match safe (keeping.py): it autosaves after
every change of the history, resumes an unfinished match (`resumeSaved`), and counts
each finished match once in the statistics. Problems with those files are reported in
one sentence in the status bar and in a message box once the window shows.
"""

from __future__ import annotations

import sys
from dataclasses import replace

from PySide6.QtCore import QEvent, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import (QDockWidget, QGraphicsView, QHeaderView, QMainWindow, QTableView,
                               QToolBar)

from .. import __version__
from ..board.accessible import BoardAccessibility
from ..board.drag import TARGET_MM
from ..board.scene import BoardScene
from ..engine import MODE_COMPUTER, MODE_TWO_PLAYERS, GameEngine
from ..i18n import LANGUAGES, LanguageSwitcher, language_name
from ..models import ScoreLogModel
from ..persistence import MatchStore
from ..text import translate
from .dialogs import AboutDialog, RulesDialog
from .keeping import MatchKeeping
from .new_game import GameOptions, NewGameDialog, load_options, save_options
from .settings_dialog import (ANIMATION_SPEEDS, ANIMATION_TIMES, Preferences, SettingsDialog,
                              load_preferences, save_preferences)

__all__ = ["MainWindow", "BoardView", "THINKING_CURSOR_MS"]

# How long the computer may think before the table shows a busy cursor, in ms.
THINKING_CURSOR_MS = 250


class BoardView(QGraphicsView):
    """Shows the whole table at any window size and DPI, keeping its proportions.

    The view takes touch events (the scene handles them, board/input.py) and keeps
    the keyboard focus (the board's own focus ring moves among its targets). It tells
    the scene how large a finger's target (`TARGET_MM`) is in scene units, from its
    scale and the screen's physical DPI, so hit targets stay about 9 mm at any window
    size. Its `accessibility` keeps the screen-reader mirrors of the board.
    """

    def __init__(self, scene: BoardScene, parent=None) -> None:
        super().__init__(scene, parent)
        self._dpi: float | None = None
        self._screen = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing |
                            QPainter.RenderHint.SmoothPixmapTransform |
                            QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt, drawn once
        self.setMinimumSize(400, 250)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.accessibility = BoardAccessibility(scene, self)

    def physicalDpi(self) -> float:
        """Device-independent pixels per inch of the screen the view is on (as
        `QScreen.physicalDotsPerInch`); `setPhysicalDpi` overrides it."""
        if self._dpi is not None:
            return self._dpi
        screen = self.screen()
        dpi = screen.physicalDotsPerInch() if screen is not None else 96.0
        if not 30.0 <= dpi <= 1200.0:  # a screen that reports no usable size
            dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
        return dpi

    def setPhysicalDpi(self, dpi: float | None) -> None:
        """Use `dpi` instead of the screen's (None: the screen's again)."""
        self._dpi = dpi
        self._fit()

    def pixelsPerMm(self) -> float:
        """Device-independent pixels per millimetre on the screen."""
        return self.physicalDpi() / 25.4

    def _fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        scale = self.transform().m11()
        if scale > 0:
            self.scene().setMinimumTarget(TARGET_MM * self.pixelsPerMm() / scale)
        self.accessibility.placeGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        handle = self.window().windowHandle()
        if handle is not None and handle is not self._screen:
            self._screen = handle
            handle.screenChanged.connect(lambda *_: self._fit())
        self._fit()


class MainWindow(MatchKeeping, QMainWindow):
    """The game window for one `GameEngine`.

    Actions (`self.actions[name]`): new_game, restart, undo, redo, hint, rules, about,
    quit, score_log, animations, settings, statistics; the board's moves confirm
    ("To crib"), go, continue and show_hand (enabled only when they apply); the looks
    four_colour and high_contrast (remembered in QSettings, see settings_dialog.py).

    Args:
        engine: the match; the window owns it from now on.
        languages: the language switcher (a new one when None).
        store: where to autosave the match and keep the statistics; None keeps
            nothing on disk (statistics are then counted in memory only).

    Attributes:
        store, statistics, problems: see `MatchKeeping`.
    """

    def __init__(self, engine: GameEngine, languages: LanguageSwitcher | None = None,
                 parent=None, *, store: MatchStore | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self.languages = languages or LanguageSwitcher(self)
        engine.setParent(self)  # the window owns the match; they are destroyed together
        self.options = load_options()  # the players' names for two players on one device
        self._init_keeping(store)
        preferences = load_preferences()
        self._speed_on = preferences.animation if preferences.animation != "off" else "normal"
        self._back_style = preferences.back_style
        self.scene = BoardScene(engine, self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        self.setMinimumSize(800, 600)
        self.resize(1280, 860)

        self.logView = QTableView(self)
        self.logView.setModel(self.scene.scoreLog)
        self.logView.verticalHeader().setVisible(False)
        # a crib's many items wrap inside "Scored for" instead of asking for a
        # horizontal scroll; the rows grow to the wrapped text
        header = self.logView.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ScoreLogModel.WHAT, QHeaderView.ResizeMode.Stretch)
        self.logView.setWordWrap(True)
        self.logView.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for changed in (self.scene.scoreLog.dataChanged, self.scene.scoreLog.rowsInserted,
                        self.scene.scoreLog.modelReset):
            changed.connect(self._fit_score_log)
        self.logView.setAlternatingRowColors(True)
        self.logView.setObjectName("scoreLog")
        self.scene.scoreLog.rowsInserted.connect(lambda *_: self.logView.scrollToBottom())
        self.logDock = QDockWidget(self)
        self.logDock.setObjectName("scoreLogDock")
        self.logDock.setWidget(self.logView)
        self.logDock.setVisible(False)
        self.logView.setMinimumWidth(380)  # beside the board's 400 in the 800-wide window
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.logDock)

        self._thinking_timer = QTimer(self)
        self._thinking_timer.setSingleShot(True)
        self._thinking_timer.setInterval(THINKING_CURSOR_MS)
        self._thinking_timer.timeout.connect(
            lambda: self.view.viewport().setCursor(Qt.CursorShape.BusyCursor))
        self.actions: dict[str, QAction] = {}
        self._make_actions()
        self._make_menus()
        self.statusBar()  # present from the start: a first message must not shift the table
        self._board_message = ""
        self.scene.messageShown.connect(self._show_board_message)
        self.scene.idle.connect(self._update_actions)
        self.scene.boardChanged.connect(self._update_actions)
        engine.stateChanged.connect(self._update_actions)
        self.retranslate()
        self._update_actions()
        self._restore_window()
        self._start_keeping()
        self.view.setFocus()

    # --- actions and menus -------------------------------------------------------------

    def _action(self, name: str, slot, shortcut=None, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.actions[name] = action
        return action

    def _make_actions(self) -> None:
        undo = self.engine.undoStack()
        self._action("new_game", self.showNewGameDialog, QKeySequence.StandardKey.New)
        self._action("restart", self.engine.restart, QKeySequence("Ctrl+R"))
        self._action("undo", self.engine.undo, QKeySequence.StandardKey.Undo)
        self._action("redo", self.engine.redo, QKeySequence.StandardKey.Redo)
        self._action("hint", self.scene.showHint, QKeySequence("H"))
        self._action("confirm", lambda: self.scene.trigger("discard"), QKeySequence("Ctrl+Return"))
        self._action("go", lambda: self.scene.trigger("go"), QKeySequence("G"))
        self._action("continue", lambda: self.scene.trigger("continue"), QKeySequence("C"))
        self._action("show_hand", lambda: self.scene.trigger("show_hand"), QKeySequence("S"))
        self._action("rules", self._show_rules, QKeySequence.StandardKey.HelpContents)
        preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        self._action("settings", self.showSettings,
                     preferences[0] if preferences else QKeySequence("Ctrl+,"))
        self._action("statistics", self.showStatistics, QKeySequence("Ctrl+I"))
        self._action("about", self._show_about)
        self._action("quit", self.close, QKeySequence.StandardKey.Quit)
        log = self.logDock.toggleViewAction()
        log.setShortcut(QKeySequence("Ctrl+L"))
        self.actions["score_log"] = log
        preferences = load_preferences()
        self._action("animations", self._set_animations, checkable=True)
        self._set_speed(preferences.animation)
        four = self._action("four_colour", self._set_looks, checkable=True)
        four.setChecked(preferences.four_colour)
        contrast = self._action("high_contrast", self._set_looks, checkable=True)
        contrast.setChecked(preferences.high_contrast)
        self._set_looks()
        undo.canUndoChanged.connect(self._update_actions)
        undo.canRedoChanged.connect(self._update_actions)
        # While the computer thinks (a tenth of a second at most, usually far less) the
        # actions stay as they are, so the toolbar does not flicker on every move: the
        # engine itself refuses what would change the match (undo, redo, moves, hints).
        self.engine.thinkingChanged.connect(self._show_thinking)
        # A computer that fails is a bug: it is reported as any uncaught error is; the
        # engine has already put the table back as it was before the player's move.
        self.engine.computerFailed.connect(
            lambda error: sys.excepthook(type(error), error, error.__traceback__))

    def _make_menus(self) -> None:
        a = self.actions
        bar = self.menuBar()
        self.gameMenu = bar.addMenu("")
        for name in ("new_game", "restart", None, "confirm", "go", "continue", "show_hand",
                     "hint", None, "statistics", None, "quit"):
            self.gameMenu.addSeparator() if name is None else self.gameMenu.addAction(a[name])
        self.editMenu = bar.addMenu("")
        self.editMenu.addAction(a["undo"])
        self.editMenu.addAction(a["redo"])
        self.editMenu.addSeparator()
        self.editMenu.addAction(a["settings"])
        self.viewMenu = bar.addMenu("")
        self.viewMenu.addAction(a["score_log"])
        self.viewMenu.addAction(a["animations"])
        self.viewMenu.addSeparator()
        self.viewMenu.addAction(a["four_colour"])
        self.viewMenu.addAction(a["high_contrast"])
        self.languageMenu = bar.addMenu("")
        self.languageGroup = QActionGroup(self)
        for code in LANGUAGES:
            action = QAction(language_name(code), self)  # each in its own language (CLDR)
            action.setObjectName(f"language_{code}")
            action.setCheckable(True)
            action.setChecked(code == self.languages.language())
            action.triggered.connect(lambda checked=False, c=code: self.setLanguage(c))
            self.languageGroup.addAction(action)
            self.languageMenu.addAction(action)
            self.actions[f"language_{code}"] = action
        self.helpMenu = bar.addMenu("")
        self.helpMenu.addAction(a["rules"])
        self.helpMenu.addAction(a["about"])
        self.toolBar = QToolBar(self)
        self.toolBar.setObjectName("mainToolBar")
        self.toolBar.setMovable(False)
        self.toolBar.setIconSize(QSize(22, 22))
        for name in ("new_game", "restart", "undo", "redo", "hint", "rules"):
            self.toolBar.addAction(a[name])
        self.addToolBar(self.toolBar)

    def retranslate(self) -> None:
        """Set every window text in the current language."""
        self.setWindowTitle(translate("MainWindow", "Cribbage"))
        self.view.setAccessibleName(translate("MainWindow", "Cribbage table"))
        self.gameMenu.setTitle(translate("MainWindow", "&Game"))
        self.editMenu.setTitle(translate("MainWindow", "&Edit"))
        self.viewMenu.setTitle(translate("MainWindow", "&View"))
        self.languageMenu.setTitle(translate("MainWindow", "&Language"))
        self.helpMenu.setTitle(translate("MainWindow", "&Help"))
        self.toolBar.setWindowTitle(translate("MainWindow", "Toolbar"))
        self.logDock.setWindowTitle(translate("MainWindow", "Score log"))
        texts = {
            "new_game": (translate("MainWindow", "&New game"), translate("MainWindow", "Start a new match")),
            "restart": (translate("MainWindow", "&Restart"),
                        translate("MainWindow", "Play this match again from the start: same cards")),
            "undo": (translate("MainWindow", "&Undo"), translate("MainWindow", "Take back your last move")),
            "redo": (translate("MainWindow", "&Redo"), translate("MainWindow", "Replay the move you took back")),
            "hint": (translate("MainWindow", "&Hint"), translate("MainWindow", "Show what the computer would do")),
            "confirm": (translate("MainWindow", "&To crib"),
                        translate("MainWindow", "Lay the two chosen cards away to the crib")),
            "go": (translate("MainWindow", "&Go"),
                   translate("MainWindow", "Say go: no card fits under 31")),
            "continue": (translate("MainWindow", "&Continue"),
                         translate("MainWindow", "Go on to the next count or the next hand")),
            "show_hand": (translate("MainWindow", "&Show my hand"),
                          translate("MainWindow", "Turn your cards up once the device is yours")),
            "four_colour": (translate("MainWindow", "&Four-colour deck"),
                            translate("MainWindow", "Clubs green, diamonds blue, hearts red, "
                                                    "spades black")),
            "high_contrast": (translate("MainWindow", "High &contrast"),
                              translate("MainWindow", "Bold card borders and pure inks on a dark, "
                                                      "plain table")),
            "rules": (translate("MainWindow", "How to &play"), translate("MainWindow", "The rules of cribbage")),
            "about": (translate("MainWindow", "&About Cribbage"), translate("MainWindow", "About this game")),
            "quit": (translate("MainWindow", "&Quit"), translate("MainWindow", "Close the game")),
            "score_log": (translate("MainWindow", "Score &log"),
                          translate("MainWindow", "Every score of this match")),
            "animations": (translate("MainWindow", "&Animations"),
                           translate("MainWindow", "Move cards and pegs smoothly")),
            "settings": (translate("MainWindow", "&Settings…"),
                         translate("MainWindow", "Language, computer level, animations and "
                                                 "the look of the cards")),
            "statistics": (translate("MainWindow", "&Statistics…"),
                           translate("MainWindow", "Matches won, skunks and average points")),
        }
        for name, (text, tip) in texts.items():
            action = self.actions[name]
            action.setText(text)
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
            action.setStatusTip(tip)
        self.scene.retranslate()
        self._apply_names()
        self._update_actions()

    def showNewGameDialog(self) -> bool:
        """Ask for the opponent and start a new match; False if cancelled."""
        dialog = NewGameDialog(self.options, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self.startNewGame(dialog.options())
        return True

    def startNewGame(self, options: GameOptions, seed: int | None = None) -> None:
        """Start a new match with `options` (remembered for next time)."""
        self.options = options
        save_options(options)
        self.engine.newGame(seed, mode=options.mode, level=options.level)
        self._apply_names()

    def _apply_names(self) -> None:
        if self.engine.mode == MODE_TWO_PLAYERS:
            names = tuple(name or translate("MainWindow", "Player %1").replace("%1", str(i + 1))
                          for i, name in enumerate(self.options.names))
            self.scene.setPlayerNames(names)
        else:
            self.scene.setPlayerNames((translate("Board", "You"), translate("Board", "Computer")))

    def _fit_score_log(self) -> None:
        """Re-measure the score log's columns and rows: the headers measured only the
        rows they saw first, and not texts that change in place (names, language)."""
        self.logView.horizontalHeader().resizeSections()
        self.logView.verticalHeader().resizeSections()

    def _show_board_message(self, text: str) -> None:
        """The board's refusal or hint in the status bar for 6,000 ms; an empty `text`
        takes down only the board's own message (a reported problem stays up)."""
        bar = self.statusBar()
        if text:
            self._board_message = text
            bar.showMessage(text, 6000)
        elif bar.currentMessage() == self._board_message:
            bar.clearMessage()

    def setLanguage(self, code: str) -> None:
        """Switch every text to `code` now, keeping the match, and remember it."""
        self.languages.setLanguage(code)
        QSettings().setValue("language", code)
        self.actions[f"language_{code}"].setChecked(True)
        # Qt posts LanguageChange to the widgets; the board and menus change now, so
        # the very next frame is in the new language.
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_thinking(self, thinking: bool) -> None:
        """A busy cursor over the table while the computer thinks for longer than a
        glance (`THINKING_CURSOR_MS`); none for the usual instant replies."""
        if thinking:
            self._thinking_timer.start()
        else:
            self._thinking_timer.stop()
            self.view.viewport().unsetCursor()

    def _update_actions(self) -> None:
        undo = self.engine.undoStack()
        self.actions["undo"].setEnabled(undo.canUndo())
        self.actions["redo"].setEnabled(undo.canRedo())
        self.actions["hint"].setEnabled(self.engine.humanSeat() is not None and
                                        not self.scene.isCovered())
        for name, role in (("confirm", "discard"), ("go", "go"), ("continue", "continue"),
                           ("show_hand", "show_hand")):
            self.actions[name].setEnabled(self.scene.canTrigger(role))

    def _set_animations(self, on: bool) -> None:
        self._set_speed(self._speed_on if on else "off")

    def _set_speed(self, speed: str) -> None:
        """Animate at `speed` (one of `ANIMATION_SPEEDS`) and remember it."""
        if speed not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self.scene.move_ms, self.scene.pace_ms = ANIMATION_TIMES[speed]
        self._speed = speed
        if speed != "off":
            self._speed_on = speed
        action = self.actions["animations"]
        blocked = action.blockSignals(True)
        action.setChecked(speed != "off")
        action.blockSignals(blocked)
        QSettings().setValue("view/animationSpeed", speed)

    def _set_looks(self, *_) -> None:
        four = self.actions["four_colour"].isChecked()
        contrast = self.actions["high_contrast"].isChecked()
        self.scene.setArtOptions(four_colour=four, high_contrast=contrast, style=self._back_style)
        settings = QSettings()
        settings.setValue("view/fourColour", four)
        settings.setValue("view/highContrast", contrast)
        settings.setValue("view/backStyle", self._back_style)

    # --- settings ---------------------------------------------------------------------------

    def preferences(self) -> Preferences:
        """The settings in force now."""
        level = self.engine.level if self.engine.mode == MODE_COMPUTER else self.options.level
        return Preferences(self.languages.language(), level, self._speed, self._back_style,
                           self.actions["four_colour"].isChecked(),
                           self.actions["high_contrast"].isChecked())

    def applyPreferences(self, preferences: Preferences) -> None:
        """Apply `preferences` at once and remember them. A new computer level plays
        from the computer's next decision in the match in progress."""
        if preferences.language != self.languages.language():
            self.setLanguage(preferences.language)
        if preferences.level != self.options.level:
            self.options = replace(self.options, level=preferences.level)
            save_options(self.options)
        if self.engine.mode == MODE_COMPUTER and self.engine.level != preferences.level:
            self.engine.setLevel(preferences.level)
            self.saveMatch()
        if preferences.animation != self._speed:
            self._set_speed(preferences.animation)
        self._back_style = preferences.back_style
        for name, on in (("four_colour", preferences.four_colour),
                         ("high_contrast", preferences.high_contrast)):
            action = self.actions[name]
            blocked = action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(blocked)
        self._set_looks()
        save_preferences(preferences)

    def createSettingsDialog(self) -> SettingsDialog:
        """A Settings dialog on the settings in force, applying every change at once."""
        dialog = SettingsDialog(self.preferences(), self)
        dialog.changed.connect(self.applyPreferences)
        return dialog

    def showSettings(self) -> None:
        dialog = self.createSettingsDialog()
        dialog.exec()
        dialog.deleteLater()

    # --- window geometry ----------------------------------------------------------------------

    def _restore_window(self) -> None:
        settings = QSettings()
        geometry, state = settings.value("window/geometry"), settings.value("window/state")
        if geometry is not None:
            try:
                self.restoreGeometry(geometry)
            except (TypeError, ValueError):  # not a QByteArray: a hand-edited settings file
                pass
        if state is not None:
            try:
                self.restoreState(state)
            except (TypeError, ValueError):
                pass

    def closeEvent(self, event) -> None:
        settings = QSettings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState())
        super().closeEvent(event)

    def _show_rules(self) -> None:
        RulesDialog(self, self.languages.language()).exec()

    def _show_about(self) -> None:
        AboutDialog(__version__, self).exec()
