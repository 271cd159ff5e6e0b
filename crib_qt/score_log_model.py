"""The score log's Qt item model: every scoring event of the match as a row (issue 21:
a match's games with a heading and a result row each), as the board shows them.

A thin adapter (DESIGN.md): it holds what the board displays at the moment, which can
run a little behind the engine while the computer's moves are paced.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Sequence

from PySide6.QtCore import (QAbstractTableModel, QCoreApplication, QModelIndex,
                            QPersistentModelIndex, Qt)

from .cell_names import NamedCells
from .game_words import fill, score_kind_name
from .rules import GameCounted, GameStarted, GameWon, HandShown, Scored
from .rules.actions import Event

__all__ = ["ScoreLogModel"]

Index = QModelIndex | QPersistentModelIndex


_LOG_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
                        Qt.ItemDataRole.UserRole, Qt.ItemDataRole.FontRole,
                        Qt.ItemDataRole.AccessibleTextRole})
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _bold():
    """The bold font of a game's first row, made when first asked (QtGui's QFont: no
    score log is shown before the first frame)."""
    global _BOLD
    if _BOLD is None:
        from PySide6.QtGui import QFont

        _BOLD = QFont()
        _BOLD.setBold(True)
    return _BOLD


_BOLD = None
_GAME_ROWS = ("game", "result")  # rows of a match's games, not scores: bold, no numbers


class ScoreLogModel(QAbstractTableModel):
    """Every scoring event of the match: hand, player, what, points, total.

    Rows are appended as the board shows them and reset on undo, redo and new game.
    Player names come from `setPlayerNames`. In a match of several games (R7) each game
    begins with a row of its own (`isGameStart`): "Game 2 — first dealer: Computer"
    under "Scored for", in bold, its other cells empty (issue 21; game 1's from the cut
    for the deal, score_log.py), and each game won ends with one (`isGameResult`): the
    winner under "Player", and "Won game 1. Final score 121 to 85. Skunk: two games.
    Match: You 2, Computer 0 — first to 3" under "Scored for", in bold (R6.1, R7.2).
    "Hand" shows the hand within its game (the rules number the deals through the
    match: game 2's first hand is 1 here, not the match's deal number), as screen
    readers read it too; its `Qt.UserRole` is the number through the match.

    Scores only: the coach's verdicts are the Coach dock's and the match review's
    (play-test 31: a row of its own for each, with no points, doubled the log).

    Screen readers get each cell after its column's name, "Points: 2" (U6), from
    `cellNames` (`NamedCells`), which the view tells the cell reached along its row.
    """

    HAND, PLAYER, WHAT, POINTS, TOTAL = range(5)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        # (hand, seat, score items, points, total, source, hand in its game); the text
        # is made in data() so a language switch needs no rebuild. hand: through the
        # match. source: None (the play), "hand" or "crib" (the show), "game" (a game of
        # a match begins; seat: its first dealer, items: its number, hand: its first
        # hand), "result" (a game of a match won; seat: its winner, items: a
        # `GameResult`, hand: its last hand).
        self._rows: list[tuple] = []
        # the number of the game the rows reached (from its "game" row), and the final
        # scores of the game just won until its `GameCounted` makes its "result" row
        self._game_number = 1
        self._won: tuple[int, int] | None = None
        # the number through the match of each game's first hand, in order (R7.3; the
        # first game's is 1, each later game's from its "game" row)
        self._game_firsts = [1]
        self._what: dict[int, str] = {}  # row → its "Scored for" text, until the language changes
        self._what_by_items: dict[tuple, str] = {}  # the same, by (items, source): most repeat
        self._names = ("", "")
        self._pending_show: str | None = None  # "hand" or "crib" right after a HandShown
        self.cellNames = NamedCells()  # the cells' accessible texts (the view moves them)

    def setPlayerNames(self, names: Sequence[str]) -> None:
        """The display names of seat 0 and seat 1."""
        self._names = (names[0], names[1])
        self._what.clear()  # a game's first row names its dealer
        if self._rows:
            self.dataChanged.emit(self.index(0, self.PLAYER),
                                  self.index(len(self._rows) - 1, self.WHAT))

    def playerNames(self) -> tuple[str, str]:  # noqa: N802 (Qt naming)
        """The display names of seat 0 and seat 1, as `setPlayerNames` gave them."""
        return self._names

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        translate = QCoreApplication.translate
        return (translate("ScoreLogModel", "Hand"), translate("ScoreLogModel", "Player"),
                translate("ScoreLogModel", "Scored for"), translate("ScoreLogModel", "Points"),
                translate("ScoreLogModel", "Total"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        # A repaint asks each visible cell for some eight roles: the ones never
        # answered go first, before any work (issue 14: a repaint of a long log).
        if role not in _LOG_ROLES or not 0 <= index.row() < len(self._rows):
            return None
        row, column = index.row(), index.column()
        hand, seat, items, points, total, source, in_game = self._rows[row]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.WHAT:
                text = self._what.get(row)
                if text is None:
                    text = self._what[row] = self._what_text(items, source, seat)
                return text
            if source in _GAME_ROWS:
                return self._names[seat] if source == "result" and column == self.PLAYER \
                    else ""
            return (str(in_game), self._names[seat], "", str(points), str(total))[column]
        if role == Qt.ItemDataRole.AccessibleTextRole:  # "Points: 2"; "Scored for" says itself
            text = self.data(index)
            return text if column == self.WHAT else self.cellNames.text(
                row, column, self.headerData(column, Qt.Orientation.Horizontal), text)
        if role == Qt.ItemDataRole.FontRole:
            # the numbers' columns keep the same roles in every row (the view measures
            # a text once for all of them)
            return _bold() if source in _GAME_ROWS and column == self.WHAT else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if column in (self.HAND, self.POINTS, self.TOTAL) else None
        return (hand, seat, points, total)[(0, 1, 2, 2, 3)[column]]  # UserRole

    def rowTexts(self, row: int) -> list[str]:  # noqa: N802 (Qt naming)
        """The display texts of `row`, column by column: what `data` gives for
        `Qt.DisplayRole`, in one call (the view measures a new row by its texts).
        Raises IndexError for a row that is not there."""
        _, seat, items, points, total, source, in_game = self._rows[row]
        what = self._what.get(row)
        if what is None:
            what = self._what[row] = self._what_text(items, source, seat)
        if source == "game":
            return ["", "", what, "", ""]
        if source == "result":
            return ["", self._names[seat], what, "", ""]
        return [str(in_game), self._names[seat], what, str(points), str(total)]

    def _what_text(self, items, source: str | None, seat: int) -> str:
        """The "Scored for" text of a row, in the current language, kept by its items."""
        if source == "game":  # R7.3: the loser of the last game deals first
            return fill(QCoreApplication.translate("ScoreLogModel",
                                                   "Game %1 — first dealer: %2"),
                        items, self._names[seat])
        if source == "result":
            return items.text(self._names)
        key = (items, source)
        text = self._what_by_items.get(key)
        if text is None:
            if len(self._what_by_items) >= 2000:  # a long session: never grows for ever
                self._what_by_items.clear()
            text = self._what_by_items[key] = self._make_what_text(items, source)
        return text

    @staticmethod
    def _make_what_text(items, source: str | None) -> str:
        """The "Scored for" text of a row, in the current language."""
        what = ", ".join(score_kind_name(item.kind, item.points) for item in items)
        if source == "hand":
            return fill(QCoreApplication.translate("ScoreLogModel", "Hand: %1"), what)
        if source == "crib":
            return fill(QCoreApplication.translate("ScoreLogModel", "Crib: %1"), what)
        return what

    def _rows_for(self, hand: int, event: Event) -> list[tuple]:
        """The rows of one event. A `HandShown` with points marks the `Scored` that
        follows it as a count of the show (hand or crib); it is no row itself. A
        `GameStarted` (R7.3) is the row that begins its game, at its first hand; a
        `GameCounted` the row that ends it (R7.2), with the scores of the `GameWon`
        before it.

        Raises:
            ValueError: a `GameCounted` with no `GameWon` before it."""
        if isinstance(event, GameStarted):
            self._pending_show, self._won = None, None
            self._game_number = event.game_number
            if hand > self._game_firsts[-1]:
                self._game_firsts.append(hand)
            return [(hand, event.dealer, event.game_number, "", "", "game", 1)]
        if isinstance(event, GameWon):
            self._pending_show, self._won = None, event.scores
            return []
        if isinstance(event, GameCounted):  # a game of a match of several games
            from .score_log_result import GameResult  # not needed for the first frame

            scores, self._won = self._won, None
            if scores is None:  # never without its GameWon (rules.apply)
                raise ValueError("a GameCounted without the GameWon before it")
            result = GameResult(self._game_number, event.seat, scores, event.points,
                             event.games, event.games_to_win)
            return [(hand, event.seat, result, "", "", "result", self._in_game(hand))]
        if isinstance(event, HandShown):
            self._pending_show = (("crib" if event.is_crib else "hand")
                                  if event.score.total else None)
            return []
        if isinstance(event, Scored):
            source, self._pending_show = self._pending_show, None
            return [(hand, event.seat, event.score.items, event.score.total,
                     event.scores[event.seat], source, self._in_game(hand))]
        return []

    def _in_game(self, hand: int) -> int:
        """The number within its game of the hand numbered `hand` through the match
        (R7.3: each game's hands count from 1)."""
        firsts = self._game_firsts
        if hand >= firsts[-1]:  # the newest game's: most rows
            return hand - firsts[-1] + 1
        return hand - firsts[max(bisect_right(firsts, hand) - 1, 0)] + 1

    def setLog(self, log: Sequence[tuple[int, Event]]) -> None:
        """Replace the rows with `log` ((hand number, event) pairs; `Scored`,
        `GameStarted` and `GameCounted` events make rows, `HandShown` events label the
        show's counts, a `GameWon` gives the final scores of its `GameCounted`'s row,
        others make none)."""
        self.beginResetModel()
        self._pending_show, self._won, self._game_number = None, None, 1
        self._game_firsts = [1]
        self._what.clear()
        self._rows = [row for hand, event in log for row in self._rows_for(hand, event)]
        self.endResetModel()

    def isGameStart(self, row: int) -> bool:  # noqa: N802 (Qt naming)
        """True when `row` begins a game of a match (R7.3), not a score."""
        return self._rows[row][5] == "game"

    def isGameResult(self, row: int) -> bool:  # noqa: N802 (Qt naming)
        """True when `row` ends a game of a match: who won it, how (R6.1, R7.2)."""
        return self._rows[row][5] == "result"

    def append(self, hand: int, event: Event) -> None:
        """Add the rows of one event (nothing for events that make no row: see
        `setLog`)."""
        rows = self._rows_for(hand, event)
        if rows:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
            self._rows.extend(rows)
            self.endInsertRows()

    def retranslate(self) -> None:
        """Refresh the header and the texts after a language switch."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 4)
        self._what.clear()
        self._what_by_items.clear()
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 4))

