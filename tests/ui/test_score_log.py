"""Tests for crib_qt/ui/score_log_view.py: the score log measured to its texts (columns to
their widest text, rows to their wrapped "Scored for"), scrolled to the newest score, and
measured row by row: a new row measures itself alone, a hidden log measures nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (QApplication, QDockWidget, QMainWindow, QStyledItemDelegate,
                               QTableView, QWidget)

from crib_qt.i18n import LanguageSwitcher
from crib_qt.models import ScoreLogModel
from crib_qt.rules import Card, HandShown, Scored
from crib_qt.rules.scoring import Score, ScoreItem, ScoreKind
from crib_qt.ui.score_log_view import ScoreLogView

GO = [ScoreItem(ScoreKind.GO, 1)]
CRIB = ([ScoreItem(ScoreKind.FIFTEEN, 2)] * 4 + [ScoreItem(ScoreKind.PAIR, 2)] * 2 +
        [ScoreItem(ScoreKind.RUN, 3)] * 4 + [ScoreItem(ScoreKind.NOBS, 1)])
FIVE, JACK = Card.parse("5H"), Card.parse("JD")


class CountingDelegate(QStyledItemDelegate):
    """The table's delegate, counting what it is asked to measure."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.measured = 0

    def sizeHint(self, option, index):  # noqa: N802 (Qt API)
        self.measured += 1
        return super().sizeHint(option, index)


class TimerCount(QObject):
    """Counts the timer events `watched` gets."""

    def __init__(self, watched: QObject) -> None:
        super().__init__(watched)
        self.count = 0
        watched.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Timer:
            self.count += 1
        return False


def _add(log: ScoreLogModel, hand: int, seat: int, items, total: int, crib=False) -> None:
    score = Score.of(items)
    if crib:
        log.append(hand, HandShown(seat, (FIVE,) * 4, JACK, True, score))
    log.append(hand, Scored(seat, score, (total, 0) if seat == 0 else (0, total)))


def _gos(log: ScoreLogModel, count: int) -> None:
    """`count` rows all alike: hand 1, seat 1, "Go for 1", total 1 (one text of each)."""
    for _ in range(count):
        _add(log, 1, 1, GO, 1)


@pytest.fixture
def log_window(qtbot):
    """(window, dock, view, log, delegate): the log in a right dock of a 1000 × 700
    window, as the main window has it, with a `CountingDelegate`; shown, dock hidden."""
    log = ScoreLogModel()
    log.setPlayerNames(("You", "Computer"))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QWidget())
    view = ScoreLogView(log, window)
    delegate = CountingDelegate(view)
    view.setItemDelegate(delegate)
    dock = QDockWidget(window)
    dock.setWidget(view)
    dock.setVisible(False)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.setMinimumSize(800, 600)  # as the main window: no size hints to pass on
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    return window, dock, view, log, delegate


def _show(qtbot, dock, view) -> None:
    dock.setVisible(True)
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().height() > 100)


def _check_fits(view: ScoreLogView, log: ScoreLogModel) -> None:
    """Every row as tall as the table asks for its wrapped texts, every narrow column at
    least as wide as its widest text and its header (Qt's own measures; it may be wider:
    sized for what it can hold), no horizontal scrolling."""
    assert [view.rowHeight(r) for r in range(log.rowCount())] == \
        [max(view.sizeHintForRow(r), view.verticalHeader().sectionSizeHint(r))
         for r in range(log.rowCount())]
    for column in (log.HAND, log.PLAYER, log.POINTS, log.TOTAL):
        widest = max(view.sizeHintForIndex(log.index(r, column)).width()
                     for r in range(log.rowCount())) + 1  # the grid line
        header = view.horizontalHeader().sectionSizeHint(column)
        assert view.columnWidth(column) >= max(widest, header), column
    assert view.horizontalScrollBar().maximum() == 0


def _settle(qtbot, view: ScoreLogView) -> None:
    """Until the table has laid itself out (a vertical scroll bar that came with the rows
    narrows "Scored for" a turn of the event loop later)."""
    qtbot.waitUntil(lambda: view.horizontalScrollBar().maximum() == 0)


def _newest_in_view(view: ScoreLogView, log: ScoreLogModel) -> bool:
    rect = view.visualRect(log.index(log.rowCount() - 1, log.WHAT))
    return view.viewport().rect().contains(rect)


def test_new_rows_are_measured_and_scrolled_into_view(qtbot, log_window):
    _, dock, view, log, _ = log_window
    _show(qtbot, dock, view)
    for hand in range(1, 31):
        _add(log, hand, hand % 2, GO, hand)
        _add(log, hand, 0, CRIB, hand + 20, crib=True)
        assert _newest_in_view(view, log), hand
    assert view.verticalScrollBar().value() == view.verticalScrollBar().maximum() > 0
    _check_fits(view, log)


def test_a_wrapped_row_is_taller_than_a_one_line_row(qtbot, log_window):
    window, dock, view, log, _ = log_window
    _show(qtbot, dock, view)
    _add(log, 1, 1, GO, 1)
    _add(log, 1, 0, CRIB, 24, crib=True)
    assert log.index(1, log.WHAT).data().startswith("Crib: Fifteen for 2, ")
    one_line, wrapped = view.rowHeight(0), view.rowHeight(1)
    assert wrapped >= 2 * one_line - 4  # two lines or more
    _check_fits(view, log)
    width = view.columnWidth(log.WHAT)
    window.resizeDocks([dock], [view.width() + 400], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: view.columnWidth(log.WHAT) >= width + 350)
    _settle(qtbot, view)
    assert one_line <= view.rowHeight(1) < wrapped  # a wider "Scored for": fewer lines
    _check_fits(view, log)


def test_a_hidden_log_measures_nothing_until_shown(qtbot, log_window):
    _, dock, view, log, delegate = log_window
    for hand in range(1, 41):
        _add(log, hand, hand % 2, GO, hand)
        _add(log, hand, 0, CRIB, hand, crib=True)
    log.setPlayerNames(("Ana", "Computador"))
    log.retranslate()
    assert delegate.measured == 0
    _show(qtbot, dock, view)
    assert delegate.measured > 0
    _settle(qtbot, view)
    assert _newest_in_view(view, log)
    _check_fits(view, log)


def test_a_new_row_measures_only_its_new_texts(qtbot, log_window):
    _, dock, view, log, delegate = log_window
    _gos(log, 100)
    _show(qtbot, dock, view)
    _add(log, 1, 0, CRIB, 1, crib=True)  # a wider "Scored for" text than any: wraps
    qtbot.waitUntil(lambda: _newest_in_view(view, log))
    before = delegate.measured
    _gos(log, 1)  # texts all seen before: measured from what was kept
    assert delegate.measured == before
    _add(log, 1, 1, [ScoreItem(ScoreKind.LAST_CARD, 1)], 1)  # one new text: "Last card…"
    assert delegate.measured == before + 1
    _check_fits(view, log)
    assert _newest_in_view(view, log)


def test_columns_are_sized_when_shown_for_every_number_and_name_never_per_row(
        qtbot, log_window):
    _, dock, view, log, _ = log_window
    _add(log, 1, 0, GO, 1)  # "1", "You", "1", "1": the narrowest texts of each column
    _show(qtbot, dock, view)
    _settle(qtbot, view)
    widths = [view.columnWidth(column) for column in range(5)]
    resized = []
    view.horizontalHeader().sectionResized.connect(lambda *args: resized.append(args))
    for hand in range(2, 100):  # hands to 99, points to 25, totals to 121, "Computer"
        _add(log, hand, hand % 2, CRIB if hand % 7 == 0 else GO, min(121, hand + 22),
             crib=hand % 7 == 0)
    _settle(qtbot, view)
    assert resized == []  # no column widened: no row measured or painted again for it
    assert [view.columnWidth(column) for column in range(5)] == widths
    _check_fits(view, log)


def test_names_and_language_changed_in_place_are_measured_again(qtbot, log_window):
    _, dock, view, log, _ = log_window
    _show(qtbot, dock, view)
    for hand in range(1, 9):
        _add(log, hand, hand % 2, GO, hand)
        _add(log, hand, 0, CRIB, 20 + hand, crib=True)
    narrow = view.columnWidth(log.PLAYER)
    log.setPlayerNames(("You", "The Computer (expert)"))
    assert view.columnWidth(log.PLAYER) > narrow
    _check_fits(view, log)
    languages = LanguageSwitcher()
    languages.setLanguage("fil")
    try:
        log.retranslate()
        assert log.headerData(log.WHAT, Qt.Orientation.Horizontal) != "Scored for"
        _check_fits(view, log)
    finally:
        languages.setLanguage("en")
    log.retranslate()
    _check_fits(view, log)


def test_a_new_log_and_a_new_font_are_measured_again(qtbot, log_window):
    _, dock, view, log, _ = log_window
    _show(qtbot, dock, view)
    _gos(log, 3)
    events = []
    for hand in range(1, 31):  # undo, redo and a new game replace the whole log
        score = Score.of(CRIB)
        events += [(hand, Scored(1, Score.of(GO), (0, hand))),
                   (hand, HandShown(0, (FIVE,) * 4, JACK, True, score)),
                   (hand, Scored(0, score, (hand, hand)))]
    log.setLog(events)
    assert log.rowCount() == 60
    _settle(qtbot, view)
    assert _newest_in_view(view, log)
    _check_fits(view, log)
    one_line = view.rowHeight(0)
    font = view.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    view.setFont(font)
    _settle(qtbot, view)
    assert view.rowHeight(0) > one_line
    _check_fits(view, log)


def test_a_reader_scrolled_back_stays_where_they_are(qtbot, log_window):
    _, dock, view, log, _ = log_window
    _show(qtbot, dock, view)
    for hand in range(1, 21):
        _add(log, hand, hand % 2, GO, hand)
        _add(log, hand, 0, CRIB, hand + 20, crib=True)
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 100
    bar.setValue(40)  # back to the first scores
    _add(log, 21, 1, GO, 22)
    _add(log, 21, 0, CRIB, 50, crib=True)
    assert bar.value() == 40 and not _newest_in_view(view, log)
    _check_fits(view, log)
    bar.setValue(bar.maximum())  # back to the newest: new scores follow again
    _add(log, 22, 1, GO, 23)
    assert bar.value() == bar.maximum() and _newest_in_view(view, log)



def _whole_end(view: ScoreLogView) -> int:
    """Where the scroll range ends for the first row in view to be whole: the top of
    the first row from which all the rows below fit in view."""
    header, room = view.verticalHeader(), view.viewport().height()
    return min(header.sectionPosition(row) for row in range(header.count())
               if header.length() - header.sectionPosition(row) <= room)


def _bar_state(view: ScoreLogView) -> tuple[int, ...]:
    bar = view.verticalScrollBar()
    return bar.minimum(), bar.maximum(), bar.pageStep(), bar.singleStep(), bar.value()


@pytest.mark.parametrize("scrolled_back", [False, True])
def test_a_new_score_sets_the_scroll_bar_as_qts_layout_would(qtbot, log_window, scrolled_back):
    """A new score places its row and sets the scroll range itself, and Qt's layout of
    the rows is then left out (issue 14): the range, page step, single step (which
    follows how many rows fit in view) and value are what Qt's own layout gives, with
    the newest score followed or a reader scrolled back left where they are, but for
    the range's end, where the first row in view is whole (`_whole_end`). Qt's
    delayed layout of the rows runs only when the scroll bar appears, not with the
    scores before it nor when fewer or more rows fit in view (issue 14: before, a
    layout a score until the bar appeared, then one every three or four scores)."""
    _, dock, view, log, _ = log_window
    _show(qtbot, dock, view)
    bar = view.verticalScrollBar()
    timers, layouts = TimerCount(view), 0  # Qt's delayed layout is a timer of the view's
    for hand in range(1, 60):
        before = timers.count
        _add(log, hand, hand % 2, GO, hand)
        if hand % 3 == 0:  # wrapped rows among one-line rows: fewer rows in view
            _add(log, hand, 0, CRIB, hand + 20, crib=True)
        if scrolled_back and hand == 20:
            bar.setValue(30)
        for _ in range(3):
            QApplication.processEvents()
        layouts += timers.count > before
        placed = _bar_state(view)
        QTableView.updateGeometries(view)  # Qt's own layout of the rows, now
        bar.setSingleStep(-1)  # and Qt's own single step (the view sets the bar's)
        low, _, page, step, _ = _bar_state(view)
        end = _whole_end(view)  # Qt's range ends where the newest row's bottom is
        assert placed == (low, end, page, step, 30 if bar.value() == 30 else end), hand
        view.updateGeometries()  # the view's own range again
        QApplication.processEvents()  # its timer to fetch more rows, not counted
    assert layouts == 2  # the first score (all rows measured) and the bar appearing
    assert bar.maximum() > 300
    assert (bar.value() == 30) if scrolled_back else (bar.value() == bar.maximum())
    _check_fits(view, log)


def test_a_scroll_paints_the_rows_where_they_now_are(qtbot, log_window):
    """The log scrolls by repainting, not by moving pixels (issue 14): what it shows
    after a scroll is what a table freshly painted there shows."""
    window, dock, view, log, _ = log_window
    _show(qtbot, dock, view)
    for hand in range(1, 16):
        _add(log, hand, hand % 2, GO, hand)
        _add(log, hand, 0, CRIB, hand + 20, crib=True)
    bar = view.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    assert view.verticalHeader().offset() == bar.value()  # at once: rows paint there
    heights = [view.rowHeight(row) for row in range(log.rowCount())]
    top = next(row for row in range(len(heights)) if sum(heights[:row + 1]) > bar.value())
    assert top > 0 and view.rowAt(0) == top
    viewport = view.viewport()
    corner = viewport.mapTo(window, viewport.rect().topLeft())

    def on_screen():  # what the window's backing store holds, not a fresh paint
        qtbot.waitUntil(lambda: not viewport.visibleRegion().isEmpty())
        QApplication.processEvents()
        return window.screen().grabWindow(window.winId(), corner.x(), corner.y(),
                                          viewport.width(), viewport.height()).toImage()

    assert on_screen() == viewport.grab().toImage().convertToFormat(on_screen().format())


def test_the_log_opened_mid_match_follows_the_newest_score(qtbot, private_settings):  # noqa: ARG001
    """The main window makes the table when its dock first opens, with rows already
    there: the newest score is in view, and it stays in view as the match goes on and
    the rows outgrow the dock (the dock is laid out again meanwhile)."""
    from crib_qt.engine import GameEngine
    from crib_qt.ui.main_window import MainWindow

    engine = GameEngine(seed=7, synchronous=True)  # the replies come in place
    window = MainWindow(engine)
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    log = window.presenter.scoreLog
    while log.rowCount() < 15:  # fewer than the dock shows at once
        engine.perform(engine.hint())
        QApplication.processEvents()
    window.actions["score_log"].trigger()
    view = window.logView
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().height() > 300)
    qtbot.waitUntil(lambda: _newest_in_view(view, log))
    while log.rowCount() < 50:  # many more than it shows
        engine.perform(engine.hint())
        # a reader asking where the newest row is makes Qt lay the rows out at once,
        # before the end the new score set (it once left the log behind, issue 14)
        view.visualRect(log.index(log.rowCount() - 1, log.WHAT))
        QApplication.processEvents()
        assert _newest_in_view(view, log), log.rowCount()
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
