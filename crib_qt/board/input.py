"""The board's input: mouse, touch and key events into the one carry session.

`BoardInput` is a part of `BoardScene` (a mixin). Events are turned into calls of
`Carry` (board/drag.py) and `FocusRing` (board/focus.py); both end in `tapTarget`
or `dropCard` here, the only places where input becomes a game action.

A touch is handled as a touch (the scene accepts every touch event, so Qt never
synthesises mouse events from it); mouse events that the system or Qt synthesised
from a touch that was just handled are ignored, so one tap acts once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication

from ..rules import Card, Continue, CutForDeal, CutStarter, Discard, Go, Phase, Play
from ..text import card_name, translate
from . import layout as L
from .card_art import CARD_HEIGHT, CARD_WIDTH
from .drag import MOUSE, TOUCH, Target, at_least

__all__ = ["BoardInput"]

_TOUCH_EVENTS = (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd,
                 QEvent.Type.TouchCancel)
# Where a card dropped in the play lands on the pile (the play area and a margin).
_PILE_DROP = L.PILE_RECT.adjusted(-60, -80, 60, 40)


class BoardInput:
    """Input handling of the board (mixed into `BoardScene`)."""

    # --- geometry of targets -------------------------------------------------------------------

    def viewScale(self) -> float:
        """View pixels per scene unit (1 without a view)."""
        views = self.views()
        return views[0].transform().m11() if views else 1.0

    def minimumTarget(self) -> float:
        """The smallest hit target, in scene units (about 9 mm on screen)."""
        return self._min_target

    def setMinimumTarget(self, size: float) -> None:
        """Keep every hit target at least `size` scene units wide and high (the view
        sets this from its scale and the screen's DPI, see `BoardView`)."""
        size = max(0.0, float(size))
        if abs(size - self._min_target) < 0.01:
            return
        step = self.handStep()
        self._min_target = size
        for button in (self.primaryButton, self.coverButton, self.newGameButton,
                       self.restartButton):
            button.setMinimumTarget(size)
        if self.handStep() != step:  # the hand spreads out (or closes up) at once
            self._layout(0)
        self.focus.refresh()
        self.boardChanged.emit()

    def handStep(self) -> float:
        """Distance between the cards of the viewer's hand: wide enough that each card's
        hit target stays the minimum size."""
        return max(L.HAND_STEP, self._min_target + 4.0)

    def _card_rect(self, item) -> QRectF:
        lift = item.lift()
        return QRectF(item.pos().x(), item.pos().y() - lift, CARD_WIDTH, CARD_HEIGHT + lift)

    def hitTargets(self) -> list[Target]:
        """Everything that takes a tap now, topmost first, with its hit rectangle."""
        size = self._min_target
        buttons = [self.newGameButton, self.restartButton] if self.endPanel.isVisible() else \
            [self.coverButton, self.primaryButton]
        targets = [Target("button", b, at_least(b.mapRectToScene(b.buttonRect()), size))
                   for b in buttons if b.isVisible()]
        if self.endPanel.isVisible() or self.cover.isVisible():
            return targets
        hand = [item for item in self._known.values()
                if item.zone == "mine" and item.isFaceUp() and item.isVisible()]
        hand.sort(key=lambda item: item.zValue(), reverse=True)
        targets += [Target("card", item, at_least(self._card_rect(item), size)) for item in hand]
        if self.deck.isSpread():
            targets.append(Target("deck", self.deck, at_least(
                self.deck.mapRectToScene(self.deck.spreadRect()), size)))
        if self._crib_open():
            zone = self.cribZone
            targets.append(Target("crib", zone, at_least(zone.mapRectToScene(zone.rect()), size)))
        return targets

    def focusTargets(self, area: str | None) -> list[Target]:
        """The targets of one keyboard area, in reading order (see board/focus.py)."""
        if area is None:
            return []
        if area == "pile":
            if self._shown.phase is not Phase.PLAY or not self.isIdle():
                return []
            zone = self.pileZone
            return [Target("pile", zone, zone.mapRectToScene(zone.rect()))]
        kinds = {"hand": "card", "buttons": "button", "deck": "deck", "crib": "crib"}
        targets = [t for t in self.hitTargets() if t.kind == kinds[area]]
        if area == "buttons":
            targets = [t for t in targets if t.item.isEnabled()]
        return sorted(targets, key=lambda t: t.rect.center().x())

    def _crib_open(self) -> bool:
        """The crib takes the chosen cards now (the viewer's discard)."""
        state = self._shown
        return (state.phase is Phase.DISCARD and self.isIdle() and not self.isCovered()
                and state.to_act == self.engine.humanSeat() and state.to_act == self._viewer)

    def dropZoneAt(self, point: QPointF) -> str | None:
        """Which place a card let go at `point` would go to: "pile", "crib" or "table"."""
        phase = self.engine.state.phase
        if phase is Phase.PLAY and _PILE_DROP.contains(point):
            return "pile"
        if phase is Phase.DISCARD:
            crib = self.cribZone
            if at_least(crib.mapRectToScene(crib.rect()), self._min_target).contains(point):
                return "crib"
            if point.y() < L.HAND_Y[1] - 40:
                return "table"
        return None

    def showDropZone(self, zone: str | None) -> None:
        """Highlight the place a carried card would go to."""
        self.pileZone.setDropTarget(zone == "pile")
        self.cribZone.setDropTarget(zone == "crib")

    # --- what taps and drops do ------------------------------------------------------------------

    def tapTarget(self, target: Target) -> None:
        """A tap, click, Enter or mirror-button press on `target`: the one place where
        a tap becomes an action."""
        if self.animator.isBusy():
            self.animator.fastForward()
        if target.kind == "button":
            target.item.click()
        elif target.kind == "deck":
            depth = target.item.cutDepth()
            if depth is not None:
                self._on_cut(depth)
        elif target.kind == "card":
            self._tap(target.item.card())
        elif target.kind == "crib":
            self._to_crib(None)
        elif target.kind == "pile":
            self.spoken.emit(self.describePile())

    def dropCard(self, card: Card, point: QPointF) -> None:
        """The one drop routine: a card carried to `point`; a refused drop snaps back."""
        zone = self.dropZoneAt(point)
        if zone == "pile":
            if self._play(card):
                return
        elif zone == "crib":
            if self._to_crib(card):
                return
        elif zone == "table" and card not in self._selected:
            self._tap(card)
        self.snapBack()

    def snapBack(self) -> None:
        """Send every card back to its place."""
        self.showDropZone(None)
        self._layout(self.move_ms)

    def cancelInput(self) -> None:
        """Esc: drop what is carried and put chosen cards back (U2: they were a preview)."""
        self.carry.cancel()
        if self._selected or self._hint:
            self._selected.clear()
            self._hint.clear()
            self._update_models(self._shown)
            self._apply_flags()
            self._refresh_texts()

    def _tap(self, card: Card) -> None:
        """A tap on a card of the viewer's hand."""
        state = self.engine.state
        if state.to_act != self.engine.humanSeat() or self.isCovered():
            return
        if state.phase is Phase.DISCARD:
            if card in self._selected:
                self._selected.discard(card)
            elif len(self._selected) < 2:
                self._selected.add(card)
            else:
                self.messageShown.emit(translate("Board", "Two cards are already chosen; "
                                                   "click one of them to put it back"))
            self._hint.clear()
            self._update_models(state)
            self._apply_flags()
            self._refresh_texts()
            self.focus.moved.emit()
        elif state.phase is Phase.PLAY:
            self._play(card)

    def _to_crib(self, card: Card | None) -> bool:
        """Lay the chosen cards (and `card`, carried onto the crib) away; True if done."""
        state = self.engine.state
        if not self._crib_open():
            return False
        if card is not None and card not in self._selected:
            self._tap(card)
        if len(self._selected) != 2:
            self.messageShown.emit(translate("Board", "Choose two cards for the crib first"))
            return False
        return self.engine.perform(Discard(tuple(sorted(self._selected)))) and \
            state is not self.engine.state

    def _play(self, card: Card) -> bool:
        state = self.engine.state
        if state.to_act != self.engine.humanSeat() or self.isCovered():
            return False
        if card.value + state.count > 31:
            reason = translate("Board", "%1 would take the count past 31").replace(
                "%1", card_name(card))
            self.messageShown.emit(reason)
            self.promptLabel.setText(reason)
            self._layout(self.move_ms)
            return False
        return self.engine.perform(Play(card))

    def _on_primary(self) -> None:
        state = self.engine.state
        if not self.isIdle() or self.isCovered():
            return
        if state.phase is Phase.SHOW:
            self.engine.perform(Continue())
        elif state.phase is Phase.DISCARD:
            self._to_crib(None)
        elif state.phase is Phase.PLAY:
            self.engine.perform(Go())

    def _on_cut(self, depth: int) -> None:
        state = self.engine.state
        if not self.isIdle() or self.isCovered():
            return
        if state.phase is Phase.CUT_FOR_DEAL:
            self.engine.perform(CutForDeal(depth))
        elif state.phase is Phase.CUT_STARTER:
            self.engine.perform(CutStarter(depth))

    # --- hint (U2: a preview, never an undo step) -------------------------------------------------

    def showHint(self) -> None:
        """Highlight what the strongest computer player would do; changes nothing."""
        if self.animator.isBusy():
            # the hint is for the position the engine is in; a move still on show
            # would leave the next player's hand uncovered under it (U3)
            self.animator.fastForward()
        if self.isCovered():
            return
        action = self.engine.hint()
        self._hint.clear()
        if isinstance(action, Discard):
            self._hint.update(action.cards)
            text = translate("Board", "Hint: lay away %1 and %2").replace(
                "%1", card_name(action.cards[0])).replace("%2", card_name(action.cards[1]))
        elif isinstance(action, Play):
            self._hint.add(action.card)
            text = translate("Board", "Hint: play %1").replace("%1", card_name(action.card))
        elif isinstance(action, Go):
            text = translate("Board", "Hint: say Go")
        elif isinstance(action, (CutForDeal, CutStarter)):
            text = translate("Board", "Hint: cut anywhere; every depth is equally good")
        elif isinstance(action, Continue):
            text = translate("Board", "Hint: continue")
        else:
            text = ""
        self._update_models(self._shown)
        self._apply_flags()
        self.messageShown.emit(text)
        self.spoken.emit(text)
        self.boardChanged.emit()

    # --- the board's actions, for menus and mirrors -----------------------------------------------

    def canTrigger(self, role: str) -> bool:
        """Whether the board's action `role` applies now: "discard" (To crib), "go",
        "continue" or "show_hand"."""
        if role == "show_hand":
            return self.cover.isVisible()
        button = self.primaryButton
        return (self._primary_role == role and button.isVisible() and button.isEnabled()
                and self.isIdle())

    def trigger(self, role: str) -> bool:
        """Do the board's action `role` through its button, as a tap would."""
        if not self.canTrigger(role):
            return False
        button = self.coverButton if role == "show_hand" else self.primaryButton
        self.carry.activate(Target("button", button, button.mapRectToScene(button.buttonRect())))
        return True

    # --- events ------------------------------------------------------------------------------

    def _begin_pointer(self, pos: QPointF, source: str) -> bool:
        """Common start of a mouse press or a touch: True when it was used up."""
        self.focus.setShown(False)
        self._complete_count()
        if self.animator.isBusy():  # any press while the computer moves only fast-forwards
            self.animator.fastForward()
            return True
        return self.carry.press(pos, source)

    def _from_handled_touch(self, event) -> bool:
        """A mouse event made from a touch the board handled itself."""
        if event.source() == Qt.MouseEventSource.MouseEventNotSynthesized:
            return False
        if self._touch_down:
            return True
        interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
        return (self._touch_ended is not None and
                0 <= event.timestamp() - self._touch_ended <= interval)

    def mousePressEvent(self, event) -> None:
        if self._from_handled_touch(event):
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and \
                self._begin_pointer(event.scenePos(), MOUSE):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self.carry.source() == MOUSE:
            self.carry.move(event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self.carry.source() == MOUSE and event.button() == Qt.MouseButton.LeftButton:
            self.carry.release(event.scenePos())
            event.accept()
            return
        if self._from_handled_touch(event):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        # The second press of a double click is a press like any other.
        self.mousePressEvent(event)

    def _touch(self, event) -> None:
        """One finger plays; further fingers are ignored."""
        event.accept()
        kind = event.type()
        if kind == QEvent.Type.TouchCancel:
            self.carry.cancel()
            self._touch_down, self._touch_id = False, None
            return
        points = event.points()
        if kind == QEvent.Type.TouchBegin:
            self._touch_down, self._touch_id = True, points[0].id()
            self._begin_pointer(points[0].scenePosition(), TOUCH)
            return
        point = next((p for p in points if p.id() == self._touch_id), None)
        if point is None:
            return
        if point.state() == point.State.Released or kind == QEvent.Type.TouchEnd:
            # The finger's bookkeeping ends before the release acts: the action may wait
            # for the computer in a local event loop, where another touch can begin.
            if kind == QEvent.Type.TouchEnd:
                self._touch_down, self._touch_id = False, None
                self._touch_ended = event.timestamp()
            if self.carry.source() == TOUCH:
                self.carry.release(point.scenePosition())
        elif self.carry.source() == TOUCH:
            self.carry.move(point.scenePosition())

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if self.animator.isBusy() or self._count_timer.isActive():
            self._complete_count()
            self.animator.fastForward()
            event.accept()
            return
        if self.focus.handleKey(key, event.modifiers()):
            event.accept()
            return
        super().keyPressEvent(event)

    def event(self, event) -> bool:
        kind = event.type()
        if kind in _TOUCH_EVENTS:
            self._touch(event)
            return True
        if kind == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.keyPressEvent(event)  # the scene would move Qt's item focus instead
            return True
        return super().event(event)
