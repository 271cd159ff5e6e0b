"""What takes a tap or the keyboard focus on the table now, and where.

Hit targets are rectangles in scene units, never smaller than the scene's minimum
target (about 9 mm on screen, for fingers); keyboard areas list them in reading order
(board/focus.py). Functions of a `BoardScene`: its items and its presenter's `Table`.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from .card_art import CARD_HEIGHT, CARD_WIDTH
from .carry import Target, at_least

__all__ = ["hit_targets", "focus_targets", "default_focus"]

_KINDS = {"hand": "card", "buttons": "button", "deck": "deck", "crib": "crib"}


def hit_targets(scene) -> list[Target]:
    """Everything on `scene` that takes a tap now, topmost first: the panel's buttons
    alone while the end panel or the cover is up; else the table's buttons, the
    viewer's cards, the deck spread for a cut (U1) and the crib while it takes cards."""
    size = scene.minimumTarget()
    end = scene.endPanel.isVisible()
    buttons = [scene.newGameButton, scene.restartButton, scene.reviewButton] if end else \
        [scene.coverButton, scene.primaryButton]
    targets = [Target("button", b, at_least(b.mapRectToScene(b.buttonRect()), size))
               for b in buttons if b.isVisible()]
    if end or scene.cover.isVisible():
        return targets
    hand = [item for item in scene.cards.known().values()
            if item.zone == "mine" and item.isFaceUp() and item.isVisible()]
    hand.sort(key=lambda item: item.zValue(), reverse=True)
    targets += [Target("card", item, at_least(QRectF(
        item.pos().x(), item.pos().y() - item.lift(), CARD_WIDTH,
        CARD_HEIGHT + item.lift()), size)) for item in hand]
    if scene.deck.isSpread():
        targets.append(Target("deck", scene.deck, at_least(
            scene.deck.mapRectToScene(scene.deck.spreadRect()), size)))
    if scene.presenter.table().crib_open:
        zone = scene.cribZone
        targets.append(Target("crib", zone, at_least(zone.mapRectToScene(zone.rect()), size)))
    return targets


def focus_targets(scene, area: str | None) -> list[Target]:
    """The targets of keyboard `area` ("hand", "buttons", "deck", "pile", "crib"), left
    to right; the play area only while the play is on."""
    if area is None:
        return []
    if area == "pile":
        zone = scene.pileZone
        return ([Target("pile", zone, zone.mapRectToScene(zone.rect()))]
                if scene.presenter.table().pile_open else [])
    targets = [t for t in hit_targets(scene) if t.kind == _KINDS[area]]
    if area == "buttons":  # in reading order: the end panel's buttons are in two rows
        targets = [t for t in targets if t.item.isEnabled()]
        return sorted(targets, key=lambda t: (round(t.rect.center().y() / 60), t.rect.center().x()))
    return sorted(targets, key=lambda t: t.rect.center().x())


def default_focus(scene) -> tuple[str | None, int]:
    """The natural keyboard target, (area, index): a panel's first button, the deck for
    a cut, the button that goes on (Go, Continue), else the first card that can be
    played."""
    if scene.endPanel.isVisible() or scene.cover.isVisible():
        return "buttons", 0
    if scene.deck.isSpread():
        return "deck", 0
    if scene.presenter.primaryRole() in ("go", "continue"):
        return "buttons", 0
    hand = focus_targets(scene, "hand")
    for index, target in enumerate(hand):
        if not target.item.isDimmed():
            return "hand", index
    return ("hand", 0) if hand else (None, 0)
