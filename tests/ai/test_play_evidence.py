"""What the other player's cards laid tell of their hand: crib_qt/ai/play_evidence.py (R4).

- A player who could have made fifteen (R4.3) and laid another card probably could
  not: exact likelihoods of the mixture model for three hands.
- No choice made (one card fitted, or nothing laid yet) is no evidence.
- `weigh` normalises; `resample` keeps at most k deals, sums to 1, and follows the
  weights; `systematic_counts` (which `resample` and the win search draw with) gives
  each entry the floor or ceiling of its share of k draws, k in all, and refuses
  weights adding up to 0.
- The greedy baseline's values are the card-level ones (`BasicPlayer.play_value`).
- The expert uses the evidence: a pinned position where it changes the card.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crib_qt.ai import play_evidence
from crib_qt.ai.basic import BasicPlayer
from crib_qt.ai.pegging import choose_play
from crib_qt.ai.play_evidence import PlayEvidence, resample, systematic_counts
from crib_qt.rules import GameState, Go, Phase, Play, apply, legal_actions, parse_cards


def position(dealer: int, hands: tuple[str, str], starter: str, plays: str = "") -> GameState:
    """A play position: `for_play`, then `plays` ("5H go KS", in turn order)."""
    state = GameState.for_play(dealer, [parse_cards(hands[0]), parse_cards(hands[1])],
                               parse_cards(starter)[0])
    for word in plays.split():
        state, _ = apply(state, Go() if word == "go" else Play(parse_cards(word)[0]))
    return state


def mixture(greedy: float, loose: float) -> float:
    prior = play_evidence.GREEDY_PRIOR
    return prior * greedy + (1 - prior) * loose


def test_a_fifteen_not_made_makes_a_five_unlikely():
    """Seat 1 (pone) led a Ten, seat 0 answered with a 9 (count 19). Had seat 0 held a
    5, the 9 gave up fifteen for 2 (R4.3): greedy lays a 5 (2.05 against 0.09), so the
    9 is a miss (MISS of 2 cards), and the looser player lays the 9 with chance
    e^(1.5 × (0.09 − 2.05)) / (1 + that). Holding an 8 instead, greedy lays the higher
    card, the 9 (0.09 against 0.08)."""
    state = position(0, ("9S 5C 2D AH", "TH KS QC JD"), "3C", "TH 9S")
    evidence = PlayEvidence(state.view(1))
    assert evidence
    miss = play_evidence.MISS
    slip = math.exp(1.5 * (0.09 - 2.05))
    assert evidence.likelihood((5,)) == pytest.approx(mixture(miss / 2, slip / (1 + slip)))
    assert evidence.likelihood((5,)) == pytest.approx(0.0376056, abs=1e-7)
    near = math.exp(1.5 * (0.08 - 0.09))
    assert evidence.likelihood((8,)) == pytest.approx(mixture(1 - miss + miss / 2, 1 / (1 + near)))
    assert evidence.likelihood((8,)) == pytest.approx(0.7393750, abs=1e-7)
    assert evidence.likelihood((9,)) == 1.0  # only 9s: no choice was made


def test_no_card_laid_by_the_other_is_no_evidence():
    state = position(0, ("9S 5C 2D AH", "TH KS QC JD"), "3C", "TH")
    evidence = PlayEvidence(state.view(1))  # seat 1 sees only its own Ten
    assert not evidence
    assert evidence.likelihood((5, 5, 9)) == 1.0
    assert evidence.weigh([((5,), 0.25), ((9,), 0.75)]) == [((5,), 0.25), ((9,), 0.75)]


def test_weigh_normalises_by_the_likelihoods():
    state = position(0, ("9S 5C 2D AH", "TH KS QC JD"), "3C", "TH 9S")
    evidence = PlayEvidence(state.view(1))
    five, eight = evidence.likelihood((5,)), evidence.likelihood((8,))
    weighed = evidence.weigh([((5,), 0.5), ((8,), 0.5)])
    assert weighed == [((5,), pytest.approx(five / (five + eight))),
                       ((8,), pytest.approx(eight / (five + eight)))]


def test_resample_keeps_at_most_k_deals_in_proportion():
    deals = [((r,), w) for r, w in zip(range(1, 11), (0.4, 0.2, 0.1, 0.1, 0.05, 0.05,
                                                      0.04, 0.03, 0.02, 0.01))]
    drawn = resample(deals, 20, random.Random(7))
    assert sum(p for _, p in drawn) == pytest.approx(1.0)
    assert len(drawn) <= 10
    shares = dict(drawn)
    # systematic resampling: each deal is drawn floor or ceil of 20 × its weight times
    for hand, w in deals:
        assert math.floor(20 * w) <= round(shares.get(hand, 0.0) * 20) <= math.ceil(20 * w)
    assert resample(deals[:3], 20, random.Random(7)) == deals[:3]
    assert resample(deals, 20, random.Random(7)) == drawn  # one seeded draw decides


def test_systematic_counts_of_one_seeded_draw():
    """Weights 3, 1, 0, 4 and 4 draws: a step of 2, the first draw at 2 × u (u = the
    seed's first random, 0.324); the draws at 0.65, 2.65, 4.65, 6.65 fall in the
    first entry (0-3), the first, the fourth (4-8) and the fourth."""
    assert random.Random(7).random() == pytest.approx(0.3238, abs=1e-4)
    assert systematic_counts([3, 1, 0, 4], 4, random.Random(7)) == [2, 0, 0, 2]
    assert systematic_counts([3, 1, 0, 4], 0, random.Random(7)) == [0, 0, 0, 0]


@settings(deadline=None, derandomize=True, database=None, max_examples=300)
@given(weights=st.lists(st.floats(0.0, 50.0), min_size=1, max_size=30).filter(
           lambda ws: sum(ws) > 0),
       k=st.integers(1, 60), seed=st.integers(0, 2**32 - 1))
def test_systematic_counts_follow_the_weights(weights, k, seed):
    counts = systematic_counts(weights, k, random.Random(seed))
    assert len(counts) == len(weights) and sum(counts) == k
    total = sum(weights)
    for w, n in zip(weights, counts):
        share = k * w / total
        assert math.floor(share - 1e-9) <= n <= math.ceil(share + 1e-9)
        if w == 0:
            assert n == 0


def test_systematic_counts_refuse_weights_adding_up_to_nothing():
    for weights in ([], [0.0, 0.0], [1e308, 1e308]):
        with pytest.raises(ValueError, match="weights that add up to more than 0"):
            systematic_counts(weights, 3, random.Random(1))
    for weights, k in (([1.0, -0.5], 3), ([1.0, math.nan], 3), ([math.inf, 1.0], 3),
                       ([1.0], -1)):
        with pytest.raises(ValueError, match="k of 0 or more and finite weights"):
            systematic_counts(weights, k, random.Random(1))


def test_greedy_values_are_the_baselines_card_values():
    rng = random.Random(2024)
    checked = 0
    for _ in range(200):
        state = position(rng.randint(0, 1), ("AS 5C TD KH", "5H 6D 4C JS"), "2C")
        while state.phase is Phase.PLAY:
            legal = legal_actions(state)
            view = state.view(state.to_act)
            ranks = tuple(c.rank for _, c in view.series)
            for action in legal:
                if isinstance(action, Play):
                    from crib_qt.ai.basic import greedy_value
                    from crib_qt.ai.play_model import series_key

                    assert greedy_value(series_key(ranks), view.count, action.card.rank,
                                        ranks[-1] if ranks else 0) == \
                        BasicPlayer.play_value(view, action)
                    checked += 1
            state, _ = apply(state, rng.choice(legal))
    assert checked > 1000


class _NoEvidence:
    """`PlayEvidence` as if the other player had laid nothing yet."""

    def __init__(self, view) -> None:
        pass

    def __bool__(self) -> bool:
        return False

    def likelihood(self, hand) -> float:
        return 1.0


def test_the_expert_plays_on_the_evidence(monkeypatch):
    """The other player (seat 1) led a Ten, which the greedy baseline leads only
    without an Ace, 2, 3 or 4 (those score 0.01–0.04, a Ten 0.0): their other cards are
    likely high. Weighing that, the expert (seat 0, holding 4S TD 9H 3C at 10) lays the
    3 (13), which only a 2 would answer for fifteen (R4.3), rather than pair the Ten
    for 2 points (R4.4) and invite a pair royal from a hand that likely holds another
    Ten (only a Ten pairs a Ten); without the evidence it takes the pair."""
    state = position(0, ("4S TD 9H 3C", "6S TH 8H JC"), "KH", "TH")
    legal = legal_actions(state)
    view = state.view(0)
    assert choose_play(view, legal, level="expert", rng=random.Random(0)) == \
        Play(parse_cards("3C")[0])
    from crib_qt.ai import pegging

    monkeypatch.setattr(pegging, "PlayEvidence", _NoEvidence)
    assert choose_play(view, legal, level="expert", rng=random.Random(0)) == \
        Play(parse_cards("TD")[0])
