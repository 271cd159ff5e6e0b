"""Keeping the match safe, for `MainWindow`: autosave after every change, resume, and
problems reported to the player; the statistics (each finished match counted once, a
game against the computer abandoned in progress as lost) are ui/statistics_keeping.py's.

Autosave files and their checks are in crib_qt/persistence.py, the statistics in
crib_qt/statistics.py; this mixin connects them to the window (`MatchKeeping`).

The autosave never waits for the disk: the window makes the file's bytes (a fraction of
a millisecond) and the store's `SaveWriter` (crib_qt/save_writer.py) writes them on its
own thread, newest position last; a failure comes back by its `finished` signal and is
reported here, on the GUI thread. The window waits for the pending write only when it
closes or the application quits, and once at the start (`resumeSaved`). The statistics
are still written on the GUI thread, once per finished match.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer

from ..engine import MODE_TWO_PLAYERS
from ..game_words import translate
from ..persistence import (
    DamagedFile,
    LockedFile,
    MatchStore,
    WriteError,
    load_match,
    match_to_bytes,
    move_aside,
    restore_match,
)
from .file_problems import save_problem
from .statistics_keeping import StatisticsKeeping

if TYPE_CHECKING:
    from ..statistics import Statistics

__all__ = ["MatchKeeping"]


class MatchKeeping(StatisticsKeeping):
    """The window's autosave, resume, statistics and problem reports (a mixin of
    `MainWindow`, which provides `engine`, `options`, `scene`, `statusBar()`,
    `matchNames()` and `_apply_names()`).

    Attributes:
        store: the `MatchStore`, or None to keep nothing on disk.
        statistics: the `Statistics` as last read or written (read when first asked for
            if `_start_keeping` was told to wait).
        problems: every problem reported so far (one sentence each).
    """

    def _init_keeping(self, store: MatchStore | None) -> None:
        """Set up; call from `__init__` before anything can change the history."""
        self.store = store
        self.problems: list[str] = []
        self._pending_problems: list[tuple] = []  # (text, details, retry or None)
        self._save_blocked = False  # a damaged save stayed in place: never overwrite it
        self._resuming = False  # while resumeSaved restores
        # while a long save is restored and its games before taken in (ui/earlier_replay.py):
        # no save, the file on disk is the one read
        self._holding = False
        self._save_failed = False
        self._save_owner = object()  # tells this window's writes from others' in `finished`
        self._statistics_blocked = False  # the same for a damaged statistics file
        self._statistics: Statistics | None = None  # None: not read yet (`statistics`)
        self._named_match = ""  # the match whose players' names the board shows
        # issue 21: connected before the board's presenter is made, so a move's
        # achievements are found before the presenter shows and says its steps, and one is
        # said right after the event that earned it (achievement_keeper.py)
        self.engine.stepsPerformed.connect(self._on_moves_for_achievements)

    def _start_keeping(self, read_statistics: bool = True) -> None:
        """Start watching the engine; read the statistics (once the window is built), or
        with `read_statistics` False when they are first asked for (`statistics`)."""
        self.engine.historyChanged.connect(self._on_history_changed)
        if self.store is not None:
            self.store.writer.finished.connect(self._on_save_finished)
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self.flushSaves)
        if read_statistics:
            self.readStatistics()  # now: a damaged file is reported at once

    def _on_moves_for_achievements(self, steps: list) -> None:
        """New moves may earn achievements (issue 21, crib_qt/ui/achievement_keeper.py)."""
        from .achievement_keeper import AchievementKeeper  # made on the first move only

        AchievementKeeper.of(self).stepsPerformed(steps)

    # --- autosave and resume -----------------------------------------------------------------

    def _on_history_changed(self) -> None:
        if self.engine.matchId != self._named_match:  # New game, Restart or their undo
            self._named_match = self.engine.matchId
            self._apply_names()
        self._count_abandoned()
        if self.engine.state.winner is not None:
            self._count_match()  # first, so a kill between the two never loses the count
        self.saveMatch()

    def saveMatch(self, wait: bool = False) -> bool:
        """Autosave the match (done after every change): its bytes are made now and the
        store's writer writes them on its own thread, so this returns at once; with
        `wait`, it returns once they are written. A failure is reported (once, then in
        the status bar); the previous save stays intact.

        Returns:
            False if there is no store, saving is blocked (a damaged save could not be
            moved aside), or (with `wait`) the write failed; else True.
        """
        if self.store is None or self._save_blocked:
            return False
        if self._holding:  # on disk is the save being resumed: kept as read until whole
            return True
        if self.takeInEarlierGames(wait) is not None:  # checked first: a damaged save goes
            return True  # aside as read; saved by it
        data = match_to_bytes(self.engine, self.matchNames(), self.coach.savedDecisions())
        if not wait:
            self.store.writer.submit(self.store.match_path, data, self._save_owner)
            return True
        try:
            self.store.writer.writeNow(self.store.match_path, data)
        except WriteError as exc:
            self._save_done(str(exc))
            return False
        self._save_done("")
        return True

    def takeInEarlierGames(self, wait: bool = False) -> bool | None:
        """Take in a long save's games before its run if they still wait (issue 14: their
        replay after the first frame, ui/earlier_replay.py, comes now if it has not come:
        a save, Restart or New game before it keeps them and the coach's reviews of them,
        and a damaged save goes aside as read), then save the match (with `wait`: written
        when this returns).

        Returns:
            None: none waited (nothing done); True: taken in; False: refused as damaged
            (moved aside and reported, a new match begun in its place).
        """
        if self.engine.earlierGamesWaiting() is None:
            return None
        from .earlier_replay import take_in_earlier_games  # not before the first frame

        return take_in_earlier_games(self, wait)

    def flushSaves(self) -> bool:
        """Wait until the pending autosave is written (when the window closes and when the
        application quits: no move is lost). False if there is no store."""
        if self.store is None:
            return False
        self.store.writer.wait(self.store.match_path)
        return True

    def _on_save_finished(self, owner: object, _path: str, error: str) -> None:
        if owner is self._save_owner:
            self._save_done(error)

    def _save_done(self, error: str) -> None:
        """Report a failed save (`error` says why; "" when it was written)."""
        if not error:
            self._save_failed = False
        elif not self._save_failed:
            self._save_failed = True
            self.reportProblem(translate("MainWindow", "The match could not be saved."), error)
        else:
            self.statusBar().showMessage(translate("MainWindow", "The match could not be saved."),
                                         6000)

    def resumeSaved(self, defer_earlier: bool = False) -> bool:
        """Continue the autosaved match if it is unfinished (position, undo and redo);
        otherwise keep the new match. A damaged save is reported and moved aside. With
        `defer_earlier`, the games before its run wait to be replayed (and checked) by
        `earlier_replay.take_in_earlier_games`, once the board is painted (issue 14).

        Returns:
            True if a saved match was resumed.
        """
        if self.store is None:
            return False
        saved = None
        try:
            saved = load_match(self.store.match_path, defer_earlier)
        except DamagedFile as exc:
            self._save_damaged(exc)
        resumed = False
        if saved is not None and not saved.finished:
            try:
                self._resuming = True
                self._holding = defer_earlier  # no save before its earlier games are checked
                restore_match(self.engine, saved)
                self.coach.restore(saved.reviews)  # the coach's reviews (issue 19)
            except ValueError as exc:  # a checked save always restores; never lose it anyway
                path = self.store.match_path
                self._save_damaged(DamagedFile(path, str(exc), move_aside(path)))
            else:
                if saved.mode == MODE_TWO_PLAYERS:
                    self.options = replace(self.options, names=saved.names)
                self._apply_names()
                resumed = True
            finally:
                self._resuming = self._holding = False
                self._update_actions()
        if not resumed:  # a resumed match is on disk already (its history change queues a save)
            self.saveMatch(wait=True)  # the start's one wait: play begins from a written save
        return resumed

    def _save_damaged(self, exc: DamagedFile) -> None:
        if exc.aside is None:  # left in place (damaged, or held by another program): kept
            self._save_blocked = True
        held = isinstance(exc, LockedFile)  # not damaged: it may be read once let go
        self.reportProblem(save_problem(exc), str(exc), self._retry_held_save if held else None)

    def _retry_held_save(self) -> None:
        """Read the save another program held at the start again (its problem box's Try
        Again, once that program is closed): the saved match is resumed if it is
        unfinished, as at a start; with no game in progress in it, the match on the
        table is saved from now on, and the player is told so; still held, it is
        reported again and stays blocked."""
        self._save_blocked = False
        narrator = self.presenter.narrator
        if self.resumeSaved():
            narrator.sayResumed()
            self.statusBar().showMessage(narrator.resumedNotice(), 10_000)
        elif not self._save_blocked:  # read, and nothing to resume: saving goes on
            text = translate("MainWindow", "The saved match could be read and holds no game "
                                           "in progress; this match is saved from now on.")
            self.statusBar().showMessage(text, 10_000)
            self.view.accessibility.announce(text)

    def reportProblem(self, text: str, details: str = "", retry=None) -> None:
        """Tell the player `text` (one sentence) in the status bar and, once the window
        shows, in a message box (with `details`, also written to stderr). With `retry`
        (a callable, no arguments) the box has a Try Again button that calls it."""
        self.problems.append(text)
        if details and sys.stderr is not None:
            print(f"crib-qt: {details}", file=sys.stderr)
        self.statusBar().showMessage(text, 15000)
        self._pending_problems.append((text, details, retry))
        if self.isVisible():
            QTimer.singleShot(0, self._show_problems)

    def _show_problems(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # seldom needed: not before the first frame

        while self._pending_problems and self.isVisible():
            text, details, retry = self._pending_problems.pop(0)
            box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Cribbage"), text,
                              QMessageBox.StandardButton.Ok, self)
            box.setObjectName("problemBox")
            if details:
                box.setDetailedText(details)
            if retry is not None:
                again = box.addButton(translate("MainWindow", "Try Again"),
                                      QMessageBox.ButtonRole.AcceptRole)
                # two accepting buttons: Qt would take none for Esc and the close button
                box.setEscapeButton(box.button(QMessageBox.StandardButton.Ok))
                again.setObjectName("tryAgain")
                # after the box has closed: a problem found again opens a box of its own
                again.clicked.connect(lambda *_, retry=retry: QTimer.singleShot(0, self, retry))
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()

    def closeEvent(self, event) -> None:
        if self.store is not None:
            self._count_abandoned(final=True)
        self.flushSaves()
        super().closeEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._pending_problems:
            QTimer.singleShot(0, self._show_problems)
