"""The coach's discard table (issue 19): what each of the 15 discards is worth, in points.

`discard_options(cards, dealer)` values every way to keep four of the six cards dealt
(R3.1, R3.2) exactly as the expert does far from 121, with each part shown:

* ``hand``: the exact mean show points (R5.2–R5.6) of the four kept cards over the 46
  starters the player cannot see, each equally likely (the totals-only scorer,
  `crib_qt.rules.score_totals`, through `crib_qt.ai.fast`);
* ``crib``: the expected points of the whole crib after this throw, from the expert's
  crib model (`crib_qt.ai.crib_model`); the dealer's own crib as dealer, the dealer's
  crib the pone throws into as pone;
* ``pegging``: the pegging points the expert credits the kept cards with
  (`crib_qt.ai.discard.credited_pegging`: net pegging relative to an average keep);
* ``net == hand + (crib if dealer else -crib) + pegging`` (`discard.points_value`).

The numbers come from the expert's own functions (`crib_qt.ai.discard`), never from a
copy of its formulas, so the table and the expert cannot drift apart. `discard_table`
adds the expert's actual choice, which near 121 plays for the win (discard.py's
endgame term) and so need not be the first row.

Everything here is a function of the six cards, the role and the scores: what the
player can see at the discard. No Qt.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Sequence

from ..rules.actions import Discard
from ..rules.cards import Card
from ..rules.state import WINNING_SCORE

__all__ = ["DiscardChoice", "DiscardTable", "discard_options", "discard_table"]

_HAND_SIZE = 6


@dataclass(frozen=True, slots=True)
class DiscardChoice:
    """One way to discard, with what the expert expects of it (all in points).

    Attributes:
        keep: the 4 kept cards, in rank order.
        throw: the 2 cards laid away to the crib (R3.2), in rank order.
        hand: exact mean show points of `keep` over the 46 unseen starters (R5).
        crib: expected points of the whole crib after this throw (always >= 0; it
            counts for the dealer and against the pone).
        pegging: pegging points the expert credits `keep` with, relative to an
            average keep (may be negative).
        net: ``hand + (crib if dealer else -crib) + pegging``.
    """

    keep: tuple[Card, Card, Card, Card]
    throw: tuple[Card, Card]
    hand: float
    crib: float
    pegging: float
    net: float

    @property
    def discard(self) -> Discard:
        """The `Discard` action that makes this choice."""
        return Discard(self.throw)

    def to_data(self) -> dict[str, Any]:
        """As JSON-ready data: cards as text ("5H"), values as floats (exact in JSON)."""
        return {"keep": [str(c) for c in self.keep], "throw": [str(c) for c in self.throw],
                "hand": self.hand, "crib": self.crib, "pegging": self.pegging, "net": self.net}

    @classmethod
    def from_data(cls, data: object) -> DiscardChoice:
        """Rebuild a choice from `to_data` output.

        Raises:
            ValueError: not a dict of 4 kept and 2 thrown distinct cards and 4 finite
                numbers.
        """
        if not isinstance(data, dict):
            raise ValueError("a discard choice must be an object")
        keep, throw = _cards(data.get("keep"), 4), _cards(data.get("throw"), 2)
        if len(set(keep + throw)) != _HAND_SIZE:
            raise ValueError("a discard choice uses a card twice")
        values = [data.get(k) for k in ("hand", "crib", "pegging", "net")]
        if not all(type(v) in (int, float) and abs(v) < 1000 for v in values):
            raise ValueError("a discard choice needs numbers for hand, crib, pegging and net")
        return cls(keep, throw, *(float(v) for v in values))


@dataclass(frozen=True, slots=True)
class DiscardTable:
    """The coach's table for one discard: every choice, best first, and the expert's.

    Attributes:
        cards: the 6 cards dealt, in rank order.
        dealer: True when the player deals.
        options: the 15 `DiscardChoice`s of `discard_options`, best first.
        expert: the two cards the expert throws here (at these scores), in rank order.
    """

    cards: tuple[Card, ...]
    dealer: bool
    options: tuple[DiscardChoice, ...]
    expert: tuple[Card, Card]

    def expert_row(self) -> int:
        """The index in `options` of the expert's choice."""
        return next(i for i, o in enumerate(self.options) if o.throw == self.expert)

    def row_of(self, throw: Sequence[Card]) -> int:
        """The index in `options` of the choice that throws `throw` (any order).

        Raises:
            ValueError: `throw` is not two of `cards`.
        """
        wanted = tuple(sorted(throw))
        for i, option in enumerate(self.options):
            if option.throw == wanted:
                return i
        raise ValueError(f"{' '.join(map(str, throw))} is not a throw of these cards")

    def to_data(self) -> dict[str, Any]:
        """As JSON-ready data (see `DiscardChoice.to_data`)."""
        return {"cards": [str(c) for c in self.cards], "dealer": self.dealer,
                "options": [o.to_data() for o in self.options],
                "expert": [str(c) for c in self.expert]}

    @classmethod
    def from_data(cls, data: object) -> DiscardTable:
        """Rebuild a table from `to_data` output.

        Raises:
            ValueError: anything that is not such a table: 6 distinct cards, a bool,
                15 choices each splitting exactly those cards, an expert throw among them.
        """
        if not isinstance(data, dict) or type(data.get("dealer")) is not bool:
            raise ValueError("a discard table must be an object with a dealer flag")
        cards = _cards(data.get("cards"), _HAND_SIZE)
        raw = data.get("options")
        if not isinstance(raw, list) or len(raw) != 15:
            raise ValueError("a discard table has 15 options")
        options = tuple(DiscardChoice.from_data(o) for o in raw)
        if {frozenset(o.throw) for o in options} != {frozenset(p) for p in combinations(cards, 2)}:
            raise ValueError("the options are not the 15 discards of these cards")
        expert = tuple(sorted(_cards(data.get("expert"), 2)))
        if not set(expert) <= set(cards):
            raise ValueError("the expert's throw is not two of these cards")
        return cls(tuple(sorted(cards)), data["dealer"], options, expert)


def _cards(value: object, size: int) -> tuple[Card, ...]:
    """`size` distinct cards from their texts, in rank order; ValueError otherwise."""
    if not isinstance(value, list) or len(value) != size:
        raise ValueError(f"expected a list of {size} cards, not {value!r:.60}")
    cards = []
    for text in value:
        if not isinstance(text, str) or len(text) > 4:
            raise ValueError(f"not a card: {text!r:.20}")
        cards.append(Card.parse(text))
    if len(set(cards)) != size:
        raise ValueError("a card is given twice")
    return tuple(sorted(cards))


def _six(cards: Sequence[Card]) -> tuple[Card, ...]:
    hand = tuple(cards)
    if len(hand) != _HAND_SIZE or not all(isinstance(c, Card) for c in hand):
        raise ValueError(f"a discard needs the 6 cards dealt (R3.1), not {len(hand)} items")
    if len(set(hand)) != _HAND_SIZE:
        raise ValueError("the 6 cards dealt must be distinct")
    return tuple(sorted(hand))


def discard_options(cards: Sequence[Card], dealer: bool) -> list[DiscardChoice]:
    """All 15 ways to keep four of the six cards dealt, best first (R3.2).

    Args:
        cards: the 6 distinct `Card`s dealt to the player, in any order.
        dealer: True when the player deals (the crib is theirs), False as pone.

    Returns:
        15 `DiscardChoice`s sorted by ``net``, highest first; equal nets keep the
        order of the legal discards (``combinations`` of the cards in rank order),
        which is also the expert's tie-break, so far from 121 the expert's discard
        is the first row. Values in points (see the module doc).

    Raises:
        ValueError: not 6 distinct cards, or `dealer` not a bool.
    """
    # The window decodes tables (`DiscardTable.from_data`) without loading the computer.
    from . import discard as expert_discard
    from .crib_model import load_model

    if type(dealer) is not bool:
        raise ValueError(f"dealer must be True or False, not {dealer!r}")
    hand = _six(cards)
    out = []
    for option in expert_discard.discard_options(hand, dealer=dealer, model=load_model()):
        out.append(DiscardChoice(
            keep=option.keep, throw=option.cards, hand=option.hand, crib=option.crib,
            pegging=expert_discard.credited_pegging(option),
            net=expert_discard.points_value(option, dealer=dealer)))
    out.sort(key=lambda choice: -choice.net)  # stable: ties stay in legal order
    return out


def discard_table(cards: Sequence[Card], dealer: bool,
                  scores: tuple[int, int] = (0, 0)) -> DiscardTable:
    """`discard_options` and the expert's own discard in the player's place.

    Args:
        cards: the 6 cards dealt to the player.
        dealer: True when the player deals.
        scores: (the player's points, the other's) before this hand, 0–120: near 121
            the expert plays for the win (R6.1), so its throw may not be the first row.

    Returns:
        A `DiscardTable`.

    Raises:
        ValueError: bad cards, role or scores.
    """
    from . import discard as expert_discard
    from .crib_model import load_model

    options = discard_options(cards, dealer)
    scores = tuple(scores)
    if len(scores) != 2 or any(type(s) is not int or not 0 <= s < WINNING_SCORE for s in scores):
        raise ValueError(f"scores must be two whole numbers from 0 to 120, not {scores!r}")
    hand = _six(cards)
    # The expert level draws nothing from its generator (only easy does).
    chosen = expert_discard.choose_discard(hand, dealer=dealer, level="expert",
                                           model=load_model(), rng=random.Random(0),
                                           scores=scores)
    return DiscardTable(hand, dealer, tuple(options), tuple(sorted(chosen.cards)))
