"""The Achievements page gives each way to earn an achievement the lines it needs at the
column's width, never one line cut short with "…" (session 27 look: Portuguese in the
Statistics dialog on an 800 × 600 screen, also at QT_SCALE_FACTOR=2 on 1600 × 1200)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle

from crib_qt.achievement_book import ACHIEVEMENTS, AchievementBook
from crib_qt.i18n import LanguageSwitcher
from crib_qt.ui.achievements_page import AchievementsPage


def _needed(view, row: int) -> int:
    """The height the row's second cell needs: its text wrapped at the column's width
    less the style's text margins."""
    text = view.model().index(row, 1).data()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    width = view.columnWidth(1) - 2 * margin
    return QFontMetrics(view.font()).boundingRect(QRect(0, 0, width, 10_000),
                                                  Qt.TextFlag.TextWordWrap, text).height()


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
def test_every_way_to_earn_gets_the_lines_it_needs(qapp, qtbot):
    languages = LanguageSwitcher(qapp)
    languages.setLanguage("pt_BR")  # longer than English: several ways to earn wrap
    try:
        _check_wrapped_rows(qtbot)
    finally:
        languages.setLanguage("en")


def _check_wrapped_rows(qtbot) -> None:
    page = AchievementsPage(lambda: AchievementBook(earned={}))
    qtbot.addWidget(page)
    page.resize(580, 500)  # the view at about its least width (560)
    page.show()
    qtbot.waitExposed(page)
    view = page.view
    line = QFontMetrics(view.font()).lineSpacing()
    flush = ACHIEVEMENTS.index("flush_of_five")
    assert _needed(view, flush) >= 2 * line  # this text wraps at this width
    qtbot.waitUntil(lambda: view.visualRect(view.model().index(flush, 1)).height()
                    >= _needed(view, flush))
    for row in range(len(ACHIEVEMENTS)):
        cell = view.visualRect(view.model().index(row, 1))
        assert cell.height() >= _needed(view, row), (row, cell.height(), _needed(view, row))
    # the names' column is as wide as its widest name, not wrapped down to nothing
    assert view.columnWidth(0) >= max(view.sizeHintForColumn(0), 150)
    # a wider page: the rows are laid out again for the wider column (fewer lines)
    before = view.visualRect(view.model().index(flush, 1)).height()
    page.resize(1200, 500)
    qtbot.waitUntil(lambda: view.visualRect(view.model().index(flush, 1)).height() < before)
    assert view.visualRect(view.model().index(flush, 1)).height() >= _needed(view, flush)
