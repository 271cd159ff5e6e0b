"""The crib and pegging model (crib_qt/ai/crib_model.py) and the script that builds it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from crib_qt.ai.basic import BasicPlayer
from crib_qt.ai.build_crib_table import _play_out, _solve
from crib_qt.ai.crib_model import (
    CLASSES,
    PEGGING_FEATURES,
    TABLE_FORMAT,
    TABLE_PATH,
    CribModel,
    class_frequency,
    load_model,
    pair_class,
    pegging_features,
)
from crib_qt.rules.cards import Card, parse_cards
from crib_qt.rules.game import apply, legal_actions
from crib_qt.rules.scoring import score_hand
from crib_qt.rules.state import GameState, Phase

ROOT = Path(__file__).resolve().parents[2]


def mean_by_frequency(table: dict[str, float]) -> float:
    return sum(table[c] * class_frequency(c) for c in CLASSES) / 1326


def test_classes_cover_every_pair_of_cards_once():
    assert len(CLASSES) == len(set(CLASSES)) == 13 + 78 * 2
    assert sum(class_frequency(c) for c in CLASSES) == 52 * 51 // 2
    assert pair_class(*parse_cards("5H 5D")) == "5-5"
    assert pair_class(*parse_cards("6H 5H")) == "5-6s"
    assert pair_class(*parse_cards("KS 10D")) == "10-Ko"
    assert pair_class(*parse_cards("AC JC")) == "A-Js"
    assert class_frequency("5-5") == 6 and class_frequency("5-6s") == 4
    assert class_frequency("5-6o") == 12
    with pytest.raises(KeyError):
        class_frequency("5-5s")


def test_shipped_table_loads_with_every_class_and_plausible_values():
    model = load_model()
    data = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    assert data["format"] == TABLE_FORMAT
    assert set(model.dealer) == set(model.pone) == set(CLASSES)
    # The mean dealer's crib over thrown pairs weighted by how often each class is dealt.
    assert 4.0 <= mean_by_frequency(model.dealer) <= 5.5
    assert 4.0 <= mean_by_frequency(model.pone) <= 6.0
    for table in (model.dealer, model.pone):
        assert all(2.5 <= v <= 10.0 for v in table.values())
        # 5-5 is the best throw into a crib (two fives make 15 with every ten-card).
        assert max(table, key=table.get) == "5-5"
        assert table["5-5"] > 8.0
        # A king and a ten-card far apart in rank make poor cribs.
        assert table["5-5"] - table["10-Ko"] > 3.5
    # The dealer throws good cards into their own crib, the pone defends: for a pone
    # throw the other two crib cards are the dealer's best, so every class counts more.
    assert mean_by_frequency(model.pone) > mean_by_frequency(model.dealer)
    # A suited pair can still make a five-card crib flush (R5.5): never worth less than
    # the same ranks off-suit by more than the sampling error.
    for name in CLASSES:
        if name.endswith("s"):
            off = name[:-1] + "o"
            assert model.dealer[name] > model.dealer[off] - 0.25, name
    assert data["largest_standard_error"] < 0.1


def test_shipped_pegging_model_is_plausible():
    model = load_model()
    for role in ("dealer", "pone"):
        assert len(model.peg_weights[role]) == len(PEGGING_FEATURES) == 16
        assert abs(sum(model.own_pegs[role]) - 1.0) < 1e-3
        assert all(abs(w) < 3.0 for w in model.peg_weights[role])
    mean = {r: sum(i * p for i, p in enumerate(model.own_pegs[r])) for r in ("dealer", "pone")}
    # The dealer pegs more than the pone (last card, R4.8; the pone leads, R4.1).
    assert 2.5 < mean["dealer"] < 5.0 and 1.0 < mean["pone"] < mean["dealer"]


def test_pegging_features_and_value():
    keep = parse_cards("5H 5D 10S 4C")
    # ranks: one 4, two 5s, one 10; pairs: 5-5; fifteens: 5+10 twice; adjacent: 4-5 twice
    assert pegging_features(keep) == [0, 0, 0, 1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 1, 2, 2]
    weights = tuple(float(i) for i in range(16))
    model = CribModel({c: 1.0 for c in CLASSES}, {c: 2.0 for c in CLASSES},
                      {"dealer": weights, "pone": (0.5,) * 16}, {}, {})
    assert model.pegging_value(keep, dealer=True) == 3 + 2 * 4 + 9 + 13 + 2 * 14 + 2 * 15
    assert model.pegging_value(keep, dealer=False) == 0.5 * (4 + 5)
    assert model.crib_value(*parse_cards("5H 5D"), dealer=True) == 1.0
    assert model.crib_value(*parse_cards("5H 5D"), dealer=False) == 2.0


def test_from_data_rejects_broken_tables():
    good = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    CribModel.from_data(good)
    for breaker in (
        lambda d: d.update(format="other"),
        lambda d: d["dealer"].pop("5-5"),
        lambda d: d["pone"].update({"5-5s": 1.0}),
        lambda d: d.pop("pegging"),
        lambda d: d["pegging"]["pone"].update(weights=[0.0] * 3),
    ):
        data = json.loads(json.dumps(good))
        breaker(data)
        with pytest.raises(ValueError):
            CribModel.from_data(data)


def test_least_squares_solver():
    # x + y = 3, x - y = 1 (as normal equations of an exact system): x = 2, y = 1
    xtx = [[2.0, 0.0], [0.0, 2.0]]
    xty = [4.0, 2.0]
    assert [round(v, 5) for v in _solve(xtx, xty)] == [2.0, 1.0]
    assert [round(v, 5) for v in _solve([[0.0, 1.0], [1.0, 0.0]], [3.0, 5.0])] == [5.0, 3.0]


def test_play_out_counts_the_pegs_not_the_show():
    hands = (parse_cards("5H 5D 10S 4C"), parse_cards("6H 7D 8S 9C"))
    starter = Card.parse("KH")
    state = GameState.for_play(0, hands, starter, crib=parse_cards("AC 2C 3C JD"))
    pegs = _play_out(state, BasicPlayer().choose)
    # The last card also counts the pone's hand (seat 1: 6-7-8-9 run 4, 7+8 and 6+9: 8).
    player = BasicPlayer()
    while state.phase is Phase.PLAY:
        state, _ = apply(state, player.choose(state.view(state.to_act), legal_actions(state)))
    assert score_hand(hands[1], starter).total == 8
    assert pegs[0] == state.scores[0] and pegs[1] == state.scores[1] - 8
    assert sum(pegs) > 0


def test_quick_build_writes_a_table_of_the_same_format(tmp_path):
    out = tmp_path / "table.json"
    run = subprocess.run(
        [sys.executable, "-m", "crib_qt.ai.build_crib_table", "--quick", "--jobs", "2",
         "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "wrote" in run.stdout
    data = json.loads(out.read_text(encoding="utf-8"))
    shipped = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    assert set(data) == set(shipped)
    assert set(data["pegging"]) == set(shipped["pegging"])
    model = CribModel.from_data(data)
    assert set(model.dealer) == set(CLASSES)
    assert 2.0 < mean_by_frequency(model.dealer) < 8.0


def test_each_roles_pegging_weights_carry_its_calibration():
    # Issue 20: play-outs with the expert's play give back about 0.7 of the dealer's
    # fitted estimate and all of the pone's; the table says so, the model applies it.
    data = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    assert data["pegging"]["dealer"]["calibration"] == 0.7
    assert data["pegging"]["pone"]["calibration"] == 1.0
    model = CribModel.from_data(data)
    for role in ("dealer", "pone"):
        scale = data["pegging"][role]["calibration"]
        assert model.peg_weights[role] == tuple(scale * w for w in data["pegging"][role]["weights"])
    del data["pegging"]["dealer"]["calibration"]  # an older table: uncalibrated
    assert CribModel.from_data(data).peg_weights["dealer"] == tuple(
        float(w) for w in data["pegging"]["dealer"]["weights"])
