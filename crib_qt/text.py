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
           "rank_name", "suit_name", "tr"]

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


def tr(context: str, text: str, n: int = -1) -> str:
    """`QCoreApplication.translate(context, text, None, n)`: `%n` takes `n` (plurals)."""
    return QCoreApplication.translate(context, text, None, n)


def rank_name(rank: int) -> str:
    """The translated name of rank 1–13 ("Ace" … "King")."""
    return tr("Cards", _RANKS[rank])


def suit_name(suit: int) -> str:
    """The translated name of a suit ("Clubs" … "Spades")."""
    return tr("Cards", _SUITS[int(suit)])


def card_name(card: Card) -> str:
    """The translated full name of `card`: "Five of Hearts"."""
    return tr("Cards", "%1 of %2").replace("%1", rank_name(card.rank)).replace(
        "%2", suit_name(card.suit))


def score_kind_name(kind: ScoreKind, points: int) -> str:
    """A short label for one score item, e.g. "Fifteen for 2", "Run of 4 for 4"."""
    texts = {
        ScoreKind.FIFTEEN: tr("Score", "Fifteen for %n", points),
        ScoreKind.THIRTY_ONE: tr("Score", "Thirty-one for %n", points),
        ScoreKind.PAIR: tr("Score", "Pair for %n", points),
        ScoreKind.PAIR_ROYAL: tr("Score", "Pair royal for %n", points),
        ScoreKind.DOUBLE_PAIR_ROYAL: tr("Score", "Double pair royal for %n", points),
        ScoreKind.RUN: tr("Score", "Run of %n", points),
        ScoreKind.FLUSH: tr("Score", "Flush for %n", points),
        ScoreKind.NOBS: tr("Score", "Nobs for %n", points),
        ScoreKind.GO: tr("Score", "Go for %n", points),
        ScoreKind.LAST_CARD: tr("Score", "Last card for %n", points),
        ScoreKind.HIS_HEELS: tr("Score", "His heels for %n", points),
    }
    return texts[kind]


def show_announcement(item: ScoreItem, running_total: int) -> str:
    """How a player counts one item in the show, with the running total:
    "Fifteen 2", "a pair is 6", "a run of 3 is 9", "a flush is 13", "nobs is 14"."""
    n = running_total
    texts = {
        ScoreKind.FIFTEEN: tr("Show", "Fifteen %n", n),
        ScoreKind.PAIR: tr("Show", "a pair is %n", n),
        ScoreKind.PAIR_ROYAL: tr("Show", "a pair royal is %n", n),
        ScoreKind.DOUBLE_PAIR_ROYAL: tr("Show", "a double pair royal is %n", n),
        ScoreKind.FLUSH: tr("Show", "a flush is %n", n),
        ScoreKind.NOBS: tr("Show", "one for his nob is %n", n),
    }
    if item.kind is ScoreKind.RUN:
        return tr("Show", "a run of %1 is %n", n).replace("%1", str(item.points))
    return texts.get(item.kind, score_kind_name(item.kind, item.points))


def play_announcement(items: tuple[ScoreItem, ...]) -> str:
    """What a player says when pegging: "Fifteen for 2, Pair for 2", joined with
    the translated list separator."""
    return tr("Score", ", ").join(score_kind_name(i.kind, i.points) for i in items)
