"""The score log after Restart of a later game of a match (issue 21, RULES.md R7.3, U4,
U5): it shows the whole match so far, as without Restart: the games already played,
each later game's "Game N" row, then the replayed game's rows from its start; the same
after undo and redo, after a second Restart, and in game 3. A resumed save of such a
game keeps the earlier games ("start"/"earlier"); an old save without them begins its
log with the game's own row.

Seed 7, a match to 3 with the baseline player on both seats (see
test_engine_match_openings.py): the computer wins game 1, the human deals game 2 and
the computer discards first, so the Restart of game 2 reuses its recorded discard."""

from __future__ import annotations

import json

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.models import ScoreLogModel
from crib_qt.persistence import match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import Discard, GameStarted, NextGame, Scored
from match_engines import FailingPlayer
from match_engines import match_engine as _engine
from match_engines import play_to as _play_to

SEED = 7


def _game_rows(log) -> list[tuple[int, int]]:
    return [(hand, event.game_number) for hand, event in log if isinstance(event, GameStarted)]


def test_r7_the_score_log_after_restart_of_game_two_shows_the_whole_match(qtbot):
    del qtbot
    engine = _engine()
    _play_to(engine, lambda e: e.betweenGames())
    game_one = engine.scoreLog()
    assert engine.perform(NextGame())
    at_game_two = engine.scoreLog()
    start_hand = engine.state.hand_number
    assert at_game_two == game_one + [(start_hand, GameStarted(2, engine.state.dealer))]
    assert len(game_one) > 20 and game_one[-1][1].__class__ is not GameStarted
    _play_to(engine, lambda e: e.state.hand_number == start_hand + 1)
    assert len(engine.scoreLog()) > len(at_game_two)

    engine.restart()  # in game 2, its first hand done: the whole match so far stays
    assert engine.matchStart().match.game_number == 2
    assert engine.scoreLog() == at_game_two
    assert engine.events() == []  # the run's own events: none yet (the opening is not one)

    _play_to(engine, lambda e: e.betweenGames())  # game 2 played again to its end
    whole = engine.scoreLog()
    assert whole[:len(at_game_two)] == at_game_two
    assert any(isinstance(event, Scored) and 121 in event.scores for _, event in whole[-6:])
    assert _game_rows(whole) == [(1, 1), (start_hand, 2)]  # game 1 from its cut

    engine.undo()
    undone = engine.scoreLog()
    assert undone[:len(at_game_two)] == at_game_two and len(undone) < len(whole)
    engine.redo()
    assert engine.scoreLog() == whole

    engine.restart()  # between games: game 2 again, its result taken back
    assert engine.scoreLog() == at_game_two
    engine.undo()  # back to the end of game 2 of the restarted run
    assert engine.scoreLog() == whole
    engine.redo()
    assert engine.scoreLog() == at_game_two

    _play_to(engine, lambda e: e.betweenGames())  # the same moves: the same log
    assert engine.scoreLog() == whole
    assert engine.perform(NextGame())
    at_game_three = engine.scoreLog()
    third = engine.state.hand_number
    assert _game_rows(at_game_three) == [(1, 1), (start_hand, 2), (third, 3)]
    _play_to(engine, lambda e: e.state.hand_number == third + 1)
    engine.restart()  # a third run: game 1 from the first, game 2 from the second
    assert engine.matchStart().match.game_number == 3
    assert engine.scoreLog() == at_game_three

    model = ScoreLogModel()  # the board's score log, as it rebuilds after a jump
    model.setPlayerNames(("You", "Computer"))
    model.setLog(engine.scoreLog())
    rows = [model.rowTexts(row) for row in range(model.rowCount())]
    begins = [row for row in range(model.rowCount()) if model.isGameStart(row)]
    assert len(begins) == 3 and begins[0] == 0 and begins[1] > 10  # game 1 from its cut
    assert [rows[row][ScoreLogModel.WHAT] for row in begins[1:]] == [
        f"Game 2 — first dealer: {('You', 'Computer')[at_game_two[-1][1].dealer]}",
        f"Game 3 — first dealer: {('You', 'Computer')[at_game_three[-1][1].dealer]}"]
    assert model.isGameResult(begins[1] - 1)  # game 1's result, after its last score
    assert rows[begins[1] - 2][ScoreLogModel.TOTAL] == "121"
    assert rows[-1] == rows[begins[2]]  # game 3 has no rows yet


def test_r7_a_resumed_save_of_a_restarted_game_logs_the_whole_match(qtbot):
    """The save keeps the games before the restarted one ("start"/"earlier"): resumed,
    the log is the whole match's again. An old save without it begins with the game's
    row, as it always did."""
    del qtbot
    engine = _engine()
    _play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    start_hand, dealer = engine.state.hand_number, engine.state.dealer
    engine.restart()
    _play_to(engine, lambda e: e.state.hand_number == start_hand + 1)
    whole = engine.scoreLog()
    own = [row for row in whole if row[0] >= start_hand]
    assert own[0] == (start_hand, GameStarted(2, dealer)) and len(whole) > len(own) > 1

    data = match_to_bytes(engine)
    resumed = GameEngine(computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(resumed, match_from_bytes(data))
    assert resumed.matchStart().match.game_number == 2
    assert resumed.scoreLog() == whole
    resumed.undo()
    resumed.redo()
    assert resumed.scoreLog() == whole

    old = json.loads(data)
    del old["start"]["earlier"]
    restore_match(resumed, match_from_bytes(json.dumps(old).encode()))
    assert resumed.scoreLog() == own  # a save from before: no rows of game 1


def test_after_a_failed_opening_no_hint_is_given_and_the_refusal_says_why(qtbot):
    """The computer failed its first move of a restarted game (`computerFailed`): the
    position has its seat to move and nobody asking it. A hint would be the computer's
    own choice for its seat (its cards, U3), so there is none, and the refusal does not
    say "thinking" (nothing is), but that it could not move and Undo goes back."""

    computer = FailingPlayer()
    engine = _engine(computer, SEED)
    _play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    computer.fail = True
    engine.setLevel("expert")  # its discard was decided at "medium": Restart asks again
    with pytest.raises(RuntimeError, match="the computer broke"):
        engine.restart()
    assert not engine.isThinking() and engine.state.to_act == 1
    asked = []
    computer.choose = lambda view, legal: asked.append(view) or legal[0]
    assert engine.hint() is None
    with qtbot.waitSignal(engine.hintReady, timeout=1000) as answer:
        engine.requestHint()
    assert answer.args == [None] and asked == []
    stuck = "The computer could not make its move; Undo goes back."
    assert engine.refusal(NextGame()) == stuck
    assert engine.refusal(Discard(engine.state.hands[0][:2])) == stuck
    engine.undo()  # back before the Restart: hints are the human's again
    assert engine.state.to_act == 0 and engine.hint() is not None
