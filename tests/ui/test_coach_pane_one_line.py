"""The Coach pane's decision and verdict read on one line at the dock's width (a 1280 x
700 window on 1366 x 768, and 800 x 600): "Play at 10" and "The expert's choice" took
two lines in it. The pane says them in short words (`DecisionTableModel.setBrief`; the
verdicts so in the match review too), the whole ones in their tooltips and to screen
readers, and its `ColumnFitter` gives those two columns room for one line before the
others get more than their longest words."""

from __future__ import annotations

import pytest
from coach_moves import cell_lines, first_hand_in_the_pane
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QStandardItemModel
from PySide6.QtWidgets import QStyle, QTableView

from crib_qt.ui.coach_review_dialog import MatchReviewDialog
from crib_qt.ui.coach_review_model import DecisionTableModel as M
from crib_qt.ui.fit_columns import ColumnFitter

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

SIZES = [(1280, 700), (800, 600)]
TIP, SPOKEN = Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole
#: seed 12's first hand, the expert against the player: each row's decision and verdict
#: in the pane, and the whole verdict of its first row (tooltip and screen readers)
ONE_PLAYER = {
    "en": (["Discard", "Play at 9", "Play at 19", "Play at 0", "Play at 10"],
           ["Best", "Best", "Best", "Good", "Forced"], "The expert's choice"),
    "pt_BR": (["Descarte", "Jogada em 9", "Jogada em 19", "Jogada em 0", "Jogada em 10"],
              ["Melhor", "Melhor", "Melhor", "Boa", "Forçada"],
              "A escolha do especialista"),
    "pt_PT": (["Descarte", "Jogada em 9", "Jogada em 19", "Jogada em 0", "Jogada em 10"],
              ["Melhor", "Melhor", "Melhor", "Boa", "Forçada"], "A escolha do perito"),
    "ms": (["Buangan", "Main pada 9", "Main pada 19", "Main pada 0", "Main pada 10"],
           ["Terbaik", "Terbaik", "Terbaik", "Baik", "Terpaksa"], "Pilihan pakar"),
    "fil": (["Pagtatapon", "Labas sa 9", "Labas sa 19", "Labas sa 0", "Labas sa 10"],
            ["Tugma", "Tugma", "Tugma", "Mainam", "Pilit"], "Pili ng eksperto"),
}


def _open_pane(make_board, size, names=None):
    board = make_board(12, level="expert", size=size, names=names)
    return board.window, first_hand_in_the_pane(board)


@pytest.mark.parametrize("size", SIZES, ids=["1366x768", "800x600"])
def test_one_player_reads_each_decision_and_verdict_on_one_line(make_board, qtbot, size):
    window, panel = _open_pane(make_board, size)
    view = panel.view
    decision, verdict = 0, 4  # the view's columns: no game, hand or player
    for code, (decisions, verdicts, whole) in ONE_PLAYER.items():
        window.setLanguage(code)
        model = view.model()
        qtbot.waitUntil(lambda d=decisions, v=verdicts: (
            [model.index(r, decision).data() for r in range(5)],
            [model.index(r, verdict).data() for r in range(5)]) == (d, v))
        qtbot.waitUntil(lambda: cell_lines(view, decision) == [1] * 5
                        and cell_lines(view, verdict) == [1] * 5)
        assert view.horizontalScrollBar().maximum() == 0 and view.width() < 400
        line = view.fontMetrics().height()
        assert all(view.rowHeight(r) < 2 * line for r in range(5))  # every row one line
        first = model.index(0, verdict)
        assert first.data(TIP) == first.data(SPOKEN) == whole
    assert model.index(1, decision).data(SPOKEN) == "Paglalabas sa kabuuang 9"
    # the match review has the room for the whole decision, but says the verdicts in
    # the pane's words, the whole ones in their tooltips (fresh-user trial of stop 40:
    # two sets of words read as two scales)
    dialog = MatchReviewDialog(window.coach, window.presenter, window)
    qtbot.addWidget(dialog)
    rows = dialog.model.rowCount()
    verdicts = [dialog.model.index(r, M.VERDICT) for r in range(rows)]
    assert [v.data() for v in verdicts] == ONE_PLAYER["fil"][1]
    assert [v.data(TIP) for v in verdicts] == [
        "Pili ng eksperto"] * 3 + ["Halos kasinghusay", "Walang mapagpipilian"]
    assert dialog.model.index(1, M.DECISION).data() == "Paglalabas sa kabuuang 9"


def test_the_fitter_makes_the_one_line_columns_whole_first(qtbot):
    model = QStandardItemModel(1, 3)
    texts = ("Ana Beatriz Carvalho", "Play at 25", "The expert's choice")
    for column, text in enumerate(texts):
        model.setHeaderData(column, Qt.Orientation.Horizontal, "X")
        model.setData(model.index(0, column), text)
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    fitter = ColumnFitter(view, whole=lambda column: column in (1, 2))
    bold = QFont(view.font())
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                           view) + 1) + 2
    wants = [metrics.horizontalAdvance(t) + margin for t in texts]
    least = max(metrics.horizontalAdvance(w) for w in texts[0].split()) + margin
    room = least + wants[1] + wants[2] + 5  # the names' longest word, both whole, 5 more
    assert fitter.widths(room) == [least + 5, wants[1], wants[2]]
    plain = ColumnFitter(view)  # without: shared by what each would still like
    assert plain.widths(room)[1] < wants[1] and plain.widths(room)[2] < wants[2]
