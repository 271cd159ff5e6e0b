"""The view that fits the board's scene to the window at any size and DPI."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ..board.accessible import BoardAccessibility
from ..board.carry import TARGET_MM
from ..board.scene import BoardScene

__all__ = ["BoardView"]


class BoardView(QGraphicsView):
    """Shows the whole table at any window size and DPI, keeping its proportions.

    The view takes touch events (the scene handles them, board/scene_input.py) and keeps
    the keyboard focus (the board's own focus ring moves among its targets). It tells
    the scene how large a finger's target (`TARGET_MM`) is in scene units, from its
    scale and the screen's physical DPI, so hit targets stay about 9 mm at any window
    size. Its `accessibility` keeps the screen-reader mirrors of the board.
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
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt, drawn once
        self.setMinimumSize(400, 250)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.accessibility = BoardAccessibility(scene, self)

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
        scale = self.transform().m11()
        if scale > 0:
            self.scene().setMinimumTarget(TARGET_MM * self.pixelsPerMm() / scale)
        self.accessibility.placeGeometry()

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
