"""`ComputerPlayer`: levels, decisions from the view alone, determinism, delegation."""

from __future__ import annotations

import ast
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

import crib_qt.ai
import crib_qt.ai.player
from crib_qt.ai import LEVELS, BasicPlayer, ComputerPlayer
from crib_qt.ai.player import view_rng
from crib_qt.rules import (
    Continue,
    CutStarter,
    Discard,
    GameState,
    Go,
    Phase,
    Play,
    apply,
    legal_actions,
    new_game,
)
from crib_qt.rules.cards import DECK, Card, parse_cards

ROOT = Path(__file__).resolve().parents[2]
AI_DIR = ROOT / "crib_qt" / "ai"


def discard_state(dealer: int, hands, scores=(0, 0), to_act: int | None = None) -> GameState:
    """A state in the discard phase with the given six-card hands (R3.2)."""
    hands = tuple(tuple(sorted(h)) for h in hands)
    used = set(hands[0]) | set(hands[1])
    return GameState(seed=0, phase=Phase.DISCARD, to_act=1 - dealer if to_act is None else to_act,
                     dealer=dealer, scores=scores, back_pegs=scores, hand_number=1, hands=hands,
                     stock=tuple(c for c in DECK if c not in used))


def decide(player: ComputerPlayer, state: GameState):
    return player.choose(state.view(state.to_act), legal_actions(state))


def two_deals(rng: random.Random, seat: int):
    """My six cards and two different six-card hands for the other seat."""
    cards = rng.sample(DECK, 18)
    mine, other_a, other_b = cards[:6], cards[6:12], cards[12:]
    hands_a = [None, None]
    hands_b = [None, None]
    hands_a[seat], hands_b[seat] = mine, mine
    hands_a[1 - seat], hands_b[1 - seat] = other_a, other_b
    return hands_a, hands_b


def test_levels_and_construction():
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert crib_qt.ai.ComputerPlayer is ComputerPlayer
    assert ComputerPlayer().level == "expert"
    with pytest.raises(ValueError):
        ComputerPlayer("grandmaster")
    with pytest.raises(ValueError):
        ComputerPlayer("easy").choose(new_game(1).view(0), ())


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_never_change_a_discard(level):
    rng = random.Random(f"hidden:{level}")
    player = ComputerPlayer(level)
    for i in range(40):
        dealer, seat = i % 2, (i // 2) % 2
        hands_a, hands_b = two_deals(rng, seat)
        state_a = discard_state(dealer, hands_a, scores=(100 + i % 21, 95), to_act=seat)
        state_b = discard_state(dealer, hands_b, scores=(100 + i % 21, 95), to_act=seat)
        assert state_a.hands[1 - seat] != state_b.hands[1 - seat]
        assert state_a.stock != state_b.stock
        assert state_a.view(seat) == state_b.view(seat)
        assert decide(player, state_a) == decide(player, state_b)


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_never_change_a_cut_or_a_play(level):
    rng = random.Random(f"hidden-play:{level}")
    player = ComputerPlayer(level)
    for i in range(4):
        # The cut for the starter (R3.3): after both discards the pone cuts.
        pone = i % 2
        hands_a, hands_b = two_deals(rng, pone)
        states = []
        for hands in (hands_a, hands_b):
            state = discard_state(1 - pone, hands)
            for seat in (pone, 1 - pone):
                state, _ = apply(state, Discard(tuple(state.hands[seat][:2])))
            states.append(state)
        assert states[0].phase is Phase.CUT_STARTER and states[0].stock != states[1].stock
        action = decide(player, states[0])
        assert isinstance(action, CutStarter) and action == decide(player, states[1])

        # The play (R4): the pone leads; the other hand and discards differ.
        cards = rng.sample(DECK, 19)
        mine, starter, my_throw = cards[:4], cards[4], cards[5:7]
        for_a = GameState.for_play(1 - pone, _seated(pone, mine, cards[7:11]), starter,
                                   crib=tuple(my_throw) + tuple(cards[11:13]))
        for_b = GameState.for_play(1 - pone, _seated(pone, mine, cards[13:17]), starter,
                                   crib=tuple(my_throw) + tuple(cards[17:19]))
        assert for_a.view(pone) == for_b.view(pone) and for_a.hands != for_b.hands
        assert for_a.stock != for_b.stock
        action = decide(player, for_a)
        assert isinstance(action, Play) and action == decide(player, for_b)

    # The dealer answers a lead that both hidden hands share.
    lead = Card.parse("7H")
    rest = [c for c in DECK if c is not lead]
    rng.shuffle(rest)
    mine, starter = rest[:4], rest[4]
    states = []
    for other in (rest[5:8], rest[8:11]):
        state = GameState.for_play(0, (mine, [lead] + other), starter,
                                   crib=tuple(rest[11:15]))
        state, _ = apply(state, Play(lead))
        states.append(state)
    assert states[0].to_act == 0 and states[0].view(0) == states[1].view(0)
    assert decide(player, states[0]) == decide(player, states[1])


def _seated(seat, mine, other):
    return (mine, other) if seat == 0 else (other, mine)


def test_decisions_are_deterministic_for_a_view_and_differ_by_level_seed():
    state = discard_state(0, (parse_cards("5H 6D 7C 8S 9H 10D"), parse_cards("AC 2C 3C 4C 6C 7D")))
    view = state.view(1)
    legal = legal_actions(state)
    for level in LEVELS:
        first = ComputerPlayer(level).choose(view, legal)
        assert all(ComputerPlayer(level).choose(view, legal) == first for _ in range(3))
    assert view_rng(view, "easy").random() == view_rng(view, "easy").random()
    assert view_rng(view, "easy").random() != view_rng(view, "hard").random()


def test_decisions_do_not_depend_on_the_process_hash_seed():
    # Restart (U5) must replay the same match in a new process: string hashing is
    # randomised per process, so the player must not depend on it.
    code = (
        "import json, random\n"
        "from crib_qt.ai import ComputerPlayer\n"
        "from crib_qt.rules import new_game, legal_actions, apply\n"
        "out = []\n"
        "for level in ('easy', 'expert'):\n"
        "    state = new_game(7)\n"
        "    p = ComputerPlayer(level)\n"
        "    while state.hand_number < 2 or state.phase.value == 'discard':\n"
        "        a = p.choose(state.view(state.to_act), legal_actions(state))\n"
        "        out.append(json.dumps(a.to_data()))\n"
        "        state, _ = apply(state, a)\n"
        "print(json.dumps(out))\n"
    )
    outputs = set()
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        outputs.add(run.stdout)
    assert len(outputs) == 1 and len(json.loads(outputs.pop())) >= 6


def test_cut_depth_is_legal_and_varies_with_the_view():
    # Every view at the cut for first dealer is the same (nothing is dealt), so the
    # depth is too; at the starter cut the views differ by the cutter's own cards.
    first = {decide(ComputerPlayer("hard"), new_game(seed)) for seed in range(5)}
    assert len(first) == 1 and first.pop() in legal_actions(new_game(0))
    rng = random.Random(8)
    depths = set()
    for _ in range(12):
        hands, _ = two_deals(rng, 1)
        state = discard_state(0, hands)
        for seat in (1, 0):
            state, _ = apply(state, Discard(tuple(state.hands[seat][:2])))
        action = decide(ComputerPlayer("hard"), state)
        assert action in legal_actions(state)
        depths.add(action.depth)
    assert len(depths) > 3


def test_continue_and_single_actions_are_returned():
    state = GameState.for_play(0, (parse_cards("5H 5D 10S 4C"), parse_cards("6H 7D 8S 9C")),
                               Card.parse("KH"))
    view = state.view(1)
    assert ComputerPlayer("expert").choose(view, (Continue(),)) == Continue()
    assert ComputerPlayer("expert").choose(view, (Go(),)) == Go()


def test_medium_plays_exactly_like_the_greedy_baseline():
    # Medium is the baseline of the strength benchmark: hand-value discards and the
    # most points now with its cautions, both from BasicPlayer.
    rng = random.Random(4)
    checked = 0
    for _ in range(40):
        cards = rng.sample(DECK, 9)
        state = GameState.for_play(rng.randint(0, 1), (cards[:4], cards[4:8]), cards[8])
        while state.phase is Phase.PLAY:
            legal = legal_actions(state)
            assert decide(ComputerPlayer("medium"), state) == decide(BasicPlayer(), state)
            checked += 1
            state, _ = apply(state, rng.choice(legal))
    for seed in range(20):
        state = new_game(seed)
        while state.phase is not Phase.DISCARD:
            state, _ = apply(state, legal_actions(state)[0])
        assert decide(ComputerPlayer("medium"), state) == decide(BasicPlayer(), state)
    assert checked > 250


def test_play_is_delegated_to_the_pegging_module(monkeypatch):
    calls = []

    def choose_play(view, legal, *, level, rng):
        calls.append((view, tuple(legal), level, type(rng)))
        return legal[-1]

    monkeypatch.setattr(crib_qt.ai.player, "choose_play", choose_play)
    state = GameState.for_play(0, (parse_cards("5H 5D 10S 4C"), parse_cards("6H 7D 8S 9C")),
                               Card.parse("KH"))
    legal = legal_actions(state)
    assert ComputerPlayer("hard").choose(state.view(1), legal) == legal[-1]
    assert calls == [(state.view(1), legal, "hard", random.Random)]


def test_a_whole_game_between_levels_is_legal_and_replays_identically():
    def play(seed):
        players = (ComputerPlayer("easy"), ComputerPlayer("medium"))
        state, actions = new_game(seed), []
        while state.phase is not Phase.GAME_OVER:
            legal = legal_actions(state)
            action = players[state.to_act].choose(state.view(state.to_act), legal)
            assert action in legal
            actions.append(action)
            state, _ = apply(state, action)
        return state, actions

    state, actions = play(2024)
    assert state.winner in (0, 1) and max(state.scores) == 121
    assert play(2024)[1] == actions  # Restart (U5) replays the same match


def test_no_qt_anywhere_in_the_ai_package():
    for path in sorted(AI_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.split(".")[0] in ("PySide6", "PyQt5", "PyQt6", "shiboken6"), \
                    f"{path.name} imports {name}"
    code = ("import sys, crib_qt.ai, crib_qt.ai.player, crib_qt.ai.discard, "
            "crib_qt.ai.build_crib_table\n"
            "from crib_qt.ai import ComputerPlayer\n"
            "ComputerPlayer('expert').model\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('PySide6', 'shiboken6', 'numpy')))\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[]"  # no Qt, and numpy is no run-time dependency
