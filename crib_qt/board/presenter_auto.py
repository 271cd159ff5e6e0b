"""The moves the table makes for a player: Continue after each count of the show (when
the player asked for it) and, with two players on one device, a forced move.

Part of the presenter (presenter.py). Each is an ordinary action handed to the engine,
so it is one undo step like the player's own (U4). Neither is made at a position the
table jumped to (undo, redo, a new game): there the player looks, then acts.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from ..rules.actions import Continue, Go, Play
from ..rules.state import Phase

__all__ = ["AutoMoves"]


class AutoMoves(QObject):
    """The moves made for the player of one `BoardPresenter` (its `auto`).

    Args:
        presenter: the `BoardPresenter`.

    Attributes:
        continue_ms: milliseconds between a count of the show being shown (its items
            said, the table idle) and Continue made for the player; 0: never (the
            player continues by hand, the default).
    """

    def __init__(self, presenter) -> None:
        super().__init__(presenter)
        self._p = presenter
        self.continue_ms = 0
        self._jumped = False  # the shown position was jumped to: nothing is made for it
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._make)
        self._due = None  # the action the timer makes

    def setContinueDelay(self, ms: int) -> None:
        """Continue `ms` milliseconds after each count (0: by hand); a Continue already
        waiting waits the new time from now, or is dropped for 0."""
        self.continue_ms = max(0, int(ms))
        if isinstance(self._due, Continue) and self._timer.isActive():
            self._timer.stop()
            self._due = None
        self.consider()

    def isPending(self) -> bool:
        """True while a move waits to be made for the player."""
        return self._timer.isActive()

    def isForcing(self) -> bool:
        """True while a forced move waits to be made (the table is not idle: the player
        has nothing to do)."""
        return self._timer.isActive() and not isinstance(self._due, Continue)

    def stop(self, jumped: bool) -> None:
        """Forget the waiting move: the engine moved on (`jumped` False) or the table
        jumped to another position (True: nothing is made for it)."""
        self._timer.stop()
        self._due = None
        self._jumped = jumped

    def forcedMove(self):
        """Two players on one device: the only legal action of the player to act in the
        play (a forced Go, or the only card that can be played, R4.2), which is made for
        them without handing the device over (nothing hidden is shown by it); else None."""
        p = self._p
        view = p.view()
        if (self._jumped or p.vsComputer() or view.phase is not Phase.PLAY
                or view.to_act is None or p._pending):
            return None
        legal = p.engine.legalActions()
        if len(legal) == 1 and isinstance(legal[0], (Play, Go)):
            return legal[0]
        return None

    def consider(self) -> None:
        """The table is idle or a count ended: make the forced move at once (after this
        event), or Continue `continue_ms` after a count of the show."""
        p = self._p
        if self._jumped or self._timer.isActive() or not p.isIdle():
            return
        forced = self.forcedMove()
        if forced is not None:
            self._start(forced, 0)
        elif (self.continue_ms > 0 and p.view().phase is Phase.SHOW and not p.isCounting()
              and p.intents.canTrigger("continue")):
            self._start(Continue(), self.continue_ms)

    def _start(self, action, ms: int) -> None:
        self._due = action
        self._timer.start(ms)

    def _make(self) -> None:
        action, self._due = self._due, None
        p = self._p
        # still the position it was meant for: idle, the count said, the action legal
        if action is None or not p.isIdle() or p.isCounting() or \
                action not in p.engine.legalActions():
            return
        p.engine.perform(action)
