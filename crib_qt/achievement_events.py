"""The achievements of the show, the play and a game's end (issue 21), found in the
rules' events: pure Python over `HandShown`, `Scored`, `GoSaid`, `GameWon`… (no Qt).

`detect(events)` reads every event of a match in order and returns the achievements the
player (seat 0 against the computer) earned in them; a `Detector` reads them as they
come, each event once (a move's new events), with the same finds. Each rule below is one
function `(event, moment) -> bool`, asked of every event; `_Moment` is what the events before
it told. The career ones (games won, levels beaten, streaks) are counted with the
statistics: crib_qt/achievement_book.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .achievement_book import ACHIEVEMENTS
from .match_result import DOUBLE_SKUNK_LINE, SKUNK_LINE
from .rules import (WINNING_SCORE, CountReset, Dealt, Event, GameStarted, GameWon, GoSaid,
                    HandShown, Scored, ScoreKind)

__all__ = ["CARD_ACHIEVEMENTS", "EVENT_ACHIEVEMENTS", "RESULT_ACHIEVEMENTS", "Detector", "detect"]


class _Moment:
    """What the events before the one being asked about told.

    Attributes:
        seat: the player's seat.
        previous: the event just before (None at the start).
        dealer: the dealer of the hand in progress (None before the first deal).
        go_said: a go was said since the count last started from 0 (R4.2, R4.6).
        deficit: the most points the player has trailed by in this game.
        pegged: the points the player pegged in this hand's play (go and last card
            included, his heels not: R4).
        scored_by: what the last `Scored` was for: "show", "heels" or "play".
    """

    __slots__ = ("dealer", "deficit", "go_said", "pegged", "previous", "scored_by", "seat")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.previous: Event | None = None
        self.dealer: int | None = None
        self.go_said = False
        self.deficit = 0
        self.pegged = 0
        self.scored_by = ""


Rule = Callable[[Event, _Moment], bool]
_RULES: dict[str, Rule] = {}
# The event type each rule looks at (the others are never asked of it: a game's ~200
# events through every rule took some 5 ms, too long between two frames).
_LOOKS_AT: dict[str, type] = {}


def _rule(name: str, looks_at: type) -> Callable[[Rule], Rule]:
    def register(rule: Rule) -> Rule:
        _RULES[name] = rule
        _LOOKS_AT[name] = looks_at
        return rule
    return register


# --- the show (R5) ----------------------------------------------------------------------


def _shown(event: Event, m: _Moment, crib: bool | None = None) -> bool:
    """The player's hand (`crib` False), crib (True) or either (None) was counted."""
    return (isinstance(event, HandShown) and event.seat == m.seat
            and (crib is None or event.is_crib == crib))


def _runs(event: HandShown, length: int) -> int:
    return sum(1 for i in event.score.items if i.kind is ScoreKind.RUN and i.points == length)


def _has(items, kind: ScoreKind, points: int | None = None) -> bool:
    return any(i.kind is kind and (points is None or i.points == points) for i in items)


@_rule("hand_29", HandShown)
def _hand_29(event: Event, m: _Moment) -> bool:
    """A 29 in the show, hand or crib: the highest count there is (R5.2–R5.7)."""
    return _shown(event, m) and event.score.total == 29


@_rule("hand_28", HandShown)
def _hand_28(event: Event, m: _Moment) -> bool:
    """A 28 in the show, hand or crib (R5.2–R5.7)."""
    return _shown(event, m) and event.score.total == 28


@_rule("hand_24", HandShown)
def _hand_24(event: Event, m: _Moment) -> bool:
    """A 24 in the show, hand or crib (R5.2–R5.7)."""
    return _shown(event, m) and event.score.total == 24


@_rule("hand_20", HandShown)
def _hand_20(event: Event, m: _Moment) -> bool:
    """A hand (not the crib) of 20 or more in the show (R5.1–R5.7)."""
    return _shown(event, m, crib=False) and event.score.total >= 20


@_rule("crib_20", HandShown)
def _crib_20(event: Event, m: _Moment) -> bool:
    """A crib of 20 or more (R3.2, R5.1–R5.7)."""
    return _shown(event, m, crib=True) and event.score.total >= 20


@_rule("nineteen", HandShown)
def _nineteen(event: Event, m: _Moment) -> bool:
    """A hand (not the crib) that counts nothing, which players call "nineteen" since
    no hand counts 19 (R5.7)."""
    return _shown(event, m, crib=False) and event.score.total == 0


@_rule("double_double_run", HandShown)
def _double_double_run(event: Event, m: _Moment) -> bool:
    """A double double run in the show: a run of three with two of its ranks paired,
    four runs and two pairs, 16 points (R5.3, R5.4)."""
    return _shown(event, m) and _runs(event, 3) == 4


@_rule("triple_run", HandShown)
def _triple_run(event: Event, m: _Moment) -> bool:
    """A triple run in the show: a run of three with a pair royal in it, three runs and
    the pair royal, 15 points (R5.3, R5.4)."""
    return _shown(event, m) and _runs(event, 3) == 3


@_rule("double_run_of_four", HandShown)
def _double_run_of_four(event: Event, m: _Moment) -> bool:
    """A double run of four in the show: two runs of four and a pair, 10 points (R5.3,
    R5.4)."""
    return _shown(event, m) and _runs(event, 4) == 2


@_rule("run_of_five", HandShown)
def _run_of_five(event: Event, m: _Moment) -> bool:
    """A run of five in the show, the longest there is (R5.4)."""
    return _shown(event, m) and _runs(event, 5) == 1


@_rule("four_of_a_kind", HandShown)
def _four_of_a_kind(event: Event, m: _Moment) -> bool:
    """A double pair royal (four of a rank) in the show, 12 points (R5.3)."""
    return _shown(event, m) and _has(event.score.items, ScoreKind.DOUBLE_PAIR_ROYAL)


@_rule("flush_of_five", HandShown)
def _flush_of_five(event: Event, m: _Moment) -> bool:
    """A flush of five, hand or crib: the four cards and the starter of one suit (R5.5)."""
    return _shown(event, m) and _has(event.score.items, ScoreKind.FLUSH, 5)


@_rule("nobs", HandShown)
def _nobs(event: Event, m: _Moment) -> bool:
    """Nobs: the Jack of the starter's suit in the player's hand or crib (R5.6)."""
    return _shown(event, m) and _has(event.score.items, ScoreKind.NOBS)


# --- the play (R3.4, R4) ----------------------------------------------------------------


def _pegged(event: Event, m: _Moment) -> bool:
    """The player pegged in the play (not the show, not his heels)."""
    return isinstance(event, Scored) and event.seat == m.seat and m.scored_by == "play"


@_rule("his_heels", Scored)
def _his_heels(event: Event, m: _Moment) -> bool:
    """His heels: the starter turned is a Jack while the player deals, 2 points (R3.4)."""
    return (isinstance(event, Scored) and event.seat == m.seat
            and _has(event.score.items, ScoreKind.HIS_HEELS))


@_rule("pair_royal", Scored)
def _pair_royal(event: Event, m: _Moment) -> bool:
    """A pair royal in the play: the third card of a rank in a row, 6 points (R4.4)."""
    return _pegged(event, m) and _has(event.score.items, ScoreKind.PAIR_ROYAL)


@_rule("double_pair_royal", Scored)
def _double_pair_royal(event: Event, m: _Moment) -> bool:
    """A double pair royal in the play: the fourth card of a rank in a row, 12 points
    (R4.4)."""
    return _pegged(event, m) and _has(event.score.items, ScoreKind.DOUBLE_PAIR_ROYAL)


@_rule("thirty_one_pair_royal", Scored)
def _thirty_one_pair_royal(event: Event, m: _Moment) -> bool:
    """31 made with a pair royal (or a double pair royal): 2 for 31 and 6 (or 12) with
    one card (R4.3, R4.4, R4.7)."""
    items = event.score.items if _pegged(event, m) else ()
    return _has(items, ScoreKind.THIRTY_ONE) and (
        _has(items, ScoreKind.PAIR_ROYAL) or _has(items, ScoreKind.DOUBLE_PAIR_ROYAL))


@_rule("goless_31", Scored)
def _goless_31(event: Event, m: _Moment) -> bool:
    """A go-less 31: the player's card makes 31 and nobody said go since the count
    started from 0 (R4.2, R4.3, R4.7)."""
    return _pegged(event, m) and not m.go_said and _has(event.score.items,
                                                        ScoreKind.THIRTY_ONE)


@_rule("play_run_of_five", Scored)
def _play_run_of_five(event: Event, m: _Moment) -> bool:
    """A run of five or more in the play (R4.5)."""
    return _pegged(event, m) and any(i.kind is ScoreKind.RUN and i.points >= 5
                                     for i in event.score.items)


@_rule("pegging_ten", Scored)
def _pegging_ten(event: Event, m: _Moment) -> bool:
    """Ten points or more pegged by the player in one hand's play, go and last card
    included (R4.3–R4.8)."""
    return _pegged(event, m) and m.pegged >= 10


# --- the end of a game (R6, R7.2) -------------------------------------------------------


def _won(event: Event, m: _Moment) -> bool:
    return isinstance(event, GameWon) and event.seat == m.seat


def _loser_score(event: GameWon) -> int:
    return event.scores[1 - event.seat]


@_rule("first_win", GameWon)
def _first_win(event: Event, m: _Moment) -> bool:
    """A first game won against the computer: 121 reached first (R6.1)."""
    return _won(event, m)


@_rule("comeback_30", GameWon)
def _comeback_30(event: Event, m: _Moment) -> bool:
    """A game won after trailing by 30 points or more (R6.1)."""
    return _won(event, m) and m.deficit >= 30


@_rule("pegged_out", GameWon)
def _pegged_out(event: Event, m: _Moment) -> bool:
    """Pegging out: the winning point made in the play (R4, R6.1)."""
    return _won(event, m) and m.scored_by == "play"


@_rule("counted_out", GameWon)
def _counted_out(event: Event, m: _Moment) -> bool:
    """Counting out as pone: the pone's hand, counted first, reaches 121 before the
    dealer counts (R5.1, R6.1)."""
    return (_won(event, m) and m.scored_by == "show" and m.dealer is not None
            and m.dealer != m.seat)


@_rule("win_by_one", GameWon)
def _win_by_one(event: Event, m: _Moment) -> bool:
    """A game won by a single point: the loser ends on 120 (R6.1)."""
    return _won(event, m) and _loser_score(event) == WINNING_SCORE - 1


@_rule("skunk", GameWon)
def _skunk(event: Event, m: _Moment) -> bool:
    """A skunk: a game won with the loser below 91 points (R6.1, R7.2)."""
    return _won(event, m) and _loser_score(event) < SKUNK_LINE


@_rule("double_skunk", GameWon)
def _double_skunk(event: Event, m: _Moment) -> bool:
    """A double skunk: a game won with the loser below 61 points (R6.1, R7.2)."""
    return _won(event, m) and _loser_score(event) < DOUBLE_SKUNK_LINE


# Every achievement found here, in catalogue order; those of a deal's cards (the show and
# the play) and those of a game's result (its end).
EVENT_ACHIEVEMENTS = tuple(name for name in ACHIEVEMENTS if name in _RULES)
RESULT_ACHIEVEMENTS = EVENT_ACHIEVEMENTS[EVENT_ACHIEVEMENTS.index("first_win"):]
CARD_ACHIEVEMENTS = EVENT_ACHIEVEMENTS[:EVENT_ACHIEVEMENTS.index("first_win")]


class Detector:
    """Looks through a match's events a few at a time, in order, as they come
    (`feed`): what it finds in them is what `detect` finds in all of them at once,
    but each event is read once (crib_qt/ui/achievement_keeper.py feeds each move's).

    Args:
        seat: the player's seat.
        skip: ids not to look for (earned already).

    Attributes:
        cards: the deal being fed may earn the show's and the play's achievements
            (`CARD_ACHIEVEMENTS`); set by whoever feeds it (the keeper's fair play:
            crib_qt/achievement_book.py). True unless set.
        results: the same for the game's result (`RESULT_ACHIEVEMENTS`).
        position: how many events were fed.
        deal_start: the position of the last `Dealt` fed (-1 before the first).
        game_first_deal: True when that `Dealt` is its game's first (R7.3).
        found: every id found so far.
        earned_by: each id found, by the event that earned it (the keeper says it
            once the table has told that event).
    """

    def __init__(self, seat: int = 0, skip: Iterable[str] = ()) -> None:
        self._m = _Moment(seat)
        skip = set(skip)
        self._rules: dict[type, list[tuple[str, Rule]]] = {}
        for name in EVENT_ACHIEVEMENTS:
            if name not in skip:
                self._rules.setdefault(_LOOKS_AT[name], []).append((name, _RULES[name]))
        self.cards = self.results = True
        self.position = 0
        self.deal_start = -1
        self.game_first_deal = False
        self._game_deals = 0
        self.found: set[str] = set()
        self.earned_by: dict[str, Event] = {}

    def dealtBefore(self, dealer: int) -> None:
        """Begin inside a game whose first deal (by seat `dealer`) was dealt before the
        events fed from here on, as if its `Dealt` were read now: Restart of a later game
        of a match begins just after its first deal, whose `Dealt` is in the `NextGame`
        of the undo steps before (R7.3). `deal_start` is the position now and
        `game_first_deal` True; the next `Dealt` is its game's second."""
        m = self._m
        self.deal_start = self.position
        self._game_deals = 1
        self.game_first_deal = True
        m.dealer, m.pegged, m.go_said = dealer, 0, False

    def feed(self, events: Iterable[Event], quiet: bool = False,
             on_deal: Callable[[Dealt], None] | None = None) -> list[str]:
        """Read the next `events` (the match's, after those fed before).

        Args:
            quiet: only follow them (what they tell of later events), finding nothing:
                events looked at before, read again to carry on after an undo.
            on_deal: called with each `Dealt` as it is read, before what follows it (the
                feeder sets `cards` and `results` there); `deal_start` and
                `game_first_deal` already tell of it.

        Returns:
            The ids found in them, not found before, in catalogue order.
        """
        m, seat, found = self._m, self._m.seat, set()
        for event in events:
            if isinstance(event, Scored):
                if isinstance(m.previous, HandShown):
                    m.scored_by = "show"
                elif _has(event.score.items, ScoreKind.HIS_HEELS):
                    m.scored_by = "heels"
                else:
                    m.scored_by = "play"
                    if event.seat == seat:
                        m.pegged += event.score.total
            elif isinstance(event, Dealt):
                self.deal_start = self.position
                self._game_deals += 1
                self.game_first_deal = self._game_deals == 1
                if on_deal is not None:
                    on_deal(event)
            if not quiet:
                for name, rule in self._rules.get(type(event), ()):
                    if (name not in self.found and name not in found
                            and (self.results if name in RESULT_ACHIEVEMENTS else self.cards)
                            and rule(event, m)):
                        found.add(name)
                        self.earned_by[name] = event
            if isinstance(event, Scored):
                m.deficit = max(m.deficit, event.scores[1 - seat] - event.scores[seat])
            elif isinstance(event, Dealt):
                m.dealer, m.pegged, m.go_said = event.dealer, 0, False
            elif isinstance(event, GoSaid):
                m.go_said = True
            elif isinstance(event, CountReset):
                m.go_said = False
            elif isinstance(event, GameWon):  # a match of several games: the next starts afresh
                m.deficit = 0
            elif isinstance(event, GameStarted):
                self._game_deals = 0
            m.previous = event
            self.position += 1
        self.found |= found
        return [name for name in EVENT_ACHIEVEMENTS if name in found]


def detect(events: Iterable[Event], seat: int = 0, skip: Iterable[str] = ()) -> list[str]:
    """The achievements `seat` earned in `events` (a match's, in order, as
    `GameEngine.events` gives them), each once, in catalogue order; those in `skip`
    (earned already) are not looked for. The whole match at once: `Detector` reads it
    as it comes."""
    return Detector(seat, skip).feed(events)
