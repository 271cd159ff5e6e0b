"""The main window: puts the board view, menus, toolbar, score log and status bar
together and connects the actions to the match.

With a `MatchStore` the window keeps the match safe (keeping.py): it autosaves after
every change of the history, resumes an unfinished match (`resumeSaved`), and counts
each finished match once in the statistics. Problems with those files are reported in
one sentence in the status bar and in a message box once the window shows.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from ..board.presenter import BoardPresenter
from ..board.scene import BoardScene
from ..board.table_texts import default_names
from ..engine import MODE_TWO_PLAYERS, GameEngine
from ..game_words import fill, translate
from ..i18n import LanguageSwitcher
from .actions import (make_actions, make_language_actions, restart_available,
                      retranslate_actions)
from .board_view import BoardView
from .coach_action import discard_table_available, install_coach, show_discard_table
from .game_options import GameOptions, load_options, save_options
from .keeping import MatchKeeping
from .keyboard_panes import cycle_pane, show_keys
from .menus import WindowMenus
from .preferences import load_preferences
from .settings_keeping import SettingsKeeping
from .spoken_lines import install_pane_speech, language_line, replay, say, take_back
from .status_bar import MessageStatusBar
from .step_names import name_undo_steps
from .system_contrast import SystemContrast
from .thinking_cursor import THINKING_CURSOR_MS, ThinkingCursor
from .window_keeping import restore_window_geometry, save_window_geometry
from .window_return import ActivationReturn

if TYPE_CHECKING:
    from ..persistence import MatchStore
    from .score_log_view import ScoreLogView

__all__ = ["MainWindow", "BoardView", "THINKING_CURSOR_MS"]


class MainWindow(MatchKeeping, SettingsKeeping, QMainWindow):
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
        read_statistics: False reads the statistics when first asked for
            (`MatchKeeping.readStatistics`), not while the window is made.

    Attributes:
        store, statistics, problems: see `MatchKeeping`.
    """

    def __init__(self, engine: GameEngine, languages: LanguageSwitcher | None = None,
                 parent=None, *, store: MatchStore | None = None,
                 read_statistics: bool = True) -> None:
        super().__init__(parent)
        self.engine = engine
        self.languages = languages or LanguageSwitcher(self)
        engine.setParent(self)  # the window owns the match; they are destroyed together
        self.options = load_options()  # the players' names for two players on one device
        self._match_names: dict[str, tuple[str, str]] = {}  # by match id: undone New games
        self._init_keeping(store)
        preferences = load_preferences()
        self._speed_on = preferences.animation if preferences.animation != "off" else "normal"
        self._back_style = preferences.back_style
        self.presenter = BoardPresenter(engine, self)
        self._auto_continue = preferences.auto_continue  # seconds; 0: Continue by hand
        self.presenter.setAutoContinue(self._auto_continue * 1000)
        self.scene = BoardScene(self.presenter, self)
        self.view = BoardView(self.scene, self)
        self.setCentralWidget(self.view)
        self.setMinimumSize(800, 600)
        self.resize(1280, 860)

        self._log_view: ScoreLogView | None = None  # made when the dock first shows
        self.logDock = QDockWidget(self)
        self.logDock.setObjectName("scoreLogDock")
        self.logDock.setVisible(False)
        self.logDock.visibilityChanged.connect(self._log_shown)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.logDock)

        self._thinking_cursor = ThinkingCursor(self.view.viewport(), self)
        self._make_actions()
        self._menus = WindowMenus(self, self.actions)
        self.gameMenu, self.editMenu, self.viewMenu = (self._menus.game, self._menus.edit,
                                                       self._menus.view)
        self.languageMenu, self.helpMenu = self._menus.language, self._menus.help
        self.toolBar = self._menus.toolBar
        install_coach(self)  # self.coach: the reviews of each hand and match (issue 19)
        install_pane_speech(self)  # Ctrl+L, Ctrl+K heard, not only seen (U6)
        # present from the start: a first message must not shift the table
        self.setStatusBar(MessageStatusBar(self))
        self._board_message = ""
        self.presenter.messageShown.connect(self._show_board_message)
        self.presenter.idle.connect(self._update_actions)
        # the end panel's buttons take the window's own New game and Restart paths
        self.presenter.newGameRequested.connect(self.actions["new_game"].trigger)
        self.presenter.restartRequested.connect(self.actions["restart"].trigger)
        self.scene.boardChanged.connect(self._update_actions)
        engine.stateChanged.connect(self._update_actions)
        self.retranslate()
        self._update_actions()
        restore_window_geometry(self)
        self._start_keeping(read_statistics)
        self.view.setFocus()
        # a closed dialog gives the keyboard back even with no window manager (U6)
        ActivationReturn.install(QApplication.instance())

    @property
    def logView(self) -> ScoreLogView:
        """The score log's table in `logDock`, made when the dock first shows (or when
        asked for here): the first frame has no score log to show, and making a table
        view and loading its Qt classes would cost it milliseconds."""
        return self._log_view if self._log_view is not None else self._make_log_view()

    def _make_log_view(self) -> ScoreLogView:
        from .score_log_view import ScoreLogView

        self._log_view = ScoreLogView(self.presenter.scoreLog, self)
        self.logDock.setWidget(self._log_view)
        return self._log_view

    def _log_shown(self, visible: bool) -> None:
        if visible and self._log_view is None:
            self._make_log_view()

    # --- actions and menus -------------------------------------------------------------

    def _make_actions(self) -> None:
        self.actions = make_actions(self, {
            "new_game": self.showNewGameDialog,
            "restart": self.requestRestart,
            "undo": lambda: take_back(self),  # said, then undone (U4, U6)
            "redo": lambda: replay(self),
            "hint": self.presenter.intents.showHint,
            "discard_table": lambda: show_discard_table(self),
            "confirm": lambda: self.presenter.intents.trigger("discard"),
            "go": lambda: self.presenter.intents.trigger("go"),
            "continue": lambda: self.presenter.intents.trigger("continue"),
            "show_hand": lambda: self.presenter.intents.trigger("show_hand"),
            "rules": self._show_rules,
            "settings": self.showSettings,
            "statistics": self.showStatistics,
            "about": self._show_about,
            "quit": self.close,
            "animations": self._set_animations,
            "four_colour": self._set_looks,
            "high_contrast": self._set_looks,  # and SystemContrast.choose
            "read_position": self.view.accessibility.readPosition,
            "next_pane": lambda: cycle_pane(self, 1),
            "previous_pane": lambda: cycle_pane(self, -1),
            "keys": lambda: show_keys(self),
        }, given={"score_log": self.logDock.toggleViewAction()})
        self.languageGroup, languages = make_language_actions(
            self, self.languages.language(), self.setLanguage)
        self.actions.update(languages)
        preferences = load_preferences()
        # As remembered, so not written back: each QSettings write syncs the file to
        # disk, milliseconds the first frame need not wait for.
        self._set_speed(preferences.animation, remember=False)
        self.actions["four_colour"].setChecked(preferences.four_colour)
        self.actions["high_contrast"].setChecked(preferences.high_contrast)
        self.contrast = SystemContrast(self.actions["high_contrast"],
                                       lambda: self._set_looks(remember=False), self)
        self._set_looks(remember=False)
        undo = self.engine.undoStack()
        undo.canUndoChanged.connect(self._update_actions)
        undo.canRedoChanged.connect(self._update_actions)
        undo.undoTextChanged.connect(self._update_actions)  # "Undo Restart", "Undo Play 5♥"
        undo.redoTextChanged.connect(self._update_actions)
        # While the computer thinks (a tenth of a second at most, usually far less) the
        # actions stay as they are, so the toolbar does not flicker on every move: the
        # engine itself refuses what would change the match (undo, redo, moves, hints).
        self.engine.thinkingChanged.connect(self._thinking_cursor.setThinking)
        # A computer that fails is a bug: it is reported as any uncaught error is; the
        # engine has already put the table back as it was before the player's move.
        self.engine.computerFailed.connect(
            lambda error: sys.excepthook(type(error), error, error.__traceback__))

    def retranslate(self) -> None:
        """Set every window text in the current language."""
        self.setWindowTitle(translate("MainWindow", "Cribbage"))
        self.view.setAccessibleName(translate("MainWindow", "Cribbage table"))
        self._menus.retranslate()
        self.logDock.setWindowTitle(translate("MainWindow", "Score log"))
        retranslate_actions(self.actions)
        self.coachDock.retranslate()  # the coach's actions (issue 19)
        self.scene.retranslate()
        self._apply_names()
        self._update_actions()
        self._menus.fitToolBar()  # whole captions in the very next frame

    def showNewGameDialog(self) -> bool:
        """Ask for the opponent and start a new match; False if cancelled (in the dialog,
        or by keeping the game in progress: `mayAbandon`)."""
        from .new_game import NewGameDialog  # its Qt classes: not before the first frame
        dialog = NewGameDialog(self.options, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or not self.mayAbandon("new_game"):
            return False
        self.startNewGame(dialog.options())
        return True

    def requestRestart(self) -> bool:
        """Restart the match (same cards, U5) unless the player keeps the game in progress
        (`mayAbandon`); Undo brings the abandoned game back. False if kept."""
        if not self.mayAbandon("restart"):
            return False
        self.engine.restart()
        return True

    def mayAbandon(self, kind: str) -> bool:
        """Whether Restart (`kind` "restart") or New game ("new_game") may go ahead: at
        once when no game is in progress or the player asked not to be asked, else the
        player's answer to `AbandonQuestion` (issue 15). A long save's games before its
        run, if they still wait, are taken in first (`takeInEarlierGames`): refused as
        damaged, a new match has begun in its place, so there is nothing to restart."""
        if self.takeInEarlierGames() is False:
            return kind == "new_game"
        if not self.engine.inProgress():
            return True
        from .abandon import AbandonQuestion, ask_before_abandoning  # seldom needed

        if kind == "restart" and self.engine.betweenGames():  # the game won again (U5)
            from .replay_question import ReplayQuestion

            return not ask_before_abandoning() or ReplayQuestion(
                self.engine, self.presenter.names, self).ask()
        return not ask_before_abandoning() or AbandonQuestion(  # in a match: its score (R7)
            kind, self.engine.mode, self, self.engine.state.match, self.presenter.names).ask()

    def startNewGame(self, options: GameOptions, seed: int | None = None) -> None:
        """Start a new match with `options` (remembered for next time)."""
        self.takeInEarlierGames()  # a damaged save aside as read first, not saved over
        self._match_names.setdefault(self.engine.matchId, self.matchNames())  # for Undo
        self.options = options
        save_options(options)
        self.engine.newGame(seed, **options.engine_options())  # R7: with the match length
        self._match_names[self.engine.matchId] = options.names
        self._apply_names()

    def matchNames(self) -> tuple[str, str]:
        """The players' names as chosen for the current match (two players on one device;
        an undone New game brings its match's names back); "" for a default name."""
        return self._match_names.get(self.engine.matchId, self.options.names)

    def _apply_names(self) -> None:
        if self.engine.mode == MODE_TWO_PLAYERS:
            names = tuple(name or fill(translate("MainWindow", "Player %1"), i + 1)
                          for i, name in enumerate(self.matchNames()))
            self.presenter.setPlayerNames(names)
        else:
            self.presenter.setPlayerNames(default_names())

    def _show_board_message(self, text: str) -> None:
        """The board's refusal or hint in the status bar for 6,000 ms; an empty `text`
        takes down only the board's own message (a reported problem stays up)."""
        bar = self.statusBar()
        if text:
            self._board_message = text
            bar.showMessage(text, 6000)
        elif bar.heldMessage() == self._board_message:  # also under a menu's status tip
            bar.clearMessage()

    def event(self, event: QEvent) -> bool:
        # A hovered action's status tip would replace the status bar's message for good
        # (QMainWindow's own handling; a closing menu's empty tip clears it): the bar
        # shows the tip and then puts the message back (status_bar.py).
        if event.type() == QEvent.Type.StatusTip:
            self.statusBar().showStatusTip(event.tip())
            return True
        return super().event(event)

    def setLanguage(self, code: str) -> None:
        """Switch every text to `code` now, keeping the match, and remember it."""
        self.languages.setLanguage(code)
        QSettings().setValue("language", code)
        self.actions[f"language_{code}"].setChecked(True)
        # Qt posts LanguageChange to the widgets; the board and menus change now, so
        # the very next frame is in the new language.
        self.retranslate()
        # heard once every widget has its new texts (Settings switches as the box moves)
        QTimer.singleShot(0, self, lambda: say(self, language_line(self.languages.language())))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        # a key the table left, of Go, Continue or Show my hand while it does not apply
        # (its action off, so Qt passed the key on): refused aloud with the reason, not
        # silently (play-tests 34 and 35 with Orca: G with a card to play, and S against
        # the computer, said nothing)
        pressed = QKeySequence(event.keyCombination())
        for name in ("go", "continue", "show_hand"):
            action = self.actions[name]
            if not action.isEnabled() and pressed in action.shortcuts():
                self.presenter.intents.trigger(name)
                event.accept()
                return
        super().keyPressEvent(event)

    def _update_actions(self) -> None:
        if self._resuming:  # some ninety signals while a save is restored: once after it
            return
        undo = self.engine.undoStack()
        self.actions["undo"].setEnabled(undo.canUndo())
        self.actions["redo"].setEnabled(undo.canRedo())
        self.actions["restart"].setEnabled(restart_available(self.engine))  # U5
        # the Edit menu names the step in the language of now: "Undo Restart", "Redo Go"
        name_undo_steps(self.actions, undo, self._menus.toolBar)
        self.actions["hint"].setEnabled(self.engine.humanSeat() is not None and
                                        not self.presenter.isCovered())
        self.actions["discard_table"].setEnabled(discard_table_available(self))
        for name, role in (("confirm", "discard"), ("go", "go"), ("continue", "continue"),
                           ("show_hand", "show_hand")):
            self.actions[name].setEnabled(self.presenter.intents.canTrigger(role))

    # --- closing and help ---------------------------------------------------------------------

    def closeEvent(self, event) -> None:
        save_window_geometry(self)
        super().closeEvent(event)

    # The Help dialogs are imported when first asked for: the first frame needs neither.

    def _show_rules(self) -> None:
        from .dialogs import RulesDialog

        RulesDialog(self, self.languages.language()).exec()

    def _show_about(self) -> None:
        from .. import __version__
        from .dialogs import AboutDialog

        AboutDialog(__version__, self).exec()
