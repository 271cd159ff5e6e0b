"""The show counted aloud: a hand's score items announced one by one (R5).

A person counting a hand says "fifteen two, fifteen four, a pair is six" and then
pegs; `ShowCount` keeps which items have been said so far, and steps through them
on a timer (or all at once when the table does not animate).
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

__all__ = ["ShowCount", "COUNT_STEP_MS"]

# The show announces one score item every so many milliseconds.
COUNT_STEP_MS = 650


class ShowCount(QObject):
    """The hand or crib on show: its owner, its score items and how many are said.

    Signals:
        advanced(int): items from this index on have just been said (the timer
            stepped, or the rest was said at once).
        finished(): a paced count is over (the last item was said one step ago, or the
            rest was said at once): the owner pegs now.
    """

    advanced = Signal(int)
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = 0
        self.is_crib = False
        self._items: tuple = ()
        self._said = 0
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._step)

    def items(self) -> tuple:
        """Every score item of the hand on show (`ScoreItem`s), in the order counted."""
        return self._items

    def said(self) -> tuple:
        """The items said so far."""
        return self._items[:self._said]

    def points(self) -> int:
        """The points said so far."""
        return sum(item.points for item in self.said())

    def isCounting(self) -> bool:
        """True while items are still being said one by one."""
        return self._timer.isActive()

    def current(self) -> tuple:
        """The cards of the item being said now; every scoring card once all are said."""
        if self.isCounting() and self._said:
            return tuple(self._items[self._said - 1].cards)
        return tuple(c for item in self.said() for c in item.cards)

    def start(self, seat: int, is_crib: bool, items: Sequence, step_ms: int) -> None:
        """Count a new hand: the first item now, then one every `step_ms` milliseconds
        (0: every item at once)."""
        self._timer.stop()
        self.seat, self.is_crib, self._items = seat, is_crib, tuple(items)
        if step_ms > 0 and self._items:
            self._said = 1
            self._timer.start(step_ms)
        else:
            self._said = len(self._items)

    def show(self, seat: int, is_crib: bool, items: Sequence) -> None:
        """The hand on show with every item said (after undo, redo or a new game)."""
        self.start(seat, is_crib, items, 0)

    def clear(self) -> None:
        """Nothing on show."""
        self._timer.stop()
        self._items, self._said = (), 0

    def complete(self) -> bool:
        """Say the rest at once (a click or key); True if anything was left."""
        if not self._timer.isActive():
            return False
        self._timer.stop()
        before, self._said = self._said, len(self._items)
        self.advanced.emit(before)
        self.finished.emit()
        return True

    def _step(self) -> None:
        # the last item stays lit for one step before the count ends and the pegs move
        before = self._said
        if self._said < len(self._items):
            self._said += 1
            self.advanced.emit(before)
            return
        self._timer.stop()
        self.advanced.emit(before)
        self.finished.emit()
