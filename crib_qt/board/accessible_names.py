"""What the board's things are called for a screen reader: a card, a focus target,
and the whole position read aloud (issue 16).

Functions of a `BoardScene` (its items and its presenter): the accessibility mirrors
(accessible.py) name what they mirror with them. Nothing this seat may not see is
named: a face-down card is "Face-down card", or only counted.
"""

from __future__ import annotations

from ..game_words import card_name, fill, translate
from . import position_texts as P
from . import table_texts as T

__all__ = ["describe_card", "describe_target", "card_items", "pile_items", "position_text",
           "end_text"]

_ZONES = ("mine", "theirs", "pile", "crib", "starter", "show")


def describe_card(scene, item, zone: str | None = None) -> str:
    """The accessible name of card `item`: "Five of Hearts, in your hand, selected"
    (`zone` "" leaves out where it is; None: the item's own zone)."""
    presenter = scene.presenter
    other = T.hand_name(1 - presenter.viewer(), presenter.names, presenter.vsComputer())
    return T.describe_card(item.card(), item.isFaceUp(),
                           getattr(item, "zone", "") if zone is None else zone, other,
                           selected=item.isSelected(), hinted=item.isHinted(),
                           dimmed=item.isDimmed(), highlighted=item.isHighlighted())


def describe_target(scene, target) -> str:
    """The accessible name of a focus or hit target (board/carry.py `Target`), "" for
    None."""
    presenter = scene.presenter
    if target is None:
        return ""
    if target.kind == "card":
        return describe_card(scene, target.item)
    if target.kind == "button":
        return T.describe_button(target.item.text(), target.item.isEnabled())
    if target.kind == "deck":
        return T.describe_deck(target.item.cutDepth(), target.item.count())
    if target.kind == "crib":
        return T.describe_crib(T.crib_name(presenter.view().dealer, presenter.names,
                                           presenter.vsComputer()))
    return scene.pileName() if target.kind == "pile" else ""


def end_text(text: str, end: str, count: int) -> str:
    """`text` (a target's name) at an end of its row of `count` targets, said when a key
    would have moved past it (`FocusRing.stayed`): "Five of Hearts, in your hand — the
    first of 6"; `end` "first" or "last", "" for `text` alone."""
    if not end:
        return text
    if count == 1:
        return fill(translate("Accessible", "%1 — the only one"), text)
    return fill(translate("Accessible", "%1 — the first of %2") if end == "first"
                else translate("Accessible", "%1 — the last of %2"), text, count)


def card_items(scene) -> dict[str, list]:
    """The visible card items by zone ("mine", "theirs", "pile", "crib", "starter",
    "show"), each left to right: the viewer's hand in the order keys 1–6 pick."""
    items = {zone: [] for zone in _ZONES}
    for item in scene.cardItems():
        zone = getattr(item, "zone", "")
        if item.isVisible() and zone in items:
            items[zone].append(item)
    for zone in items:
        items[zone].sort(key=lambda i: (i.pos().x(), i.stackOrder()))
    return items


def pile_items(scene) -> list:
    """The card items of the play pile as the table shows it (`BoardScene.pileCards`),
    in play order: the rows of the pile's mirror change with its name (`pileName`), as
    the card that made the count lands, not as it leaves the hand."""
    items = (scene.cardItem(card) for card in scene.pileCards())
    return [item for item in items if item is not None and item.isVisible()]


def _counted_text(show: tuple, shown_items, starter) -> str:
    """The show's panel `show` (heading, lines) with the cards it counts (`shown_items`,
    the starter among them): "Your hand: 13: …, with the starter …; Fifteen 2, …"."""
    shown = [i.card() for i in shown_items if i.isFaceUp()]
    return P.counted_text(show[0], [card_name(c) for c in shown if c != starter],
                          card_name(starter) if starter in shown else "", show[1])


def position_text(scene) -> str:
    """The position shown on `scene` in sentences: the end
    or the cover, the score and the dealer, the prompt and the last move, the starter,
    the play, the viewer's hand, the other hand, the crib and the deck's cut point.
    In the show (R5.1) the hand or crib being counted is read in its place, its cards
    with the starter, then its count (`P.counted_text`): the starter is not read on its
    own, nor the counted place as "empty" (play-test 35 with Orca)."""
    presenter = scene.presenter
    table, view = presenter.table(), presenter.view()
    names, vs, viewer = presenter.names, presenter.vsComputer(), presenter.viewer()
    items = card_items(scene)

    def cards(zone_items) -> list[str]:
        up = [describe_card(scene, i, "") for i in zone_items if i.isFaceUp()]
        down = len(zone_items) - len(up)
        return up + ([P.face_down_count(down)] if down else [])

    parts = [P.position_title()]
    for panel in (table.end, table.cover):
        if panel is not None:
            parts.extend(line for line in (panel[0], *panel[1].split("\n")) if line)
    parts.append(P.scores_text(table.scores, table.dealer, viewer, names, vs))
    if table.match_line and table.end is None:  # the end panel says it already (R7)
        parts.append(table.match_line)
    parts.extend(text for text in (table.prompt, table.banner) if text)
    counted = None  # ("hand", seat) or ("crib", dealer): what the show counts now
    if table.show is not None:
        counted = ("crib" if presenter.count.is_crib else "hand", presenter.count.seat)
    elif view.starter is not None:  # in the show it is read with the cards counted
        starter = T.starter_banner(view.starter)
        if starter != table.banner:  # the banner just after the cut says it already
            parts.append(starter)
    if table.pile_open:
        parts.append(presenter.describePile())
    for place, seat, zone in (("hand", viewer, "mine"), ("hand", 1 - viewer, "theirs"),
                              ("crib", view.dealer, "crib")):
        if (place, seat) == counted:
            parts.append(_counted_text(table.show, items["show"], view.starter))
        elif place == "hand":
            parts.append(P.cards_text(T.hand_name(seat, names, vs), cards(items[zone])))
        elif items["crib"] and seat is not None:
            parts.append(P.cards_text(T.crib_name(seat, names, vs), cards(items["crib"])))
    deck = scene.deck
    if deck.isSpread() and deck.cutDepth() is not None:
        parts.append(T.describe_deck(deck.cutDepth(), deck.count()))
    stop = translate("Accessible", ". ")
    # a part that ends a sentence itself (the prompt "… Lower card deals.", the end
    # panel's "You win!") takes a space, not a second stop
    text = ""
    for part in parts:
        if text:
            text += " " if text.endswith(("!", "?", stop.rstrip())) else stop
        text += part
    return text
