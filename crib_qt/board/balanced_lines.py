"""Where a text on the table breaks into lines: as few lines as its box needs, of
similar widths (play-test finding: Portuguese's crib label "Reserva de Jogador 1", in a
box 200 units wide, was drawn "Reserva de Jogador" over a lone "1")."""

from __future__ import annotations

from PySide6.QtGui import QFont, QTextLayout, QTextOption

__all__ = ["balanced_lines"]

# How close, in scene units, the narrowest width keeping a paragraph's number of lines is
# found: far below a letter's width, so no better break is missed.
_PRECISION = 0.25


def balanced_lines(text: str, font: QFont, width: float) -> list[str]:
    """The lines `text` is drawn on in `font` in a box `width` scene units wide.

    Each paragraph (apart with "\\n") takes as many lines as Qt's word wrap gives it in
    the box, but broken where its widest line is narrowest: two lines of similar width
    rather than a full line over a lone short word. A word wider than the box stays whole
    on its own line, as Qt's word wrap leaves it.

    Args:
        text: the text; "" gives [""].
        font: the font it is drawn in (its pixel size in scene units).
        width: the box's width in scene units (> 0).

    Returns:
        The lines, top to bottom, without the spaces at which they break.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        wrapped = _wrapped(paragraph, font, width)
        if len(wrapped) > 1:
            wrapped = _narrowest(paragraph, font, width, len(wrapped))
        lines.extend(wrapped)
    return lines


def _narrowest(paragraph: str, font: QFont, width: float, count: int) -> list[str]:
    """`paragraph` wrapped at the narrowest width up to `width` that still gives it
    `count` lines (greedy word wrap needs more lines the narrower the box, never fewer)."""
    narrow, wide = 0.0, width
    while wide - narrow > _PRECISION:
        middle = (narrow + wide) / 2
        if len(_wrapped(paragraph, font, middle)) > count:
            narrow = middle
        else:
            wide = middle
    return _wrapped(paragraph, font, wide)


def _wrapped(paragraph: str, font: QFont, width: float) -> list[str]:
    """`paragraph` (no "\\n") as Qt's word wrap breaks it in a box `width` units wide."""
    layout = QTextLayout(paragraph, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        start = line.textStart()
        lines.append(paragraph[start:start + line.textLength()].rstrip(" "))
    layout.endLayout()
    return lines or [""]
