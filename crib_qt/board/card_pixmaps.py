"""Card art kept as pixmaps: each face and back painted once per size and look, then
copied; and `CardWarmer`, which paints a whole deck ahead of need, a little at a time.

Painting a face from its vectors costs about 0.5-1 ms, a back 1.5-5 ms, and the very
first face some 15 ms more (the fonts of the indices); a copy of the pixmap costs next
to nothing. The board's cards (card_item.py) and the deck (deck.py) draw from here, and
the board view warms the deck at the size it shows cards at after its first frame and
after each resize or change of screen (issue 14: no frame stalled by a new deal).
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict

from PySide6.QtCore import QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPixmap

from crib_qt.rules.cards import Card

from .card_backs import BACK_STYLES, paint_back
from .card_faces import paint_face

__all__ = ["card_pixmap", "is_cached", "clear", "cached_count", "CardWarmer", "MAX_BYTES"]

# What the cache may hold, in bytes of pixels: two whole decks even at 2x on a large
# screen (a face is 4 bytes a pixel, some 320 KB at 240 x 336); the least recently
# used go first.
MAX_BYTES = 40 * 1024 * 1024

_OPTIONS = {"four_colour", "high_contrast", "style"}
_FACE_OPTIONS = ("four_colour", "high_contrast")
_BACK_OPTIONS = ("style", "high_contrast")

_CACHE: OrderedDict[tuple, QPixmap] = OrderedDict()
_bytes = 0


def _key(card: Card | None, size: QSize, ratio: float, options: dict) -> tuple:
    # only what changes the picture: a face has no back style, a back no suit colours
    names = _BACK_OPTIONS if card is None else _FACE_OPTIONS
    defaults = {"four_colour": False, "high_contrast": False, "style": BACK_STYLES[0]}
    looks = tuple((name, options.get(name, defaults[name])) for name in names)
    return (None if card is None else card.index, size.width(), size.height(),
            float(ratio), looks)


def card_pixmap(card: Card | None, size: QSize, device_pixel_ratio: float = 1.0,
                **options) -> QPixmap:
    """A transparent-cornered pixmap of a card face (or of the back when `card` is None).

    Args:
        card: the card, or None for the back.
        size: the card's size in device-independent pixels.
        device_pixel_ratio: the screen's ratio; the pixmap holds
            ``size * device_pixel_ratio`` physical pixels and carries that ratio.
        **options: ``four_colour`` and ``high_contrast`` (faces and backs) and
            ``style`` (backs, one of `BACK_STYLES`).

    Returns:
        A pixmap shared through an LRU cache (at most `MAX_BYTES` of pixels) keyed by
        the card, the size, the ratio and the options that change its look; do not
        paint on it.

    Raises:
        TypeError: for an unknown option.
        ValueError: for an unknown back style.
    """
    global _bytes
    unknown = set(options) - _OPTIONS
    if unknown:
        raise TypeError(f"unknown card_pixmap option(s): {sorted(unknown)}")
    key = _key(card, size, device_pixel_ratio, options)
    pixmap = _CACHE.get(key)
    if pixmap is not None:
        _CACHE.move_to_end(key)
        return pixmap
    pixmap = QPixmap(max(1, math.ceil(size.width() * device_pixel_ratio)),
                     max(1, math.ceil(size.height() * device_pixel_ratio)))
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    target = QRectF(0, 0, size.width(), size.height())
    try:
        if card is None:
            paint_back(painter, target, style=options.get("style", BACK_STYLES[0]),
                       high_contrast=options.get("high_contrast", False))
        else:
            paint_face(painter, target, card, four_colour=options.get("four_colour", False),
                       high_contrast=options.get("high_contrast", False))
    finally:
        painter.end()
    _CACHE[key] = pixmap
    _bytes += _size_of(pixmap)
    while _bytes > MAX_BYTES and len(_CACHE) > 1:
        _bytes -= _size_of(_CACHE.popitem(last=False)[1])
    return pixmap


def _size_of(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


def is_cached(card: Card | None, size: QSize, device_pixel_ratio: float = 1.0,
              **options) -> bool:
    """Whether `card_pixmap` with these arguments would copy, not paint."""
    return _key(card, size, device_pixel_ratio, options) in _CACHE


def cached_count() -> int:
    """How many pixmaps the cache holds."""
    return len(_CACHE)


def clear() -> None:
    """Forget every pixmap (the art has changed, e.g. what the indices read)."""
    global _bytes
    _CACHE.clear()
    _bytes = 0


class CardWarmer(QObject):
    """Paints the 52 faces and the back into the `card_pixmap` cache ahead of need, a few
    at a time, each turn of the event loop doing at most about `budget_ms` of it (and at
    least one card), so no frame waits long for it.

    Args:
        parent: the owner (the board view).
        budget_ms: the painting time one turn of the event loop may take, in ms.

    Signals:
        warmed(): everything asked for is in the cache.
    """

    warmed = Signal()

    def __init__(self, parent: QObject | None = None, budget_ms: float = 2.0) -> None:
        super().__init__(parent)
        self._budget = budget_ms / 1000.0
        self._queue: list[tuple[Card | None, dict]] = []
        self._size = QSize()
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)

    def isWarming(self) -> bool:
        """Whether cards are still waiting to be painted."""
        return bool(self._queue)

    def warm(self, size: QSize, **options) -> None:
        """Paint the back and every face at `size` (physical pixels, ratio 1, as the cards
        draw them) with the art `options` (as `card_pixmap`), starting at the next turn
        of the event loop; what was still waiting from an earlier call is dropped.

        Raises:
            TypeError: for an unknown option.
        """
        unknown = set(options) - _OPTIONS
        if unknown:
            raise TypeError(f"unknown card_pixmap option(s): {sorted(unknown)}")
        self._size = QSize(size)
        self._queue = [(None, options)] + [(Card.from_index(i), options) for i in range(52)]
        self._queue.reverse()  # popped from the end: the back first
        if size.isEmpty():
            self._queue.clear()
        self._timer.start()

    def _step(self) -> None:
        start = time.perf_counter()
        while self._queue:
            card, options = self._queue.pop()
            if not is_cached(card, self._size, 1.0, **options):
                card_pixmap(card, self._size, 1.0, **options)
                if time.perf_counter() - start >= self._budget:
                    break
        if not self._queue:
            self._timer.stop()
            self.warmed.emit()
