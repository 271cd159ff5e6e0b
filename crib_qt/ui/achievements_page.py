"""The Achievements page of the Statistics dialog (issue 21): every achievement with
how to earn it, the earned ones with their dates (in the locale's format) and a gold
star, the others greyed.

A real model and view (`AchievementsModel` in a QTreeView), so the keyboard moves
through the rows and a screen reader reads each one whole ("Skunk: earned on
Tuesday, 1 December 2026. Win a game with the computer below 91." or "Skunk: not
earned yet. Win a game with the computer below 91."). The dialog puts it beside its
numbers with `pages_with_achievements`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ..achievement_book import ACHIEVEMENTS, AchievementBook
from ..achievement_texts import how_to_earn, policy, title
from ..board.achievement_notice import star_path
from ..game_words import fill, translate
from .date_texts import date_text, medium_date_format

__all__ = ["AchievementsModel", "AchievementsPage", "EarnedRole", "WrappedRowsDelegate",
           "medium_date_format", "pages_with_achievements"]

# The date an achievement was earned, "YYYY-MM-DD", or "" (both columns).
EarnedRole = Qt.ItemDataRole.UserRole + 1


# The device pixel ratios the stars are drawn for: a high-DPI screen (2, or 3 on some
# phones and laptops) gets a star of its own pixels, where one of 1 would be stretched and
# blurred; a ratio between them (1.5) gets the next one up, scaled down.
STAR_RATIOS = (1, 2, 3)


def _star(earned: bool, size: int = 20) -> QIcon:
    """The star beside an achievement: gold when `earned`, else a grey outline.

    Args:
        earned: filled gold, or only outlined in grey.
        size: its side in logical pixels.

    Returns:
        A QIcon holding one pixmap per ratio of `STAR_RATIOS` (`size` × ratio device
        pixels each, with that device pixel ratio).
    """
    icon = QIcon()
    for ratio in STAR_RATIOS:
        pixmap = QPixmap(size * ratio, size * ratio)
        pixmap.setDevicePixelRatio(ratio)  # the painter below draws in logical pixels
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = star_path(QRectF(1, 1, size - 2, size - 2))
        if earned:
            painter.fillPath(path, QColor("#d4a72c"))
        painter.setPen(QPen(QColor("#8a6d1c") if earned else QColor("#9a9a9a"), 1.2))
        painter.drawPath(path)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


class AchievementsModel(QAbstractTableModel):
    """One row per achievement (`ACHIEVEMENTS` order); column 0 its name, column 1 how
    to earn it, and the date it was earned once it is.

    Args:
        book: a callable giving the current `AchievementBook`.
    """

    def __init__(self, book: Callable[[], AchievementBook], parent=None) -> None:
        super().__init__(parent)
        self._book = book
        self._earned: dict[str, str] = dict(book().earned)
        self._stars = (_star(False), _star(True))

    def refresh(self) -> None:
        """Read the book again."""
        self.beginResetModel()
        self._earned = dict(self._book().earned)
        self.endResetModel()

    def earnedCount(self) -> int:
        """How many achievements are earned (0 to len(`ACHIEVEMENTS`)), as last read."""
        return sum(1 for a in ACHIEVEMENTS if a in self._earned)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(ACHIEVEMENTS)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (translate("Achievements", "Achievement") if section == 0 else
                    translate("Achievements", "How to earn it"))
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        achievement = ACHIEVEMENTS[index.row()]
        date = self._earned.get(achievement, "")
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return title(achievement)
            # once earned, still what it takes (the fresh-user trial of stop 40 could no
            # longer tell what "Thirty-one, no go" meant)
            return (how_to_earn(achievement) + "\n"
                    + fill(translate("Achievements", "Earned on %1"), date_text(date)) if date
                    else how_to_earn(achievement))
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return (fill(translate("Achievements", "%1: earned on %2. %3"), title(achievement),
                         date_text(date, long=True), how_to_earn(achievement)) if date
                    else fill(translate("Achievements", "%1: not earned yet. %2"),
                              title(achievement), how_to_earn(achievement)))
        if role == Qt.ItemDataRole.ToolTipRole:
            return (fill(translate("Achievements", "%1 Earned on %2."), how_to_earn(achievement),
                         date_text(date, long=True)) if date else how_to_earn(achievement))
        if role == Qt.ItemDataRole.DecorationRole and index.column() == 0:
            return self._stars[bool(date)]
        if role == Qt.ItemDataRole.ForegroundRole and not date:
            return QPalette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        if role == EarnedRole:
            return date
        return None


class WrappedRowsDelegate(QStyledItemDelegate):
    """Sizes a cell of a QTreeView for its text wrapped at its column's width (for a
    column whose width is not worked out from its texts: it would only ever narrow).

    QTreeView asks a row's height with no width (-1), so a text longer than its column
    got one line, painted cut short with "…" (the Portuguese ways to earn an achievement
    in a Statistics dialog on an 800 × 600 screen). The view must lay its rows out again
    when a column's width changes: `AchievementsPage` does on `sectionResized`.

    Args:
        view: the tree view whose columns' widths the texts wrap at (also the parent).
    """

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        wrapped = QStyleOptionViewItem(option)
        self.initStyleOption(wrapped, index)
        # a valid rectangle of the column's width: the style wraps the text at it
        wrapped.rect = QRect(0, 0, self._view.columnWidth(index.column()), 1)
        if self._view.wordWrap():
            wrapped.features |= QStyleOptionViewItem.ViewItemFeature.WrapText
        style = self._view.style()
        return style.sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, wrapped, QSize(),
                                      self._view)


class AchievementsPage(QWidget):
    """How many are earned, above the list of them all (`AchievementsModel`) and the
    fair-play rule below it (`achievement_texts.policy`); read again each time the
    page shows.

    Args:
        book: a callable giving the current `AchievementBook`.
    """

    def __init__(self, book: Callable[[], AchievementBook], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("achievementsPage")
        self.model = AchievementsModel(book, self)
        self.summary = QLabel()
        self.summary.setObjectName("achievementsSummary")
        self.view = QTreeView()
        self.view.setObjectName("achievementsView")
        self.view.setModel(self.model)
        self.view.setRootIsDecorated(False)
        self.view.setWordWrap(True)  # how to earn it, in the room there is
        # the second column only: the first is as wide as its names (ResizeToContents)
        self.view.setItemDelegateForColumn(1, WrappedRowsDelegate(self.view))
        self.view.setMinimumWidth(560)
        self.view.setAllColumnsShowFocus(True)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.view.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        # a column's new width: the rows' heights for the texts wrapped at it
        header.sectionResized.connect(lambda *_: self.view.doItemsLayout())
        self.summary.setBuddy(self.view)
        self.policy = QLabel()
        self.policy.setObjectName("achievementsPolicy")
        self.policy.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.policy)
        self.refresh()

    def refresh(self) -> None:
        """Show the book as it is now, in the current language."""
        current = self.view.currentIndex().row()
        self.model.refresh()
        self.view.selectionModel().setCurrentIndex(  # the keyboard's place, not a selection
            self.model.index(max(0, current), 0),
            self.view.selectionModel().SelectionFlag.NoUpdate)
        locale = QLocale()
        self.summary.setText(fill(translate("Achievements", "%1 of %2 achievements earned"),
                                  locale.toString(self.model.earnedCount()),
                                  locale.toString(len(ACHIEVEMENTS))))
        self.policy.setText(policy())
        self.view.setAccessibleName(translate("Achievements", "Achievements"))
        self.view.setAccessibleDescription(self.summary.text() + " " + self.policy.text())

    def showEvent(self, event) -> None:
        """Shown again: the book may have changed, or the language."""
        self.refresh()
        super().showEvent(event)


def pages_with_achievements(numbers: QWidget, book: Callable[[], AchievementBook]
                            ) -> QTabWidget:
    """The Statistics dialog's pages: `numbers` (its own) and the Achievements page,
    their tabs named by the dialog in each language.

    Returns:
        A QTabWidget named "statisticsPages"; its second page is the `AchievementsPage`.
    """
    pages = QTabWidget()
    pages.setObjectName("statisticsPages")
    pages.addTab(numbers, "")
    pages.addTab(AchievementsPage(book), "")
    return pages
