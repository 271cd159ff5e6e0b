"""The coach's discard table in a window of its own (issue 19): what each of the 15
discards of the player's six cards is worth, worked out by the computer's process.

A preview (U2): opening it, reading it, choosing cards while it is open change
nothing in the match and make no undo step. It shows only the cards of the player
whose hand is face up (two players: never a covered hand, U3).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QVBoxLayout, QWidget)

from ..game_words import fill, translate
from ..models import CardRole
from ..opponent import Opponent
from ..rules import Phase
from .coach_position import discard_key
from .coach_table import DiscardTableModel
from .scrolled_content import fit_dialog, fit_dialog_later
from .sideways_cells import say_columns_once
from .whole_table import WholeTableView, rows_follow_columns

__all__ = ["DiscardTableDialog"]


class DiscardTableDialog(QDialog):
    """The discard table of the viewer's six cards; not modal, it follows the table.

    Args:
        presenter: the board's `BoardPresenter` (what the viewer sees and selects).
        opponent: who works the table out; default an `Opponent` of its own (the
            computer's process, shared with the computer's decisions).
        parent: the main window.
        played: after the discard, a callable giving the coach's review of the
            viewer's discard of the hand on the table (`coach_position.played_discard`)
            or None: its table is shown then, the player's throw and the expert's marked.

    Attributes:
        model: the `DiscardTableModel` shown.
        view: its table (a `WholeTableView`).
        statusLabel: "Working out…", or why there is no table.
    """

    def __init__(self, presenter, opponent: Opponent | None = None,
                 parent: QWidget | None = None, played=None) -> None:
        super().__init__(parent)
        self.setObjectName("discardTableDialog")
        self._presenter = presenter
        self._played = played
        self._played_throw = None  # the throw of a played discard's table shown
        self._opponent = opponent if opponent is not None else Opponent("expert", parent=self)
        self._opponent.discardTableReady.connect(self._on_table)
        self._asked: tuple | None = None  # the key asked about, not yet answered
        self._shown: tuple | None = None  # the key of the table in the model
        self._error: str | None = None  # why the last table asked for did not come
        self.model = DiscardTableModel(self)
        self.summaryLabel = QLabel(self)
        self.summaryLabel.setWordWrap(True)
        self.statusLabel = QLabel(self)
        self.statusLabel.setObjectName("discardTableStatus")
        self.statusLabel.setWordWrap(True)
        self.view = WholeTableView(self)
        self.view.setObjectName("discardTable")
        self.view.setModel(self.model)
        say_columns_once(self.view)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setTabKeyNavigation(False)  # Tab leaves the table for the Close button
        self.view.setAlternatingRowColors(True)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        rows_follow_columns(self.view)  # "Do especialista" after a language change
        self.summaryLabel.setBuddy(self.view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summaryLabel)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.statusLabel)
        layout.addWidget(buttons)
        presenter.previewChanged.connect(self._mark_player)
        presenter.textsChanged.connect(self._on_table_changed)
        self._fitted_rows = False  # fitted to a table's rows, not only to its texts
        self.retranslate()
        fit_dialog(self, self.view)

    # --- following the table ------------------------------------------------------------

    def _on_table_changed(self) -> None:
        if self.isVisible():  # a closed table asks the computer nothing
            self.refresh()

    def refresh(self) -> None:
        """Ask for the table of the discard the viewer faces now (nothing if it is the
        one shown or asked already); keep the table while the hand goes on with the same
        cards, the player's own discard marked; clear it (and forget a table asked for)
        once its cards are no longer the viewer's to see (U3)."""
        key = discard_key(self._presenter)
        played = self._played() if key is None and self._played is not None else None
        if played is not None:  # after the discard: the coach's review of it
            shown = ("played", played.index, played.table.cards)
            if shown != self._shown:
                self._asked, self._error = None, None
                self._set_table(shown, played.table)
            self._played_throw = played.throw
        elif key is not None:
            if key != self._shown and key != self._asked:
                self._asked, self._error = key, None
                self._opponent.requestDiscardTable(key, *key)
                self._set_table(None, None)
        else:
            if self._asked is not None and not self._visible(self._asked):
                self._asked = None
            if self._shown is not None and not self._visible(self._shown):
                self._set_table(None, None)
        self._update_status()
        self._mark_player()

    def _visible(self, key: tuple) -> bool:
        """True while the six cards of `key` are the viewer's hand, face up: held, or
        kept and laid away this hand."""
        if key[0] == "played":
            return False  # `refresh` keeps it while it is the hand's
        view = self._presenter.view()
        mine = set(view.kept) | set(view.discards) if view.kept else set(view.hand)
        return not self._presenter.isHandHidden() and set(key[0]) == mine

    def _on_table(self, key, table, error) -> None:
        if key != self._asked:
            return  # an answer nobody waits for any more
        self._asked = None
        if error is None:
            if self._visible(key):
                self._set_table(key, table)
        else:
            self._error = str(error)
        self._update_status()
        self._mark_player()

    def _set_table(self, key, table) -> None:
        self._shown = key
        self.model.setTable(table)
        if table is not None:
            self.view.resizeColumnsToContents()
            self.view.selectRow(self.model.expertRow())
            if not self._fitted_rows:
                # all 15 rows where the screen has the room, else they scroll, the texts
                # whole above and below them and Close in sight (scale 2 on 1366 x 768);
                # once: a new deal's table does not move the dialog the player placed
                self._fitted_rows = True
                fit_dialog_later(self, self.view)  # once the summary's lines are laid out

    def _mark_player(self) -> None:
        """Mark the player's choice: the two cards chosen for the crib on the table, or
        the two laid away."""
        view = self._presenter.view()
        if self._shown is not None and self._shown[0] == "played":
            chosen = self._played_throw
        elif view.phase is Phase.DISCARD and len(view.hand) == 6:
            chosen = self._presenter.handModels[0].flagged(CardRole.Selected)
        else:
            chosen = view.discards
        self.model.setPlayerThrow(chosen if len(chosen) == 2 else None)

    # --- texts ------------------------------------------------------------------------------

    def _update_status(self) -> None:
        table = self.model.table()
        if self._error is not None:
            text = fill(translate("DiscardTable", "The table could not be worked out: %1"),
                        self._error)
        elif self._asked is not None:
            text = translate("DiscardTable", "Working out the table…")
        elif table is None:
            text = translate("DiscardTable", "The table is for the six cards you are dealt: "
                                             "open it while you choose your discard.")
        else:
            text = ""
        self.statusLabel.setText(text)
        self.statusLabel.setVisible(bool(text))
        if table is None:
            summary = translate("DiscardTable", "Every way to keep four of your six cards.")
        elif table.dealer:
            summary = translate("DiscardTable", "You deal: the crib is yours, its points are "
                                                "added. Best first; net is hand, crib and "
                                                "pegging together, in average points.")
        else:
            summary = translate("DiscardTable", "The other player deals: the crib's points "
                                                "count against you. Best first; net is hand, "
                                                "crib and pegging together, in average points.")
        self.summaryLabel.setText(summary)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(translate("DiscardTable", "Discard table"))
        self.view.setAccessibleName(translate("DiscardTable", "Discard table"))
        self.view.setAccessibleDescription(translate(
            "DiscardTable", "The 15 ways to discard, best first: keep, throw, hand, crib, "
                            "pegging, net, and whose choice it is"))
        self.model.retranslate()
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            fit_dialog_later(self, self.view)  # the new words wrap to other heights
        super().changeEvent(event)
