"""The full show-score distribution (R5.7), by grouped enumeration, two ways.

* `total_tables`: with the totals path (`crib_qt.rules.score_totals`), grouped by
  rank multiset, in well under a second (see "The totals tables" below);
* `score_tables`: with the itemised `score_hand`, grouped by the finer hand key
  below, one call per class, in seconds.

Shared by ``tests/rules/test_scoring_distribution.py`` (which pins the exact tables),
``tests/rules/test_score_totals.py`` (which checks both scorers on every class) and
``tests/benchmarks/bench_scoring.py`` (which times the enumerations).

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

The totals tables
-----------------
`total_tables` groups more coarsely: by the multiset R of the four ranks (1,820
groups) and the starter's rank r. The rank part ``rank_points(R)[r]`` is common to
the group; the (hand, starter) pairs split by the suit part, flush_points(flush,
m) + nobs (the (m, j) classes above), and the class sizes are counted instead of
enumerated. With m_k the number of cards of rank k in R, j = m_J and
H = prod C(4, m_k) hands:

* pairs: H * (4 - m_r) (the starters of rank r are the suits the hand lacks);
* nobs (j true): a Jack suit s of the hand with (r, s) not in the hand. The suit
  sets of the ranks are independent uniform subsets, so the count is
  H * j * C(3, m_r) / C(4, m_r) (for each of the j Jack suits, the subsets of rank r
  that miss it); 0 when r is J (that starter would be the hand's own Jack);
* flush: only when the four ranks are distinct (four cards of one suit), 4 hands,
  one per suit. Their starters of rank r are the 3 other suits (12 pairs, m false,
  no nobs: the Jack has the flush suit) and, when r is not in R, the flush suit too
  (4 pairs, m true, j true when R holds a Jack).

The rest of the pairs score the rank part alone (plus nobs as counted). Every
class's total is ``rank_points(R)[r]`` plus `flush_points` and `NOBS_POINTS` from
the totals path; the tests check the tables against the pinned ones and against
`score_hand` on every class of the finer grouping.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from math import comb

from crib_qt.rules.cards import DECK, Card, Suit
from crib_qt.rules.score_totals import NOBS_POINTS, flush_points, rank_points
from crib_qt.rules.scoring import score_hand

__all__ = [
    "HandGroup",
    "hand_key",
    "starter_classes",
    "group_hands",
    "score_tables",
    "total_tables",
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


def total_tables() -> tuple[dict[int, int], dict[int, int]]:
    """The (hand, crib) score distributions over all 12,994,800 (4 cards, starter) pairs,
    by rank multiset with counted suit classes (see "The totals tables" in the module
    doc): score -> number of pairs, scores that never occur left out.
    """
    hand = [0] * 30  # index = points (0-29, R5.7)
    crib = [0] * 30
    five_hand = flush_points(True, True)  # five cards of one suit
    five_crib = flush_points(True, True, is_crib=True)
    four_hand = flush_points(True, False)  # the four hand cards only
    four_crib = flush_points(True, False, is_crib=True)
    for ranks in combinations_with_replacement(range(1, 14), 4):
        held = [0] * 14  # cards of each rank in the hand
        for r in ranks:
            held[r] += 1
        hands = 1
        for r in set(ranks):
            hands *= comb(4, held[r])
        jacks = held[_JACK]
        distinct = len(set(ranks)) == 4
        points = rank_points(ranks)
        for r in range(1, 14):
            if held[r] == 4:
                continue
            base = points[r]
            pairs = hands * (4 - held[r])
            nobs = 0 if r == _JACK else hands // comb(4, held[r]) * comb(3, held[r]) * jacks
            if distinct:  # the 4 flush hands: 4 starters of their suit (when free), 12 not
                matched = 4 if held[r] == 0 else 0
                with_nobs = base + NOBS_POINTS * jacks
                hand[with_nobs + five_hand] += matched
                crib[with_nobs + five_crib] += matched
                hand[base + four_hand] += 12
                crib[base + four_crib] += 12
                nobs -= matched * jacks
                pairs -= matched + 12
            for table in (hand, crib):
                table[base + NOBS_POINTS] += nobs
                table[base] += pairs - nobs
    return ({s: n for s, n in enumerate(hand) if n}, {s: n for s, n in enumerate(crib) if n})
