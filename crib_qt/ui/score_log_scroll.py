"""The score log's scroll arithmetic (ui/score_log_view.py): the rows in view, the scroll
bar's single step and where the scroll range ends, in pixels, as QTableView's own layout
of rows scrolled per pixel gives them, worked out for a new score without that layout
(issue 14)."""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["single_step", "rows_in_view", "whole_end"]


def single_step(height: int, in_view: int) -> int:
    """The scroll bar's single step, in pixels, that QTableView's layout gives a view
    `height` pixels high with `in_view` rows in view (per pixel scrolling)."""
    return max(height // (in_view + 1), 2)


def rows_in_view(heights: list[int], height: int) -> int:
    """How many of the last rows fit in `height` pixels, at least one (as
    QTableView.updateGeometries counts them for the scroll bar's single step)."""
    count, total = 0, 0
    for row_height in reversed(heights):
        total += row_height
        if total > height:
            break
        count += 1
    return max(count, 1)


def _last_whole(heights_up: Iterable[int], room: int) -> int:
    """The height (pixels) of the last rows that fit whole in `room` pixels, taken from
    the last up (`heights_up`: their heights in that order); 0 if the last does not."""
    shown = 0
    for height in heights_up:
        if shown + height > room:
            break
        shown += height
    return shown


def whole_end(length: int, heights_up: Iterable[int], height: int) -> int:
    """The end of the scroll range (pixels) of rows `length` pixels long in all in a view
    `height` high, scrolled per pixel, `heights_up` their heights from the last up: the
    first row in view there is whole, the view blank under the newest for less than a
    row (as Qt's scrolling per item ends). A last row taller than the view ends at its
    bottom, as Qt's scrolling per pixel ends; 0 when all fit."""
    if length <= height:
        return 0
    return length - (_last_whole(heights_up, height) or height)
