"""Which discard the coach's table is for: the one the viewer faces now, if any (issue 19)."""

from __future__ import annotations

from ..rules import Phase

__all__ = ["discard_key"]


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
