"""Remembering the main window's size, place, docks and toolbar between runs (QSettings)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMainWindow

__all__ = ["restore_window_geometry", "save_window_geometry"]

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"


def restore_window_geometry(window: QMainWindow) -> None:
    """Give `window` the geometry and dock/toolbar state saved last time, if any."""
    settings = QSettings()
    geometry, state = settings.value(GEOMETRY_KEY), settings.value(STATE_KEY)
    if geometry is not None:
        try:
            window.restoreGeometry(geometry)
        except (TypeError, ValueError):  # not a QByteArray: a hand-edited settings file
            pass
    if state is not None:
        try:
            window.restoreState(state)
        except (TypeError, ValueError):
            pass


def save_window_geometry(window: QMainWindow) -> None:
    """Remember `window`'s geometry and dock/toolbar state for the next run."""
    settings = QSettings()
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState())
