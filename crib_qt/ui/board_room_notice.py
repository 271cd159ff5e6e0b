"""The status bar's and screen readers' notice of docks the board room closed for want
of room (ui/board_room.py): which panes, and the keys that open them."""

from __future__ import annotations

from ..game_words import fill, translate

__all__ = ["closed_notice"]


def closed_notice(names: list[str], keys: list[str]) -> str:
    """The notice for the panes titled `names` (one or two: the score log's, the
    Coach's), closed for want of room, with `keys` their shortcuts' native texts ("" for
    none: then the View menu is named). Short: the status bar of a 683-pixel window
    (1366 x 768 at scale 2) shows 70 characters of it; screen readers read it whole."""
    if len(names) == 1:
        #: %1 is a pane's title (Score log or Coach), %2 its shortcut (Ctrl+L)
        return (fill(translate("BoardRoom", "%1 closed: no room beside the table. %2 opens "
                                            "it in a window of its own."), names[0], keys[0])
                if keys[0] else
                fill(translate("BoardRoom", "%1 closed: no room beside the table. The "
                                            "View menu opens it in a window of its own."),
                     names[0]))
    if all(keys):  # the window has two docks
        #: %1, %2 are the panes' titles (Score log, Coach), %3, %4 their keys (Ctrl+L, Ctrl+K)
        return fill(translate("BoardRoom", "%1 and %2 closed: no room. %3 and %4 open them."),
                    *names[:2], *keys[:2])
    #: %1 and %2 are the panes' titles (Score log, Coach)
    return fill(translate("BoardRoom", "%1 and %2 closed: no room. The View menu opens "
                                       "them."), *names[:2])
