"""The collector runs on the GUI thread only (crib_qt/gui_collector.py): a thread of
the game that allocates never starts a collection, and what Python would collect is
collected from the GUI thread's timer."""

import gc
import threading
import weakref

import pytest

import crib_qt.gui_collector as gui_collector
from crib_qt.gui_collector import GuiCollector, collect_due


class _Node:
    def __init__(self) -> None:
        self.other = self  # a cycle: only the collector frees it


@pytest.fixture
def thresholds():
    """Python's thresholds, put back after the test."""
    saved = gc.get_threshold()
    yield
    gc.set_threshold(*saved)


def _collections_during(work) -> list[tuple[int, int]]:
    """(generation, thread ident) of each collection started while `work()` runs."""
    seen: list[tuple[int, int]] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append((info["generation"], threading.get_ident()))

    gc.callbacks.append(note)
    try:
        work()
    finally:
        gc.callbacks.remove(note)
    return seen


def test_a_thread_that_allocates_starts_no_collection(qapp, qtbot, thresholds):
    collector = GuiCollector()  # as after start-up: the automatic collector off
    assert not gc.isenabled()
    gc.set_threshold(100, 10, 10)

    def allocate() -> None:
        for _ in range(20_000):
            _Node()

    def in_a_thread() -> None:
        thread = threading.Thread(target=allocate)
        thread.start()
        thread.join()

    assert _collections_during(in_a_thread) == []
    # With Python's own collector the same thread collects, hundreds of times. Nothing
    # of Qt's is garbage then (collected just before), so that cannot harm here.
    gc.collect()
    gc.enable()
    try:
        started = _collections_during(in_a_thread)
    finally:
        gc.disable()
        collector.deleteLater()
    assert len(started) >= 100
    assert threading.get_ident() not in {ident for _, ident in started}


def test_the_timer_collects_what_is_due_on_the_gui_thread(qapp, qtbot, thresholds):
    collector = GuiCollector(interval_ms=5)
    gc.set_threshold(50, 10, 10)
    node = _Node()
    gone = weakref.ref(node)
    del node
    for _ in range(200):
        _Node()  # enough new objects to make a collection due
    seen: list[tuple[int, int]] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append((info["generation"], threading.get_ident()))

    gc.callbacks.append(note)
    try:
        qtbot.waitUntil(lambda: gone() is None, timeout=2000)
    finally:
        gc.callbacks.remove(note)
        collector.deleteLater()
    assert collector.isCollecting()
    assert seen and {ident for _, ident in seen} == {threading.get_ident()}
    assert not gc.isenabled()


def test_collect_due_takes_the_generation_python_would(thresholds):
    gc.disable()
    gc.collect()  # every count back to 0
    gc.set_threshold(10_000, 10, 10)
    assert collect_due() == -1  # nothing due: generation 0 is under its threshold
    keep = [_Node() for _ in range(50)]
    gc.set_threshold(10, 10, 10)
    assert gc.get_count()[0] > 10
    assert collect_due() == 0
    assert gc.get_count()[1] == 1  # one collection of generation 0 since generation 1's
    for _ in range(10):  # generation 1 becomes due after ten more of generation 0
        keep += [_Node() for _ in range(50)]
        assert collect_due() == 0
    keep += [_Node() for _ in range(50)]
    assert collect_due() == 1
    gc.set_threshold(0, 10, 10)
    keep += [_Node() for _ in range(50)]
    assert collect_due() == -1  # automatic collection switched off altogether
    assert len(keep) == 650


def test_a_full_collection_waits_for_enough_new_long_lived_objects(thresholds, monkeypatch):
    gc.disable()
    gc.collect()
    gc.set_threshold(10, 0, 0)  # generation 1 due after one of 0, generation 2 after one of 1
    keep = [_Node() for _ in range(50)]
    assert collect_due() == 0
    keep += [_Node() for _ in range(50)]
    assert collect_due() == 1
    # generation 2 is due by its count, but hardly anything reached it since the last
    # full collection (as if all of it had survived that one): Python waits, and so here
    monkeypatch.setattr(gui_collector, "_long_lived", len(gc.get_objects(2)))
    keep += [_Node() for _ in range(50)]
    assert collect_due() == 0  # generation 1 was collected just now: not due either
    monkeypatch.setattr(gui_collector, "_long_lived", len(gc.get_objects(2)) * 3 // 4)
    keep += [_Node() for _ in range(50)]
    assert collect_due() == 2
    assert gui_collector._long_lived == len(gc.get_objects(2))
    assert len(keep) == 200
