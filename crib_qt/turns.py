"""Turns as recorded steps: one human action, then the computer's replies (U4).

Pure Python, no Qt: the computer's process runs `computer_replies` on immutable
states, and saves and undo steps are checked with `replay_turn`. Every action goes
through the rules exactly once (`rules.apply_with_moment`); its result is kept in
a `Step` so that nothing has to apply it again.
"""

from __future__ import annotations

import os
import random
from typing import NamedTuple, Protocol, Sequence

from .rules import Action, Continue, Event, GameState, IllegalAction, Phase, PlayerView
from .rules import legal_actions
from .rules import apply_with_moment

__all__ = ["new_seed", "new_match_id", "MODE_COMPUTER", "MODE_TWO_PLAYERS", "MODES", "HUMAN",
           "COMPUTER", "Step", "Player", "record_step", "computer_moves", "computer_replies", "replay_turn",
           "apply_turn", "quick_hint", "choose_hint", "record_replies"]


def new_seed() -> int:
    """A fresh random game seed, short enough to type on a command line (U5)."""
    return random.SystemRandom().randrange(1, 2**31)


def new_match_id() -> str:
    """A fresh match id: 32 lower-case hex digits (16 random bytes; `uuid` would cost
    ~5 ms of start-up for the same)."""
    return os.urandom(16).hex()


MODE_COMPUTER = "computer"
MODE_TWO_PLAYERS = "two_players"
MODES = (MODE_COMPUTER, MODE_TWO_PLAYERS)

# The human's seat against the computer, and the computer's.
HUMAN = 0
COMPUTER = 1


class Player(Protocol):
    """Anything that decides for a seat: the computer player, the hint, a test's stub."""

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """One of `legal`, seen from `view`."""


class Step(NamedTuple):
    """One applied action: who took it, what it was, the state after it and its events.

    `moment` is the position just before the action turned the pile over (a 31, a go
    nobody answers, the last card: `rules.apply_with_moment`) and the first of
    `events`, which led to it; None when it turned nothing over.
    """

    seat: int
    action: Action
    state: GameState
    events: tuple[Event, ...]
    by_computer: bool
    moment: tuple[GameState, tuple[Event, ...]] | None = None


def record_step(state: GameState, action: Action, by_computer: bool = False) -> Step:
    """Apply `action` of the seat `state.to_act` once and record the result.

    Raises:
        IllegalAction: the rules do not allow it (`state` is unchanged, as always).
    """
    after, events, moment = apply_with_moment(state, action)
    return Step(state.to_act, action, after, events, by_computer, moment)


def computer_moves(state: GameState, seats: frozenset[int]) -> bool:
    """True when one of the computer's `seats` is to decide in `state` (the show's
    acknowledgements are the human's)."""
    return state.to_act in seats and state.phase is not Phase.SHOW


def computer_replies(state: GameState, seats: frozenset[int], player: Player) -> list[Step]:
    """`player`'s actions for `seats` from `state` until the human must act, recorded.

    Touches no engine or Qt object (only immutable states), so it may run on a worker
    thread or in another process.

    Returns:
        The steps, in order (empty when no computer seat is to move).

    Raises:
        Exception: whatever `player.choose` raises; `IllegalAction` when it chooses an
            action the rules refuse.
    """
    steps: list[Step] = []
    while computer_moves(state, seats):
        action = player.choose(state.view(state.to_act), legal_actions(state))
        steps.append(record_step(state, action, by_computer=True))
        state = steps[-1].state
    return steps


def record_replies(state: GameState, seats: frozenset[int], actions: Sequence[Action]
                   ) -> list[Step]:
    """Record the computer's `actions` from `state`, as `computer_replies` chose them
    elsewhere (in the computer's process): each goes through the rules once.

    Returns:
        The steps, in order.

    Raises:
        IllegalAction: an action the rules refuse, one taken when no computer seat is to
            decide, or too few actions (a computer seat is still to decide after them).
    """
    steps: list[Step] = []
    for action in actions:
        if not computer_moves(state, seats):
            raise IllegalAction("the computer answered with more actions than its turn has")
        steps.append(record_step(state, action, by_computer=True))
        state = steps[-1].state
    if computer_moves(state, seats):
        raise IllegalAction("the computer answered with fewer actions than its turn has")
    return steps


def quick_hint(state: GameState) -> tuple[bool, Action | None]:
    """(True, the hint) when it needs no thought, else (False, None).

    No thought: the game is over (None), the show (Continue), a single legal action.
    """
    if state.to_act is None:
        return True, None
    if state.phase is Phase.SHOW:
        return True, Continue()
    legal = legal_actions(state)
    return (True, legal[0]) if len(legal) == 1 else (False, None)


def choose_hint(state: GameState, player: Player) -> Action | None:
    """`player`'s choice for the seat to act in `state` (U2: a hint changes nothing),
    without asking it when no thought is needed (`quick_hint`); None when the game is
    over.

    Raises:
        Exception: whatever `player.choose` raises.
    """
    known, action = quick_hint(state)
    return action if known else player.choose(state.view(state.to_act), legal_actions(state))


def replay_turn(state: GameState, actions: Sequence[Action], computer: frozenset[int]
                ) -> list[Step]:
    """Check that `actions` are one undo step from `state` and record each of them.

    A step is one action of the seat whose input is awaited (against the computer:
    the human's, or anyone's acknowledgement in the show; between the games of a match
    `NextGame`, R7.3) followed by exactly the
    computer's replies until the human must act again, as `GameEngine.perform`
    records them; with two players (`computer` empty) it is one action. Each action
    goes through the rules once; nobody is asked for a decision.

    Returns:
        One `Step` per action; the first is the human's (`by_computer` False).

    Raises:
        IllegalAction: an action the rules do not allow, or a step that is not a turn.
    """
    if not actions:
        raise IllegalAction("an undo step holds no action")
    if state.to_act is None and not legal_actions(state):  # NextGame has nobody to act
        raise IllegalAction("the game is over")
    if computer_moves(state, computer):
        raise IllegalAction("a step starts while the computer is to move")
    steps: list[Step] = []
    for index, action in enumerate(actions):
        if index and not computer_moves(state, computer):
            raise IllegalAction("a step holds more actions than one turn")
        # The first action of a turn is the human's, even in the show where the
        # human acknowledges the computer's count.
        steps.append(record_step(state, action, by_computer=index > 0))
        state = steps[-1].state
    if computer_moves(state, computer):
        raise IllegalAction("a step ends before the computer has replied")
    return steps


def apply_turn(state: GameState, actions: Sequence[Action], computer: frozenset[int]
               ) -> GameState:
    """The state after the undo step `actions` from `state` (see `replay_turn`).

    Raises:
        IllegalAction: as `replay_turn`.
    """
    return replay_turn(state, actions, computer)[-1].state
