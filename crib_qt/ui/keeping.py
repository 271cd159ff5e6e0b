"""Keeping the match safe, for `MainWindow`: autosave after every change, resume, each
finished match counted once in the statistics (and a game against the computer abandoned
in progress as lost, issue 15), and problems reported to the player.

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
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer

from ..commands import game_id
from ..engine import HUMAN, MODE_TWO_PLAYERS
from ..game_words import translate
from ..persistence import (
    DamagedFile,
    MatchStore,
    WriteError,
    load_match,
    match_to_bytes,
    move_aside,
    restore_match,
)
from .file_problems import save_problem, statistics_problem

if TYPE_CHECKING:
    from ..statistics import MatchResult, Statistics
    from .statistics_dialog import StatisticsDialog

__all__ = ["MatchKeeping"]


class MatchKeeping:
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
        self._pending_problems: list[tuple[str, str]] = []
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

    def _start_keeping(self, read_statistics: bool = True) -> None:
        """Start watching the engine; read the statistics (once the window is built), or
        with `read_statistics` False when they are first asked for (`statistics`)."""
        self.engine.historyChanged.connect(self._on_history_changed)
        self.engine.stepsPerformed.connect(self._on_moves_for_achievements)  # issue 21
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

    # --- statistics ----------------------------------------------------------------------------

    def _statistics_path(self):
        # a read-only folder (issue 18): the player was told nothing will be saved
        if self.store is None or self._statistics_blocked or self.store.read_only:
            return None
        return self.store.statistics_path

    @property
    def statistics(self) -> Statistics:
        """The statistics (`readStatistics` when first asked for)."""
        return self.readStatistics() if self._statistics is None else self._statistics

    def readStatistics(self) -> Statistics:
        """Read the statistics from the store's file unless they were read already (a
        damaged file is then moved aside and reported, and they start afresh; without a
        store they start empty), and return them. The start reads them once its first
        frame is painted (issue 14: nothing on that frame shows them; crib_qt/app.py),
        or before if something asks for them sooner."""
        if self._statistics is None:
            from ..statistics import Statistics, load_statistics  # not before the first frame

            self._statistics = Statistics()  # also while a damaged file is reported
            if self.store is not None:
                try:
                    self._statistics = load_statistics(self.store.statistics_path)
                except DamagedFile as exc:
                    self._statistics_damaged(exc)
        return self._statistics

    @statistics.setter
    def statistics(self, statistics: Statistics) -> None:
        self._statistics = statistics

    def _statistics_damaged(self, exc: DamagedFile) -> None:
        if exc.aside is None:  # left in place (damaged, or held by another program): kept
            self._statistics_blocked = True
        self.reportProblem(statistics_problem(exc), str(exc))

    def _count_match(self) -> None:
        """Count the finished game in the statistics, once per game id (each game of a
        match of several games, R7, with what it counted in its match)."""
        from ..statistics import category, summarize

        engine = self.engine
        if engine.gameId not in self.statistics.counted:
            self._record(engine.gameId, category(engine.mode, engine.level),
                         summarize(engine.events()), engine.matchSeries())

    def _count_abandoned(self, final: bool = False) -> None:
        """Count a game against the computer that Restart or New game abandoned in
        progress as lost, once the new game's first move is made (issue 15; until then
        Undo withdraws it), or with `final` when the window closes (after that no Undo
        can bring it back: quitting at once is no way round a loss). Two players'
        abandoned games count for neither."""
        abandoned = self.engine.abandonedMatch(final)
        if abandoned is None or abandoned.info.mode == MODE_TWO_PLAYERS:
            return
        from ..statistics import category, record_conceded, series_id, summarize_abandoned

        info, match = abandoned.info, abandoned.state.match
        concedes = abandoned.kind != "restart"  # Restart plays on in the same match (R7)
        series = info.series or series_id(info.match_id)  # which Restart keeps (issue 21)
        if abandoned.state.winner is not None:  # between the games of a match (R7)
            key = series  # its games are counted; its next, if any, too
            if concedes and key not in self.statistics.counted:
                self.keepStatistics(record_conceded, key, category(info.mode, info.level), HUMAN)
            return
        key = game_id(info.match_id, info.start, match.game_number)
        if key not in self.statistics.counted:  # lost, and with it its match (R7)
            self._record(key, category(info.mode, info.level),
                         summarize_abandoned(abandoned.events, abandoned.state.scores, HUMAN,
                                             match, concedes), series)

    def _record(self, match_id: str, name: str, result: MatchResult, series: str) -> None:
        from ..statistics import record_match

        # a match's result once, under its series (a concession undone, then finished)
        self.keepStatistics(partial(record_match, series=series), match_id, name, result)

    def recordAccuracy(self, match_id: str, name: str, accuracy) -> None:
        """Keep a finished match's accuracy (issue 19: `MatchAccuracy` per seat played) in
        the statistics of category `name`, once per match."""
        from ..statistics import record_accuracy

        self.keepStatistics(record_accuracy, match_id, name, accuracy)

    def keepStatistics(self, record, match_id: str, name: str, entry) -> None:
        """Change the statistics file with `record(path, statistics, match_id, name,
        entry)`, one of crib_qt/statistics.py's ``record_*`` functions or one alike
        (crib_qt/ui/achievement_keeper.py's), which returns (statistics, changed,
        `DamagedFile` or None) and may raise `WriteError`. `statistics` becomes what it
        returns; a write that fails or a damaged file is reported (`reportProblem`), the
        game goes on. Nothing is written where nothing may be (no store, a read-only
        folder, a damaged file left in place): `path` is None then."""
        statistics = self.statistics  # read first: a damaged file read now blocks the path
        try:
            self.statistics, _, problem = record(self._statistics_path(), statistics,
                                                 match_id, name, entry)
        except WriteError as exc:
            self.reportProblem(translate("MainWindow", "The statistics could not be saved."),
                               str(exc))
            return
        if problem is not None:
            self._statistics_damaged(problem)

    def resetStatistics(self) -> None:
        """Forget every statistic (the Statistics dialog asks first)."""
        self.statistics.reset()
        path = self._statistics_path()
        if path is not None:
            from ..statistics import save_statistics

            try:
                save_statistics(path, self.statistics)
            except WriteError as exc:
                self.reportProblem(translate("MainWindow", "The statistics could not be saved."),
                                   str(exc))

    def createStatisticsDialog(self) -> StatisticsDialog:
        """A Statistics dialog showing the category of the match in progress."""
        from ..statistics import category
        from .statistics_dialog import StatisticsDialog  # not before the first frame

        return StatisticsDialog(lambda: self.statistics, self.resetStatistics,
                                category(self.engine.mode, self.engine.level), self)

    def showStatistics(self) -> None:
        dialog = self.createStatisticsDialog()
        dialog.exec()
        dialog.deleteLater()

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
        self.reportProblem(save_problem(exc), str(exc))

    def reportProblem(self, text: str, details: str = "") -> None:
        """Tell the player `text` (one sentence) in the status bar and, once the window
        shows, in a message box (with `details`, also written to stderr)."""
        self.problems.append(text)
        if details and sys.stderr is not None:
            print(f"crib-qt: {details}", file=sys.stderr)
        self.statusBar().showMessage(text, 15000)
        self._pending_problems.append((text, details))
        if self.isVisible():
            QTimer.singleShot(0, self._show_problems)

    def _show_problems(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # seldom needed: not before the first frame

        while self._pending_problems and self.isVisible():
            text, details = self._pending_problems.pop(0)
            box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "Cribbage"), text,
                              QMessageBox.StandardButton.Ok, self)
            box.setObjectName("problemBox")
            if details:
                box.setDetailedText(details)
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
