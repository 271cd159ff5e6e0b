"""What the window tells the player of a saved match or statistics file it could not
read (crib_qt/ui/keeping.py): damaged and moved aside, damaged and left in place, or
held by another program for now (`persistence.LockedFile`: not damaged, read again at
the next start). One sentence each, translated."""

from __future__ import annotations

from ..game_words import fill, translate
from ..persistence import DamagedFile, LockedFile

__all__ = ["save_problem", "statistics_problem"]


def save_problem(exc: DamagedFile) -> str:
    """The sentence for the saved match `exc` names; whatever is left in place (its
    `aside` None) is never saved over, so no match is saved until the next start, or for
    a held save until its problem box's Try Again reads it (ui/keeping.py)."""
    return _sentence(
        exc, translate("MainWindow", "The saved match cannot be read just now (another "
                                     "program may be using it), so it was left as it is, and "
                                     "no match will be saved until it can be read: close that "
                                     "program and choose Try Again, or start the game again "
                                     "later."),
        translate("MainWindow", "The saved match is damaged and could not be moved aside, "
                                "so no match will be saved until the next start."),
        translate("MainWindow", "The saved match could not be read, so a new match has "
                                "started; the damaged file was kept as %1."))


def statistics_problem(exc: DamagedFile) -> str:
    """The sentence for the statistics file `exc` names; whatever is left in place (its
    `aside` None) is never written over, so no statistics are saved until the next start."""
    return _sentence(
        exc, translate("MainWindow", "The statistics file cannot be read just now (another "
                                     "program may be using it), so it was left as it is "
                                     "and no statistics will be saved until the next start."),
        translate("MainWindow", "The statistics file is damaged and could not be moved "
                                "aside, so no statistics will be saved."),
        translate("MainWindow", "The statistics file was damaged; it was kept as %1 and "
                                "the statistics start afresh."))


def _sentence(exc: DamagedFile, held: str, in_place: str, aside: str) -> str:
    """`held` for a `LockedFile`, `in_place` for a damaged file left where it is, else
    `aside` with the name it was kept as for its %1."""
    if isinstance(exc, LockedFile):
        return held
    if exc.aside is None:
        return in_place
    return fill(aside, exc.aside.name)
