"""AnimationSet: the board's running animations and its one `idle` signal."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, QVariantAnimation

from shiboken6 import delete, isValid

from crib_qt.board.animator import AnimationSet


def _animation(duration: int) -> QVariantAnimation:
    animation = QVariantAnimation()
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setDuration(duration)
    return animation


def test_idle_once_when_the_last_of_two_animations_ends(qtbot):
    animations = AnimationSet()
    short, long = _animation(20), _animation(80)
    idles = []
    animations.idle.connect(lambda: idles.append((short.state(), long.state())))
    for animation in (short, long):
        animations.track(animation)
        animation.start()
    assert animations.isBusy() and animations.count() == 2
    qtbot.waitUntil(lambda: bool(idles), timeout=3000)
    stopped = QVariantAnimation.State.Stopped
    assert idles == [(stopped, stopped)]


def test_a_stopped_animation_leaves_the_set_at_once(qtbot):
    animations = AnimationSet()
    animation = _animation(10_000)
    animations.track(animation)
    animation.start()
    with qtbot.waitSignal(animations.idle, timeout=1000):
        animation.stop()
    assert animations.count() == 0


def test_idle_comes_after_the_owners_finished_handler(qtbot):
    animations = AnimationSet()
    animation = _animation(15)
    order = []
    animation.finished.connect(lambda: order.append("landed"))
    animations.track(animation)
    animations.idle.connect(lambda: order.append("idle"))
    animation.start()
    qtbot.waitUntil(lambda: order == ["landed", "idle"], timeout=3000)


def test_a_tracked_animation_started_again_is_followed_again(qtbot):
    animations = AnimationSet()
    animation = _animation(15)
    animations.track(animation)
    animation.start()
    qtbot.waitUntil(lambda: not animations.isBusy(), timeout=3000)
    animations.track(animation)  # tracked once only: no second connection
    with qtbot.waitSignal(animations.idle, timeout=3000):
        animation.start()
        assert animations.count() == 1


def test_a_deleted_animation_is_forgotten(qtbot):
    animations = AnimationSet()
    owner = QObject()
    animation = _animation(10_000)
    animation.setParent(owner)
    animations.track(animation)
    assert not animations.isBusy()  # tracked while not running: not busy
    animation.start()
    assert animations.count() == 1
    with qtbot.waitSignal(animations.idle, timeout=1000):
        owner.deleteLater()  # the running animation goes with its owner
    assert animations.count() == 0


def test_a_move_stopped_to_start_again_is_no_idle(qtbot):
    animations = AnimationSet()
    animation = _animation(60)
    animations.track(animation)
    idles = []
    animations.idle.connect(lambda: idles.append(animations.count()))
    animation.start()
    animation.stop()  # as CardItem.moveTo does before it moves the card elsewhere
    animation.start()
    qtbot.waitUntil(lambda: bool(idles), timeout=3000)
    assert idles == [0] and animation.state() == QVariantAnimation.State.Stopped


def test_an_idle_due_when_the_board_goes_away_is_never_said(qtbot):
    owner = QObject()  # the scene, closed with its window
    animations = AnimationSet(owner)
    animation = _animation(10_000)
    animations.track(animation)
    animation.start()
    animation.stop()  # an idle is due at the next turn of the event loop
    delete(owner)
    assert not isValid(animations)
    later = QTimer()
    with qtbot.waitSignal(later.timeout, timeout=1000):  # after the idle was due:
        later.start(0)  # nothing may have been raised meanwhile
