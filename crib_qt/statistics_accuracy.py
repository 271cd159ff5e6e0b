"""A match's accuracy in the statistics (issue 19): how close a player's decisions came to
the expert's over one finished match (crib_qt/statistics.py keeps them per category)."""

from __future__ import annotations

from dataclasses import dataclass

from .data_files import InvalidData

__all__ = ["ACCURACY_RECENT", "MatchAccuracy"]

# How many matches' accuracy a category keeps, per seat.
ACCURACY_RECENT = 50


@dataclass(frozen=True)
class MatchAccuracy:
    """One seat's accuracy over one finished match (issue 19).

    Attributes:
        seat: 0 or 1.
        decisions: how many decisions counted (1 …).
        lost: points lost against the expert over them (>= 0).
        same: how many were the expert's own choice (0 … decisions).
    """

    seat: int
    decisions: int
    lost: float
    same: int

    @property
    def mean_cost(self) -> float:
        """Average points lost per decision."""
        return self.lost / self.decisions

    @property
    def share(self) -> float:
        """The share of decisions equal to the expert's, 0–1."""
        return self.same / self.decisions

    def to_data(self) -> list:
        return [self.seat, self.decisions, self.lost, self.same]

    @classmethod
    def from_data(cls, data: object, where: str) -> MatchAccuracy:
        """Raises `InvalidData` for anything `to_data` would not write."""
        if type(data) is not list or len(data) != 4:
            raise InvalidData(f"an accuracy of {where} is not four numbers")
        seat, decisions, lost, same = data
        if (seat not in (0, 1) or type(seat) is not int or type(decisions) is not int
                or not 1 <= decisions <= 100_000 or type(same) is not int
                or not 0 <= same <= decisions or type(lost) not in (int, float)
                or not 0 <= lost <= 30 * decisions):
            raise InvalidData(f"an accuracy of {where} is out of range")
        return cls(seat, decisions, float(lost), same)
