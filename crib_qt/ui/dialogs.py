"""The Help dialogs: the rules ("How to play"), every key of the game, and About."""

from __future__ import annotations

import html

from collections.abc import Mapping

from PySide6.QtCore import QLocale, QModelIndex, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QShowEvent
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QTableWidget, QTableWidgetItem, QTextBrowser, QVBoxLayout)

from ..game_words import translate
from ..i18n import known_language
from ..paths import resource_path
from .actions import command_text
from .window_geometry import FRAME_GUESS, bound_to_screen

__all__ = ["RulesDialog", "AboutDialog", "KeysDialog", "keys_rows", "rules_html",
           "RULES_LANGUAGES"]

# Languages with a rules text in resources/rules/ (the seeds plus English).
RULES_LANGUAGES = ("en", "pt_BR", "pt_PT", "ms", "fil")


def rules_html(language: str) -> str:
    """The rules in `language` (one of `RULES_LANGUAGES` or a code `known_language` maps to one:
    "pt" is pt_BR; others fall back to English)
    as HTML: each section's first line is its heading, each sentence group a
    paragraph."""
    lang = known_language(language) or "en"
    lines = resource_path("rules", f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    parts = []
    for i in range(0, len(lines) - 1, 2):
        parts.append(f"<h2>{html.escape(lines[i].strip())}</h2>")
        parts.append(f"<p style='line-height:140%'>{html.escape(lines[i + 1].strip())}</p>")
    return "\n".join(parts)


class RulesDialog(QDialog):
    """How to play, in the current language."""

    def __init__(self, parent=None, language: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "How to play"))
        self.resize(640, 560)
        bound_to_screen(self)  # a small screen or a large scale
        lang = language or QLocale().name()
        self.browser = QTextBrowser(self)
        self.browser.setHtml(rules_html(lang))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)


class AboutDialog(QDialog):
    """The version and the licence. The match's seed is not shown: it would tell
    every deal in advance (U1)."""

    def __init__(self, version: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "About Cribbage"))
        summary = translate("Dialogs", "Two-player cribbage to 121.")
        licence = translate("Dialogs", "Free software under the MIT licence.")
        text = (f"<h2>crib-qt {html.escape(version)}</h2>"
                f"<p>{html.escape(summary)}</p><p>{html.escape(licence)}</p>")
        label = QLabel(text, self)
        label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(buttons)


def _board_keys() -> list[tuple[str, str]]:
    """The table's own keys (board/focus.py), as (keys, what they do)."""
    def keys(*names: str) -> str:
        return translate("Dialogs", ", ").join(
            QKeySequence(name).toString(QKeySequence.SequenceFormat.NativeText) for name in names)

    return [
        (keys("Left", "Right", "Home", "End"),
         translate("Dialogs", "Move among the cards, the buttons or the cut point")),
        (keys("Up", "Down"), translate("Dialogs", "Move to the place above or below")),
        (keys("Tab", "Shift+Tab"), translate("Dialogs", "Go round the places on the table")),
        (keys("Space"), translate("Dialogs", "Choose a card for the crib or put it back; "
                                             "play a card; press a button; cut the deck")),
        (keys("Return"), translate("Dialogs", "During the discard, lay the two chosen cards "
                                              "away to the crib (with fewer chosen it says "
                                              "so); elsewhere as Space")),
        (translate("Dialogs", "1 to 6"),
         translate("Dialogs", "Choose or play the first to sixth card of your hand")),
        (keys("PgUp", "PgDown"), translate("Dialogs", "Move the cut point five cards")),
        (keys("Esc"), translate("Dialogs", "Put the chosen cards back")),
    ]


def keys_rows(actions: Mapping[str, QAction]) -> list[tuple[str, str]]:
    """Every key of the game as (keys, what they do), in the current language: the
    table's keys, then each of the window's `actions` that has a shortcut (all of its
    shortcuts, as the platform names them), by the command's own name: "Undo", not
    the toolbar's changing "Undo Continue"."""
    rows = _board_keys()
    for name, action in actions.items():
        shortcuts = [k.toString(QKeySequence.SequenceFormat.NativeText)
                     for k in action.shortcuts() if not k.isEmpty()]
        if shortcuts:
            what = command_text(name) or action.text()
            what = what.replace("&&", "\0").replace("&", "").replace("\0", "&")
            rows.append((translate("Dialogs", ", ").join(shortcuts), what.rstrip("…")))
    return rows


class KeysTable(QTableWidget):
    """The Keys dialog's table, read row by row: Home and End go to the first and the
    last row (a row is selected whole, so Qt's own Home and End, to the first and last
    column of the row, moved nothing a reader could see), as Ctrl+Home and Ctrl+End do;
    Page Up and Page Down move a page of rows, the arrows a row or a column."""

    def moveCursor(self, action: QAbstractItemView.CursorAction,
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:
        if action in (QAbstractItemView.CursorAction.MoveHome,
                      QAbstractItemView.CursorAction.MoveEnd):
            modifiers |= Qt.KeyboardModifier.ControlModifier
        return super().moveCursor(action, modifiers)


class KeysDialog(QDialog):
    """Help: every key of the game, in a table a screen reader reads row by row. It
    opens as tall as its rows need, wrapped at its width, where the screen has the
    room (else as tall as the screen allows, and the table scrolls).

    Args:
        actions: the window's actions by name (their shortcuts are listed).
    """

    def __init__(self, actions: Mapping[str, QAction], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Keys"))
        self.resize(640, 560)
        bound_to_screen(self)  # a small screen or a large scale
        self._fitted = False
        rows = keys_rows(actions)
        self.table = KeysTable(len(rows), 2, self)
        self.table.setObjectName("keysTable")
        self.table.setAccessibleName(translate("Dialogs", "Keys"))
        self.table.setHorizontalHeaderLabels([translate("Dialogs", "Key"),
                                              translate("Dialogs", "What it does")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table for the Close button
        self.table.setWordWrap(True)
        for row, (keys, what) in enumerate(rows):
            for column, text in enumerate((keys, what)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # Rows follow the wrapped text at the width the column has when shown (and after
        # any resize): measured here, before the layout, they were as tall as at ~100 px.
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.setCurrentCell(0, 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.table.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        # Only now are the columns as wide as shown and the rows as high as their wrapped
        # text; QDialog.showEvent then centres the dialog at its new height.
        if not self._fitted and not event.spontaneous():
            self._fitted = True
            self._fit_height()
        super().showEvent(event)

    def _fit_height(self) -> None:
        """As tall as the table's rows need, within the screen's room (`FRAME_GUESS`
        kept for a title bar and borders)."""
        table = self.table
        table.resizeRowsToContents()
        needed = (table.horizontalHeader().height() + table.verticalHeader().length()
                  + 2 * table.frameWidth())
        height = self.height() + needed - table.height()
        owner = self.parentWidget() or self
        screen = owner.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            height = min(height, screen.availableGeometry().marginsRemoved(FRAME_GUESS).height())
        self.resize(self.width(), max(height, self.minimumSizeHint().height()))
