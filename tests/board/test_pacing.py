"""Pacer: steps shown one at a time; each waits for its animations, then its pause."""

from __future__ import annotations

from PySide6.QtCore import QVariantAnimation

from crib_qt.board.animator import AnimationSet
from crib_qt.board.pacing import Pacer


def test_without_pauses_every_step_runs_at_once_then_idle(qtbot):
    pacer = Pacer()
    shown = []
    with qtbot.waitSignal(pacer.idle, timeout=1000):
        pacer.enqueue(lambda animate: shown.append(("a", animate)), 0)
        pacer.enqueue(lambda animate: shown.append(("b", animate)), 0)
    assert shown == [("a", True), ("b", True)]
    assert not pacer.isBusy()


def test_a_pause_holds_the_next_step_and_fast_forward_shows_it_unanimated(qtbot):
    pacer = Pacer()
    shown = []
    pacer.enqueue(lambda animate: shown.append(("a", animate)), 60_000)
    pacer.enqueue(lambda animate: shown.append(("b", animate)), 0)
    assert shown == [("a", True)] and pacer.isBusy()
    with qtbot.waitSignal(pacer.idle, timeout=1000):
        pacer.fastForward()
    assert shown == [("a", True), ("b", False)] and not pacer.isBusy()


def test_the_next_step_waits_until_the_animations_have_ended(qtbot):
    animations = AnimationSet()
    pacer = Pacer(animations)
    flight = QVariantAnimation()
    flight.setStartValue(0.0)
    flight.setEndValue(1.0)
    flight.setDuration(80)
    seen = []

    def fly(animate: bool) -> None:
        seen.append("fly")
        animations.track(flight)
        flight.start()

    pacer.enqueue(fly, 0)
    pacer.enqueue(lambda animate: seen.append(("next", flight.state())), 0)
    assert seen == ["fly"] and pacer.isBusy()  # the card is still in the air
    qtbot.waitUntil(lambda: not pacer.isBusy(), timeout=3000)
    assert seen == ["fly", ("next", QVariantAnimation.State.Stopped)]


def test_clear_drops_what_is_queued(qtbot):
    pacer = Pacer()
    shown = []
    pacer.enqueue(lambda animate: shown.append("a"), 60_000)
    pacer.enqueue(lambda animate: shown.append("b"), 0)
    pacer.clear()
    assert not pacer.isBusy() and shown == ["a"]
    pacer.enqueue(lambda animate: shown.append("c"), 0)
    assert shown == ["a", "c"]
