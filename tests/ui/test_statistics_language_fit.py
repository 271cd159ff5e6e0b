"""The Statistics dialog follows a language change while it is open (follow-up of
7ca3788 and 45243ac): every text in the new language, then refitted as Settings and the
coach's dialogs are (`scrolled_content.fit_dialog_later`). It kept its first texts and
size; now, on an 800 x 600 and a 1366 x 768 screen, through all five languages: no text
cut, Close and Reset in sight, the frame on the screen, a scroll bar only where the
numbers do not fit, and the size a dialog opened in that language has."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QDialogButtonBox, QLabel,
                               QScrollArea, QTabWidget)
from test_fit_dialog_bar import _fits, _settle

from crib_qt.game_words import translate
from crib_qt.statistics import MatchAccuracy, Record, Statistics
from crib_qt.ui.window_geometry import FRAME_GUESS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _cut_texts(dialog) -> list:
    """The texts shown narrower or lower than they need: labels (wrapped ones at their
    width), buttons, the opponent box and the tabs of the page shown."""
    cut = []
    for label in dialog.findChildren(QLabel):
        if label.isVisible() and label.text():
            needed = (QSize(label.width(), label.heightForWidth(label.width()))
                      if label.wordWrap() else label.sizeHint())
            if label.width() < needed.width() or label.height() < needed.height():
                cut.append((label.text(), label.size().toTuple(), needed.toTuple()))
    for widget in dialog.findChildren(QAbstractButton) + dialog.findChildren(QComboBox):
        if widget.isVisible() and widget.width() < widget.sizeHint().width():
            cut.append((getattr(widget, "text", widget.currentText)(), widget.width(),
                        widget.sizeHint().width()))
    for tabs in dialog.findChildren(QTabWidget):
        bar = tabs.tabBar()
        if bar.isVisible() and bar.tabRect(bar.count() - 1).right() >= bar.width():
            cut.append([bar.tabText(i) for i in range(bar.count())])
    return cut


def _opened_size(window, qtbot) -> tuple[int, int]:
    """The size of a Statistics dialog opened in the current language (pixels)."""
    fresh = window.createStatisticsDialog()
    qtbot.addWidget(fresh)
    fresh.show()
    qtbot.waitExposed(fresh)
    size = fresh.size().toTuple()
    fresh.close()
    return size


# the dialog's size in each language, as wide as the accuracy table's columns (pixels;
# since play-test 32 its days are written out, two titles on two lines, English at the
# numbers page's least width):
# at 800 x 600 as high as the room (784 x 552) and the numbers scroll, with the scroll
# bar's 14 pixels beside them; at 1366 x 768 all of the numbers (594 high)
SIZES = {(800, 600): {"pt_BR": (653, 552), "fil": (618, 552), "pt_PT": (629, 552),
                      "ms": (631, 552), "en": (608, 552)},
         (1366, 768): {"pt_BR": (639, 594), "fil": (604, 594), "pt_PT": (615, 594),
                       "ms": (617, 594), "en": (594, 594)}}


@pytest.mark.parametrize("screen", [(800, 600), (1366, 768)], ids=["800x600", "1366x768"])
def test_the_open_statistics_follow_each_language_and_fit_it(make_board, qtbot, monkeypatch,
                                                             screen):
    """Before, the open dialog kept its English texts and its English size (642 or 628
    pixels wide), where a dialog opened in Malay is 777 or 763."""
    room = QRect(QPoint(0, 0), QSize(*screen))
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _: room)
    window = make_board(12, level="expert", size=(480, 360)).window
    window.statistics = Statistics({"computer/expert": Record(
        played=3, recent=[-15, 3, -23], accuracy=[
            MatchAccuracy(0, 30, 9.0, 21, 1, "2026-11-28", "won", (121, 104)),
            MatchAccuracy(0, 80, 20.0, 60, 3, "2026-12-01", "lost", (1, 3)),
            MatchAccuracy(0, 25, 5.0, 20, 2, "2026-12-02", "abandoned", (1, 0))])})
    dialog = window.createStatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.findChild(QScrollArea, "dialogContent")
    scrolls = screen == (800, 600)
    sizes = {}
    try:
        for code in ("pt_BR", "fil", "pt_PT", "ms", "en"):
            window.setLanguage(code)
            _settle(qtbot)
            assert dialog.windowTitle() == translate("StatisticsDialog", "Statistics"), code
            assert dialog.rowLabels["won"].text() == translate("StatisticsDialog",
                                                               "Games won:"), code
            sizes[code] = dialog.size().toTuple()
            for chart in range(dialog.charts.count()):  # margins, accuracy, its table
                dialog.charts.setCurrentIndex(chart)
                _settle(qtbot)
                assert _cut_texts(dialog) == [], (code, chart)
                assert area.horizontalScrollBar().maximum() == 0, (code, chart)
            assert dialog.accuracyTable.horizontalScrollBar().maximum() == 0, code
            dialog.charts.setCurrentIndex(0)
            _settle(qtbot)
            # a scroll bar only where the numbers do not fit (800 x 600)
            assert area.verticalScrollBar().isVisible() is scrolls, code
            assert _fits(area) is not scrolls, code
            # Close and Reset whole in the dialog; the frame, title bar guessed, on screen
            for button in dialog.findChild(QDialogButtonBox).buttons():
                assert button.isVisible(), (code, button.text())
                assert dialog.rect().contains(QRect(button.mapTo(dialog, QPoint(0, 0)),
                                                    button.size())), (code, button.text())
            frame = QRect(dialog.frameGeometry().topLeft(), dialog.size().grownBy(FRAME_GUESS))
            assert room.contains(frame), (code, frame)
            assert sizes[code] == _opened_size(window, qtbot), code
    finally:
        window.setLanguage("en")
    assert sizes == SIZES[screen]
