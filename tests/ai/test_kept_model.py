"""The table of the cards players keep (crib_qt/ai/kept_model.py, build_kept_table.py)
and how the expert's searches weigh their deals by it (R3.2, R4; issue 20)."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from crib_qt.ai import pegging
from crib_qt.ai.build_kept_table import count_kept
from crib_qt.ai.build_kept_table import main as build_main
from crib_qt.ai.deal_sampling import rank_deals
from crib_qt.ai.kept_model import (PSEUDO, TABLE_FORMAT, KeptModel, hand_key, kept_hands,
                                   load_kept_model, random_chance)
from crib_qt.rules import parse_cards

# C(52, 4): the ways to draw four cards of a full deck.
FOUR_CARDS = 270_725


def small_table(**kept: dict[str, int]) -> dict:
    return {"format": TABLE_FORMAT, "deals": 100, "seed": 9, "kept": kept}


def test_every_hand_of_four_ranks_and_its_chance_of_a_full_deck():
    hands = kept_hands()
    assert len(hands) == 1820 and hands[0] == (1, 1, 1, 1) and hands[-1] == (13, 13, 13, 13)
    assert random_chance((1, 1, 1, 1)) == 1 / FOUR_CARDS
    assert random_chance((1, 2, 3, 4)) == 256 / FOUR_CARDS
    assert random_chance((5, 5, 11, 11)) == 36 / FOUR_CARDS
    assert random_chance((7, 7, 7, 12)) == 16 / FOUR_CARDS
    assert sum(random_chance(h) for h in hands) == pytest.approx(1.0, abs=1e-12)
    assert hand_key((1, 5, 10, 13)) == "15ad"


def test_a_weight_is_the_times_kept_against_four_random_cards():
    model = KeptModel.from_data(small_table(dealer={"55bb": 60, "1234": 40}, pone={"55bb": 100}))
    dealer, pone = model.weights(dealer=True), model.weights(dealer=False)
    assert len(dealer) == len(pone) == 1820
    assert dealer[(5, 5, 11, 11)] == (60 + PSEUDO) / (100 * 36 / FOUR_CARDS + PSEUDO)
    assert pone[(5, 5, 11, 11)] == (100 + PSEUDO) / (100 * 36 / FOUR_CARDS + PSEUDO)
    assert dealer[(1, 2, 3, 4)] == (40 + PSEUDO) / (100 * 256 / FOUR_CARDS + PSEUDO)
    # never kept: below 1, not 0 (another player may keep it)
    assert pone[(1, 2, 3, 4)] == PSEUDO / (100 * 256 / FOUR_CARDS + PSEUDO)
    assert model.deals == 100 and model.info["seed"] == 9
    with pytest.raises(TypeError):  # shared by every search: read-only
        dealer[(5, 5, 11, 11)] = 1.0  # type: ignore[index]


@pytest.mark.parametrize("data, message", [
    ({"format": "crib-qt/position-table/1", "deals": 1, "kept": {}}, "not a kept table"),
    (small_table(dealer={"55bb": 100}), "lacks the pone's counts"),
    (small_table(dealer={"5b5b": 100}, pone={"55bb": 100}), "four sorted ranks"),
    (small_table(dealer={"55bb": 99}, pone={"55bb": 100}), "add up to 100 deals"),
    (small_table(dealer={"55bb": -1}, pone={"55bb": 100}), "whole numbers 0 or more"),
    (small_table(dealer={"55bb": True}, pone={"55bb": 100}), "whole numbers 0 or more"),
    (small_table(dealer={"55bb": 99.5}, pone={"55bb": 100}), "whole numbers 0 or more"),
    ({"format": TABLE_FORMAT, "deals": 0, "kept": {}}, "positive number of deals"),
    ({"format": TABLE_FORMAT, "deals": True, "kept": {}}, "positive number of deals"),
    ([1, 2], "not a kept table"),
])
def test_a_damaged_table_is_refused_with_a_clear_error(data, message):
    with pytest.raises(ValueError, match=message):
        KeptModel.from_data(data)


def test_the_shipped_table_leans_towards_the_cards_that_score():
    model = load_kept_model()
    assert model.deals == 2_000_000 and model.info["seed"] == 1
    dealer, pone = model.weights(dealer=True), model.weights(dealer=False)
    # 5 5 J J holds 12 points before the cut: kept by both roles whenever dealt
    assert dealer[(5, 5, 11, 11)] > 10 and pone[(5, 5, 11, 11)] > 10
    # A A 5 6 holds 2 and splits the five from its friends: never kept
    assert dealer[(1, 1, 5, 6)] < 0.05 and pone[(1, 1, 5, 6)] < 0.05
    # A A 2 4 holds 2 but pegs well: the dealer, who may throw good cards to their own
    # crib, keeps it; the pone keeps better cards instead of giving them away
    assert dealer[(1, 1, 2, 4)] > 0.5 and pone[(1, 1, 2, 4)] < 0.05


def test_counting_a_chunk_is_deterministic():
    first = count_kept(3, True, 0, 60)
    assert first == count_kept(3, True, 0, 60)
    assert sum(first.values()) == 60
    assert first != count_kept(3, True, 1, 60)  # each chunk has its own deals


def test_the_build_script_writes_the_same_table_with_any_number_of_jobs(tmp_path):
    tables = []
    for jobs in (1, 2):
        out = tmp_path / f"kept{jobs}.json"
        subprocess.run([sys.executable, "-m", "crib_qt.ai.build_kept_table", "--deals", "130",
                        "--chunk", "50", "--seed", "4", "--jobs", str(jobs), "--out", str(out)],
                       check=True, capture_output=True)
        tables.append(json.loads(out.read_text(encoding="utf-8")))
        model = load_kept_model(str(out))
        assert model.deals == 130 and model.info["chunk"] == 50
    assert tables[0]["kept"] == tables[1]["kept"]
    assert sum(tables[0]["kept"]["pone"].values()) == 130


def test_the_deals_of_the_other_hand_take_the_kept_weights():
    cands = parse_cards("5C 5D JC JD AC AD 2C 4C")
    deals = dict(rank_deals(cands, 2, random.Random(0), 0, exact=100, played=(5, 11)))
    kept = load_kept_model().weights(dealer=False)
    weighed = dict(rank_deals(cands, 2, random.Random(0), 0, exact=100, played=(5, 11),
                              kept=kept))
    assert deals.keys() == weighed.keys()
    # 5 J played: 5 J left make 5 5 J J; A A make A 5 A J
    ratio = weighed[(5, 11)] / weighed[(1, 1)]
    assert ratio == pytest.approx(deals[(5, 11)] / deals[(1, 1)]
                                  * kept[(5, 5, 11, 11)] / kept[(1, 1, 5, 11)], rel=1e-12)
    assert sum(weighed.values()) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("seat, dealer, role", [(0, 0, False), (0, 1, True), (1, 0, True),
                                                (1, 1, False)])
def test_the_searches_weigh_the_other_players_role(seat, dealer, role):
    class View:  # only the seats matter here
        pass

    view = View()
    view.seat, view.dealer = seat, dealer
    assert pegging.kept_weights(view) is load_kept_model().weights(dealer=role)



@pytest.mark.parametrize("option", [["--deals", "0"], ["--jobs", "0"], ["--chunk", "0"]])
def test_the_build_script_refuses_a_count_below_one(tmp_path, capsys, option):
    out = tmp_path / "kept.json"
    with pytest.raises(SystemExit) as refused:
        build_main(["--quick", "--out", str(out), *option])
    assert refused.value.code == 2
    assert "--deals, --chunk and --jobs must be at least 1" in capsys.readouterr().err
    assert not out.exists()
