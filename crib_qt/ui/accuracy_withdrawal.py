"""Withdrawing a match's accuracy from the statistics (issue 19): the accuracy kept for
a match of several games that New game left (R7) is withdrawn when Undo brings the match
back, for it is no longer left (crib_qt/ui/coach_action.py's `_LeftAccuracyKeeper`).
Imported only then, not at start-up (issue 14)."""

from __future__ import annotations

__all__ = ["withdraw_accuracy"]


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
