"""What start-up does around the board's first frame: the garbage collector held until
it is painted, then start-up frozen out of the collector (`settle`), and the callbacks
that wait for that frame (`when_first_painted`). Used by `crib_qt.app`."""

from __future__ import annotations

import gc
from typing import Callable, Sequence

__all__ = ["when_first_painted", "hold_collector", "settle", "SETTLE_FALLBACK_MS"]

# `settle` comes this long after the window shows even if the board has painted nothing
# (a window started minimised may not paint until it is restored).
SETTLE_FALLBACK_MS = 10_000


def when_first_painted(window, callbacks: Sequence[Callable[[], object]]):
    """Call each of `callbacks` in turn, once, when the board view of `window` has
    painted its first frame (one turn of the event loop after its first paint event,
    so that frame is done). Returns the watcher (a QObject child of `window`)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstFrame(QObject):
        def __init__(self) -> None:
            super().__init__(window)
            self.seen = False

        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.Paint and not self.seen:
                self.seen = True
                watched.removeEventFilter(self)
                QTimer.singleShot(0, self.done)  # runs once this paint has been done
            return False

        def done(self) -> None:
            for callback in callbacks:
                callback()

    watcher = FirstFrame()
    window.view.viewport().installEventFilter(watcher)
    return watcher


def hold_collector() -> None:
    """Keep Python's cyclic garbage collector off while the game starts (`settle`
    turns it back on). Start-up makes some 50,000 objects that live as long as the
    game: modules, classes, functions, Qt wrappers. Every 700 new ones would set off a
    collection that walks the young ones again, and now and then all of them: about
    70 collections, 15-35 ms of a start on two cores (more when they are busy). Start-up
    makes next to no garbage (a few hundred objects), so nothing is lost by waiting."""
    gc.disable()


def settle() -> None:
    """Start-up is over (the first frame is painted): the application's version set,
    and the collector on again, with everything start-up made frozen out of it.

    What start-up made lives as long as the game, so `gc.freeze` moves it to the
    collector's permanent generation: the collections during play then walk only the
    objects made since, never the 50,000 of start-up again, so a collection cannot
    stall a frame while cards move or the computer's answer arrives. There is no
    collection first: it would walk all of them at once (15-50 ms, just as the player
    starts), to free the few hundred objects that are already garbage (about 70 KiB),
    which stay frozen instead. Idempotent: does nothing once the collector is on.
    """
    if gc.isenabled():
        return
    from PySide6.QtCore import QCoreApplication

    from . import __version__  # read from the installed metadata: ~20 ms, so only now

    app = QCoreApplication.instance()
    if app is not None:
        app.setApplicationVersion(__version__)
    gc.freeze()
    gc.enable()
