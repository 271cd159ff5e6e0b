"""Saved game states (JSON): round trips, bad input refused with a reason, and states
that load only when the rules can play on from them (R2-R6)."""

from __future__ import annotations

import json

import pytest

from crib_qt.rules.actions import CutForDeal
from crib_qt.rules.cards import DECK, Card
from crib_qt.rules.game import IllegalAction, apply, legal_actions, new_game
from crib_qt.rules.serialize import MAX_TEXT, state_from_json, state_to_data, state_to_json
from crib_qt.rules.state import GameState, Phase

from game_builders import (  # tests/rules/game_builders.py
    OUTCOMES,
    c,
    cs,
    cut_until_dealt,
    random_game,
    run,
    show_position,
)

# --- JSON saves -----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_json_round_trips_at_every_step(seed):
    states, _, _ = random_game(seed)
    for state in states:
        text = state_to_json(state)
        back = state_from_json(text)
        assert back == state and state_to_json(back) == text
        assert state_from_json(text.encode("utf-8")) == state
        assert back.view(0) == state.view(0) and back.view(1) == state.view(1)


def test_json_round_trips_for_play_and_tie_states():
    state = show_position()
    assert state_from_json(state_to_json(state)) == state
    seed, d0, d1 = OUTCOMES["tie"]
    tie, _ = apply(apply(new_game(seed), CutForDeal(d0))[0], CutForDeal(d1))
    assert tie.cut_round == 1 and state_from_json(state_to_json(tie)) == tie


def _mid_play_data() -> dict:
    # dealer 0: KH 9D 8D 7D, pone 1: KS QS 6C 5C; KS KH QS played, count 30, dealer to act
    state = GameState.for_play(0, [cs("KH 9D 8D 7D"), cs("KS QS 6C 5C")], c("2S"))
    state, _ = run(state, [(1, "KS"), (0, "KH"), (1, "QS")])
    return state_to_data(state)


def _load(data) -> GameState:
    return state_from_json(json.dumps(data))


def test_json_the_mid_play_position_loads():
    assert _load(_mid_play_data()).count == 30


def _edit(**changes):
    def make():
        data = _mid_play_data()
        for key, value in changes.items():
            data[key] = value
        return json.dumps(data)
    return make


def _without(key):
    def make():
        data = _mid_play_data()
        del data[key]
        return json.dumps(data)
    return make


def _count_over_31():
    data = _mid_play_data()
    data["hands"][0].remove("9D")
    data["played"].append([0, "9D"])
    data["series"].append([0, "9D"])
    return json.dumps(data)


def _card_twice():
    data = _mid_play_data()
    data["hands"][0] = sorted(data["hands"][0][:-1] + [data["hands"][1][0]],
                              key=lambda t: Card.parse(t))
    return json.dumps(data)


def _53_cards():
    data = _mid_play_data()
    data["stock"].append(data["stock"][0])
    return json.dumps(data)


def _53_stock_entries():
    data = _mid_play_data()
    data["stock"] = [str(x) for x in DECK] + ["AC"]
    return json.dumps(data)


def _huge():
    text = _mid_play_data()
    return json.dumps(text) + " " * (MAX_TEXT + 1)


BAD_JSON = {
    "not JSON": (lambda: "{this is not json", "not valid JSON"),
    "empty": (lambda: "", "not valid JSON"),
    "a list": (lambda: "[1, 2]", "JSON object"),
    "a number": (lambda: "5", "JSON object"),
    "not text": (lambda: 5, "JSON text"),
    "None": (lambda: None, "JSON text"),
    "not UTF-8": (lambda: b'{"format": "\xff\xfe"}', "not UTF-8"),
    "bytes not UTF-8 at all": (lambda: b"\x80\x81\x82", "not UTF-8"),
    "deep nesting 100000": (lambda: "[" * 100000, "too large|nested too deeply"),
    "deep nesting within the size limit": (lambda: "[" * 30000 + "]" * 30000,
                                           "nested too deeply"),
    "deep objects": (lambda: '{"a":' * 10000 + "1" + "}" * 10000, "nested too deeply"),
    "huge text": (_huge, "too large"),
    "wrong format": (_edit(format="chess-state"), "not a crib-qt game state"),
    "format not text": (_edit(format=1), "'format' has the wrong type"),
    "wrong version": (_edit(version=2), "unsupported state version 2"),
    "version as bool": (_edit(version=True), "'version' has the wrong type"),
    "missing seed": (_without("seed"), "has no 'seed'"),
    "missing stock": (_without("stock"), "has no 'stock'"),
    "missing gone": (_without("gone"), "has no 'gone'"),
    "missing format": (_without("format"), "has no 'format'"),
    "seed as text": (_edit(seed="5"), "'seed' has the wrong type"),
    "seed as bool": (_edit(seed=True), "'seed' has the wrong type"),
    "seed as float": (_edit(seed=5.0), "'seed' has the wrong type"),
    "negative seed": (_edit(seed=-1), "'seed' is out of range"),
    "to_act as bool": (_edit(to_act=False), "'to_act' must be seat 0 or 1"),
    "to_act 2": (_edit(to_act=2), "'to_act' must be seat 0 or 1"),
    "dealer as bool": (_edit(dealer=True), "'dealer' must be seat 0 or 1"),
    "hand_number as bool": (_edit(hand_number=True), "'hand_number' has the wrong type"),
    "show_step as bool": (_edit(show_step=False), "'show_step' has the wrong type"),
    "scores as bools": (_edit(scores=[True, 0]), "a score must be"),
    "scores as text": (_edit(scores="0,0"), "'scores' has the wrong type"),
    "three scores": (_edit(scores=[0, 0, 0]), "one entry per seat"),
    "score 122": (_edit(scores=[122, 0]), "a score must be 0 to 121"),
    "score 121 without a winner": (_edit(scores=[121, 0], back_pegs=[0, 0]),
                                   "a score of 121 ends the game"),
    "negative score": (_edit(scores=[-1, 0]), "a score must be"),
    "gone as ints": (_edit(gone=[0, 0]), "'gone' has the wrong type"),
    "phase unknown": (_edit(phase="bidding"), "unknown phase"),
    "starter as int": (_edit(starter=5), "'starter' has the wrong type"),
    "starter not a card": (_edit(starter="ZZ"), "not a card"),
    "card with a long text": (_edit(starter="5" * 100), "not a card"),
    "series with a bool seat": (_edit(series=[[True, "KS"]]), "bad entry"),
    "hands not lists": (_edit(hands="KS QS"), "'hands' has the wrong type"),
    "a card used twice": (_card_twice, "52 cards"),
    "53 cards": (_53_cards, "52 cards"),
    "53 stock entries": (_53_stock_entries, "not a list of cards"),
    "a count over 31": (_count_over_31, "pass 31"),
    "winner without game over": (_edit(winner=0), "a finished game has a winner"),
    "nobody to act mid-play": (_edit(to_act=None), "only a finished game"),
    "back peg ahead": (_edit(back_pegs=[5, 0]), "back peg"),
}


@pytest.mark.parametrize("name", list(BAD_JSON))
def test_json_bad_input_raises_ValueError_with_a_reason(name):
    make, match = BAD_JSON[name]
    with pytest.raises(ValueError, match=match) as info:
        state_from_json(make())
    assert not isinstance(info.value, IllegalAction)
    assert len(str(info.value)) < 300  # the reason, not an echo of the input


# Fixed in serialize.check_consistent: each of these loaded, and then `apply` crashed
# (AttributeError / a ValueError from score_hand) or silently lost cards.


def _cut_data(**changes) -> str:
    data = state_to_data(new_game(5))
    data.update(changes)
    return json.dumps(data)


def _dealt_data() -> tuple[GameState, dict]:
    state, _ = cut_until_dealt(0)
    return state, state_to_data(state)


def test_json_cut_for_deal_with_seat_1_to_cut_but_no_first_cut_is_rejected():
    """R2.1: seat 1 cuts only after seat 0 (this loaded, then apply raised AttributeError)."""
    with pytest.raises(ValueError, match="cut for first dealer"):
        state_from_json(_cut_data(to_act=1))
    with pytest.raises(ValueError, match="cut for first dealer"):
        state_from_json(_cut_data(to_act=1, deal_cuts=["8S", "10S"]))
    with pytest.raises(ValueError, match="cut for first dealer"):
        state_from_json(_cut_data(to_act=0, deal_cuts=["8S", None]))
    with pytest.raises(ValueError, match="cut for first dealer"):  # R2.2 only ties stay
        state_from_json(_cut_data(to_act=0, deal_cuts=["8S", "10S"], cut_round=1))
    with pytest.raises(ValueError, match="cut for first dealer"):  # one card cut twice
        state_from_json(_cut_data(to_act=0, deal_cuts=["8S", "8S"], cut_round=1))
    ok = state_from_json(_cut_data(to_act=1, deal_cuts=["8S", None]))
    assert legal_actions(ok)[-1] == CutForDeal(47)
    apply(ok, CutForDeal(47))
    assert state_from_json(_cut_data(to_act=0, deal_cuts=["8S", "8H"], cut_round=1)).cut_round


def test_json_a_seat_that_discarded_cannot_be_the_one_to_discard():
    """R3.2 (this loaded, and a second Discard then lost two cards)."""
    state, _ = cut_until_dealt(0)
    after_pone, _ = apply(state, legal_actions(state)[0])
    data = state_to_data(after_pone)
    data["to_act"] = after_pone.pone
    with pytest.raises(ValueError, match="R3.2"):
        state_from_json(json.dumps(data))
    data = state_to_data(state)
    data["to_act"] = state.dealer  # the pone discards first
    with pytest.raises(ValueError, match="R3.2"):
        state_from_json(json.dumps(data))


def test_json_no_starter_cut_or_play_before_both_discards():
    """R3.3 (this loaded, and the show then failed on a 6-card hand)."""
    state, data = _dealt_data()
    for phase in ("cut_starter",):
        data["phase"] = phase
        with pytest.raises(ValueError, match="R3.3"):
            state_from_json(json.dumps(data))
    after_pone, _ = apply(state, legal_actions(state)[0])
    data = state_to_data(after_pone)
    data["phase"], data["to_act"] = "cut_starter", after_pone.pone
    with pytest.raises(ValueError, match="R3.3"):
        state_from_json(json.dumps(data))


def test_json_kept_cards_are_four_distinct_sorted_cards():
    """R3.2 (a kept list with a card twice loaded, and the show then failed)."""
    data = _mid_play_data()
    data["kept"][1] = ["KS", "KS", "QS", "6C", "5C"]
    with pytest.raises(ValueError, match="kept cards"):
        _load(data)
    data = _mid_play_data()
    data["kept"][0] = list(reversed(data["kept"][0]))
    with pytest.raises(ValueError, match="kept cards"):
        _load(data)


def _tampered(data: dict):
    """Every single-field change of a saved state, as (description, data)."""
    def edited(key, value):
        out = json.loads(json.dumps(data))
        out[key] = value
        return out

    for key, values in [
        ("phase", [p.value for p in Phase]), ("to_act", [0, 1, None]),
        ("dealer", [0, 1, None]), ("winner", [0, 1, None]), ("show_step", [-1, 0, 1, 2]),
        ("hand_number", [0, 1, 2]), ("cut_round", [0, 1]),
        ("gone", [[False, False], [True, False], [False, True], [True, True]]),
        ("deal_cuts", [[None, None], ["5H", None], [None, "5H"], ["5H", "5H"], ["5H", "5C"],
                       ["5H", "KC"]]),
    ]:
        for value in values:
            if data[key] != value:
                yield f"{key}={value}", edited(key, value)
    for key in ("hands", "kept", "discards"):
        for seat in (0, 1):
            cards = data[key][seat]
            changes = {"drop": cards[1:], "repeat": cards[:1] + cards}
            if data["stock"]:
                changes["from stock"] = sorted(cards + data["stock"][:1],
                                               key=lambda t: Card.parse(t).index)
            for how, new in changes.items():
                out = json.loads(json.dumps(data))
                out[key][seat] = new
                if how == "from stock":
                    out["stock"] = out["stock"][1:]
                yield f"{key}[{seat}] {how}", out


def _sample_states() -> list[GameState]:
    """One state per (phase, seat to act, series started) of a game, plus a tie."""
    states, _, _ = random_game(13)
    seen, out = set(), []
    for state in states:
        key = (state.phase, state.to_act, bool(state.series), bool(state.gone[0] or state.gone[1]))
        if key not in seen:
            seen.add(key)
            out.append(state)
    seed, d0, d1 = OUTCOMES["tie"]
    out.append(apply(apply(new_game(seed), CutForDeal(d0))[0], CutForDeal(d1))[0])
    return out


def test_json_a_save_changed_in_one_field_is_refused_or_plays_on_legally():
    """Whatever from_json accepts, the rules can continue: every legal action applies
    and leads to a consistent state, through the end of the hand (R3, R4, R5, R6.1)."""
    from crib_qt.rules.serialize import check_consistent

    states = _sample_states()
    assert len(states) >= 12
    accepted = 0
    for state in states:
        for what, data in _tampered(state_to_data(state)):
            try:
                loaded = state_from_json(json.dumps(data))
            except ValueError:
                continue
            accepted += 1
            hand = loaded.hand_number
            for _ in range(60):
                if loaded.winner is not None or loaded.hand_number > max(hand, 1):
                    break
                legal = legal_actions(loaded)
                assert legal, what
                for act in legal:
                    try:
                        check_consistent(apply(loaded, act)[0])
                    except Exception as exc:
                        raise AssertionError(f"{what} on {state.phase}: {act}: {exc!r}") from exc
                loaded = apply(loaded, legal[-1])[0]
    assert accepted  # some changes are harmless (a score, a seat to act in the play, ...)


def test_json_go_flags_must_fit_the_hands():
    """R4.2: only a seat holding cards that cannot be played has said go; a seat that
    said go is never the one to act; go is never said outside the play."""
    # count 30, dealer 0 to act holding 9D 8D 7D (none fits): a go by the pone, who
    # holds 6C 5C that do not fit either, is consistent
    data = _mid_play_data()
    data["gone"] = [False, True]
    assert _load(data).gone == (False, True)
    data["gone"] = [True, False]  # the seat to act cannot have said go already
    with pytest.raises(ValueError, match="cannot be the one to act"):
        _load(data)
    data = _mid_play_data()
    data["series"], data["played"] = [], data["played"][:0]
    data["hands"] = [[str(x) for x in sorted(cs("7D 8D 9D KH"))],
                     [str(x) for x in sorted(cs("5C 6C KS QS"))]]
    data["to_act"], data["gone"] = 1, [True, False]  # at count 0 everything fits
    with pytest.raises(ValueError, match="says go"):
        _load(data)


def test_json_the_lower_cut_card_deals_first():
    """R2.1: a save whose dealer contradicts the cut for first dealer is refused."""
    state, _ = cut_until_dealt(3)
    data = state_to_data(state)
    assert _load(data) == state
    data["dealer"] = 1 - data["dealer"]
    data["to_act"] = data["dealer"] and 0 or 1
    data["hands"] = data["hands"][::-1]
    with pytest.raises(ValueError, match="lower cut card deals first"):
        _load(data)
