"""Publishing the coach's reviews (issue 19), for `CoachReviews` (coach_reviews.py):
each hand's review once all its decisions are in and its play is over (`handReviewed`;
the Coach dock and the match review show it), the whole match's once it is won (`matchReviewed`, its accuracy
for the statistics), a match New game left once the computer's process has reviewed
what is wanted of it (`reviewLeft`, `leftReviewed`, its accuracy), and the last reviews
of a won match or of matches left worked out at once when the window closes
(`finishAtClose`, within `FINISH_BUDGET_MS`).

A mixin: it uses the reviews, positions and signals `CoachReviews` keeps (see there).
"""

from __future__ import annotations

import time

from ..decision_review import match_accuracy
from .coach_position import hand_over

__all__ = ["FINISH_BUDGET_MS", "ReviewPublishing"]

#: The most the coach may spend working reviews out on the GUI thread, in ms (estimated,
#: and real), only when the window closes (`finishAtClose`: `finishNow`, then
#: `finishLeftNow`, in one budget); at any other time the computer's process works them
#: out and the window never waits (issue 14).
FINISH_BUDGET_MS = 100
_clock = time.perf_counter  # seconds, for the close's budget (tests step it)


class ReviewPublishing:
    """Publishes the reviews of a `CoachReviews` (a mixin of it): hands, the match, the
    reviews worked out at close."""

    def _changed(self) -> None:
        self._notes_key = None
        self._publish()
        self.decisionsChanged.emit()

    def _publish(self, *_) -> None:
        """Publish each hand whose play is over in the recorded steps and on the board
        and whose decisions are all reviewed (`handReviewed` once per review);
        `matchReviewed` once."""
        view = self._presenter.view()
        reviews = self._reviews()
        key = (self._done, len(reviews), view.hand_number, view.phase, view.winner)
        if key == self._notes_key:
            return
        self._notes_key = key
        hands: dict[int, bool] = {}
        decided: dict[int, list] = {}
        for position in self.positions():
            hand = position.hand
            hands[hand] = hands.get(hand, True) and position.index in reviews
            decided.setdefault(hand, []).append((position.index, position.action))
        published = {h for h, complete in hands.items()
                     if complete and hand_over(self._at, h) and hand_over(view, h)}
        announced = self._announced.setdefault(self._engine.matchId, {})
        new = [h for h in sorted(published - self._published)
               if announced.get(h) != tuple(decided[h])]
        announced.update((h, tuple(decided[h])) for h in new)
        self._published = published
        if self._restoring:  # played before the save: not announced, now or once reviewed
            announced.update((h, tuple(d)) for h, d in decided.items()
                             if hand_over(self._at, h) and hand_over(view, h))
        for hand in () if self._restoring else new:
            self.handReviewed.emit(hand)
        engine = self._engine
        match = engine.matchId
        # a match of several games is reviewed once, at its end, over all its games (R7)
        if (engine.state.winner is not None and not engine.betweenGames()
                and match not in self._reported
                and all(complete for complete in hands.values())
                and self._done == self._base + len(engine.history())):
            self._reported.add(match)
            self.matchReviewed.emit(match)

    def finishNow(self, budget_ms: int = FINISH_BUDGET_MS) -> bool:
        """Work out here, at once, the reviews of a won match that the computer's process
        has not answered yet, and report the match reviewed (`matchReviewed`): called
        when the window closes, so the match's accuracy is kept (once).

        All or nothing, and closing must not hang: when the missing reviews' estimated
        costs (`decision_review.analysis_cost`) add up to more than `budget_ms`, or
        `budget_ms` of real time pass while they are worked out, the match is not
        reported and keeps no accuracy. An accuracy over the cheap reviews alone would
        leave out the dearest decisions (a hand's first plays, where most points are
        lost) and read too well, for good. Returns True when it reported the match."""
        engine, match = self._engine, self._engine.matchId
        if (not self._active or engine.state.winner is None or engine.betweenGames()
                or match in self._reported or match in self._given_up
                or self._done != self._base + len(engine.history())):
            return False
        self._given_up.add(match)  # one try: a second close does no more work
        if not self._work_out(self.positions(), self._reviews(), budget_ms):
            return False
        self._given_up.discard(match)
        self._reported.add(match)
        self.matchReviewed.emit(match)
        return True

    def accuracy(self, seat: int):
        """`decision_review.match_accuracy` of `seat` over the reviews so far, or None."""
        return match_accuracy(self.decisions(), seat)

    def _work_out(self, positions: list, reviews: dict, budget_ms: int) -> bool:
        """Work out here, at once, the reviews of `positions` (`SeenPosition`s) missing
        from `reviews` (a match's, by action number), all or nothing within `budget_ms`
        (estimated first, then real time: see `finishNow`). True when none is missing."""
        from ..decision_review import analyse, analysis_cost

        missing = sorted((analysis_cost(p), p.index, p) for p in positions
                         if p.index not in reviews)
        if sum(cost for cost, _, _ in missing) > budget_ms:
            return False
        start = _clock()
        for _, index, position in missing:
            if 1000 * (_clock() - start) >= budget_ms:
                return False
            reviews[index] = (position.view, position.action, analyse(position))
        return True

    def finishAtClose(self) -> None:
        """When the window closes: `finishNow`, then `finishLeftNow` with what is left of
        the one `FINISH_BUDGET_MS`."""
        start = _clock()
        self.finishNow(FINISH_BUDGET_MS)
        self.finishLeftNow(FINISH_BUDGET_MS - 1000 * (_clock() - start))

    def reviewLeft(self, match_id: str, last_game: int) -> None:
        """Have the computer's process review, while it is idle, the decisions of games 1
        to `last_game` of match `match_id` that New game left (R7) not reviewed yet; nothing
        is worked out here (issue 14: the window never waits). `leftReviewed(match_id)`
        once they all are, at once when they are already. Until Undo brings the match back
        (it is no longer left then: its decisions are asked about as the match's)."""
        if not self._active:
            return
        self._left_wanted[match_id] = last_game
        self._check_left(match_id)
        self._ask_soon()

    def _left_positions(self, match_id: str, last_game: int) -> list:
        return [p for p in self._left.get(match_id, ())
                if p.view.match.game_number <= last_game]

    def _check_left(self, match_id: str) -> None:
        """`leftReviewed` when every decision `reviewLeft` wants of `match_id` is reviewed."""
        last = self._left_wanted.get(match_id)
        reviews = self._matches.get(match_id)
        if last is None or reviews is None or any(
                p.index not in reviews for p in self._left_positions(match_id, last)):
            return
        del self._left_wanted[match_id]
        self.leftReviewed.emit(match_id)

    def finishLeftNow(self, budget_ms: float) -> None:
        """Work out here, at once, the reviews `reviewLeft` still waits for, all or nothing
        per match within `budget_ms` in all (see `finishNow`; once per match): the window
        closes, the computer's process answers no more. `leftReviewed` for each finished."""
        start = _clock()
        for match, last in list(self._left_wanted.items()):
            reviews = self._matches.get(match)
            if match in self._given_up or reviews is None:
                continue
            self._given_up.add(match)
            if self._work_out(self._left_positions(match, last), reviews,
                              max(0.0, budget_ms - 1000 * (_clock() - start))):
                self._given_up.discard(match)
                self._check_left(match)

    def leftAccuracy(self, match_id: str, last_game: int, seat: int):
        """`decision_review.match_accuracy` of `seat` over the decisions of games 1 to
        `last_game` of match `match_id`, which New game left (a match of several games
        left after them, R7); None when there are none or reviews of them are missing
        (`reviewLeft` has them worked out): an accuracy over the cheap reviews alone would
        read too well. Nothing is worked out here. The coach keeps the last few matches'."""
        positions = self._left_positions(match_id, last_game)
        reviews = self._matches.get(match_id)
        if (not self._active or not positions or reviews is None
                or any(p.index not in reviews for p in positions)):
            return None
        return match_accuracy([reviews[p.index][2] for p in positions], seat)
