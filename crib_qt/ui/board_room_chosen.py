"""What the player chose for the docks (ui/board_room.py), for saving
(ui/window_keeping.py): the window's state as they left the docks the board room set
aside, docked and open, so that a larger screen shows them docked again and no dock
moves as the window closes; and which docks they floated themselves.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QToolBar

__all__ = ["FLOATING", "HIDDEN", "ChosenState"]

# how a dock is set aside: closed, or floating in a window of its own
HIDDEN, FLOATING = "hidden", "floating"


class ChosenState:
    """For `BoardRoom` (a mixin): `floatedByPlayer`, `chosenState` and `asChosen`. It
    uses the room's `_window`, `_docks`, `_aside` ({dock: `HIDDEN` or `FLOATING`}), `_theirs` (the
    window's state taken as docks were first set aside, or None), `_theirs_rest`,
    `_their_floats` (the docks the player floated), `_moving` and `_place`."""

    def floatedByPlayer(self) -> list[str]:
        """The object names of the docks the player floated themselves (their title bar's
        button, a double click, a drag off the window) and left floating, for saving:
        they open again where the player left them, also over the board, where one
        floated here for want of room docks again once there is room."""
        return [dock.objectName() for dock in self._docks
                if dock in self._their_floats and dock.isFloating()]

    def chosenState(self) -> QByteArray:
        """The window's dock and toolbar state (`QMainWindow.saveState`) with the docks
        set aside as the player left them (docked, open), for saving: the state taken
        just before they were set aside, so no dock moves as the window closes. Only if
        the player changed a dock while another stayed aside are the docks put back
        for a moment to take it (`asChosen`)."""
        if not self._aside:
            return self._window.saveState()
        if self._theirs is not None and self._theirs_rest == self._rest(self._aside):
            return QByteArray(self._theirs)
        with self.asChosen():
            return self._window.saveState()

    def _rest(self, aside) -> tuple:
        """What the player may change besides the docks in `aside`, which `_theirs` holds
        as it was: each toolbar shown or hidden and its side, each other dock's side."""
        window = self._window
        return (tuple((bar.isHidden(), window.toolBarArea(bar))
                      for bar in window.findChildren(QToolBar)),
                tuple((window.dockWidgetArea(dock), dock.isFloating(), dock.isHidden())
                      for dock in self._docks if dock not in aside))

    @contextmanager
    def asChosen(self) -> Iterator[None]:
        """Within it, the docks set aside are as the player left them (docked, open);
        afterwards set aside again as they were (see `chosenState`)."""
        aside = dict(self._aside)
        floated = {dock: dock.geometry() for dock, how in aside.items() if how == FLOATING}
        with self._moving():
            for dock, how in aside.items():
                if how == FLOATING:
                    dock.setFloating(False)
                else:
                    dock.setVisible(True)
        try:
            yield
        finally:
            with self._moving():
                for dock, how in aside.items():
                    if how == FLOATING:
                        dock.setFloating(True)
                        self._place(dock, floated[dock])
                    else:
                        dock.setVisible(False)

