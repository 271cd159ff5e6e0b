"""Cards of the 52-card deck (R1): ranks, suits, counting values and text forms.

A `Card` is an immutable, hashable, ordered value. There are exactly 52 of them,
created once; `Card(rank, suit)` always returns the shared instance, so cards can
be compared with ``is`` as well as ``==`` and cost nothing to copy.
"""

from __future__ import annotations

import enum
from typing import Iterable

__all__ = ["Suit", "Card", "DECK", "parse_cards", "format_cards", "RANK_NAMES"]


class Suit(enum.IntEnum):
    """The four suits, ordered clubs < diamonds < hearts < spades (for sorting only)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """One upper-case letter: "C", "D", "H" or "S"."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit symbol: "♣", "♦", "♥" or "♠"."""
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        """True for diamonds and hearts."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)


# Canonical rank text, index = rank (1 = ace … 13 = king); index 0 unused.
RANK_NAMES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

_RANK_FROM_TEXT = {name: rank for rank, name in enumerate(RANK_NAMES) if name}
_RANK_FROM_TEXT["T"] = 10
_SUIT_FROM_TEXT = {s.letter: s for s in Suit}
_SUIT_FROM_TEXT.update({s.symbol: s for s in Suit})
_SUIT_FROM_TEXT.update({"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES})


class Card:
    """One playing card (R1.1).

    Attributes:
        rank: 1 (ace) … 13 (king); rank order is used for cuts and runs (R1.3).
        suit: the `Suit`.
        value: counting value for fifteens and the count (R1.2): A = 1, 2–10 pip
            value, J Q K = 10.
        index: 0…51, rank-major (``(rank - 1) * 4 + suit``); a stable id for saves
            and for the board.

    Cards order by rank, then suit. ``Card(rank, suit)`` raises `ValueError` for a
    rank outside 1–13 or a suit that is not a `Suit`.
    """

    __slots__ = ("rank", "suit", "value", "index")
    _all: dict[tuple[int, Suit], Card] = {}

    rank: int
    suit: Suit
    value: int
    index: int

    def __new__(cls, rank: int, suit: Suit | int) -> Card:
        if type(rank) is int:  # else 1.0 or True would hit the cache and pass as a rank
            try:
                return cls._all[(rank, suit)]
            except (KeyError, TypeError):
                pass
        if type(rank) is not int or not 1 <= rank <= 13:
            raise ValueError(f"card rank must be an integer from 1 to 13, not {rank!r}")
        try:
            suit = Suit(suit)
        except ValueError:
            raise ValueError(f"card suit must be one of {[s.name for s in Suit]}, not {suit!r}") from None
        card = cls._all.get((rank, suit))
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "value", min(rank, 10))
            object.__setattr__(card, "index", (rank - 1) * 4 + int(suit))
            cls._all[(rank, suit)] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self):  # copies and deep copies return the shared instance
        return (Card, (self.rank, int(self.suit)))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return self is other if isinstance(other, Card) else NotImplemented

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    def __str__(self) -> str:
        return RANK_NAMES[self.rank] + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def symbol_text(self) -> str:
        """Short text with the suit symbol, e.g. "10♥" (for display, not for saves)."""
        return RANK_NAMES[self.rank] + self.suit.symbol

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with `index` 0…51; `ValueError` otherwise."""
        if type(index) is not int or not 0 <= index < 52:
            raise ValueError(f"card index must be an integer from 0 to 51, not {index!r}")
        return DECK[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card such as "5H", "10h", "TH", "QS", "5♥" or "a♠".

        Rank: A 2–10 T J Q K; suit: C D H S or ♣ ♦ ♥ ♠; case and surrounding blanks
        are ignored.

        Raises:
            ValueError: naming the text when it is not a card.
        """
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r} (expected text such as '5H')")
        t = text.strip().upper()
        rank = _RANK_FROM_TEXT.get(t[:-1]) if len(t) >= 2 else None
        suit = _SUIT_FROM_TEXT.get(t[-1:]) if t else None
        if rank is None or suit is None:
            raise ValueError(f"not a card: {text!r} (expected rank A,2-10,J,Q,K and suit C,D,H,S)")
        return cls(rank, suit)


# The 52 cards in index order (A♣ A♦ A♥ A♠ 2♣ … K♠).
DECK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in range(1, 14) for suit in Suit)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse blank- or comma-separated cards: ``parse_cards("5H 5D JS")``.

    Returns:
        The cards in the order written (duplicates are kept; callers that need a
        set check it themselves).

    Raises:
        ValueError: naming the first piece that is not a card.
    """
    if not isinstance(text, str):
        raise ValueError(f"not a list of cards: {text!r}")
    return tuple(Card.parse(piece) for piece in text.replace(",", " ").split())


def format_cards(cards: Iterable[Card]) -> str:
    """The canonical text of `cards`, blank-separated: "5H 5D JS"."""
    return " ".join(str(c) for c in cards)
