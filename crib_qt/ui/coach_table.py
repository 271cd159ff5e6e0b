"""The coach's discard table as a Qt table model: one row per way to discard (issue 19)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont

from ..ai.analysis import DiscardChoice, DiscardTable
from ..board.table_texts import join
from ..cell_names import NamedCells
from ..game_words import card_name, translate
from ..rules.cards import Card

__all__ = ["DiscardTableModel"]

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_VALUES = {2: "hand", 3: "crib", 4: "pegging", 5: "net"}  # numeric column → field


class DiscardTableModel(QAbstractTableModel):
    """The rows of a `DiscardTable`, best first: keep, throw, hand, crib, pegging, net
    and which choice is the player's and which the expert's.

    Values are points with two decimals in the current locale; the crib column is
    signed as it counts for the player (added as dealer, subtracted as pone, R3.2), so
    ``net`` is the sum of the three columns before it. Cards show as on the card faces
    ("5♥"); screen readers and tooltips get their full names ("Five of Hearts").
    `Qt.ItemDataRole.UserRole` gives the raw values: the `DiscardChoice` field (a float,
    the crib unsigned as `analysis.discard_options` gives it; the cards as a tuple),
    and for the choice column a tuple of "player"/"expert". Screen readers get each
    cell after its column's name (U6) from `cellNames` (`NamedCells`), which the view
    tells the cell reached along its row.
    """

    KEEP, THROW, HAND, CRIB, PEGGING, NET, CHOICE = range(7)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table: DiscardTable | None = None
        self._player: tuple[Card, ...] | None = None  # the player's throw, sorted
        self._player_row = -1
        self._expert_row = -1
        self.cellNames = NamedCells()  # the cells' accessible texts (the view moves them)

    # --- what it shows ------------------------------------------------------------------

    def table(self) -> DiscardTable | None:
        """The table shown, or None."""
        return self._table

    def setTable(self, table: DiscardTable | None) -> None:
        """Show `table` (None: no rows). The player's throw is kept if it is two of its
        cards."""
        self.beginResetModel()
        self._table = table
        self._expert_row = -1 if table is None else table.expert_row()
        self._player_row = self._row_of(self._player)
        self.endResetModel()

    def setPlayerThrow(self, cards: Sequence[Card] | None) -> None:
        """Mark the choice that throws `cards` (two cards of the table, any order) as the
        player's; None or anything else marks none."""
        self._player = None if cards is None else tuple(sorted(cards))
        row = self._row_of(self._player)
        if row != self._player_row:
            old, self._player_row = self._player_row, row
            for changed in {old, row} - {-1}:
                self.dataChanged.emit(self.index(changed, 0), self.index(changed, self.CHOICE))

    def playerRow(self) -> int:
        """The row of the player's choice, -1 when none is marked."""
        return self._player_row

    def expertRow(self) -> int:
        """The row of the expert's choice, -1 without a table."""
        return self._expert_row

    def option(self, row: int) -> DiscardChoice:
        """The choice shown in `row`."""
        return self._table.options[row]

    def _row_of(self, throw: tuple[Card, ...] | None) -> int:
        if self._table is None or throw is None or len(throw) != 2:
            return -1
        try:
            return self._table.row_of(throw)
        except ValueError:
            return -1

    def retranslate(self) -> None:
        """Headers, texts and number formats in the current language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.CHOICE)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.CHOICE))

    # --- QAbstractTableModel ------------------------------------------------------------

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        return 0 if parent.isValid() or self._table is None else len(self._table.options)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return QLocale().toString(section + 1)  # the rank, best first
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (translate("DiscardTable", "Keep"), translate("DiscardTable", "Throw"),
                    translate("DiscardTable", "Hand"), translate("DiscardTable", "Crib"),
                    translate("DiscardTable", "Pegging"), translate("DiscardTable", "Net"),
                    translate("DiscardTable", "Choice"))[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (translate("DiscardTable", "The four cards kept for the show"),
                    translate("DiscardTable", "The two cards laid away to the crib"),
                    translate("DiscardTable", "Average points of the kept cards over the "
                                              "46 starters you cannot see"),
                    translate("DiscardTable", "Average points of the crib: added when you "
                                              "deal, subtracted when the other player deals"),
                    translate("DiscardTable", "Points the expert expects the kept cards to "
                                              "peg, against an average keep"),
                    translate("DiscardTable", "Hand, crib and pegging together"),
                    translate("DiscardTable", "Your choice and the expert's"))[section]
        if role == Qt.ItemDataRole.TextAlignmentRole and section in _VALUES:
            return _RIGHT
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if self._table is None or not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        row, column = index.row(), index.column()
        option = self._table.options[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(option, row, column)
        cards = column in (self.KEEP, self.THROW)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._card_names(option, column) if cards else None
        if role == Qt.ItemDataRole.AccessibleTextRole:  # "Keep: Five of Hearts, …", "Hand: 4.50"
            text = self._card_names(option, column) if cards else self._text(option, row, column)
            return self.cellNames.text(row, column,
                                       self.headerData(column, Qt.Orientation.Horizontal), text)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if column in _VALUES else None
        if role == Qt.ItemDataRole.FontRole and row in (self._player_row, self._expert_row):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.UserRole:
            if column == self.KEEP:
                return option.keep
            if column == self.THROW:
                return option.throw
            if column == self.CHOICE:
                return tuple(who for who, r in (("player", self._player_row),
                                                ("expert", self._expert_row)) if r == row)
            return getattr(option, _VALUES[column])
        return None

    def _card_names(self, option: DiscardChoice, column: int) -> str:
        """The kept or thrown cards of `option` by name: "Five of Hearts, Jack of Spades"."""
        return join(card_name(c) for c in (option.keep if column == self.KEEP else option.throw))

    def _text(self, option: DiscardChoice, row: int, column: int) -> str:
        if column == self.KEEP:
            return " ".join(c.symbol_text for c in option.keep)
        if column == self.THROW:
            return " ".join(c.symbol_text for c in option.throw)
        if column == self.CHOICE:
            mine, expert = row == self._player_row, row == self._expert_row
            if mine and expert:
                return translate("DiscardTable", "Yours and the expert's")
            if mine:
                return translate("DiscardTable", "Yours")
            return translate("DiscardTable", "Expert's") if expert else ""
        value = getattr(option, _VALUES[column])
        if column == self.CRIB and not self._table.dealer:
            value = -value
        return QLocale().toString(value, "f", 2)
