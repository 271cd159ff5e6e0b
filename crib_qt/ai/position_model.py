"""The game-position model: the chance that the dealer wins from a pair of scores.

``PositionModel.dealer_wins(d, p)`` is the chance (0–1) that the player about to deal
wins the game (R6.1) when they still need ``d`` points to reach 121 and the pone
needs ``p``, before the cards are dealt. The table is built offline by
``python -m crib_qt.ai.build_position_table`` (dynamic programming over the 121 ×
121 positions from measured Expert-vs-Expert deals; see that module for the
method and how long it takes) and shipped as ``crib_qt/ai/data/position_table.json``.
At run time it is only read, with the standard library, on first use.

The table also holds the measured distributions of one deal's points per role
(`PositionModel.play`, `.hand`, `.crib`, `.total`), which the expert's discards use to weigh
the spread of a hand, not only its mean (`crib_qt.ai.discard_win`).
"""

from __future__ import annotations

import base64
import json
import sys
import zlib
from array import array
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Mapping, Sequence

__all__ = ["SIDE", "TABLE_FORMAT", "TABLE_PATH", "PositionModel", "load_position_model"]

# The shipped table.
TABLE_PATH = Path(__file__).resolve().parent / "data" / "position_table.json"
# The ``format`` field every table carries.
TABLE_FORMAT = "crib-qt/position-table/1"
# Points needed range over 1..SIDE (121 from a score of 0).
SIDE = 121


@dataclass(frozen=True)
class PositionModel:
    """Win chances by position and the measured per-deal distributions.

    Attributes:
        wins: ``wins[(d - 1) * SIDE + (p - 1)]`` = `dealer_wins(d, p)`.
        play: role (``"dealer"``/``"pone"``) → probabilities of pegging 0, 1, 2, …
            points in the play (R4; his heels apart).
        total: role → probabilities of 0, 1, 2, … points in a whole deal (play and
            hand; the dealer's also his heels and the crib).
        crib: probabilities of 0, 1, 2, … points in the crib (R5.5).
        hand: role → probabilities of 0, 1, 2, … points of that role's own hand in
            the show (R5).
        info: the table's other fields (seed, deals, seconds), for reports.
    """

    wins: Sequence[float]
    play: Mapping[str, Sequence[float]]
    total: Mapping[str, Sequence[float]]
    crib: Sequence[float]
    hand: Mapping[str, Sequence[float]]
    info: Mapping[str, object]

    def dealer_wins(self, dealer_needs: int, pone_needs: int) -> float:
        """The chance (0–1) that the dealer of the next deal wins the game.

        Args:
            dealer_needs: points the dealer still needs to reach 121 (R6.1); 0 or
                less means they have won.
            pone_needs: the same for the pone.
        """
        if dealer_needs <= 0:
            return 1.0
        if pone_needs <= 0:
            return 0.0
        return self.wins[(min(dealer_needs, SIDE) - 1) * SIDE + min(pone_needs, SIDE) - 1]

    @classmethod
    def from_data(cls, data: Mapping) -> PositionModel:
        """Check and wrap the parsed JSON of a table.

        Raises:
            ValueError: a wrong format, a table of the wrong size, a missing
                distribution or a probability outside 0–1.
        """
        if data.get("format") != TABLE_FORMAT:
            raise ValueError(f"not a position table of format {TABLE_FORMAT!r}")
        try:
            raw = zlib.decompress(base64.b64decode(data["dealer_wins"], validate=True))
        except (KeyError, TypeError, ValueError, zlib.error) as exc:
            raise ValueError(f"the position table's 'dealer_wins' is unreadable: {exc}") from None
        values = array("H")
        values.frombytes(raw[: len(raw) // 2 * 2])
        if sys.byteorder != "little":
            values.byteswap()
        if len(raw) != 2 * SIDE * SIDE:
            raise ValueError(f"the position table must hold {SIDE} x {SIDE} chances")
        wins = tuple(v / 65535 for v in values)
        dist = data.get("distributions")
        try:
            play = {r: _probabilities(dist[r]["play"]) for r in ("dealer", "pone")}
            total = {r: _probabilities(dist[r]["total"]) for r in ("dealer", "pone")}
            crib = _probabilities(dist["crib"])
            hand = {r: _probabilities(dist[r]["hand"]) for r in ("dealer", "pone")}
        except (KeyError, TypeError) as exc:
            raise ValueError(f"the position table lacks a distribution: {exc}") from None
        info = {k: v for k, v in data.items() if k not in ("dealer_wins", "distributions")}
        return cls(wins, play, total, crib, hand, info)


def _probabilities(values) -> tuple[float, ...]:
    out = tuple(float(v) for v in values)
    if not out or any(not 0.0 <= v <= 1.0 for v in out) or abs(sum(out) - 1.0) > 1e-3:
        raise ValueError("a distribution must be probabilities summing to 1")
    return out


@lru_cache(maxsize=4)
def load_position_model(path: str | None = None) -> PositionModel:
    """The position model read from `path` (default: the shipped `TABLE_PATH`), cached.

    Raises:
        OSError: the file cannot be read.
        ValueError: it is not a valid table (see `PositionModel.from_data`).
    """
    text = Path(path or TABLE_PATH).read_text(encoding="utf-8")
    return PositionModel.from_data(json.loads(text))
