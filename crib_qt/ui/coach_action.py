"""The main window's way to the coach (issue 19): when the Game menu's "Discard table…"
applies, and opening the table. Light on purpose: the window imports it at start-up,
the table's dialog and the analysis only when first asked for."""

from __future__ import annotations

from .coach_position import discard_key

__all__ = ["discard_table_available", "show_discard_table"]


def discard_table_available(presenter) -> bool:
    """True while the viewer chooses a discard with their six cards face up."""
    return discard_key(presenter) is not None


def show_discard_table(window) -> None:
    """Open (or bring forward) `window`'s discard table: a preview that changes nothing
    (U2) and never makes an undo step. Returns at once; the table follows when the
    computer's process has worked it out."""
    from .coach_dialog import DiscardTableDialog

    dialog = window.findChild(DiscardTableDialog)
    if dialog is None:
        dialog = DiscardTableDialog(window.presenter, parent=window)
    dialog.show()
    dialog.refresh()
    dialog.raise_()
    dialog.activateWindow()
