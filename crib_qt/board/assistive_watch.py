"""Waiting for an assistive tool: the board's accessibility mirrors (accessible.py)
are made only once one is there to read them (see that module's notes)."""

from __future__ import annotations

import weakref

from PySide6.QtCore import QTimer

__all__ = ["watch_for_assistive_tools"]

# The boards whose mirrors wait for an assistive tool (weakly: a closed board just goes).
_waiting: weakref.WeakSet = weakref.WeakSet()
_factory_installed = False


def watch_for_assistive_tools(mirrors) -> None:
    """Make `mirrors`' widgets now if an assistive tool is active, else as soon as one
    first asks for anything: Qt asks its accessibility factories for an object's
    interface only then (`QAccessible.queryAccessibleInterface`; with no tool active,
    `QAccessible.updateAccessibility` asks nothing). Python has no hook for Qt's
    activation observers, so one factory that never supplies an interface itself
    (Qt's own are used) is the signal."""
    global _factory_installed
    from PySide6.QtGui import QAccessible

    if QAccessible.isActive():
        mirrors.ensureMirrors()
        return
    _waiting.add(mirrors)
    if not _factory_installed:
        QAccessible.installFactory(_asked)
        _factory_installed = True


def _asked(_key: str, _object) -> None:
    """Qt's accessibility factory hook (see `watch_for_assistive_tools`): makes every
    waiting board's mirrors on the next turn of the event loop, not inside Qt's lookup."""
    import shiboken6

    while _waiting:
        mirrors = _waiting.pop()
        if shiboken6.isValid(mirrors):
            QTimer.singleShot(0, mirrors, mirrors.ensureMirrors)
    return None
