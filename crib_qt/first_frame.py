"""What start-up does around the board's first frame: the garbage collector held until
it is painted, then start-up frozen out of the collector (`settle`), PySide's reading of
the game's own sources spared (`spare_pyside_source_scans`), and the callbacks that wait
for that frame (`when_first_painted`). Used by `crib_qt.app`."""

from __future__ import annotations

import gc
import os
import sys
from typing import Callable, Sequence

__all__ = ["when_first_painted", "hold_collector", "settle", "spare_pyside_source_scans",
           "SETTLE_FALLBACK_MS"]

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
    starts collecting again, from the GUI thread). Start-up makes some 50,000 objects that live as long as the
    game: modules, classes, functions, Qt wrappers. Every 700 new ones would set off a
    collection that walks the young ones again, and now and then all of them: about
    70 collections, 15-35 ms of a start on two cores (more when they are busy). Start-up
    makes next to no garbage (a few hundred objects), so nothing is lost by waiting."""
    gc.disable()


def settle() -> None:
    """Start-up is over (the first frame is painted): the application's version set,
    and collections again, on the GUI thread, with everything start-up made frozen out
    of the collector.

    What start-up made lives as long as the game, so `gc.freeze` moves it to the
    collector's permanent generation: the collections during play then walk only the
    objects made since, never the 50,000 of start-up again, so a collection cannot
    stall a frame while cards move or the computer's answer arrives. There is no
    collection first: it would walk all of them at once (15-50 ms, just as the player
    starts), to free the few hundred objects that are already garbage (about 70 KiB),
    which stay frozen instead. The collector then runs on the GUI thread only
    (`crib_qt.gui_collector`): a collection started by one of the game's other threads
    could destroy a Qt object there. Idempotent: does nothing the second time.
    """
    global _collector
    if _collector is not None or gc.isenabled():
        return
    from PySide6.QtCore import QCoreApplication

    from . import __version__  # read from the installed metadata: ~20 ms, so only now
    from .gui_collector import GuiCollector

    app = QCoreApplication.instance()
    gc.freeze()
    if app is None:  # nothing to run a timer: Python's own collector, then
        gc.enable()
        return
    app.setApplicationVersion(__version__)
    _collector = GuiCollector(parent=app)


_collector = None  # the GuiCollector `settle` made


def spare_pyside_source_scans() -> int:
    """Tell PySide that every module of this game uses PySide without `__feature__`, so
    that it does not read each one's source to find out as it is imported.

    Once PySide6.QtCore is imported, PySide looks at every module imported after it, for
    its `from __feature__ import snake_case`-style switches: a module it has not seen yet
    has its whole source read (`inspect.getsource`) and searched for "PySide6" (0 in its
    table: uses PySide, no feature; -1: not PySide's concern). For this game's 80-odd
    modules that is 10-20 ms of every start (issue 14). None of them uses `__feature__`,
    so each gets the 0 the reading would give a module that uses PySide; for the modules
    that never touch PySide the table's 0 and -1 act the same.

    The table is PySide's own (`shibokensupport.feature.pyside_feature_dict`, present in
    PySide6 6.4 to 6.11 at least); without it, nothing is done and PySide reads the
    sources as before. A frozen build has no package folder to list: nothing to do (and
    no sources to read). Returns the number of modules noted.
    """
    import PySide6.QtCore  # noqa: F401 - loads shibokensupport.feature

    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    package = sys.modules[__package__]
    if not isinstance(table, dict) or not getattr(package, "__file__", None):
        return 0
    root = os.path.dirname(package.__file__)
    noted = 0
    for folder, folders, files in os.walk(root):
        folders[:] = [name for name in folders if name.isidentifier()]  # no __pycache__
        prefix = __package__ + folder[len(root):].replace(os.sep, ".")
        for file in files:
            if file.endswith(".py") and file[:-3].isidentifier():
                name = prefix if file == "__init__.py" else f"{prefix}.{file[:-3]}"
                if name not in table:
                    table[name] = 0
                    noted += 1
    return noted
