"""A later game of a match that the computer begins (RULES.md R7.3: the last game's
loser deals first, so when the human deals the computer's seat discards first), replayed
by Restart (U5), undone and redone (U4), saved and resumed (issue 21). The computer's
first replies, its *opening*, belong to the Restart's undo step and to the save's
"start" (crib_qt/commands.py, crib_qt/persistence.py).

Seed 7, a match to 3 with the baseline player on both seats: the computer wins game 1
(106–121), the human deals game 2 and the computer discards 7♠ J♦ first."""

from __future__ import annotations

import json

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.persistence import InvalidData, match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import Card, Discard, NextGame, Phase, game_start
from match_engines import CountingPlayer, FailingPlayer
from match_engines import match_engine as _engine
from match_engines import play_to as _play_to

OPENING = (Discard((Card.parse("7S"), Card.parse("JD"))),)  # seed 7, game 2 (see above)


def _into_game_two(engine: GameEngine):
    """Play game 1 and begin game 2; returns game 2's first state where the human acts
    (after the computer's discard, replies to Next game)."""
    _play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    return engine.state


def test_u5_restart_replays_a_game_the_computer_begins_and_it_plays_on(qtbot):
    del qtbot  # asked for its QApplication and its check of Qt warnings
    computer = CountingPlayer()
    engine = _engine(computer)
    opened = _into_game_two(engine)
    begun = engine.undoStack().command(engine.undoStack().index() - 1).steps[0].state
    assert (begun.dealer, begun.to_act, opened.to_act) == (0, 1, 0)  # R7.3
    assert opened.discards == ((), OPENING[0].cards)
    _play_to(engine, lambda e: e.state.phase is Phase.PLAY)
    position, game_two = engine.state, engine.gameId
    engine.restart()
    # the same cards and the computer's same discard: the player is to discard (U5)
    assert engine.state == opened and not engine.isThinking()
    assert engine.matchOpening() == OPENING and engine.steps() == []
    assert engine.matchStart().match == begun.match and engine.matchStart().dealer == 0
    assert engine.undoStack().undoText() == "Restart" and engine.humanSeat() == 0
    assert engine.legalActions() and all(isinstance(a, Discard) for a in engine.legalActions())
    assert engine.perform(engine.hint())
    assert engine.undoIndex() == 1 and engine.state.phase is Phase.PLAY
    after_discard = engine.state
    engine.undo()
    assert engine.state is engine.undoStack().stateAt(engine.undoStack().index())
    assert engine.state == opened
    engine.undo()  # one step: the Restart with the computer's discard (U4)
    assert engine.state is position and engine.gameId == game_two
    asked = computer.asked
    engine.redo()  # the recorded discard again, nobody asked (U4)
    assert engine.state == opened and engine.matchOpening() == OPENING
    engine.redo()
    assert engine.state is after_discard and computer.asked == asked


def test_a_save_right_after_such_a_restart_resumes_and_plays_on(qtbot):
    del qtbot
    engine = _engine()
    _into_game_two(engine)
    played = engine.history()  # game 1, then Next game and the computer's discard
    engine.restart()
    data = json.loads(match_to_bytes(engine))
    # the games before (issue 21): every action up to Next game, not the discard after it
    assert data["start"].pop("earlier") == {"actions": [a.to_data() for a in played[:-1]]}
    assert data["start"] == {"games_to_win": 3, "skunks": False, "games": [0, 1], "game": 2,
                             "dealer": 0, "hands": 9, "opening": [["discard", "7S", "JD"]],
                             "series": engine.matchSeries()}  # kept by Restart (issue 21)
    assert data["steps"] == [] and data["index"] == 0
    saved = match_from_bytes(json.dumps(data).encode())
    assert saved.opening == OPENING and saved.position == engine.state
    computer = CountingPlayer()
    resumed = GameEngine(seed=1, computer=computer, level="medium", synchronous=True)
    restore_match(resumed, saved)
    assert computer.asked == 0 and resumed.state == engine.state
    assert resumed.matchOpening() == OPENING and not resumed.undoStack().canUndo()
    assert resumed.gameId == engine.gameId
    for one in (engine, resumed):  # both play on the same way
        _play_to(one, lambda e: e.state.hand_number == 12)
    assert resumed.state == engine.state and resumed.steps() == engine.steps()
    again = match_from_bytes(match_to_bytes(resumed))  # mid-game, steps after the opening
    assert again.opening == OPENING and again.position == engine.state


def test_a_save_without_the_opening_asks_the_computer_when_resumed(qtbot):
    """A save made before the computer's replies arrived (the app closed while it
    thought, or a stuck save of a Restart from before this fix) has no "opening": the
    computer is asked as the match is resumed, so nothing waits for it."""
    engine = _engine()
    opened = _into_game_two(engine)
    engine.restart()
    data = json.loads(match_to_bytes(engine))
    del data["start"]["opening"]
    saved = match_from_bytes(json.dumps(data).encode())
    assert saved.opening == () and saved.position.to_act == 1
    resumed = GameEngine(seed=1, computer=BasicPlayer(), level="medium", synchronous=True)
    performed = []
    resumed.stepsPerformed.connect(performed.append)
    with qtbot.waitSignals([resumed.positionJumped, resumed.thinkingChanged] * 2,
                           order="strict"):
        restore_match(resumed, saved)  # restored, the computer asked, its discard shown
    assert performed == [] and resumed.events() == [] and resumed.history() == []
    assert resumed.state == opened and resumed.matchOpening() == OPENING
    assert not resumed.isThinking() and not resumed.undoStack().canUndo()
    assert json.loads(match_to_bytes(resumed))["start"]["opening"] == [["discard", "7S", "JD"]]
    # a step after the missing opening cannot be a turn: the save is refused
    data["steps"] = [[["discard", "2C", "3C"]]]
    data["index"] = 1
    with pytest.raises(InvalidData, match="step 1 is not a legal turn"):
        match_from_bytes(json.dumps(data).encode())


@pytest.mark.parametrize("change, problem", [
    (lambda start: start.update(opening=[]), "'opening' is not the computer's first turn"),
    (lambda start: start.update(opening="7S"), "'opening' is text, not a list"),
    (lambda start: start.update(opening=[["discard", "7S"]]),
     "action 1 of the opening is not an action"),
    (lambda start: start.update(opening=[["discard", "7S", "JD"]] * 2),
     "'opening' is not the computer's first turn"),
    (lambda start: start.update(opening=[["discard", "7S", "7H"]]),
     "'opening' is not the computer's first turn"),
])
def test_a_bad_opening_is_refused_with_its_name(qtbot, change, problem):
    del qtbot
    engine = _engine()
    _into_game_two(engine)
    engine.restart()
    data = json.loads(match_to_bytes(engine))
    change(data["start"])
    with pytest.raises(InvalidData, match=problem):
        match_from_bytes(json.dumps(data).encode())


def test_an_opening_in_a_game_the_human_begins_is_refused(qtbot):
    del qtbot
    engine = _engine(seed=5)
    _into_game_two(engine)  # in seed 5 the computer deals game 2: the human discards first
    engine.restart()
    data = json.loads(match_to_bytes(engine))
    assert "opening" not in data["start"]
    data["start"]["opening"] = [["discard", "7S", "JD"]]
    with pytest.raises(InvalidData, match="'opening' is not the computer's first turn"):
        match_from_bytes(json.dumps(data).encode())


def test_next_game_into_a_game_the_computer_begins_is_saved_and_resumed(qtbot):
    del qtbot
    engine = _engine()
    opened = _into_game_two(engine)
    data = json.loads(match_to_bytes(engine))
    assert data["start"]["game"] == 1 and "opening" not in data["start"]
    assert data["steps"][-1] == [["next_game"], ["discard", "7S", "JD"]]  # one step (U4)
    resumed = GameEngine(seed=1, computer=BasicPlayer(), level="medium", synchronous=True)
    restore_match(resumed, match_from_bytes(match_to_bytes(engine)))
    assert resumed.state == opened and resumed.matchOpening() == ()
    assert resumed.legalActions() == engine.legalActions()
    for one in (engine, resumed):
        _play_to(one, lambda e: e.state.hand_number == 12)
    assert resumed.state == engine.state
    resumed.undo()
    while resumed.state.match.game_number == 2:
        resumed.undo()  # Next game and the computer's discard taken back together (U4)
    assert resumed.betweenGames() and resumed.state.match.games == (0, 1)


def test_the_computer_opens_a_restarted_game_off_the_gui_thread(qtbot, held_computer):
    """The window's engine: the computer's discard arrives by signal; meanwhile the
    player cannot act, and an undo stack moved under it drops it (Redo asks again)."""
    played = _engine()
    opened = _into_game_two(played)
    _play_to(played, lambda e: e.state.phase is Phase.PLAY)
    engine = GameEngine(seed=1, computer=held_computer, level="medium")
    restore_match(engine, match_from_bytes(match_to_bytes(played)))  # nobody asked
    position = engine.state
    with qtbot.waitSignal(engine.thinkingChanged) as thinking:
        engine.restart()
    assert thinking.args == [True] and engine.isThinking()
    assert engine.state == game_start(7, engine.matchStart()) and engine.state.to_act == 1
    assert engine.legalActions() == () and not engine.perform(Discard(opened.hands[0][:2]))
    assert engine.history() == [] and engine.undoStack().undoText() == "Restart"
    engine.undoStack().undo()  # moved directly while the computer thinks: reply dropped
    assert not engine.isThinking() and engine.state is position
    with qtbot.waitSignal(engine.thinkingChanged) as thinking:
        engine.redo()  # into the Restart again: the computer is asked again
    assert thinking.args == [True] and engine.matchOpening() == ()
    with qtbot.waitSignal(engine.positionJumped, timeout=10000):
        held_computer.release.set()
    assert not engine.isThinking() and engine.events() == []
    assert engine.state == opened and engine.matchOpening() == OPENING
    assert engine.undoStack().openingAt()[0].by_computer
    engine.undo()
    assert engine.state is position


def test_two_players_restart_a_later_game_with_no_computer(qtbot):
    del qtbot
    engine = _engine(mode=MODE_TWO_PLAYERS)
    _play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    begun = engine.state
    assert begun.match.game_number == 2 and begun.to_act == 1 - begun.dealer
    _play_to(engine, lambda e: e.state.phase is Phase.PLAY)
    engine.restart()
    assert engine.state == begun and engine.matchOpening() == () and not engine.isThinking()
    assert engine.humanSeat() == begun.to_act and engine.legalActions()
    assert engine.perform(engine.hint())


def test_a_computer_that_fails_to_open_leaves_nothing_to_do_but_undo(qtbot):
    """A failure of the computer is a bug, reported (`computerFailed`; synchronous:
    raised): the restarted game waits at its first state, where the player cannot move
    for the computer's seat, and Undo goes back to before the Restart."""
    del qtbot

    computer = FailingPlayer()
    engine = _engine(computer)
    opened = _into_game_two(engine)
    position = engine.state
    computer.fail = True
    engine.setLevel("expert")  # its discard was decided at "medium": Restart asks again
    with pytest.raises(RuntimeError, match="the computer broke"):
        engine.restart()
    assert not engine.isThinking() and engine.state.to_act == 1
    assert engine.legalActions() == ()
    assert not engine.perform(Discard(engine.state.hands[1][:2]))
    assert engine.refusal(Discard(engine.state.hands[1][:2])) != ""
    engine.undo()
    assert engine.state is position == opened
    computer.fail = False
    engine.redo()  # into the Restart again: asked again, and this time it opens
    assert engine.state == opened and engine.matchOpening() == OPENING


def test_u5_restart_reuses_the_recorded_opening_and_asks_again_at_another_level(qtbot):
    """Restart replays the game from its first state (U5): the computer's replies from
    that very state are recorded (its replies to Next game, or a Restart's opening), so
    a Restart reuses them at the level that decided them, asking the computer nothing;
    at another level the computer is asked again (its choice is that level's now)."""
    del qtbot
    computer = CountingPlayer()
    engine = _engine(computer)
    opened = _into_game_two(engine)
    replies = engine.undoStack().command(engine.undoStack().index() - 1).steps[1:]
    _play_to(engine, lambda e: e.state.phase is Phase.PLAY)
    asked = computer.asked
    engine.restart()  # the replies to Next game, reused
    assert computer.asked == asked and not engine.isThinking() and engine.state is opened
    assert engine.undoStack().openingAt() == replies and engine.matchOpening() == OPENING
    _play_to(engine, lambda e: e.state.hand_number == opened.hand_number + 1)
    asked = computer.asked
    engine.restart()  # the Restart's own opening, reused
    assert computer.asked == asked and engine.undoStack().openingAt() == replies
    assert engine.undoStack().openingLevelAt() == "medium"
    engine.undo()
    _play_to(engine, lambda e: e.betweenGames())
    asked = computer.asked
    engine.restart()  # between games: game 2 again, its opening reused
    assert computer.asked == asked and engine.state is opened
    engine.setLevel("expert")
    engine.restart()  # decided at "medium": asked again, at "expert"
    assert computer.asked == asked + 1 and engine.state == opened
    assert engine.undoStack().openingAt()[0] is not replies[0]  # recorded anew
    assert engine.undoStack().openingLevelAt() == "expert"


def test_a_resumed_matchs_replies_are_of_an_unknown_level_and_asked_again(qtbot):
    """A save keeps the level of the moment, not the level of each reply: Restart of a
    resumed match asks the computer (the same choice at the same level, U5)."""
    del qtbot
    engine = _engine()
    opened = _into_game_two(engine)
    computer = CountingPlayer()
    resumed = GameEngine(seed=1, computer=computer, level="medium", synchronous=True)
    restore_match(resumed, match_from_bytes(match_to_bytes(engine)))
    resumed.restart()
    assert computer.asked == 1 and resumed.state == opened
    assert resumed.matchOpening() == OPENING


class LevelChangingPlayer(CountingPlayer):
    """The baseline player, counting its decisions; at its next decision after
    `change_to` is set, the player sets the computer's level to it in Settings (applied
    at once, while the computer thinks: ui/settings_keeping.py)."""

    def __init__(self) -> None:
        super().__init__()
        self.engine: GameEngine | None = None
        self.change_to: str | None = None

    def choose(self, view, legal):
        if self.change_to is not None:
            self.engine.setLevel(self.change_to)
            self.change_to = None
        return super().choose(view, legal)


def _level_changing_engine() -> tuple[GameEngine, LevelChangingPlayer]:
    computer = LevelChangingPlayer()
    computer.engine = engine = _engine(computer)
    return engine, computer


def test_replies_keep_the_level_they_were_asked_at_when_it_changes_meanwhile(qtbot):
    """The level is set while the computer works out its replies to Next game (asked at
    "medium"): they are recorded as "medium"'s, so a Restart at "expert" asks the
    computer again instead of reusing medium's discard (R7.3, U5)."""
    del qtbot
    engine, computer = _level_changing_engine()
    _play_to(engine, lambda e: e.betweenGames())
    computer.change_to, asked = "expert", computer.asked
    assert engine.level == "medium" and engine.perform(NextGame())
    turn = engine.undoStack().command(engine.undoStack().index() - 1)
    assert engine.level == "expert" and computer.asked == asked + 1
    assert turn.level == "medium" and tuple(s.action for s in turn.steps[1:]) == OPENING
    engine.restart()
    assert computer.asked == asked + 2 and engine.undoStack().openingLevelAt() == "expert"
    assert engine.undoStack().openingAt()[0] is not turn.steps[1]  # asked anew


def test_a_restarts_opening_keeps_the_level_it_was_asked_at(qtbot):
    """The same for the computer's opening of a restarted game: asked at "expert", the
    level set to "medium" meanwhile, it is recorded as "expert"'s."""
    del qtbot
    engine, computer = _level_changing_engine()
    _into_game_two(engine)
    engine.setLevel("expert")
    computer.change_to, asked = "medium", computer.asked
    engine.restart()
    assert computer.asked == asked + 1 and engine.level == "medium"
    assert engine.undoStack().openingLevelAt() == "expert"
    assert engine.matchOpening() == OPENING
