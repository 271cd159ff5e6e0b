"""The accessibility mirrors a screen reader acts with (issue 16): the hand's card
buttons and the deck's cut slider, part of the board's mirrors (accessible.py).

* "Your hand": one button per card in hand order, named as the card is ("Five of
  Hearts, in your hand, selected"). While cards are chosen for the crib it is a check
  box (checked: chosen, a preview, U2) whose Toggle or Press chooses or puts back; in
  the play a button whose Press plays the card. A card that cannot be chosen or
  played now is disabled.
* The deck, while it is spread for a cut: a slider whose value is the cut depth (a
  screen reader sets it, U1: a blind player cuts where they choose), and a "Cut the
  deck here" button.

Each acts through the board's one carry session, exactly like a tap.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF

from ..game_words import translate
from ..models import CardRole
from . import table_texts as T
from .accessible_names import describe_card
from .card_art import CARD_HEIGHT
from .carry import Target

__all__ = ["ControlMirrors", "HAND_SIZE", "set_name"]

# The most cards a hand holds (R3.1): one card button each.
HAND_SIZE = 6


def set_name(widget, text: str) -> None:
    """Give a mirror `text` as its accessible name (and its text, if it has one),
    telling assistive tools only when it changed."""
    if widget.accessibleName() != text:
        if hasattr(widget, "setText"):
            widget.setText(text)
        widget.setAccessibleName(text)


class ControlMirrors(QObject):
    """The hand's card buttons and the deck's slider and cut button of one board.

    Args:
        scene: the `BoardScene` mirrored.
        container: the mirrors' container widget (their parent).
        quiet: makes a widget a mirror (named, never focused, never clicked).
        resync: brings every mirror in line with the board again.

    Attributes:
        hand: the group named "Your hand"; cards: its `HAND_SIZE` buttons (those
            beyond the hand are hidden); deck: the slider; cut: the cut button.
    """

    def __init__(self, scene, container, quiet, resync) -> None:
        super().__init__(container)
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QPushButton, QSlider, QWidget

        self._scene = scene
        self._resync = resync
        self._items: list = []
        self._syncing = False
        self.hand = quiet(QWidget(container), "handMirror")
        self.cards: list[QPushButton] = []
        for index in range(HAND_SIZE):
            button = quiet(QPushButton(self.hand), f"card{index + 1}Mirror")
            # a press (click, AT-SPI "Press") plays; a toggle (click on a check box,
            # AT-SPI "Toggle", which only toggles) chooses: each acts once
            button.clicked.connect(lambda checked=False, i=index: self._card_clicked(i))
            button.toggled.connect(lambda checked, i=index: self._card_toggled(i))
            button.setVisible(False)
            self.cards.append(button)
        self.deck = quiet(QSlider(Qt.Orientation.Horizontal, container), "deckMirror")
        self.deck.valueChanged.connect(self._deck_moved)
        self.cut = quiet(QPushButton(container), "cutMirror")
        self.cut.clicked.connect(self.cutDeck)

    def sync(self, title: str, items: list, choosing: bool, playing: bool,
             depths: range | None) -> None:
        """In line with the board: the hand `title` ("Your hand") and its card `items`
        left to right; `choosing` (cards are chosen for the crib now) or `playing` (the
        play is on) enables the cards that may be; `depths` the legal cut depths (the
        deck is spread) or None."""
        self._syncing = True
        try:
            self._sync_hand(title, items, choosing, playing)
            self._sync_deck(depths)
        finally:
            self._syncing = False

    def _sync_hand(self, title: str, items: list, choosing: bool, playing: bool) -> None:
        playable = set(self._scene.presenter.handModels[0].flagged(CardRole.Playable))
        self.hand.setAccessibleName(title)
        self._items = items[:HAND_SIZE]
        for index, button in enumerate(self.cards):
            item = self._items[index] if index < len(self._items) else None
            button.setVisible(item is not None)
            if item is None:
                continue
            set_name(button, self._describe(item))
            button.setCheckable(choosing)
            button.setChecked(choosing and item.isSelected())
            button.setEnabled((choosing or playing) and item.isFaceUp() and
                              item.card() in playable)

    def _describe(self, item) -> str:
        return describe_card(self._scene, item)

    def _sync_deck(self, depths: range | None) -> None:
        deck = self._scene.deck
        cutting = depths is not None and deck.isSpread() and deck.cutDepth() is not None
        self.deck.setVisible(cutting)
        self.cut.setVisible(cutting)
        if not cutting:
            return
        self.deck.setRange(depths.start, depths.stop - 1)
        self.deck.setValue(deck.cutDepth())
        set_name(self.deck, T.describe_deck(deck.cutDepth(), deck.count()))
        set_name(self.cut, translate("Accessible", "Cut the deck here"))

    def place(self, map_rect, hand_rect: QRectF) -> None:
        """Each mirror on what it mirrors: `map_rect` maps a scene rectangle to the
        container's coordinates; `hand_rect` is the hand's place in the scene."""
        hand = map_rect(hand_rect)
        self.hand.setGeometry(hand)
        for button, item in zip(self.cards, self._items):
            button.setGeometry(map_rect(item.mapRectToScene(item.cardRect()))
                               .translated(-hand.topLeft()))
        spread = self._scene.deck.mapRectToScene(self._scene.deck.spreadRect())
        self.deck.setGeometry(map_rect(spread))
        self.cut.setGeometry(map_rect(spread.adjusted(0, CARD_HEIGHT, 0, 80)))

    def texts(self) -> list[str]:
        """The names of the hand's card buttons, in hand order."""
        return [b.accessibleName() for b in self.cards[:len(self._items)]]

    # --- acting ------------------------------------------------------------------------------

    def pressCard(self, index: int) -> None:
        """Card button `index` (0 = the first of the hand) was pressed or toggled: the
        same as a tap on the card (chosen for the crib or put back, U2; or played)."""
        if index < len(self._items):
            item = self._items[index]
            if item.isVisible() and item.isFaceUp():
                self._scene.carry.activate(Target("card", item, item.sceneBoundingRect()))
        self._resync()  # a toggle refused (a third card) shows unchecked again

    def _card_clicked(self, index: int) -> None:
        if not self.cards[index].isCheckable():
            self.pressCard(index)

    def _card_toggled(self, index: int) -> None:
        if not self._syncing and self.cards[index].isCheckable():
            self.pressCard(index)

    def cutDeck(self) -> None:
        """Cut the spread deck at the depth the slider (or the pointer) chose (U1)."""
        deck = self._scene.deck
        if deck.isSpread() and deck.cutDepth() is not None:
            self._scene.carry.activate(Target("deck", deck,
                                              deck.mapRectToScene(deck.spreadRect())))

    def _deck_moved(self, depth: int) -> None:
        """The slider moved (a screen reader set its value): the cut point follows."""
        if self._syncing:
            return
        deck = self._scene.deck
        deck.setCutDepth(depth)
        set_name(self.deck, T.describe_deck(deck.cutDepth(), deck.count()))
