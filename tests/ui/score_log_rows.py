"""The score log's rows for the tests of the score log in a match (issue 21): as its model
gives them and as a screen reader reads its table."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from crib_qt.models import ScoreLogModel


def log_rows(log: ScoreLogModel) -> list[list[str]]:
    """Every row of `log`, each its five cells' texts (`ScoreLogModel.rowTexts`)."""
    return [log.rowTexts(row) for row in range(log.rowCount())]


#: The score log's columns as a screen reader names them before a cell's text (U6), in
#: English: "Scored for" says what it is, unnamed.
COLUMN_NAMES = ("Hand: ", "Player: ", "", "Points: ", "Total: ")


def named_rows(rows: list[list[str]]) -> list[list[str]]:
    """`rows` (display texts) as a screen reader is given them: each cell but an empty
    one after its column's name, "Points: 2"."""
    return [[name + text if text else "" for name, text in zip(COLUMN_NAMES, row)]
            for row in rows]


def read_rows(view) -> list[list[str]]:
    """The table `view`'s cells as a screen reader reads them (Qt's accessible table),
    five a row."""
    table = QAccessible.queryAccessibleInterface(view)
    cells = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())
             if table.child(i).role() == QAccessible.Role.Cell]
    return [cells[i:i + 5] for i in range(0, len(cells), 5)]
