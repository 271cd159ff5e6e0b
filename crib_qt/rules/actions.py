"""What a seat can do (actions) and what the game reports back (events).

Actions are small frozen values; `game.apply` takes one and returns the events it
caused. Both have a plain-data form (`to_data` / `action_from_data`) for saves and
for the undo history: strings, integers and lists only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .cards import Card
from .scoring import Score

__all__ = [
    "CutForDeal", "Discard", "CutStarter", "Play", "Go", "Continue", "Action",
    "action_from_data",
    "Event", "CutCard", "CutTied", "DealerChosen", "Dealt", "Discarded", "StarterCut",
    "CardPlayed", "GoSaid", "CountReset", "Scored", "HandShown", "HandEnded", "GameWon",
]


# --- actions -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CutForDeal:
    """Cut the deck for first dealer, lifting `depth` cards (R2.1, U1)."""

    depth: int

    def to_data(self) -> list:
        return ["cut_for_deal", self.depth]


@dataclass(frozen=True, slots=True)
class Discard:
    """Lay two cards away to the dealer's crib (R3.2). The pair is stored sorted."""

    cards: tuple[Card, Card]

    def __post_init__(self) -> None:
        cards = tuple(self.cards)
        if len(cards) != 2 or not all(isinstance(c, Card) for c in cards):
            raise ValueError(f"a discard is exactly two cards, not {cards!r}")
        if cards[0] is cards[1]:
            raise ValueError(f"a discard needs two different cards, not {cards[0]} twice")
        object.__setattr__(self, "cards", tuple(sorted(cards)))

    def to_data(self) -> list:
        return ["discard", str(self.cards[0]), str(self.cards[1])]


@dataclass(frozen=True, slots=True)
class CutStarter:
    """The pone cuts the stock, lifting `depth` cards, to turn the starter (R3.3, U1)."""

    depth: int

    def to_data(self) -> list:
        return ["cut_starter", self.depth]


@dataclass(frozen=True, slots=True)
class Play:
    """Lay `card` on the play pile (R4.1)."""

    card: Card

    def to_data(self) -> list:
        return ["play", str(self.card)]


@dataclass(frozen=True, slots=True)
class Go:
    """Say go: no card in hand fits under 31 (R4.2)."""

    def to_data(self) -> list:
        return ["go"]


@dataclass(frozen=True, slots=True)
class Continue:
    """Acknowledge the count shown in the show and move on (R5.1)."""

    def to_data(self) -> list:
        return ["continue"]


Action = Union[CutForDeal, Discard, CutStarter, Play, Go, Continue]


def action_from_data(data: object) -> Action:
    """Rebuild an action from `to_data()` output.

    Raises:
        ValueError: anything that is not exactly one action's data.
    """
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError(f"not an action: {data!r:.80}")
    name, args = data[0], data[1:]
    if name in ("cut_for_deal", "cut_starter") and len(args) == 1 and type(args[0]) is int:
        return (CutForDeal if name == "cut_for_deal" else CutStarter)(args[0])
    if name == "discard" and len(args) == 2 and all(isinstance(a, str) for a in args):
        return Discard((Card.parse(args[0]), Card.parse(args[1])))
    if name == "play" and len(args) == 1 and isinstance(args[0], str):
        return Play(Card.parse(args[0]))
    if name == "go" and not args:
        return Go()
    if name == "continue" and not args:
        return Continue()
    raise ValueError(f"not an action: {data!r:.80}")


# --- events ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CutCard:
    """`seat` cut for first dealer at `depth` and turned `card` (R2.1)."""

    seat: int
    card: Card
    depth: int


@dataclass(frozen=True, slots=True)
class CutTied:
    """Both cut cards had the same rank: shuffle and cut again (R2.2)."""

    cards: tuple[Card, Card]


@dataclass(frozen=True, slots=True)
class DealerChosen:
    """`seat` cut the lower card and deals first (R2.1)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Dealt:
    """Hand `hand_number` (1, 2, …) was dealt by `dealer` (R3.1)."""

    hand_number: int
    dealer: int


@dataclass(frozen=True, slots=True)
class Discarded:
    """`seat` laid `cards` away to the crib (R3.2); hidden from the other seat."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class StarterCut:
    """The pone cut at `depth` and turned `card` as the starter (R3.3)."""

    card: Card
    depth: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """`seat` played `card`; the count is now `count` (R4.1)."""

    seat: int
    card: Card
    count: int


@dataclass(frozen=True, slots=True)
class GoSaid:
    """`seat` could not play and said go (R4.2)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CountReset:
    """The count returned to 0 after a go or 31; `leader` leads next (R4.6, R4.7)."""

    leader: int


@dataclass(frozen=True, slots=True)
class Scored:
    """`seat` pegged `score.total` points; `scores` are both totals after it (points)."""

    seat: int
    score: Score
    scores: tuple[int, int]


@dataclass(frozen=True, slots=True)
class HandShown:
    """The show counted `cards` of `seat` (its hand, or its crib if `is_crib`) with
    `starter`, for `score` (R5.1); announced even when the score is 0."""

    seat: int
    cards: tuple[Card, ...]
    starter: Card
    is_crib: bool
    score: Score


@dataclass(frozen=True, slots=True)
class HandEnded:
    """Hand `hand_number` is over; the deal passes (R2.3)."""

    hand_number: int


@dataclass(frozen=True, slots=True)
class GameWon:
    """`seat` reached 121 and won; `scores` are the final totals (R6.1)."""

    seat: int
    scores: tuple[int, int]


Event = Union[CutCard, CutTied, DealerChosen, Dealt, Discarded, StarterCut, CardPlayed, GoSaid,
              CountReset, Scored, HandShown, HandEnded, GameWon]
