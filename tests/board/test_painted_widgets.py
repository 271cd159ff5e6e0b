"""Tests for the table's painted buttons, labels and zones (crib_qt/board/button_item.py,
label_item.py, painted_widgets.py) and the hit target geometry of the carry session
(crib_qt/board/carry.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from crib_qt.board.button_item import ButtonItem
from crib_qt.board.carry import at_least
from crib_qt.board.label_item import LabelItem
from crib_qt.board.painted_widgets import ZoneItem


@pytest.fixture
def scene(qtbot):  # noqa: ARG001 (qtbot: a QApplication and Qt-warning checks)
    scene = QGraphicsScene(0, 0, 400, 300)
    yield scene
    scene.clear()


def _painted(scene: QGraphicsScene) -> int:
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return sum(1 for y in range(0, 300, 3) for x in range(0, 400, 3)
               if image.pixelColor(x, y).alpha())


def test_at_least_grows_a_rectangle_around_its_centre():
    rect = QRectF(10, 20, 100, 140)
    grown = at_least(rect, 136)
    assert grown.center() == rect.center()
    assert (grown.width(), grown.height()) == (136, 140)
    assert at_least(rect, 50) == rect


def test_a_button_grows_to_the_minimum_target_and_back(scene):
    button = ButtonItem("Go")
    scene.addItem(button)
    assert button.buttonRect().height() == ButtonItem.HEIGHT
    button.setMinimumTarget(130.0)
    rect = button.buttonRect()
    assert rect.height() == 130.0 and rect.width() >= 150.0
    assert rect.center() == button.buttonRect().center()
    assert button.boundingRect().contains(rect)
    button.setMinimumTarget(0.0)
    assert button.buttonRect().height() == ButtonItem.HEIGHT


def test_click_emits_only_when_visible_and_enabled(scene, qtbot):
    button = ButtonItem("To crib")
    scene.addItem(button)
    clicks = []
    button.clicked.connect(lambda: clicks.append(1))
    button.click()
    button.setEnabled(False)
    button.click()
    button.setEnabled(True)
    button.setVisible(False)
    button.click()
    assert clicks == [1]


def test_focus_ring_and_pressed_look(scene):
    button = ButtonItem("Continue")
    button.setPos(200, 150)
    scene.addItem(button)
    plain = _painted(scene)
    button.setFocused(True)
    assert button.isFocused() and _painted(scene) > plain  # the ring is drawn outside
    button.setPressed(True)
    button.setFocused(False)
    assert _painted(scene) == plain


def test_a_zone_paints_only_as_a_target(scene):
    zone = ZoneItem(QRectF(100, 80, 200, 140))
    scene.addItem(zone)
    assert _painted(scene) == 0
    zone.setFocused(True)
    focused = _painted(scene)
    assert zone.isFocused() and focused > 0
    zone.setFocused(False)
    zone.setDropTarget(True)
    assert zone.isDropTarget() and _painted(scene) > 0
    zone.setDropTarget(False)
    assert _painted(scene) == 0


def test_a_single_line_label_shrinks_a_long_title_before_wrapping(qtbot):
    """A title holding a 24-character name stays on one line: the font shrinks, not wraps."""
    label = LabelItem(720, 40, bold=True, single_line=True)
    label.setText("Pass the device to Ana")
    assert label.pixelSize() == 40
    one_line = label.boundingRect().height()
    label.setText("Pass the device to Maria da Conceição Silva")
    assert 24 <= label.pixelSize() < 40
    assert label.boundingRect().height() < one_line
    plain = LabelItem(720, 40, bold=True)
    plain.setText("Pass the device to Maria da Conceição Silva")
    assert plain.pixelSize() == 40 and plain.boundingRect().height() > one_line
