"""The full show-score distribution (R5.7) by calling `score_hand`, grouped to run in seconds.

Shared by ``tests/rules/test_scoring.py`` (which pins the exact tables) and
``tests/benchmarks/bench_scoring.py`` (which times the enumeration).

There are C(52, 4) * 48 = 12,994,800 (4-card hand, starter) combinations. Scoring
each one takes minutes, so the 270,725 four-card hands are grouped by a key from
which the multiset of their 48 scores is fully determined; `score_hand` is then
called for one representative hand per key, once per class of equivalent starters,
and each score is weighted by how many (hand, starter) combinations it stands for.

Why the key is exact
--------------------
By R5.2–R5.6, score_hand(H, s) is the sum of

* fifteens, pairs and runs: a function of the multiset of the five ranks only
  (the counting value is a function of the rank, R1.2);
* the flush: with H all of one suit σ, 5 if s.suit == σ, else 4 for a hand and 0
  for a crib (R5.5); 0 when H is not all of one suit;
* nobs: 1 if some Jack of H has s.suit, else 0 (R5.6; the Jacks of H have distinct
  suits, so at most one matches).

So score_hand(H, s) = G(ranks(H), s.rank, flush(H), m, j) with
m = (H is a flush and s.suit == σ) and j = (s.suit is the suit of a Jack in H).
The starters of rank r are the suits not held by H's cards of rank r, so the
multiset of the 48 scores is determined by ranks(H), flush(H) and, for each rank
r, the multiset of classes (m, j) over those available suits. That multiset is
"the classes of all four suits" minus "the classes of the suits of H's cards of
rank r" (those suits are distinct). The classes of all four suits are fixed by
ranks(H) and flush(H): m holds for exactly one suit iff H is a flush, j holds for
as many suits as H has Jacks, and in a flush every Jack has the flush suit. Hence
the key

    (sorted ranks of H, flush(H), sorted (rank, m, j) of each card of H)

determines the score multiset exactly. `hand_key` computes it in a cheaper
equivalent form: a flush hand has m true and j = "H has a Jack" for every card,
and a hand without a Jack has j false for every card, so in both cases the ranks
(plus the flush flag) already fix every card's class; only a non-flush hand with a
Jack needs the per-card j flags spelled out.

Within a key the representative's starters are grouped the same way: for each
rank r, the available suits with the same (m, j) give the same score, so one
`score_hand` call per class is weighted by the class size times the number of hands
sharing the key. The classes are recomputed from the representative's own cards,
not read back from the key.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from crib_qt.rules.cards import DECK, Card, Suit
from crib_qt.rules.scoring import score_hand

__all__ = [
    "HandGroup",
    "hand_key",
    "starter_classes",
    "group_hands",
    "score_tables",
    "cached_score_tables",
    "HANDS",
    "COMBINATIONS",
]

#: C(52, 4) four-card hands.
HANDS = 270_725
#: C(52, 4) * 48 (hand, starter) combinations (R5.7).
COMBINATIONS = 12_994_800

_JACK = 11
_SUITS = tuple(Suit)


@dataclass(frozen=True, slots=True)
class HandGroup:
    """Hands whose 48 starters give the same score multiset.

    Attributes:
        hand: one representative hand (4 cards, in deck order).
        count: how many of the 270,725 hands share its key.
    """

    hand: tuple[Card, Card, Card, Card]
    count: int


def group_hands() -> list[HandGroup]:
    """All 270,725 four-card hands, grouped by the exact key explained in the module doc."""
    reps: dict[tuple, tuple[Card, Card, Card, Card]] = {}
    counts: Counter[tuple] = Counter()
    for hand in combinations(DECK, 4):
        key = hand_key(hand)
        if key not in reps:
            reps[key] = hand
        counts[key] += 1
    return [HandGroup(reps[key], n) for key, n in counts.items()]


def hand_key(hand: tuple[Card, ...]) -> tuple:
    """The grouping key of a 4-card hand (see the module doc for why it is exact)."""
    a, b, c, d = hand
    ranks = (a.rank, b.rank, c.rank, d.rank)
    if not ranks[0] <= ranks[1] <= ranks[2] <= ranks[3]:  # always sorted from group_hands
        ranks = tuple(sorted(ranks))
    flush = a.suit is b.suit is c.suit is d.suit
    if flush or _JACK not in ranks:
        return (ranks, flush)
    jack_suits = {x.suit for x in hand if x.rank == _JACK}
    return (ranks, False, tuple(sorted((x.rank, x.suit in jack_suits) for x in hand)))


def starter_classes(hand: tuple[Card, ...]) -> list[tuple[Card, int]]:
    """One starter per (rank, m, j) class of the 48 starters of `hand`, with the class size."""
    suit0 = hand[0].suit
    flush_suit = suit0 if all(c.suit is suit0 for c in hand) else None
    jack_suits = {c.suit for c in hand if c.rank == _JACK}
    held = {(c.rank, c.suit) for c in hand}
    out: list[tuple[Card, int]] = []
    for rank in range(1, 14):
        classes: dict[tuple[bool, bool], list[Suit]] = {}
        for suit in _SUITS:
            if (rank, suit) not in held:
                classes.setdefault((suit is flush_suit, suit in jack_suits), []).append(suit)
        out.extend((Card(rank, suits[0]), len(suits)) for suits in classes.values())
    return out


def score_tables(groups: list[HandGroup] | None = None) -> tuple[Counter[int], Counter[int]]:
    """The (hand, crib) score distributions over all 12,994,800 (4 cards, starter) pairs.

    Every score comes from a real `score_hand` call (``is_crib=False`` for the hand
    table, ``is_crib=True`` for the crib table).
    """
    if groups is None:
        groups = group_hands()
    hand_table: Counter[int] = Counter()
    crib_table: Counter[int] = Counter()
    for group in groups:
        for starter, size in starter_classes(group.hand):
            weight = size * group.count
            hand_table[score_hand(group.hand, starter).total] += weight
            crib_table[score_hand(group.hand, starter, is_crib=True).total] += weight
    return hand_table, crib_table


@lru_cache(maxsize=1)
def cached_score_tables() -> tuple[dict[int, int], dict[int, int]]:
    """`score_tables` computed once per process, as plain dicts (for several tests)."""
    hand_table, crib_table = score_tables()
    return dict(hand_table), dict(crib_table)
