"""A long save's earlier games waiting, without a window (issue 14's replay after the
first frame, R7.3, U5): `GameEngine.takeInEarlierGames` is the one way they are taken
in, giving back the coach's reviews of them that the save had; `restart` and `newGame`
refuse while they wait (taking them in there lost those reviews), so nothing is lost.

The long save of tests/long_saves.py: game 2 of a match to 3 restarted and played into
its second hand, its "earlier" game 1 (140 actions) with the coach's reviews."""

from __future__ import annotations

import json

import pytest
from long_saves import long_save

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import InvalidData, match_from_bytes, match_to_bytes, restore_match


@pytest.fixture(scope="module")
def save():
    return long_save()


def _resumed(data: bytes, defer_earlier: bool):
    """(an engine resuming `data`, the save as read)."""
    saved = match_from_bytes(data, defer_earlier)
    engine = GameEngine(computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(engine, saved)
    return engine, saved


@pytest.mark.parametrize("how", ["restart", "newGame"])
def test_restart_or_new_game_refuses_while_the_earlier_games_wait_and_changes_nothing(
        save, qtbot, how):
    del qtbot
    engine, saved = _resumed(save[0], defer_earlier=True)
    waiting, data = engine.earlierGamesWaiting(), match_to_bytes(engine, reviews=saved.reviews)
    assert waiting is saved.earlier_waiting is not None
    with pytest.raises(RuntimeError, match="takeInEarlierGames"):
        getattr(engine, how)()
    assert engine.earlierGamesWaiting() is waiting and engine.undoIndex() == saved.index
    assert engine.state == saved.position and engine.matchEarlier().steps == ()
    assert match_to_bytes(engine, reviews=saved.reviews) == data  # the save as read, whole


def test_taken_in_without_a_window_the_earlier_games_and_their_reviews_are_kept(save, qtbot):
    del qtbot
    data, count = save
    engine, saved = _resumed(data, defer_earlier=True)
    whole_engine, whole = _resumed(data, defer_earlier=False)  # read whole, as before issue 14
    assert count == 140 and len(saved.reviews) < len(whole.reviews)
    changes = []
    engine.historyChanged.connect(lambda: changes.append(engine.matchEarlier()))
    reviews = engine.takeInEarlierGames(saved.reviews)
    assert reviews == whole.reviews  # the earlier games' own, then the run's renumbered
    assert [d for d in reviews if d.index < count] != []
    assert engine.earlierGamesWaiting() is None and changes == [engine.matchEarlier()]
    assert engine.matchEarlier().actions() == whole.earlier.actions()
    assert engine.scoreLog() == whole_engine.scoreLog()
    assert match_to_bytes(engine, reviews=reviews) == data
    engine.restart()  # U5: game 2 again, the match's games before it kept
    whole_engine.restart()
    again = json.loads(match_to_bytes(engine, reviews=reviews))
    del again["id"]  # each Restart's own
    whole_again = json.loads(match_to_bytes(whole_engine, reviews=whole.reviews))
    del whole_again["id"]
    assert again == whole_again
    kept = match_from_bytes(match_to_bytes(engine, reviews=reviews))
    assert kept.earlier.actions()[:count] == whole.earlier.actions()
    assert [d for d in kept.reviews if d.index < count] == \
        [d for d in whole.reviews if d.index < count]
    assert engine.takeInEarlierGames(reviews) == reviews  # none wait: the reviews as given


def test_damaged_earlier_games_are_refused_by_name_and_still_wait(save, qtbot):
    del qtbot
    root = json.loads(save[0])
    del root["start"]["earlier"]["actions"][-1]  # its last NextGame: it ends in game 1
    engine, saved = _resumed(json.dumps(root).encode(), defer_earlier=True)
    waiting = engine.earlierGamesWaiting()
    with pytest.raises(InvalidData, match="'earlier' is not this match's play"):
        engine.takeInEarlierGames(saved.reviews)
    assert engine.earlierGamesWaiting() is waiting and engine.matchEarlier().steps == ()
    kept = json.loads(match_to_bytes(engine, reviews=saved.reviews))
    assert kept["start"]["earlier"] == root["start"]["earlier"]  # written back as read
