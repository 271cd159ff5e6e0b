"""Which four cards a player keeps: the weight of each kept hand, by ranks and role.

Players do not keep four random cards of their six (R3.2): they keep the cards that
score, and the dealer keeps differently from the pone (their discards go to their
own crib or the other's). When the expert searches the play it deals the other
player's hidden cards in many ways (`deal_sampling.rank_deals`, `play_win.win_values`);
`KeptModel.weights` says how much likelier each kept hand is than four random cards,
so the deals lean towards hands a good player keeps. The table counts keeps at 0-0 and
serves at every score: near 121 the expert throws for the win (`discard_win`) and
may keep other cards than the table says.

The table is built offline by ``python -m crib_qt.ai.build_kept_table`` (the expert's
own discards at 0-0 on millions of random deals, counted by the ranks kept; see that
module) and shipped as ``crib_qt/ai/data/kept_table.json``. A kept hand's weight is

    (times kept + PSEUDO) / (deals × chance of those ranks as 4 random cards + PSEUDO)

so a hand the expert never kept weighs little but not nothing (another player may
keep it), and a hand seldom seen weighs about 1.

Measured with tests/benchmarks/strength_parts.py (paired deals at 0-0, the expert
with these weights against the expert with the weights before them,
``exp(0.3 × points held before the cut)``): against expert-v1 +0.038 ± 0.035
(1,000 deals, seed 45000000) and +0.022 ± 0.027 points a hand (1,500 deals, seed
45100000); against greedy +0.008 ± 0.028 (1,500 deals, seed 45200000). Taking the
weights to the power 0.5 (a softer model) gained +0.030 ± 0.031 on the first 1,000.
"""

from __future__ import annotations

import json
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

__all__ = ["PSEUDO", "TABLE_FORMAT", "TABLE_PATH", "KeptModel", "hand_key", "kept_hands",
           "load_kept_model", "random_chance"]

# The shipped table.
TABLE_PATH = Path(__file__).resolve().parent / "data" / "kept_table.json"
# The ``format`` field every table carries.
TABLE_FORMAT = "crib-qt/kept-table/1"
# Pseudo-counts that pull a rarely seen hand's weight towards 1.
PSEUDO = 10.0


def kept_hands() -> tuple[tuple[int, ...], ...]:
    """Every sorted tuple of four ranks (1–13) a hand can hold: 1,820 of them."""
    return tuple(combinations_with_replacement(range(1, 14), 4))


def hand_key(ranks: tuple[int, ...]) -> str:
    """The table's key of sorted ranks: one hex digit a rank, "1d" for A K."""
    return "".join(f"{r:x}" for r in ranks)


def random_chance(ranks: tuple[int, ...]) -> float:
    """The chance (0–1) that four random cards of a full deck have the sorted `ranks`."""
    ways = 1
    for r in set(ranks):
        ways *= comb(4, ranks.count(r))
    return ways / comb(52, len(ranks))


class KeptModel:
    """Counts of the ranks kept, per role, and the weights made of them.

    Args:
        deals: deals counted per role.
        kept: role (``"dealer"``/``"pone"``) → {`hand_key`: times kept}.
        info: the table's other fields (seed, seconds), for reports.

    Raises:
        ValueError: `deals` is not a positive whole number, a role is missing, a key
            is not four sorted ranks, a count is not a whole number 0 or more, or a
            role's counts do not add up to `deals`.
    """

    def __init__(self, deals: int, kept: Mapping[str, Mapping[str, int]],
                 info: Mapping[str, object] | None = None) -> None:
        if type(deals) is not int or deals < 1:
            raise ValueError("a kept table needs a positive number of deals")
        keys = {hand_key(h): h for h in kept_hands()}
        self.deals = deals
        self.info = dict(info or {})
        self._weights: dict[bool, Mapping[tuple[int, ...], float]] = {}
        for role in ("dealer", "pone"):
            counts = kept.get(role) if isinstance(kept, Mapping) else None
            if not isinstance(counts, Mapping):
                raise ValueError(f"the kept table lacks the {role}'s counts")
            if any(k not in keys for k in counts):
                raise ValueError(f"the {role}'s counts must be keyed by four sorted ranks")
            if any(type(n) is not int or n < 0 for n in counts.values()):
                raise ValueError(f"the {role}'s times kept must be whole numbers 0 or more")
            if sum(counts.values()) != deals:
                raise ValueError(f"the {role}'s counts must add up to {deals} deals")
            self._weights[role == "dealer"] = MappingProxyType({
                h: (counts.get(k, 0) + PSEUDO) / (deals * random_chance(h) + PSEUDO)
                for k, h in keys.items()})

    def weights(self, *, dealer: bool) -> Mapping[tuple[int, ...], float]:
        """{sorted four ranks: how much likelier a player of that role keeps them than
        four random cards} for all 1,820 hands (see the module doc).

        Args:
            dealer: True for the hand of the player who deals.

        Returns:
            A read-only mapping (the searches of both seats share it).
        """
        return self._weights[dealer]

    @classmethod
    def from_data(cls, data: Mapping) -> KeptModel:
        """Check and wrap the parsed JSON of a table.

        Raises:
            ValueError: a wrong format or counts that do not fit (see the class).
        """
        if not isinstance(data, Mapping) or data.get("format") != TABLE_FORMAT:
            raise ValueError(f"not a kept table of format {TABLE_FORMAT!r}")
        info = {k: v for k, v in data.items() if k not in ("deals", "kept")}
        return cls(data.get("deals"), data.get("kept"), info)


@lru_cache(maxsize=4)
def load_kept_model(path: str | None = None) -> KeptModel:
    """The kept model read from `path` (default: the shipped `TABLE_PATH`), cached.

    Raises:
        OSError: the file cannot be read.
        ValueError: it is not a valid table (see `KeptModel.from_data`).
    """
    text = Path(path or TABLE_PATH).read_text(encoding="utf-8")
    return KeptModel.from_data(json.loads(text))
