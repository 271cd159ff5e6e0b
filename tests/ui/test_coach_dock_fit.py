"""The Coach dock's hand review at 800 x 600 (issue 19): every column readable without
sideways scrolling at the dock's width in every language (the session 27 look: the
Verdict column ran off the right edge behind a scroll bar in pt_BR, Malay's header was
cut), cells and titles wrapped, never cut, a row of cards on one line."""

from __future__ import annotations

import pytest
from coach_moves import first_hand_in_the_pane
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle

from crib_qt.ui.coach_review_model import DecisionTableModel as M

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

VERDICTS = {"en": "Verdict", "pt_BR": "Veredito", "pt_PT": "Veredicto", "ms": "Penilaian",
            "fil": "Hatol"}
WRAP = Qt.TextFlag.TextWordWrap


def _fits(metrics: QFontMetrics, rect: QRect, margin: int, text: str) -> bool:
    room = rect.width() - 2 * margin
    needed = metrics.boundingRect(QRect(0, 0, room, 10_000), WRAP, text)
    return needed.width() <= room and needed.height() <= rect.height()


def _problems(view) -> list[str]:
    """What is cut or off the right edge in the dock's table (empty when all reads)."""
    header, model = view.horizontalHeader(), view.model()
    width, problems = view.viewport().width(), []
    if view.horizontalScrollBar().maximum() > 0:
        problems.append("sideways scrolling")
    bold = QFont(view.font())
    bold.setBold(True)
    cell = QFontMetrics(bold)  # the widest a card can be
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    head_margin = view.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for column in range(model.columnCount()):
        right = header.sectionViewportPosition(column) + header.sectionSize(column)
        title = model.headerData(column, Qt.Orientation.Horizontal)
        if right > width:
            problems.append(f"{title}: right edge {right} > {width}")
        title_rect = QRect(0, 0, header.sectionSize(column), header.height())
        if not _fits(header.fontMetrics(), title_rect, head_margin, title):
            problems.append(f"{title}: title cut")
        for row in range(model.rowCount()):
            index = model.index(row, column)
            font = index.data(Qt.ItemDataRole.FontRole)  # bold when costly
            metrics = QFontMetrics(font) if font is not None else view.fontMetrics()
            if not _fits(metrics, view.visualRect(index), margin, index.data()):
                problems.append(f"{title}: {index.data()!r} cut")
        if column in (1, 2):  # Chosen and Expert's: a row of cards on one line
            for row in range(model.rowCount()):
                index = model.index(row, column)
                if cell.horizontalAdvance(index.data()) > view.visualRect(index).width():
                    problems.append(f"{title}: {index.data()!r} broken")
    return problems


def test_the_coach_dock_reads_at_800_by_600_in_every_language(make_board, qtbot):
    board = make_board(12, level="expert", size=(800, 600))
    window = board.window
    panel = first_hand_in_the_pane(board)
    view = panel.view
    assert view.model().columnCount() == 5 and view.model().rowCount() == 5
    for code, verdict in VERDICTS.items():
        window.setLanguage(code)
        qtbot.waitUntil(lambda v=verdict: view.model().headerData(
            4, Qt.Orientation.Horizontal) == v)
        qtbot.waitUntil(lambda: not _problems(view))  # fitted to the new texts
        assert view.width() < 400  # the dock's width in an 800 x 600 window
    # the longest verdicts are there (pt_BR's "A escolha do especialista")
    assert [panel.model.data(panel.model.index(r, M.VERDICT), Qt.ItemDataRole.UserRole)
            for r in range(5)] == ["expert", "expert", "expert", "close", "forced"]
