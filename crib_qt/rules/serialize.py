"""Versioned JSON for `GameState`: written in full, read back only after validation.

Reading never executes anything (plain `json`), bounds the text's size, checks
every field's type and range, and then checks that the state is consistent: all
52 cards accounted for exactly once, hands agree with the play, scores in range.
Any failure raises `ValueError` naming the first problem.
"""

from __future__ import annotations

import json
from typing import Any

from .cards import Card
from .match_score import MatchScore
from .state import SHOW_STEPS, WINNING_SCORE, GameState, Phase

__all__ = ["FORMAT", "VERSION", "MAX_TEXT", "state_to_json", "state_from_json",
           "state_to_data", "state_from_data", "check_consistent"]

FORMAT = "crib-qt-state"
VERSION = 1
# A saved state is a few kilobytes; anything far larger is not one of ours.
MAX_TEXT = 64 * 1024


def state_to_data(state: GameState) -> dict[str, Any]:
    """`state` as plain JSON-ready data (dicts, lists, strings, integers, booleans)."""
    def cards(cs):
        return [str(c) for c in cs]

    def opt(c):
        return None if c is None else str(c)

    data = {
        "format": FORMAT, "version": VERSION,
        "seed": state.seed, "phase": state.phase.value, "to_act": state.to_act,
        "dealer": state.dealer, "scores": list(state.scores),
        "back_pegs": list(state.back_pegs), "winner": state.winner,
        "hand_number": state.hand_number, "cut_round": state.cut_round,
        "deal_cuts": [opt(c) for c in state.deal_cuts],
        "hands": [cards(h) for h in state.hands], "kept": [cards(h) for h in state.kept],
        "discards": [cards(h) for h in state.discards], "stock": cards(state.stock),
        "starter": opt(state.starter),
        "series": [[s, str(c)] for s, c in state.series],
        "played": [[s, str(c)] for s, c in state.played],
        "gone": list(state.gone), "show_step": state.show_step,
    }
    if state.match != MatchScore():  # R7; a single game's data is as it always was
        match = state.match
        data["match"] = {"games_to_win": match.games_to_win, "skunks": match.skunks_count,
                         "games": list(match.games), "game": match.game_number}
    return data


def state_to_json(state: GameState) -> str:
    """`state` as compact JSON text with a format name and version."""
    return json.dumps(state_to_data(state), separators=(",", ":"), ensure_ascii=False)


def state_from_json(text: str) -> GameState:
    """Parse, validate and rebuild a state from `state_to_json` text.

    Raises:
        ValueError: not text, too large, not JSON, nested too deeply, another
            format or version, a missing or ill-typed field, or an inconsistent state.
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("the saved state is not UTF-8 text") from None
    if not isinstance(text, str):
        raise ValueError(f"a saved state is JSON text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise ValueError(f"the saved state is too large ({len(text)} characters)")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("the saved state is nested too deeply to be a game state") from None
    except ValueError as exc:
        raise ValueError(f"the saved state is not valid JSON ({exc})") from None
    return state_from_data(data)


def state_from_data(data: object) -> GameState:
    """Rebuild a state from `state_to_data` output; `ValueError` as `state_from_json`."""
    r = _Reader(data)
    if r.get("format", str) != FORMAT:
        raise ValueError(f"not a crib-qt game state (format {data.get('format')!r})")
    version = r.get("version", int)
    if version != VERSION:
        raise ValueError(f"unsupported state version {version} (this program reads {VERSION})")
    try:
        phase = Phase(r.get("phase", str))
    except ValueError:
        raise ValueError(f"unknown phase {data['phase']!r}") from None
    state = GameState(
        seed=r.int_in("seed", 0, 2**63 - 1), phase=phase, to_act=r.seat("to_act", True),
        dealer=r.seat("dealer", True), scores=r.pair("scores", lambda v: r.score(v)),
        back_pegs=r.pair("back_pegs", lambda v: r.score(v)), winner=r.seat("winner", True),
        hand_number=r.int_in("hand_number", 0, 10**6), cut_round=r.int_in("cut_round", 0, 10**6),
        deal_cuts=r.pair("deal_cuts", lambda v: None if v is None else r.card(v)),
        hands=r.pair("hands", r.cards), kept=r.pair("kept", r.cards),
        discards=r.pair("discards", r.cards), stock=r.cards(r.get("stock", list)),
        starter=None if r.get("starter", (str, type(None))) is None else r.card(data["starter"]),
        series=r.plays("series"), played=r.plays("played"),
        gone=r.pair("gone", lambda v: r.typed(v, bool, "gone")),
        show_step=r.int_in("show_step", -1, len(SHOW_STEPS) - 1),
        match=_match_from_data(data.get("match")),
    )
    check_consistent(state)
    return state


def _match_from_data(data: object) -> MatchScore:
    """The "match" field (optional: a single game when missing), checked."""
    if data is None:
        return MatchScore()
    r = _Reader(data)
    try:
        return MatchScore(r.int_in("games_to_win", 1, 4), r.get("skunks", bool),
                          r.pair("games", lambda v: r.score(v)), r.int_in("game", 1, 10**6))
    except ValueError as exc:
        raise ValueError(f"the match is not one of R7 ({exc})") from None


class _Reader:
    """Typed field access with one clear error per problem."""

    def __init__(self, data: object) -> None:
        if not isinstance(data, dict):
            raise ValueError("a saved state is a JSON object")
        self.data = data

    def get(self, key: str, types):
        if key not in self.data:
            raise ValueError(f"the saved state has no {key!r}")
        return self.typed(self.data[key], types, key)

    @staticmethod
    def typed(value, types, what: str):
        ok = isinstance(value, types) and not (isinstance(value, bool) and types in (int, (int,)))
        if not ok:
            raise ValueError(f"{what!r} has the wrong type ({type(value).__name__})")
        return value

    def int_in(self, key: str, low: int, high: int) -> int:
        value = self.get(key, int)
        if not low <= value <= high:
            raise ValueError(f"{key!r} is out of range: {value}")
        return value

    def seat(self, key: str, optional: bool) -> int | None:
        value = self.get(key, (int, type(None)))
        if value is None or (value in (0, 1) and not isinstance(value, bool)):
            return value
        raise ValueError(f"{key!r} must be seat 0 or 1, not {value!r}")

    def score(self, value) -> int:
        if type(value) is not int or not 0 <= value <= WINNING_SCORE:
            raise ValueError(f"a score must be 0 to {WINNING_SCORE}, not {value!r:.40}")
        return value

    def pair(self, key: str, convert) -> tuple:
        value = self.get(key, list)
        if len(value) != 2:
            raise ValueError(f"{key!r} must have one entry per seat")
        return (convert(value[0]), convert(value[1]))

    @staticmethod
    def card(value) -> Card:
        if not isinstance(value, str) or len(value) > 4:
            raise ValueError(f"not a card: {value!r:.40}")
        return Card.parse(value)

    def cards(self, value) -> tuple[Card, ...]:
        if not isinstance(value, list) or len(value) > 52:
            raise ValueError(f"not a list of cards: {value!r:.60}")
        return tuple(self.card(v) for v in value)

    def plays(self, key: str) -> tuple[tuple[int, Card], ...]:
        value = self.get(key, list)
        if len(value) > 8:
            raise ValueError(f"{key!r} has more than 8 cards")
        out = []
        for item in value:
            if (not isinstance(item, list) or len(item) != 2 or type(item[0]) is not int
                    or item[0] not in (0, 1)):
                raise ValueError(f"{key!r} holds a bad entry: {item!r:.40}")
            out.append((item[0], self.card(item[1])))
        return tuple(out)


def check_consistent(state: GameState) -> None:
    """Raise `ValueError` if `state` could not arise in a game (cards, turns, scores)."""
    phase = state.phase
    if (phase is Phase.GAME_OVER) != (state.to_act is None):
        raise ValueError("only a finished game has nobody to act")
    if (phase is Phase.GAME_OVER) != (state.winner is not None):
        raise ValueError("a finished game has a winner, and only a finished game")
    if state.match.winner is not None and state.winner is None:
        raise ValueError("a match is won only by winning its last game (R7.1)")
    if state.winner is not None and state.scores[state.winner] != WINNING_SCORE:
        raise ValueError("the winner must have 121 points")
    if any(s >= WINNING_SCORE for i, s in enumerate(state.scores) if i != state.winner):
        raise ValueError("a score of 121 ends the game")
    if any(b > s for b, s in zip(state.back_pegs, state.scores)):
        raise ValueError("a back peg cannot be ahead of the front peg")
    if (state.dealer is None) != (state.hand_number == 0):
        raise ValueError("the dealer is known exactly from the first deal on")
    for seat in (0, 1):
        if list(state.hands[seat]) != sorted(state.hands[seat]):
            raise ValueError("hands are stored sorted")
    if state.hand_number == 0:
        if any(state.hands) or any(state.kept) or any(state.discards) or state.stock \
                or state.starter or state.played or phase not in (Phase.CUT_FOR_DEAL,
                                                                  Phase.GAME_OVER):
            raise ValueError("no cards are dealt before the cut for first dealer ends")
        first, second = state.deal_cuts
        if phase is Phase.CUT_FOR_DEAL and (
                (state.to_act == 1) != (first is not None and second is None)
                or (second is not None and (first is None or first is second
                                            or first.rank != second.rank or not state.cut_round))):
            # R2.1, R2.2: seat 1 cuts after seat 0; both cuts stay shown only after a tie
            raise ValueError("the cards cut for first dealer do not fit whose turn it is")
        return
    if phase is Phase.CUT_FOR_DEAL:
        raise ValueError("the cut for first dealer happens before the first deal")
    cards = [c for h in state.hands for c in h] + [c for h in state.discards for c in h]
    cards += list(state.stock) + [c for _, c in state.played]
    if state.starter is not None:
        cards.append(state.starter)
    if len(cards) != 52 or len(set(cards)) != 52:
        raise ValueError("the 52 cards are not each accounted for exactly once")
    for seat in (0, 1):
        held = set(state.hands[seat]) | {c for s, c in state.played if s == seat}
        if state.discards[seat]:
            if len(state.discards[seat]) != 2 or len(held) != 4 \
                    or list(state.kept[seat]) != sorted(held):
                raise ValueError("a seat's kept cards must be its hand and its played cards")
        elif state.kept[seat] or len(state.hands[seat]) != 6 or state.played:
            raise ValueError("before discarding a seat holds its six dealt cards")
    discarded = (bool(state.discards[0]), bool(state.discards[1]))
    if phase is Phase.DISCARD and (discarded[state.to_act]
                                   or discarded[state.pone] != (state.to_act == state.dealer)):
        raise ValueError("the pone discards first, then the dealer, each once (R3.2)")
    if phase in (Phase.CUT_STARTER, Phase.PLAY, Phase.SHOW) and not all(discarded):
        raise ValueError("the starter is cut only after both discards (R3.3)")
    if (state.starter is None) != (phase in (Phase.DISCARD, Phase.CUT_STARTER)):
        if phase is not Phase.GAME_OVER:
            raise ValueError("the starter is turned exactly when the discards are done")
    if list(state.series) != list(state.played[len(state.played) - len(state.series):]):
        raise ValueError("the current series must be the last cards played")
    if state.count > 31:
        raise ValueError("the count can never pass 31")
    if state.to_act is not None and phase is Phase.PLAY and not state.hands[state.to_act]:
        raise ValueError("the seat to play has no cards")
    if phase is Phase.PLAY:
        for seat in (0, 1):
            if state.gone[seat] and (not state.hands[seat] or state.playable(seat)):
                raise ValueError("only a seat holding cards that cannot be played says go")
        if state.to_act is not None and state.gone[state.to_act]:
            raise ValueError("a seat that said go cannot be the one to act")
    elif any(state.gone) and phase is not Phase.GAME_OVER:
        raise ValueError("go is said only during the play")
    first, second = state.deal_cuts
    if (state.hand_number == 1 and first is not None and second is not None
            and first.rank != second.rank and state.dealer != (0 if first.rank < second.rank
                                                               else 1)):
        raise ValueError("the lower cut card deals first")
    if (phase is Phase.SHOW) != (state.show_step >= 0) and phase is not Phase.GAME_OVER:
        raise ValueError("the show step is set exactly during the show")
