"""A table view that says each column's name once to a screen reader (U6): its model's
cell reached along its row gives its text alone, as the screen reader says the column's
header for it (see cell_names.py)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractProxyModel, QModelIndex
from PySide6.QtWidgets import QAbstractItemView

__all__ = ["say_columns_once"]


def say_columns_once(view: QAbstractItemView) -> None:
    """Tell `view`'s model (or the model under its proxies) which cell the current cell
    is when it moved along its row, None after any other move. Call after `setModel`;
    the model has a `cellNames` (`NamedCells`) its accessible texts come from.

    The view's own `currentChanged` runs first and sends the screen reader its focus
    event; the reader asks for the cell's name after this has run (over D-Bus, once the
    event loop turns)."""

    source = view.model()
    while isinstance(source, QAbstractProxyModel):
        source = source.sourceModel()
    names = source.cellNames

    def moved(current: QModelIndex, previous: QModelIndex) -> None:
        along = (current.isValid() and previous.isValid()
                 and current.row() == previous.row() and current.column() != previous.column())
        if not along:
            names.setSideways(None)
            return
        model, index = view.model(), current
        while isinstance(model, QAbstractProxyModel):
            index = model.mapToSource(index)
            model = model.sourceModel()
        names.setSideways((index.row(), index.column()))

    def forget(*_) -> None:
        names.setSideways(None)

    view.selectionModel().currentChanged.connect(moved)
    # a reset moves no current cell by a signal (QItemSelectionModel.reset is silent):
    # the cell left without its name would be another row's, read whole
    for changing in (source.modelAboutToBeReset, source.rowsAboutToBeRemoved,
                     source.layoutAboutToBeChanged):
        changing.connect(forget)
