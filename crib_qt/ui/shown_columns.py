"""The columns of a table model that a view shows, the others left out of it entirely.

`QTableView.setColumnHidden` only hides a column from sight: Qt's accessibility still
offers its header and cells to screen readers (a "Game" column read out in a single
game). A view of `ShownColumnsModel` has no such column at all.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel

__all__ = ["ShownColumnsModel"]


class ShownColumnsModel(QSortFilterProxyModel):
    """`source`'s rows, in its order, and its columns but those left out (`setLeftOut`).

    Args:
        source: the table model shown.
        parent: the QObject parent.
    """

    def __init__(self, source, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._left_out: frozenset[int] = frozenset()
        self.setSourceModel(source)

    def leftOut(self) -> frozenset[int]:
        """The source's columns not shown."""
        return self._left_out

    def setLeftOut(self, columns: Iterable[int]) -> None:
        """Show every column of the source but `columns` (its column numbers)."""
        columns = frozenset(columns)
        if columns != self._left_out:
            self.beginFilterChange()  # Qt 6.10 (invalidateColumnsFilter is deprecated)
            self._left_out = columns
            self.endFilterChange(QSortFilterProxyModel.Direction.Columns)

    def filterAcceptsColumn(self, source_column: int,
                            source_parent: QModelIndex | QPersistentModelIndex) -> bool:
        return source_column not in self._left_out
