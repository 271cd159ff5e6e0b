"""A player's accuracy over a match (issue 19): how close their decisions came to the
expert's, as `decision_review.match_accuracy` works it out from the coach's reviews.

A module of its own so that the window's first frame, which imports decision_review,
does not make this class (issue 14: a dataclass costs the start about 1 ms); it is
imported when an accuracy is first worked out, and `decision_review.Accuracy` still
names it (PEP 562).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Accuracy"]


@dataclass(frozen=True, slots=True)
class Accuracy:
    """How close a player's decisions came to the expert's over a match.

    Attributes:
        decisions: how many decisions count (forced plays do not).
        lost: the points lost over them, in total (>= 0).
        same: how many were the expert's own choice.
    """

    decisions: int
    lost: float
    same: int

    @property
    def mean_cost(self) -> float:
        """Average points lost per decision."""
        return self.lost / self.decisions if self.decisions else 0.0

    @property
    def share(self) -> float:
        """The share of decisions equal to the expert's, 0–1."""
        return self.same / self.decisions if self.decisions else 0.0
