"""The game-position model (issue 20): its build's dynamic programming, the shipped
table and its checks (crib_qt/ai/position_model.py, build_position_table.py)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from crib_qt.ai.build_position_table import distributions, encode_table, solve_positions
from crib_qt.ai.position_model import SIDE, TABLE_PATH, PositionModel, load_position_model


def w(table, d, p):
    return table[(d - 1) * SIDE + p - 1]


def test_positions_follow_the_order_of_the_scores():
    # One deal, repeated every time: the dealer pegs 5, then the pone 3 (R6.1: the
    # first to reach the total needed wins at once).
    table = solve_positions([[5, -3]])
    assert w(table, 5, 1) == 1.0  # the dealer's 5 comes first
    assert w(table, 6, 3) == 0.0  # the dealer is short; the pone's 3 reaches
    # Neither reaches: the pone of this deal deals next (R2.3) needing 4 - 3 = 1
    # against 6 - 5 = 1, and the new dealer's 5 comes first.
    assert w(table, 6, 4) == 0.0
    # 10 against 7: 5 / 3, then the new dealer needs 4 and pegs 5 first.
    assert w(table, 10, 7) == 0.0
    # 11 against 4: 5 / 3; then 1 against 6: the new dealer wins.
    assert w(table, 11, 4) == 0.0


def test_positions_average_over_the_deals():
    # Half the deals the pone pegs 2 first, half the dealer pegs 2 first.
    table = solve_positions([[-2, 1], [2, -1]])
    assert w(table, 2, 2) == 0.5
    assert w(table, 1, 1) == 0.5
    assert w(table, 2, 3) == 1.0 * 0.5 + 0.5 * (1.0 - w(table, 3 - 2, 2 - 1))


def test_the_shipped_table_is_a_sensible_board():
    model = load_position_model()
    # The first dealer wins a little more than half the games (about 56 % in the
    # published analyses of two-player cribbage).
    assert 0.52 < model.dealer_wins(121, 121) < 0.60
    # Needing more points never helps; the other needing more always does (up to the
    # sampling noise of the measured deals).
    for d in range(1, SIDE, 6):
        for p in range(1, SIDE, 6):
            assert model.dealer_wins(d, p) <= model.dealer_wins(d, p + 1) + 0.01
            assert model.dealer_wins(d, p) >= model.dealer_wins(d + 1, p) - 0.01
    assert model.dealer_wins(0, 5) == 1.0 and model.dealer_wins(5, 0) == 0.0
    assert model.dealer_wins(1, SIDE) > 0.99  # the dealer's hand and crib, at least
    # Needs above 121 read as 121 (a score below 0 never happens; clamp, not a crash).
    assert model.dealer_wins(500, 500) == model.dealer_wins(SIDE, SIDE)
    for role in ("dealer", "pone"):
        assert abs(sum(model.play[role]) - 1.0) < 1e-3
        assert abs(sum(model.total[role]) - 1.0) < 1e-3
    mean = lambda dist: sum(i * p for i, p in enumerate(dist))  # noqa: E731
    # A dealer makes more in a deal than a pone (the crib, his heels).
    assert mean(model.total["dealer"]) > mean(model.total["pone"]) + 4
    assert 3.5 < mean(model.crib) < 5.5


def test_bad_tables_are_refused_with_a_clear_error():
    data = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    PositionModel.from_data(data)
    for broken in ({**data, "format": "x"}, {**data, "dealer_wins": "not base64!"},
                   {**data, "dealer_wins": encode_table([0.5] * 10)},
                   {k: v for k, v in data.items() if k != "distributions"},
                   {**data, "distributions": {**data["distributions"], "crib": [0.5, 0.6]}},
                   {**data, "distributions": {**data["distributions"], "pone": {
                       k: v for k, v in data["distributions"]["pone"].items() if k != "hand"}}}):
        with pytest.raises(ValueError):
            PositionModel.from_data(broken)


def test_distributions_split_play_hand_and_crib():
    # Deal 1: his heels 2, dealer pegs 3, pone pegs 1, pone's hand 4, dealer's hand 6,
    # crib 2. Deal 2: no heels, dealer pegs 2, pone 2, then hands 0 / 8 and crib 0.
    # (A first score of 2 need not be his heels: the record says which it is.)
    records = [([2, 3, -1, -4, 6, 2], (4, 6, 2, 2)), ([2, -2, 8], (0, 8, 0, 0))]
    dist = distributions(records)
    assert dist["dealer"]["play"] == [0.0, 0.0, 0.5, 0.5]
    assert dist["pone"]["play"] == [0.0, 0.5, 0.5]
    assert dist["crib"] == [0.5, 0.0, 0.5]
    assert dist["dealer"]["total"][13] == 0.5 and dist["dealer"]["total"][10] == 0.5
    assert dist["pone"]["total"][5] == 0.5 and dist["pone"]["total"][2] == 0.5
    assert dist["pone"]["hand"] == [0.5, 0.0, 0.0, 0.0, 0.5]
    assert dist["dealer"]["hand"] == [0.0] * 6 + [0.5, 0.0, 0.5]


def test_the_build_script_runs_and_writes_a_table_it_can_read(tmp_path):
    out = tmp_path / "position.json"
    subprocess.run([sys.executable, "-m", "crib_qt.ai.build_position_table", "--deals", "6",
                    "--jobs", "1", "--out", str(out)], check=True, capture_output=True)
    model = load_position_model(str(out))
    assert model.info["deals"] == 6 and model.info["seed"] == 1
    assert 0.0 <= model.dealer_wins(60, 60) <= 1.0

