"""`CardItem`: one card on the board, with its looks (lifted, outlined, dimmed…) and moves.

The item knows its card and which side is up, never the rules: the scene and the
models tell it what to look like. Its face or back is a copy of the card's pixmap
(card_pixmaps.py) painted for the very device pixels it is shown at, so it is crisp at
any zoom and device pixel ratio and a new deal paints no vectors; the marks over it
(selection, glow, focus ring) are vectors.

Geometry (scene units): the card occupies ``QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)``
in item coordinates, so `pos()` is the card's top-left corner at rest. A selected
card is drawn `SELECTED_LIFT` units higher without changing `pos()`; layouts never
need to know about lifting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from crib_qt.board import card_art
from crib_qt.board import card_marks as marks
from crib_qt.board.animator import AnimationSet
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_marks import OUTLINE_MARGIN
from crib_qt.board.hint_rise import HINT_LIFT, HINT_RISE_MS, HintRise
from crib_qt.rules.cards import Card

if TYPE_CHECKING:  # its enums cost the first frame ~2 ms: imported where it is used
    from PySide6.QtCore import QEasingCurve

__all__ = ["CardItem", "SELECTED_LIFT", "HOVER_LIFT", "HINT_LIFT", "HINT_RISE_MS",
           "OUTLINE_MARGIN", "Z_SELECTED", "Z_MOVING"]

# How far a selected card is drawn above its resting place, in scene units.
SELECTED_LIFT = 20.0
# How far a hovered (not selected, not dimmed) card is drawn above its place.
HOVER_LIFT = 4.0
# Added to the stack order of a selected card, so it is drawn above its pile.
Z_SELECTED = 100.0
# Added to the stack order while the card is moving, so it flies over other piles.
Z_MOVING = 1000.0


class CardItem(QGraphicsObject):
    """A card on the board: face or back, plus the visual states the scene asks for.

    States (each setter calls `update()`; none changes `pos()`):
        selected: lifted `SELECTED_LIFT` units, thick dark border and a check-mark badge
            (top-right), and raised `selectedZ` above its stack order.
        highlighted: amber glow around the card and a dotted inner frame (show scoring).
        hinted: rises `HINT_LIFT` units (smoothly: `setHinted`'s duration), a solid
            ring of the table's accent round it and a "?" badge (bottom-left) of it
            (card_marks.paint_hint; the high-contrast table's brighter accent there).
        dimmed: grey translucent veil (cards that cannot be played now); no hover lift.
        faded: a veil of the felt's colour (a card of an earlier series of the play); the
            card stays opaque.
        focused: keyboard focus ring: two dashed black-on-white rings outside the card,
            visible on any background; round a hinted card outside its ring.
        hover: a subtle `HOVER_LIFT` and light outline while the pointer is over the item
            (turn off with `setHoverable(False)` for cards that cannot be used). A move
            (`moveTo`) ends it: the pointer was over the card's old place, and Qt sends
            no hover leave until the pointer moves (play-test 31: a card played by a
            click kept its outline in the pile and back in the hand for the show).

    Z-order: layouts call `setStackOrder`; the item's zValue is that plus `selectedZ`
    when selected and `Z_MOVING` while a move animation runs. Do not call setZValue.

    Input: the item accepts no mouse buttons (presses go to the scene, which owns all
    input), but does take hover events for the hover look.

    `setSelected`/`isSelected` shadow QGraphicsItem's: this is the board's selection
    look. The item is never ItemIsSelectable, so Qt's scene selection never touches it.

    Moves: `moveTo` animates `pos()`; each animated move joins the `AnimationSet` given
    with `setAnimations` (the board's one "idle" signal, board/animator.py).
    """

    # Added to the stack order while selected (class default `Z_SELECTED`). Set it to 0
    # (on the class or one item) to keep selected cards in pile order, e.g. in a tight
    # fan where a raised card would hide its neighbours' indices.
    selectedZ: float = Z_SELECTED

    def __init__(self, card: Card | None, face_up: bool = False,
                 parent: QGraphicsItem | None = None):
        """Args:
            card: the card, or None for a card whose face is unknown (always drawn as back).
            face_up: show the face (if the card is known).
            parent: optional parent item.
        """
        super().__init__(parent)
        self._card = card
        self._face_up = face_up
        self._selected = self._highlighted = self._hinted = False
        self._dimmed = self._focused = self._hovered = self._faded = False
        self._rise = HintRise(self, lambda: self.update(), lambda on: self._rest_cache(
            not (on or self.isMoving())))
        self._stack_order = 0.0
        self._turn_on_arrival = False  # face up once the move under way ends
        self._options: dict = {}
        self._move_anim: QPropertyAnimation | None = None
        self._animations: AnimationSet | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setTransformOriginPoint(CARD_WIDTH / 2, CARD_HEIGHT / 2)
        # At rest a card is kept as one pixmap of its own (its shadow, face and marks, at
        # the device pixels it covers); while it moves it has none: Qt would paint that
        # pixmap again at every sub-pixel step, and painting the card is two copies
        # anyway (shadow and face, card_marks.py) (issue 14).
        self._rest_cache()

    # --- state ---------------------------------------------------------------------------

    def card(self) -> Card | None:
        """The card, or None when unknown."""
        return self._card

    def setCard(self, card: Card | None) -> None:
        if card is not self._card:
            self._card = card
            self.update()

    def isFaceUp(self) -> bool:
        return self._face_up

    def setFaceUp(self, face_up: bool, on_arrival: bool = False) -> None:
        """Show the face (True) or the back.

        Args:
            face_up: the side to show.
            on_arrival: turn face up only when the next `moveTo` ends (a card dealt from
                the deck travels face down and turns in the hand, issue 15); until then
                the back shows. A later `setFaceUp` without it, or a move made at once,
                turns the card now.
        """
        # a card still on its way from the deck keeps waiting to turn
        self._turn_on_arrival = bool(face_up and (
            on_arrival or (self._turn_on_arrival and self.isMoving())))
        face_up = face_up and not self._turn_on_arrival
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    def _rest_cache(self, resting: bool = True) -> None:
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache if resting
                          else QGraphicsItem.CacheMode.NoCache)

    def _arrived(self) -> None:
        """A move ended: a card waiting to turn face up turns; the stack order drops back."""
        self._rest_cache(not self.isRising())
        if self._turn_on_arrival:
            self._turn_on_arrival = False
            self._face_up = True
            self.update()
        self._update_z()

    def isSelected(self) -> bool:  # noqa: N802 (Qt naming)
        return self._selected

    def setSelected(self, selected: bool) -> None:  # noqa: N802
        if selected != self._selected:
            self._selected = selected
            self._update_z()
            self.update()

    def isHighlighted(self) -> bool:
        return self._highlighted

    def setHighlighted(self, on: bool) -> None:
        self._set_flag("_highlighted", on)

    def isHinted(self) -> bool:
        return self._hinted

    def setHinted(self, on: bool, duration_ms: int = 0) -> None:
        """Mark the card as the hint's (`on`) or not: it rises `HINT_LIFT` units or
        settles back over `duration_ms` milliseconds (hint_rise.py; 0: at once)."""
        if bool(on) != self._hinted:
            self._hinted = bool(on)
            self._rise.go(self._hinted, duration_ms)
            self.update()

    def isRising(self) -> bool:
        """Whether the card is rising for the hint or settling back now."""
        return self._rise.isRising()

    def isDimmed(self) -> bool:
        return self._dimmed

    def setDimmed(self, on: bool) -> None:
        self._set_flag("_dimmed", on)

    def isFaded(self) -> bool:
        """Whether the card is drawn under the felt's tint (a card of an earlier series
        in the play pile, R4.6)."""
        return self._faded

    def setFaded(self, on: bool) -> None:
        """Tint the card with the felt (`on`) or draw it plain; it stays solid either
        way, so the card beneath never shows through it."""
        self._set_flag("_faded", on)

    def isFocused(self) -> bool:
        """Whether the keyboard focus ring is shown (not Qt's input focus)."""
        return self._focused

    def setFocused(self, on: bool) -> None:
        self._set_flag("_focused", on)

    def isHovered(self) -> bool:
        return self._hovered

    def setHoverable(self, on: bool) -> None:
        """Whether the pointer over the card lifts and outlines it (a card that takes a
        tap); off, the hover look goes at once."""
        self.setAcceptHoverEvents(on)
        if not on:
            self._set_flag("_hovered", False)

    def _set_flag(self, name: str, on: bool) -> None:
        if getattr(self, name) != bool(on):
            setattr(self, name, bool(on))
            self.update()

    def artOptions(self) -> dict:
        """The `card_art` options in use (``four_colour``, ``high_contrast``, ``style``)."""
        return dict(self._options)

    def setArtOptions(self, *, four_colour: bool = False, high_contrast: bool = False,
                      style: str = card_art.BACK_STYLES[0]) -> None:
        """Deck look: four-colour suits, high contrast, back style (`card_art.BACK_STYLES`)."""
        if style not in card_art.BACK_STYLES:
            raise ValueError(f"unknown card back style {style!r}")
        self._options = {"four_colour": four_colour, "high_contrast": high_contrast,
                         "style": style}
        self.update()

    def stackOrder(self) -> float:
        return self._stack_order

    def setStackOrder(self, z: float) -> None:
        """Set the resting z-order (position within its pile); see the class notes."""
        self._stack_order = float(z)
        self._update_z()

    def _update_z(self) -> None:
        z = self._stack_order + (self.selectedZ if self._selected else 0.0)
        self.setZValue(z + (Z_MOVING if self.isMoving() else 0.0))

    # --- geometry ------------------------------------------------------------------------

    def lift(self) -> float:
        """How far the card is drawn above `pos()` now, in scene units (≥ 0)."""
        if self._selected:
            return SELECTED_LIFT
        return max(self._rise.lift(), HOVER_LIFT if self._hovered and not self._dimmed else 0.0)

    def cardRect(self) -> QRectF:
        """Where the card is drawn now, in item coordinates (lift included)."""
        return QRectF(0.0, -self.lift(), CARD_WIDTH, CARD_HEIGHT)

    def boundingRect(self) -> QRectF:
        """The card at rest and fully lifted, plus `OUTLINE_MARGIN` all round (constant)."""
        m = OUTLINE_MARGIN
        return QRectF(-m, -SELECTED_LIFT - m,
                      CARD_WIDTH + 2 * m, CARD_HEIGHT + SELECTED_LIFT + 2 * m)

    def shape(self) -> QPainterPath:
        """The card at rest united with where it is drawn, so lifting never loses the
        pointer and never makes hover flicker."""
        path = card_art.card_path(QRectF(0.0, 0.0, CARD_WIDTH, CARD_HEIGHT))
        if self.lift():
            path = path.united(card_art.card_path(self.cardRect()))
        return path

    # --- painting ------------------------------------------------------------------------

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.cardRect()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        marks.paint_shadow(painter, rect, self._shadow_lift())
        if self._highlighted:
            marks.paint_glow(painter, rect)
        marks.paint_body(painter, rect, self._card if self._face_up else None, self._options)
        if self._faded:
            marks.paint_fade(painter, rect, self._options.get("high_contrast", False))
        if self._dimmed:
            marks.paint_dim(painter, rect)
        if self._highlighted:
            marks.paint_highlight(painter, rect)
        if self._hinted:
            marks.paint_hint(painter, rect, self._options.get("high_contrast", False))
        if self._selected:
            marks.paint_selected(painter, rect)
        elif self._hovered and not self._dimmed:
            marks.paint_hover(painter, rect)
        if self._focused:  # outside the hint's ring: both read
            marks.paint_focus(painter, rect, self._hinted)
        painter.restore()

    def _shadow_lift(self) -> float:
        """The lift the shadow is drawn for: the highest of the resting lifts (none,
        hover, hint, selected) not above the card's lift now, so a rising card's shadow
        is one of four kept pixmaps, not a new one at each step of the rise."""
        lift = self.lift()
        return max(step for step in (0.0, HOVER_LIFT, HINT_LIFT, SELECTED_LIFT) if step <= lift)

    # --- hover ---------------------------------------------------------------------------

    def hoverEnterEvent(self, event) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event) -> None:  # noqa: N802 (Qt naming)
        # back under a pointer that has not left it since a move ended its hover look:
        # Qt sends moves, not a new enter
        if not self._hovered:
            self.hoverEnterEvent(event)
            return
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    # --- animation -----------------------------------------------------------------------

    def setAnimations(self, animations: AnimationSet | None) -> None:
        """The set that every animated move of this card joins from now on (or None)."""
        self._animations = animations

    def isMoving(self) -> bool:
        """Whether a `moveTo` animation is running."""
        anim = self._move_anim
        return anim is not None and anim.state() == QAbstractAnimation.State.Running

    def moveTo(self, point: QPointF, duration_ms: int,
               easing: QEasingCurve.Type | None = None) -> None:
        """Move the card's resting place (`pos()`) to `point` (parent/scene coordinates).

        Args:
            point: the target position (top-left corner of the card at rest).
            duration_ms: 0 (or less) sets the position at once, creating no animation
                (a running move stops there); otherwise a QPropertyAnimation on "pos"
                runs that long, within the item's `AnimationSet`. A new call replaces a
                running move.
            easing: the animation's easing curve (None: `QEasingCurve.Type.OutCubic`).
        """
        if self.isMoving():
            self._move_anim.stop()
        self._set_flag("_hovered", False)  # the pointer was over the old place
        if duration_ms <= 0:
            self.setPos(point)
            self._arrived()
            return
        if self._move_anim is None:
            self._move_anim = QPropertyAnimation(self, b"pos", self)
            self._move_anim.finished.connect(self._arrived)
        self._move_anim.setDuration(int(duration_ms))
        if easing is None:
            from PySide6.QtCore import QEasingCurve  # its enums: not before the first frame

            easing = QEasingCurve.Type.OutCubic
        self._move_anim.setEasingCurve(easing)
        self._move_anim.setStartValue(self.pos())
        self._move_anim.setEndValue(QPointF(point))
        if self._animations is not None:
            self._animations.track(self._move_anim)
        self._rest_cache(False)
        self._move_anim.start()
        self._update_z()
