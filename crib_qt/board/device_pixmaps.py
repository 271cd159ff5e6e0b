"""Paintings kept as pixmaps in device pixels, drawn again by copying them.

`DevicePixmapCache` renders a painting (the peg board's wood, tracks and holes) once for
each device transform it is shown at (the painter's world transform and the device pixel
ratio), the way Qt's ``QGraphicsItem.DeviceCoordinateCache`` does, so drawing it is a copy
of pixels that looks exactly as painting it would. Unlike that cache it is never re-rendered
in part: what changes on its own (a score plate) is a `Patch`, painted again alone over the
pixels kept from beneath it, so the big painting is never painted again for it. Given a
`RenderingStore`, a rendering is also kept on disk, so the next run reads it back instead
of painting it (issue 14: the first frame).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

from .rendering_store import RenderingStore

__all__ = ["DevicePixmap", "DevicePixmapCache", "Patch", "device_key"]

Paint = Callable[[QPainter], None]


def device_key(painter: QPainter, bounds: QRectF) -> tuple | None:
    """What a rendering of `bounds` (item coordinates) at `painter`'s transform depends on.

    Returns:
        (device pixel ratio, the four scale and shear factors, the item origin's offset
        from the whole pixel it is rendered from, the render hints), or None if the
        transform rotates or shears (such a painting is painted directly, not cached).
    """
    transform = painter.worldTransform()
    if transform.type().value > QTransform.TransformationType.TxScale.value:
        return None
    corner = _device_rect(transform, bounds).topLeft()
    offset = transform.map(QPointF(0, 0)) - QPointF(corner)
    return (painter.device().devicePixelRatio(), transform.m11(), transform.m12(),
            transform.m21(), transform.m22(), offset.x(), offset.y(),
            int(painter.renderHints().value))


def _device_rect(transform: QTransform, bounds: QRectF) -> QRect:
    # As QGraphicsScene rounds an item's device-coordinate cache: a pixel of room all round.
    return transform.mapRect(bounds).toRect().adjusted(-1, -1, 1, 1)


class DevicePixmap(NamedTuple):
    """A painting rendered at one device transform.

    Attributes:
        pixmap: the pixels, at the device pixel ratio (``pixmap.devicePixelRatio()``).
        origin: where its top left goes, in the painter's device-independent pixels
            (untransformed coordinates).
        transform: item coordinates to the pixmap's device-independent pixels.
        key: the `device_key` it was rendered for.
    """

    pixmap: QPixmap
    origin: QPointF
    transform: QTransform
    key: tuple

    def draw(self, painter: QPainter) -> None:
        """Copy the pixels to where painting would have put them."""
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(self.origin, self.pixmap)
        painter.restore()


class Patch(NamedTuple):
    """A part painted over a cached painting that changes on its own (a score plate).

    Attributes:
        rect: what `paint` paints on, in item coordinates, with room for its edges (it
            must paint nothing outside: only these pixels are put back before it is
            painted again).
        paint: paints the part in item coordinates.
        shows: what the part shows (any value that compares equal when it looks the
            same); the part is painted again only when this changes.
    """

    rect: QRectF
    paint: Paint
    shows: object


def _render(pixmap: QPixmap, transform: QTransform, hints: QPainter.RenderHint,
            paint: Paint) -> None:
    painter = QPainter(pixmap)
    painter.setRenderHints(painter.renderHints(), False)  # exactly the hints given
    painter.setRenderHints(hints, True)
    painter.setWorldTransform(transform)
    paint(painter)
    painter.end()


class _Kept:
    """One device transform's pixmap, with the patches painted on it and the pixels that
    were beneath each of them (to put back before it is painted again)."""

    def __init__(self, pixmap: DevicePixmap) -> None:
        self.pixmap = pixmap
        self.patches: list[tuple[object, QRect, QPixmap]] = []  # shows, area, pixels under

    def paint(self, index: int, patch: Patch) -> None:
        """Paint `patch` as the `index`-th patch, over the pixels that were under it.

        Painted into the very pixmap at its own transform, the patch has the pixels that
        painting it with the rest would give; what was under it is put back first, so an
        older text goes and pixels that are not opaque are not blended twice.
        """
        pixmap, ratio = self.pixmap.pixmap, self.pixmap.pixmap.devicePixelRatio()
        if index < len(self.patches):
            _, area, under = self.patches[index]
            pixmap.setDevicePixelRatio(1.0)  # put back pixel for pixel
            painter = QPainter(pixmap)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            painter.drawPixmap(area.topLeft(), under)
            painter.end()
            pixmap.setDevicePixelRatio(ratio)
        else:
            to_pixels = self.pixmap.transform * QTransform.fromScale(ratio, ratio)
            area = to_pixels.mapRect(patch.rect).toAlignedRect() & pixmap.rect()
            under = pixmap.copy(area)
            under.setDevicePixelRatio(1.0)
            self.patches.append((None, area, under))
        _render(pixmap, self.pixmap.transform, QPainter.RenderHint(self.pixmap.key[-1]),
                patch.paint)
        self.patches[index] = (patch.shows, area, under)


class DevicePixmapCache:
    """A painting of `bounds` kept as a pixmap for each device transform it is drawn at
    (device pixel ratio, scale, sub-pixel offset, render hints), the last `keep` of them,
    with patches painted over it that change on their own.

    Args:
        bounds: what `paint` paints on, in item coordinates.
        paint: paints the painting in item coordinates on the painter it is given.
        keep: how many transforms to keep pixmaps for (a window, a grab, a print...).
        store: where renderings are also kept between runs (written off the GUI thread
            once the transform has held still: `RenderingStore.save_later`), or None.
        identity: what `paint` paints besides the transform (colours, fonts...): plain
            values, asked for each rendering kept in or read from `store`.

    Attributes:
        renders: how many times `paint` has been called (tests count them).
        patched: how many times a patch has been painted (tests count them).
        loaded: how many renderings were read from `store` instead.
    """

    def __init__(self, bounds: QRectF, paint: Paint, keep: int = 2,
                 store: RenderingStore | None = None,
                 identity: Callable[[], tuple] = tuple) -> None:
        self._bounds = QRectF(bounds)
        self._paint = paint
        self._keep = keep
        # The pixels kept depend on this module's code too (how a painting is rendered).
        self._store = None if store is None else store.depending_on(__name__)
        self._identity = identity
        self._kept: OrderedDict[tuple, _Kept] = OrderedDict()
        self.renders = 0
        self.patched = 0
        self.loaded = 0

    def clear(self) -> None:
        """Forget every pixmap: what `paint` paints has changed."""
        self._kept.clear()

    def get(self, painter: QPainter, patches: Sequence[Patch] = ()) -> DevicePixmap | None:
        """The painting at `painter`'s transform with `patches` painted over it (in order,
        none overlapping another), rendered now where it has changed.

        Returns:
            The pixels to draw, or None if the transform rotates or shears (paint the
            painting and the patches directly then).
        """
        key = device_key(painter, self._bounds)
        if key is None:
            return None
        kept = self._kept.get(key)
        if kept is None:
            kept = self._kept[key] = _Kept(self._render(painter, key))
            while len(self._kept) > self._keep:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        if len(kept.patches) > len(patches):  # fewer patches than before: start again
            kept = self._kept[key] = _Kept(self._render(painter, key))
        for i, patch in enumerate(patches):
            if i >= len(kept.patches) or kept.patches[i][0] != patch.shows:
                kept.paint(i, patch)
                self.patched += 1
        return kept.pixmap

    def _render(self, painter: QPainter, key: tuple) -> DevicePixmap:
        transform = painter.worldTransform()
        rect = _device_rect(transform, self._bounds)
        ratio = key[0]
        pixmap = QPixmap(rect.size() * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        to_pixmap = transform * QTransform.fromTranslate(-rect.x(), -rect.y())
        stored = None if self._store is None else (key, self._identity())
        image = None if stored is None else self._store.load(stored)
        if image is not None and image.size() == pixmap.size():
            pixmap = QPixmap.fromImage(image)
            pixmap.setDevicePixelRatio(ratio)
            self.loaded += 1
            return DevicePixmap(pixmap, QPointF(rect.topLeft()), to_pixmap, key)
        _render(pixmap, to_pixmap, painter.renderHints(), self._paint)
        self.renders += 1
        if stored is not None:  # written off this thread later: a copy before patches go on
            self._store.save_later(stored, pixmap.toImage())
        return DevicePixmap(pixmap, QPointF(rect.topLeft()), to_pixmap, key)


