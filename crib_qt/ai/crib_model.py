"""What the computer expects of the crib and of the play, from the shipped table.

The table (``crib_qt/ai/data/crib_table.json``) is built offline by
``python -m crib_qt.ai.build_crib_table`` (see that module for the method and how
long it takes). At run time it is only read, with the standard library.

Crib values
    A thrown pair of cards falls in one of 169 *classes*: its two ranks, and for
    two different ranks whether the cards share a suit (``"5-5"``, ``"5-6s"``,
    ``"5-6o"``). For each class the table holds the expected points of the whole
    crib (R5, crib rules: only a five-card flush counts) when

    * ``dealer``: the dealer throws that pair into their own crib, and
    * ``pone``: the pone throws that pair into the dealer's crib,

    the other player throwing by the same evaluation the expert uses.

Pegging values
    The expected *net* points of the play (own pegs minus the other player's,
    R4.3–R4.8) as a linear function of the four kept cards, one weight vector
    per role: 13 weights for the number of cards of each rank, one for each pair
    of kept cards of the same rank, one for each pair of kept cards whose values
    make 15, and one for each pair of kept cards of adjacent ranks. Only
    differences between keeps matter (the rank weights are centred on 0). They
    are fitted on paired self-play (see build_crib_table), then each role's are
    multiplied by its ``calibration`` (issue 20): how much of the fitted estimate the
    expert's own play gives back in play-outs (the fit uses the hard level's play).
    The table also holds, per role, the distribution of one's own pegging points in
    a hand (for the first expert's endgame).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Mapping, Sequence

from ..rules.cards import RANK_NAMES, Card

__all__ = [
    "CLASSES", "CLASS_PAIRS", "PEGGING_FEATURES", "TABLE_PATH", "TABLE_FORMAT",
    "CribModel", "pair_class", "class_frequency", "pegging_features", "load_model",
]

# The shipped table.
TABLE_PATH = Path(__file__).resolve().parent / "data" / "crib_table.json"

# The ``format`` field every table carries.
TABLE_FORMAT = "crib-qt/crib-table/1"


def _class_name(lo: int, hi: int, suited: bool) -> str:
    if lo == hi:
        return f"{RANK_NAMES[lo]}-{RANK_NAMES[hi]}"
    return f"{RANK_NAMES[lo]}-{RANK_NAMES[hi]}{'s' if suited else 'o'}"


# Every discard class as (name, low rank, high rank, suited), 13 pairs + 78 × 2.
CLASS_PAIRS: tuple[tuple[str, int, int, bool], ...] = tuple(
    (_class_name(lo, hi, suited), lo, hi, suited)
    for lo in range(1, 14) for hi in range(lo, 14)
    for suited in ((False,) if lo == hi else (True, False))
)

# The 169 class names, in a fixed order.
CLASSES: tuple[str, ...] = tuple(name for name, *_ in CLASS_PAIRS)

_NAME_BY_KEY = {(lo, hi, suited): name for name, lo, hi, suited in CLASS_PAIRS}

# Names of the pegging features, in weight order.
PEGGING_FEATURES: tuple[str, ...] = RANK_NAMES[1:] + ("pairs", "fifteens", "adjacent")


def pair_class(a: Card, b: Card) -> str:
    """The class name of the thrown pair `a`, `b`: ``"5-5"``, ``"5-6s"``, ``"10-Ko"``."""
    lo, hi = (a.rank, b.rank) if a.rank <= b.rank else (b.rank, a.rank)
    return _NAME_BY_KEY[(lo, hi, lo != hi and a.suit is b.suit)]


def class_frequency(name: str) -> int:
    """How many of the C(52, 2) = 1,326 card pairs fall in the class `name`:
    6 for a rank pair, 4 suited, 12 off-suit."""
    for cname, lo, hi, suited in CLASS_PAIRS:
        if cname == name:
            return 6 if lo == hi else (4 if suited else 12)
    raise KeyError(name)


def pegging_features(keep: Sequence[Card]) -> list[int]:
    """The pegging features of the kept cards (see the module doc), `PEGGING_FEATURES` order.

    Returns:
        16 counts: cards of each rank A…K, then pairs of the same rank, pairs of
        values making 15 (R4.3), pairs of adjacent ranks (R4.5).
    """
    features = [0] * 16
    for card in keep:
        features[card.rank - 1] += 1
    n = len(keep)
    for i in range(n):
        a = keep[i]
        for j in range(i + 1, n):
            b = keep[j]
            if a.rank == b.rank:
                features[13] += 1
            if a.value + b.value == 15:
                features[14] += 1
            if abs(a.rank - b.rank) == 1:
                features[15] += 1
    return features


@dataclass(frozen=True)
class CribModel:
    """Expected crib and pegging points, by discard class and kept cards.

    Attributes:
        dealer: class name → expected crib points when the dealer throws it.
        pone: class name → expected crib points (the dealer's) when the pone throws it.
        peg_weights: role (``"dealer"``/``"pone"``) → 16 weights, points per feature
            (the table's fitted weights times the role's calibration).
        own_pegs: role → probabilities of pegging 0, 1, 2, … points in one play.
        info: the table's other fields (method, samples, …), for reports.
    """

    dealer: Mapping[str, float]
    pone: Mapping[str, float]
    peg_weights: Mapping[str, Sequence[float]]
    own_pegs: Mapping[str, Sequence[float]]
    info: Mapping[str, object]

    def crib_value(self, a: Card, b: Card, *, dealer: bool) -> float:
        """Expected points of the whole crib (R5.5 crib rules) after throwing `a`, `b`.

        Args:
            dealer: True when the thrower deals (own crib), False for the pone.
        """
        return (self.dealer if dealer else self.pone)[pair_class(a, b)]

    def pegging_value(self, keep: Sequence[Card], *, dealer: bool) -> float:
        """Expected net pegging points (own minus the other's, R4) for keeping `keep`,
        relative to an average keep: only differences between keeps mean anything."""
        weights = self.peg_weights["dealer" if dealer else "pone"]
        return sum(w * f for w, f in zip(weights, pegging_features(keep)) if f)

    @classmethod
    def from_data(cls, data: Mapping) -> CribModel:
        """Check and wrap the parsed JSON of a table.

        Raises:
            ValueError: a wrong format, a missing class or role, a non-number.
        """
        if data.get("format") != TABLE_FORMAT:
            raise ValueError(f"not a crib table of format {TABLE_FORMAT!r}")
        tables = {}
        for role in ("dealer", "pone"):
            table = data.get(role)
            if not isinstance(table, dict) or set(table) != set(CLASSES):
                raise ValueError(f"the {role!r} table must have exactly the {len(CLASSES)} classes")
            tables[role] = {name: float(table[name]) for name in CLASSES}
        pegging = data.get("pegging")
        if not isinstance(pegging, dict):
            raise ValueError("the table has no 'pegging' section")
        weights, own = {}, {}
        for role in ("dealer", "pone"):
            entry = pegging.get(role)
            size = len(entry.get("weights", ())) if isinstance(entry, dict) else -1
            if size != len(PEGGING_FEATURES):
                raise ValueError(f"pegging weights for {role!r} must have "
                                 f"{len(PEGGING_FEATURES)} numbers")
            scale = float(entry.get("calibration", 1.0))
            weights[role] = tuple(scale * float(w) for w in entry["weights"])
            own[role] = tuple(float(p) for p in entry.get("own_pegs", (1.0,)))
        info = {k: v for k, v in data.items() if k not in ("dealer", "pone")}
        return cls(tables["dealer"], tables["pone"], weights, own, info)

    @classmethod
    def zero(cls) -> CribModel:
        """A model with every crib and pegging value 0 (hand value only)."""
        zeros = {name: 0.0 for name in CLASSES}
        weights = {role: (0.0,) * len(PEGGING_FEATURES) for role in ("dealer", "pone")}
        return cls(zeros, dict(zeros), weights, {"dealer": (1.0,), "pone": (1.0,)}, {})


@lru_cache(maxsize=4)
def load_model(path: str | None = None) -> CribModel:
    """The crib model read from `path` (default: the shipped `TABLE_PATH`), cached.

    Raises:
        OSError: the file cannot be read.
        ValueError: it is not a valid table (see `CribModel.from_data`).
    """
    text = Path(path or TABLE_PATH).read_text(encoding="utf-8")
    return CribModel.from_data(json.loads(text))
