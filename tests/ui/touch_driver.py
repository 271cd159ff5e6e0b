"""The touch-only driver of the main window (`QTest.touchEvent` and a touch screen
device), for the touch tests; `make_board(seed, driver="touch")` makes one."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtTest import QTest

from crib_qt.board.card_art import CARD_HEIGHT

from board_driver import BoardDriver


class TouchDriver(BoardDriver):
    """Plays with touch events only: `QTest.touchEvent` on the window with a touch screen
    device, one finger, at the window position of each scene point."""

    _device = None

    def __init__(self, qtbot, window) -> None:
        super().__init__(qtbot, window)
        if TouchDriver._device is None:
            TouchDriver._device = QTest.createTouchDevice()
        self.device = TouchDriver._device
        self.touches = 0

    def to_window(self, scene_point: QPointF) -> QPoint:
        return self.view.viewport().mapTo(self.window, self.to_view(scene_point))

    def _touch(self):
        return QTest.touchEvent(self.window.windowHandle(), self.device)

    def press(self, scene_point: QPointF) -> None:
        self._touch().press(0, self.to_window(scene_point)).commit(False)
        self.touches += 1

    def move(self, scene_point: QPointF) -> None:
        self._touch().move(0, self.to_window(scene_point)).commit(False)

    def release(self, scene_point: QPointF) -> None:
        self._touch().release(0, self.to_window(scene_point)).commit(False)

    def click(self, scene_point: QPointF) -> None:  # a tap
        self.press(scene_point)
        self.release(scene_point)

    def drag_card(self, card, end: QPointF, steps: int = 6) -> None:
        """Carry `card` with a finger so that the card (above the finger) lands on `end`."""
        item = self.item(card)
        start = self.card_centre(card)
        # the card floats above the finger: put the finger below where the card must go
        finger_end = end + QPointF(0, CARD_HEIGHT / 2 + self.scene.minimumTarget() / 2)
        self.press(start)
        for i in range(1, steps + 1):
            self.move(start + (finger_end - start) * (i / steps))
        finger = self.view.mapToScene(self.to_view(finger_end))
        assert item.mapToScene(QPointF(0, CARD_HEIGHT)).y() < finger.y()  # not under the finger
        self.release(finger_end)
