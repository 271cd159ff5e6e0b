"""The status bar's and screen readers' notice of docks the board room closed for want
of room (ui/board_room.py): which panes, and the keys that open them (`closed_notice`),
and when it is said (`ClosedNotice`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QKeySequence

from ..game_words import fill, translate

__all__ = ["NOTICE_MS", "ClosedNotice", "closed_notice"]

# How long the notice of docks closed for want of room stays on the status bar, and
# waits for a screen reader (ms).
NOTICE_MS = 10_000


def closed_notice(names: list[str], keys: list[str], instead_of: str = "",
                  one_fits: bool = False) -> str:
    """The notice for the panes titled `names` (one or two: the score log's, the
    Coach's), closed for want of room, with `keys` their shortcuts' native texts ("" for
    none: then the View menu is named). Short: the status bar of an 800-pixel window
    shows 777 pixels of it (some 125 characters), of a 683-pixel one (1366 x 768 at
    scale 2) 660; screen readers read it whole.

    Where the board has room for one of the two floating (800 x 600, QT_SCALE_FACTOR=2 on
    1366 x 768) the notice says so, not that a key opens a pane beside the other:
    `instead_of` is the title of the pane floating where the one closed was, which its
    key closes as it opens it again in that place (ui/board_room_float.py): both are
    windows of their own there, so the notice says the key brings it back in place of
    the other (play-test 32), not that it opens it in its own window; `one_fits`, for
    two closed together, that their keys open one of them at a time.
    """
    if len(names) == 1 and instead_of:
        if keys[0]:
            #: %1 is the pane closed (Score log or Coach), %2 its shortcut (Ctrl+L), %3
            #: the pane floating in its place, which the key closes as it opens %1 there;
            #: only one of the two fits on the screen
            return fill(translate("BoardRoom", "Only one pane fits: %1 closed. %2 brings it "
                                               "back in place of the %3."),
                        names[0], keys[0], instead_of)
        #: %1 is the pane closed (Score log or Coach), %2 the pane floating in its place
        return fill(translate("BoardRoom", "Only one pane fits: %1 closed. The View menu "
                                           "brings it back in place of the %2."),
                    names[0], instead_of)
    if len(names) == 1:
        #: %1 is a pane's title (Score log or Coach), %2 its shortcut (Ctrl+L)
        return (fill(translate("BoardRoom", "%1 closed: no room beside the table. %2 opens "
                                            "it in a window of its own."), names[0], keys[0])
                if keys[0] else
                fill(translate("BoardRoom", "%1 closed: no room beside the table. The "
                                            "View menu opens it in a window of its own."),
                     names[0]))
    if one_fits:
        if all(keys):
            #: %1, %2 are the panes' titles (Score log, Coach), %3, %4 their keys (Ctrl+L,
            #: Ctrl+K); only one of the two fits on the screen at a time
            return fill(translate("BoardRoom", "Only one pane fits: %1 and %2 closed. %3 or "
                                               "%4 opens one."), *names[:2], *keys[:2])
        #: %1 and %2 are the panes' titles (Score log, Coach), one of which fits
        return fill(translate("BoardRoom", "Only one pane fits: %1 and %2 closed. The View "
                                           "menu opens one."), *names[:2])
    if all(keys):  # the window has two docks
        #: %1, %2 are the panes' titles (Score log, Coach), %3, %4 their keys (Ctrl+L, Ctrl+K)
        return fill(translate("BoardRoom", "%1 and %2 closed: no room. %3 and %4 open them."),
                    *names[:2], *keys[:2])
    #: %1 and %2 are the panes' titles (Score log, Coach)
    return fill(translate("BoardRoom", "%1 and %2 closed: no room. The View menu opens "
                                       "them."), *names[:2])


class ClosedNotice(QObject):
    """Says which docks were closed for want of room (`tell`) on `window`'s status bar
    and to screen readers, until the player opens or closes one (`over`).

    Args:
        window: the main window (its parent), with its board `view`.
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._told = ""  # the status bar's last word on a dock closed here
        self._untold = ""  # a notice waiting for screen readers (`_announce_untold`)
        self._untold_until = QTimer(self)
        self._untold_until.setSingleShot(True)
        self._untold_until.timeout.connect(self._forget_untold)
        window.installEventFilter(self)

    def tell(self, docks: list, instead_of=None, one_fits: bool = False) -> None:
        """The status bar (for `NOTICE_MS`) and screen readers say which of `docks`
        (QDockWidgets) were closed for want of room, and the keys that open them: one
        notice for both. `instead_of`: the dock floating in the place of the one
        closed, where there is room for one only; `one_fits`: two closed, of which one
        only has room to float (`closed_notice`)."""
        if not docks:
            return
        keys = [dock.toggleViewAction().shortcut().toString(
            QKeySequence.SequenceFormat.NativeText) for dock in docks]
        text = closed_notice([dock.windowTitle() for dock in docks], keys,
                             instead_of.windowTitle() if instead_of is not None else "",
                             one_fits)
        self._window.statusBar().showMessage(text, NOTICE_MS)
        self._told = text
        if getattr(getattr(self._window, "view", None), "accessibility", None) is not None:
            self._untold = text
            self._untold_until.start(NOTICE_MS)
            self._window.view.viewport().installEventFilter(self)  # for its (first) frame
            self._announce_untold()

    def over(self) -> None:
        """The player opened or closed a dock: the status bar's word on docks closed is
        over, and a notice still waiting for screen readers is forgotten."""
        bar = self._window.statusBar()
        # the message under a hovered status tip too (ui/status_bar.py)
        shown = getattr(bar, "heldMessage", bar.currentMessage)()
        if self._told and shown == self._told:
            bar.clearMessage()
        if self._untold:
            self._forget_untold()

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if self._untold and (kind == QEvent.Type.Paint or (
                kind == QEvent.Type.ChildAdded and watched is self._window)):
            # the board's first frame: the accessibility layer listens one turn of the
            # event loop after it; a child of the window: the board's mirrors, made
            # when an assistive tool comes (board/accessible.py)
            QTimer.singleShot(0, self, lambda: QTimer.singleShot(0, self, self._announce_untold))
        return False

    def _forget_untold(self) -> None:
        self._untold = ""
        self._window.view.viewport().removeEventFilter(self)

    def _announce_untold(self) -> None:
        """Say the notice waiting (`tell`) to screen readers once they can hear it: after
        the board's first frame, once its mirrors are made, which is when an assistive
        tool is there (board/accessible.py); before, an announcement reaches no one.
        Forgotten after `NOTICE_MS`, as the status bar forgets it."""
        accessibility = self._window.view.accessibility
        if self._untold and accessibility.isListening() and accessibility.hasMirrors():
            text = self._untold
            self._untold_until.stop()
            self._forget_untold()
            accessibility.announce(text)
