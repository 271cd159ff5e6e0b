"""Every game text the board shows, translated with Qt (`QCoreApplication.translate`).

The rules core speaks in values (`ScoreKind`, cards, seats); this module turns them
into sentences in the current language. Whole sentences are translation units
with `%1`/`%n` placeholders, never English words glued together.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from .rules import Card, ScoreKind
from .rules.scoring import ScoreItem

__all__ = ["card_name", "score_kind_name", "show_announcement", "play_announcement",
           "rank_name", "suit_name", "translate"]

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


#: ``translate(context, text, disambiguation=None, n=-1)``: Qt's translation lookup,
#: under the name that pyside6-lupdate recognises (``%n`` takes `n` for plurals).
translate = QCoreApplication.translate


def rank_name(rank: int) -> str:
    """The translated name of rank 1–13 ("Ace" … "King")."""
    return translate("Cards", _RANKS[rank])


def suit_name(suit: int) -> str:
    """The translated name of a suit ("Clubs" … "Spades")."""
    return translate("Cards", _SUITS[int(suit)])


def card_name(card: Card) -> str:
    """The translated full name of `card`: "Five of Hearts"."""
    return translate("Cards", "%1 of %2").replace("%1", rank_name(card.rank)).replace(
        "%2", suit_name(card.suit))


def score_kind_name(kind: ScoreKind, points: int) -> str:
    """A short label for one score item, e.g. "Fifteen for 2", "Run of 4 for 4"."""
    texts = {
        ScoreKind.FIFTEEN: translate("Score", "Fifteen for %n", None, points),
        ScoreKind.THIRTY_ONE: translate("Score", "Thirty-one for %n", None, points),
        ScoreKind.PAIR: translate("Score", "Pair for %n", None, points),
        ScoreKind.PAIR_ROYAL: translate("Score", "Pair royal for %n", None, points),
        ScoreKind.DOUBLE_PAIR_ROYAL: translate("Score", "Double pair royal for %n", None, points),
        ScoreKind.RUN: translate("Score", "Run of %n", None, points),
        ScoreKind.FLUSH: translate("Score", "Flush for %n", None, points),
        ScoreKind.NOBS: translate("Score", "Nobs for %n", None, points),
        ScoreKind.GO: translate("Score", "Go for %n", None, points),
        ScoreKind.LAST_CARD: translate("Score", "Last card for %n", None, points),
        ScoreKind.HIS_HEELS: translate("Score", "His heels for %n", None, points),
    }
    return texts[kind]


def show_announcement(item: ScoreItem, running_total: int) -> str:
    """How a player counts one item in the show, with the running total:
    "Fifteen 2", "a pair is 6", "a run of 3 is 9", "a flush is 13", "nobs is 14"."""
    n = running_total
    texts = {
        ScoreKind.FIFTEEN: translate("Show", "Fifteen %n", None, n),
        ScoreKind.PAIR: translate("Show", "a pair is %n", None, n),
        ScoreKind.PAIR_ROYAL: translate("Show", "a pair royal is %n", None, n),
        ScoreKind.DOUBLE_PAIR_ROYAL: translate("Show", "a double pair royal is %n", None, n),
        ScoreKind.FLUSH: translate("Show", "a flush is %n", None, n),
        ScoreKind.NOBS: translate("Show", "one for his nob is %n", None, n),
    }
    if item.kind is ScoreKind.RUN:
        return translate("Show", "a run of %1 is %n", None, n).replace("%1", str(item.points))
    return texts.get(item.kind, score_kind_name(item.kind, item.points))


def play_announcement(items: tuple[ScoreItem, ...]) -> str:
    """What a player says when pegging: "Fifteen for 2, Pair for 2", joined with
    the translated list separator."""
    return translate("Score", ", ").join(score_kind_name(i.kind, i.points) for i in items)
