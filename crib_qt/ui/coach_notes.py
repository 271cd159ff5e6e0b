"""The coach's notes in the score log (issue 19): a flagged decision's sentence, in the
language of the moment (crib_qt/ui/coach_reviews.py publishes them)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from ..decision_review import Decision
from ..game_words import fill, translate

__all__ = ["ScoreLogNote", "note_text"]


def note_text(decision: Decision) -> str:
    """The score log's note of a flagged decision, in the current language."""
    cost = QLocale().toString(decision.cost, "f", 2)
    chosen = " ".join(c.symbol_text for c in decision.chosen)
    expert = " ".join(c.symbol_text for c in decision.expert)
    if decision.kind == "discard":
        return fill(translate("CoachReview", "Coach: throwing %1 lost %2 points; the expert "
                                             "threw %3"), chosen, cost, expert)
    from ..ai.play_review import FLAG_WIN  # loaded with the play's review (not at start)

    win_loss = decision.win_loss
    if win_loss is not None and win_loss >= FLAG_WIN:  # near 121: the win, not points
        return fill(translate("CoachReview", "Coach: %1 at a count of %2 gave up %3% of the "
                                             "chance to win; the expert laid %4"),
                    chosen, QLocale().toString(decision.review.count),
                    QLocale().toString(round(100 * win_loss)), expert)
    return fill(translate("CoachReview", "Coach: %1 at a count of %2 lost %3 points; the "
                                         "expert laid %4"),
                chosen, QLocale().toString(decision.review.count), cost, expert)


class ScoreLogNote:
    """A score log note's text in the language of the moment; notes of equal decisions
    are equal, so publishing again changes no row."""

    __slots__ = ("decision",)

    def __init__(self, decision: Decision) -> None:
        self.decision = decision

    def __call__(self) -> str:
        return note_text(self.decision)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ScoreLogNote) and other.decision == self.decision

    def __hash__(self) -> int:
        return hash(self.decision.index)
