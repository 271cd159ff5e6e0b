"""The view that fits the board's scene to the window at any size and DPI."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ..board.accessible import BoardAccessibility
from ..board.card_art import CARD_HEIGHT, CARD_WIDTH
from ..board.card_pixmaps import CardWarmer
from ..board.carry import TARGET_MM
from ..board.scene import BoardScene

__all__ = ["BoardView"]


class _FirstPaint(QObject):
    """Watches the view's viewport until its first paint, then calls the view's
    `_first_frame_done` once that frame is done (the next turn of the event loop)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            view = self.parent()
            QTimer.singleShot(0, view, view._first_frame_done)
            self.deleteLater()
        return False


class BoardView(QGraphicsView):
    """Shows the whole table at any window size and DPI, keeping its proportions.

    The view takes touch events (the scene handles them, board/scene_input.py) and keeps
    the keyboard focus (the board's own focus ring moves among its targets). It tells
    the scene how large a finger's target (`TARGET_MM`) is in scene units, from its
    scale and the screen's physical DPI, so hit targets stay about 9 mm at any window
    size. Its `accessibility` keeps the screen-reader mirrors of the board.

    After its first frame, and again after each change of scale, device pixel ratio or
    card art, its `cardWarmer` paints the whole deck at the size the cards are shown
    (card_pixmaps.py), a few cards per turn of the event loop: a new deal then copies
    pixmaps instead of painting vectors.
    """

    def __init__(self, scene: BoardScene, parent=None) -> None:
        super().__init__(scene, parent)
        # A viewport made here: the first Python look at the one Qt made loads every
        # widget class of QtWidgets into PySide (~20 ms of start-up, issue 14).
        self.setViewport(QWidget())
        self._dpi: float | None = None
        self._screen = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing |
                            QPainter.RenderHint.SmoothPixmapTransform |
                            QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # Only what changed is painted again (each item's bounding rect covers all it
        # paints, tests/board/test_view_updates.py): a score or a lifted card costs a
        # small part of a whole frame (issue 14).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt, drawn once
        self.setMinimumSize(400, 250)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.accessibility = BoardAccessibility(scene, self)
        self.cardWarmer = CardWarmer(self)
        self._warm_size: tuple | None = None
        self._painted = False
        self.viewport().installEventFilter(_FirstPaint(self))
        scene.artChanged.connect(self._warm_cards)

    def _first_frame_done(self) -> None:
        self._painted = True
        self._warm_cards()

    def cardPixelSize(self) -> QSize:
        """A card's size in device pixels at the view's scale and device pixel ratio (as
        `CardItem` draws it)."""
        ratio = self.devicePixelRatioF()
        transform = self.transform()
        return QSize(max(1, round(CARD_WIDTH * (transform.m11() * ratio))),
                     max(1, round(CARD_HEIGHT * (transform.m22() * ratio))))

    def _warm_cards(self) -> None:
        if not self._painted:
            return
        size, options = self.cardPixelSize(), self.scene().artOptions()
        key = (size.width(), size.height(), tuple(sorted(options.items())))
        if key != self._warm_size:
            self._warm_size = key
            self.cardWarmer.warm(size, **options)

    def physicalDpi(self) -> float:
        """Device-independent pixels per inch of the screen the view is on (as
        `QScreen.physicalDotsPerInch`); `setPhysicalDpi` overrides it."""
        if self._dpi is not None:
            return self._dpi
        screen = self.screen()
        dpi = screen.physicalDotsPerInch() if screen is not None else 96.0
        if not 30.0 <= dpi <= 1200.0:  # a screen that reports no usable size
            dpi = screen.logicalDotsPerInch() if screen is not None else 96.0
        return dpi

    def setPhysicalDpi(self, dpi: float | None) -> None:
        """Use `dpi` instead of the screen's (None: the screen's again)."""
        self._dpi = dpi
        self._fit()

    def pixelsPerMm(self) -> float:
        """Device-independent pixels per millimetre on the screen."""
        return self.physicalDpi() / 25.4

    def _fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        # the felt shown right of the scene (a window wider than the scene's shape): the
        # rail moves there, to the view's edge, and the table's felt is even each side
        shown = self.viewportTransform().inverted()[0].mapRect(QRectF(self.viewport().rect()))
        self.scene().setRailOffset(shown.right() - self.sceneRect().right())
        scale = self.transform().m11()
        if scale > 0:
            self.scene().setMinimumTarget(TARGET_MM * self.pixelsPerMm() / scale)
        self.accessibility.placeGeometry()
        self._warm_cards()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        handle = self.window().windowHandle()
        if handle is not None and handle is not self._screen:
            self._screen = handle
            handle.screenChanged.connect(lambda *_: self._fit())
        self._fit()
