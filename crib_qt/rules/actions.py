"""What a seat can do (actions) and what the game reports back (events).

Actions are small frozen values; `game.apply` takes one and returns the events it
caused. Actions have a plain-data form (`to_data` / `action_from_data`) for saves and
for the undo history: strings, integers and lists only.

They behave as frozen dataclasses with slots would (keyword or positional fields, equal
and hashed by type and fields, a repr that names them, `FrozenInstanceError` on
assignment, `match` by position), but are plain classes: making twenty dataclasses took
some 12 ms of every start-up (issue 14), these take a fraction of a millisecond.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from operator import attrgetter
from typing import Union

from .cards import Card
from .scoring import Score

__all__ = [
    "CutForDeal", "Discard", "CutStarter", "Play", "Go", "Continue", "NextGame", "Action",
    "action_from_data",
    "Event", "CutCard", "CutTied", "DealerChosen", "Dealt", "Discarded", "StarterCut",
    "CardPlayed", "GoSaid", "CountReset", "Scored", "HandShown", "HandEnded", "GameWon",
    "GameCounted", "GameStarted",
]


_set = object.__setattr__  # how __init__ fills the slots of a frozen value


class _Frozen:
    """An immutable value whose fields are its `__slots__`, in order. Each subclass
    names its fields in `__slots__` and fills them in `__init__` with `_set`."""

    __slots__ = ()
    __match_args__: tuple[str, ...] = ()

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        names = cls.__dict__.get("__slots__", ())
        cls.__match_args__ = tuple(names)
        # the fields as a tuple, as a dataclass compares and hashes them
        if not names:
            cls._fields = staticmethod(lambda value: ())
        elif len(names) == 1:
            one = attrgetter(names[0])
            cls._fields = staticmethod(lambda value: (one(value),))
        else:
            cls._fields = staticmethod(attrgetter(*names))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._fields(self) == other._fields(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}"
                          for name, value in zip(self.__match_args__, self._fields(self)))
        return f"{self.__class__.__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple:
        return self.__class__, self._fields(self)  # copy and deepcopy rebuild it


class _Action(_Frozen):
    __slots__ = ()


class _Event(_Frozen):
    __slots__ = ()


# --- actions -----------------------------------------------------------------------


class CutForDeal(_Action):
    """Cut the deck for first dealer, lifting `depth` cards (R2.1, U1)."""

    __slots__ = ("depth",)

    def __init__(self, depth: int) -> None:
        _set(self, "depth", depth)

    def to_data(self) -> list:
        return ["cut_for_deal", self.depth]


class Discard(_Action):
    """Lay two cards away to the dealer's crib (R3.2). The pair is stored sorted."""

    __slots__ = ("cards",)

    def __init__(self, cards: tuple[Card, Card]) -> None:
        """Raises ValueError unless `cards` are exactly two different cards."""
        cards = tuple(cards)
        if len(cards) != 2 or not all(isinstance(c, Card) for c in cards):
            raise ValueError(f"a discard is exactly two cards, not {cards!r}")
        if cards[0] is cards[1]:
            raise ValueError(f"a discard needs two different cards, not {cards[0]} twice")
        _set(self, "cards", tuple(sorted(cards)))

    def to_data(self) -> list:
        return ["discard", str(self.cards[0]), str(self.cards[1])]


class CutStarter(_Action):
    """The pone cuts the stock, lifting `depth` cards, to turn the starter (R3.3, U1)."""

    __slots__ = ("depth",)

    def __init__(self, depth: int) -> None:
        _set(self, "depth", depth)

    def to_data(self) -> list:
        return ["cut_starter", self.depth]


class Play(_Action):
    """Lay `card` on the play pile (R4.1)."""

    __slots__ = ("card",)

    def __init__(self, card: Card) -> None:
        _set(self, "card", card)

    def to_data(self) -> list:
        return ["play", str(self.card)]


class Go(_Action):
    """Say go: no card in hand fits under 31 (R4.2)."""

    __slots__ = ()
    def to_data(self) -> list:
        return ["go"]


class Continue(_Action):
    """Acknowledge the count shown in the show and move on (R5.1)."""

    __slots__ = ()
    def to_data(self) -> list:
        return ["continue"]


class NextGame(_Action):
    """Begin the next game of a match of several games once a game is won and the
    match is not (R7.3, crib_qt/rules/match.py)."""

    __slots__ = ()
    def to_data(self) -> list:
        return ["next_game"]


Action = Union[CutForDeal, Discard, CutStarter, Play, Go, Continue, NextGame]


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
    if name == "next_game" and not args:
        return NextGame()
    raise ValueError(f"not an action: {data!r:.80}")


# --- events ------------------------------------------------------------------------


class CutCard(_Event):
    """`seat` cut for first dealer at `depth` and turned `card` (R2.1)."""

    __slots__ = ("seat", "card", "depth")

    def __init__(self, seat: int, card: Card, depth: int) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)
        _set(self, "depth", depth)


class CutTied(_Event):
    """Both cut cards had the same rank: shuffle and cut again (R2.2)."""

    __slots__ = ("cards",)

    def __init__(self, cards: tuple[Card, Card]) -> None:
        _set(self, "cards", cards)


class DealerChosen(_Event):
    """`seat` cut the lower card and deals first (R2.1)."""

    __slots__ = ("seat",)

    def __init__(self, seat: int) -> None:
        _set(self, "seat", seat)


class Dealt(_Event):
    """Hand `hand_number` (1, 2, …) was dealt by `dealer` (R3.1)."""

    __slots__ = ("hand_number", "dealer")

    def __init__(self, hand_number: int, dealer: int) -> None:
        _set(self, "hand_number", hand_number)
        _set(self, "dealer", dealer)


class Discarded(_Event):
    """`seat` laid `cards` away to the crib (R3.2); hidden from the other seat."""

    __slots__ = ("seat", "cards")

    def __init__(self, seat: int, cards: tuple[Card, ...]) -> None:
        _set(self, "seat", seat)
        _set(self, "cards", cards)


class StarterCut(_Event):
    """The pone cut at `depth` and turned `card` as the starter (R3.3)."""

    __slots__ = ("card", "depth")

    def __init__(self, card: Card, depth: int) -> None:
        _set(self, "card", card)
        _set(self, "depth", depth)


class CardPlayed(_Event):
    """`seat` played `card`; the count is now `count` (R4.1)."""

    __slots__ = ("seat", "card", "count")

    def __init__(self, seat: int, card: Card, count: int) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)
        _set(self, "count", count)


class GoSaid(_Event):
    """`seat` could not play and said go (R4.2)."""

    __slots__ = ("seat",)

    def __init__(self, seat: int) -> None:
        _set(self, "seat", seat)


class CountReset(_Event):
    """The count returned to 0 after a go or 31; `leader` leads next (R4.6, R4.7)."""

    __slots__ = ("leader",)

    def __init__(self, leader: int) -> None:
        _set(self, "leader", leader)


class Scored(_Event):
    """`seat` pegged `score.total` points; `scores` are both totals after it (points)."""

    __slots__ = ("seat", "score", "scores")

    def __init__(self, seat: int, score: Score, scores: tuple[int, int]) -> None:
        _set(self, "seat", seat)
        _set(self, "score", score)
        _set(self, "scores", scores)


class HandShown(_Event):
    """The show counted `cards` of `seat` (its hand, or its crib if `is_crib`) with
    `starter`, for `score` (R5.1); announced even when the score is 0."""

    __slots__ = ("seat", "cards", "starter", "is_crib", "score")

    def __init__(self, seat: int, cards: tuple[Card, ...], starter: Card, is_crib: bool, score: Score) -> None:
        _set(self, "seat", seat)
        _set(self, "cards", cards)
        _set(self, "starter", starter)
        _set(self, "is_crib", is_crib)
        _set(self, "score", score)


class HandEnded(_Event):
    """Hand `hand_number` is over; the deal passes (R2.3)."""

    __slots__ = ("hand_number",)

    def __init__(self, hand_number: int) -> None:
        _set(self, "hand_number", hand_number)


class GameWon(_Event):
    """`seat` reached 121 and won; `scores` are the final totals (R6.1)."""

    __slots__ = ("seat", "scores")

    def __init__(self, seat: int, scores: tuple[int, int]) -> None:
        _set(self, "seat", seat)
        _set(self, "scores", scores)


class GameCounted(_Event):
    """In a match to `games_to_win` games (2, 3 or 4), the game `seat` just won counts
    `points` games (1, or 2 or 3 for a skunk or double skunk, R7.2); `games` are both
    seats' games after it; `match_winner` is the seat that has now won the match, else
    None (R7.1)."""

    __slots__ = ("seat", "points", "games", "match_winner", "games_to_win")

    def __init__(self, seat: int, points: int, games: tuple[int, int],
                 match_winner: int | None, games_to_win: int) -> None:
        _set(self, "seat", seat)
        _set(self, "points", points)
        _set(self, "games", games)
        _set(self, "match_winner", match_winner)
        _set(self, "games_to_win", games_to_win)


class GameStarted(_Event):
    """Game `game_number` (2, 3, …) of a match began; `dealer`, the last game's loser,
    deals its first hand (R7.3)."""

    __slots__ = ("game_number", "dealer")

    def __init__(self, game_number: int, dealer: int) -> None:
        _set(self, "game_number", game_number)
        _set(self, "dealer", dealer)


Event = Union[CutCard, CutTied, DealerChosen, Dealt, Discarded, StarterCut, CardPlayed, GoSaid,
              CountReset, Scored, HandShown, HandEnded, GameWon, GameCounted, GameStarted]
