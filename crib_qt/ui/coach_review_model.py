"""The coach's reviews as a Qt table model (issue 19): one row per decision of a player,
with the expert's choice there and what the player's cost, in points.

In a match of several games (RULES.md R7) a decision is named by its game and its hand
in that game ("game 2, hand 3"): the rules number the deals through the whole match
(`GameState.hand_number`), so each row carries where its game began
(`game_first_hands`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont

from ..board.table_texts import join
from ..ai.play_review import FLAG_WIN
from ..decision_review import Decision, SeenPosition
from ..cell_names import NamedCells
from ..game_words import card_name, fill, rank_name, translate
from ..rules.actions import Discard, Event, GameStarted
from ..rules.cards import Card

__all__ = ["ReviewRow", "DecisionTableModel", "detail_text", "game_first_hands", "verdict",
           "win_text"]

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class ReviewRow(NamedTuple):
    """A decision of the match and its review (None while it is worked out).

    Attributes:
        position: the decision as its player saw it.
        decision: its review, or None.
        first_hand: the number (through the match) of the first hand of its game
            (`game_first_hands`); 1 in a single game and in a match's first game.
    """

    position: SeenPosition
    decision: Decision | None
    first_hand: int = 1

    @property
    def seat(self) -> int:
        return self.position.view.seat

    @property
    def hand(self) -> int:
        """The hand's number through the match (1 …), as the rules number deals."""
        return self.position.view.hand_number

    @property
    def game(self) -> int:
        """The game of the match the decision was taken in (1 …), as the player saw it."""
        return self.position.view.match.game_number

    @property
    def several(self) -> bool:
        """True in a match of several games (R7.1), where a hand is named with its game."""
        return self.position.view.match.several

    @property
    def hand_in_game(self) -> int:
        """The hand's number in its game (1 …): "hand 3" is the third hand of its game."""
        return self.hand - self.first_hand + 1

    @property
    def chosen(self) -> tuple[Card, ...]:
        action = self.position.action
        return tuple(sorted(action.cards)) if isinstance(action, Discard) else (action.card,)


def game_first_hands(positions: Iterable[SeenPosition],
                     log: Iterable[tuple[int, Event]] = ()) -> dict[int, int]:
    """Where each game of a match begins: {game number: the number through the match of
    its first hand} (R7.3; the rules number the deals through the match).

    Args:
        positions: the decisions (each knows its game and its hand through the match).
        log: (hand number, event) pairs of the match, as `GameEngine.scoreLog` gives
            them: a `GameStarted` event at the first hand of each game after the first.

    Returns:
        Game 1 begins at hand 1; a later game where its `GameStarted` says, else (its
        beginning not in `log`) at its lowest hand among `positions`: every hand begins
        with each person's discard, so a game's first hand has a decision.
    """
    lowest: dict[int, int] = {}
    for position in positions:
        game, hand = position.view.match.game_number, position.view.hand_number
        lowest[game] = min(hand, lowest.get(game, hand))
    started = {event.game_number: hand for hand, event in log if isinstance(event, GameStarted)}
    return {**lowest, **started, 1: 1}


def verdict(decision: Decision | None) -> str:
    """"pending", "forced", "expert", "costly" (a loss of 0.5 points or more) or "close"."""
    if decision is None:
        return "pending"
    if decision.forced:
        return "forced"
    if decision.same_as_expert:
        return "expert"
    return "costly" if decision.flagged else "close"


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol_text for c in cards)


def _points(value: float) -> str:
    return QLocale().toString(value, "f", 2)


def detail_text(row: ReviewRow, name: str) -> str:
    """What `row`'s decision was and what the expert made of it, in sentences (the match
    review's detail; for a play the expert's value of each rank that could be laid)."""
    decision, chosen = row.decision, join(card_name(c) for c in row.chosen)
    locale = QLocale()
    hand, count = locale.toString(row.hand_in_game), locale.toString(row.position.view.count)
    discard = isinstance(row.position.action, Discard)
    if row.several:  # R7: the hand in its game
        game = locale.toString(row.game)
        text = (fill(translate("CoachReview", "Game %1, hand %2: %3 threw %4 to the crib."),
                     game, hand, name, chosen) if discard else
                fill(translate("CoachReview", "Game %1, hand %2: %3 laid %4 at a count of %5."),
                     game, hand, name, chosen, count))
    elif discard:
        text = fill(translate("CoachReview", "Hand %1: %2 threw %3 to the crib."),
                    hand, name, chosen)
    else:
        text = fill(translate("CoachReview", "Hand %1: %2 laid %3 at a count of %4."),
                    hand, name, chosen, count)
    if decision is None:
        return text + " " + translate("CoachReview", "The review is being worked out.")
    expert = join(card_name(c) for c in decision.expert)
    if decision.forced:
        text += " " + translate("CoachReview", "Every card that fitted had the same rank: "
                                               "there was no choice.")
    elif decision.kind == "discard":
        table = decision.table
        text += " " + fill(translate("CoachReview", "The expert threw %1. Net: %2 points "
                                                    "for this throw, %3 for the expert's."),
                           expert, _points(table.options[table.row_of(decision.throw)].net),
                           _points(table.options[table.expert_row()].net))
    else:
        values = ", ".join(fill(translate("CoachReview", "%1: %2"), rank_name(rank), _signed(v))
                           for rank, v in decision.review.values)
        text += " " + fill(translate("CoachReview", "The expert laid %1. Points expected to "
                                                    "the end of the play, yours less the "
                                                    "other's, by rank: %2."), expert, values)
    text += " " + fill(translate("CoachReview", "Cost: %1 points."), _points(decision.cost))
    if decision.win_loss is not None:  # near 121 the expert plays for the win (R6.1)
        text += " " + win_text(decision.win_loss)
    return text


def win_text(win_loss: float) -> str:
    """Near 121: the chance to win a play gave up (0–1), as a sentence."""
    return fill(translate("CoachReview", "Near the end the expert plays for the win: this "
                                         "card gave up %1% of the chance to win."),
                QLocale().toString(round(100 * win_loss)))


def _signed(value: float) -> str:
    text = _points(value)
    return text if value < 0 else "+" + text


class DecisionTableModel(QAbstractTableModel):
    """Rows of `ReviewRow`s: game, hand, player, decision, the player's choice, the
    expert's, the cost in points (two decimals in the current locale) and a verdict.

    The game is the game of the match (R7) and the hand its number in that game; a
    view of a single game leaves the game column out (`ShownColumnsModel`), and
    `hasGames` tells whether the rows are of a match of several games. Rows stay in
    the order given (`review_rows`: as the match was played).

    `Qt.ItemDataRole.UserRole` gives raw values: the game number, the hand's number in
    its game, the seat, "discard" or "play", the chosen cards, the expert's cards (None
    while worked out), the cost (a float, None while worked out) and the verdict code
    (`verdict`). Cards show as on the card faces; screen readers and tooltips get their
    full names.

    The verdicts show in their short words ("Best", "Good", "Costly", "Forced") in the
    pane and the match review alike; screen readers and the tooltips get the whole
    words ("The expert's choice"). `setBrief(True)` (the Coach pane, a narrow dock)
    also shows a play in its short words, to read on one line ("Play at 11").
    `setNamedDecisions(True)` (the pane with two players) shows each decision under its
    player's name, two lines in one cell: the pane has no room for a player column
    beside five others in Portuguese and Filipino.

    Screen readers get the numbers' and cards' cells after their column's name (U6) from
    `cellNames` (`NamedCells`), which the view tells the cell reached along its row.
    """

    GAME, HAND, PLAYER, DECISION, CHOSEN, EXPERT, COST, VERDICT = range(8)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[ReviewRow] = []
        self._names = ("", "")
        self._brief = False
        self.cellNames = NamedCells()  # the cells' accessible texts (the view moves them)
        self._named = False

    def setBrief(self, brief: bool) -> None:
        """Show the decision and the verdict in short words (True) or whole (False)."""
        if brief != self._brief:
            self._brief = brief
            if self._rows:
                self.dataChanged.emit(self.index(0, self.DECISION),
                                      self.index(len(self._rows) - 1, self.VERDICT))

    def setNamedDecisions(self, named: bool) -> None:
        """Show each decision under its player's name ("Ana\nPlay at 9", True; to
        screen readers and in the tooltip "Ana: Play at 9") or alone (False)."""
        if named != self._named:
            self._named = named
            if self._rows:
                self.dataChanged.emit(self.index(0, self.DECISION),
                                      self.index(len(self._rows) - 1, self.DECISION))

    def rows(self) -> list[ReviewRow]:
        return list(self._rows)

    def hasGames(self) -> bool:
        """True when the rows are of a match of several games (R7): their game shows."""
        return any(row.several for row in self._rows)

    def setRows(self, rows: Sequence[ReviewRow], names: Sequence[str]) -> None:
        """Show `rows`; `names` are seat 0's and seat 1's display names."""
        rows, names = list(rows), (names[0], names[1])
        if rows == self._rows and names == self._names:
            return
        if [r.position for r in rows] == [r.position for r in self._rows]:
            self._rows, self._names = rows, names
            if rows:
                self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, self.VERDICT))
            return
        self.beginResetModel()
        self._rows, self._names = rows, names
        self.endResetModel()

    def retranslate(self) -> None:
        """Headers and texts in the current language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.VERDICT)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._rows) - 1, self.VERDICT))

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 8

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return QLocale().toString(section + 1)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (translate("CoachReview", "Game"),
                    translate("CoachReview", "Hand"), translate("CoachReview", "Player"),
                    translate("CoachReview", "Decision"), translate("CoachReview", "Chosen"),
                    translate("CoachReview", "Expert's"), translate("CoachReview", "Cost"),
                    translate("CoachReview", "Verdict"))[section]
        if role == Qt.ItemDataRole.ToolTipRole and section == self.COST:
            return translate("CoachReview", "Points the choice gave up against the expert's")
        if role == Qt.ItemDataRole.ToolTipRole and section == self.HAND:
            return translate("CoachReview", "The hand's number in its game")
        if role == Qt.ItemDataRole.TextAlignmentRole and section in (self.GAME, self.HAND,
                                                                     self.COST):
            return _RIGHT
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row, column = self._rows[index.row()], index.column()
        decision = row.decision
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole) and (
                column in (self.CHOSEN, self.EXPERT)):
            cards = row.chosen if column == self.CHOSEN else (
                decision.expert if decision is not None else ())
            text = join(card_name(c) for c in cards) or self._text(row, column)
            return text if role == Qt.ItemDataRole.ToolTipRole \
                else self._cell(index.row(), column, text)
        named = self._named and column == self.DECISION
        if role == Qt.ItemDataRole.DisplayRole:
            # the verdicts in the pane's words everywhere: the match review's own words
            # beside the pane's read as two scales (fresh-user trial of stop 40)
            text = self._text(row, column, self._brief or column == self.VERDICT)
            return self._names[row.seat] + "\n" + text if named else text
        if role == Qt.ItemDataRole.AccessibleTextRole or (
                role == Qt.ItemDataRole.ToolTipRole and (self._brief or named
                                                         or column == self.VERDICT)
                and column in (self.DECISION, self.VERDICT)):
            text = self._text(row, column)
            if named:
                return fill(translate("CoachPane", "%1: %2", "a player's name: their decision"),
                            self._names[row.seat], text)
            return self._cell(index.row(), column, text) \
                if role == Qt.ItemDataRole.AccessibleTextRole else text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if column in (self.GAME, self.HAND, self.COST) else None
        if role == Qt.ItemDataRole.FontRole and decision is not None and decision.flagged:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.UserRole:
            kind = "discard" if isinstance(row.position.action, Discard) else "play"
            return (row.game, row.hand_in_game, row.seat, kind, row.chosen,
                    None if decision is None else decision.expert,
                    None if decision is None else decision.cost, verdict(decision))[column]
        return None

    def _cell(self, row: int, column: int, text: str) -> str:
        """`text` of the cell at `row`, `column` as a screen reader is given it: with the
        column's name ("Cost: 1.50", U6; not along its row, `NamedCells`), but where the
        text says what it is (a player's name, the decision, the verdict)."""
        if column in (self.PLAYER, self.DECISION, self.VERDICT):
            return text
        return self.cellNames.text(row, column,
                                   self.headerData(column, Qt.Orientation.Horizontal), text)

    def _text(self, row: ReviewRow, column: int, brief: bool = False) -> str:
        decision = row.decision
        if brief and column in (self.DECISION, self.VERDICT):
            return _brief_text(row, column)
        if column == self.GAME:
            return QLocale().toString(row.game)
        if column == self.HAND:
            return QLocale().toString(row.hand_in_game)
        if column == self.PLAYER:
            return self._names[row.seat]
        if column == self.DECISION:
            if isinstance(row.position.action, Discard):
                return translate("CoachReview", "Discard")
            return fill(translate("CoachReview", "Play at %1"),
                        QLocale().toString(row.position.view.count))
        if column == self.CHOSEN:
            return _cards(row.chosen)
        if column == self.EXPERT:
            return "…" if decision is None else _cards(decision.expert)
        if column == self.COST:
            if decision is None:
                return "—"
            win_loss = decision.win_loss  # near 121 (R6.1): what the play gave up to win
            if win_loss is not None and win_loss >= FLAG_WIN:
                return fill(translate("CoachReview", "%1; %2% of the win"),
                            _points(decision.cost), QLocale().toString(round(100 * win_loss)))
            return _points(decision.cost)
        return {"pending": translate("CoachReview", "Working out…"),
                "forced": translate("CoachReview", "No choice"),
                "expert": translate("CoachReview", "The expert's choice"),
                "costly": translate("CoachReview", "Costly"),
                "close": translate("CoachReview", "Nearly as good")}[verdict(decision)]


def _brief_text(row: ReviewRow, column: int) -> str:
    """The decision or the verdict of `row` in the Coach pane's short words."""
    if column == DecisionTableModel.DECISION:
        if isinstance(row.position.action, Discard):
            return translate("CoachReview", "Discard")
        return fill(translate("CoachPane", "Play at %1", "the count the card was laid at"),
                    QLocale().toString(row.position.view.count))
    return {"pending": "…",
            "forced": translate("CoachPane", "Forced", "verdict: only one card could be laid"),
            "expert": translate("CoachPane", "Best", "verdict: the expert's choice"),
            "costly": translate("CoachPane", "Costly", "verdict: lost half a point or more"),
            "close": translate("CoachPane", "Good", "verdict: nearly as good as the "
                                                    "expert's")}[verdict(row.decision)]
