"""Which discard the coach's table is for: the one the viewer faces now, or the one they
made this hand (issue 19); and when a hand's play is over for the coach's reviews."""

from __future__ import annotations

from ..rules import Phase

__all__ = ["discard_key", "hand_over", "played_discard", "show_over"]


def discard_key(presenter) -> tuple | None:
    """(six cards, dealer?, (own score, other's)) of the discard the viewer faces now, or
    None when there is none to show: not the discard, the cards already laid away, or a
    hand face down (two players, U3).

    Args:
        presenter: the board's `BoardPresenter`.
    """
    view = presenter.view()
    if (view.phase is not Phase.DISCARD or len(view.hand) != 6 or presenter.isHandHidden()
            or presenter.isCovered()):
        return None
    seat = view.seat
    return tuple(view.hand), view.is_dealer, (view.scores[seat], view.scores[1 - seat])


def hand_over(view, hand: int) -> bool:
    """True when the shown position `view` (a `PlayerView`) is past the play of `hand`:
    its show, a later hand, or the game won."""
    return (view.winner is not None or view.hand_number > hand
            or (view.hand_number == hand and view.phase in (Phase.SHOW, Phase.GAME_OVER)))


def show_over(presenter, hand: int) -> bool:
    """True when the board is past the show of `hand` (R5.1): its crib counted (every
    item said), a later hand, or the game won and its count said.

    Args:
        presenter: the board's `BoardPresenter` (its shown view and show count).
        hand: the hand's number.
    """
    view = presenter.view()
    if view.hand_number > hand:
        return True
    if presenter.count.isCounting() or view.hand_number < hand:
        return False
    return view.winner is not None or (view.phase is Phase.SHOW and view.show_step == 2)


def played_discard(presenter, coach):
    """The coach's review (a `decision_review.Decision`) of the discard the viewer made in
    the hand on the table, once made and reviewed; None before, or while the viewer's
    hand is face down before the show (two players, U3).

    Args:
        presenter: the board's `BoardPresenter`.
        coach: the window's `CoachReviews`.
    """
    view = presenter.view()
    if discard_key(presenter) is not None:
        return None
    if not hand_over(view, view.hand_number) and (presenter.isHandHidden()
                                                  or presenter.isCovered()):
        return None
    for decision in reversed(coach.decisions()):
        if decision.hand < view.hand_number:
            return None
        if decision.kind == "discard" and decision.seat == view.seat:
            return decision
    return None
