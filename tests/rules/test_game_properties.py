"""Property tests over about 1,700 seeded games played to the end with random legal actions.

Every game: a seed from hypothesis, and every choice (cut depth, discard, card to play)
drawn from a random.Random that hypothesis seeds. The settings are derandomized: CI
plays the same games on every run, and a failure names the seed and the Random's seed.

R3 (52 cards), R4.1 (count), R6.1 (121 ends the game, scores cap), U4/U5 (replay),
and the JSON contract of serialize.py.
"""

from __future__ import annotations

import functools
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crib_qt.rules.actions import (
    Continue,
    CutForDeal,
    CutStarter,
    Discard,
    GameWon,
    Go,
    Play,
    Scored,
    action_from_data,
)
from crib_qt.rules.cards import DECK, Card
from crib_qt.rules.game import (MAX_SEED, IllegalAction, apply, apply_with_moment, legal_actions,
                               new_game, play_moment)
from crib_qt.rules.serialize import (check_consistent, state_from_data, state_from_json,
                                     state_to_data, state_to_json)
from crib_qt.rules.state import WINNING_SCORE, GameState, Phase

SEEDS = st.integers(min_value=0, max_value=MAX_SEED)
# The policy's choices: a random.Random seeded by hypothesis (derandomized, so the same
# games every run). Hypothesis' shrinkable artificial Random costs twice the time per game.
CHOICES = st.randoms(use_true_random=True)

BASE = settings(deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

#: Candidate actions of every kind, many of them illegal at any given moment.
UNIVERSE = ([CutForDeal(d) for d in (-1, 0, 3, 4, 20, 47, 48, 49, 52)]
            + [CutStarter(d) for d in (-1, 0, 3, 4, 20, 36, 37, 40)]
            + [Play(c) for c in DECK] + [Go(), Continue()]
            + [Discard((DECK[i], DECK[j])) for i, j in ((0, 1), (4, 40), (17, 51), (30, 31))])

ALL_INDICES = list(range(52))
MAX_STEPS = 4000  # a game to 121 takes about 200 actions


def play_game(seed: int, rnd: random.Random):
    """(states, actions, events) of one game played to the end with rnd's choices."""
    state = new_game(seed)
    states, actions, events = [state], [], []
    while state.winner is None:
        legal = legal_actions(state)
        assert legal, f"nothing legal in {state.phase} before the game is over"
        action = legal[rnd.randrange(len(legal))]
        state, ev = apply(state, action)
        states.append(state)
        actions.append(action)
        events.append(ev)
        assert len(actions) < MAX_STEPS
    return states, actions, events


def assert_cards_accounted(state: GameState) -> None:
    """R1.1, R3: the 52 cards are each in exactly one place."""
    located = [c for h in state.hands for c in h] + [c for h in state.discards for c in h]
    located += list(state.stock) + [c for _, c in state.played]
    if state.starter is not None:
        located.append(state.starter)
    if state.hand_number == 0:
        assert located == []
        return
    assert sorted(c.index for c in located) == ALL_INDICES
    for seat in (0, 1):
        own_played = [c.index for s, c in state.played if s == seat]
        if state.discards[seat]:
            assert len(state.discards[seat]) == 2
            assert [c.index for c in state.kept[seat]] == \
                sorted([c.index for c in state.hands[seat]] + own_played)
            assert len(state.kept[seat]) == 4
        else:
            assert len(state.hands[seat]) == 6 and not own_played
    assert len(state.stock) == (40 if state.starter is None else 39)
    assert 0 <= state.count <= 31  # R4.1


@settings(BASE, max_examples=1200)
@given(seed=SEEDS, rnd=CHOICES)
def test_every_game_keeps_the_cards_the_scores_and_the_end_straight(seed, rnd):
    states, actions, events = play_game(seed, rnd)
    for before, after, ev in zip(states, states[1:], events):
        assert_cards_accounted(after)
        # scores never go down, and they move only by the Scored events (R6.1: capped)
        assert all(b <= a for b, a in zip(before.scores, after.scores))
        running = list(before.scores)
        won = [e for e in ev if isinstance(e, GameWon)]
        for e in ev:
            if isinstance(e, Scored):
                assert e.score.total > 0
                assert e.score.total == sum(i.points for i in e.score.items)
                running[e.seat] = min(WINNING_SCORE, running[e.seat] + e.score.total)
                assert e.scores == tuple(running)
        assert tuple(running) == after.scores
        pegged = [sum(e.score.total for e in ev if isinstance(e, Scored) and e.seat == s)
                  for s in (0, 1)]
        for s in (0, 1):
            change = after.scores[s] - before.scores[s]
            if won and won[0].seat == s:
                assert 0 < change <= pegged[s] and after.scores[s] == WINNING_SCORE
            else:
                assert change == pegged[s]
        # the game ends exactly when a score reaches 121 (R6.1), and at once
        over = WINNING_SCORE in after.scores
        assert (after.winner is not None) == over == (after.phase is Phase.GAME_OVER) \
            == (after.to_act is None) == bool(won)
        if won:
            assert ev[-1] == GameWon(after.winner, after.scores)
            assert after.scores[after.winner] == WINNING_SCORE
            assert after.scores[1 - after.winner] < WINNING_SCORE
    final = states[-1]
    assert final.winner is not None and all(s.winner is None for s in states[:-1])
    assert legal_actions(final) == ()
    for action in set(UNIVERSE) | set(actions[-3:]):
        try:
            apply(final, action)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"{action} was accepted after the game ended")


@settings(BASE, max_examples=50)
@given(seed=SEEDS, rnd=CHOICES)
def test_every_legal_action_applies_and_every_other_one_is_refused_unchanged(seed, rnd):
    states, _, _ = play_game(seed, rnd)
    for state in states[:-1]:
        before_json = state_to_json(state)
        copy = state_from_json(before_json)
        legal = legal_actions(state)
        assert len(set(legal)) == len(legal)
        for action in legal:
            after, _ = apply(state, action)
            check_consistent(after)
        # a few illegal ones of every kind: refused with a reason, nothing changed
        if state.phase is Phase.DISCARD:
            outsider = [c for c in DECK if c not in state.hands[state.to_act]]
            held = state.hands[state.to_act]
            extra = [Discard((held[0], outsider[rnd.randrange(len(outsider))])),
                     Discard((outsider[0], outsider[-1]))]
        else:
            extra = []
        for action in rnd.sample(UNIVERSE, 8) + extra:
            if action in legal:
                continue
            try:
                apply(state, action)
            except IllegalAction as exc:
                assert str(exc)
            else:
                raise AssertionError(f"{action} was accepted in {state.phase}")
        assert state == copy and state_to_json(state) == before_json


@settings(BASE, max_examples=120)
@given(seed=SEEDS, rnd=CHOICES)
def test_json_round_trips_exactly_and_replay_from_the_seed_is_identical(seed, rnd):
    states, actions, events = play_game(seed, rnd)
    for state in states:
        text = state_to_json(state)
        back = state_from_json(text)
        assert back == state and state_to_json(back) == text
        assert state_from_data(json.loads(text)) == state
    # U4/U5: replaying the recorded actions (through their saved form) from the seed
    replay = new_game(seed)
    assert replay == states[0]
    for i, action in enumerate(actions):
        saved = action_from_data(json.loads(json.dumps(action.to_data())))
        assert saved == action
        replay, ev = apply(replay, saved)
        assert replay == states[i + 1] and ev == events[i]


@settings(BASE, max_examples=15)
@given(seed=SEEDS, rnd=CHOICES)
def test_apply_with_moment_is_apply_and_play_moment_in_one_pass(seed, rnd):
    """R4.6-R4.8: the single pass the engine uses gives exactly what `apply` and
    `play_moment` give, for every legal action of every position of a game, and
    refuses what `apply` refuses with the same reason (cuts: a few depths each)."""
    states, _, _ = play_game(seed, rnd)
    turned = 0
    for state in states[:-1]:
        legal = legal_actions(state)
        if state.phase in (Phase.CUT_FOR_DEAL, Phase.CUT_STARTER):
            legal = rnd.sample(legal, 2)
        for action in legal:
            after, events, moment = apply_with_moment(state, action)
            assert (after, events) == apply(state, action)
            assert moment == play_moment(state, action)
            if moment is not None:
                turned += 1
                assert events[:len(moment[1])] == moment[1]
        for action in (Go(), Continue(), CutStarter(3)):
            if action in legal_actions(state):
                continue
            try:
                apply(state, action)
            except IllegalAction as exc:
                reason = str(exc)
            try:
                apply_with_moment(state, action)
            except IllegalAction as exc:
                assert str(exc) == reason
            else:
                raise AssertionError(f"{action} was accepted in {state.phase}")
    assert turned > 0  # every game turns the pile over at least once (the last card)


# --- loading tampered saves -------------------------------------------------------------------

_FIELD_VALUES = {
    "phase": st.sampled_from([p.value for p in Phase]),
    "to_act": st.sampled_from([0, 1, None]),
    "dealer": st.sampled_from([0, 1, None]),
    "winner": st.sampled_from([0, 1, None]),
    "show_step": st.integers(-1, 2),
    "hand_number": st.integers(0, 3),
    "cut_round": st.integers(0, 2),
    "gone": st.lists(st.booleans(), min_size=2, max_size=2),
    "scores": st.lists(st.integers(0, 121), min_size=2, max_size=2),
    "back_pegs": st.lists(st.integers(0, 121), min_size=2, max_size=2),
    "starter": st.sampled_from([None] + [str(c) for c in DECK]),
    "deal_cuts": st.lists(st.sampled_from([None] + [str(c) for c in DECK]), min_size=2,
                          max_size=2),
}


@functools.cache
def _states_of_game(seed: int) -> tuple[GameState, ...]:
    return tuple(play_game(seed, random.Random(seed))[0])


_CARD_LISTS = ("hands", "kept", "discards")


def _tamper_cards(saved: dict, data) -> None:
    """Move, drop or repeat one card of a hand, kept list, discard pair or the stock."""
    key = data.draw(st.sampled_from(_CARD_LISTS))
    seat = data.draw(st.integers(0, 1))
    cards = saved[key][seat]
    how = data.draw(st.sampled_from(["drop", "repeat", "from stock"]))
    if how == "drop" and cards:
        cards.pop(data.draw(st.integers(0, len(cards) - 1)))
    elif how == "repeat" and cards:
        cards.append(data.draw(st.sampled_from(cards)))
    elif how == "from stock" and saved["stock"]:
        cards.append(saved["stock"].pop(data.draw(st.integers(0, len(saved["stock"]) - 1))))
    cards.sort(key=lambda text: Card.parse(text).index)


@settings(BASE, max_examples=300)
@given(seed=st.integers(0, 19), rnd=CHOICES, data=st.data())
def test_a_tampered_save_is_refused_or_plays_on_legally(seed, rnd, data):
    """from_json only accepts states the rules can continue: every legal action of a
    loaded state applies, and its results are consistent states (no crash in apply)."""
    states = _states_of_game(seed)
    phase = data.draw(st.sampled_from(sorted({s.phase.value for s in states})))
    state = data.draw(st.sampled_from([s for s in states if s.phase.value == phase]))
    saved = state_to_data(state)
    for _ in range(data.draw(st.integers(1, 2))):
        key = data.draw(st.sampled_from(sorted(_FIELD_VALUES) + ["cards"]))
        if key == "cards":
            _tamper_cards(saved, data)
        else:
            saved[key] = data.draw(_FIELD_VALUES[key])
    try:
        loaded = state_from_json(json.dumps(saved))
    except ValueError:
        return
    for _ in range(40):
        legal = legal_actions(loaded)
        if not legal:
            assert loaded.phase is Phase.GAME_OVER
            return
        for action in legal:
            check_consistent(apply(loaded, action)[0])
        loaded, _ = apply(loaded, legal[rnd.randrange(len(legal))])
        assert state_from_json(state_to_json(loaded)) == loaded
