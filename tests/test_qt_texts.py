"""Qt's own texts a player meets are in the chosen language under every platform theme
Qt offers here (issue 17): dialog buttons (the GNOME theme has its own, with
accelerators: "&OK", "&Cancel", "&Close"), the message box's details button, and the
context menus of a text field, of the rules text and of a scroll bar.

Each theme runs in a child process on Qt's xcb platform under Xvfb (the GNOME and gtk3
themes need a display); the child switches to each language with the game's
LanguageSwitcher, reads the texts Qt shows, and records every Qt text that no
translator answered."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from crib_qt.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent

#: The platform themes Qt offers here: Qt's generic ones, the GNOME one (also what the
#: generic theme becomes on a GNOME desktop), KDE's, and the two plugins PySide6 ships
#: (libqgtk3, libqxdgdesktopportal). "" is Qt's own choice.
THEMES = ["", "generic", "gnome", "kde", "gtk3", "xdgdesktopportal"]

#: Visible Qt texts that read as in English in these languages (i18n/glossary.md).
SAME = {"OK", "&OK"}

_CHILD = r'''
import json, sys
from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, QTranslator
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import (QApplication, QDialogButtonBox, QLineEdit, QMenu, QMessageBox,
                               QScrollBar, QTextBrowser)

missed = set()


class Missed(QTranslator):
    """Installed first, so asked last: it hears only the texts no translator knew."""

    def translate(self, context, source, disambiguation=None, n=-1):
        missed.add((context, source))
        return None

    def isEmpty(self):
        return False


app = QApplication(sys.argv)
app.installTranslator(Missed(app))
from crib_qt.i18n import LanguageSwitcher

languages = LanguageSwitcher(app)
B = QDialogButtonBox.StandardButton


class MenuReader(QObject):
    """Reads a context menu as it is shown, then closes it."""

    def __init__(self):
        super().__init__()
        self.shown = []

    def eventFilter(self, watched, event):
        if isinstance(watched, QMenu) and event.type() == QEvent.Type.Show:
            self.shown = [a.text() for a in watched.actions() if not a.isSeparator()]
            QTimer.singleShot(0, watched.close)
        return False


reader = MenuReader()
app.installEventFilter(reader)


def scroll_menu(orientation):
    bar = QScrollBar(orientation)
    bar.resize(200, 200)
    bar.show()
    reader.shown = []
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(5, 5),
                              bar.mapToGlobal(QPoint(5, 5)))
    QApplication.sendEvent(bar, event)
    bar.close()
    return reader.shown


def menu_texts(menu):
    return [a.text().split("\t")[0] for a in menu.actions() if not a.isSeparator()]


def texts():
    buttons = QDialogButtonBox(B.Ok | B.Cancel | B.Close | B.Reset | B.RestoreDefaults)
    box = QMessageBox(QMessageBox.Icon.Warning, "t", "x", QMessageBox.StandardButton.Ok)
    box.setDetailedText("details")
    browser = QTextBrowser()
    browser.setPlainText("x")
    field = QLineEdit("x")
    return {
        "buttons": [b.text() for b in buttons.buttons()],
        "message box": [b.text() for b in box.buttons()],
        "text field": menu_texts(field.createStandardContextMenu()),
        "rules text": menu_texts(browser.createStandardContextMenu()),
        "vertical scroll bar": scroll_menu(Qt.Orientation.Vertical),
        "horizontal scroll bar": scroll_menu(Qt.Orientation.Horizontal),
    }


report = {}
for code in sys.argv[1:]:
    missed.clear()
    languages.setLanguage(code)
    report[code] = {"texts": texts(),
                    "missed": sorted(m for m in missed if m[0].startswith("Q")
                                     and m[0] not in ("QShortcut", "QGuiApplication"))}
print("REPORT " + json.dumps(report))
'''


def _run(theme: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_QPA_PLATFORMTHEME=theme,
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                        os.environ.get("PYTHONPATH")])))
    env.pop("DISPLAY", None)
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1024x768x24", sys.executable,
                           "-c", _CHILD, *LANGUAGES], env=env, capture_output=True,
                          text=True, timeout=120)
    lines = [line for line in done.stdout.splitlines() if line.startswith("REPORT ")]
    assert done.returncode == 0 and len(lines) == 1, done.stdout + done.stderr
    return json.loads(lines[0].removeprefix("REPORT "))


@pytest.mark.parametrize("theme", THEMES, ids=[t or "default" for t in THEMES])
def test_qt_texts_are_translated_under_every_platform_theme(theme):
    report = _run(theme)
    english = report["en"]["texts"]
    assert all(english[place] for place in english), english  # every place was read
    if theme in ("gnome", "gtk3"):
        # the generic theme's "OK" here means the theme did not load (gtk3: libgtk-3-0)
        assert sorted(english["buttons"][:3]) == ["&Cancel", "&Close", "&OK"], theme
    for code in LANGUAGES[1:]:
        texts = report[code]["texts"]
        assert report[code]["missed"] == [], code  # every Qt text a translator answered
        for place, shown in texts.items():
            assert len(shown) == len(english[place]), (code, place)
            left = [t for t, e in zip(shown, english[place]) if t == e and t not in SAME]
            assert left == [], (theme, code, place)
    # Malay: Undo and Cancel are two words (i18n/glossary.md)
    ms = report["ms"]["texts"]
    assert ms["text field"][0].replace("&", "") == "Batal"
    assert "Batal" not in [b.replace("&", "") for b in ms["buttons"]]
