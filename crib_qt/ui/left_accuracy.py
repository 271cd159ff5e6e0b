"""The coach's accuracy of a match of several games that New game left after one or
more finished games (issue 19, RULES.md R7), over those games' decisions, kept in the
statistics: it was kept only for a won match. The game left in progress is not counted:
its hands may be half played.

When: once the leaving counts (`GameEngine.abandonedMatch`: the new match's first move,
or the window's close), the coach has the computer's process review what is missing
(`CoachReviews.reviewLeft`: never worked out on the GUI thread then, issue 14) and the
accuracy is kept when they have all come (`leftReviewed`), once per match
(`Statistics.addAccuracy`). The window's close works the last ones out within the
close's budget (`CoachReviews.finishAtClose`), all or nothing. Not for Restart: it plays
on in the match.

A match left that Undo brings back is no longer left: an accuracy counted for it is
withdrawn (`withdraw_accuracy`), so finishing it keeps the whole match's (or leaving it
again keeps that of the games finished then).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

__all__ = ["LeftAccuracyKeeper", "withdraw_accuracy"]


class LeftAccuracyKeeper(QObject):
    """Keeps the accuracy of the matches `window` (a MainWindow with its `coach`) left
    by New game, as the module notes say; its parent is `window`."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        # by match id: (its statistics category, its last game counted, the seats played)
        # while the computer's process reviews it
        self._waiting: dict[str, tuple[str, int, list[int]]] = {}
        # by match id: (its category, the accuracy kept) of the matches left counted here
        self._counted: dict[str, tuple[str, list]] = {}
        window.engine.historyChanged.connect(lambda *_: self.leaving())
        window.coach.leftReviewed.connect(self._keep)

    def leaving(self, final: bool = False) -> None:
        """Have the match left reviewed once its leaving counts (with `final`: the window
        closes, no Undo can bring it back now), and withdraw the accuracy of a match left
        that Undo brought back."""
        window = self._window
        current = window.engine.matchId
        self._waiting.pop(current, None)  # back by Undo: no longer left
        if current in self._counted:
            name, kept = self._counted.pop(current)
            window.keepStatistics(withdraw_accuracy, current, name, kept)
        abandoned = window.engine.abandonedMatch(final)
        if abandoned is None or abandoned.kind == "restart":  # Restart plays on in the match
            return
        info, state = abandoned.info, abandoned.state
        last = state.match.game_number - (0 if state.winner is not None else 1)
        if (not state.match.several or last < 1 or info.match_id in self._waiting
                or info.match_id in window.statistics.accuracy_counted):
            return
        from ..engine import MODE_TWO_PLAYERS
        from ..statistics import category

        self._waiting[info.match_id] = (category(info.mode, info.level), last,
                                        [0, 1] if info.mode == MODE_TWO_PLAYERS else [0])
        window.coach.reviewLeft(info.match_id, last)

    def _keep(self, match_id: str) -> None:
        window = self._window
        waiting = self._waiting.pop(match_id, None)
        if waiting is None or match_id in window.statistics.accuracy_counted:
            return
        from ..statistics import MatchAccuracy

        name, last, seats = waiting
        kept = []
        for seat in seats:
            accuracy = window.coach.leftAccuracy(match_id, last, seat)
            if accuracy is not None:
                kept.append(MatchAccuracy(seat, accuracy.decisions, accuracy.lost, accuracy.same))
        if kept:
            window.recordAccuracy(match_id, name, kept)
            if match_id in window.statistics.accuracy_counted:
                self._counted[match_id] = (name, kept)


def withdraw_accuracy(path, statistics, match_id: str, name: str, kept: list):
    """Withdraw from the statistics file `path` the accuracy `kept` (the `MatchAccuracy`s
    `record_accuracy` kept for `match_id` in category `name`): the match may keep one
    again. A ``record_*`` function of crib_qt/statistics.py's kind (`update_statistics`):
    returns (statistics, changed, `DamagedFile` or None); raises `WriteError` as they do."""
    from ..statistics import update_statistics

    def withdraw(statistics) -> bool:
        if match_id not in statistics.accuracy_counted:
            return False
        statistics.accuracy_counted = [m for m in statistics.accuracy_counted if m != match_id]
        record = statistics.records.get(name)
        if record is not None:
            accuracy = list(record.accuracy)
            for entry in kept:  # the last equal one: the entries are in the order kept
                at = [i for i, a in enumerate(accuracy) if a == entry]
                if at:
                    del accuracy[at[-1]]
            record.accuracy = accuracy
        return True

    return update_statistics(path, statistics, withdraw)
