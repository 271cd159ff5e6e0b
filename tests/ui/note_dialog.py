"""A dialog as Settings is made, for the tests of `scrolled_content`'s fitting
(test_fit_dialog_later.py, test_fit_dialog_bar.py): a wrapped note in a
`ContentScrollArea`, Close below, and notes of one line and of five."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from crib_qt.ui.scrolled_content import ContentScrollArea, fit_dialog

SHORT = "A note of one line."
LONG = " ".join(["A note that wraps over many lines once its words are in."] * 4)


def note_dialog(qtbot, text: str) -> tuple[QDialog, QLabel, ContentScrollArea]:
    """The dialog with `text` in its note, fitted (`fit_dialog`) and shown; the dialog,
    its note and its scrolled content."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    note = QLabel(text)
    note.setWordWrap(True)
    content = QWidget()
    QVBoxLayout(content).addWidget(note)
    area = ContentScrollArea(content)
    layout = QVBoxLayout(dialog)
    layout.addWidget(area, 1)
    layout.addWidget(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
    fit_dialog(dialog, area)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog, note, area
