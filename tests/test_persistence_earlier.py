"""A save of a later game of a match that Restart replays keeps the match's earlier games
(issue 21, RULES.md R7.3, U4, U5; crib_qt/persistence_earlier.py, crib_qt/match_earlier.py):
"start"/"earlier" holds every action before the game's first state, replayed through the
rules on resume, so the score log is the whole match's again; a damaged or inconsistent
one is refused by name and the file kept aside; an old save without it loads as before.

Seed 7, a match to 3 with the baseline player on both seats (tests/match_engines.py): the
computer wins game 1 (hands 1-9), the human deals game 2 and the computer discards first."""

from __future__ import annotations

import json

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.match_earlier import Earlier
from crib_qt.persistence import (MAX_ACTIONS, DamagedFile, InvalidData, load_match,
                                 match_from_bytes, match_to_bytes, restore_match)
from crib_qt.rules import GameStarted, NextGame, apply, game_start
from crib_qt.rules.match import GameStart
from crib_qt.rules.match_score import MatchScore
from match_engines import match_engine, play_to


def _resumed(data: bytes) -> GameEngine:
    engine = GameEngine(computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(engine, match_from_bytes(data))
    return engine


def _through_next_game(actions) -> list:
    """`actions` up to and including their last Next game (the computer's discard that
    answers it belongs to the next run, its opening)."""
    last = max(i for i, action in enumerate(actions) if isinstance(action, NextGame))
    return list(actions[:last + 1])


def _hand_on(engine) -> None:
    hand = engine.state.hand_number
    play_to(engine, lambda e: e.state.hand_number == hand + 1)


@pytest.fixture(scope="module")
def twice(qapp):
    """A match restarted in game 2, played on into game 3 and restarted there: (its save,
    its score log, the actions played before game 3's first state)."""
    del qapp
    engine = match_engine()
    play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    _hand_on(engine)
    before = _through_next_game(engine.history())
    engine.restart()  # game 2 again: the first run's game 1 is its earlier
    opening = list(engine.matchOpening())
    play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    _hand_on(engine)
    before += opening + _through_next_game(engine.history())
    engine.restart()  # game 3 again: game 1 of the first run, game 2 of the second
    assert engine.matchStart().match.game_number == 3
    _hand_on(engine)
    return match_to_bytes(engine), engine.scoreLog(), before


def test_r7_the_save_keeps_every_action_before_the_restarted_game(twice):
    data, _, before = twice
    start = json.loads(data)["start"]
    assert start["game"] == 3 and len(before) > 200
    assert start["earlier"] == {"actions": [action.to_data() for action in before]}
    state = game_start(7, GameStart(MatchScore(3, False)))
    for action in before:  # the rules' own replay ends at game 3's first state
        state, _ = apply(state, action)
    assert state == game_start(7, match_from_bytes(data).start)


def test_r7_resumed_after_two_restarts_the_score_log_is_the_whole_match(twice, qtbot):
    del qtbot
    data, log, before = twice
    resumed = _resumed(data)
    assert resumed.matchEarlier().actions() == tuple(before)
    assert resumed.scoreLog() == log
    assert [(hand, event.game_number) for hand, event in log
            if isinstance(event, GameStarted)] == [(1, 1), (10, 2), (19, 3)]
    resumed.undo()
    resumed.redo()
    assert resumed.scoreLog() == log
    assert match_to_bytes(resumed) == data  # saved again: the very same file


def test_an_old_save_without_earlier_loads_as_before(twice, qtbot):
    del qtbot
    data, log, _ = twice
    old = json.loads(data)
    del old["start"]["earlier"]
    content = json.dumps(old, ensure_ascii=False, separators=(",", ":")).encode()
    saved = match_from_bytes(content)
    assert saved.earlier == Earlier() and saved.start.match.game_number == 3
    resumed = _resumed(content)
    assert resumed.scoreLog() == [row for row in log if row[0] >= 19]  # its game's row first
    assert match_to_bytes(resumed) == content  # and saved again as it was


def test_r7_a_game_restarted_after_an_old_save_keeps_the_games_it_knows(twice, qtbot):
    """A save of game 2 without "earlier" (made before it was kept), resumed, played into
    game 3 and restarted there: the new save's "earlier" begins "from" game 2, and so
    does the score log, with game 2's row, before and after resuming it."""
    del qtbot
    engine = match_engine()
    play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    engine.restart()
    old = json.loads(match_to_bytes(engine))
    del old["start"]["earlier"]
    resumed = _resumed(json.dumps(old).encode())
    play_to(resumed, lambda e: e.betweenGames())
    assert resumed.perform(NextGame())
    _hand_on(resumed)
    resumed.restart()
    log = resumed.scoreLog()
    data = match_to_bytes(resumed)
    earlier = json.loads(data)["start"]["earlier"]
    assert earlier["from"] == {"games": [0, 1], "game": 2, "dealer": 0, "hands": 9}
    assert log[0] == (10, GameStarted(2, 0)) and (19, GameStarted(3, 1)) in log
    assert _resumed(data).scoreLog() == log


_DAMAGED = {
    "not an object": (lambda start: start.update(earlier=[1, 2]),
                      "'earlier' is not an object"),
    "no actions": (lambda start: start["earlier"].pop("actions"),
                   "'earlier' has no list of actions"),
    "empty": (lambda start: start["earlier"].update(actions=[]),
              "'earlier' has no list of actions"),
    "bad action": (lambda start: start["earlier"]["actions"].__setitem__(5, ["play"]),
                   "action 6 of 'earlier' is not an action"),
    "illegal action": (lambda start: start["earlier"]["actions"].insert(3, ["go"]),
                       "'earlier' is not this match's play before its game"),
    "short": (lambda start: start["earlier"]["actions"].pop(),
              "'earlier' is not this match's play before its game .it does not end where "
              "this game begins"),
    "bad from": (lambda start: start["earlier"].update(
        {"from": {"games": [0, 0], "game": 1, "dealer": 0, "hands": 0}}),
                 "'from' of 'earlier' is not the start of a game of this match"),
    "from not earlier": (lambda start: start["earlier"].update(  # from its own game
        {"from": {key: start[key] for key in ("games", "game", "dealer", "hands")}}),
                         "'earlier' is not this match's play before its game .it does not "
                         "begin in an earlier game"),
}


@pytest.mark.parametrize("case", sorted(_DAMAGED))
def test_a_damaged_earlier_is_refused_by_name_and_the_file_kept_aside(twice, tmp_path, case):
    data, _, _ = twice
    edit, problem = _DAMAGED[case]
    root = json.loads(data)
    edit(root["start"])
    content = json.dumps(root).encode()
    with pytest.raises(InvalidData, match=problem):
        match_from_bytes(content)
    path = tmp_path / "match.json"
    path.write_bytes(content)
    with pytest.raises(DamagedFile, match="'earlier'") as caught:
        load_match(path)
    assert not path.exists() and caught.value.aside.read_bytes() == content


@pytest.mark.parametrize("part", ["earlier", "opening", "steps"])
def test_earlier_opening_and_steps_share_one_bound_of_actions(twice, part):
    """"earlier", "opening" and "steps" hold one match's actions: at most `MAX_ACTIONS`
    (7 games x 40 hands x 30 actions, persistence_format.py) together, each under it
    alone; the part that passes it is named, before anything is replayed."""
    data, _, _ = twice
    root = json.loads(data)
    assert MAX_ACTIONS == 8400
    earlier = len(root["start"]["earlier"]["actions"])
    root["start"].pop("opening", None)
    if part == "earlier":  # the steps leave room for all but one of earlier's actions
        root["steps"], root["index"] = [[["go"]] * (MAX_ACTIONS - earlier + 1)], 0
    else:
        root["start"].pop("earlier")
        root["steps"], root["index"] = [[["go"]] * (MAX_ACTIONS + (part == "steps"))], 0
        if part == "opening":
            root["start"]["opening"] = [["go"]]
    name = {"earlier": "'earlier'", "opening": "'opening'", "steps": "step 1"}[part]
    with pytest.raises(InvalidData, match=f"^{name} takes the save past 8400 actions, more "
                                          f"than a match holds$"):
        match_from_bytes(json.dumps(root).encode())


@pytest.mark.parametrize("where", ["start", "from"])
def test_a_games_start_is_read_by_one_function_naming_its_place(twice, where):
    """"start" and "earlier"/"from" are read alike (save_values.game_start_value): a
    missing field names the place it is missing from."""
    data, _, _ = twice
    root = json.loads(data)
    root["start"]["earlier"]["from"] = {"games": [0, 1], "game": 2, "dealer": 0, "hands": 9}
    del (root["start"] if where == "start" else root["start"]["earlier"]["from"])["hands"]
    name = {"start": r"'start' is not the start of a game of a match",
            "from": r"'from' of 'earlier' is not the start of a game of this match"}[where]
    with pytest.raises(InvalidData, match=f"^{name} \\(it has no 'hands'\\)$"):
        match_from_bytes(json.dumps(root).encode())


def test_unknown_keys_are_ignored_in_earlier_and_from_as_everywhere_in_a_save(twice):
    """A save's reader ignores keys it does not know, at the top as in "start" (fields
    joined version 1 so, and an older reader loads a newer save): "earlier" and its
    "from" are read alike, and the save loads as without them."""
    data, _, _ = twice
    root = json.loads(data)
    for place in (root, root["start"], root["start"]["earlier"]):
        place["junk"] = [1, {"x": 2}]
    assert match_from_bytes(json.dumps(root).encode()) == match_from_bytes(data)
