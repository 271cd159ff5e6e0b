"""The presenter's readings: of one position, the models' rows and the `Table` the
scene draws (the deck, the pegs, the panels and every text); of the engine's steps,
the positions to show and their pauses; of a hint, what it marks.

Part of the presenter (presenter.py): with it, the only code under board/ that
knows the phases of the game. Everything here is a function of the viewer's
`PlayerView` and of what the engine allows now; nothing is derived from hidden
cards or from the rules' functions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..rules.actions import (Continue, CutForDeal, CutStarter, CutTied, DealerChosen, Discard,
                             GameStarted, Go, NextGame, Play, Scored, StarterCut)
from ..rules.cards import Card
from ..rules.state import Phase, PlayerView
from . import match_texts as M
from . import table_texts as T

__all__ = ["Table", "Situation", "fill_models", "build_table", "counted_cards", "paced",
           "hint_preview", "accepts"]

_SLOW = (DealerChosen, CutTied, StarterCut, GameStarted)  # a person should see the cuts for a moment


@dataclass(frozen=True)
class Table:
    """What the scene draws besides the models (all texts translated).

    Attributes:
        viewer: the seat at the bottom.
        starter: the starter beside the deck, or None (none yet, or in the show).
        crib_near: the crib lies on the viewer's side (the viewer deals).
        deck_count: cards in the deck.
        cut_depths: the depths the player may cut at (the deck is spread; the legal
            depths are one unbroken range, U1), or None.
        deal_cuts: per seat, the card it cut for first dealer while it stays on show.
        deal_cuts_raised: those cards wait above the spread deck (a cut is still due).
        scores, back_pegs: per seat, in points; pegs_wait: the pegs wait for the show's
            count to end.
        dealer: the dealing seat, or None.
        name_labels: (the viewer's name, the other's name), each with its games won in
            a match of several games (R7).
        count, banner, prompt, crib_label: one line each ("" for none).
        primary: (role, text, enabled) of the table's button, or None.
        show: (title, lines) of the count on show, or None.
        cover: (title, text) of the cover between two players' turns, or None.
        end: (title, text) of the end of the game, or None (also while the show's
            count that won it is said and pegged, R6.1).
        end_action: the role of the end panel's first button: "next_game" between the
            games of a match (R7.3), else "new_game".
        match_line: the match score ("Match: You 2, computer 1 — first to 3"), "" for
            a single game (R7.1).
        crib_open: the crib takes the chosen cards now.
        pile_open: the play area is a place to focus (the play is on).
        pile_name: the play area's accessible name, with the count and series.
        decision: what the player is deciding (the keyboard focus starts over when
            it changes).
    """

    viewer: int
    starter: Card | None
    crib_near: bool
    deck_count: int
    cut_depths: range | None
    deal_cuts: tuple[Card | None, Card | None]
    deal_cuts_raised: bool
    scores: tuple[int, int]
    back_pegs: tuple[int, int]
    pegs_wait: bool
    dealer: int | None
    name_labels: tuple[str, str]
    count: str
    banner: str
    prompt: str
    crib_label: str
    primary: tuple[str, str, bool] | None
    show: tuple[str, list[str]] | None
    cover: tuple[str, str] | None
    end: tuple[str, str] | None
    end_action: str
    match_line: str
    crib_open: bool
    pile_open: bool
    pile_name: str
    decision: tuple


@dataclass(frozen=True)
class Situation:
    """What the presenter knows beside the view: the inputs of `build_table`.

    Attributes:
        view: the shown position of `view.seat` (the viewer).
        names, vs_computer: the players' names; seat 1 is the computer.
        idle: the table shows the engine's latest position and nothing is paced.
        thinking: the computer is deciding.
        covered: two players: the hand to act is hidden (U3).
        legal: the engine's legal actions (empty unless the shown position is the
            engine's latest).
        human: the seat whose input is awaited, or None.
        banner, note: the last move's banner; a refusal shown as the prompt.
        show_seat, show_is_crib, said: the count on show and its items said so far.
        counting: the show still says items one by one.
        selected: how many cards are chosen for the crib.
    """

    view: PlayerView
    names: tuple[str, str]
    vs_computer: bool
    idle: bool
    thinking: bool
    covered: bool
    legal: tuple
    human: int | None
    banner: str
    note: str
    show_seat: int
    show_is_crib: bool
    said: tuple
    counting: bool
    selected: int


def counted_cards(view: PlayerView) -> tuple[Card, ...]:
    """The cards counted in the show now, the starter last (R5.1), or ()."""
    if view.show_step < 0 or view.starter is None or view.dealer is None:
        return ()
    if view.show_step == 2:
        cards = view.shown_crib
    else:
        cards = view.shown_hands[1 - view.dealer if view.show_step == 0 else view.dealer]
    return tuple(cards or ()) + (view.starter,)


def fill_models(models, view: PlayerView, *, covered: bool, legal: Sequence,
                selected: set, hinted: set, lit: Sequence[Card]) -> None:
    """Set `models`' hand, pile, crib and show models from `view`.

    Args:
        models: has handModels (viewer's, other's), pileModel, cribModel, showModel.
        covered: the viewer's hand lies face down (U3): no face is in any model.
        legal: the engine's legal actions for the viewer now (empty while paced).
        selected, hinted: the previews (U2), kept only for cards still in the hand.
        lit: the cards of the show's item being said.
    """
    opp = 1 - view.seat
    if _counted(view):  # the show, or a game it won: its hands stay on the table
        mine, theirs = view.kept, view.shown_hands[opp]
        hidden = sum(1 for seat, _ in view.played if seat == opp)  # their four, played
    else:
        mine, theirs, hidden = view.hand, None, view.opponent_hand_size
    plays = {a.card for a in legal if isinstance(a, Play)}
    discarding = any(isinstance(a, Discard) for a in legal)
    playable = set(mine) if discarding else plays
    in_play = any(isinstance(a, (Play, Go)) for a in legal)
    dimmed = [c for c in mine if c not in plays] if in_play else []
    if view.phase is not Phase.SHOW and covered:  # U3: not a face in the scene
        models.handModels[0].setCards([None] * len(mine), face_up=False)
    else:
        models.handModels[0].setCards(mine, playable=playable, selected=selected & set(mine),
                                      hinted=hinted & set(mine), dimmed=dimmed)
    if theirs is not None:
        models.handModels[1].setCards(theirs)
    else:
        models.handModels[1].setCards([None] * hidden, face_up=False)
    counting = counted_cards(view) if (view.phase is Phase.SHOW or
                                       view.phase is Phase.GAME_OVER) else ()
    played = view.played
    if counting:  # the play is over: its cards went back to their hands
        played = ()
    start = len(view.played) - len(view.series)
    models.pileModel.setCards([c for _, c in played], owners=[s for s, _ in played],
                              series=view.series_numbers[:len(played)],
                              current=[c for _, c in played[start:]])
    if view.shown_crib is not None:
        models.cribModel.setCards(view.shown_crib)
    else:
        models.cribModel.setCards([None] * view.crib_size, face_up=False)
    models.showModel.setCards(counting, highlighted=set(lit))


def _counted(view: PlayerView) -> bool:
    """The show is on, or the game was won in it (R6.1): its hands and count are shown."""
    return view.phase is Phase.SHOW or (view.phase is Phase.GAME_OVER and view.show_step >= 0)


def build_table(s: Situation) -> Table:
    """The `Table` for situation `s`."""
    view = s.view
    me = view.seat
    cutting = tuple(a.depth for a in s.legal if isinstance(a, (CutForDeal, CutStarter)))
    if view.phase is Phase.CUT_FOR_DEAL:
        deck = 52 - (view.to_act == 1) if cutting else 52
    else:
        deck = view.stock_size if view.hand_number else 0
    # the cut for the deal stays in sight through the first discard against the computer;
    # with two players until the cover goes up (U3), once the cut's pause is over
    # (play-test 32: the cover came at once, nobody saw who cut lower)
    cuts_shown = view.phase is Phase.CUT_FOR_DEAL or (
        view.hand_number == 1 and view.phase is Phase.DISCARD and (
            not view.discards if s.vs_computer else not s.idle and view.crib_size == 0))
    counting = counted_cards(view) if view.phase in (Phase.SHOW, Phase.GAME_OVER) else ()
    prompt, primary = _prompt(s)
    crib_label = ""
    if view.dealer is not None and view.crib_size and view.show_step < 2:
        crib_label = T.crib_name(view.dealer, s.names, s.vs_computer)
    show = None
    if _counted(view):  # a game won in the show keeps the count that won (issue 15)
        lines = T.show_lines(s.said) if s.said or s.counting else [T.nothing_scored()]
        show = (T.show_heading(s.show_seat, s.show_is_crib, sum(i.points for i in s.said),
                               s.names, s.vs_computer), lines)
    cover = None
    if s.covered and s.idle:
        cover = (T.cover_title(view.to_act, s.names), T.cover_text(view.to_act, s.names))
    end = None
    # a game won in the show ends once its count is said and pegged (R5, R6.1): the
    # presenter paces the pegs, so the table is idle only once they have landed
    if view.phase is Phase.GAME_OVER and s.idle and not s.counting:
        end = (M.game_end_texts(view.winner, view.scores, view.match, s.names, s.vs_computer)
               if view.match.several else
               T.end_texts(view.winner, view.scores, s.names, s.vs_computer, view.match))
    names = (s.names[me], s.names[1 - me])
    if view.match.several:
        names = (M.name_with_games(names[0], view.match.games[me]),
                 M.name_with_games(names[1], view.match.games[1 - me]))
    return Table(
        viewer=me, starter=None if counting else view.starter, crib_near=view.dealer == me,
        deck_count=deck,
        cut_depths=range(min(cutting), max(cutting) + 1) if cutting and not s.covered else None,
        deal_cuts=view.deal_cuts if cuts_shown else (None, None),
        deal_cuts_raised=view.phase is Phase.CUT_FOR_DEAL,
        scores=view.scores, back_pegs=view.back_pegs, pegs_wait=s.counting,
        dealer=view.dealer, name_labels=names,
        count=T.count_text(view.count) if view.phase is Phase.PLAY else "",
        banner=s.banner, prompt=s.note or prompt, crib_label=crib_label, primary=primary,
        show=show, cover=cover, end=end,
        end_action="next_game" if NextGame() in s.legal else "new_game",
        match_line=M.match_line(view.match.games, view.match.games_to_win, s.names,
                                s.vs_computer, me),
        crib_open=s.idle and not s.covered and any(isinstance(a, Discard) for a in s.legal),
        pile_open=view.phase is Phase.PLAY and s.idle,
        pile_name=T.describe_pile(view.count if view.phase is Phase.PLAY else None,
                                  [card for _, card in view.series]),
        decision=(view.phase, view.to_act, view.hand_number, view.show_step, view.deal_cuts,
                  len(view.played), s.covered, s.idle, primary[0] if primary else None,
                  end is not None))


def _prompt(s: Situation) -> tuple[str, tuple[str, str, bool] | None]:
    """(prompt, primary button) for situation `s`."""
    view = s.view
    kind, role, seat = _prompt_kind(s)
    named = not s.vs_computer and view.to_act is not None and s.idle and not s.covered
    text = T.prompt_text(kind, s.names, s.vs_computer, seat,
                         s.names[view.to_act] if named else None)
    if role is None:
        return text, None
    enabled = s.idle and (role != "discard" or s.selected == 2)
    return text, (role, T.button_text(role), enabled)


def _prompt_kind(s: Situation) -> tuple[str, str | None, int]:
    """(prompt kind for `table_texts.prompt_text`, button role or None, seat)."""
    view = s.view
    other = 1 - view.seat
    if view.phase is Phase.GAME_OVER:
        return "", None, 0
    moving = s.thinking or not s.idle
    if view.phase is Phase.DISCARD:  # the cards gathered and dealt fly first, and nobody
        moving = s.thinking and s.idle  # plays while they do (new-user play-test 31)
    if view.to_act == other and view.phase is not Phase.SHOW and moving:
        return "waiting", None, other
    if not s.idle or s.covered:
        # a card that turned the pile, one's own cut, or a count on show: nobody
        # else is making a move
        return "", None, 0
    if view.phase is Phase.SHOW:
        return "", "continue", 0
    if s.human != view.to_act:
        return "", None, 0
    if view.phase is Phase.CUT_FOR_DEAL:
        return "cut_for_deal", None, 0
    if view.phase is Phase.DISCARD:
        return ("own_crib" if view.dealer == s.human else "their_crib"), "discard", view.dealer
    if view.phase is Phase.CUT_STARTER:
        return "cut_starter", None, 0
    if view.phase is Phase.PLAY and not any(isinstance(a, Play) for a in s.legal):
        return "go", "go", 0
    if view.phase is Phase.PLAY:
        return "play", None, 0
    return "", None, 0


def paced(steps: Sequence, pace_ms: int, replies_due: bool) -> list[tuple]:
    """The positions to show for the engine's new `steps`, each with its pause.

    Every step waits for its cards to land (the pacer waits for the animations);
    then the computer's moves and the cuts stay `pace_ms` to be seen, a card that
    turns the pile over stays twice that with its count and points (R4.6–R4.8), and
    points pegged in the play stay `pace_ms` before a following move replaces them.

    Args:
        steps: the engine's `Step`s, in order.
        pace_ms: milliseconds.
        replies_due: the computer's replies will follow these steps.

    Returns:
        (state, events, pause in milliseconds) per position to show.
    """
    shown = []
    for step in steps:
        events = step.events
        if step.moment is not None:  # the card that turns the pile: seen, then read
            state, before = step.moment
            shown.append((state, before, 2 * pace_ms))
            events = events[len(before):]
        slow = step.by_computer or any(isinstance(e, _SLOW) for e in events)
        shown.append((step.state, events, pace_ms if slow else 0))
    for index, (state, events, pause) in enumerate(shown):
        followed = index < len(shown) - 1 or replies_due
        if followed and state.phase is Phase.PLAY and any(isinstance(e, Scored) for e in events):
            shown[index] = (state, events, max(pause, pace_ms))
    return shown


def hint_preview(action) -> tuple[tuple[Card, ...], str]:
    """(the cards to mark, the sentence) for the hint `action` (U2), or ((), "")."""
    if isinstance(action, Discard):
        return action.cards, T.hint_text("discard", action.cards)
    if isinstance(action, Play):
        return (action.card,), T.hint_text("play", (action.card,))
    if isinstance(action, Go):
        return (), T.hint_text("go")
    if isinstance(action, (CutForDeal, CutStarter)):
        return (), T.hint_text("cut")
    return (), T.hint_text("continue") if isinstance(action, Continue) else ""


def accepts(legal: Sequence, selected: Sequence[Card], card: Card, zone: str) -> bool:
    """Whether `card` carried to `zone` ("pile", "crib", "table") would do something
    with the `legal` actions and the cards `selected` for the crib: the pile takes a
    card that may be played (R4.1), the crib a chosen card or one more while fewer
    than two are chosen (R3.2), the felt a card not chosen yet."""
    if zone == "pile":
        return Play(card) in legal
    if not any(isinstance(a, Discard) for a in legal):
        return False
    if zone == "crib":
        return card in selected or len(selected) < 2
    return zone == "table" and card not in selected
