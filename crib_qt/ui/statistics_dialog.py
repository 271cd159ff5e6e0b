"""The Statistics dialog: per opponent, games and matches won (RULES.md R7: a match is a
series of games), skunks given and taken, average points, best hand,
the coach's accuracy (issue 19), a chart of the last games' final margins (each game of
a match too: a margin is points in one game, a match's result is games won) and one of
the accuracy over the matches (with the same numbers as a table); with a confirmed reset."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QHBoxLayout, QLabel, QMessageBox, QPushButton,
                               QSizePolicy, QTabWidget, QVBoxLayout, QWidget)

from ..game_words import fill, translate
from ..statistics import CATEGORIES, RECENT, Record, Statistics
from .new_game import level_name
from .accuracy_chart import AccuracyChart, AccuracyTable, accuracy_values
from .achievements_page import pages_with_achievements
from .scrolled_content import ContentScrollArea, fit_dialog, fit_dialog_later

__all__ = ["StatisticsDialog", "MarginChart", "category_name"]


def category_name(name: str) -> str:
    """The translated name of a statistics category ("Computer: Expert", "Two players")."""
    if name == "two_players":
        return translate("StatisticsDialog", "Two players on this device")
    return fill(translate("StatisticsDialog", "Computer: %1"), level_name(name.split("/", 1)[1]))


class MarginChart(QWidget):
    """Bars of the last games' final margins (points, seat 0 minus seat 1; each game of
    a match of several games is one bar, R7): above the line for a win of seat 0, below
    for a loss; oldest on the left. QPainter only; its accessible description says
    every margin."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("marginChart")
        self._margins: list[int] = []
        self.setMinimumSize(QSize(360, 150))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # screen readers reach its text
        self._describe()

    def margins(self) -> list[int]:
        """The final margins drawn, oldest first (points)."""
        return list(self._margins)

    def setMargins(self, margins: list[int]) -> None:
        """Show `margins`, the games' final margins oldest first (the last `RECENT`)."""
        self._margins = list(margins)[-RECENT:]
        self._describe()
        self.update()

    def _describe(self) -> None:
        locale = QLocale()
        self.setAccessibleName(translate("StatisticsDialog", "Final margins chart"))
        self.setAccessibleDescription(fill(translate(
            "StatisticsDialog", "Final margins of the recent games in points, oldest "
                                "first: %1"), ", ".join(
            ("+" if m > 0 else "") + locale.toString(m) for m in self._margins))
            if self._margins else translate("StatisticsDialog", "No finished games yet"))

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(34, 10, -8, -10)

    def _scale(self) -> int:
        return max([40] + [abs(m) for m in self._margins])

    def bars(self) -> list[QRectF]:
        """Each margin's bar at the present size, oldest first: from the middle line
        up for a win of seat 0, down for a loss, as tall as the margin (points) on a
        scale of at least ±40 points to the area's top and bottom (2 px at least)."""
        area = self._area()
        middle, half = area.center().y(), area.height() / 2
        slot, scale = area.width() / RECENT, self._scale()
        bars = []
        for i, margin in enumerate(self._margins):
            height = max(2.0, half * abs(margin) / scale)
            x = area.left() + i * slot + slot * 0.15
            bars.append(QRectF(x, middle - height if margin > 0 else middle, slot * 0.7,
                               height))
        return bars

    def paintEvent(self, event) -> None:  # noqa: ARG002
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.windowText().color()
        area = self._area()
        painter.fillRect(QRectF(self.rect()), palette.base())
        middle = area.center().y()
        scale = self._scale()
        painter.setPen(QPen(text_colour, 1))
        if not self._margins:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter,
                             translate("StatisticsDialog", "No finished games yet"))
            return
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        painter.setFont(small)
        for value, y in ((scale, area.top()), (0, middle), (-scale, area.bottom())):
            painter.drawText(QRectF(0, y - 8, 30, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             f"{value:+d}" if value else "0")
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        for margin, bar in zip(self._margins, self.bars()):
            painter.fillRect(bar, QColor("#2e8b57") if margin > 0 else QColor("#b03a2e"))


class StatisticsDialog(QDialog):
    """Shows `Statistics` one category at a time; Reset forgets them all after asking.

    Args:
        statistics: a callable giving the current `Statistics`.
        reset: called (no arguments) when the player confirmed Reset.
        current: the category shown first (the match in progress's).
    """

    _ROWS = ("won", "matches_won", "skunks_given", "skunks_taken", "hand", "crib", "play",
             "best_hand", "lost", "as_expert")

    def __init__(self, statistics: Callable[[], Statistics], reset: Callable[[], None],
                 current: str = "computer/expert", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self._statistics = statistics
        self._reset = reset
        self.categoryBox = QComboBox()
        for name in CATEGORIES:  # named by `_name_parts`
            self.categoryBox.addItem("", name)
        self.categoryBox.setCurrentIndex(max(0, self.categoryBox.findData(current)))
        self.playedLabel = QLabel()
        self.playedLabel.setObjectName("played")
        self.matchesLabel = QLabel()  # matches of several games (R7)
        self.matchesLabel.setObjectName("matches")
        grid = QGridLayout()
        self.headers = (QLabel(), QLabel())
        for column, header in enumerate(self.headers, 1):
            header.setAlignment(Qt.AlignmentFlag.AlignRight)
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            grid.addWidget(header, 0, column)
        self.rowLabels: dict[str, QLabel] = {}
        self.cells: dict[str, tuple[QLabel, QLabel]] = {}
        for row, key in enumerate(self._ROWS, 1):
            self.rowLabels[key] = QLabel()
            grid.addWidget(self.rowLabels[key], row, 0)
            cells = (QLabel(), QLabel())
            for column, cell in enumerate(cells, 1):
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                cell.setObjectName(f"{key}_{column - 1}")
                cell.setMinimumWidth(110)
                grid.addWidget(cell, row, column)
            self.cells[key] = cells
        self.chartTitle = QLabel()
        self.chartTitle.setWordWrap(True)
        self.chart = MarginChart()
        self.accuracyTitle = QLabel()
        self.accuracyTitle.setWordWrap(True)
        self.accuracyChart = AccuracyChart()
        self.accuracyTable = AccuracyTable()
        self.charts = QTabWidget()
        self.charts.setObjectName("charts")
        for widgets in ((self.chartTitle, self.chart), (self.accuracyTitle, self.accuracyChart),
                        (self.accuracyTable,)):
            page = QWidget()
            box = QVBoxLayout(page)
            box.setContentsMargins(4, 4, 4, 4)
            for widget in widgets:
                box.addWidget(widget, 1 if widget is widgets[-1] else 0)
            self.charts.addTab(page, "")
        self.resetButton = QPushButton()
        self.resetButton.setObjectName("reset")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.resetButton, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.resetButton.clicked.connect(self.confirmReset)

        form = QFormLayout()
        self.formLabels = (QLabel(), QLabel(), QLabel())  # opponent, games, matches played
        self.formLabels[0].setBuddy(self.categoryBox)
        form.addRow(self.formLabels[0], self.categoryBox)
        played = QHBoxLayout()  # games and matches on one line: the dialog fits 800x600
        played.addWidget(self.playedLabel)
        played.addSpacing(24)
        self.formLabels[2].setBuddy(self.matchesLabel)
        played.addWidget(self.formLabels[2])
        played.addWidget(self.matchesLabel)
        played.addStretch(1)
        form.addRow(self.formLabels[1], played)
        numbers = QWidget()  # a page beside the Achievements page (issue 21)
        layout = QVBoxLayout(numbers)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addSpacing(8)
        layout.addWidget(self.charts, 1)
        self.content = ContentScrollArea(numbers)
        self.pages = pages_with_achievements(self.content,
                                             lambda: self._statistics().achievements)
        outer = QVBoxLayout(self)
        outer.addWidget(self.pages, 1)
        outer.addWidget(buttons)  # outside the scrolled numbers: always in sight
        self.categoryBox.currentIndexChanged.connect(self.refresh)
        self._name_parts()
        self.refresh()
        # all of the numbers, their titles wrapped at the dialog's width, where the screen
        # has the room (Qt caps a window's first size at 2/3 of it), else the room and the
        # numbers scroll (800 x 600; scale 2 on 1366 x 768)
        fit_dialog(self, self.content)

    def _name_parts(self) -> None:
        """The texts that do not follow the numbers, in the current language."""
        self.setWindowTitle(translate("StatisticsDialog", "Statistics"))
        for index, name in enumerate(CATEGORIES):
            self.categoryBox.setItemText(index, category_name(name))
        for label, text in zip(self.formLabels, (
                translate("StatisticsDialog", "&Opponent:"),
                translate("StatisticsDialog", "Games played:"),
                translate("StatisticsDialog", "Matches played:"))):
            label.setText(text)
        self.resetButton.setText(translate("StatisticsDialog", "&Reset…"))
        for index, text in enumerate((translate("StatisticsDialog", "&Numbers"),
                                      translate("StatisticsDialog", "Ac&hievements"))):
            self.pages.setTabText(index, text)

    def retranslate(self) -> None:
        """Re-read every text after a language change (the dialog stays open), then fit
        the dialog to the new words once its children have theirs (`fit_dialog_later`),
        as Settings and the coach's dialogs do: it kept the first language's size, its
        new texts cut or needlessly scrolled."""
        self._name_parts()
        self.refresh()
        self.pages.widget(1).refresh()  # the Achievements page
        fit_dialog_later(self, self.content)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def category(self) -> str:
        """The category shown."""
        return self.categoryBox.currentData()

    def setCategory(self, name: str) -> None:
        self.categoryBox.setCurrentIndex(self.categoryBox.findData(name))

    def refresh(self) -> None:
        """Show the current numbers of the chosen category."""
        name = self.category()
        record = self._statistics().record(name)
        locale = QLocale()
        two = name == "two_players"
        self.headers[0].setText(translate("StatisticsDialog", "First player") if two
                                else translate("StatisticsDialog", "You"))
        self.headers[1].setText(translate("StatisticsDialog", "Second player") if two
                                else translate("StatisticsDialog", "Computer"))
        labels = {
            "won": translate("StatisticsDialog", "Games won:"),
            "matches_won": translate("StatisticsDialog", "Matches won:"),
            "skunks_given": translate("StatisticsDialog", "Skunks given:"),
            "skunks_taken": translate("StatisticsDialog", "Skunks taken:"),
            "hand": translate("StatisticsDialog", "Average hand:"),
            "crib": translate("StatisticsDialog", "Average crib:"),
            "play": translate("StatisticsDialog", "Average pegging per hand:"),
            "best_hand": translate("StatisticsDialog", "Best hand:"),
            "lost": translate("StatisticsDialog", "Points lost per decision:"),
            "as_expert": translate("StatisticsDialog", "Decisions as the expert's:"),
        }
        for key, text in labels.items():
            self.rowLabels[key].setText(text)
        played = locale.toString(record.played)
        if record.abandoned:  # lost by Restart or New game in progress (issue 15)
            played = fill(translate("StatisticsDialog", "%1 (%2 abandoned)"), played,
                          locale.toString(record.abandoned))
        self.playedLabel.setText(played)
        self.matchesLabel.setText(locale.toString(record.matches))
        for seat in (0, 1):
            values = self._values(record, seat, locale)
            for key in self._ROWS:
                self.cells[key][seat].setText(values[key])
        # a margin is one game's (points); a match's result is games won (R7)
        self.chartTitle.setText(
            translate("StatisticsDialog", "Final margins of the recent games in points, "
                                          "oldest first (bars up: the first player won)")
            if two else
            translate("StatisticsDialog", "Final margins of the recent games in points, "
                                          "oldest first (bars up: you won)"))
        self.chart.setMargins(record.recent)
        names = self.headers[0].text(), self.headers[1].text()
        self.accuracyTitle.setText(translate(  # a match is reviewed once, as a whole (R7)
            "StatisticsDialog", "Points lost per decision against the expert in each single "
                                "game or match of several games, oldest first (lower is "
                                "better)"))
        self.accuracyChart.setAccuracy(record.accuracy, names)
        self.accuracyTable.setAccuracy(record.accuracy, names)
        for index, text in enumerate((translate("StatisticsDialog", "&Margins"),
                                      translate("StatisticsDialog", "&Accuracy"),
                                      translate("StatisticsDialog", "Accuracy &table"))):
            self.charts.setTabText(index, text)

    @staticmethod
    def _values(record: Record, seat: int, locale: QLocale) -> dict[str, str]:
        def average(kind: str) -> str:
            value = record.average(kind, seat)
            return "—" if value is None else locale.toString(value, "f", 1)

        def of_all(count: int, of: int) -> str:  # "2 (50%)"
            return (fill(translate("StatisticsDialog", "%1 (%2%)"), locale.toString(count),
                         locale.toString(round(100 * count / of))) if of
                    else locale.toString(count))

        def skunks(count: int, double: int) -> str:  # "3 (1 double)"
            return (fill(translate("StatisticsDialog", "%1 (%2 double)"), locale.toString(count),
                         locale.toString(double)) if double else locale.toString(count))

        lost, share = accuracy_values(record.accuracy, seat)
        return {"lost": "—" if lost is None else locale.toString(lost, "f", 2),
                "as_expert": "—" if share is None else fill(
                    translate("StatisticsDialog", "%1%"), locale.toString(round(100 * share))),
                "won": of_all(record.wins[seat], record.played),
                "matches_won": of_all(record.match_wins[seat], record.matches),
                "skunks_given": skunks(record.skunks[seat], record.double_skunks[seat]),
                "skunks_taken": skunks(record.skunks_taken(seat),
                                       record.double_skunks_taken(seat)),
                "hand": average("hand"), "crib": average("crib"), "play": average("play"),
                "best_hand": locale.toString(record.best_hand[seat]) if record.hands[seat]
                else "—"}

    def confirmReset(self) -> bool:
        """Ask, then forget every statistic; True if they were reset."""
        answer = QMessageBox.question(
            self, translate("StatisticsDialog", "Reset statistics"),
            translate("StatisticsDialog", "Forget the statistics of every opponent? "
                                          "This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer != QMessageBox.StandardButton.Reset:
            return False
        self._reset()
        self.refresh()
        return True
