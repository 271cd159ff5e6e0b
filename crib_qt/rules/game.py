"""The game of cribbage as a state machine: `new_game`, `legal_actions`, `apply`.

Every phase advances by an explicit action of the seat `state.to_act`; everything
that follows from it without a choice (dealing, his heels, go, last card, resets,
the show's scoring, winning) is done by `apply` and reported as events.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from . import deck
from .actions import (Action, CardPlayed, Continue, CountReset, CutCard, CutForDeal, CutStarter,
                      CutTied, DealerChosen, Discard, Discarded, Event, GameWon, Go, GoSaid,
                      HandEnded, HandShown, NextGame, Play, Scored, StarterCut)
from .cards import Card
from .scoring import Score, ScoreItem, ScoreKind, score_hand, score_play
from .dealing import MAX_SEED, check_seed
from .dealing import deal as _deal  # R3.1, also the first deal of a match's later game
from .match import MatchScore, count_game, match_over, next_game
from .state import WINNING_SCORE, GameState, Phase

__all__ = ["IllegalAction", "new_game", "legal_actions", "apply", "apply_with_moment",
           "play_moment", "MAX_SEED"]



class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why. The state
    it was applied to is unchanged (states are immutable).

    Args:
        message: why, in English (for logs and developers).
        kind: why, as a word a user interface can put in its own language:
            "past_31" (the card would take the count past 31, R4.1), "must_play"
            (go while a card fits, R4.2), "game_over", or "other".

    Attributes:
        kind: as given.
    """

    def __init__(self, message: str, kind: str = "other") -> None:
        super().__init__(message)
        self.kind = kind


def new_game(seed: int, match: MatchScore | None = None) -> GameState:
    """A new game at the cut for first dealer, seat 0 to cut first (R2.1); the first
    game of `match` (default: a single game, R7.1).

    Raises:
        ValueError: a seed that is not a whole number from 0 to `MAX_SEED`.
    """
    check_seed(seed)
    return GameState(seed=seed) if match is None else GameState(seed=seed, match=match)


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every action the seat `state.to_act` may take now: once a game is won, `NextGame`
    while its match of several games goes on (R7.3, nobody in particular takes it),
    else nothing.

    Cuts are listed for every legal depth, discards as the 15 sorted pairs, plays
    for every card that fits under 31; `Go` only when no card fits (R4.2).
    """
    phase = state.phase
    if phase is Phase.CUT_FOR_DEAL:
        size = 52 - (state.to_act == 1)
        return tuple(CutForDeal(d) for d in deck.cut_depths(size))
    if phase is Phase.DISCARD:
        return tuple(Discard(pair) for pair in combinations(state.hands[state.to_act], 2))
    if phase is Phase.CUT_STARTER:
        return tuple(CutStarter(d) for d in deck.cut_depths(len(state.stock)))
    if phase is Phase.PLAY:
        playable = state.playable(state.to_act)
        return tuple(Play(c) for c in playable) if playable else (Go(),)
    if phase is Phase.SHOW:
        return (Continue(),)
    return () if match_over(state) else (NextGame(),)  # R7.3


def apply(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """Apply `action` by the seat `state.to_act`.

    Returns:
        The new state and the events it caused, in order.

    Raises:
        IllegalAction: the action is not allowed now (wrong phase, a card not held,
            a count past 31, go while a card fits, a bad cut depth, …), with the
            reason. `state` itself is never changed.
    """
    events: list[Event] = []
    return _apply(state, action, events), tuple(events)


Moment = tuple[GameState, tuple[Event, ...]]


def apply_with_moment(state: GameState, action: Action
                      ) -> tuple[GameState, tuple[Event, ...], Moment | None]:
    """`apply`, and in the same single pass the moment before the pile turns over.

    A card that makes 31 (R4.7), a go that neither player can answer (R4.6) and the
    last card (R4.8) turn the pile over, or start the show, within one `apply`. The
    moment is the position between, for a board to show it: the card still on the
    series with the count it made, its points and any go or last card pegged, and
    nobody to act (`to_act` is None); with the events up to then, which begin the
    events returned.

    Args:
        state: the position before `action`.
        action: the action of the seat `state.to_act`.

    Returns:
        (new state, events, moment): as `apply`, and the moment as (state, events),
        or None when `action` turns nothing over (any action outside the play, or
        points that win the game first: R6.1).

    Raises:
        IllegalAction: as `apply`; `state` itself is never changed.
    """
    events = _MomentEvents()
    after = _apply(state, action, events)
    return after, tuple(events), events.moment


def play_moment(state: GameState, action: Action) -> Moment | None:
    """The moment of `apply_with_moment` alone (see there).

    Returns:
        (state, events) before the pile turns over, or None when `action` turns
        nothing over.

    Raises:
        IllegalAction: as `apply`, for an action in the play (outside the play
            nothing is applied: no pile turns there).
    """
    if state.phase is not Phase.PLAY:
        return None
    return apply_with_moment(state, action)[2]


class _MomentEvents(list):
    """The events of one action, and the position before the pile turns
    (`apply_with_moment`)."""

    moment: Moment | None = None


def _before_pile_turns(state: GameState, events: list[Event]) -> None:
    """Record `state` as the moment when `apply_with_moment` asked for it (its event
    list); plain `apply` skips the copy."""
    if isinstance(events, _MomentEvents) and events.moment is None:
        events.moment = (replace(state, to_act=None), tuple(events))


def _apply(state: GameState, action: Action, events: list[Event]) -> GameState:
    phase = state.phase
    if phase is Phase.GAME_OVER:
        if isinstance(action, NextGame) and not match_over(state):
            return next_game(state, events)  # R7.3
        raise IllegalAction("the game is over", "game_over")
    handler = _HANDLERS.get((phase, type(action)))
    if handler is None:
        raise IllegalAction(f"{type(action).__name__} is not possible during the "
                            f"{phase.value.replace('_', ' ')}")
    return handler(state, action, events)


# --- scoring and winning ---------------------------------------------------------------


def _peg(state: GameState, seat: int, score: Score, events: list[Event]) -> GameState:
    """Peg `score` for `seat`; reaching 121 ends the game at once (R6.1)."""
    if score.total == 0:
        return state
    old = state.scores[seat]
    new = min(WINNING_SCORE, old + score.total)
    scores = (new, state.scores[1]) if seat == 0 else (state.scores[0], new)
    back = (old, state.back_pegs[1]) if seat == 0 else (state.back_pegs[0], old)
    state = replace(state, scores=scores, back_pegs=back)
    events.append(Scored(seat, score, scores))
    if new >= WINNING_SCORE:
        state = replace(state, phase=Phase.GAME_OVER, to_act=None, winner=seat)
        events.append(GameWon(seat, scores))
        state = count_game(state, events)  # R7.2
    return state


def _single(kind: ScoreKind, points: int, cards: tuple[Card, ...] = ()) -> Score:
    return Score(points, (ScoreItem(kind, points, cards),))


# --- cut for first dealer and the deal (R2, R3.1) ----------------------------------------


def _cut_for_deal(state: GameState, action: CutForDeal, events: list[Event]) -> GameState:
    seat = state.to_act
    taken = [c for c in state.deal_cuts if c is not None] if seat == 1 else []
    try:
        card = deck.cut_for_deal(state.seed, state.cut_round, seat, action.depth, taken)
    except ValueError as exc:
        raise IllegalAction(str(exc)) from None
    events.append(CutCard(seat, card, action.depth))
    if seat == 0:
        return replace(state, deal_cuts=(card, None), to_act=1)
    first = state.deal_cuts[0]
    cuts = (first, card)
    if first.rank == card.rank:  # R2.2: shuffle again and both cut again
        events.append(CutTied(cuts))
        return replace(state, deal_cuts=cuts, to_act=0, cut_round=state.cut_round + 1)
    dealer = 0 if first.rank < card.rank else 1  # R2.1: the lower card deals
    events.append(DealerChosen(dealer))
    return _deal(replace(state, deal_cuts=cuts), dealer, events)


# --- discards and the starter (R3.2–R3.4) -------------------------------------------------


def _discard(state: GameState, action: Discard, events: list[Event]) -> GameState:
    seat = state.to_act
    hand = state.hands[seat]
    missing = [str(c) for c in action.cards if c not in hand]
    if missing:
        raise IllegalAction(f"you do not hold {' '.join(missing)}")
    kept = tuple(c for c in hand if c not in action.cards)
    hands = _set(state.hands, seat, kept)
    state = replace(state, hands=hands, kept=_set(state.kept, seat, kept),
                    discards=_set(state.discards, seat, action.cards))
    events.append(Discarded(seat, action.cards))
    other = 1 - seat
    if not state.discards[other]:
        return replace(state, to_act=other)
    return replace(state, phase=Phase.CUT_STARTER, to_act=state.pone)  # R3.3


def _cut_starter(state: GameState, action: CutStarter, events: list[Event]) -> GameState:
    try:
        starter = deck.cut_starter(state.seed, state.hand_number, action.depth, state.stock)
    except ValueError as exc:
        raise IllegalAction(str(exc)) from None
    state = replace(state, starter=starter, stock=tuple(c for c in state.stock if c is not starter),
                    phase=Phase.PLAY, to_act=state.pone)  # R4.1: the pone plays first
    events.append(StarterCut(starter, action.depth))
    if starter.rank == 11:  # R3.4 his heels
        state = _peg(state, state.dealer, _single(ScoreKind.HIS_HEELS, 2, (starter,)), events)
    return state


# --- the play (R4) ------------------------------------------------------------------------


def _play(state: GameState, action: Play, events: list[Event]) -> GameState:
    seat, card = state.to_act, action.card
    if card not in state.hands[seat]:
        raise IllegalAction(f"you do not hold {card}")
    if state.count + card.value > 31:
        raise IllegalAction(f"{card} would take the count from {state.count} past 31", "past_31")
    series = state.series + ((seat, card),)
    state = replace(state, hands=_set(state.hands, seat, tuple(c for c in state.hands[seat]
                                                                 if c is not card)),
                    series=series, played=state.played + ((seat, card),))
    events.append(CardPlayed(seat, card, state.count))
    state = _peg(state, seat, score_play(tuple(c for _, c in series)), events)
    if state.winner is not None:
        return state
    finished = not state.hands[0] and not state.hands[1]
    if state.count == 31:  # R4.7: 2 for 31 (already pegged), no go, reset
        if finished:
            return _start_show(state, events)
        return _reset(state, 1 - seat, events)
    if finished:  # R4.8 last card
        state = _peg(state, seat, _single(ScoreKind.LAST_CARD, 1), events)
        return state if state.winner is not None else _start_show(state, events)
    return _next_in_play(state, seat, events)


def _go(state: GameState, action: Go, events: list[Event]) -> GameState:
    seat = state.to_act
    playable = state.playable(seat)
    if playable:  # R4.2: a player who can play must play
        raise IllegalAction(f"you must play while a card fits under 31 ({playable[0]} does)",
                            "must_play")
    events.append(GoSaid(seat))
    state = replace(state, gone=_set(state.gone, seat, True))
    return _next_in_play(state, seat, events)


def _next_in_play(state: GameState, last_actor: int, events: list[Event]) -> GameState:
    """Pass the turn: the other seat if it can still act in this series, else the
    same seat (R4.2); when neither can, go to the last card's player (R4.6)."""
    def active(seat: int) -> bool:
        return not state.gone[seat] and bool(state.hands[seat])

    other = 1 - last_actor
    if active(other):
        return replace(state, to_act=other)
    if active(last_actor):
        return replace(state, to_act=last_actor)
    last_player = state.series[-1][0]
    state = _peg(state, last_player, _single(ScoreKind.GO, 1), events)
    if state.winner is not None:
        return state
    return _reset(state, 1 - last_player, events)


def _reset(state: GameState, leader: int, events: list[Event]) -> GameState:
    """Turn the pile over; `leader` leads unless their hand is empty (R4.6)."""
    _before_pile_turns(state, events)
    if not state.hands[leader]:
        leader = 1 - leader
    events.append(CountReset(leader))
    return replace(state, series=(), gone=(False, False), to_act=leader)


# --- the show (R5) ------------------------------------------------------------------------


def _start_show(state: GameState, events: list[Event]) -> GameState:
    _before_pile_turns(state, events)
    state = replace(state, phase=Phase.SHOW, series=(), gone=(False, False))
    return _show_step(state, 0, events)


def _show_step(state: GameState, step: int, events: list[Event]) -> GameState:
    """Count step 0 (pone's hand), 1 (dealer's hand) or 2 (crib) (R5.1)."""
    is_crib = step == 2
    seat = state.pone if step == 0 else state.dealer
    cards = state.crib if is_crib else state.kept[seat]
    score = score_hand(cards, state.starter, is_crib=is_crib)
    state = replace(state, show_step=step, to_act=seat)
    events.append(HandShown(seat, cards, state.starter, is_crib, score))
    return _peg(state, seat, score, events)


def _continue(state: GameState, action: Continue, events: list[Event]) -> GameState:
    if state.show_step < 2:
        return _show_step(state, state.show_step + 1, events)
    events.append(HandEnded(state.hand_number))
    return _deal(state, 1 - state.dealer, events)  # R2.3: the deal alternates


def _set(pair: tuple, seat: int, value: object) -> tuple:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


_HANDLERS = {
    (Phase.CUT_FOR_DEAL, CutForDeal): _cut_for_deal,
    (Phase.DISCARD, Discard): _discard,
    (Phase.CUT_STARTER, CutStarter): _cut_starter,
    (Phase.PLAY, Play): _play,
    (Phase.PLAY, Go): _go,
    (Phase.SHOW, Continue): _continue,
}
