"""Every sentence the table says, in the current language: prompts, banners, headings,
the end of the game, and the names a screen reader reads ("Five of Hearts, in your
hand, selected").

Plain functions of plain values (seats, cards, points, the players' names): the
presenter decides *what* to say from the game; this module only words it. `names`
is always (seat 0's name, seat 1's name); `vs_computer` is True when seat 1 is the
computer (then seat 0 is "you").
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ..game_words import (card_name, fill, level_name, play_announcement, show_announcement,
                          translate)

__all__ = ["join", "hand_name", "crib_name", "show_heading", "show_lines", "cover_title",
           "cover_text", "prompt_text", "end_texts", "scored_banner",
           "go_banner", "card_played_line", "dealer_chosen_banner", "tie_banner", "cut_cards_line",
           "starter_banner", "hint_text", "describe_card", "describe_pile", "describe_button",
           "describe_deck", "describe_crib", "count_text", "nothing_scored", "button_text",
           "button_line", "dealer_badge", "selection_refusal", "show_hand_refusal", "level_caption"]


def join(parts: Iterable[str]) -> str:
    """Parts of one accessible name, joined with the translated list separator; empty
    parts are left out."""
    return translate("Accessible", ", ").join(p for p in parts if p)


def hand_name(seat: int, names: Sequence[str], vs_computer: bool) -> str:
    """"Your hand", "Computer's hand" or "Ana's hand"."""
    if vs_computer:
        return (translate("Accessible", "Your hand") if seat == 0
                else translate("Accessible", "Computer's hand"))
    return fill(translate("Accessible", "%1's hand"), names[seat])


def crib_name(dealer: int, names: Sequence[str], vs_computer: bool) -> str:
    """"Your crib", "Computer's crib" or "Ana's crib" (the crib is the dealer's, R3.2)."""
    if vs_computer:
        return (translate("Board", "Your crib") if dealer == 0
                else translate("Board", "Computer's crib"))
    return fill(translate("Board", "%1's crib"), names[dealer])


def starter_caption() -> str:
    """"Starter", under the starter beside the deck (R3.3; the fresh-user trial of stop
    40 saw an unlabelled card there once the banner naming it had gone)."""
    return translate("Board", "Starter")


def show_heading(seat: int, is_crib: bool, points: int, names: Sequence[str],
                 vs_computer: bool) -> str:
    """"Your hand: 12", "Computer's crib: 4", "Ana's hand: 8" (`points` so far)."""
    if vs_computer:
        if seat == 0:
            text = (translate("Board", "Your crib: %2") if is_crib
                    else translate("Board", "Your hand: %2"))
        else:
            text = (translate("Board", "Computer's crib: %2") if is_crib
                    else translate("Board", "Computer's hand: %2"))
    else:
        text = (translate("Board", "%1's crib: %2") if is_crib
                else translate("Board", "%1's hand: %2"))
    return fill(text, names[seat], points)


def show_lines(items: Sequence) -> list[str]:
    """The show counted aloud, one line per score item with the running total (R5):
    "Fifteen 2", "Fifteen 4", "A pair is 6"."""
    lines, total = [], 0
    for item in items:
        total += item.points
        lines.append(show_announcement(item, total))
    return lines


def nothing_scored() -> str:
    """The show's only line for a hand that scores nothing."""
    return translate("Board", "Nineteen: nothing")


def cover_title(seat: int, names: Sequence[str]) -> str:
    """"Pass the device to Ana" (two players on one device, U3)."""
    return fill(translate("Board", "Pass the device to %1"), names[seat])


def cover_text(seat: int, names: Sequence[str]) -> str:
    """What the cover between turns asks of the player to act (U3)."""
    text = translate("Board", "%1: press “Show my hand” when only you can see the screen.")
    return fill(text, names[seat])


def count_text(count: int) -> str:
    """"Count: 15" (R4.1)."""
    return fill(translate("Board", "Count: %1"), count)


def prompt_text(kind: str, names: Sequence[str], vs_computer: bool, seat: int = 0,
                player: str | None = None) -> str:
    """The prompt for the player to act.

    Args:
        kind: "cut_for_deal", "cut_starter", "own_crib" / "their_crib" (the discard, as
            dealer or pone), "play", "go" (no card fits), "waiting" (the other seat is
            moving; `seat` is that seat), or "" for none.
        seat: for "their_crib", the dealer; for "waiting", the seat moving.
        player: the name of the player asked (two players on one device, U3), who is
            addressed first: "Ana, your turn: play a card" (new-user play-test 31; was
            "Ana: Your turn: play a card"); None against the computer.
    """
    if player is not None and kind in _NAMED:
        return fill(_named_prompt(kind), player, names[seat])
    if kind == "cut_for_deal":
        return translate("Board", "Cut for the first deal: point into the deck, or use ← → "
                                  "and Enter. Lower card deals.")
    if kind == "cut_starter":
        return translate("Board", "Cut the deck for the starter: point into the deck, "
                                  "or use ← → and Enter")
    if kind == "own_crib":
        return translate("Board", "Choose two cards for your crib")
    if kind == "their_crib" and vs_computer:
        return translate("Board", "Choose two cards for the computer's crib")
    if kind == "their_crib":
        return fill(translate("Board", "Choose two cards for %1's crib"), names[seat])
    if kind == "play":
        return translate("Board", "Your turn: play a card")
    if kind == "go":
        return translate("Board", "Every card would go past 31")
    if kind == "waiting":
        return fill(translate("Board", "%1 is playing…"), names[seat])
    return ""


_NAMED = ("cut_for_deal", "cut_starter", "own_crib", "their_crib", "play", "go")


def _named_prompt(kind: str) -> str:
    """The prompt of `kind` (one of `_NAMED`) addressed to a player by name: %1 is the
    player, %2 the dealer (for "their_crib")."""
    return {
        "cut_for_deal": translate("Board", "%1, cut for the first deal: point into the deck, "
                                           "or use ← → and Enter. Lower card deals."),
        "cut_starter": translate("Board", "%1, cut the deck for the starter: point into the "
                                          "deck, or use ← → and Enter"),
        "own_crib": translate("Board", "%1, choose two cards for your crib"),
        "their_crib": translate("Board", "%1, choose two cards for %2's crib"),
        "play": translate("Board", "%1, your turn: play a card"),
        "go": translate("Board", "%1, every card would go past 31"),
    }[kind]


def end_texts(winner: int, scores: Sequence[int], names: Sequence[str],
              vs_computer: bool, match) -> tuple[str, str]:
    """(title, text) of the end of a single game: who won, the final score, and a skunk
    or double skunk as the shown match score (`match`, the view's `MatchScore`) finds
    it (`skunk_of`: the loser below 91, below 61; R7.2)."""
    loser_score = scores[1 - winner]
    if vs_computer:
        title = (translate("Board", "You win!") if winner == 0
                 else translate("Board", "The computer wins"))
    else:
        title = fill(translate("Board", "%1 wins!"), names[winner])
    text = fill(translate("Board", "Final score %1 to %2"), scores[winner], loser_score)
    skunk = match.skunk_of(loser_score)  # the rules' lines, not a copy of them
    if skunk == 2:
        text += "\n" + translate("Board", "Double skunk!")
    elif skunk == 1:
        text += "\n" + translate("Board", "Skunk!")
    return title, text


def scored_banner(seat: int, items: Sequence, names: Sequence[str]) -> str:
    """"You: Fifteen for 2, Pair for 2": points pegged in the play (R4.3–R4.8)."""
    return fill(translate("Board", "%1: %2"), names[seat], play_announcement(tuple(items)))


def go_banner(seat: int, names: Sequence[str]) -> str:
    """"Computer: Go" (R4.2)."""
    return fill(translate("Board", "%1: Go"), names[seat])


def card_played_line(seat: int, card, count: int, names: Sequence[str], is_you: bool) -> str:
    """What a screen reader hears for a card played: "You play Five of Hearts; count 15"."""
    if is_you:
        return fill(translate("Accessible", "You play %1; count %2"), card_name(card), count)
    return fill(translate("Accessible", "%1 plays %2; count %3"), names[seat], card_name(card),
                count)


def dealer_chosen_banner(seat: int, names: Sequence[str], vs_computer: bool) -> str:
    """Who cut the lower card and deals first (R2.1)."""
    if vs_computer:
        return (translate("Board", "You cut the lower card and deal first") if seat == 0
                else translate("Board", "The computer cut the lower card and deals first"))
    return fill(translate("Board", "%1 cut the lower card and deals first"), names[seat])


def cut_cards_line(cards: Sequence, names: Sequence[str], vs_computer: bool) -> str:
    """What each player turned in the cut for first dealer (R2.1), for the ear: "You cut
    Four of Hearts; the computer cut Jack of Spades". `cards`: seat 0's card, seat 1's."""
    first, second = (card_name(card) for card in cards)
    if vs_computer:
        return fill(translate("Accessible", "You cut %1; the computer cut %2"), first, second)
    return fill(translate("Accessible", "%1 cut %2; %3 cut %4"), names[0], first, names[1],
                second)


def tie_banner() -> str:
    """Equal cards in the cut for first dealer (R2.2)."""
    return translate("Board", "A tie: shuffle and cut again")


def starter_banner(card) -> str:
    """"Starter: Jack of Spades" (R3.3)."""
    return fill(translate("Board", "Starter: %1"), card_name(card))


def hint_text(kind: str, cards: Sequence = ()) -> str:
    """The hint in words: kind "discard" (two `cards`), "play" (one), "go", "cut" or
    "continue"; "" for anything else."""
    if kind == "discard":
        return fill(translate("Board", "Hint: lay away %1 and %2"), card_name(cards[0]),
                    card_name(cards[1]))
    if kind == "play":
        return fill(translate("Board", "Hint: play %1"), card_name(cards[0]))
    if kind == "go":
        return translate("Board", "Hint: say Go")
    if kind == "cut":
        return translate("Board", "Hint: cut anywhere; every depth is equally good")
    if kind == "continue":
        return translate("Board", "Hint: continue")
    return ""


def describe_card(card, face_up: bool, zone: str, opponent_hand: str, *, selected=False,
                  hinted=False, dimmed=False, highlighted=False) -> str:
    """The accessible name of a card on the table: "Five of Hearts, in your hand, selected".

    Args:
        card: the card, or None for a card whose face this seat may not see.
        zone: "mine", "theirs", "pile", "starter", "show", "crib" or "cut".
        opponent_hand: the name of the other hand ("Computer's hand").
    """
    if card is None or not face_up:
        return translate("Accessible", "Face-down card")
    where = {
        "mine": translate("Accessible", "in your hand"),
        "pile": translate("Accessible", "played"),
        "starter": translate("Accessible", "the starter"),
        "show": translate("Accessible", "counted in the show"),
        "theirs": fill(translate("Accessible", "in %1"), opponent_hand),
    }.get(zone, "")
    states = [translate("Accessible", "selected") if selected else "",
              translate("Accessible", "hint") if hinted else "",
              translate("Accessible", "cannot be played") if dimmed else "",
              translate("Accessible", "scores") if highlighted else ""]
    return join([card_name(card), where] + states)


def describe_pile(count: int | None, series: Sequence) -> str:
    """"Play area, count 15: Five of Hearts, Ten of Clubs" (the current series), or
    "Play area" outside the play (`count` None)."""
    if count is None:
        return translate("Accessible", "Play area")
    text = fill(translate("Accessible", "Play area, count %1"), count)
    if series:
        text = fill(translate("Accessible", "%1: %2"), text, join(card_name(c) for c in series))
    return text


def describe_button(text: str, enabled: bool) -> str:
    """"Go, button", or "To crib, unavailable, button"."""
    if not enabled:
        text = join([text, translate("Accessible", "unavailable")])
    return join([text, translate("Accessible", "button")])


def describe_deck(depth: int, count: int) -> str:
    """The deck spread for a cut, with the cut point (U1)."""
    return fill(translate("Accessible", "Deck: cut after card %1 of %2; Enter cuts"), depth, count)


def describe_crib(crib: str) -> str:
    """The crib as a place to lay the chosen cards (R3.2)."""
    return join([crib, translate("Accessible", "Enter lays the two chosen cards here")])


def button_text(role: str) -> str:
    """The label of a table button by its role: "discard" (To crib), "go", "continue",
    "show_hand", "new_game", "next_game" (R7.3), "restart", "review" (the match review,
    issue 19), "game_review" (the same in a single game, R7.1)."""
    return {
        "discard": translate("Board", "To crib"),
        "go": translate("Board", "Go"),
        "continue": translate("Board", "Continue"),
        "show_hand": translate("Board", "Show my hand"),
        "new_game": translate("Board", "New game"),
        "next_game": translate("Board", "Next game"),  # of a match (R7.3)
        "restart": translate("Board", "Restart"),
        "review": translate("Board", "Match review"),
        "game_review": translate("Board", "Game review"),
    }[role]


def button_line(label: str) -> str:
    """What a screen reader hears of the button the ring goes to: "Continue button"
    (`label`: the button's text as shown, e.g. `button_text("continue")`)."""
    return fill(translate("Accessible", "%1 button"), label)


def dealer_badge() -> str:
    """The peg board's badge beside the dealer's name."""
    return translate("Board", "Dealer")


def selection_refusal(kind: str) -> str:
    """Why choosing cards for the crib (a preview, U2) went no further: "full" (two
    cards are chosen already), "need_two" (the crib takes two, R3.2) or
    "need_two_keys" (Enter with fewer than two chosen: how the keyboard chooses, U6)."""
    if kind == "full":
        return translate("Board", "Two cards are already chosen; "
                                  "choose one of them again to put it back")
    if kind == "need_two_keys":
        return translate("Board", "Choose two cards for the crib first: "
                                  "Space chooses the card in the ring")
    return translate("Board", "Choose two cards for the crib first")


def show_hand_refusal(face_up: bool) -> str:
    """Why "Show my hand" (U3) does nothing now: the viewer's hand is `face_up` already
    (always against the computer), or no hand waits to be turned up (nothing dealt yet,
    or the starter cut, which needs no hand, U1)."""
    if face_up:
        return translate("Board", "Your hand is already face up")
    return translate("Board", "There is no hand to show now")


def default_names() -> tuple[str, str]:
    """("You", "Computer"): the names of the seats against the computer."""
    return translate("Board", "You"), translate("Board", "Computer")


def level_caption(level: str | None) -> str:
    """The caption under the computer's name on the table, "Level: Expert" (play-test 32
    item 2: a new player played Expert without knowing); "" for `level` None (two
    players on one device)."""
    #: Under the computer's name on the table; %1 is the level as the New game dialog names it
    return fill(translate("Board", "Level: %1"), level_name(level)) if level else ""
