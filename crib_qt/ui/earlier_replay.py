"""A long save's earlier games, replayed once the board is painted (issue 14, R7.3).

A save of a game that Restart replays keeps the match's games before it ("earlier",
crib_qt/persistence_earlier.py): a game-7 save holds some 800 actions, and replaying
them through the rules cost 149 ms before the first frame. Only the score log's earlier
games and the coach's match review need them, so the app's start resumes such a save
with them checked but waiting (`MainWindow.resumeSaved(defer_earlier=True)`) and replays
them here, on the GUI thread, one turn of the event loop after the first frame (no
thread: PySide 6.11 can crash when the collector runs off the GUI thread).

Until then the run's decisions are numbered without the earlier games (the save's own
"reviews" are read so), and the resume does not save the match again: the file keeps the
very bytes it was read from until they are checked (a save asked before, e.g. by a level
change, a Restart or New game, takes them in first: `MainWindow.takeInEarlierGames`).
Replayed, they become the engine's (`GameEngine.takeInEarlierGames`), the score log is
read again, and the coach's reviews are numbered over the whole match: the earlier games'
own, then the run's, taken over silently (announced before the save). A damaged
"earlier" is refused as before the first frame: the file is moved aside, the player
told, and a new match begins.
"""

from __future__ import annotations

__all__ = ["take_in_earlier_games"]


def take_in_earlier_games(window, wait: bool = False) -> bool:
    """Replay the games before the run of `window`'s resumed save, which wait
    (`GameEngine.earlierGamesWaiting`: `MainWindow.takeInEarlierGames` asks), then save
    the match whole (with `wait`: written when this returns); True if they were taken
    in, False if they were refused (moved aside and reported, a new match begun)."""
    from ..data_files import InvalidData

    engine, coach = window.engine, window.coach
    refused = None
    window._holding = True  # no save before the coach's reviews are numbered over the match
    try:  # the coach's reviews of the run are numbered without the earlier games
        reviews = engine.takeInEarlierGames(coach.savedDecisions())
    except InvalidData as exc:  # nothing taken in
        refused = exc
    else:
        window.presenter.scoreLog.setLog(engine.scoreLog())
        coach.restore(reviews)
    finally:
        window._holding = False
    if refused is not None:
        _refuse(window, refused)
        return False
    window.saveMatch(wait)  # then once, whole
    return True


def _refuse(window, exc) -> None:
    """As a save refused before the first frame (ui/keeping.py): moved aside, told, and
    a new match in its place."""
    from ..data_files import DamagedFile, move_aside
    from ..save_writer import wait_for_writes
    from ..turns import new_match_id, new_seed

    path = window.store.match_path
    wait_for_writes(path)  # nothing of this run's is written over it: it goes aside as read
    window._save_damaged(DamagedFile(path, str(exc), move_aside(path)))
    options = window.options
    window.engine.restoreMatch(new_seed(), [], 0, mode=options.mode, level=options.level,
                               match_id=new_match_id())
    window.saveMatch(wait=True)
