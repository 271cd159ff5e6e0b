"""Switching language while playing (issue 5): every visible text changes at once, board
included, nothing stays in English, and the match in progress is untouched."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMenu

from crib_qt.i18n import LANGUAGES, language_name
from crib_qt.rules import Phase

#: Texts that read the same in a language by nature, not by a missing translation.
SAME_IN = {
    "pt_BR": {"Cribbage", "Total"},  # the score log's column: "Soma" was the count's word
    "pt_PT": {"Cribbage", "Total"},
    "ms": {"Cribbage"},
    "fil": {"Deck", "Cribbage"},
}


def visible_texts(window) -> dict[str, str]:
    """Every text a person can see now, keyed by where it is: window and dock titles,
    menus and their entries with tooltips (language names excepted: they are each in
    their own language on purpose), the score log's headers, and every visible text
    item and button on the board."""
    texts = {"window": window.windowTitle(), "dock": window.logDock.windowTitle()}
    for i, top in enumerate(window.menuBar().actions()):
        texts[f"menu {i}"] = top.text()
        menu: QMenu = top.menu()
        for j, action in enumerate(menu.actions()):
            if action.isSeparator() or action.objectName().startswith("language_"):
                continue
            texts[f"action {i}.{j}"] = action.text()
            texts[f"tip {i}.{j}"] = action.toolTip()
    log = window.scene.presenter.scoreLog
    for column in range(log.columnCount()):
        texts[f"header:{column}"] = log.headerData(column, Qt.Orientation.Horizontal)
    for item in window.scene.items():
        text = getattr(item, "text", None)
        if callable(text) and item.isVisible() and text():
            texts[f"item:{id(item)}"] = text()
    return texts


def _is_language_neutral(text: str, names: tuple[str, ...]) -> bool:
    """Numbers, card symbols, shortcuts in brackets and player names need no translation;
    the game's name, Cribbage, is kept in every language."""
    rest = text
    for name in names:
        rest = rest.replace(name, "")
    rest = re.sub(r"\((?:Ctrl|Shift|Alt|F\d+|\+|[A-Z]|Return|Enter|Space|Esc)+[^)]*\)", "", rest)
    return not re.search(r"[A-Za-z]{2,}", rest)


def _drive_to(board, phase: Phase) -> None:
    for _ in range(200):
        state = board.engine.state
        if state.phase is phase and board.engine.humanSeat() == state.to_act or (
                phase is Phase.SHOW and state.phase is Phase.SHOW):
            return
        board.act()
    raise AssertionError(f"{phase} was not reached")


@pytest.mark.parametrize("phase", [Phase.CUT_FOR_DEAL, Phase.DISCARD, Phase.PLAY, Phase.SHOW])
@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != "en"])
def test_switching_language_translates_every_visible_text_and_keeps_the_match(
        make_board, code, phase):
    board = make_board(3)
    window = board.window
    _drive_to(board, phase)
    board.wait_settled()
    english = visible_texts(window)
    state, undo_count = board.engine.state, board.engine.undoStack().count()

    window.setLanguage(code)

    assert board.engine.state is state and board.engine.undoStack().count() == undo_count
    translated = visible_texts(window)
    assert set(translated) == set(english)  # the same things are on screen
    names = tuple(window.scene.presenter.names)
    left_in_english = sorted(
        text for key, text in translated.items()
        if text == english[key] and not _is_language_neutral(text, names)
        and text not in SAME_IN[code])
    assert left_in_english == []
    assert QSettings().value("language") == code
    window.setLanguage("en")
    assert visible_texts(window) == english


def test_the_language_menu_names_each_language_in_itself(make_board):
    board = make_board(3)
    menu_names = [board.window.actions[f"language_{c}"].text().replace("&", "")
                  for c in LANGUAGES]
    assert menu_names == ["English", "Português (Brasil)", "Português (Portugal)", "Melayu",
                          "Filipino"]
    assert [language_name(c) for c in LANGUAGES] == menu_names


def _log_fits(window) -> None:
    """Every text of the score log shows whole: no column narrower than its longest
    text (but "Scored for", which wraps), no row lower than its wrapped text, and no
    horizontal scrolling."""
    view, log = window.logView, window.scene.presenter.scoreLog
    metrics = view.fontMetrics()
    assert view.horizontalScrollBar().maximum() == 0
    for column in (log.HAND, log.PLAYER, log.POINTS, log.TOTAL):
        widest = max(metrics.horizontalAdvance(log.index(r, column).data())
                     for r in range(log.rowCount()))
        assert view.columnWidth(column) > widest
        assert view.columnWidth(column) >= view.sizeHintForColumn(column)
    for row in range(log.rowCount()):  # the height the delegate asks for at today's widths
        assert view.rowHeight(row) >= view.sizeHintForRow(row)


@pytest.mark.parametrize("code", ["fil", "pt_PT"])
def test_the_score_log_shows_every_text_whole_in_every_language(make_board, code):
    board = make_board(2)
    window = board.window
    window.logDock.setVisible(True)
    for _ in range(300):
        if board.engine.state.hand_number > 3:
            break
        board.act()
    log = window.scene.presenter.scoreLog
    crib = max(range(log.rowCount()), key=lambda r: len(log.index(r, log.WHAT).data()))
    single = min(window.logView.rowHeight(r) for r in range(log.rowCount()))
    assert window.logView.rowHeight(crib) >= 2 * single - 4  # the longest count wraps
    _log_fits(window)
    window.setLanguage(code)  # longer names and counts, measured again
    try:
        _log_fits(window)
    finally:
        window.setLanguage("en")  # the translator is the application's: later tests read English
