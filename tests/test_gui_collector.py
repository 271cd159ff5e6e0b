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


@pytest.fixture
def started():
    """The (generation, thread ident) of each collection started during the test."""
    seen: list[tuple[int, int]] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append((info["generation"], threading.get_ident()))

    gc.callbacks.append(note)
    yield seen
    gc.callbacks.remove(note)


@pytest.fixture
def others_paused(qapp):
    """The suite's own collector (tests/conftest.py) paused during the test."""
    running = [c for c in qapp.findChildren(GuiCollector) if c.isCollecting()]
    for collector in running:
        collector.setCollecting(False)
    yield
    for collector in running:
        collector.setCollecting(True)


def test_a_thread_that_allocates_starts_no_collection(qapp, thresholds, started):
    collector = GuiCollector()  # as after start-up: the automatic collector off
    assert not gc.isenabled()
    gc.collect()
    started.clear()  # that one, here
    gc.set_threshold(100, 10, 10)
    counts: list[int] = []

    def allocate() -> None:  # plain objects only: nothing of Qt's to free anywhere
        nodes = [_Node() for _ in range(5_000)]
        counts.append(gc.get_count()[0])
        nodes.clear()

    thread = threading.Thread(target=allocate)
    thread.start()
    thread.join()
    collector.setCollecting(False)  # no look after the test, whenever Qt deletes it
    collector.deleteLater()
    # Python's own collector would have started a collection in that thread once the
    # count passed 100: 50 times over here
    assert counts[0] >= 5_000
    assert started == []


def test_the_timer_collects_what_is_due_on_the_gui_thread(qtbot, thresholds, started,
                                                          others_paused):
    gc.set_threshold(50, 10, 10)
    node = _Node()
    gone = weakref.ref(node)
    del node
    keep = [_Node() for _ in range(200)]  # a collection is due now
    assert gone() is not None and started == []  # nothing collects it by itself
    collector = GuiCollector(interval_ms=5)
    qtbot.waitUntil(lambda: gone() is None, timeout=2000)
    collector.setCollecting(False)  # no look after the test, whenever Qt deletes it
    collector.deleteLater()
    assert started and {ident for _, ident in started} == {threading.get_ident()}
    assert not gc.isenabled() and len(keep) == 200


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
    monkeypatch.setattr(gui_collector, "_long_lived", 600)
    monkeypatch.setattr(gui_collector, "_pending", 0)
    keep = [_Node() for _ in range(50)]
    assert collect_due() == 0
    keep += [_Node() for _ in range(50)]
    assert collect_due() == 1  # its survivors move to generation 2: the 100 nodes, and the
    assert 100 <= gui_collector._pending <= 110  # test's own few (its list, frames)
    # generation 2 is due by its count, but only about 100 objects reached it since the
    # last full collection, which 600 survived: Python waits, and so here
    keep += [_Node() for _ in range(50)]
    assert collect_due() == 0  # and generation 1 was collected just now: not due either
    keep += [_Node() for _ in range(50)]
    assert collect_due() == 1
    keep += [_Node() for _ in range(50)]
    assert collect_due() == 2  # about 200 moved since: at least a quarter of 600
    assert (gui_collector._long_lived, gui_collector._pending) == (len(gc.get_objects(2)), 0)
    assert len(keep) == 250


def test_the_looks_thin_out_while_nothing_is_due_and_quicken_after_a_collection(
        qtbot, monkeypatch, others_paused):
    # What each look finds is scripted (collect_due itself is tested above): five looks with
    # nothing due, a collection, then nothing due again.
    found = iter([-1, -1, -1, -1, -1, 0, -1, -1])
    monkeypatch.setattr(gui_collector, "collect_due", lambda: next(found, -1))
    collector = GuiCollector(interval_ms=5, idle_ms=40)
    seen = [collector.interval()]
    collector._timer.timeout.connect(lambda: seen.append(collector.interval()))
    qtbot.waitUntil(lambda: len(seen) >= 9, timeout=5000)
    collector.setCollecting(False)  # no look after the test, whenever Qt deletes it
    collector.deleteLater()
    # doubled at each look that found nothing, held at 40; back to 5 after the collection
    assert seen[:9] == [5, 10, 20, 40, 40, 40, 5, 10, 20]
