"""The window's statistics, for `MainWindow` (through `MatchKeeping`): read once the
first frame is painted, each finished game counted once, a game against the computer
abandoned in progress counted as lost (issue 15), accuracy kept (issue 19), reset, and
shown. A damaged or held statistics file is reported and never written over.

The statistics and their file are crib_qt/statistics.py's; this mixin connects them to
the window.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..commands import game_id
from ..engine import HUMAN, MODE_TWO_PLAYERS
from ..game_words import translate
from ..persistence import DamagedFile, WriteError
from .file_problems import statistics_problem

if TYPE_CHECKING:
    from ..statistics import MatchResult, Statistics
    from .statistics_dialog import StatisticsDialog

__all__ = ["StatisticsKeeping"]


class StatisticsKeeping:
    """The statistics part of `MatchKeeping` (a mixin of `MainWindow`, which provides
    `engine`, `store`, `_statistics`, `_statistics_blocked` and `reportProblem`)."""

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
