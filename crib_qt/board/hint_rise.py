"""How far a hinted card is risen, and its smooth rise and settling back (`HintRise`).

The hint marks the expert's card or cards in the player's hand (U2: a preview); a card
that rises a little, with a solid ring of the table's accent, is hard to miss where a
dashed outline alone was missed (play-test). The rise is a look, not a move: it joins
no `AnimationSet`, so nothing the table paces waits on it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QVariantAnimation

__all__ = ["HintRise", "HINT_LIFT", "HINT_RISE_MS"]

# How far a hinted card rises above its place, in scene units (the selection's lift is
# twice as much), and how long the whole rise takes at most, in milliseconds.
HINT_LIFT = 10.0
HINT_RISE_MS = 180


class HintRise:
    """A card's rise for the hint: 0 at rest, `HINT_LIFT` hinted.

    Args:
        owner: the card item (the animation's parent: it goes with the item).
        changed: called with no arguments at each new height (the item repaints).
        running: called with True as a rise starts, False as it ends (the item paints
            itself afresh meanwhile rather than render its cached pixmap again at each
            step).
    """

    def __init__(self, owner: QObject, changed: Callable[[], None],
                 running: Callable[[bool], None]) -> None:
        self._owner, self._changed, self._running = owner, changed, running
        self._lift = 0.0
        self._anim: QVariantAnimation | None = None

    def lift(self) -> float:
        """The rise now, in scene units (0 … `HINT_LIFT`)."""
        return self._lift

    def isRising(self) -> bool:
        """Whether the card is rising or settling back now."""
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def go(self, up: bool, duration_ms: int) -> None:
        """Rise (`up`) or settle back over `duration_ms` milliseconds (at most
        `HINT_RISE_MS`; 0 or less: at once, as with animations off). From where it is:
        a hint put away while rising settles from there, in the time that way takes."""
        target = HINT_LIFT if up else 0.0
        if self._anim is not None:
            self._anim.stop()
        duration = round(min(int(duration_ms), HINT_RISE_MS) * abs(target - self._lift)
                         / HINT_LIFT)
        if duration <= 0:
            self._set(target)
            self._running(False)
            return
        if self._anim is None:
            from PySide6.QtCore import QEasingCurve  # its enums: not before the first frame

            self._anim = QVariantAnimation(self._owner)
            self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._anim.valueChanged.connect(self._set)
            self._anim.finished.connect(lambda: self._running(False))
        # quiet while set anew: Qt gives the new values' height at the old time at once
        self._anim.blockSignals(True)
        self._anim.setDuration(duration)
        self._anim.setStartValue(self._lift)
        self._anim.setEndValue(target)
        self._anim.blockSignals(False)
        self._running(True)
        self._anim.start()

    def _set(self, value) -> None:
        self._lift = float(value)
        self._changed()
