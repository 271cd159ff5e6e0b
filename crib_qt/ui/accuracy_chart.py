"""The coach's accuracy in the Statistics dialog (issue 19): a line chart of the points
lost per decision over the matches (QPainter; Qt Charts is not in PySide6 Essentials)
and the same numbers as a table, the chart's text alternative for screen readers.

The coach reviews a match once (RULES.md R7): a single game, or a match of several games
as a whole. Beside "Matches played", which counts matches of several games only, the
texts say "single game or match of several games"."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (QColor, QFont, QFontMetricsF, QPainter, QPen, QStandardItem,
                           QStandardItemModel)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QTableView, QWidget

from ..board.balanced_lines import balanced_lines
from ..game_words import fill, translate
from ..statistics import MatchAccuracy
from .date_texts import date_text

__all__ = ["AccuracyChart", "AccuracyTable", "accuracy_values", "match_cells", "series"]

_COLOURS = (QColor("#1f6fb2"), QColor("#c0392b"))  # seat 0, seat 1


def accuracy_values(accuracy: Sequence[MatchAccuracy], seat: int
                    ) -> tuple[float | None, float | None]:
    """(points lost per decision, share of decisions as the expert's) of `seat` over all
    the matches kept, each decision weighing the same; (None, None) without any."""
    mine = [a for a in accuracy if a.seat == seat]
    decisions = sum(a.decisions for a in mine)
    if not decisions:
        return None, None
    return sum(a.lost for a in mine) / decisions, sum(a.same for a in mine) / decisions


def series(accuracy: Sequence[MatchAccuracy]) -> dict[int, list[float]]:
    """Points lost per decision, match by match (oldest first), by seat."""
    out: dict[int, list[float]] = {}
    for entry in accuracy:
        out.setdefault(entry.seat, []).append(entry.mean_cost)
    return out


def _points(value: float) -> str:
    return QLocale().toString(value, "f", 2)


class AccuracyChart(QWidget):
    """A line per player of the points lost per decision in each match kept, oldest on
    the left; the scale starts at 0 (the expert's own play). Its accessible description
    says every value (the table beside it says them too)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("accuracyChart")
        self._series: dict[int, list[float]] = {}
        self._names = ("", "")
        self.setMinimumSize(QSize(360, 150))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # screen readers reach its text

    def values(self) -> dict[int, list[float]]:
        """The points lost per decision drawn, by seat."""
        return {seat: list(v) for seat, v in self._series.items()}

    def setAccuracy(self, accuracy: Sequence[MatchAccuracy], names: Sequence[str]) -> None:
        """Draw `accuracy` (a category's, oldest first); `names` of seat 0 and seat 1."""
        self._series, self._names = series(accuracy), (names[0], names[1])
        self.setAccessibleName(translate("StatisticsDialog", "Accuracy chart"))
        parts = [fill(translate("StatisticsDialog", "%1: %2"), self._names[seat],
                      ", ".join(_points(v) for v in values))
                 for seat, values in sorted(self._series.items())]
        self.setAccessibleDescription(
            fill(translate("StatisticsDialog", "Points lost per decision in each single game or "
                                               "match of several games, oldest first. %1"),
                 "; ".join(parts)) if parts
            else translate("StatisticsDialog", "No reviewed games yet"))
        self.update()

    def paintEvent(self, event) -> None:  # noqa: ARG002
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.windowText().color()
        painter.fillRect(QRectF(self.rect()), palette.base())
        area = QRectF(self.rect()).adjusted(40, 10, -8, -24)
        painter.setPen(QPen(text_colour, 1))
        if not self._series:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter,
                             translate("StatisticsDialog", "No reviewed games yet"))
            return
        top = max([1.0] + [v for values in self._series.values() for v in values])
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        painter.setFont(small)
        for value, y in ((top, area.top()), (0.0, area.bottom())):
            painter.drawText(QRectF(0, y - 8, 36, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             _points(value))
        painter.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(),
                                                                     area.bottom()))
        longest = max(len(values) for values in self._series.values())
        step = area.width() / max(1, longest - 1)
        legend_x = area.left()
        for seat, values in sorted(self._series.items()):
            colour = _COLOURS[seat]
            points = [QPointF(area.left() + i * step,
                              area.bottom() - area.height() * v / top)
                      for i, v in enumerate(values)]
            painter.setPen(QPen(colour, 2))
            for a, b in zip(points, points[1:]):
                painter.drawLine(a, b)
            painter.setBrush(colour)
            for point in points:
                painter.drawEllipse(point, 3, 3)
            label = QRectF(legend_x, area.bottom() + 4, area.width() / 2, 18)
            painter.setPen(QPen(colour, 1))
            painter.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             "— " + self._names[seat])
            legend_x += area.width() / 2


class AccuracyTable(QTableView):
    """The accuracy of each match kept, as a table (the chart's numbers, for screen
    readers): what it was (a single game, or a match and its length), the day it ended,
    its result for the player, the player, points lost per decision, decisions as the
    expert's (play-test 29 item 6: the first column said only 1, 2, 3)."""

    COLUMNS = 6  # match, day, result, player, points lost, as the expert's

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("accuracyTable")
        self.table = QStandardItemModel(0, self.COLUMNS, self)
        self.setModel(self.table)
        self._columns_width = 0  # pixels: what `_fit_columns` asks for
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setTabKeyNavigation(False)
        self.verticalHeader().setVisible(False)
        # every column as wide as its texts, the last one too: stretched, it was cut to
        # the room left where the table is narrower than its columns (pt_BR, 800 x 600)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def setAccuracy(self, accuracy: Sequence[MatchAccuracy], names: Sequence[str]) -> None:
        """Show `accuracy` (oldest first); `names` of seat 0 and seat 1. A match kept
        before play-test 29 says only its number ("Game or match 2") and "—"."""
        self.setAccessibleName(translate("StatisticsDialog", "Accuracy of each single game or "
                                                             "match of several games"))
        titles = [
            translate("StatisticsDialog", "Game or match"),
            #: Column header: the day the single game or match ended (a date below it)
            translate("StatisticsDialog", "Played"),
            translate("StatisticsDialog", "Result"),
            translate("StatisticsDialog", "Player"),
            translate("StatisticsDialog", "Points lost per decision"),
            translate("StatisticsDialog", "As the expert's")]
        self.table.setHorizontalHeaderLabels(_two_lines(titles, self.horizontalHeader().font()))
        for column, title in enumerate(titles):  # read on one line
            self.table.setHeaderData(column, Qt.Orientation.Horizontal, title,
                                     Qt.ItemDataRole.AccessibleTextRole)
        self.table.setRowCount(0)
        locale, number = QLocale(), 0
        for entry in accuracy:
            number += entry.seat == 0 or not any(a.seat == 0 for a in accuracy)
            cells = [*match_cells(entry, number, locale), names[entry.seat],
                     _points(entry.mean_cost),
                     fill(translate("StatisticsDialog", "%1%"),
                          locale.toString(round(100 * entry.share)))]
            items = [QStandardItem(text) for text in cells]
            for item in items[4:]:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items[4].setData(entry.mean_cost, Qt.ItemDataRole.UserRole)
            self.table.appendRow(items)
        # against the computer every row is the player's own: no Player column then
        self.setColumnHidden(3, not any(entry.seat == 1 for entry in accuracy))
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Asks to be as wide as its columns (no scrolling sideways); nothing more while
        it has no rows. Asked for, not its least width: where the screen is narrower
        (800 x 600 in Portuguese, scale 2 on 1366 x 768) the Statistics dialog is as
        wide as the screen allows (`scrolled_content.fit_dialog`) and the table scrolls
        sideways itself, not the whole numbers page above it."""
        width = 0
        if self.table.rowCount():
            header = self.horizontalHeader()
            width = (sum(max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
                         for c in range(self.COLUMNS) if not self.isColumnHidden(c))
                     + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width())
        self._columns_width = width
        self.updateGeometry()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        """Qt's, as wide as the columns (`_fit_columns`, pixels) once it has rows."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._columns_width), hint.height())


def _two_lines(titles: list[str], font: QFont) -> list[str]:
    """`titles` with those of the number columns (points lost, as the expert's) on two
    balanced lines: their numbers are short, and on one line these titles made the
    table, whose days are written out since play-test 32 ("2 de dez. de 2026"), wider
    than an 800 x 600 screen in Portuguese, Malay and Filipino."""
    shown = list(titles)
    for column in (4, 5):
        # a little over half: two lines, never three
        room = QFontMetricsF(font).horizontalAdvance(titles[column]) * 0.6
        shown[column] = "\n".join(balanced_lines(titles[column], font, room))
    return shown


def match_cells(entry: MatchAccuracy, number: int, locale: QLocale) -> tuple[str, str, str]:
    """The accuracy table's first three cells for `entry`, translated: what the match
    was ("Single game", "Match, first to 3"), the day it ended in `locale`'s medium date
    format (`date_text`: "Dec 2, 2026", as Achievements writes it), and its result for
    the entry's player with the points (a single game) or the games (a match, R7) of
    that player first ("Won 121–104", "Lost 1–3",
    "Abandoned at 1–0"). An entry kept before play-test 29 gives ("Game or match
    `number`", "—", "—"): the file did not say more."""
    if entry.games_to_win is None:
        #: A row kept before the table said what it was: %1 is its number, oldest first
        return (fill(translate("StatisticsDialog", "Game or match %1"), locale.toString(number)),
                "—", "—")
    what = (translate("StatisticsDialog", "Single game") if entry.games_to_win == 1
            else fill(translate("StatisticsDialog", "Match, first to %1"),
                      locale.toString(entry.games_to_win)))
    day = date_text(entry.date, locale)
    mine, theirs = (locale.toString(s) for s in entry.score)
    if entry.result == "won":
        result = translate("StatisticsDialog", "Won %1–%2")
    elif entry.result == "lost":
        result = translate("StatisticsDialog", "Lost %1–%2")
    else:
        #: A match of several games left by New game, at the games each player had won then
        result = translate("StatisticsDialog", "Abandoned at %1–%2")
    return what, day, fill(result, mine, theirs)
