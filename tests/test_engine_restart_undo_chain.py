"""Undo and Redo stay inverses across a Restart in a later game of a match (RULES.md U4,
U5, R7.3; new-user play-test, problem 1).

The play-test's steps, at engine level: a match to 3, skunks off, the human loses game 1;
in game 2 at hand 2, Restart, Undo (the Restart), Undo, Redo, Redo (the Restart), then
the restarted game is played on move for move as before (the deal and the computer are
deterministic, U5) back to the same position. Undo from there walks one chain down to
game 1's end: the restarted game, the Restart, the abandoned game, Next game; Redo walks
it back up to the same state. Every step's undo and redo texts and state are those
recorded while the moves were made.

Seed 7: the human loses game 1 (106–121) and deals game 2, so the computer discards first
(its opening, reused by the Restart); seed 5: the human wins game 1, the computer deals
game 2 (R7.3)."""

from __future__ import annotations

import pytest
from match_engines import CountingPlayer, match_engine, play_to

from crib_qt.engine import GameEngine
from crib_qt.rules import NextGame


def _at_hand_two(first_hand: int):
    """Game 2's second hand, the human to act (the play-test's 'game 2 at hand 2')."""
    return lambda e: (e.state.hand_number == first_hand + 1 and e.state.to_act == 0
                      and e.humanSeat() is not None)


def _position(engine: GameEngine) -> tuple[str, str, object]:
    stack = engine.undoStack()
    return stack.undoText(), stack.redoText(), engine.state


def _record(engine: GameEngine, done, chain: list) -> None:
    """Play the hint until `done`, appending (undo text, state) after each move."""
    while not done(engine):
        assert engine.perform(engine.hint())
        chain.append((engine.undoStack().undoText(), engine.state))


# (seed, Restart at once after Next game, rounds of Undo, Undo, Redo, Redo, level changed,
#  a single game played before the match, so New game's undo step lies below it)
VARIANTS = [
    (7, False, 1, False, False),  # the play-test's: the human deals game 2, opening reused
    (5, False, 1, False, False),  # the computer deals game 2
    (7, True, 1, False, False),   # Restart at once after Next game
    (7, False, 2, False, False),  # Undo/Redo of the Restart twice
    (7, False, 1, True, False),   # the level changed: the opening is asked again
    (7, False, 1, False, True),   # a game before the match, as in the play-test's session
]


@pytest.mark.parametrize("seed, at_once, rounds, new_level, prior", VARIANTS)
def test_undo_and_redo_walk_one_chain_through_a_restart_in_game_two(
        qtbot, seed, at_once, rounds, new_level, prior):
    del qtbot  # asked for its QApplication and its check of Qt warnings
    computer = CountingPlayer()
    engine = match_engine(computer, seed=seed)
    if prior:  # a single game won, then this match by New game (an undo step, issue 15)
        engine.newGame(seed=11, games_to_win=1)
        play_to(engine, lambda e: e.state.winner is not None)
        engine.newGame(seed=seed, games_to_win=3, skunks_count=False)
        assert engine.undoStack().stepName(engine.undoStack().index() - 1) == "New game"
    stack = engine.undoStack()
    play_to(engine, lambda e: e.betweenGames())
    assert engine.state.match.games == ((0, 1) if seed == 7 else (1, 0))  # seed 7: lost
    chain = [(stack.undoText(), engine.state)]  # game 1's end
    game_one_end = stack.index()
    assert engine.perform(NextGame())
    chain.append((stack.undoText(), engine.state))
    assert chain[-1][0] == "Next game" and engine.state.dealer == (0 if seed == 7 else 1)
    first_hand = engine.state.hand_number
    if not at_once:
        _record(engine, _at_hand_two(first_hand), chain)
    abandoned = chain[2:]  # the abandoned game 2's moves after Next game
    position = engine.state
    # the position left: game 2's second hand after 9 undo steps (0 when Restart is at once)
    assert (position.scores, len(abandoned)) == (
        ((0, 0), 0) if at_once else ((15, 4), 9) if seed == 7 else ((16, 11), 9))
    if new_level:
        engine.setLevel("expert")
    asked = computer.asked
    engine.restart()
    assert engine.steps() == [] and engine.state.to_act == 0  # after the opening if any
    restarted = engine.state
    assert computer.asked == asked + (1 if seed == 7 and new_level else 0)
    assert _position(engine) == ("Restart", "", restarted)
    for _ in range(rounds):
        engine.undo()
        assert _position(engine) == (chain[-1][0], "Restart", position)
        engine.undo()
        before = chain[-2]  # game 1's end, or a move of the abandoned game 2
        assert _position(engine) == (before[0], chain[-1][0], before[1])
        engine.redo()
        assert _position(engine) == (chain[-1][0], "Restart", position)
        engine.redo()
        assert _position(engine) == ("Restart", "", restarted)
    chain.append(("Restart", restarted))
    replayed: list = []
    if not at_once:
        _record(engine, _at_hand_two(first_hand), replayed)
    # the same game, move for move (U5): the same names and states
    assert replayed == abandoned and engine.state == position
    chain += replayed
    head, asked = engine.state, computer.asked
    assert stack.index() - game_one_end == len(chain) - 1
    assert [stack.stepName(i) for i in range(game_one_end, stack.count())] == [
        name for name, _ in chain[1:]]
    # Undo to game 1's end: every step of the one chain, Restart included (U4)
    for k in range(len(chain) - 1, 0, -1):
        assert _position(engine) == (chain[k][0], chain[k + 1][0] if k + 1 < len(chain)
                                     else "", chain[k][1])
        engine.undo()
    assert stack.index() == game_one_end and engine.betweenGames()
    assert _position(engine) == (chain[0][0], "Next game", chain[0][1])
    # and Redo back up to the same state
    for k in range(1, len(chain)):
        engine.redo()
        assert _position(engine) == (chain[k][0], chain[k + 1][0] if k + 1 < len(chain)
                                     else "", chain[k][1])
    assert engine.state is head and not stack.canRedo()
    assert computer.asked == asked  # redo decided nothing (U4)
