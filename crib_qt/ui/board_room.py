"""Room for the board beside the docks: on a small screen the table keeps a playable
size and the score log and the Coach make way for it (session 29 play-test: 800 x 600
with a dock restored from a larger screen left a board of about 340 x 250 pixels).

`BOARD_MINIMUM` is the least board view a dock may leave (see its comment for why).
`BoardRoom` watches the window and its docks:

- A dock the saved state opened (not the player, in this run) that leaves the board less
  than that waits closed (the player's choice is kept: see below), and the status bar and
  screen readers say how to open it.
- A dock the player opened in this run (its View menu action or shortcut) that leaves the
  board less than that, when opened or when the window is made smaller, floats in a
  window of its own where it hides the least (ui/board_room_float.py, placed by
  ui/board_room_place.py: beside the window, else over the computer's hand, never over
  the peg board, the count, the play pile, the player's hand or the menu bar), inside
  the screen; the keyboard (F6) and screen readers reach it there. Where there is room
  for one such dock only (800 x 600, QT_SCALE_FACTOR=2 on 1366 x 768), the dock just
  opened takes the place of the one floating there, which closes as above (the notice
  names the key that opens it again: that swaps them back).
- A dock the player floated themselves is theirs: it opens again where they left it,
  in this run or the next (`floatedByPlayer`), even over a board with room beside it.
- When the window grows (a larger screen, maximised) and has room again, the docks set
  aside come back where they were.

What the player chose survives: `chosenState` is the window's state as the player left
it, recorded just before docks were set aside, for saving (ui/window_keeping.py), so a
larger screen shows them docked again; the docks are not touched as the window closes.
A dock the player closes or opens afterwards is theirs again: one closed while it
floated for want of room is docked again, closed, where it was.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from .board_room_chosen import FLOATING, HIDDEN, ChosenState
from .board_room_float import DockFloat
from .board_room_notice import ClosedNotice
from .board_room_share import SideShare

__all__ = ["BOARD_MINIMUM", "BoardRoom"]

# The least board view (pixels) a dock beside it may leave: the table at 3/8 of its
# scene size (1600 x 1000 units). There a card is 37.5 x 52.5 pixels and its corner rank
# (27 units, card_faces.py) 10.1 pixels tall, taller than the capitals of a 9-point UI
# font; the peg board's holes are 6.5 pixels apart (14.5 x 1.2 units) with the pegs
# (6.8 x 2 x 1.2 units: 6.1 pixels) still clear of each other, and the scores on its
# plates 10.8 pixels tall. At the play-test's 340 x 250 (scale 0.21) the rank was 5.7
# pixels and neighbouring pegs overlapped. A 1024 x 768 screen keeps a dock (380 pixels,
# the score log's and the Coach's least width) beside a board of 624; 800 x 600 cannot.
BOARD_MINIMUM = QSize(600, 375)
_SIDES = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)


class BoardRoom(ChosenState, DockFloat, SideShare, QObject):
    """Keeps `view` (the window's board) at least `BOARD_MINIMUM`, or all the window has
    for it with no dock beside it when that is less (QT_SCALE_FACTOR=2 on 1366 x 768),
    by setting docks aside (see the module); what the player chose for them, for saving,
    is `ChosenState`'s (ui/board_room_chosen.py), how a dock set aside floats
    `DockFloat`'s (ui/board_room_float.py), the docks' share of a side `SideShare`'s.

    Args:
        window: the main window (its parent). Made before it is first shown when the
            saved state opens a dock, else when the player first opens one
            (ui/window_keeping.py).
        view: the central widget, the board's view.
        docks: the window's dock widgets (the score log's, the Coach's).
        floated: the object names of those the player floated themselves and left
            floating last time (`floatedByPlayer`).
    """

    def __init__(self, window: QMainWindow, view: QWidget, docks: list[QDockWidget],
                 floated: Collection[str] = ()) -> None:
        super().__init__(window)
        self.setObjectName("boardRoom")
        self._window, self._view, self._docks = window, view, list(docks)
        self._aside: dict[QDockWidget, str] = {}  # dock -> HIDDEN or FLOATING
        self._started = False  # looked once, as the window first showed
        self._opened: set[QDockWidget] = set()  # opened by the player in this run
        # opened (or restored open) and not looked at since: one floating over the board
        # is docked (`_dock_over_board`)
        self._opening = {dock for dock in self._docks if not dock.isHidden()}
        # floated by the player (not here): they open again where the player left them;
        # a name of one restored docked is not theirs (a damaged list): floated later for
        # want of room, it would be saved as theirs
        self._their_floats = {dock for dock in self._docks
                              if dock.objectName() in floated and dock.isFloating()}
        self._busy = False  # while docks are moved here: their signals are ours
        # docks floating lower than their least height: their content's own least height
        self._squeezed: dict[QDockWidget, int] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.check)
        self._aside_at = QSize()  # the window's size when docks were last set aside
        # the window's state (saveState) as the player left it, taken as docks were set
        # aside; None once the player changed a dock while others stayed aside
        self._theirs: QByteArray | None = None
        self._theirs_rest: tuple = ()  # `_rest` as `_theirs` was taken
        self._notice = ClosedNotice(window)  # of docks closed here, for want of room
        window.installEventFilter(self)
        view.installEventFilter(self)  # a dock's table made when first shown widens it later
        for dock in self._docks:
            dock.installEventFilter(self)
            dock.visibilityChanged.connect(lambda *_: self._schedule())
            dock.topLevelChanged.connect(lambda *_, d=dock: self._moved(d))
            dock.toggleViewAction().triggered.connect(lambda *_, d=dock: self._chosen(d))

    def _chosen(self, dock: QDockWidget) -> None:
        """The player opened or closed `dock` (its View menu action, its key): theirs
        again, and the status bar's word on it closed is over."""
        self._theirs_again(dock, closing=not dock.toggleViewAction().isChecked())
        if dock.toggleViewAction().isChecked():
            self._opened.add(dock)
            self._opening.add(dock)
        else:
            self._opened.discard(dock)
        self._notice.over()

    def _moved(self, dock: QDockWidget) -> None:
        """`dock` floated or docked: by the player (its title bar) unless done here; one
        they dock where the board has no room for it floats again, open, not closed."""
        if not self._busy and not dock.isHidden():
            self._theirs_again(dock)
            self._opened.add(dock)
            if dock.isFloating():
                self._their_floats.add(dock)
            else:
                self._their_floats.discard(dock)
        self._unsqueeze(dock)
        self._schedule()

    def _theirs_again(self, dock: QDockWidget, closing: bool = False) -> None:
        """The player changed `dock` (`closing` it): it is no longer set aside. One that
        floated for want of room and is closed now goes back to its place beside the
        board, closed (hidden: no window is mapped), so it opens docked where there is
        room."""
        how = self._aside.pop(dock, None)
        # the state taken as docks were set aside has each of them open and docked: it
        # no longer says what the player chose once they close one or change another
        if self._aside and (how is None or closing):
            self._theirs = None
        if how == FLOATING:
            self._dock_if_closed(dock)

    def _dock_if_closed(self, dock: QDockWidget) -> None:
        if dock.isHidden() and dock.isFloating():
            with self._moving():
                dock.setFloating(False)

    def setAside(self) -> dict[str, str]:
        """The docks set aside now, by object name: "hidden" or "floating"."""
        return {dock.objectName(): how for dock, how in self._aside.items()}

    def needed(self) -> QSize:
        """The board view's least size now, in pixels: `BOARD_MINIMUM`, bounded by the
        room the window has for the board with no dock beside or above it."""
        return BOARD_MINIMUM.boundedTo(self._view.size() + self._docked_extent())

    def _separator(self) -> int:
        """The width of the separator beside a dock, in pixels. QStyle is imported here:
        its first look costs PySide some 13 ms, which the first frame need not wait for
        (issue 14) while no dock is open."""
        from PySide6.QtWidgets import QStyle

        return self._window.style().pixelMetric(
            QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self._window)

    def _docked(self) -> list[QDockWidget]:
        return [d for d in self._docks if not d.isHidden() and not d.isFloating()]

    def _docked_extent(self) -> QSize:
        """The width the docks beside the board take, the height those above or below
        it take (pixels, separators included)."""
        width = height = 0
        docked = self._docked()
        if not docked:
            return QSize(0, 0)
        separator = self._separator()
        for area in Qt.DockWidgetArea:
            in_area = [d for d in docked if self._window.dockWidgetArea(d) == area]
            if not in_area:
                continue
            if area in _SIDES:
                width += max(d.width() for d in in_area) + separator
            else:
                height += max(d.height() for d in in_area) + separator
        return QSize(width, height)

    # --- watching -----------------------------------------------------------------------

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Paint:
            return False
        if watched is self._window:
            if kind == QEvent.Type.Show and not self._started:
                # before the first frame: no board squeezed, even for a moment
                self.check()
            elif kind == QEvent.Type.WindowStateChange:
                # un-minimised (a start minimised was not looked at), maximised: no
                # Resize comes when the size stays
                self.check()
                self._schedule()
            elif kind == QEvent.Type.Resize:
                self._schedule()
        elif watched is self._view:
            if kind == QEvent.Type.Resize:
                self._schedule()
        elif kind == QEvent.Type.Close and not self._busy:  # its title bar's close button
            floated = self._aside.get(watched) == FLOATING
            self._theirs_again(watched, closing=True)
            self._opened.discard(watched)
            if floated:  # docked once it is hidden: the close is under way
                QTimer.singleShot(0, self, lambda d=watched: self._dock_if_closed(d))
        return False

    def _schedule(self) -> None:
        if not self._busy:
            self._timer.start(0)

    def openedByPlayer(self, dock: QDockWidget) -> None:
        """The player opened `dock` just now (for a `BoardRoom` made as it opened, after
        the start: its action's `triggered` was on its way already); the board's room
        is looked at on the next turn of the event loop (`check`)."""
        self._started = self._started or self._window.isVisible()
        self._opened.add(dock)
        self._opening.add(dock)
        self._schedule()

    def check(self) -> None:
        """Set aside the docks that leave the board less than `needed`; once the window
        has another size than when they were set aside (a larger screen, maximised),
        bring them back if the board keeps its room; share a side (`SideShare.share`)."""
        window = self._window
        if self._busy or not window.isVisible() or window.isMinimized():
            return
        self._started = True
        if self._dock_over_board():
            return  # looked at again once docked
        needed, view = self.needed(), self._view.size()
        docked = self._docked()
        if docked and (view.width() < needed.width() or view.height() < needed.height()):
            # one the player opened in this run floats; one the saved state opened waits
            self._set_aside({dock: FLOATING if dock in self._opened else HIDDEN
                             for dock in docked})
        elif self._aside and window.size() != self._aside_at:
            self._bring_back(needed)
        self.share(self._opened)

    def _dock_over_board(self) -> bool:
        """The docks just opened that float over the board, neither set aside here nor
        floated by the player (left floating there by a small screen: an older crib-qt
        saved them so, play-test 29 item 5), are docked when the board keeps its room
        beside them, else moved where they hide the least, floating still (`_float`).
        One the player floated stays where they left it. True if one was docked: the
        room is looked at again then."""
        board = QRect(self._view.mapToGlobal(QPoint(0, 0)), self._view.size())
        over = [dock for dock in self._opening if dock.isFloating() and not dock.isHidden()
                and dock not in self._aside and dock not in self._their_floats
                and dock.geometry().intersects(board)]
        self._opening.clear()
        if not over:
            return False
        needed, separator = self.needed(), self._separator()
        docked, closed, instead_of = False, [], None
        with self._moving():
            for dock in over:
                wide = max(dock.width(), dock.minimumSizeHint().width()) + separator
                if board.width() - wide >= needed.width():
                    dock.setFloating(False)
                    docked = True
                else:
                    made_way = self._float(dock, self._board())
                    closed, instead_of = closed + made_way, dock if made_way else instead_of
        self._tell(closed, self._board(), instead_of)
        if docked:
            self._schedule()
        return docked

    def _set_aside(self, docks: dict[QDockWidget, str]) -> None:
        """Set `docks` aside: each HIDDEN or FLOATING."""
        self._aside_at = self._window.size()
        if not self._aside:  # all as the player left it until now
            self._theirs = self._window.saveState()
            self._theirs_rest = self._rest(docks)
        board = self._board()  # measured before any of them moves
        closed = [dock for dock, how in docks.items() if how == HIDDEN]
        instead_of = None
        with self._moving():
            for dock, how in docks.items():
                self._aside[dock] = how
                if how == FLOATING:
                    made_way = self._float(dock, board)
                    closed, instead_of = closed + made_way, dock if made_way else instead_of
                else:
                    dock.hide()
        self._tell(closed, board, instead_of)

    def _board(self) -> QRect:
        """Where the board will be once the docks beside it are out of its way (global
        pixels): the view gets their room, within the window (a view at its least width
        beside a dock overflows it: QT_SCALE_FACTOR=2 on 1366 x 768, 400 + 386 pixels
        in a window 667 wide)."""
        board = QRect(self._view.mapToGlobal(QPoint(0, 0)),
                      self._view.size() + self._docked_extent())
        return board.intersected(QRect(self._window.mapToGlobal(QPoint(0, 0)),
                                       self._window.size()))

    def _bring_back(self, needed_now: QSize) -> None:
        """The docks set aside, back beside the board if it keeps `BOARD_MINIMUM` (or
        all the room it has now, `needed_now`) with them."""
        sides = [d for d in self._aside if self._window.dockWidgetArea(d) in _SIDES]
        others = [d for d in self._aside if d not in sides]
        separator = self._separator()
        view = self._view.size()
        width = max((d.width() for d in sides), default=-separator) + separator
        height = max((d.height() for d in others), default=-separator) + separator
        if view.width() - width < needed_now.width() or view.height() - height < needed_now.height():
            return
        with self._moving():
            for dock, how in list(self._aside.items()):
                if how == FLOATING:
                    dock.setFloating(False)
                else:
                    dock.show()
            self._aside.clear()
        self._theirs = None

    @contextmanager
    def _moving(self) -> Iterator[None]:
        self._busy = True
        try:
            yield
        finally:
            self._busy = False
