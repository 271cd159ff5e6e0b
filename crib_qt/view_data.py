"""A `PlayerView` as JSON-ready data and back, checked: what one seat saw, for questions
that must not carry more (the coach's play review asks the computer's process about
the view of the player who decided, never the whole `GameState`; DESIGN: the AI gets
views, never the deck order or the other hand).

Every field of the view crosses, so a view read back is equal to the one written, and
the expert seeded from it (`crib_qt.ai.player.view_rng`, from the view's text) draws
the same deals as from the original. Reading never executes anything and checks each
field's type and range (`ValueError` naming the first problem); it does not check that
the view could occur in a game (the asker is the window, the answer only advises).
No Qt.
"""

from __future__ import annotations

from typing import Any

from .rules.cards import Card
from .rules.state import SHOW_STEPS, WINNING_SCORE, MatchScore, Phase, PlayerView

__all__ = ["view_to_data", "view_from_data"]


def _cards(cards) -> list[str] | None:
    return None if cards is None else [str(c) for c in cards]


def view_to_data(view: PlayerView) -> dict[str, Any]:
    """`view` as plain JSON-ready data (dicts, lists, strings, integers, booleans)."""
    match = view.match
    return {
        "seat": view.seat, "phase": view.phase.value, "to_act": view.to_act,
        "dealer": view.dealer, "scores": list(view.scores), "back_pegs": list(view.back_pegs),
        "winner": view.winner, "hand_number": view.hand_number,
        "deal_cuts": [None if c is None else str(c) for c in view.deal_cuts],
        "hand": _cards(view.hand), "kept": _cards(view.kept), "discards": _cards(view.discards),
        "opponent_hand_size": view.opponent_hand_size,
        "opponent_discarded": view.opponent_discarded, "crib_size": view.crib_size,
        "stock_size": view.stock_size,
        "starter": None if view.starter is None else str(view.starter), "count": view.count,
        "series": [[s, str(c)] for s, c in view.series],
        "played": [[s, str(c)] for s, c in view.played], "gone": list(view.gone),
        "show_step": view.show_step, "shown_hands": [_cards(h) for h in view.shown_hands],
        "shown_crib": _cards(view.shown_crib),
        "match": {"games_to_win": match.games_to_win, "skunks": match.skunks_count,
                  "games": list(match.games), "game": match.game_number},
    }


def view_from_data(data: object) -> PlayerView:
    """Rebuild a view from `view_to_data` output.

    Raises:
        ValueError: not an object, a missing or ill-typed field, a number out of range,
            not a card, an unknown phase, or a match that is not one of R7.
    """
    if not isinstance(data, dict):
        raise ValueError("a player's view is a JSON object")

    def get(key: str):
        if key not in data:
            raise ValueError(f"the view has no {key!r}")
        return data[key]

    def whole(key: str, low: int, high: int, value=None) -> int:
        value = get(key) if value is None else value
        if type(value) is not int or not low <= value <= high:
            raise ValueError(f"the view's {key!r} must be a whole number {low}–{high}")
        return value

    def seat(key: str) -> int | None:
        value = get(key)
        return None if value is None else whole(key, 0, 1)

    def flag(key: str, value) -> bool:
        if type(value) is not bool:
            raise ValueError(f"the view's {key!r} must be true or false")
        return value

    def pair(key: str, convert) -> tuple:
        value = get(key)
        if not isinstance(value, list) or len(value) != 2:
            raise ValueError(f"the view's {key!r} must have one entry per seat")
        return convert(value[0]), convert(value[1])

    def card(value) -> Card:
        if not isinstance(value, str) or len(value) > 4:
            raise ValueError(f"not a card: {value!r:.40}")
        return Card.parse(value)

    def cards(value, optional: bool = False) -> tuple[Card, ...] | None:
        if value is None and optional:
            return None
        if not isinstance(value, list) or len(value) > 52:
            raise ValueError(f"not a list of cards: {value!r:.60}")
        return tuple(card(v) for v in value)

    def plays(key: str) -> tuple[tuple[int, Card], ...]:
        value = get(key)
        if not isinstance(value, list) or len(value) > 8:
            raise ValueError(f"the view's {key!r} must be at most 8 cards laid")
        out = []
        for entry in value:
            if not isinstance(entry, list) or len(entry) != 2:
                raise ValueError(f"the view's {key!r} holds [seat, card] pairs")
            out.append((whole(key, 0, 1, entry[0]), card(entry[1])))
        return tuple(out)

    def score(value) -> int:
        return whole("scores", 0, WINNING_SCORE, value)

    try:
        phase = Phase(get("phase"))
    except (ValueError, TypeError):
        raise ValueError(f"unknown phase {data.get('phase')!r:.40}") from None
    raw = get("match")
    if not isinstance(raw, dict):
        raise ValueError("the view's match must be an object")
    try:
        games = raw.get("games")
        match = MatchScore(raw.get("games_to_win"), raw.get("skunks"),
                           tuple(games) if isinstance(games, list) else games,
                           raw.get("game"))
    except (ValueError, TypeError) as exc:
        raise ValueError(f"the view's match is not one of R7 ({exc})") from None
    starter = get("starter")
    return PlayerView(
        seat=whole("seat", 0, 1), phase=phase, to_act=seat("to_act"), dealer=seat("dealer"),
        scores=pair("scores", score), back_pegs=pair("back_pegs", score), winner=seat("winner"),
        hand_number=whole("hand_number", 0, 10**6),
        deal_cuts=pair("deal_cuts", lambda v: None if v is None else card(v)),
        hand=cards(get("hand")), kept=cards(get("kept")), discards=cards(get("discards")),
        opponent_hand_size=whole("opponent_hand_size", 0, 6),
        opponent_discarded=flag("opponent_discarded", get("opponent_discarded")),
        crib_size=whole("crib_size", 0, 4), stock_size=whole("stock_size", 0, 52),
        starter=None if starter is None else card(starter), count=whole("count", 0, 31),
        series=plays("series"), played=plays("played"),
        gone=pair("gone", lambda v: flag("gone", v)),
        show_step=whole("show_step", -1, len(SHOW_STEPS) - 1),
        shown_hands=pair("shown_hands", lambda v: cards(v, optional=True)),
        shown_crib=cards(get("shown_crib"), optional=True), match=match,
    )
