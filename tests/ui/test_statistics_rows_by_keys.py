"""The Statistics dialog's rows of numbers come into sight by keyboard alone where they
scroll (800 x 600; scale 2 on 1366 x 768; U6): its scroll area takes the focus, and the
arrows and Page Down scroll it (ui/scrolled_content.py; 503a415 had taken the focus from
every dialog's area whose content has a control, and the review found these rows out
of reach)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from crib_qt.statistics import Statistics
from crib_qt.ui.statistics_dialog import StatisticsDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _in_sight(dialog, widget) -> bool:
    viewport = dialog.content.viewport()
    top = widget.mapTo(viewport, widget.rect().topLeft()).y()
    return top >= 0 and top + widget.height() <= viewport.height()


def test_every_row_of_numbers_comes_into_sight_by_keys(qtbot, private_settings):
    dialog = StatisticsDialog(lambda: Statistics(), lambda: None, "computer/expert")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    # the dialog's own focus: a window an earlier test closed may still hold the
    # application's focus widget for a moment (the keys went there after
    # test_statistics_language_fit.py)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is dialog)
    dialog.resize(dialog.width(), 230)  # the numbers scroll
    qtbot.waitUntil(lambda: dialog.content.verticalScrollBar().maximum() > 0)
    rows = dict(dialog.rowLabels)
    seen = set()
    for _ in range(30):  # Tab, then the arrows and Page Down wherever the focus is
        for key in (Qt.Key.Key_Tab, Qt.Key.Key_PageDown, Qt.Key.Key_Down):
            QTest.keyClick(QApplication.focusWidget(), key)
            seen |= {name for name, label in rows.items() if _in_sight(dialog, label)}
    assert sorted(seen) == sorted(rows)
