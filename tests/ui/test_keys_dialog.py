"""Help > Keys is read by keyboard users (U6; new-user play-test): it opens as tall as
its rows need where the screen has the room (at 1366 x 768 it scrolled with room to
spare), Home, End, Page Up and Page Down move through its rows, and every key name it
shows is one of Qt's texts our translations carry (crib_qt/ui/qt_strings_to_translate.py),
so that Malay, Filipino and Portugal's Portuguese need not read "Ctrl", "Space", "Home"."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSize, Qt, QTranslator
from PySide6.QtGui import QScreen
from PySide6.QtTest import QTest

from crib_qt.ui.dialogs import KeysDialog, keys_rows
from crib_qt.ui.qt_strings_to_translate import QT_TEXTS
from crib_qt.ui.window_geometry import FRAME_GUESS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _keys_dialog(qtbot, monkeypatch, make_board, screen: tuple[int, int],
                 language: str = "en") -> KeysDialog:
    monkeypatch.setattr(QScreen, "availableGeometry",
                        lambda _: QRect(QPoint(0, 0), QSize(*screen)))
    window = make_board(3, size=(800, 600)).window
    window.setLanguage(language)
    try:
        dialog = KeysDialog(window.actions, window)
    finally:
        window.setLanguage("en")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _room(screen: tuple[int, int]) -> QRect:
    return QRect(QPoint(0, 0), QSize(*screen)).marginsRemoved(FRAME_GUESS)


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_keys_open_as_tall_as_their_rows_where_the_screen_has_room(qtbot, monkeypatch,
                                                                       make_board, language):
    """Measured before the table is laid out (`KeysTable.heightFor`), at the width what
    the keys do gets: Portuguese wraps other rows than English."""
    dialog = _keys_dialog(qtbot, monkeypatch, make_board, (1366, 768), language)
    table = dialog.table
    assert table.verticalScrollBar().maximum() == 0  # every row in sight (was 4 rows short)
    last = table.rowCount() - 1
    bottom = table.rowViewportPosition(last) + table.rowHeight(last)
    assert 0 <= table.viewport().height() - bottom <= 2  # and no more room than that
    assert dialog.height() <= _room((1366, 768)).height()
    assert QRect(0, 0, 1366, 768).contains(dialog.frameGeometry())  # placed at its height


def test_on_a_small_screen_the_keys_fill_its_height_and_scroll(qtbot, monkeypatch, make_board):
    dialog = _keys_dialog(qtbot, monkeypatch, make_board, (800, 600))
    assert dialog.height() == _room((800, 600)).height()  # 552: all the room there is
    assert dialog.table.verticalScrollBar().maximum() > 0


def test_where_the_keys_scroll_their_columns_keep_their_widths(qtbot, monkeypatch, make_board):
    """The scroll bar gets room of its own beside the rows (`fit_dialog`): what the keys
    do wraps at the same width, no row growing, where the table scrolls (800 x 600) as
    where it does not (1366 x 768). The Keys' own fitting took the bar's width from
    that column (446 pixels for 460: the dialog 640 wide on both screens)."""
    widths, rows = [], []
    for screen in ((1366, 768), (800, 600)):
        table = _keys_dialog(qtbot, monkeypatch, make_board, screen).table
        widths.append((table.columnWidth(0), table.columnWidth(1)))
        rows.append([table.rowHeight(row) for row in range(table.rowCount())])
    assert table.verticalScrollBar().maximum() > 0  # the second one scrolls
    assert widths == [(156, 450), (156, 450)]
    assert rows[1] == rows[0]


def test_home_end_and_the_page_keys_move_through_the_rows(qtbot, monkeypatch, make_board):
    dialog = _keys_dialog(qtbot, monkeypatch, make_board, (800, 600))
    table, bar = dialog.table, dialog.table.verticalScrollBar()
    last = table.rowCount() - 1
    QTest.keyClick(table, Qt.Key.Key_End)
    assert table.currentRow() == last and bar.value() == bar.maximum() > 0
    assert table.selectionModel().isRowSelected(last)
    QTest.keyClick(table, Qt.Key.Key_Home)
    assert table.currentRow() == 0 and bar.value() == 0
    QTest.keyClick(table, Qt.Key.Key_PageDown)
    down = table.currentRow()
    assert 1 < down < last and bar.value() > 0
    QTest.keyClick(table, Qt.Key.Key_PageUp)
    assert table.currentRow() == 0 and bar.value() == 0


class _Marked(QTranslator):
    """Answers each Qt text listed for our translations with the text in «», and
    nothing else: what the listed texts would say once translated."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if (context, source) in QT_TEXTS else None

    def isEmpty(self):
        return False


def test_every_key_name_the_keys_show_is_listed_for_translation(make_board):
    window = make_board(3).window
    marked = _Marked()
    QCoreApplication.installTranslator(marked)
    try:
        rows = keys_rows(window.actions)
    finally:
        QCoreApplication.removeTranslator(marked)
    english = [keys for keys, _what in keys_rows(window.actions)]
    keys = [keys for keys, _what in rows]
    assert keys[0] == "«Left», «Right», «Home», «End»"
    assert "«Ctrl»+«Shift»+K" in keys and "«Shift»+«Tab»" in keys[2]
    # what is left once the listed names are taken out: letters, digits, F keys, ","
    left = set()
    for shown, plain in zip(keys, english):
        if plain == "1 to 6":  # the game's own text (Dialogs)
            continue
        for key in re.split(r", (?!$)", shown):
            left.update(part for part in key.split("+") if part and not part.startswith("«"))
    assert {part for part in left if not re.fullmatch(r"[A-Z0-9,]|F\d{1,2}", part)} == set()
