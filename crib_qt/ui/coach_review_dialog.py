"""The coach's reviews on screen (issue 19): the last hand's review in a panel beside the
table, and the match review, a dialog that steps through every decision of the match.

Both show only hands whose review is published (`CoachReviews`: the hand's play over),
so with two players nobody sees the other's cards or choices before the show (U3).
In a match of several games (RULES.md R7) a hand is named by its game and its number in
that game ("Game 2, hand 1"), and the match review has a Game column; a single game has
none (left out of the view's model, so screen readers do not read it either).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QLocale, Qt, QTimer
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QPushButton, QTableView, QVBoxLayout, QWidget)

from ..game_words import fill, translate
from ..rules.actions import Event
from .coach_review_model import DecisionTableModel, ReviewRow, detail_text, game_first_hands
from .coach_reviews import CoachReviews
from .coach_table import DiscardTableModel
from .review_split import ReviewSplitter
from .scrolled_content import fit_dialog
from .shown_columns import ShownColumnsModel
from .sideways_cells import say_columns_once
from .whole_table import WholeTableView, rows_follow_columns

__all__ = ["MatchReviewDialog", "HandReviewPanel", "accuracy_text", "forced_text",
           "review_rows"]


def review_rows(coach: CoachReviews, hands: set[int] | None = None,
                log: Iterable[tuple[int, Event]] = ()) -> list[ReviewRow]:
    """The published decisions of the match (of `hands` only, if given: numbers through
    the match), as the match was played: by game (each decision's own), in order.

    Args:
        coach: the match's `CoachReviews`.
        hands: the hands wanted, or None for every hand published.
        log: the match's score log (`GameEngine.scoreLog`): its `GameStarted` events say
            where each game begins, so each row names its hand in its game (R7.3).
    """
    published = coach.publishedHands() if hands is None else hands & coach.publishedHands()
    positions = coach.positions()
    firsts = game_first_hands(positions, log)
    rows = [ReviewRow(p, coach.decision(p.index), firsts[p.view.match.game_number])
            for p in positions if p.hand in published]
    return sorted(rows, key=lambda row: row.game)  # stable: in order within each game


def _log(presenter) -> list[tuple[int, Event]]:
    """The match's score log, where its games begin (R7.3)."""
    return presenter.engine.scoreLog()


def accuracy_text(coach: CoachReviews, names, seats) -> str:
    """One sentence per seat: points lost per decision and the share of the expert's."""
    decisions = [r.decision for r in review_rows(coach) if r.decision is not None]
    from ..decision_review import match_accuracy

    lines = []
    for seat in seats:
        accuracy = match_accuracy(decisions, seat)
        if accuracy is None:
            continue
        locale = QLocale()
        lines.append(fill(translate("CoachReview", "%1: %2 points lost per decision on "
                                                   "average; %3% of %4 decisions as the "
                                                   "expert's."),
                          names[seat], locale.toString(accuracy.mean_cost, "f", 2),
                          locale.toString(round(100 * accuracy.share)),
                          locale.toString(accuracy.decisions)))
    if not lines:
        return translate("CoachReview", "No hand has been reviewed yet: each hand is "
                                        "reviewed once its play is over.")
    forced = sum(1 for d in decisions if d.forced and d.seat in seats)
    if forced:
        lines.append(forced_text(forced))
    return "\n".join(lines)


def forced_text(forced: int) -> str:
    """The sentence that forced plays (only one card could be laid: no choice) are shown
    but are not decisions, so they count neither in the hand's nor the match's numbers."""
    return fill(translate("CoachReview", "Forced plays (only one card could be laid), not "
                                         "counted as decisions: %1."),
                QLocale().toString(forced))


def _table(parent: QWidget, model, name: str, kind: type[QTableView] = QTableView
           ) -> QTableView:
    view = kind(parent)
    view.setObjectName(name)
    view.setModel(ShownColumnsModel(model, view) if isinstance(model, DecisionTableModel)
                  else model)
    say_columns_once(view)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setTabKeyNavigation(False)  # Tab leaves the table
    view.setAlternatingRowColors(True)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    rows_follow_columns(view)  # a verdict that came in while its column was narrower
    return view


class HandReviewPanel(QWidget):
    """The review of the last hand published: each decision of the players with the
    expert's choice and its cost; a loss of 0.5 points or more in bold, "Costly". Its
    columns fit the dock's width in every language (`ColumnFitter`: texts wrap, none
    elided, no sideways scrolling); the decision and the verdict in short words
    (`DecisionTableModel.setBrief`: the whole ones in their tooltips and for screen
    readers) that get room to read on one line first, at the dock's width at 1366 x 768
    and 800 x 600 in every language. With two players each decision reads under its
    player's name (`DecisionTableModel.setNamedDecisions`), in place of a player column."""

    def __init__(self, coach: CoachReviews, presenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handReviewPanel")
        self._coach, self._presenter = coach, presenter
        self.model = DecisionTableModel(self)
        self.model.setBrief(True)
        self.summaryLabel = QLabel(self)
        self.summaryLabel.setWordWrap(True)
        self.view = _table(self, self.model, "handReview")
        self.view.verticalHeader().setVisible(False)
        from .fit_columns import ColumnFitter  # the dock is narrow: no sideways scrolling

        M = DecisionTableModel
        self.fitter = ColumnFitter(self.view, lambda c: self._shown(c) in (M.CHOSEN, M.EXPERT),
                                   lambda c: self._shown(c) in (M.DECISION, M.VERDICT))
        self.summaryLabel.setBuddy(self.view)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summaryLabel)
        layout.addWidget(self.view, 1)
        self.setMinimumWidth(380)
        coach.decisionsChanged.connect(self.refresh)
        self.retranslate()

    def _shown(self, column: int) -> int:
        """The model's column the view's `column` shows (-1: none): its cards are kept
        on one line, its decision and verdict get room for one line first."""
        shown = sorted(set(range(self.model.columnCount())) - self.view.model().leftOut())
        return shown[column] if column < len(shown) else -1

    def hand(self) -> int | None:
        """The hand shown, or None."""
        published = self._coach.publishedHands()
        return max(published) if published else None

    def refresh(self) -> None:
        hand = self.hand()
        rows = review_rows(self._coach, {hand}, _log(self._presenter)) if hand is not None else []
        self.model.setRows(rows, self._presenter.names)
        M = DecisionTableModel  # the summary says the game and hand
        # two players: each decision under its player's name, no player column (six
        # columns did not fit the dock in Portuguese and Filipino)
        self.model.setNamedDecisions(len(self._coach.humanSeats()) >= 2)
        self.view.model().setLeftOut({M.GAME, M.HAND, M.PLAYER})
        if hand is None:
            text = translate("CoachReview", "Each hand's review shows here once its play "
                                            "is over.")
        else:  # a forced play is no decision (as in the match review's accuracy)
            decided = [r.decision for r in rows if r.decision is not None
                       and not r.decision.forced]
            flagged = sum(1 for d in decided if d.flagged)
            locale = QLocale()
            counts = (locale.toString(len(decided)), locale.toString(flagged))
            if rows and rows[0].several:  # R7: the hand in its game
                text = fill(translate("CoachReview", "Game %1, hand %2: %3 decisions, %4 "
                                                     "costly (a loss of half a point or "
                                                     "more)."),
                            locale.toString(rows[0].game),
                            locale.toString(rows[0].hand_in_game), *counts)
            else:
                text = fill(translate("CoachReview", "Hand %1: %2 decisions, %3 costly (a "
                                                     "loss of half a point or more)."),
                            locale.toString(rows[0].hand_in_game if rows else hand), *counts)
            forced = sum(1 for r in rows if r.decision is not None and r.decision.forced)
            if forced:
                text += " " + forced_text(forced)
        self.summaryLabel.setText(text)

    def retranslate(self) -> None:
        self.view.setAccessibleName(translate("CoachReview", "Hand review"))
        self.model.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class MatchReviewDialog(QDialog):
    """Every decision of the match, in order, with the expert's choice and its cost
    (in a match of several games, its game first and the hand's number in that game;
    a single game's is called the game review);
    Previous and Next (or the arrow keys in the table) step through them, and the
    detail below says what the expert made of the one selected (for a discard, its
    whole discard table with both choices marked).

    Args:
        coach: the match's `CoachReviews`.
        presenter: the board's `BoardPresenter` (the players' names).
        parent: the main window.
    """

    def __init__(self, coach: CoachReviews, presenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchReviewDialog")
        self._coach, self._presenter = coach, presenter
        self.model = DecisionTableModel(self)
        self.summaryLabel = QLabel(self)
        self.summaryLabel.setObjectName("matchAccuracy")
        self.summaryLabel.setWordWrap(True)
        self.view = _table(self, self.model, "matchReview", WholeTableView)
        self.summaryLabel.setBuddy(self.view)
        self.detailLabel = QLabel(self)
        self.detailLabel.setObjectName("decisionDetail")
        self.detailLabel.setWordWrap(True)
        self.detailLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                                 | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detailLabel.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # read by screen readers
        self.discardModel = DiscardTableModel(self)
        self.discardView = _table(self, self.discardModel, "reviewDiscardTable", WholeTableView)
        self.previousButton = QPushButton(self)
        self.nextButton = QPushButton(self)
        self.previousButton.clicked.connect(lambda: self.step(-1))
        self.nextButton.clicked.connect(lambda: self.step(1))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.previousButton, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.nextButton, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        # each table as tall as its rows where there is room (`fit_dialog`); where
        # there is not, the discard table keeps its 15 rows first (`ReviewSplitter`)
        self.split = ReviewSplitter(self.view, self.detailLabel, self.discardView, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summaryLabel)
        layout.addWidget(self.split, 1)
        layout.addWidget(buttons)
        self.view.selectionModel().currentRowChanged.connect(self._show_detail)
        coach.decisionsChanged.connect(self.refresh)
        self.retranslate()
        if self.model.rowCount():
            self.view.selectRow(0)
        self.view.setFocus()
        # every decision where the screen has the room, else they scroll, the texts whole
        # and the buttons in sight (800 x 600; scale 2 on 1366 x 768: 667 x 336)
        self._fit()

    def _fit(self) -> None:
        """Open to all of both tables where the screen has the room, else as tall as
        it allows, the discard table's rows first (`ReviewSplitter.share`: its split as
        measured now, also where the dialog's size stays as it was)."""
        fit_dialog(self, self.split)
        self.split.share()

    def refresh(self) -> None:
        """Show the published decisions and the accuracy so far."""
        seats = self._coach.humanSeats()
        current = self.view.currentIndex().row()
        self.model.setRows(review_rows(self._coach, log=_log(self._presenter)),
                           self._presenter.names)
        # a single game has no game column, not even for screen readers (R7)
        self.view.model().setLeftOut(() if self.model.hasGames() else {DecisionTableModel.GAME})
        self.summaryLabel.setText(accuracy_text(self._coach, self._presenter.names, seats))
        self._name()
        self._describe()
        if current >= 0 and current < self.model.rowCount():
            self._show_detail(self.model.index(current, 0))
        elif self.model.rowCount() and current < 0:
            self.view.selectRow(0)
        else:
            self._show_detail(self.view.currentIndex())

    def _name(self) -> None:
        """The title and the table's name: of the match in a match of several games
        (R7.1), else of the game, all a single game's review covers (New game may change
        which)."""
        if self._presenter.view().match.several:
            self.setWindowTitle(translate("CoachReview", "Match review"))
            self.view.setAccessibleName(translate("CoachReview", "Decisions of the match"))
        else:
            self.setWindowTitle(translate("CoachReview", "Game review"))
            self.view.setAccessibleName(translate("CoachReview", "Decisions of the game"))

    def _describe(self) -> None:
        self.view.setAccessibleDescription(translate(
            "CoachReview", "Each decision: game, hand in the game, player, decision, the "
                           "card or cards chosen, the expert's, the cost in points and a "
                           "verdict") if self.model.hasGames() else translate(
            "CoachReview", "Each decision: hand, player, decision, the card or cards "
                           "chosen, the expert's, the cost in points and a verdict"))

    def step(self, by: int) -> None:
        """Select the decision `by` rows on (-1: the one before)."""
        rows = self.model.rowCount()
        if rows:
            row = min(max(self.view.currentIndex().row() + by, 0), rows - 1)
            self.view.selectRow(row)

    def _show_detail(self, index, *_) -> None:
        row = index.row() if index is not None and index.isValid() else -1
        rows = self.model.rows()
        self.previousButton.setEnabled(row > 0)
        self.nextButton.setEnabled(0 <= row < len(rows) - 1)
        if row < 0:
            self.detailLabel.setText("")
            self.discardModel.setTable(None)
            self.discardView.setVisible(False)
            return
        chosen = rows[row]
        self.detailLabel.setText(detail_text(chosen, self._presenter.names[chosen.seat]))
        decision = chosen.decision
        table = decision.table if decision is not None else None
        self.discardModel.setTable(table)
        self.discardModel.setPlayerThrow(decision.throw if table is not None else None)
        self.discardView.setVisible(table is not None)
        self.split.share()  # shown again: its rows first

    def retranslate(self) -> None:
        """Every text in the current language (the title and the table's name: `refresh`)."""
        self.discardView.setAccessibleName(translate("DiscardTable", "Discard table"))
        self.detailLabel.setAccessibleName(translate("CoachReview", "The decision selected"))
        self.previousButton.setText(translate("CoachReview", "&Previous"))
        self.nextButton.setText(translate("CoachReview", "&Next"))
        self.model.retranslate()
        self.discardModel.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # the new words wrap to other heights, laid out once every child has them
            QTimer.singleShot(0, self, self._fit)
        super().changeEvent(event)
