"""Keyboard position selectors: a focus ring that moves among the board's targets.

The targets are grouped in areas: the cards of the viewer's hand, the board's
buttons, the deck (spread for a cut: left and right move the cut point), the play
area and the crib. Left/Right (Home/End) move within an area, Up/Down move to the
area above or below, Tab/Shift+Tab go round the areas; Space acts on the target
through the board's one carry session (`Carry.activate`), exactly as a tap would (while
a cut is asked for, on a card of the hand they cut at the depth shown);
Enter does too, unless the choice is complete (two cards chosen for the crib): then
it lays them away, as "To crib" does, and while fewer are chosen it is refused with
the reason (shown and spoken) and the choice kept; 1 to 6 pick the hand's cards in order (the
ring goes there and the card is tapped); Esc puts chosen cards back and drops
whatever is carried. The one-letter actions (H, G, C, S, P and D in English; each
language has its own, ui/actions.letter_keys) are the window's shortcuts, whatever has
the ring.

The ring is drawn only while the keyboard is in use: the first navigation key shows
it where it is (on the deck of a cut, the first arrow also moves the cut point), a mouse
press or a touch hides it again. It is drawn as black dashes
on white (`controls.paint_focus_ring`), visible on any background and in any colour
vision. When the board waits for a new decision (a new phase, turn or hand) the ring
goes to the natural target: the deck for a cut, the first playable card, the button
that continues.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

from .carry import Target

if TYPE_CHECKING:
    from .scene import BoardScene

__all__ = ["FocusRing", "AREAS"]

# The areas in Tab order.
AREAS = ("hand", "buttons", "deck", "pile", "crib")

_ACT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Select)
_CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
# 1–6: the cards of the hand, in order (R3.1: six at most)
_CARD_KEYS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5,
              Qt.Key.Key_6)
_NAV_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
             Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
             Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
# Keys that move the cut point on the deck (the first one already moves it).
_DECK_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End,
              Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
# Modifiers that make a key a chord of the window's actions (Ctrl+Return and the like).
_CHORDS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier |
           Qt.KeyboardModifier.MetaModifier)
# Keys the board takes before the window's shortcuts see them.
BOARD_KEYS = frozenset(_ACT_KEYS + _NAV_KEYS + _CARD_KEYS + (Qt.Key.Key_Escape,))


class FocusRing(QObject):
    """The keyboard focus of the board (not Qt's widget focus: the view keeps that).

    Signals:
        moved(): the ring moved to another target, or the target changed state
            (the accessibility layer reads `BoardAccessibility.describeTarget(current())`).
        cutAsked(): a new decision put the ring on the deck: a cut is asked for, and the
            board's view takes the keyboard focus (scene_input.py) so that the arrows
            and Enter cut at once (U1, U6).
        stayed(str): a key would have moved the ring past an end of its row, where it
            already is ("first": Left, Home, Page Up; "last": Right, End, Page Down; ""
            on the deck, at its first or last cut point): nothing moved, and the
            accessibility layer says the target again with where it stands.
    """

    moved = Signal()
    cutAsked = Signal()
    stayed = Signal(str)

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._area: str | None = None
        self._index = 0
        self._shown = False
        self._marked: list = []
        self._decision = None
        self._keyed = False  # a number key tapping its card (`tappingByKey`)

    # --- state ---------------------------------------------------------------------------

    def isShown(self) -> bool:
        """True while the ring is drawn (the keyboard is in use)."""
        return self._shown

    def setShown(self, shown: bool) -> None:
        if shown != self._shown:
            self._shown = shown
            self._apply()

    def area(self) -> str | None:
        """The area of the focused target ("hand", "buttons", "deck", "pile", "crib")."""
        return self._area

    def index(self) -> int:
        """The focused target's place within its area."""
        return self._index

    def current(self) -> Target | None:
        """The focused target, or None when the board offers none."""
        targets = self._scene.focusTargets(self._area) if self._area else []
        return targets[self._index] if 0 <= self._index < len(targets) else None

    def areas(self) -> list[str]:
        """The areas that have a target now, in Tab order."""
        return [area for area in AREAS if self._scene.focusTargets(area)]

    # --- following the board ----------------------------------------------------------------

    def refresh(self) -> None:
        """Called after every layout: a new decision moves the ring to its natural
        target; otherwise the ring stays, kept within its area."""
        decision = self._scene.decisionKey()
        if decision != self._decision or self.current() is None:
            self._decision = decision
            self._area, self._index = self._scene.defaultFocus()
            targets = self._scene.focusTargets(self._area) if self._area else []
            if not targets:
                areas = self.areas()
                self._area, self._index = (areas[0], 0) if areas else (None, 0)
            if self._area == "deck":
                self.cutAsked.emit()
        self._apply()

    def focusOn(self, area: str, index: int = 0) -> bool:
        """Put the ring on target `index` of `area`; False if there is no such target."""
        if not 0 <= index < len(self._scene.focusTargets(area)):
            return False
        self._area, self._index = area, index
        self._apply()
        self.moved.emit()
        return True

    def _apply(self) -> None:
        for item in self._marked:
            item.setFocused(False)
        self._marked = []
        target = self.current()
        if self._shown and target is not None:
            target.item.setFocused(True)
            self._marked = [target.item]

    # --- keys ------------------------------------------------------------------------------------

    def handleKey(self, key: int, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Act on one key press; True if the board used it."""
        if modifiers & _CHORDS:  # Ctrl+Return and the like belong to the window's actions
            return False
        if key == Qt.Key.Key_Escape:
            self._scene.cancelInput()
            self.setShown(True)
            return True
        if key in _CARD_KEYS:
            self._key_card(_CARD_KEYS.index(key))
            return True
        if key in _CONFIRM_KEYS and self._scene.presenter.intents.confirmDiscard():
            # laid away (R3.2), or refused with the reason while fewer than two cards are
            # chosen: Enter never takes a chosen card back (Space does, U6)
            self.setShown(True)
            return True
        if key in _ACT_KEYS:
            self.setShown(True)
            cut = self._cut_target()
            if cut is not None:
                # the ring went to the deck for this key: the cut's result is heard, not
                # first the cut point, stale as it is said (play-test 35 with Orca); the
                # deck is read only if the cut said nothing
                if not self._activate_heard(cut):
                    self.moved.emit()
            elif self.current() is not None:
                self._scene.carry.activate(self.current())
            return True
        if key not in _NAV_KEYS:
            return False
        if not self._shown:  # the first key shows where the ring is
            self.setShown(True)
            target = self.current()
            if target is None or target.kind != "deck" or key not in _DECK_KEYS:
                self.moved.emit()
                return True
            # a cut is asked for: the arrows move the cut point at once (U1, U6)
        if key == Qt.Key.Key_Tab and modifiers & Qt.KeyboardModifier.ShiftModifier:
            key = Qt.Key.Key_Backtab
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self._next_area(1 if key == Qt.Key.Key_Tab else -1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._vertical(-1 if key == Qt.Key.Key_Up else 1)
        else:
            self._within(key)
        return True

    def _key_card(self, index: int) -> None:
        """Number key `index` + 1: the ring goes to that card of the hand and taps it, with
        one utterance for the key: what the tap did ("Two of Diamonds, in your hand,
        selected", "You play Two of Diamonds; count 12"), not first the ring's move (play-test
        32 with Orca, item 4). A tap that changes nothing and says nothing still names the
        card the ring went to (a preview change is read as the ring's, scene.py)."""
        self.setShown(True)
        hand = self._scene.focusTargets("hand")
        if not 0 <= index < len(hand):
            return
        moved = (self._area, self._index) != ("hand", index)
        self._area, self._index = "hand", index
        self._apply()
        self._keyed = True
        try:
            heard = self._activate_heard(self.current())
        finally:
            self._keyed = False
        if moved and not heard:
            self.moved.emit()

    def _activate_heard(self, target: Target) -> bool:
        """Activate `target` (`Carry.activate`); True if that said something: a line, or
        a preview change (read as the ring's)."""
        presenter = self._scene.presenter
        heard = []

        def note(*_) -> None:
            heard.append(True)

        presenter.spoken.connect(note)
        presenter.previewChanged.connect(note)
        try:
            self._scene.carry.activate(target)
        finally:
            presenter.spoken.disconnect(note)
            presenter.previewChanged.disconnect(note)
        return bool(heard)

    def tappingByKey(self) -> bool:  # noqa: N802 (Qt naming)
        """Whether a number key is tapping the card it moved the ring to, right now
        (`_key_card`): the ring's move is the key's, to be read with the tap's result, not
        a move without a key that a screen reader should take as already known."""
        return self._keyed

    def _cut_target(self) -> Target | None:
        """The deck while a cut is asked for and the ring is on a card of the hand
        (Tab or 1-6 took it there): a card does nothing then, so Space and Enter cut at
        the depth shown (U1, U6; play-test 31). The ring goes there without a word
        (`moved` is the caller's to send). None otherwise."""
        here = self.current()
        if here is None or here.kind != "card" or not self._scene.deck.isSpread():
            return None
        if not self._scene.focusTargets("deck"):
            return None
        self._area, self._index = "deck", 0
        self._apply()
        return self.current()

    def keyCard(self, key: int, modifiers=Qt.KeyboardModifier.NoModifier):
        """The card of the viewer's hand that `key` would tap now: for 1 to 6 that card
        of the hand, for Enter or Space the card the ring is on; else None (another key,
        a chord, a ring on a button). While a cut is asked for, Enter and Space on a
        card cut at the deck instead (`_cut_target`: the ring moves to the deck)."""
        if modifiers & _CHORDS:
            return None
        if key in _CARD_KEYS:
            hand = self._scene.focusTargets("hand")
            index = _CARD_KEYS.index(key)
            target = hand[index] if index < len(hand) else None
        elif key in _ACT_KEYS:
            target = self.current()
        else:
            return None
        return target.item.card() if target is not None and target.kind == "card" else None

    def tapCard(self, card) -> bool:
        """Put the ring on `card` of the viewer's hand, shown, and tap it as Space would
        (`Carry.activate`); False if the hand has no such card."""
        self.setShown(True)
        for index, target in enumerate(self._scene.focusTargets("hand")):
            if target.item.card() == card:
                self.focusOn("hand", index)
                self._scene.carry.activate(target)
                return True
        return False

    def showByKeyboard(self) -> None:
        """The keyboard came to the board (Tab, F6, a shortcut): the ring shows where it
        is, and is read out."""
        if not self._shown:
            self.setShown(True)
            self.moved.emit()

    def _next_area(self, step: int) -> None:
        areas = self.areas()
        if not areas:
            return
        position = areas.index(self._area) if self._area in areas else -step
        self.focusOn(areas[(position + step) % len(areas)], 0)

    def _vertical(self, direction: int) -> None:
        """Move to the nearest area above (-1) or below (+1) the focused target."""
        here = self.current()
        if here is None:
            self._next_area(direction)
            return
        y, x = here.rect.center().y(), here.rect.center().x()
        best = None
        for area in self.areas():
            if area == self._area:
                continue
            for index, target in enumerate(self._scene.focusTargets(area)):
                dy = (target.rect.center().y() - y) * direction
                if dy <= 1.0:
                    continue
                score = dy + abs(target.rect.center().x() - x) * 0.5
                if best is None or score < best[0]:
                    best = (score, area, index)
        if best is not None:
            self.focusOn(best[1], best[2])

    def _within(self, key: int) -> None:
        target = self.current()
        if target is None:
            return
        if target.kind == "deck":
            deck = target.item
            depth = deck.cutDepth()
            moves = {Qt.Key.Key_Left: depth - 1, Qt.Key.Key_Right: depth + 1,
                     Qt.Key.Key_PageUp: depth - 5, Qt.Key.Key_PageDown: depth + 5,
                     Qt.Key.Key_Home: 0, Qt.Key.Key_End: 52}
            deck.setCutDepth(moves[key])
            if deck.cutDepth() == depth:  # at the deck's first or last cut point
                self.stayed.emit("")
                return
            self.moved.emit()
            return
        count = len(self._scene.focusTargets(self._area))
        moves = {Qt.Key.Key_Left: self._index - 1, Qt.Key.Key_Right: self._index + 1,
                 Qt.Key.Key_PageUp: 0, Qt.Key.Key_PageDown: count - 1,
                 Qt.Key.Key_Home: 0, Qt.Key.Key_End: count - 1}
        index = min(max(moves[key], 0), count - 1)
        if index == self._index:  # nothing to move to: said again, not silence (U6)
            self.stayed.emit("first" if key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp,
                                                Qt.Key.Key_Home) else "last")
            return
        self.focusOn(self._area, index)
