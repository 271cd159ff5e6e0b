"""The computer's play (R4): crib_qt/ai/pegging.py.

- The search's own play rules mirror the rules core exactly: for every move of
  thousands of seeded plays, the points (15/31, pairs, runs, go, last card: R4.3–R4.8),
  who moves next and the next position agree with `crib_qt.rules.game.apply`.
- Decisions with one right answer, pinned per level: a 15 and last card, a 31, a
  pair royal, 31 rather than a go, no 5 led, no count of 5 offered, go when nothing
  fits, and at the end of the game the 2 points that win (R6.1), also as pone
  whose hand is counted first (R5.1).
- Only the view decides: other hidden cards, the same decision; the same view and
  generator state, the same decision; every answer is one of the legal actions; the
  expert's answers on 40 seeded positions are pinned.
- The exact solver and its memo are tested in test_play_solver.py.
"""

from __future__ import annotations

import random

import pytest

from crib_qt.ai import pegging, play_model, play_solver
from crib_qt.ai.pegging import choose_play, opponent_min_value, play_points
from crib_qt.rules import (
    DECK,
    GameState,
    Go,
    HandShown,
    Phase,
    Play,
    Scored,
    apply,
    legal_actions,
    parse_cards,
    score_play,
)

LEVELS = ("easy", "medium", "hard", "expert")
CAREFUL = ("medium", "hard", "expert")


def position(dealer: int, hands: tuple[str, str], starter: str, plays: str = "",
             scores: tuple[int, int] = (0, 0), crib: str = "") -> GameState:
    """A play position: `for_play`, then `plays` ("5H go KS", in turn order)."""
    state = GameState.for_play(dealer, [parse_cards(hands[0]), parse_cards(hands[1])],
                               parse_cards(starter)[0], scores,
                               crib=parse_cards(crib) if crib else None)
    for word in plays.split():
        state, _ = apply(state, Go() if word == "go" else Play(parse_cards(word)[0]))
    return state


def decide(state: GameState, level: str, seed: int = 0):
    return choose_play(state.view(state.to_act), legal_actions(state), level=level,
                       rng=random.Random(seed))


def card(text: str):
    return parse_cards(text)[0]


def random_plays(rng: random.Random, games: int, scores=lambda rng: (0, 0)):
    """(state, rng-chosen action) for every move of `games` random plays."""
    for _ in range(games):
        cards = rng.sample(DECK, 13)
        state = GameState.for_play(rng.randint(0, 1), [cards[:4], cards[4:8]], cards[8],
                                   scores(rng), crib=cards[9:13])
        while state.phase is Phase.PLAY:
            action = rng.choice(legal_actions(state))
            yield state, action
            state, _ = apply(state, action)


# --- the search plays by the rules core -----------------------------------------------------


def test_search_moves_mirror_the_rules_core():
    checked = 0
    for state, action in random_plays(random.Random(3), 300):
        seat = state.to_act
        root = play_model.root(state.view(seat),
                             tuple(sorted(c.rank for c in state.hands[1 - seat])))
        moves = {move[0]: move for move in play_model.children(root)}
        legal = legal_actions(state)
        assert set(moves) == {a.card.rank if isinstance(a, Play) else 0 for a in legal}
        _, mine, theirs, passes, after = moves[action.card.rank if isinstance(action, Play) else 0]
        new, events = apply(state, action)
        pegged = [0, 0]
        for event in events:
            if isinstance(event, HandShown):
                break
            if isinstance(event, Scored):
                pegged[event.seat] += event.score.total
        assert (mine, theirs) == (pegged[seat], pegged[1 - seat])
        if new.phase is Phase.PLAY:
            assert passes == (new.to_act != seat)
            assert after == play_model.root(new.view(new.to_act), tuple(
                sorted(c.rank for c in new.hands[1 - new.to_act])))
        else:
            assert after is None
        checked += 1
    assert checked > 2500


def test_play_points_equal_score_play():
    rng = random.Random(5)
    for _ in range(3000):
        series, count = [], 0
        for c in rng.sample(DECK, 8):
            if count + c.value > 31:
                break
            series.append(c)
            count += c.value
        for n in range(1, len(series) + 1):
            assert play_points(series[:n - 1], series[n - 1]) == score_play(series[:n]).total


def test_what_a_go_proves_is_true():
    informative = 0
    for state, _ in random_plays(random.Random(4), 800):
        view = state.view(state.to_act)
        least = opponent_min_value(view)
        assert all(c.value >= least for c in state.hands[1 - state.to_act])
        informative += least > 1
    assert informative > 500


def test_go_count_is_recovered_from_the_public_cards():
    # Pone 7C, dealer 8H, pone 9C (24): the dealer holds only ten-cards and says go
    # at 24, so every card they still hold counts more than 7.
    state = position(1, ("7C 9C 2D 3S", "8H KS QD JC"), "5D", "7C 8H 9C go")
    assert state.to_act == 0
    assert opponent_min_value(state.view(0)) == 8
    assert opponent_min_value(position(1, ("7C 9C 2D 3S", "8H KS QD JC"), "5D").view(0)) == 1


# --- decisions with one right answer ----------------------------------------------------------

# Pone 9C 2C 4D JC, dealer 8H 10C 3H 10H. JC 10C 9C, the dealer says go, 2C makes 31;
# the dealer leads 3H, the pone's 4D is their last card. The dealer's 8H makes 15 and
# 10H then takes last card (3 points); 10H first scores 1.
FIFTEEN_THEN_LAST = (1, ("9C 2C 4D JC", "8H 10C 3H 10H"), "3D", "JC 10C 9C go 2C 3H 4D")
# Pone 2H KD 10D KS, dealer 9H JH KC 8D: 2H JH 10D is 22; 9H makes 31.
THIRTY_ONE = (1, ("2H KD 10D KS", "9H JH KC 8D"), "4D", "2H JH 10D")
# The pone leads 4C, the dealer pairs it with 4D; 4H is a pair royal (the fourth 4 is
# the starter, so no double pair royal can answer it).
PAIR_ROYAL = (1, ("4C 4H 9C KD", "4D 6C 8S 10D"), "4S", "4C 4D")
# Count 23 after 5H AS 7S 10C; the pone says go (they hold only 9H). The dealer's
# 8S makes 31 for 2; 7H makes 30 for a go point only.
THIRTY_ONE_NOT_GO = (1, ("10D 7S 9H 5H", "AS 8S 7H 10C"), "8C", "5H AS 7S 10C go")


@pytest.mark.parametrize("level", CAREFUL)
@pytest.mark.parametrize("spot, answer", [
    (FIFTEEN_THEN_LAST, "8H"),
    (THIRTY_ONE, "9H"),
    (PAIR_ROYAL, "4H"),
    (THIRTY_ONE_NOT_GO, "8S"),
])
def test_takes_the_points_when_nothing_is_lost(level, spot, answer):
    state = position(*spot)
    for seed in range(3):
        assert decide(state, level, seed) == Play(card(answer))


def test_the_checked_answers_are_best_against_every_hidden_hand():
    """Why the answers above are right: exact search over every other hand."""
    for spot, answer in [(FIFTEEN_THEN_LAST, "8H"), (THIRTY_ONE, "9H"),
                         (THIRTY_ONE_NOT_GO, "8S")]:
        view = position(*spot).view(position(*spot).to_act)
        deals = pegging._rank_deals(pegging._candidates(view), view.opponent_hand_size,
                                    random.Random(0), 0, exact=10**6)
        for hand, _ in deals:
            values = pegging._search_values(view, [(hand, 1.0)])
            assert values[card(answer).rank] > max(v for r, v in values.items()
                                                    if r != card(answer).rank)


@pytest.mark.parametrize("level", CAREFUL)
def test_does_not_lead_a_five(level):
    # A 5 led lets any of the 16 ten-cards make 15.
    state = position(0, ("7C 8D 10H QS", "5H 9C KD 2S"), "4S")
    assert state.to_act == 1
    for seed in range(3):
        assert decide(state, level, seed) != Play(card("5H"))


@pytest.mark.parametrize("level", CAREFUL)
def test_does_not_make_a_count_of_five(level):
    # After a 4 led, the ace makes 5 for any ten-card to answer with 15; 8, 9 or K
    # leave only a 3, a 2 or an ace to make 15.
    state = position(1, ("4C 4H 9C KD", "AD 8C 9S KH"), "7S", "4C")
    for seed in range(3):
        assert decide(state, level, seed) != Play(card("AD"))


@pytest.mark.parametrize("level", LEVELS)
def test_says_go_when_nothing_fits(level):
    # 10D JD 10S is 30; the dealer holds only a 2, a 3 and a 5.
    state = position(1, ("10D 10S 9C 9H", "2C 5C JD 3S"), "4H", "10D JD 10S")
    assert state.to_act == 1 and legal_actions(state) == (Go(),)
    assert decide(state, level) == Go()


@pytest.mark.parametrize("level", LEVELS)
def test_only_legal_plays_never_past_31(level):
    # Count 25: only the A, 2 and 6 fit; the 7 and the king would pass 31.
    state = position(1, ("KC QD 2D 6S", "5C AH 7D KH"), "9S", "KC 5C QD")
    assert state.count == 25
    for seed in range(5):
        action = decide(state, level, seed)
        assert action in legal_actions(state)
        assert state.count + action.card.value <= 31


# The pone holds 2S QC at 19 (2H 5S KS 2D). 2S pairs the 2D (2 points) but leaves a
# pair royal to the unseen 2C; QC to 29 averages more.
PAIR_OR_QUEEN = (1, ("2S KS 2H QC", "2D AC 6D 5S"), "8S", "2H 5S KS 2D")


def test_mid_game_the_average_prefers_the_queen():
    view = position(*PAIR_OR_QUEEN).view(0)
    deals = pegging._rank_deals(pegging._candidates(view), 2, random.Random(0), 0, exact=10**6)
    values = pegging._search_values(view, deals)
    assert values[12] > values[2] + 0.5
    for scores in [(0, 0), (40, 60)]:
        for seed in range(3):
            assert decide(position(*PAIR_OR_QUEEN, scores=scores), "expert", seed) == \
                Play(card("QC"))


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("scores", [(119, 119), (119, 118), (120, 60)])
def test_takes_the_two_points_that_win(level, scores):
    # 2S reaches 121 now (R6.1); QC could let the dealer peg out first.
    for seed in range(3):
        assert decide(position(*PAIR_OR_QUEEN, scores=scores), level, seed) == Play(card("2S"))


def test_as_pone_the_hand_is_counted_first():
    # At 117 the pone needs 4: 2S pegs 2 and the hand (2S 2H, a pair) counts 2 before
    # the dealer counts anything (R5.1), so it wins whatever the dealer holds; after
    # QC it wins only if it pegs again. (Hard, with 8 deals for the show, often sees
    # no deal where QC loses.)
    state = position(*PAIR_OR_QUEEN, scores=(117, 100))
    for seed in range(5):
        assert decide(state, "expert", seed) == Play(card("2S"))


# --- only the view decides ---------------------------------------------------------------------


def _two_worlds(rng: random.Random):
    """Two states that differ only in the other seat's hidden cards, with the seat
    to act holding at least two ranks that fit; None when the draw does not work."""
    cards = rng.sample(DECK, 17)
    dealer, me = rng.randint(0, 1), rng.randint(0, 1)
    scores = (rng.randint(0, 115), rng.randint(0, 115))
    hands_a = [cards[:4], cards[4:8]]
    state_a = GameState.for_play(dealer, hands_a, cards[8], scores, crib=cards[9:13])
    actions = []
    for _ in range(rng.randint(0, 5)):
        action = rng.choice(legal_actions(state_a))
        actions.append(action)
        state_a, _ = apply(state_a, action)
        if state_a.phase is not Phase.PLAY:
            return None
    if state_a.to_act != me:
        return None
    swap = dict(zip(state_a.hands[1 - me], cards[13:]))  # the cards not played yet
    hands_b = list(hands_a)
    hands_b[1 - me] = [swap.get(c, c) for c in hands_a[1 - me]]
    state_b = GameState.for_play(dealer, hands_b, cards[8], scores, crib=cards[9:13])
    try:
        for action in actions:
            state_b, _ = apply(state_b, action)
    except ValueError:  # a go in one world is a play in the other
        return None
    if state_b.to_act != me or state_b.view(me) != state_a.view(me):
        return None
    if len({a.card.rank for a in legal_actions(state_a) if isinstance(a, Play)}) < 2:
        return None
    return state_a, state_b


def test_other_hidden_cards_never_change_the_decision():
    rng = random.Random(21)
    pairs = 0
    while pairs < 12:
        worlds = _two_worlds(rng)
        if worlds is None:
            continue
        state_a, state_b = worlds
        assert state_a.hands[1 - state_a.to_act] != state_b.hands[1 - state_b.to_act]
        for level in LEVELS:
            assert decide(state_a, level, pairs) == decide(state_b, level, pairs)
        pairs += 1


def test_same_view_and_generator_same_decision_whatever_the_memo():
    state = position(0, ("7C 8D 10H QS", "5H 9C KD 2S"), "4S")
    first = {level: decide(state, level, 7) for level in LEVELS}
    play_solver.clear()
    assert {level: decide(state, level, 7) for level in LEVELS} == first


#: The expert's answers on 40 seeded positions (scores from 0 to 118, so some are played
#: for the win, R6.1), as the search gave them before its memo was bounded and coded
#: as ints (issue 14): a faster or smaller memo must never change a decision.
#: Issue 20 changed two of them on purpose (answers 18 and 24, AC -> 9D and 8D -> 7S):
#: both are played for the win by a dealer far behind (60 against 110, 61 against
#: 100), where the chance after the hand now comes from the measured game-position
#: model (`play_win.win_estimate`) instead of a normal race approximation.
#: These are the expert's answers, its hint's and the coach's (one search).
# 7 of the 40 changed when the expert began to weigh the other player's cards laid
# (play_evidence, issue 20), 10 when its deals of the other hand began to lean towards
# the hands players keep (kept_model, issue 20), 3 (answers 21, 24 and 30, all played
# for the win) when the play near 121 searched 150 full deals instead of 60.
EXPERT_ANSWERS = ("3C 8C 4D KC 3C 4S 4C 4S 10D 4S 10D KC 3D KC 6H 5D AC QC AC 5D "
                  "QH 8D 8C 8C 8D 4C AH QD KD 7C KC 5D 9H QS 9H 8S 8D 5D AS KH")


def test_expert_answers_on_fixed_positions_are_pinned():
    rng = random.Random(1414)
    answers = []
    while len(answers) < 40:
        cards = rng.sample(DECK, 13)
        scores = (rng.choice([0, 50, 100, 110, 115, 118]), rng.choice([0, 60, 105, 112, 117]))
        state = GameState.for_play(rng.randint(0, 1), [cards[:4], cards[4:8]], cards[8], scores,
                                   crib=cards[9:13])
        while state.phase is Phase.PLAY and len(answers) < 40:
            legal = legal_actions(state)
            if len({a.card.rank for a in legal if isinstance(a, Play)}) >= 2:
                answers.append(str(decide(state, "expert", len(answers)).card))
            state, _ = apply(state, rng.choice(legal))
    assert " ".join(answers) == EXPERT_ANSWERS


def test_the_answer_is_always_legal():
    rng = random.Random(9)
    scores = lambda r: (r.choice([0, 60, 100, 112, 118, 120]), r.choice([0, 60, 100, 115, 120]))
    seen = 0
    for state, _ in random_plays(rng, 8, scores):
        legal = legal_actions(state)
        for level in LEVELS:
            assert choose_play(state.view(state.to_act), legal, level=level,
                               rng=random.Random(seen)) in legal
        seen += 1
    assert seen > 50


def test_bad_arguments():
    state = position(*THIRTY_ONE)
    with pytest.raises(ValueError):
        choose_play(state.view(state.to_act), (), level="expert", rng=random.Random(0))
    with pytest.raises(ValueError):
        choose_play(state.view(state.to_act), legal_actions(state), level="grandmaster",
                    rng=random.Random(0))


def test_easy_always_takes_the_most_points_now_and_draws_among_equal_cards():
    # Weaker by design, not by blunders: easy never passes up a 15, 31, pair or run,
    # but gives no thought to what its card leaves (it picks among equal cards).
    rng = random.Random(12)
    checked, varied = 0, 0
    for state, _ in random_plays(rng, 300):
        legal = [a for a in legal_actions(state) if isinstance(a, Play)]
        if len({a.card.rank for a in legal}) < 2:
            continue
        series = [c for _, c in state.series]
        best = max(play_points(series, a.card) for a in legal)
        picks = {decide(state, "easy", seed).card.rank for seed in range(6)}
        for rank in picks:
            card_ = next(a.card for a in legal if a.card.rank == rank)
            assert play_points(series, card_) == best
        checked += 1
        varied += len(picks) > 1
    assert checked > 500 and varied > 100
