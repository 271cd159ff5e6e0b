"""Laying the table out: the models of the shown position, and the card items
placed from them.

`BoardLayout` is a part of `BoardScene` (a mixin). Layout first, then animation
(DESIGN.md): each place computes where its cards go, the items move there; an item
keeps its card as it moves from place to place, and a face-down item holds no
card at all (U3: nothing hidden is ever in the scene).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ..engine import MODE_COMPUTER
from ..models import CardRole
from ..rules import Card, GameState, Phase
from ..rules.deck import cut_depths
from ..rules.state import series_numbers
from . import layout as L
from .card_item import CardItem

__all__ = ["BoardLayout"]


class BoardLayout:
    """The models and the layout of the board (mixed into `BoardScene`)."""

    # --- models -------------------------------------------------------------------------------

    def _update_models(self, state: GameState) -> None:
        me = self._viewer
        view = state.view(me)
        opp = 1 - me
        if state.phase is Phase.SHOW:
            mine, theirs = view.kept, view.shown_hands[opp]
            if theirs is None:  # not counted yet: their four cards lie face down
                theirs_hidden = len(state.kept[opp])
        else:
            mine, theirs = view.hand, None
            theirs_hidden = view.opponent_hand_size
        covered = self.isCovered()
        playable = set(state.playable(me)) if (state.phase is Phase.PLAY and
                                               state.to_act == me) else set()
        if state.phase is Phase.DISCARD and state.to_act == me:
            playable = set(view.hand)
        self._selected &= set(mine)
        if state.phase is not Phase.SHOW and covered:  # U3: not a face in the scene
            self.handModels[0].setCards([None] * len(mine), face_up=False)
        else:
            self.handModels[0].setCards(mine, playable=playable, selected=self._selected,
                                        hinted=self._hint, highlighted=self._highlight_cards())
        if theirs is not None:
            self.handModels[1].setCards(theirs, highlighted=self._highlight_cards())
        else:
            self.handModels[1].setCards([None] * theirs_hidden, face_up=False)
        series_start = len(state.played) - len(state.series)
        self.pileModel.setCards([c for _, c in state.played], owners=[s for s, _ in state.played],
                                current=[c for _, c in state.played[series_start:]])
        if view.shown_crib is not None:
            self.cribModel.setCards(view.shown_crib, highlighted=self._highlight_cards())
        else:
            self.cribModel.setCards([None] * view.crib_size, face_up=False)

    def _highlight_cards(self) -> list[Card]:
        return []

    # --- layout ---------------------------------------------------------------------------------

    def _layout(self, duration: int) -> None:
        state = self._shown
        me = self._viewer
        slots: list[tuple[Card | None, bool, QPointF, float, str]] = []  # card, face, pos, z, zone
        show = state.phase is Phase.SHOW or (state.phase is Phase.GAME_OVER and state.show_step >= 0)
        counting = self._counted_cards(state) if show else ()

        hand = self.handModels[0].cards()
        for i, pos in enumerate(L.hand_positions(len(hand), bottom=True, step=self.handStep())):
            if hand[i] is None or hand[i] not in counting:
                slots.append((hand[i], hand[i] is not None, pos, 200 + i, "mine"))
        theirs = self.handModels[1].cards()
        for i, pos in enumerate(L.hand_positions(len(theirs), bottom=False)):
            if theirs[i] is None or theirs[i] not in counting:
                slots.append((theirs[i], theirs[i] is not None, pos, 100 + i, "theirs"))

        played = state.played
        series_of = series_numbers(played)
        if not show:
            for i, pos in enumerate(L.pile_positions([(s, series_of[i]) for i, (s, _) in
                                                      enumerate(played)], me)):
                slots.append((played[i][1], True, pos, 300 + i, "pile"))

        dealer_is_me = state.dealer == me
        self.cribZone.setPos(L.crib_pos(dealer_is_me))
        crib = self.cribModel.cards()
        for i, card in enumerate(crib):
            if card is None or card not in counting:
                pos = L.crib_pos(dealer_is_me) + QPointF(i * 3.0, -i * 3.0)
                slots.append((card, card is not None, pos, 50 + i, "crib"))

        if counting:
            for i, pos in enumerate(L.show_positions(len(counting))):
                slots.append((counting[i], True, pos, 400 + i, "show"))
        elif state.starter is not None:
            slots.append((state.starter, True, L.STARTER_POS, 60, "starter"))

        cutting = self._human_cut_depths(state)
        self._reconcile(slots, duration)
        self._layout_deal_cuts(state, duration)

        # the deck: a stack, or a spread while the human cuts
        if cutting is not None:
            self.deck.setCount(52 - (state.to_act == 1) if state.phase is Phase.CUT_FOR_DEAL
                               else len(state.stock))
            self.deck.setPos(L.CUT_POS)
            if not self.deck.isSpread():
                self.deck.setCutting(cutting)
        else:
            self.deck.setCutting(None)
            self.deck.setPos(L.DECK_POS)
            self.deck.setCount(len(state.stock) if state.hand_number else
                               (52 if state.phase is Phase.CUT_FOR_DEAL else 0))

        self._set_pegs(state, duration)
        self.pegBoard.setDealer(state.dealer)
        self.focus.refresh()

    def _set_pegs(self, state: GameState, duration: int) -> None:
        """Both pegs to `state`'s scores, moving for 2 × `duration` milliseconds; while
        the show lists a count item by item they wait for its end, as a player counts
        aloud and then pegs."""
        if self.isCounting():
            return
        for seat in (0, 1):
            self.pegBoard.setPegs(seat, state.scores[seat], state.back_pegs[seat], duration * 2)

    def _layout_deal_cuts(self, state: GameState, duration: int) -> None:
        """The cards turned in the cut for first dealer, shown until the player's own
        first discard (the computer, as pone, discards at once).
        They have their own items: the deck is shuffled again for the deal, so the same
        card can also be dealt (R2, R3.1); with two players they go when the cards are
        dealt, so that no item shows a card that is also in a hidden hand (U3)."""
        visible = state.phase is Phase.CUT_FOR_DEAL or (
            state.hand_number == 1 and state.phase is Phase.DISCARD
            and not state.discards[self._viewer] and self.engine.mode == MODE_COMPUTER)  # two players: a hand is dealt, cover up
        for seat, item in enumerate(self._cut_items):
            card = state.deal_cuts[seat] if visible else None
            item.setVisible(card is not None)
            label = self._cut_labels[seat]
            label.setText(self.names[seat] if card is not None else "")
            if card is None:
                item.setCard(None)  # an item out of sight holds no card either
                continue
            item.setCard(card)
            item.setFaceUp(True)
            x = L.CENTRE_X - 140 if seat == self._viewer else L.CENTRE_X + 40
            # while someone is still to cut, above the spread deck: below it is the prompt
            y = L.MIDDLE_Y - (215 if state.phase is Phase.CUT_FOR_DEAL else 0)
            item.setStackOrder(500 + seat)
            item.moveTo(QPointF(x, y), duration)
            label.setPos(x + L.CARD_WIDTH / 2, y + L.CARD_HEIGHT + 8)

    def _counted_cards(self, state: GameState) -> tuple[Card, ...]:
        if state.show_step < 0 or state.starter is None:
            return ()
        if state.show_step == 2:
            return state.crib + (state.starter,)
        seat = state.pone if state.show_step == 0 else state.dealer
        return state.kept[seat] + (state.starter,)

    def _human_cut_depths(self, state: GameState) -> range | None:
        if self.engine.humanSeat() is None or state is not self.engine.state or self.isCovered():
            return None
        if state.to_act != self.engine.humanSeat() and self.engine.mode == MODE_COMPUTER:
            return None
        if state.phase is Phase.CUT_FOR_DEAL:
            return cut_depths(52 - (state.to_act == 1))
        if state.phase is Phase.CUT_STARTER:
            return cut_depths(len(state.stock))
        return None

    def _reconcile(self, slots, duration: int) -> None:
        """Move card items to `slots`, reusing the item already showing each card, so a
        card slides from where it was (a hidden card of the opponent becomes the
        card they play; a discard turns face down on its way to the crib)."""
        known, hidden = self._known, self._hidden
        new_known: dict[Card, CardItem] = {}
        new_hidden: list[CardItem] = []
        placements: list[tuple[CardItem, bool, QPointF, float]] = []
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
            self.removeItem(item)
        for card, face, pos, z, zone in slots:
            if card is not None:
                new_known[card].zone = zone
        for item, face, pos, z in placements:
            item.setFaceUp(face)
            item.setStackOrder(z)
            if item.pos() != pos:
                item.moveTo(pos, duration)
        self._known, self._hidden = new_known, new_hidden
        self._apply_flags()

    def _take_hidden(self, pool: list[CardItem], zone: str | None) -> CardItem | None:
        for i, item in enumerate(pool):
            if zone is None or getattr(item, "zone", None) == zone:
                return pool.pop(i)
        return None

    def _new_item(self) -> CardItem:
        item = CardItem(None, False)
        if self._art:
            item.setArtOptions(**self._art)
        item.setPos(L.DECK_POS)
        self.addItem(item)
        return item

    def _apply_flags(self) -> None:
        model = self.handModels[0]
        flags = {role: set(model.flagged(role)) for role in
                 (CardRole.Selected, CardRole.Hinted, CardRole.Playable)}
        state = self._shown
        my_turn = self.isIdle() and state.to_act is not None and \
            self.engine.humanSeat() == state.to_act
        counting_phase = state.phase in (Phase.SHOW, Phase.GAME_OVER)
        highlight = set(self._current_highlight())
        for item in self._hidden:  # a face-down card never keeps a face-up card's marks
            item.setSelected(False)
            item.setHinted(False)
            item.setDimmed(False)
            item.setHighlighted(False)
            item.setOpacity(1.0)
        for card, item in self._known.items():
            in_hand = item.zone == "mine"
            item.setSelected(in_hand and card in flags[CardRole.Selected])
            item.setHinted(card in flags[CardRole.Hinted] or card in self._hint)
            item.setDimmed(in_hand and my_turn and state.phase is Phase.PLAY and
                           card not in flags[CardRole.Playable])
            item.setHighlighted(counting_phase and card in highlight)
            current = item.zone != "pile" or card in self.pileModel.flagged(CardRole.Current)
            item.setOpacity(1.0 if current else 0.55)

    def _current_highlight(self) -> list[Card]:
        """The cards of the score item being announced; all counted cards once done."""
        if 0 < self._show_cursor <= len(self._show_items) and self._count_timer.isActive():
            return list(self._show_items[self._show_cursor - 1].cards)
        return [c for item in self._show_items for c in item.cards]
