"""Positions, scripted play and whole games for the game state machine's tests
(tests/rules/test_game_*.py).

Positions for the play and the show are built with `GameState.for_play` and
`parse_cards`, and every expected score in the tests is worked out by hand in their
comments, so the expected values do not depend on the code under test. Random parts
(the cut for first dealer, the deal, the starter) are checked against `deck`, the one
place that draws them, and the seeds used are found by deterministic searches.
"""

from __future__ import annotations

import random

import pytest

from crib_qt.rules import deck
from crib_qt.rules.actions import Continue, Go, Play
from crib_qt.rules.cards import Card, parse_cards
from crib_qt.rules.game import IllegalAction, apply, legal_actions, new_game
from crib_qt.rules.scoring import Score, ScoreItem, ScoreKind
from crib_qt.rules.serialize import state_from_json, state_to_json
from crib_qt.rules.state import GameState, Phase

K = ScoreKind


def c(text: str) -> Card:
    return Card.parse(text)


def cs(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def item(kind: ScoreKind, points: int, cards: str = "") -> ScoreItem:
    return ScoreItem(kind, points, cs(cards))


def score(*items: ScoreItem) -> Score:
    return Score(sum(i.points for i in items), items)


def action(token: str):
    """"go", "continue" or a card to play."""
    if token == "go":
        return Go()
    if token == "continue":
        return Continue()
    return Play(c(token))


def run(state: GameState, script):
    """Apply (seat, token) steps, checking that `seat` is the one to act before each.

    Returns the final state and the list of event tuples, one per step.
    """
    all_events = []
    for seat, token in script:
        assert state.to_act == seat, f"expected seat {seat} to act before {token}"
        state, events = apply(state, action(token))
        all_events.append(events)
    return state, all_events


def first_legal_game(seed: int, max_steps: int = 5000):
    """Play a whole game taking the first legal action each time: (states, actions, events)."""
    state = new_game(seed)
    states, actions, events = [state], [], []
    while state.winner is None:
        a = legal_actions(state)[0]
        state, ev = apply(state, a)
        states.append(state)
        actions.append(a)
        events.append(ev)
        assert len(actions) < max_steps
    return states, actions, events


def random_game(seed: int):
    """Play a whole game with random legal actions drawn from random.Random(seed)."""
    rnd = random.Random(seed)
    state = new_game(seed)
    states, actions, events = [state], [], []
    while state.winner is None:
        a = rnd.choice(legal_actions(state))
        state, ev = apply(state, a)
        states.append(state)
        actions.append(a)
        events.append(ev)
    return states, actions, events


def cut_until_dealt(seed: int) -> tuple[GameState, list]:
    """From new_game(seed), both seats cut at the first depths that do not tie."""
    state = new_game(seed)
    events: list = []
    while state.phase is Phase.CUT_FOR_DEAL:
        state, ev = apply(state, legal_actions(state)[0])
        events.extend(ev)
    return state, events


def to_cut_starter(seed: int) -> GameState:
    """A real game at the starter cut of hand 1 (both seats discarded their first pair)."""
    state, _ = cut_until_dealt(seed)
    while state.phase is Phase.DISCARD:
        state, _ = apply(state, legal_actions(state)[0])
    assert state.phase is Phase.CUT_STARTER
    return state


def assert_rejected(state: GameState, bad, match: str) -> None:
    """`bad` raises IllegalAction naming the reason, and the state is unchanged."""
    before_json = state_to_json(state)
    copy = state_from_json(before_json)
    with pytest.raises(IllegalAction, match=match):
        apply(state, bad)
    assert state == copy
    assert state_to_json(state) == before_json


def _first_outcomes():
    """Deterministic search: (seed, d0, d1) giving dealer 0, dealer 1 and a tie."""
    found = {}
    for seed in range(200):
        c0 = deck.cut_for_deal(seed, 0, 0, 4)
        for d1 in deck.cut_depths(51):
            c1 = deck.cut_for_deal(seed, 0, 1, d1, [c0])
            key = "tie" if c0.rank == c1.rank else (0 if c0.rank < c1.rank else 1)
            found.setdefault(key, (seed, 4, d1))
        if len(found) == 3:
            return found
    raise AssertionError("no seed below 200 gives all three outcomes")


OUTCOMES = _first_outcomes()


# dealer 0: 6D 7D 8D 9C, pone 1: AH 2H 3H 4H, crib 5C 5D 5H JS, starter 5S
#   pone  A-2-3-4 + 5: fifteen 2 (A+2+3+4+5), run of 5, flush of 4 in hearts = 11
#   dealer 6-7-8-9 + 5: fifteens 6+9, 7+8 = 4, run 5-6-7-8-9 = 5 = 9
#   crib  5 5 5 J + 5: J+5 four times = 8, 5+5+5 four times = 8, four fives 12, nobs 1 = 29
SHOW_PLAY = [(1, "AH"), (0, "6D"), (1, "2H"), (0, "7D"), (1, "3H"), (0, "8D"), (1, "4H"),
             (0, "9C")]
# the play: 1, 7, 9, 16, 19, 27, 31 (pone 2), then the dealer alone: 9, last card 1


def show_position(scores=(0, 0)) -> GameState:
    return GameState.for_play(0, [cs("6D 7D 8D 9C"), cs("AH 2H 3H 4H")], c("5S"), scores=scores,
                              crib=cs("5C 5D 5H JS"))
