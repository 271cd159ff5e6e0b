"""The board view repaints only what changed (crib_qt/ui/board_view.py, issue 14): after
every kind of change the pixels on screen are exactly those of a whole repaint of the
same scene, so no item paints outside its bounding rect and nothing stale is left.

"On screen" is the window's backing store, read back by the offscreen platform's
`QScreen.grabWindow` without painting anything; a whole repaint is `repaint()` of the
view's viewport (every item painted again, the felt from its cached background).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView

from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.engine import GameEngine
from crib_qt.rules import Phase
from crib_qt.ui.main_window import MainWindow

SEED = 20240611


def _settle() -> None:
    # the scene's queued update, the view's region, the window's repaint
    for _ in range(6):
        QApplication.processEvents()


def on_screen(window: MainWindow) -> QImage:
    """The board view's pixels as they are in the window now, painted by nothing."""
    _settle()
    viewport = window.view.viewport()
    corner = viewport.mapTo(window, QPoint(0, 0))
    return QGuiApplication.primaryScreen().grabWindow(
        window.winId(), corner.x(), corner.y(), viewport.width(), viewport.height()).toImage()


def repainted(window: MainWindow) -> QImage:
    """The same pixels after the whole view is painted again."""
    window.view.viewport().repaint()
    return on_screen(window)


def stale_pixels(window: MainWindow) -> list[tuple[int, int]]:
    """Where the screen differs from a whole repaint (up to 20 places), [] if nowhere."""
    shown, whole = on_screen(window), repainted(window)
    assert shown.size() == whole.size() and not shown.isNull()
    if shown == whole:
        return []
    return [(x, y) for y in range(shown.height()) for x in range(shown.width())
            if shown.pixel(x, y) != whole.pixel(x, y)][:20]


@pytest.fixture
def window(qtbot, private_settings):
    """The real window mid-play (cards in the pile, pegs moved), moves instant."""
    engine = GameEngine(seed=SEED, synchronous=True)
    window = MainWindow(engine)
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(500):
        state = engine.state
        if state.phase is Phase.PLAY and len(state.played) >= 3 and state.to_act == 0:
            break
        engine.perform(engine.hint())
    _settle()
    window.view.viewport().repaint()  # a clean start
    yield window
    window.close()


def _hand(window: MainWindow):
    return [item for item in window.scene.cards.known().values() if item.zone == "mine"]


def test_the_view_repaints_only_what_changed(window):
    assert window.view.viewportUpdateMode() is \
        QGraphicsView.ViewportUpdateMode.SmartViewportUpdate


def test_the_check_sees_an_item_painting_outside_its_bounds(window):
    """The comparison can fail: an item that paints beyond its bounding rect leaves
    pixels behind when it moves."""

    class Rogue(QGraphicsItem):
        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 10, 10)

        def paint(self, painter: QPainter, option, widget=None) -> None:
            painter.fillRect(QRectF(-40, -40, 90, 90), QColor("magenta"))

    rogue = Rogue()
    rogue.setZValue(5000)
    rogue.setPos(600, 500)
    window.scene.addItem(rogue)
    _settle()
    rogue.setPos(700, 500)
    assert stale_pixels(window)
    window.scene.removeItem(rogue)


def test_selecting_and_lifting_cards_leaves_nothing_behind(window):
    card = _hand(window)[0]
    card.setSelected(True)
    assert stale_pixels(window) == []
    card.setSelected(False)
    assert stale_pixels(window) == []


def test_every_mark_of_a_card_comes_and_goes_cleanly(window):
    card = _hand(window)[-1]
    for setter in (card.setFocused, card.setHighlighted, card.setHinted, card.setDimmed):
        setter(True)
        assert stale_pixels(window) == [], setter.__name__
    card.setSelected(True)  # every mark at once, lifted
    assert stale_pixels(window) == []
    for setter in (card.setFocused, card.setHighlighted, card.setHinted, card.setDimmed,
                   card.setSelected):
        setter(False)
    assert stale_pixels(window) == []


def test_hovering_a_card_lifts_it_cleanly(window, qtbot):
    view, card = window.view, _hand(window)[0]
    centre = view.mapFromScene(card.mapToScene(QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)))
    QTest.mouseMove(view.viewport(), centre)
    qtbot.waitUntil(card.isHovered)
    assert stale_pixels(window) == []
    QTest.mouseMove(view.viewport(), view.mapFromScene(QPointF(1250, 960)))
    qtbot.waitUntil(lambda: not card.isHovered())
    assert stale_pixels(window) == []


def test_moving_cards_and_pegs_leave_nothing_behind(window, qtbot):
    """A card played (it flies to the pile, the computer answers, pegs jump) with the
    board's animations running, then settled."""
    window.setBoardTimes(120, 0)
    engine, scene = window.engine, window.scene
    with qtbot.waitSignal(scene.animations.idle, timeout=5000):
        engine.perform(engine.hint())
    qtbot.waitUntil(lambda: scene.isSettled() and not scene.pegBoard.isAnimating(),
                    timeout=5000)
    assert stale_pixels(window) == []


def test_a_score_moves_pegs_and_plate_cleanly(window, qtbot):
    board = window.scene.pegBoard
    board.setPegs(0, 37, 30, 0)
    assert stale_pixels(window) == []
    board.setPegs(1, 12, 5, 150)  # a jump, then landed
    qtbot.waitUntil(lambda: not board.isAnimating(), timeout=5000)
    assert stale_pixels(window) == []


def test_texts_that_grow_and_shrink_leave_nothing_behind(window):
    scene = window.scene
    scene.announceLabel.setText("Fifteen two, fifteen four, a pair is six and a run is nine")
    assert stale_pixels(window) == []
    scene.promptLabel.setText("A" * 90)  # one word far wider than its box: cut at its edges
    assert stale_pixels(window) == []
    scene.announceLabel.setText("Go")
    scene.promptLabel.setText("")
    assert stale_pixels(window) == []


def test_drop_targets_focus_rings_and_panels_come_and_go_cleanly(window):
    scene = window.scene
    scene.pileZone.setDropTarget(True)
    scene.pileZone.setFocused(True)
    scene.primaryButton.setVisible(True)
    scene.primaryButton.setText("Continue to the next hand")
    scene.primaryButton.setFocused(True)
    assert stale_pixels(window) == []
    scene.pileZone.setDropTarget(False)
    scene.pileZone.setFocused(False)
    scene.primaryButton.setFocused(False)
    scene.primaryButton.setText("Go")
    assert stale_pixels(window) == []
    scene.endPanel.setVisible(True)
    assert stale_pixels(window) == []
    scene.endPanel.setVisible(False)
    assert stale_pixels(window) == []


def test_a_new_look_for_the_cards_is_painted_everywhere(window):
    window.scene.setArtOptions(four_colour=True, high_contrast=True, style="forest")
    assert stale_pixels(window) == []
    window.scene.setArtOptions()
    assert stale_pixels(window) == []
