"""What a screen reader hears of the board's focus ring (U6), for `BoardAccessibility`
(accessible.py): the target the ring moves to, once (a preview change that leaves the
ring's card as it was says nothing of it), and the target again, with where it stands,
when a key would have moved the ring past an end of its row."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject

from . import accessible_names as N

__all__ = ["RingSpeech"]


class RingSpeech(QObject):
    """Reads the focus ring of `scene` (board/focus.py `FocusRing`) out through
    `announce(text)`: its `moved` and `stayed` signals, and the scene's layouts
    (`boardChanged`: a new decision may move the ring without a key)."""

    def __init__(self, scene, announce: Callable[[str], None], parent: QObject) -> None:
        super().__init__(parent)
        self._scene = scene
        self._announce = announce
        self._ring_said: tuple | None = None  # (item, card, text) the ring last read out
        scene.boardChanged.connect(self._note_ring)
        scene.focus.moved.connect(self._focus_moved)
        scene.focus.stayed.connect(self._focus_stayed)

    def _focus_moved(self) -> None:
        """Read the ring's target when it moved or its state changed. A preview change
        (the hint, scene.py) that leaves the ring's card as it was says nothing of it:
        the hint alone is heard, not first a stray card name (play-test 32, item 8)."""
        focus = self._scene.focus
        target = focus.current()
        if target is None or not focus.isShown():
            return
        said = self._ring_text(target)
        if said != self._ring_said:
            self._ring_said = said
            self._announce(said[2])

    def _focus_stayed(self, end: str) -> None:
        """A key would have moved the ring past an end of its row: its target again, with
        where it stands (`N.end_text`); it was silence, which told nothing (play-test 32)."""
        focus = self._scene.focus
        target = focus.current()
        if target is not None:
            count = len(self._scene.focusTargets(focus.area()))
            self._announce(N.end_text(N.describe_target(self._scene, target), end, count))

    def _ring_text(self, target) -> tuple:
        """(item, card or None, text read out) of the ring's `target`."""
        card = target.item.card() if target.kind == "card" else None
        return target.item, card, N.describe_target(self._scene, target)

    def _note_ring(self) -> None:
        """After a layout: when the shown ring went to another card without a key (a new
        decision), that card as it would be read, so that a preview change leaving it as
        it was says nothing of it (`_focus_moved`); its own state changes are still read
        (Space: "..., selected"), and a ring not shown yet is read when a key shows it."""
        focus = self._scene.focus
        if focus.tappingByKey():  # the key's move: read with what its tap did
            return
        target = focus.current()
        if target is None or not focus.isShown():
            self._ring_said = None
            return
        said = self._ring_text(target)
        if self._ring_said is None or self._ring_said[:2] != said[:2]:
            self._ring_said = said
