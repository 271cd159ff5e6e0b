"""The table that shows the score log: who scored what, wrapped to fit beside the board."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from ..models import ScoreLogModel

__all__ = ["ScoreLogView"]


class ScoreLogView(QTableView):
    """Shows a `ScoreLogModel`, always measured to its current texts and scrolled to
    the newest score.

    Args:
        model: the score log to show.
        parent: the owning widget.
    """

    def __init__(self, model: ScoreLogModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreLog")
        self.setModel(model)
        self.verticalHeader().setVisible(False)
        # a crib's many items wrap inside "Scored for" instead of asking for a
        # horizontal scroll; the rows grow to the wrapped text
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ScoreLogModel.WHAT, QHeaderView.ResizeMode.Stretch)
        self.setWordWrap(True)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for changed in (model.dataChanged, model.rowsInserted, model.modelReset):
            changed.connect(self._fit)
        self.setAlternatingRowColors(True)
        model.rowsInserted.connect(lambda *_: self.scrollToBottom())
        self.setMinimumWidth(380)  # beside the board's 400 in the 800-wide window

    def _fit(self) -> None:
        """Re-measure the columns and rows: the headers measured only the rows they saw
        first, and not texts that change in place (names, language)."""
        self.horizontalHeader().resizeSections()
        self.verticalHeader().resizeSections()
