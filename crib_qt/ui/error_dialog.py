"""The one dialog for an unexpected error (issue 18): the match is saved, the details are
in the log (its path shown), and a button copies what to send with a report."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QLabel, QMainWindow,
                               QPushButton, QVBoxLayout, QWidget)

from ..game_words import fill, translate

__all__ = ["UnexpectedErrorDialog", "show_unexpected_error"]


class UnexpectedErrorDialog(QDialog):
    """Says an unexpected error happened, where the log is, and offers to copy both.

    Args:
        log_path: the log file, or None when there is none (no data folder).
        summary: the error in one line (already without cards: `error_log.redact`).
    """

    def __init__(self, log_path: Path | None, summary: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("unexpectedErrorDialog")
        self.setWindowTitle(translate("UnexpectedError", "Cribbage"))
        text = translate("UnexpectedError", "Something went wrong that the game did not "
                                            "expect. Your match is saved up to the last move: "
                                            "you can play on, or close the game and start it "
                                            "again.")
        if log_path is not None:
            where = fill(translate("UnexpectedError", "The details are in the log: %1"),
                         str(log_path))
        else:
            where = translate("UnexpectedError", "There is no log: the game's data folder "
                                                 "cannot be written.")
        self.message = QLabel(f"{text}\n\n{where}")
        self.message.setWordWrap(True)
        self.details = f"{summary}\n{log_path}" if log_path is not None else summary
        self.copyButton = QPushButton(translate("UnexpectedError", "Copy &details"))
        self.copyButton.setObjectName("copyDetails")
        self.copyButton.clicked.connect(self.copyDetails)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.copyButton, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(buttons)

    def copyDetails(self) -> None:
        """Put the error's line and the log's path on the clipboard (the dialog stays)."""
        QApplication.clipboard().setText(self.details)


def show_unexpected_error(log_path: Path | None, summary: str) -> UnexpectedErrorDialog:
    """Open the dialog over the active window (not modal: the game can go on)."""
    parent = QApplication.activeWindow()
    if parent is None:
        parent = next((w for w in QApplication.topLevelWidgets()
                       if w.isVisible() and isinstance(w, QMainWindow)), None)
    dialog = UnexpectedErrorDialog(log_path, summary, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
