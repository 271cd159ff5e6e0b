"""Where a board label's text is drawn, for tests of what it stands clear of."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF


def text_rect(label) -> QRectF:
    """Where a centred `LabelItem`'s lines are drawn (its origin is the middle of its
    top edge), in scene units: as wide as its widest line, as high as its lines."""
    metrics = QFontMetricsF(label.font())
    width = max((metrics.horizontalAdvance(line) for line in label.lines()), default=0.0)
    return label.mapRectToScene(QRectF(-width / 2, 0, width, label.textHeight()))
