"""The names of keys as the game says them (U6): the Return key is "Enter" in every
language, as on its key cap and in the table's prompts ("use ← → and Enter"), the
accessible descriptions ("Enter cuts") and How to play.

Qt names a key for the menus, the tooltips, Help > Keys and the status bar's notices
with `QKeySequence.toString(NativeText)`, which asks the translators for the key's name
in the "QShortcut" context. Each translation gives "Return" its own word for Enter
(i18n/*.ts, crib_qt/ui/qt_strings_to_translate.py), but English has no translation file
(the sources are English): Qt said "Return" there, To crib's chord "Ctrl+Return".
`KeyNames` is the English translator of that one name, asked after every other.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator
from shiboken6 import Shiboken

__all__ = ["KeyNames", "ENTER"]

#: The name of Qt.Key_Return (the main Enter key) and Qt.Key_Enter (the keypad's).
ENTER = "Enter"


class KeyNames(QTranslator):
    """Translates the key name "Return" (context "QShortcut") to `ENTER`; nothing else
    (None: Qt asks the next translator, then keeps the source text). One per
    application, installed before any language's translator (`install`), so that it is
    asked last: a language's own word wins where it has one."""

    def translate(self, context: str, source_text: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        """`ENTER` for the key name "Return", None for any other text (Qt's signature;
        called for every text looked up while it is installed, so it is kept short)."""
        return ENTER if source_text == "Return" and context == "QShortcut" else None

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        """False: it translates a text (an empty translator is installed, but the
        widgets are not told the texts changed)."""
        return False

    @classmethod
    def install(cls, app: QCoreApplication) -> KeyNames:
        """`app`'s one `KeyNames`, made and installed the first time (a child of `app`:
        it goes with it)."""
        global _installed
        if _installed is None or not Shiboken.isValid(_installed):
            _installed = cls(app)
            app.installTranslator(_installed)
        return _installed


_installed: KeyNames | None = None  # the one `install` made
