"""Long words fit (issue 17): in every language each dialog fits an 800 x 600 screen, title
bar and panel included, and gives every wrapped line of text the height it needs (none is
cut), at the size the dialog opens with."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from crib_qt.i18n import LANGUAGES
from crib_qt.statistics import Statistics
from crib_qt.ui.abandon import AbandonQuestion
from crib_qt.ui.new_game import NewGameDialog
from crib_qt.ui.settings_dialog import SettingsDialog
from crib_qt.ui.statistics_dialog import StatisticsDialog
from crib_qt.ui.window_geometry import FRAME_GUESS


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
@pytest.mark.parametrize("code", LANGUAGES)
def test_every_dialog_fits_and_cuts_no_line(make_board, qtbot, monkeypatch, code):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _: QRect(0, 0, 800, 600))
    window = make_board(3, size=(800, 600)).window
    window.setLanguage(code)
    try:
        dialogs = {
            "new game": NewGameDialog(window.options, window),
            "settings": SettingsDialog(window.preferences(), window),
            "statistics": StatisticsDialog(lambda: window.statistics, lambda: None,
                                           "two_players"),
            "abandon": AbandonQuestion("new_game", window.engine.mode, window),
        }
        for name, dialog in dialogs.items():
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            # inside the screen with a title bar and a panel (FRAME_GUESS): 784 x 552
            room = QRect(0, 0, 800, 600).marginsRemoved(FRAME_GUESS)
            assert dialog.width() <= room.width() and dialog.height() <= room.height(), (
                name, dialog.size())
            for label in dialog.findChildren(QLabel):
                if label.isVisible() and label.wordWrap() and label.text():
                    needed = label.heightForWidth(label.width())
                    assert label.height() >= needed, (name, label.text(), label.height(), needed)
            dialog.close()
    finally:
        window.setLanguage("en")


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
@pytest.mark.parametrize(("screen", "size", "scrolls"), [
    # 552 of its 594, and 14 wider for the scroll bar beside the numbers
    ((800, 600), (594 + 14, 600 - FRAME_GUESS.top() - FRAME_GUESS.bottom()), True),
    ((1366, 768), (594, 594), False)])
def test_statistics_fit_the_screen_and_their_numbers_scroll_only_when_they_must(
        qtbot, monkeypatch, screen, size, scrolls):
    """With a title bar and a panel, an 800 x 600 screen leaves some 552 pixels: the
    dialog (582 high) put its Close button below the screen (session 27 look). Where
    there is room, the numbers' page is exactly as tall as they are: `fit_dialog`
    measures them once the tab widget around them is laid out (the size hints'
    difference left 2 pixels of the tab bar's overlap)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _: QRect(QPoint(0, 0), QSize(*screen)))
    dialog = StatisticsDialog(Statistics, lambda: None, "computer/expert")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert (dialog.width(), dialog.height()) == size
    numbers = dialog.pages.widget(0)
    assert (numbers.verticalScrollBar().maximum() > 0) is scrolls
    if not scrolls:
        assert numbers.viewport().height() == numbers.widget().heightForWidth(
            numbers.viewport().width()) == 516
    assert numbers.horizontalScrollBar().maximum() == 0
    for button in dialog.findChild(QDialogButtonBox).buttons():
        corner = button.mapTo(dialog, QPoint(button.width(), button.height()))
        assert dialog.rect().contains(corner - QPoint(1, 1)), button.text()


_CHILD = r'''
import os, sys, tempfile
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
from crib_qt.i18n import LANGUAGES, LanguageSwitcher
from crib_qt.ui.new_game import NewGameDialog, load_options
from crib_qt.ui.settings_dialog import SettingsDialog, load_preferences
languages = LanguageSwitcher(app)
for code in LANGUAGES:
    languages.setLanguage(code)
    for dialog in (NewGameDialog(load_options()), SettingsDialog(load_preferences())):
        dialog.show()
        loop = QEventLoop()
        QTimer.singleShot(300, loop.quit)  # the window system's first sizes
        loop.exec()
        for label in dialog.findChildren(QLabel):
            if label.isVisible() and label.wordWrap() and label.text():
                if label.height() < label.heightForWidth(label.width()):
                    print("CUT", code, type(dialog).__name__, label.text())
        print("SIZE", code, type(dialog).__name__, dialog.width(), dialog.height())
        dialog.close()
'''


def test_on_a_real_window_system_no_wrapped_line_is_cut():
    """Qt's xcb platform (under Xvfb, as a desktop) sizes a dialog without its lines'
    height-for-width: the New game dialog cut the second line of Filipino levels."""
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, QT_QPA_PLATFORM="xcb",
               PYTHONPATH=os.pathsep.join(filter(None, [str(root),
                                                        os.environ.get("PYTHONPATH")])))
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 800x600x24", sys.executable, "-c",
                           _CHILD], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    sizes = [line.split() for line in done.stdout.splitlines() if line.startswith("SIZE")]
    assert len(sizes) == 2 * len(LANGUAGES)
    assert all(int(w) <= 800 and int(h) <= 600 for *_, w, h in sizes), sizes
    assert [line for line in done.stdout.splitlines() if line.startswith("CUT")] == []
