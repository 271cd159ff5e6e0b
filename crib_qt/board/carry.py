"""The one carry session: mouse drag, touch drag, taps and keyboard pick-up/drop.

Every input of the board ends here, so the mouse, a finger and the keyboard can
never disagree about what a gesture means (DESIGN.md):

* `press` / `move` / `release` / `cancel` take a scene point and a source
  (`MOUSE` or `TOUCH`). A press that does not move further than
  ``QStyleHints.startDragDistance()`` (in view pixels, for the mouse and a finger
  alike, as Qt's own item views do) is a *tap*; further, it becomes a *drag*: the
  card follows the pointer (a finger's card floats above the finger, so the finger
  never hides it) and is dropped where it is let go; a drop the board refuses
  snaps back.
* `activate` is a tap on a target by any source: the keyboard's Enter/Space, the
  screen reader's mirror buttons and the menu actions come through it too.

Hit targets are rectangles in scene units, never smaller than the board's minimum
target size (about 9 mm on screen, see `BoardScene.setMinimumTarget`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGraphicsItem

from .card_art import CARD_HEIGHT, CARD_WIDTH

if TYPE_CHECKING:
    from .scene import BoardScene

__all__ = ["Carry", "Target", "MOUSE", "TOUCH", "at_least", "TARGET_MM"]

MOUSE = "mouse"
TOUCH = "touch"

# The smallest hit target on screen, in millimetres (a fingertip).
TARGET_MM = 9.0

# Stack order of a carried card: above every pile and panel but the end panel.
_CARRIED_Z = 1200.0


class Target(NamedTuple):
    """Something on the table that takes a tap or a drop.

    kind: "card" (a card of the viewer's hand), "deck" (spread for a cut), "button",
        "crib" or "pile" (the play area).
    item: the graphics item (a `CardItem`, the `DeckItem`, a `ButtonItem`, a `ZoneItem`).
    rect: the hit rectangle in scene coordinates.
    """

    kind: str
    item: QGraphicsItem
    rect: QRectF


def at_least(rect: QRectF, size: float) -> QRectF:
    """`rect` grown around its centre to at least `size` × `size`."""
    grow_x = max(0.0, size - rect.width()) / 2
    grow_y = max(0.0, size - rect.height()) / 2
    return rect.adjusted(-grow_x, -grow_y, grow_x, grow_y)


class Carry(QObject):
    """The board's single input session (see the module notes).

    The board (a `BoardScene`, or anything with the same few methods) supplies the
    targets (`hitTargets`), the scale (`viewScale`, `minimumTarget`) and the outcomes
    (`tapTarget`, `dropCard`, `snapBack`, `dropZoneAt`, `showDropTarget`); this class
    decides between a tap and a drag and moves the carried card. While a card is
    carried, the place under it lights up only if it would take that card (kpat).
    """

    def __init__(self, scene: BoardScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._target: Target | None = None
        self._source: str | None = None
        self._start = QPointF()
        self._rest = QPointF()
        self._dragging = False
        self._over: str | None = None

    # --- state -------------------------------------------------------------------------

    def isActive(self) -> bool:
        """True between a press and its release (or cancel)."""
        return self._target is not None

    def isDragging(self) -> bool:
        """True while a card is being carried."""
        return self._dragging

    def source(self) -> str | None:
        """`MOUSE` or `TOUCH` while active, else None."""
        return self._source

    def isPressedOn(self, card) -> bool:
        """True while a press or carry on the hand's `card` is under way."""
        target = self._target
        return target is not None and target.kind == "card" and target.item.card() == card

    def targetAt(self, pos: QPointF) -> Target | None:
        """The target under scene point `pos` (the topmost first)."""
        for target in self._scene.hitTargets():
            if target.rect.contains(pos):
                return target
        return None

    # --- pointer gestures ----------------------------------------------------------------

    def press(self, pos: QPointF, source: str) -> bool:
        """A button or finger went down at `pos`; True if it landed on a target."""
        self.cancel()
        target = self.targetAt(pos)
        if target is None:
            return False
        self._target, self._source = target, source
        self._start = QPointF(pos)
        self._rest = target.item.pos()
        self._dragging = False
        if target.kind == "button":
            target.item.setPressed(True)
        elif target.kind == "deck":
            self._point_into_deck(pos)
        return True

    def move(self, pos: QPointF) -> None:
        """The pointer or finger moved to `pos` while pressed."""
        target = self._target
        if target is None:
            return
        if target.kind == "deck":
            self._point_into_deck(pos)
            return
        if target.kind == "button":
            target.item.setPressed(target.rect.contains(pos))
            return
        if target.kind != "card":
            return
        if not self._dragging and self._view_distance(pos) >= \
                QGuiApplication.styleHints().startDragDistance():
            self._dragging = True
            target.item.setStackOrder(_CARRIED_Z)
        if self._dragging:
            target.item.moveTo(self._carried_pos(pos), 0)
            self._set_over(self._scene.dropZoneAt(self._drop_point(pos)))

    def release(self, pos: QPointF) -> None:
        """The pointer or finger was lifted at `pos`: a tap, a drop or nothing."""
        target, dragging = self._target, self._dragging
        if target is None:
            return
        drop_point = self._drop_point(pos) if dragging else pos
        if target.kind == "deck":
            self._point_into_deck(pos)
        self._reset()
        if dragging:
            self._scene.dropCard(target.item.card(), drop_point)
        elif target.kind == "button":
            target.item.setPressed(False)
            if target.rect.contains(pos):
                self._scene.tapTarget(target)
        elif target.kind == "card" or target.rect.contains(pos):
            self._scene.tapTarget(target)

    def cancel(self) -> None:
        """Abandon the gesture: a carried card goes back, nothing is done (Esc)."""
        target, dragging = self._target, self._dragging
        self._reset()
        if target is not None and target.kind == "button":
            target.item.setPressed(False)
        if dragging:
            self._scene.snapBack()

    def activate(self, target: Target) -> None:
        """A tap on `target` by any means (Enter/Space, a mirror button, a menu action)."""
        self.cancel()
        self._scene.tapTarget(target)

    # --- helpers ---------------------------------------------------------------------------

    def _reset(self) -> None:
        self._set_over(None)
        self._target, self._source, self._dragging = None, None, False

    def _set_over(self, zone: str | None) -> None:
        """The carried card is over `zone`: the board lights it if it would take the card."""
        if zone != self._over:
            self._over = zone
            card = self._target.item.card() if zone is not None else None
            self._scene.showDropTarget(card, zone)

    def _view_distance(self, pos: QPointF) -> float:
        """How far the pointer moved since the press, in view (device-independent) pixels."""
        return (pos - self._start).manhattanLength() * self._scene.viewScale()

    def _carried_pos(self, pos: QPointF) -> QPointF:
        """Where the carried card sits: moved with the mouse; above a finger, so the
        finger does not hide it."""
        if self._source == TOUCH:
            gap = self._scene.minimumTarget() / 2
            return pos - QPointF(CARD_WIDTH / 2, CARD_HEIGHT + gap)
        return self._rest + (pos - self._start)

    def _drop_point(self, pos: QPointF) -> QPointF:
        """Where a drop lands: the pointer, or the middle of the card a finger carries."""
        if self._source == TOUCH:
            return self._carried_pos(pos) + QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)
        return QPointF(pos)

    def _point_into_deck(self, pos: QPointF) -> None:
        deck = self._target.item
        deck.setCutDepth(deck.depthAt(deck.mapFromScene(pos).x()))
