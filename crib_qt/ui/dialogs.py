"""The Help dialogs: the rules ("How to play"), every key of the game, and About."""

from __future__ import annotations

import html
import math
import re

from collections.abc import Mapping
from typing import NamedTuple

from PySide6.QtCore import QLocale, QModelIndex, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QTableWidget, QTableWidgetItem, QTextBrowser,
                               QVBoxLayout)

from ..game_words import translate
from ..i18n import known_language
from ..paths import resource_path
from .actions import command_text
from .scrolled_content import ContentScrollArea, fit_dialog
from .whole_table import rows_height

__all__ = ["RulesDialog", "RulesBrowser", "AboutDialog", "KeysDialog", "keys_rows", "rules_html",
           "rules_sections", "RulesSection", "RULES_LANGUAGES"]

# Languages with a rules text in resources/rules/ (the seeds plus English).
RULES_LANGUAGES = ("en", "pt_BR", "pt_PT", "ms", "fil")
# A key's name in a rules text: "[Ctrl+K]", shown bold.
_KEY_NAME = re.compile(r"\[([^\[\]]+)\]")


class RulesSection(NamedTuple):
    """One "# " section of a rules text: its heading and its paragraphs, each as
    (its "## " sub-heading or "", its text)."""

    heading: str
    paragraphs: list[tuple[str, str]]


def rules_sections(language: str) -> list[RulesSection]:
    """The rules text in `language` (one of `RULES_LANGUAGES` or a code `known_language`
    maps to one: "pt" is pt_BR; others fall back to English), read from
    resources/rules/<language>.txt: "# " starts a section ("Rules and objective",
    "Controls"), "## " gives the next paragraph a sub-heading, any other line that is
    not blank is a paragraph. A key is written in brackets ("[Tab]"), as Help > Keys
    names it in that language.

    Raises:
        ValueError: a paragraph or sub-heading before the first section, or a
            sub-heading with no paragraph under it (before another heading or at the
            end: it would have headed the next section's first paragraph, or gone)."""
    lang = known_language(language) or "en"
    sections: list[RulesSection] = []
    subheading = ""
    text = resource_path("rules", f"{lang}.txt").read_text(encoding="utf-8")
    for line in [line.strip() for line in text.splitlines()] + ["# "]:  # "# ": the end
        if line.startswith(("# ", "## ")) and subheading:
            raise ValueError(f"{lang}.txt: sub-heading {subheading[:20]!r} has no paragraph")
        if line.startswith("# "):
            sections.append(RulesSection(line[2:].strip(), []))
        elif not line:
            continue
        elif not sections:
            raise ValueError(f"{lang}.txt: {line[:20]!r} before the first '# ' heading")
        elif line.startswith("## "):
            subheading = line[3:].strip()
        else:
            sections[-1].paragraphs.append((subheading, line))
            subheading = ""
    return sections[:-1]  # not the end's


def rules_html(language: str) -> str:
    """The rules in `language` (as `rules_sections` reads them) as HTML: each section's
    heading an <h2>, each sub-heading an <h3>, each paragraph a <p>, a key in
    brackets bold ("[Tab]" is <b>Tab</b>)."""
    parts = []
    for section in rules_sections(language):
        parts.append(f"<h2>{html.escape(section.heading)}</h2>")
        for subheading, text in section.paragraphs:
            if subheading:
                parts.append(f"<h3>{html.escape(subheading)}</h3>")
            text = _KEY_NAME.sub(r"<b>\1</b>", html.escape(text))
            parts.append(f"<p style='line-height:140%'>{text}</p>")
    return "\n".join(parts)


class RulesBrowser(QTextBrowser):
    """How to play's text, scrolled by itself where the dialog is shorter than it. Its
    size hint is all of the text at a reading width (`READING_WIDTH`), so `fit_dialog`
    shows all of it where the screen has the room."""

    #: The lines' width asked for, in average characters of the browser's font: a long
    #: line a reader still follows (the dialog was 640 pixels wide, 90 characters).
    READING_WIDTH = 90

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        width = self.READING_WIDTH * self.fontMetrics().averageCharWidth() + (
            2 * self.frameWidth())
        return QSize(width, self.heightFor(width))

    def heightFor(self, width: int) -> int:
        """The height (pixels) all of the text needs at `width` pixels, frame included."""
        document = self.document().clone()  # the shown text keeps its own width
        document.setTextWidth(max(1, width - 2 * self.frameWidth()))
        return math.ceil(document.size().height()) + 2 * self.frameWidth()


class RulesDialog(QDialog):
    """How to play, in the current language: all of it where the screen has the room,
    else as tall as the screen allows, the text scrolling and Close below it
    (`scrolled_content.fit_dialog`)."""

    def __init__(self, parent=None, language: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "How to play"))
        lang = language or QLocale().name()
        self.browser = RulesBrowser(self)
        self.browser.setHtml(rules_html(lang))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)  # outside the text: always in sight
        fit_dialog(self, self.browser)  # 800 x 600, scale 2: the text scrolls


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
        label = QLabel(text)
        label.setWordWrap(True)
        self.content = ContentScrollArea(label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.content)
        layout.addWidget(buttons)  # outside the text: always in sight
        fit_dialog(self, self.content)


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

    #: The widest "What it does" column asked for, in average characters of the table's
    #: font: a long line a reader still follows (the dialog was 640 pixels wide).
    READING_WIDTH = 75

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """All of the table: the keys as wide as their texts, what they do as wide as
        the widest text, at most `READING_WIDTH` characters, every row as high as its
        wrapped text needs there (`heightFor`)."""
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(item.text()) for item in (
            self.item(row, 1) for row in range(self.rowCount())) if item is not None),
            default=0)
        what = min(widest + 2 * metrics.averageCharWidth(),
                   self.READING_WIDTH * metrics.averageCharWidth())
        width = self._keysWidth() + what + 2 * self.frameWidth()
        return QSize(width, self.heightFor(width))

    def heightFor(self, width: int) -> int:
        """The height (pixels) all of the table needs at `width` pixels, frame included:
        its header and each row as Qt's ResizeToContents makes it once the keys' column
        is as wide as its texts and what they do takes the rest (`scrolled_content`
        asks it, before the table is laid out)."""
        frame = 2 * self.frameWidth()
        keys = self._keysWidth()
        widths = [(0, keys),
                  (1, max(width - frame - keys, self.horizontalHeader().minimumSectionSize()))]
        return self.horizontalHeader().sizeHint().height() + frame + rows_height(self, widths)

    def _keysWidth(self) -> int:
        """The keys' column's width (pixels), as ResizeToContents makes it."""
        header = self.horizontalHeader()
        return min(max(self.sizeHintForColumn(0), header.sectionSizeHint(0),
                       header.minimumSectionSize()), header.maximumSectionSize())


class KeysDialog(QDialog):
    """Help: every key of the game, in a table a screen reader reads row by row. It
    opens as tall as its rows need, wrapped at its width, where the screen has the
    room (else as tall as the screen allows, and the table scrolls), with its Close
    button below the table (`scrolled_content.fit_dialog`).

    Args:
        actions: the window's actions by name (their shortcuts are listed).
    """

    def __init__(self, actions: Mapping[str, QAction], parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Keys"))
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
        # any resize); the dialog's height is measured at that width (`heightFor`).
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.setCurrentCell(0, 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)  # outside the table: always in sight
        self.table.setFocus()
        fit_dialog(self, self.table)  # 800 x 600, scale 2: the table scrolls
