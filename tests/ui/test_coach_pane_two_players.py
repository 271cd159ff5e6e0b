"""Two players in the Coach pane (issue 19; follow-up of 57e17d0): a player column beside
the other five took more than the dock's width in pt_BR, pt_PT and fil (374 pixels at
their narrowest in pt_BR against 346-360), so the table scrolled sideways and "Jogada em
25" wrapped. Each decision now reads under its player's name, two lines in one cell,
with no player column: no sideways scrolling, no cell wrapped, in all five languages at
1366 x 768 (a 1280 x 700 window) and 800 x 600."""

from __future__ import annotations

import pytest
from coach_moves import cell_lines, first_hand_in_the_pane
from PySide6.QtCore import Qt

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

SIZES = [(1280, 700), (800, 600)]
TIP, SPOKEN = Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole
NAMES = ("Ana Beatriz", "Joaquim")
#: seed 12's first hand, Ana Beatriz against Joaquim (he deals): who decided, at what count
WHO = ["Joaquim", "Ana Beatriz"] * 5
COUNTS = [None, None, 0, 10, 16, 25, 0, 8, 13, 19]
#: each language's headers, discard, a play at a count (short, whole) and verdicts
WORDS = {
    "en": (["Decision", "Chosen", "Expert's", "Cost", "Verdict"], "Discard", "Play at %d",
           "Play at %d", ["Costly", "Best", "Best", "Costly", "Good", "Best", "Good",
                          "Good", "Forced", "Forced"]),
    "pt_BR": (["Decisão", "Escolhida", "Do especialista", "Custo", "Veredito"], "Descarte",
              "Jogada em %d", "Jogada com soma %d",
              ["Custosa", "Melhor", "Melhor", "Custosa", "Boa", "Melhor", "Boa", "Boa",
               "Forçada", "Forçada"]),
    "pt_PT": (["Decisão", "Escolhida", "Do perito", "Custo", "Veredicto"], "Descarte",
              "Jogada em %d", "Jogada com soma %d",
              ["Custosa", "Melhor", "Melhor", "Custosa", "Boa", "Melhor", "Boa", "Boa",
               "Forçada", "Forçada"]),
    "ms": (["Keputusan", "Dipilih", "Pakar", "Kos", "Penilaian"], "Buangan", "Main pada %d",
           "Main pada jumlah %d", ["Rugi", "Terbaik", "Terbaik", "Rugi", "Baik", "Terbaik",
                                   "Baik", "Baik", "Terpaksa", "Terpaksa"]),
    "fil": (["Pasya", "Napili", "Sa eksperto", "Kapalit", "Hatol"], "Pagtatapon",
            "Labas sa %d", "Paglalabas sa kabuuang %d",
            ["Magastos", "Tugma", "Tugma", "Magastos", "Mainam", "Tugma", "Mainam",
             "Mainam", "Pilit", "Pilit"]),
}


def _decisions(discard: str, play: str) -> list[str]:
    return [discard if count is None else play % count for count in COUNTS]


@pytest.mark.parametrize("size", SIZES, ids=["1366x768", "800x600"])
def test_each_decision_reads_under_its_player_without_wrapping_or_scrolling(
        make_board, qtbot, size):
    board = make_board(12, level="expert", size=size, names=NAMES)
    window, panel = board.window, first_hand_in_the_pane(board)
    view = panel.view
    for code, (headers, discard, play, whole, verdicts) in WORDS.items():
        window.setLanguage(code)
        model = view.model()
        shown = [f"{name}\n{decision}" for name, decision in zip(WHO, _decisions(discard, play))]
        qtbot.waitUntil(lambda s=shown, v=verdicts: (
            [model.index(r, 0).data() for r in range(10)],
            [model.index(r, 4).data() for r in range(10)]) == (s, v))
        assert [model.headerData(c, Qt.Orientation.Horizontal)
                for c in range(model.columnCount())] == headers  # no player column
        # the name and the decision each on its line, every other cell on one
        qtbot.waitUntil(lambda: cell_lines(view, 0) == [2] * 10 and all(
            cell_lines(view, c) == [1] * 10 for c in range(1, 5)))
        assert view.horizontalScrollBar().maximum() == 0
        assert sum(view.horizontalHeader().sectionSize(c) for c in range(5)) == (
            view.viewport().width())
        line = view.fontMetrics().lineSpacing()
        assert all(2 * line <= view.rowHeight(r) < 3 * line for r in range(10))
        # screen readers and the tooltip: the player and the whole words
        spoken = [f"{name}: {decision}" for name, decision in zip(WHO, _decisions(discard, whole))]
        assert [model.index(r, 0).data(SPOKEN) for r in range(10)] == spoken
        assert [model.index(r, 0).data(TIP) for r in range(10)] == spoken
    # the model keeps its player column (the match review shows it)
    assert panel.model.index(0, panel.model.PLAYER).data() == "Joaquim"


def test_one_player_has_no_name_in_the_decision(make_board, qtbot):
    board = make_board(12, level="expert", size=(800, 600))
    view = first_hand_in_the_pane(board).view
    model = view.model()
    assert [model.index(r, 0).data() for r in range(5)] == [
        "Discard", "Play at 9", "Play at 19", "Play at 0", "Play at 10"]
    assert model.index(1, 0).data(SPOKEN) == "Play at 9"
    qtbot.waitUntil(lambda: cell_lines(view, 0) == [1] * 5)
