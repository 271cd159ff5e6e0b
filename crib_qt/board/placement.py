"""Placing the card items: layout first, then animation (DESIGN.md).

`CardPlacer` reads the presenter's models and `Table`, computes where every card goes
(geometry.py), and moves the items there; it also turns the peg board to the seat at the
bottom (`PegBoardItem.setViewer`). An item keeps its card as it moves from
place to place, so a card slides from where it was (a face-down card of the opponent
becomes the card they play; a discard turns face down on its way to the crib); a
face-down item holds no card at all (U3: nothing hidden is ever in the scene).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ..models import CardRole
from . import geometry as L
from .card_item import CardItem

__all__ = ["CardPlacer"]


class CardPlacer:
    """The card items of one scene, placed from the presenter's models.

    Args:
        scene: the `BoardScene` (adds and removes items; `handStep()`, `animations`).
        presenter: the `BoardPresenter` whose models and table are drawn.
    """

    def __init__(self, scene, presenter) -> None:
        self._scene = scene
        self._p = presenter
        self._known: dict = {}  # Card -> CardItem showing it
        self._hidden: list[CardItem] = []  # face-down items that hold no card
        self.art: dict = {}

    def item(self, card) -> CardItem | None:
        """The item showing `card`, if it is on the table."""
        return self._known.get(card)

    def known(self) -> dict:
        """Card -> item, for every card whose face is known."""
        return dict(self._known)

    def place(self, duration: int) -> None:
        """Every card to its place, moving for `duration` milliseconds (0: at once)."""
        p, table = self._p, self._p.table()
        # the peg board turns with the table: the viewer's track and plate on their side
        # (issue 15), before the scene moves the pegs to the scores
        self._scene.pegBoard.setViewer(table.viewer)
        counting = set(p.showModel.cards())
        slots = []  # (card or None, face up, position, stack order, zone)
        hand = p.handModels[0].cards()
        for i, pos in enumerate(L.hand_positions(len(hand), bottom=True,
                                                 step=self._scene.handStep())):
            if hand[i] is None or hand[i] not in counting:
                slots.append((hand[i], hand[i] is not None, pos, 200 + i, "mine"))
        theirs = p.handModels[1].cards()
        for i, pos in enumerate(L.hand_positions(len(theirs), bottom=False)):
            if theirs[i] is None or theirs[i] not in counting:
                slots.append((theirs[i], theirs[i] is not None, pos, 100 + i, "theirs"))
        pile = p.pileModel
        owners_and_series = [(pile.index(i).data(CardRole.Owner), pile.index(i).data(CardRole.Series))
                             for i in range(pile.rowCount())]
        for i, pos in enumerate(L.pile_positions(owners_and_series, table.viewer)):
            slots.append((pile.cards()[i], True, pos, 300 + i, "pile"))
        crib_at = L.crib_pos(table.crib_near)
        self._scene.cribZone.setPos(crib_at)
        for i, card in enumerate(p.cribModel.cards()):
            if card is None or card not in counting:
                slots.append((card, card is not None, crib_at + QPointF(i * 3.0, -i * 3.0),
                              50 + i, "crib"))
        shown = p.showModel.cards()
        for i, pos in enumerate(L.show_positions(len(shown))):
            slots.append((shown[i], True, pos, 400 + i, "show"))
        if table.starter is not None:
            slots.append((table.starter, True, L.STARTER_POS, 60, "starter"))
        self._reconcile(slots, duration)

    def _reconcile(self, slots, duration: int) -> None:
        """Move card items to `slots`, reusing the item already showing each card."""
        known, hidden = self._known, self._hidden
        new_known: dict = {}
        new_hidden: list[CardItem] = []
        placements = []
        pending_hidden = []
        for card, face, pos, z, zone in slots:
            if card is None:
                pending_hidden.append((pos, z, zone))
                continue
            item = known.pop(card, None)
            if item is None:
                pool = {"pile": "theirs", "show": "theirs", "theirs": "theirs", "mine": "mine"}
                item = self._take_hidden(hidden, pool.get(zone, "crib")) or self._new_item()
            item.setCard(card)
            new_known[card] = item
            placements.append((item, face, pos, z))
        leftovers = list(known.values())
        for pos, z, zone in pending_hidden:
            item = (self._take_hidden(hidden, zone) or (leftovers.pop() if leftovers else None)
                    or self._take_hidden(hidden, None) or self._new_item())
            item.setCard(None)
            item.zone = zone
            new_hidden.append(item)
            placements.append((item, False, pos, z))
        for item in leftovers + hidden:
            self._scene.removeItem(item)
        for card, face, pos, z, zone in slots:
            if card is not None:
                new_known[card].zone = zone
        for item, face, pos, z in placements:
            # dealt: leaves the deck face down and turns in the viewer's hand (issue 15)
            dealt = duration > 0 and item.zone == "mine" and item.pos() == L.DECK_POS != pos
            item.setFaceUp(face, on_arrival=dealt)
            item.setStackOrder(z)
            if item.pos() != pos:
                item.moveTo(pos, duration)
        self._known, self._hidden = new_known, new_hidden
        self.applyFlags()

    @staticmethod
    def _take_hidden(pool: list[CardItem], zone: str | None) -> CardItem | None:
        for i, item in enumerate(pool):
            if zone is None or getattr(item, "zone", None) == zone:
                return pool.pop(i)
        return None

    def _new_item(self) -> CardItem:
        item = CardItem(None, False)
        if self.art:
            item.setArtOptions(**self.art)
        item.setAnimations(self._scene.animations)
        item.setPos(L.DECK_POS)
        self._scene.addItem(item)
        return item

    def applyFlags(self) -> None:
        """Each item's marks from the models: selected, hinted, dimmed (the viewer's
        hand), lit (the show's item being said), faded (an earlier series); only the
        viewer's cards face up, which take a tap, take the hover look."""
        p = self._p
        hand = p.handModels[0]
        selected, hinted = set(hand.flagged(CardRole.Selected)), set(hand.flagged(CardRole.Hinted))
        dimmed = set(hand.flagged(CardRole.Dimmed))
        lit = set(p.showModel.flagged(CardRole.Highlighted))
        current = set(p.pileModel.flagged(CardRole.Current))
        for item in self._hidden:  # a face-down card never keeps a face-up card's marks
            item.setSelected(False)
            item.setHinted(False)
            item.setDimmed(False)
            item.setHighlighted(False)
            item.setFaded(False)
            item.setHoverable(False)
        for card, item in self._known.items():
            in_hand = item.zone == "mine"
            item.setSelected(in_hand and card in selected)
            item.setHinted(card in hinted, self._scene.move_ms)  # rises smoothly
            item.setDimmed(in_hand and card in dimmed)
            item.setHighlighted(item.zone == "show" and card in lit)
            item.setFaded(item.zone == "pile" and card not in current)
            item.setHoverable(in_hand)
