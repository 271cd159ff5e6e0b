"""Qt item models over the position the board shows: card lists (and, from
`score_log_model`, the score log).

The models are thin adapters (DESIGN.md): they hold what the board displays at
the moment, which can run a little behind the engine while the computer's moves
are paced, plus the previews (selected discards, the hint), which are view state
only and never undo steps (U2).
"""

from __future__ import annotations

import enum
from typing import Iterable, Sequence

from PySide6.QtCore import (QAbstractListModel, QCoreApplication, QModelIndex,
                            QPersistentModelIndex, Qt)

from .game_words import card_name
from .rules import Card
from .score_log_model import ScoreLogModel  # its own module; imported from here as before

__all__ = ["CardRole", "CardListModel", "ScoreLogModel"]

Index = QModelIndex | QPersistentModelIndex


class CardRole(enum.IntEnum):
    """Data roles of `CardListModel`."""

    Card = Qt.ItemDataRole.UserRole + 1  # the `Card`, or None for a face-down unknown card
    FaceUp = Qt.ItemDataRole.UserRole + 2  # bool
    Playable = Qt.ItemDataRole.UserRole + 3  # bool: can be played or selected now
    Selected = Qt.ItemDataRole.UserRole + 4  # bool: chosen for the crib (a preview, U2)
    Hinted = Qt.ItemDataRole.UserRole + 5  # bool: part of the hint (a preview, U2)
    Highlighted = Qt.ItemDataRole.UserRole + 6  # bool: part of the score item being shown
    Owner = Qt.ItemDataRole.UserRole + 7  # int seat that played or holds it, or -1
    Current = Qt.ItemDataRole.UserRole + 8  # bool: in the current series of the play
    Dimmed = Qt.ItemDataRole.UserRole + 9  # bool: cannot be played on this turn (R4.1)
    Series = Qt.ItemDataRole.UserRole + 10  # int: the play pile's series number (R4.6), or 0


_FLAGS = (CardRole.FaceUp, CardRole.Playable, CardRole.Selected, CardRole.Hinted,
          CardRole.Highlighted, CardRole.Current, CardRole.Dimmed)


class CardListModel(QAbstractListModel):
    """An ordered list of cards (a hand, the crib, the play pile) with display flags.

    Rows are cards; `Qt.DisplayRole` is the translated card name ("Five of Hearts")
    or "Face-down card"; the `CardRole` roles give the card and its flags.
    """

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[dict] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            card = row[CardRole.Card]
            if card is None or not row[CardRole.FaceUp]:
                return QCoreApplication.translate("CardListModel", "Face-down card")
            return card_name(card)
        return row.get(role)

    def roleNames(self) -> dict[int, bytes]:
        names = super().roleNames()
        names.update({int(r): r.name.lower().encode() for r in CardRole})
        return names

    def cards(self) -> list[Card | None]:
        """The cards in row order (None for a face-down card this seat may not know)."""
        return [row[CardRole.Card] for row in self._rows]

    def flagged(self, role: CardRole) -> list[Card]:
        """The cards whose `role` flag is set, in row order."""
        return [row[CardRole.Card] for row in self._rows if row[role]]

    def setCards(self, cards: Sequence[Card | None], *, face_up: bool = True,
                 owners: Sequence[int] | None = None, series: Sequence[int] | None = None,
                 **flags: Iterable[Card]) -> None:
        """Replace the rows with `cards`.

        Args:
            cards: the cards, None for an unknown face-down card.
            face_up: whether they are shown face up.
            owners: the seat of each card (the play pile), else -1 for all.
            series: the series number of each card (the play pile), else 0 for all.
            **flags: for each of playable, selected, hinted, highlighted, current,
                dimmed, the cards that have it.
        """
        sets = {role: set(flags.get(role.name.lower(), ())) for role in _FLAGS}
        rows = []
        for i, card in enumerate(cards):
            row = {role: card in sets[role] for role in _FLAGS}
            row[CardRole.Card] = card
            row[CardRole.FaceUp] = face_up and card is not None
            row[CardRole.Owner] = -1 if owners is None else owners[i]
            row[CardRole.Series] = 0 if series is None else series[i]
            rows.append(row)
        if rows == self._rows:
            return
        if len(rows) == len(self._rows) and [r[CardRole.Card] for r in rows] == self.cards():
            self._rows = rows
            self.dataChanged.emit(self.index(0), self.index(len(rows) - 1))
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()
