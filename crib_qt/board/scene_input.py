"""The table's raw input: mouse, touch and key events into the one carry session.

`SceneInput` sees every event the scene receives (`BoardScene.event`) and turns
presses, moves and releases into `Carry` gestures (carry.py) and keys into the focus
ring's moves (focus.py); both end in the scene's `tapTarget` or `dropCard`. Focus
that comes to the board by the keyboard shows the focus ring at once; when a cut is
asked for, the board's view takes the keyboard focus.

A touch is handled as a touch (every touch event is accepted, so Qt never
synthesises mouse events from it); mouse events that the system or Qt synthesised
from a touch that was just handled are ignored, so one tap acts once. Any press or
key while moves are paced or the show counts first hurries them along; one on a
card of the hand that may be played once they are shown plays it too
(`Intents.hurry`: the lead after the computer's 31 is not lost).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication

from .carry import MOUSE, TOUCH
from .presenter_intents import HURRIED, IDLE, LAY

__all__ = ["SceneInput"]

_TOUCH_EVENTS = (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd,
                 QEvent.Type.TouchCancel)
# Focus that came by the keyboard: Tab, Shift+Tab, a shortcut (F6, Ctrl+Tab)
_KEYBOARD_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                     Qt.FocusReason.ShortcutFocusReason)
_MOUSE_PRESSES = (QEvent.Type.GraphicsSceneMousePress, QEvent.Type.GraphicsSceneMouseDoubleClick)


class SceneInput(QObject):
    """Input of one `BoardScene` (see the module notes).

    Attributes:
        touch_down: a finger is on the table; touch_id: its point id, or None.
    """

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self._scene = scene
        self.touch_down = False
        self.touch_id: int | None = None
        self._touch_ended: int | None = None
        scene.focus.cutAsked.connect(self._take_keyboard)

    def _take_keyboard(self) -> None:
        """A cut is asked for: the board's view takes the keyboard focus from another
        part of the active window (the score log, the toolbar), so that the arrows and
        Enter cut at once (U1, U6). A dialog's window is left alone."""
        for view in self._scene.views():
            if view.isVisible() and view.window().isActiveWindow() and not view.hasFocus():
                view.setFocus(Qt.FocusReason.OtherFocusReason)

    def handle(self, event) -> bool:
        """Take one event of the scene; True when it was used up."""
        kind = event.type()
        if kind in _TOUCH_EVENTS:
            self._touch(event)
            return True
        if kind in _MOUSE_PRESSES:
            return self._mouse_press(event)
        if kind == QEvent.Type.GraphicsSceneMouseMove:
            return self._mouse_move(event)
        if kind == QEvent.Type.GraphicsSceneMouseRelease:
            return self._mouse_release(event)
        if kind == QEvent.Type.KeyPress:
            return self._key(event)
        if kind == QEvent.Type.FocusIn and event.reason() in _KEYBOARD_REASONS:
            self._scene.focus.showByKeyboard()  # the first Tab into the board shows the ring
        return False

    # --- mouse -----------------------------------------------------------------------------

    def _begin_pointer(self, pos, source: str, lays: bool = True) -> bool:
        """Common start of a mouse press or a touch: True when it was used up.

        A press while moves are paced hurries them; on a card that may then be played
        it goes on as a press on that card (a tap plays it, a drag carries it), unless
        not `lays` (the second press of a double-click: one card per double-click)."""
        scene = self._scene
        scene.focus.setShown(False)
        scene.presenter.completeCount()
        target = scene.carry.targetAt(pos) if lays else None
        card = target.item.card() if target is not None and target.kind == "card" else None
        hurried = scene.presenter.intents.hurry(card)
        if hurried == HURRIED:
            return True
        pressed = scene.carry.press(pos, source)
        if hurried == LAY and not scene.carry.isPressedOn(card):
            scene.carry.cancel()  # the table moved under the pointer: play nothing
            return True
        return pressed

    def _from_handled_touch(self, event) -> bool:
        """A mouse event made from a touch the table handled itself."""
        if event.source() == Qt.MouseEventSource.MouseEventNotSynthesized:
            return False
        if self.touch_down:
            return True
        interval = QGuiApplication.styleHints().mouseDoubleClickInterval()
        return (self._touch_ended is not None and
                0 <= event.timestamp() - self._touch_ended <= interval)

    def _mouse_press(self, event) -> bool:
        if self._from_handled_touch(event):
            event.accept()
            return True
        if event.button() == Qt.MouseButton.LeftButton and self._begin_pointer(
                event.scenePos(), MOUSE,
                lays=event.type() != QEvent.Type.GraphicsSceneMouseDoubleClick):
            event.accept()
            return True
        return False

    def _mouse_move(self, event) -> bool:
        carry = self._scene.carry
        if carry.source() == MOUSE:
            carry.move(event.scenePos())
            event.accept()
            return True
        return False

    def _mouse_release(self, event) -> bool:
        carry = self._scene.carry
        if carry.source() == MOUSE and event.button() == Qt.MouseButton.LeftButton:
            carry.release(event.scenePos())
            event.accept()
            return True
        if self._from_handled_touch(event):
            event.accept()
            return True
        return False

    # --- touch -------------------------------------------------------------------------------

    def _touch(self, event) -> None:
        """One finger plays; further fingers are ignored."""
        event.accept()
        carry = self._scene.carry
        kind = event.type()
        if kind == QEvent.Type.TouchCancel:
            carry.cancel()
            self.touch_down, self.touch_id = False, None
            return
        points = event.points()
        if kind == QEvent.Type.TouchBegin:
            self.touch_down, self.touch_id = True, points[0].id()
            self._begin_pointer(points[0].scenePosition(), TOUCH)
            return
        point = next((p for p in points if p.id() == self.touch_id), None)
        if point is None:
            return
        if point.state() == point.State.Released or kind == QEvent.Type.TouchEnd:
            # the finger's bookkeeping ends before the release acts
            if kind == QEvent.Type.TouchEnd:
                self.touch_down, self.touch_id = False, None
                self._touch_ended = event.timestamp()
            if carry.source() == TOUCH:
                carry.release(point.scenePosition())
        elif carry.source() == TOUCH:
            carry.move(point.scenePosition())

    # --- keys --------------------------------------------------------------------------------

    def _key(self, event) -> bool:
        """Keys go to the focus ring; Tab too (the scene would move Qt's item focus)."""
        presenter, focus = self._scene.presenter, self._scene.focus
        counted = presenter.completeCount()
        card = focus.keyCard(event.key(), event.modifiers())
        hurried = presenter.intents.hurry(card)  # a key first hurries the table along
        if hurried == LAY and not counted:  # and lays the card it is on, if it may
            focus.tapCard(card)
        if hurried != IDLE or counted:
            event.accept()
            return True
        if focus.handleKey(event.key(), event.modifiers()):
            event.accept()
            return True
        return event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
