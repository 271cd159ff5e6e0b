"""The sentences a screen reader hears about the score and the whole position:
"Computer: Fifteen for 2; Computer 47, you 52", "You deal", and the position read
aloud on request (issue 16).

Plain functions of plain values, as in table_texts.py: `names` is (seat 0's name,
seat 1's name); `vs_computer` is True when seat 1 is the computer (then seat 0 is
"you"). Placeholders are filled in one pass (`game_words.fill`), so a name that
contains "%2" stays a name.
"""

from __future__ import annotations

from typing import Sequence

from ..game_words import fill, translate

__all__ = ["score_line", "with_score_line", "dealer_line", "scores_text",
           "cards_text", "counted_text", "face_down_count", "position_title"]

def score_line(first: int, scores: Sequence[int], names: Sequence[str],
               vs_computer: bool) -> str:
    """Both scores, seat `first`'s first (the seat that just scored): "Computer 47, you 52"
    or "You 52, computer 47"; two players: "Ana 47, Ben 52"."""
    other = 1 - first
    if vs_computer:
        if first == 1:
            return fill(translate("Accessible", "Computer %1, you %2"), scores[1], scores[0])
        return fill(translate("Accessible", "You %1, computer %2"), scores[0], scores[1])
    return fill(translate("Accessible", "%1 %2, %3 %4"), names[first], scores[first],
                names[other], scores[other])


def with_score_line(text: str, line: str) -> str:
    """What was scored, then the score: "Computer: Fifteen for 2; Computer 47, you 52"."""
    return fill(translate("Accessible", "%1; %2"), text, line)


def dealer_line(dealer: int | None, names: Sequence[str], vs_computer: bool) -> str:
    """"You deal", "The computer deals", "Ana deals"; "" before the first deal is cut."""
    if dealer is None:
        return ""
    if vs_computer:
        return (translate("Accessible", "You deal") if dealer == 0
                else translate("Accessible", "The computer deals"))
    return fill(translate("Accessible", "%1 deals"), names[dealer])


def scores_text(scores: Sequence[int], dealer: int | None, viewer: int, names: Sequence[str],
                vs_computer: bool) -> str:
    """The scores node: "Score: You 52, computer 47. The computer deals" (the viewer's
    score first)."""
    text = fill(translate("Accessible", "Score: %1"),
                score_line(viewer, scores, names, vs_computer))
    deals = dealer_line(dealer, names, vs_computer)
    return fill(translate("Accessible", "%1. %2"), text, deals) if deals else text


def cards_text(place: str, cards: Sequence[str]) -> str:
    """A place and what is in it: "Your hand: Five of Hearts, Ten of Clubs"; a place
    with no cards is "Your hand: empty"."""
    listed = translate("Accessible", ", ").join(cards) if cards else \
        translate("Accessible", "empty")
    return fill(translate("Accessible", "%1: %2"), place, listed)


def counted_text(heading: str, cards: Sequence[str], starter: str,
                 lines: Sequence[str]) -> str:
    """A hand or crib counted in the show (R5.1), as the position reads it: `heading`
    ("Your hand: 13"), its `cards` and the `starter` ("" when not shown), then the
    count's `lines` said so far: "Your hand: 13: Five of Hearts, …, Ten of Clubs, with
    the starter Jack of Spades; Fifteen 2, Fifteen 4"."""
    listed = translate("Accessible", ", ").join(cards)
    if starter:
        listed = fill(translate("Accessible", "%1, with the starter %2"), listed, starter)
    text = cards_text(heading, [listed] if listed else [])
    if lines:
        text = fill(translate("Accessible", "%1; %2"), text,
                    translate("Accessible", ", ").join(lines))
    return text


def face_down_count(count: int) -> str:
    """"4 face-down cards", "1 face-down card" (a hand or crib this seat may not see;
    `count` cards, 1 or more)."""
    if count == 1:  # English has no translation file to give Qt's plural forms
        return translate("Accessible", "1 face-down card")
    return fill(translate("Accessible", "%1 face-down cards"), count)


def position_title() -> str:
    """The first words of the position read aloud."""
    return translate("Accessible", "The table")
