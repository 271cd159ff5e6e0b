"""What a screen reader is given for the cells of a table (U6): each cell's text with its
column's name, "Points: 2", but the cell the keyboard reached along its row, which the
screen reader gives its column's header itself.

Orca (43) reads a whole row when the current cell changes row (readFullRowInGUITable),
without the headers: "Hand: 1. Player: You. Pair for 2. Points: 2. Total: 2." needs
the names in the cells. It says the column's header when the current cell changes column
in its row (speakCellHeaders; NVDA does the same): with the name in the cell too, Right
said "Points column header Points: 2" (play-test 35). So the cell reached along its row
says its text alone, "Points column header 2", and the column's name is said once
either way. Orca asks for a cell's name each time it reads it (no cache for table cells),
so the name can follow the last move.
"""

from __future__ import annotations

from .game_words import cell_text

__all__ = ["NamedCells"]


class NamedCells:
    """The accessible texts of one table model's cells: `text` gives a cell's text with
    its column's name ("Points: 2", `cell_text`), or alone for the cell set by
    `setSideways` (the current cell, reached from another column of its row). The view
    sets it as its current cell moves (`ui/sideways_cells.say_columns_once`)."""

    __slots__ = ("_sideways",)

    def __init__(self) -> None:
        self._sideways: tuple[int, int] | None = None

    def setSideways(self, cell: tuple[int, int] | None) -> None:  # noqa: N802 (Qt naming)
        """The (row, column) of the model's cell reached along its row, or None."""
        self._sideways = cell

    def sideways(self) -> tuple[int, int] | None:
        """The (row, column) set by `setSideways`, or None."""
        return self._sideways

    def text(self, row: int, column: int, name: str, text: str) -> str:
        """The accessible text of the cell at `row`, `column`, whose column is called
        `name` and which shows `text`: "Points: 2", or "2" for the cell reached along its
        row; an empty cell stays empty."""
        if self._sideways is not None and self._sideways == (row, column):
            return text
        return cell_text(name, text)
