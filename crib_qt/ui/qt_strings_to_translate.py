"""Qt's own texts that a player can meet in the game, listed so pyside6-lupdate keeps
them in our `.ts` files (issues 5 and 17). Qt ships no Malay or Filipino translation
of them, and for Portugal only the old, incomplete `qt_pt_PT` (spelled before the 1990
agreement: "Seleccionar"); our translations of these contexts are asked before Qt's
(crib_qt/i18n.py), so that each language says one word for one command everywhere
(i18n/glossary.md: Malay "Batal" is Undo, never Cancel).

Which Qt texts a player meets was found by a translator that records every lookup
(tests/test_qt_texts.py does the same for every platform theme Qt offers here):
- dialog buttons: QPlatformTheme, and under the GNOME theme (GNOME, the gtk3 theme,
  Qt on xcb with XDG_CURRENT_DESKTOP=GNOME) QGnomeTheme with its accelerators;
- the context menus of text fields (player names), of the rules text, of a scroll bar
  (the score log, the rules);
- the details button of the message box that reports a damaged file, the score log's
  dock buttons;
- the names of keys and modifiers in Help > Keys and in the toolbar's tooltips
  (`QKeySequence.toString(NativeText)` asks the "QShortcut" context; Qt ships them only
  for Brazil, in qtbase_pt_BR). Letters, digits and F1…F12 need no translation.

Nothing here is called; `QT_TRANSLATE_NOOP` only marks the texts for extraction.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: (context, text) of every Qt text listed here; tests check each is translated.
QT_TEXTS = (
    # standard dialog buttons (QDialogButtonBox, QMessageBox)
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "OK")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Close")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Reset")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults")),
    # the same buttons under the GNOME platform theme (qgenericunixthemes.cpp)
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&OK")),
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel")),
    ("QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Close")),
    # the context menu of text fields (player names) and of the rules text
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Undo")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Redo")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Cu&t")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Copy")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Paste")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Delete")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Select All")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All")),
    # a scroll bar's context menu (the score log, the rules), vertical and horizontal
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll here")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Top")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Bottom")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page up")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page down")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll up")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll down")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Left edge")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Right edge")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page left")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page right")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll left")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll right")),
    # the message box that reports a damaged save or statistics file (its details)
    ("QMessageBox", QT_TRANSLATE_NOOP("QMessageBox", "Show Details...")),
    ("QMessageBox", QT_TRANSLATE_NOOP("QMessageBox", "Hide Details...")),
    # the score log's dock buttons
    ("QDockWidget", QT_TRANSLATE_NOOP("QDockWidget", "Float")),
    ("QDockWidget", QT_TRANSLATE_NOOP("QDockWidget", "Close")),
    # key names as Help > Keys and the tooltips show them (QKeySequence, NativeText)
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Ctrl")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Shift")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Space")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Return")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Esc")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Tab")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Home")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "End")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Left")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Right")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Up")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "Down")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "PgUp")),
    ("QShortcut", QT_TRANSLATE_NOOP("QShortcut", "PgDown")),
)
