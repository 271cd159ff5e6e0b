"""The Rules ("How to play") and About dialogs."""

from __future__ import annotations

import html

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout

from ..game_words import translate
from ..i18n import known_language
from ..paths import resource_path

__all__ = ["RulesDialog", "AboutDialog", "rules_html", "RULES_LANGUAGES"]

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
