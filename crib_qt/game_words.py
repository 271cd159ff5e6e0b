"""The words of the game in the current language: names of cards and of score items,
and what a player says in the show and when pegging (translated with Qt).

The rules core speaks in values (`ScoreKind`, cards, seats); this module turns them
into words and sentences. Whole sentences are translation units with `%1`/`%n`
placeholders, never English words glued together. `translate` is
`QCoreApplication.translate` under the name pyside6-lupdate recognises, for every
other module's texts; `fill` puts names and numbers into its `%1`/`%2` in one pass.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QT_TRANSLATE_NOOP

from .rules import Card, ScoreKind
from .rules.scoring import ScoreItem

__all__ = ["card_name", "score_kind_name", "show_announcement", "play_announcement",
           "rank_name", "suit_name", "translate", "fill", "level_name", "cell_text"]

_RANKS = (
    None,
    QT_TRANSLATE_NOOP("Cards", "Ace"), QT_TRANSLATE_NOOP("Cards", "Two"),
    QT_TRANSLATE_NOOP("Cards", "Three"), QT_TRANSLATE_NOOP("Cards", "Four"),
    QT_TRANSLATE_NOOP("Cards", "Five"), QT_TRANSLATE_NOOP("Cards", "Six"),
    QT_TRANSLATE_NOOP("Cards", "Seven"), QT_TRANSLATE_NOOP("Cards", "Eight"),
    QT_TRANSLATE_NOOP("Cards", "Nine"), QT_TRANSLATE_NOOP("Cards", "Ten"),
    QT_TRANSLATE_NOOP("Cards", "Jack"), QT_TRANSLATE_NOOP("Cards", "Queen"),
    QT_TRANSLATE_NOOP("Cards", "King"),
)
_SUITS = (
    QT_TRANSLATE_NOOP("Cards", "Clubs"), QT_TRANSLATE_NOOP("Cards", "Diamonds"),
    QT_TRANSLATE_NOOP("Cards", "Hearts"), QT_TRANSLATE_NOOP("Cards", "Spades"),
)


# ``translate(context, text, disambiguation=None, n=-1)``: Qt's translation lookup,
# under the name that pyside6-lupdate recognises (``%n`` takes `n` for plurals).
translate = QCoreApplication.translate


_MARKER = re.compile(r"%(L?)([1-9][0-9]?)")


def fill(text: str, *values: object) -> str:
    """`text` with each `%N` marker replaced by `values[N-1]`, all in one pass, as Qt's
    `QString.arg(a1, a2, …)` fills numbered markers: a value is never searched again, so
    a player named "%2" stays "%2" and a name holding "%1" is not replaced by itself.

    `%LN` takes `values[N-1]` as a number in the current locale's format
    (`QLocale().toString`: 1.234 in Brazil, 1 234 in Portugal); a marker with no value
    (N > len(values)) is left as it is, as QString.arg leaves it. Values that are not
    strings are written with `str()`.

    Example: ``fill("%1's crib: %2", "%2", 7) == "%2's crib: 7"``.
    """
    def value(match: re.Match) -> str:
        index = int(match.group(2)) - 1
        if index >= len(values):
            return match.group(0)
        found = values[index]
        if match.group(1) and isinstance(found, (int, float)):
            return QLocale().toString(found)
        return found if isinstance(found, str) else str(found)

    return _MARKER.sub(value, text)


def cell_text(column: str, text: str) -> str:
    """What a screen reader is given for a table cell: its `column` header and its
    `text`, "Points: 2" (U6: Orca read the score log's and the Coach's cells as bare
    values, "1", "You", "2", with nothing saying which column); an empty cell stays
    empty."""
    if not text:
        return ""
    return fill(translate("TableCell", "%1: %2", "a table's column header: a cell's text"),
                column, text)


def rank_name(rank: int) -> str:
    """The translated name of rank 1–13 ("Ace" … "King")."""
    return translate("Cards", _RANKS[rank])


def suit_name(suit: int) -> str:
    """The translated name of a suit ("Clubs" … "Spades")."""
    return translate("Cards", _SUITS[int(suit)])


def card_name(card: Card) -> str:
    """The translated full name of `card`: "Five of Hearts"."""
    return fill(translate("Cards", "%1 of %2"), rank_name(card.rank), suit_name(card.suit))


class Score(QObject):
    """Translation context "Score": one score item's label, with Qt plural forms.

    Plurals need ``self.tr(text, "", n)`` for pyside6-lupdate to mark them as
    numerus messages; the context is this class's name.
    """

    def label(self, kind: ScoreKind, points: int) -> str:
        """E.g. "Fifteen for 2", "Run of 4", "Go for 1" (points in `points`)."""
        n = points
        texts = {
            ScoreKind.FIFTEEN: self.tr("Fifteen for %n", "", n),
            ScoreKind.THIRTY_ONE: self.tr("Thirty-one for %n", "", n),
            ScoreKind.PAIR: self.tr("Pair for %n", "", n),
            ScoreKind.PAIR_ROYAL: self.tr("Pair royal for %n", "", n),
            ScoreKind.DOUBLE_PAIR_ROYAL: self.tr("Double pair royal for %n", "", n),
            ScoreKind.RUN: self.tr("Run of %n", "", n),
            ScoreKind.FLUSH: self.tr("Flush for %n", "", n),
            ScoreKind.NOBS: self.tr("Nobs for %n", "", n),
            ScoreKind.GO: self.tr("Go for %n", "", n),
            ScoreKind.LAST_CARD: self.tr("Last card for %n", "", n),
            ScoreKind.HIS_HEELS: self.tr("His heels for %n", "", n),
        }
        return texts[kind]


class Show(QObject):
    """Translation context "Show": counting a hand out loud, with the running total."""

    def announcement(self, item: ScoreItem, running_total: int) -> str:
        """E.g. "Fifteen 2", "A pair is 6", "A run of 3 is 9" (`running_total` in points)."""
        n = running_total
        if item.kind is ScoreKind.RUN:
            return fill(self.tr("A run of %1 is %n", "", n), item.points)
        texts = {
            ScoreKind.FIFTEEN: self.tr("Fifteen %n", "", n),
            ScoreKind.PAIR: self.tr("A pair is %n", "", n),
            ScoreKind.PAIR_ROYAL: self.tr("A pair royal is %n", "", n),
            ScoreKind.DOUBLE_PAIR_ROYAL: self.tr("A double pair royal is %n", "", n),
            ScoreKind.FLUSH: self.tr("A flush is %n", "", n),
            ScoreKind.NOBS: self.tr("One for his nob is %n", "", n),
        }
        return texts.get(item.kind) or score_kind_name(item.kind, item.points)


_SCORE = Score()
_SHOW = Show()


def score_kind_name(kind: ScoreKind, points: int) -> str:
    """A short label for one score item, e.g. "Fifteen for 2", "Run of 4"."""
    return _SCORE.label(kind, points)


def show_announcement(item: ScoreItem, running_total: int) -> str:
    """How a player counts one item in the show, with the running total:
    "Fifteen 2", "A pair is 6", "A run of 3 is 9", "A flush is 13", "One for his nob is 14"."""
    return _SHOW.announcement(item, running_total)


def play_announcement(items: tuple[ScoreItem, ...]) -> str:
    """What a player says when pegging: "Fifteen for 2, Pair for 2", joined with
    the translated list separator."""
    return translate("Score", ", ").join(score_kind_name(i.kind, i.points) for i in items)


def level_name(level: str) -> str:
    """The translated name of a computer level (one of `crib_qt.ai.LEVELS`), as the New
    game dialog names it: "Easy", "Medium", "Hard", "Expert"; the table's caption and
    the Settings and Statistics dialogs use it too."""
    return {
        "easy": translate("NewGameDialog", "Easy"),
        "medium": translate("NewGameDialog", "Medium"),
        "hard": translate("NewGameDialog", "Hard"),
        "expert": translate("NewGameDialog", "Expert"),
    }[level]
