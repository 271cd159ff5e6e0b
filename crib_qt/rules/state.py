"""The immutable game state and what one seat may see of it.

`GameState` holds everything, hidden cards included; `GameState.view(seat)` gives
a `PlayerView` with only what that seat may know. The computer player and the UI
work from views (DESIGN.md: hidden information lives only in the state).
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, field
from typing import Sequence

from .cards import DECK, Card
from .match_score import MatchScore

__all__ = ["Phase", "GameState", "PlayerView", "WINNING_SCORE", "SHOW_STEPS", "series_numbers"]

# The game is to 121 (R6.1).
WINNING_SCORE = 121

# The order of the show (R5.1): index = `GameState.show_step`.
SHOW_STEPS = ("pone_hand", "dealer_hand", "crib")


class Phase(enum.Enum):
    """The phase of the game; the value is a stable name for saves."""

    CUT_FOR_DEAL = "cut_for_deal"  # R2: both seats cut, lower card deals
    DISCARD = "discard"  # R3.2: each seat lays two cards away
    CUT_STARTER = "cut_starter"  # R3.3: the pone cuts, the starter is turned
    PLAY = "play"  # R4: pegging
    SHOW = "show"  # R5: counting; one step per hand and the crib
    GAME_OVER = "game_over"  # R6.1


Cards = tuple[Card, ...]
SeatCards = tuple[Card, ...]


def series_numbers(played: Sequence[tuple[int, Card]]) -> list[int]:
    """For each card played this hand, the number (0, 1, …) of its series (R4.6).

    The count resets after a 31 or after a go, and after a go the next card never
    fits the old count: its holder had said go, or the last player could not play it.
    So the series are recovered from the cards alone.
    """
    numbers, number, count = [], 0, 0
    for _, card in played:
        if count == 31 or count + card.value > 31:
            number, count = number + 1, 0
        numbers.append(number)
        count += card.value
    return numbers


@dataclass(frozen=True, slots=True)
class GameState:
    """The complete, immutable state of one game of cribbage.

    Attributes:
        seed: the game seed; all random draws derive from it (U5).
        phase: the current `Phase`.
        to_act: the seat (0 or 1) that must act now; `None` once the game is over, and
            in the positions `game.play_moment` gives for display (never saved).
        dealer: the dealer's seat, `None` before the cut for first dealer.
        scores: both players' points (0–121).
        back_pegs: where each player's back peg stands (the score before their last
            peg), for a board whose pegs leapfrog.
        winner: the seat that reached 121, else `None` (R6.1).
        hand_number: 0 while cutting for first dealer, then 1, 2, … per deal.
        cut_round: how many times the cut for first dealer tied (R2.2).
        deal_cuts: the cards each seat turned in the latest cut for first dealer.
        hands: the cards each seat still holds (6 before the discard, then 4, fewer
            as they are played), sorted.
        kept: the 4 cards each seat kept for the show, sorted (empty before discarding).
        discards: the 2 cards each seat laid away to the crib, sorted.
        stock: the undealt cards, sorted (their order is never used: U1).
        starter: the starter once cut, else `None`.
        series: (seat, card) pairs played since the count last reset (R4.6).
        played: (seat, card) pairs played this hand, in order.
        gone: for each seat, whether it said go in the current series (R4.2).
        show_step: -1 outside the show; 0, 1, 2 = pone's hand, dealer's hand, crib
            (see `SHOW_STEPS`), the last one counted.
        match: the match this game belongs to and its games so far (R7,
            crib_qt/rules/match.py); a single game by default. `hand_number` counts
            the deals of the whole match.
    """

    seed: int
    phase: Phase = Phase.CUT_FOR_DEAL
    to_act: int | None = 0
    dealer: int | None = None
    scores: tuple[int, int] = (0, 0)
    back_pegs: tuple[int, int] = (0, 0)
    winner: int | None = None
    hand_number: int = 0
    cut_round: int = 0
    deal_cuts: tuple[Card | None, Card | None] = (None, None)
    hands: tuple[SeatCards, SeatCards] = ((), ())
    kept: tuple[SeatCards, SeatCards] = ((), ())
    discards: tuple[SeatCards, SeatCards] = ((), ())
    stock: Cards = ()
    starter: Card | None = None
    series: tuple[tuple[int, Card], ...] = ()
    played: tuple[tuple[int, Card], ...] = ()
    gone: tuple[bool, bool] = (False, False)
    show_step: int = -1
    match: MatchScore = MatchScore()

    # --- derived values ----------------------------------------------------------

    @property
    def pone(self) -> int | None:
        """The non-dealer's seat, `None` before the first dealer is known."""
        return None if self.dealer is None else 1 - self.dealer

    @property
    def count(self) -> int:
        """The running count of the play, 0–31 (R4.1)."""
        return sum(card.value for _, card in self.series)

    @property
    def crib(self) -> Cards:
        """The dealer's crib: both seats' discards, sorted (R3.2)."""
        return tuple(sorted(self.discards[0] + self.discards[1]))

    def playable(self, seat: int) -> Cards:
        """The cards `seat` holds that fit under 31 now (R4.1, R4.2)."""
        room = 31 - self.count
        return tuple(c for c in self.hands[seat] if c.value <= room)

    # --- constructors -------------------------------------------------------------

    @classmethod
    def for_play(cls, dealer: int, hands: Sequence[Sequence[Card]], starter: Card,
                 scores: tuple[int, int] = (0, 0), crib: Sequence[Card] | None = None,
                 ) -> GameState:
        """A state at the start of the play, for tests and analysis.

        Args:
            dealer: 0 or 1.
            hands: the 4 cards each seat kept, indexed by seat.
            starter: the starter card (his heels is not scored here).
            scores: both players' points, each 0–120.
            crib: the 4 crib cards; when `None`, 4 of the unseen cards are chosen
                reproducibly (a fixed generator) so the show can still be counted.
                The first two count as the pone's discards, the last two as the
                dealer's.

        Raises:
            ValueError: wrong card counts, a card used twice, a bad seat or score.
        """
        if dealer not in (0, 1) or type(dealer) is not int:
            raise ValueError(f"dealer must be seat 0 or 1, not {dealer!r}")
        hands = tuple(tuple(sorted(h)) for h in hands)
        if len(hands) != 2 or any(len(h) != 4 for h in hands):
            raise ValueError("for_play needs two hands of 4 cards each")
        scores = tuple(scores)
        if len(scores) != 2 or any(type(s) is not int or not 0 <= s < WINNING_SCORE
                                   for s in scores):
            raise ValueError(f"scores must be two whole numbers from 0 to 120, not {scores!r}")
        used = list(hands[0] + hands[1]) + [starter]
        if len(set(used)) != len(used) or not all(isinstance(c, Card) for c in used):
            raise ValueError("for_play: every card must be a distinct Card")
        if crib is None:
            unseen = [c for c in DECK if c not in used]
            crib = random.Random(0).sample(unseen, 4)
        crib = tuple(crib)
        if len(crib) != 4 or set(crib) & set(used) or len(set(crib)) != 4:
            raise ValueError("the crib must be 4 distinct cards not in either hand or the starter")
        pone = 1 - dealer
        discards = [(), ()]
        discards[pone] = tuple(sorted(crib[:2]))
        discards[dealer] = tuple(sorted(crib[2:]))
        taken = set(used) | set(crib)
        return cls(
            seed=0, phase=Phase.PLAY, to_act=pone, dealer=dealer, scores=scores,
            back_pegs=scores, hand_number=1, hands=hands, kept=hands,
            discards=tuple(discards), stock=tuple(c for c in DECK if c not in taken),
            starter=starter,
        )

    # --- what one seat may see ----------------------------------------------------

    def view(self, seat: int) -> PlayerView:
        """What `seat` (0 or 1) may see now (R3.2 discards are face down, hands are
        private until the show)."""
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, not {seat!r}")
        other = 1 - seat
        shown: list[Cards | None] = [None, None]
        crib_shown: Cards | None = None
        if self.show_step >= 0 and self.dealer is not None:
            shown[self.pone] = self.kept[self.pone]
            if self.show_step >= 1:
                shown[self.dealer] = self.kept[self.dealer]
            if self.show_step >= 2:
                crib_shown = self.crib
        return PlayerView(
            seat=seat, phase=self.phase, to_act=self.to_act, dealer=self.dealer,
            scores=self.scores, back_pegs=self.back_pegs, winner=self.winner,
            hand_number=self.hand_number, deal_cuts=self.deal_cuts,
            hand=self.hands[seat], kept=self.kept[seat], discards=self.discards[seat],
            opponent_hand_size=len(self.hands[other]),
            opponent_discarded=bool(self.discards[other]),
            crib_size=len(self.discards[0]) + len(self.discards[1]),
            stock_size=len(self.stock), starter=self.starter, count=self.count,
            series=self.series, played=self.played, gone=self.gone,
            show_step=self.show_step, shown_hands=(shown[0], shown[1]), shown_crib=crib_shown,
            match=self.match,
        )


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What one seat may see: no deck order, no hidden cards of the other seat.

    Attributes mirror `GameState`; cards that belong to the viewing seat are given
    in full (`hand`, `kept`, `discards`), the other seat's only as counts, except
    what the show has revealed (`shown_hands`, `shown_crib`). `played` and `series`
    are public: every card played this hand, by whom, in order.
    """

    seat: int
    phase: Phase
    to_act: int | None
    dealer: int | None
    scores: tuple[int, int]
    back_pegs: tuple[int, int]
    winner: int | None
    hand_number: int
    deal_cuts: tuple[Card | None, Card | None]
    hand: Cards
    kept: Cards
    discards: Cards
    opponent_hand_size: int
    opponent_discarded: bool
    crib_size: int
    stock_size: int
    starter: Card | None
    count: int
    series: tuple[tuple[int, Card], ...]
    played: tuple[tuple[int, Card], ...]
    gone: tuple[bool, bool]
    show_step: int
    shown_hands: tuple[Cards | None, Cards | None] = field(default=(None, None))
    shown_crib: Cards | None = None
    match: MatchScore = MatchScore()

    @property
    def is_dealer(self) -> bool:
        """True when the viewing seat deals this hand (and owns the crib)."""
        return self.dealer == self.seat

    @property
    def series_numbers(self) -> list[int]:
        """For each card of `played`, the number (0, 1, …) of its series (R4.6)."""
        return series_numbers(self.played)

    def unseen_cards(self) -> Cards:
        """Every card this seat has not seen: the other hand, the other discards and
        the stock, as one sorted tuple (for the computer player's look-ahead)."""
        seen = set(self.kept or self.hand) | set(self.hand) | set(self.discards)
        seen.update(card for _, card in self.played)
        if self.starter is not None:
            seen.add(self.starter)
        for shown in self.shown_hands:
            seen.update(shown or ())
        seen.update(self.shown_crib or ())
        return tuple(c for c in DECK if c not in seen)
