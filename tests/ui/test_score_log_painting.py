"""Tests for crib_qt/ui/score_log_view.py (issue 14): a new score paints only the new row
(Qt would paint every visible row again), moving the rows above with their pixels, and
what is on screen is always what a whole repaint of the log shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import (QApplication, QDockWidget, QMainWindow, QProxyStyle, QStyle,
                               QStyleOptionSlider, QWidget)

from crib_qt.models import ScoreLogModel
from crib_qt.rules import Card, HandShown, Scored
from crib_qt.rules.scoring import Score, ScoreItem, ScoreKind
from crib_qt.ui.score_log_view import ScoreLogView

FIVE, JACK = Card.parse("5H"), Card.parse("JD")
PEGGING = [[ScoreItem(ScoreKind.GO, 1)], [ScoreItem(ScoreKind.FIFTEEN, 2, (FIVE, JACK))],
           [ScoreItem(ScoreKind.PAIR, 2, (FIVE, FIVE))], [ScoreItem(ScoreKind.THIRTY_ONE, 2)]]
CRIB = ([ScoreItem(ScoreKind.FIFTEEN, 2)] * 4 + [ScoreItem(ScoreKind.PAIR, 2)] * 2 +
        [ScoreItem(ScoreKind.RUN, 3)] * 4 + [ScoreItem(ScoreKind.NOBS, 1)])


class PaintedRects(QObject):
    """Gathers the rectangles the viewport it watches is asked to paint."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rects: list[QRect] = []

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.rect())
        return False


def _scores():
    """(hand, event) pairs of a long match: pegging scores, and each hand's crib count
    (long enough to wrap in the dock) after a `HandShown`, totals growing."""
    total, hand = 0, 0
    while True:
        hand += 1
        for items in PEGGING:
            total += Score.of(items).total
            yield hand, [Scored(hand % 2, Score.of(items), (total, total))]
        score = Score.of(CRIB)
        total += score.total
        yield hand, [HandShown(0, (FIVE,) * 4, JACK, True, score),
                     Scored(0, score, (total, total))]


@pytest.fixture
def log_window(qtbot):
    """(window, view, log): the log in a right dock of a 1000 x 700 window, as the main
    window has it, the dock opened once the window shows."""
    log = ScoreLogModel()
    log.setPlayerNames(("You", "Computer"))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setCentralWidget(QWidget())
    view = ScoreLogView(log, window)
    dock = QDockWidget(window)
    dock.setWidget(view)
    dock.setVisible(False)  # as the main window has it: opened later
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.setMinimumSize(800, 600)  # as the main window: no size hints to pass on
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    dock.setVisible(True)
    qtbot.waitUntil(lambda: view.isVisible() and view.viewport().height() > 100)
    return window, view, log


def _on_screen(window: QMainWindow, view: ScoreLogView) -> QImage:
    """The log's rows as they are on screen now, without painting anything."""
    viewport = view.viewport()
    corner = viewport.mapTo(window, QPoint(0, 0))
    return QGuiApplication.primaryScreen().grabWindow(
        window.winId(), corner.x(), corner.y(), viewport.width(), viewport.height()).toImage()


def _idle() -> None:
    """Qt's delayed layout of the rows (a zero timer), then the paint it asked for."""
    for _ in range(3):
        QApplication.processEvents()


def _add(log: ScoreLogModel, hand: int, events) -> None:
    for event in events:
        log.append(hand, event)


def test_a_new_score_paints_only_its_row_and_the_screen_is_a_whole_repaint(log_window):
    window, view, log = log_window
    painted = PaintedRects(view)
    view.viewport().installEventFilter(painted)
    scores = _scores()
    for _ in range(3):  # the first rows: measured, laid out and painted whole
        _add(log, *next(scores))
    _idle()
    tallest, only_new = 0, 0
    for _ in range(60):  # far past one screen: the log scrolls with every score
        hand, events = next(scores)
        widths = [view.columnWidth(column) for column in range(5)]
        scrolling = view.verticalScrollBar().isVisible()  # the bar was there already
        painted.rects.clear()
        _add(log, hand, events)
        _idle()
        rects = list(painted.rects)
        shown = _on_screen(window, view)
        view.viewport().repaint()  # every row painted again: what the screen must show
        assert shown == _on_screen(window, view), log.rowCount()
        row = log.rowCount() - 1
        tallest = max(tallest, view.rowHeight(row))
        bar = view.verticalScrollBar()
        assert rects and bar.value() == bar.maximum(), row
        if scrolling and widths == [view.columnWidth(column) for column in range(5)]:
            # scrolling with unchanged columns: the new row alone is painted, with the
            # blank under it where the first row in view is whole (Qt would paint the
            # whole viewport)
            blank = view.viewport().height() - view.rowViewportPosition(row) \
                - view.rowHeight(row)
            assert max(rect.height() for rect in rects) <= view.rowHeight(row) + blank, row
            only_new += 1
    assert only_new >= 30 and tallest > view.rowHeight(0)  # wrapped rows among them


def test_a_reader_scrolled_back_sees_no_repaint_and_no_stale_row(log_window):
    window, view, log = log_window
    scores = _scores()
    for _ in range(50):
        _add(log, *next(scores))
    _idle()
    bar = view.verticalScrollBar()
    bar.setValue(40)  # reading earlier scores
    _idle()
    painted = PaintedRects(view)
    view.viewport().installEventFilter(painted)
    for _ in range(5):
        _add(log, *next(scores))
        _idle()
        assert bar.value() == 40 and painted.rects == []  # nothing in view changed
        shown = _on_screen(window, view)
        view.viewport().repaint()
        assert shown == _on_screen(window, view), log.rowCount()
        painted.rects.clear()


def test_removed_rows_and_a_reset_paint_the_whole_table(log_window):
    window, view, log = log_window
    scores = _scores()
    rows = [next(scores) for _ in range(40)]
    for hand, events in rows:
        _add(log, hand, events)
    _idle()
    painted = PaintedRects(view)
    view.viewport().installEventFilter(painted)
    # an undo: the log is set again with fewer rows, then a row comes before any layout
    log.setLog([(hand, event) for hand, events in rows[:20] for event in events])
    _add(log, *rows[20])
    _idle()
    assert QRect(QPoint(0, 0), view.viewport().size()) in painted.rects
    shown = _on_screen(window, view)
    view.viewport().repaint()
    assert shown == _on_screen(window, view)


def _bar_on_screen(window: QMainWindow, view: ScoreLogView) -> QImage:
    """The log's scroll bar as it is on screen now, without painting anything."""
    bar = view.verticalScrollBar()
    corner = bar.mapTo(window, QPoint(0, 0))
    return QGuiApplication.primaryScreen().grabWindow(
        window.winId(), corner.x(), corner.y(), bar.width(), bar.height()).toImage()


def _handle(bar) -> QRect:
    """Where the style puts the scroll bar's handle now, in pixels of the bar."""
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    return bar.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, option,
                                      QStyle.SubControl.SC_ScrollBarSlider, bar)


def test_the_scroll_bar_paints_only_where_its_handle_moved_and_the_screen_is_a_whole_repaint(
        log_window):
    window, view, log = log_window
    bar = view.verticalScrollBar()
    painted = PaintedRects(view)
    bar.installEventFilter(painted)
    scores = _scores()
    partial = still = 0
    for _ in range(60):  # the bar appears, then its handle shrinks and moves down
        hand, events = next(scores)
        shown_before, handle = bar.isVisible(), _handle(bar)
        painted.rects.clear()
        _add(log, hand, events)
        _idle()
        if not bar.isVisible():
            continue
        rects = list(painted.rects)
        shown = _on_screen(window, view), _bar_on_screen(window, view)
        bar.repaint()  # the whole bar painted again: what the screen must show
        view.viewport().repaint()
        assert shown == (_on_screen(window, view), _bar_on_screen(window, view)), \
            log.rowCount()
        assert bar.value() == bar.maximum() > 0
        if shown_before and handle != _handle(bar):  # from where the handle was to
            # where it is, not the whole bar (a row that fills the blank under the
            # newest, the first row in view staying, moves nothing: nothing painted)
            span = handle.united(_handle(bar))
            assert rects and max(rect.height() for rect in rects) <= span.height() + 8 \
                < bar.height(), log.rowCount()
            partial += 1
        elif shown_before:  # the handle stays: the bar is not painted
            assert rects == [], log.rowCount()
            still += 1
    # 21 and 14 here: a one-line row often fills the blank under the newest
    assert partial >= 15 and still >= 10
    assert bar.autoFillBackground()  # opaque: what is beneath it is not painted first


class _ShiftedHandle(QProxyStyle):
    """A style that places the scroll bar's handle 12 pixels higher than QCommonStyle does
    (as a style of its own might), drawing it there too."""

    def subControlRect(self, control, option, sub_control, widget=None):  # noqa: N802 (Qt API)
        rect = super().subControlRect(control, option, sub_control, widget)
        if control == QStyle.ComplexControl.CC_ScrollBar and \
                sub_control == QStyle.SubControl.SC_ScrollBarSlider:
            rect.translate(0, -12)
        return rect


@pytest.mark.parametrize("shifted", [False, True])
def test_the_bar_repaints_where_the_style_puts_the_handle(log_window, shifted):
    """The bar works out where its handle goes as QCommonStyle does only for a style it
    found placing it so (issue 14: asking the style each score is dear); a style that
    places it elsewhere is asked each time: the screen is always a whole repaint."""
    window, view, log = log_window
    bar = view.verticalScrollBar()
    if shifted:
        style = _ShiftedHandle()
        style.setParent(bar)
        bar.setStyle(style)
    scores = _scores()
    for count in range(45):
        _add(log, *next(scores))
        _idle()
        if not bar.isVisible() or count % 5:
            continue
        shown = _bar_on_screen(window, view)
        bar.repaint()  # the whole bar painted again: what the screen must show
        assert shown == _bar_on_screen(window, view), count
    assert bar.value() == bar.maximum() > 0
