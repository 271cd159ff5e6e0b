"""Tests of crib_qt/save_writer.py: contents written off the calling thread, the newest
last (bursts coalesce, a slow write is never overtaken), failures reported by signal on
the thread that made the writer, `writeNow` and `wait` in order with the thread, and the
pending writes done before the interpreter exits."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from crib_qt.data_files import WriteError
from crib_qt.save_writer import SaveWriter, wait_for_writes
from gated_writes import HeldWrites, WatchedWriter, Writers

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def writers(qapp):  # noqa: ARG001 (the writers are QObjects)
    """`make(write, cls=SaveWriter, **kwargs)` makes a writer of this test (`Writers`)."""
    made = Writers()
    yield made.make
    made.close_all()


def _reports(writer: SaveWriter) -> list[tuple]:
    """Every `finished` of `writer`, with whether it came on the main thread."""
    reports = []
    writer.finished.connect(lambda owner, path, error: reports.append(
        (owner, path, error, threading.current_thread() is threading.main_thread())))
    return reports


def _delivered(writer: SaveWriter) -> None:
    """Wait until `writer` is idle and its reports have been delivered on this thread."""
    assert writer.wait(timeout=10)
    QCoreApplication.sendPostedEvents()  # the reports are queued to this thread by now


def test_a_content_is_written_on_the_writer_thread_and_reported_here(writers, tmp_path, qtbot):
    write = HeldWrites()
    writer = writers(write)
    reports = _reports(writer)
    path = tmp_path / "data" / "match.json"
    writer.submit(path, b'{"n":1}', owner="me")
    assert not write.began.is_set()  # the thread is woken by the event loop, after this work
    qtbot.waitUntil(lambda: len(reports) == 1)
    assert path.read_bytes() == b'{"n":1}'
    assert reports == [("me", str(path), "", True)]
    assert len(write.threads) == 1 and write.threads[0] is not threading.main_thread()
    assert not writer.isBusy() and sorted(os.listdir(path.parent)) == ["match.json"]


def test_a_burst_is_written_once_newest_last_and_never_overtakes_a_slow_write(writers, tmp_path,
                                                                              qtbot):
    write = HeldWrites()
    writer = writers(write)
    reports = _reports(writer)
    path = tmp_path / "match.json"
    write.hold()
    writer.submit(path, b"1", owner=1)
    qtbot.waitUntil(write.began.is_set)  # the writer thread is in the slow write of 1
    for n in range(2, 7):
        writer.submit(path, str(n).encode(), owner=n)
    assert writer.isBusy(path) and writer.isBusy()
    assert not writer.wait(path, timeout=0)
    assert not path.exists()
    write.opened.set()
    _delivered(writer)
    assert write.written == [(path, b"1"), (path, b"6")]  # 2 … 5 were replaced, never written
    assert not write.overlapped
    assert path.read_bytes() == b"6"
    assert [(owner, error) for owner, _, error, _ in reports] == [(1, ""), (6, "")]


def test_paths_are_written_oldest_submission_first(writers, tmp_path, qtbot):
    write = HeldWrites()
    writer = writers(write)
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    write.hold()
    writer.submit(first, b"a1")
    qtbot.waitUntil(write.began.is_set)
    writer.submit(second, b"b1")
    writer.submit(first, b"a2")
    writer.submit(first, b"a3")  # replaces a2, and is after b1 now
    assert writer.isBusy(second) and not writer.isBusy(tmp_path / "other.json")
    write.opened.set()
    assert writer.wait(timeout=10)
    assert write.written == [(first, b"a1"), (second, b"b1"), (first, b"a3")]


def test_a_failed_write_is_reported_with_its_reason_and_the_old_file_stays(writers, tmp_path):
    path = tmp_path / "match.json"
    path.write_bytes(b"old")

    def failing(target, data):
        raise WriteError(f"{target} cannot be written (No space left on device)")

    writer = writers(failing)
    reports = _reports(writer)
    writer.submit(path, b"new", owner="w")
    _delivered(writer)
    assert reports == [("w", str(path), f"{path} cannot be written (No space left on device)",
                        True)]
    assert path.read_bytes() == b"old"


def test_any_exception_of_the_write_is_reported_and_the_thread_goes_on(writers, tmp_path):
    calls = []

    def buggy(target, data):
        calls.append(data)
        if data == b"boom":
            raise ValueError("bad value")

    writer = writers(buggy)
    reports = _reports(writer)
    path = tmp_path / "match.json"
    writer.submit(path, b"boom")
    assert writer.wait(timeout=10)
    writer.submit(path, b"fine")
    _delivered(writer)
    assert [error for _, _, error, _ in reports] == [
        f"{path} cannot be written (ValueError: bad value)", ""]
    assert calls == [b"boom", b"fine"]


def test_write_now_comes_after_the_write_in_progress_and_replaces_the_waiting_one(
        writers, tmp_path, qtbot):
    asked = threading.Event()
    write = HeldWrites(asked)  # the slow write goes on only once writeNow waits for it
    writer = writers(write, WatchedWriter, asked=asked)
    reports = _reports(writer)
    path = tmp_path / "match.json"
    writer.submit(path, b"1", owner=1)
    qtbot.waitUntil(write.began.is_set)
    writer.submit(path, b"2", owner=2)
    writer.writeNow(path, b"3")
    assert write.threads[-1] is threading.main_thread()  # written here, after 1
    assert write.written == [(path, b"1"), (path, b"3")] and not write.overlapped
    assert path.read_bytes() == b"3"
    _delivered(writer)
    assert [owner for owner, *_ in reports] == [1]  # 2 was replaced; 3 was not submitted


def test_write_now_raises_the_write_error(writers, tmp_path):
    def failing(target, data):
        raise WriteError("it cannot be written (Read-only file system)")

    writer = writers(failing)
    with pytest.raises(WriteError, match=r"^it cannot be written \(Read-only file system\)$"):
        writer.writeNow(tmp_path / "match.json", b"x")
    assert not writer.isBusy()


def test_wait_waits_for_the_pending_write(writers, tmp_path):
    asked = threading.Event()
    writer = writers(HeldWrites(asked), WatchedWriter, asked=asked)
    path = tmp_path / "match.json"
    writer.submit(path, b"pending")
    assert writer.wait(path)  # lets the held write go, then waits for it
    assert path.read_bytes() == b"pending"


def test_wait_for_writes_waits_for_every_writer_of_the_path(writers, tmp_path):
    asked = threading.Event()
    writer = writers(HeldWrites(asked), WatchedWriter, asked=asked)
    path = tmp_path / "match.json"
    writer.submit(path, b"newest")
    assert wait_for_writes(path, timeout=10)
    assert path.read_bytes() == b"newest"


def test_a_writer_cannot_wait_for_itself(writers, tmp_path):
    holder = []

    def waits(target, data):
        holder[0].wait()

    writer = writers(waits)
    holder.append(writer)
    reports = _reports(writer)
    writer.submit(tmp_path / "match.json", b"x")
    _delivered(writer)
    assert [error for *_, error, _ in reports] == [
        (f"{tmp_path / 'match.json'} cannot be written "
         "(RuntimeError: a SaveWriter cannot wait for itself)")]


def test_close_writes_what_is_pending_then_refuses(writers, tmp_path, qtbot):
    write = HeldWrites()
    writer = writers(write)
    path = tmp_path / "match.json"
    write.hold()
    writer.submit(path, b"1")
    qtbot.waitUntil(write.began.is_set)
    writer.submit(path, b"2")
    write.opened.set()
    assert writer.close(timeout=10)
    assert write.written == [(path, b"1"), (path, b"2")]
    with pytest.raises(RuntimeError, match="closed"):
        writer.submit(path, b"3")
    assert writer.close(timeout=0)  # again: nothing to do


def test_a_writer_never_used_closes_at_once(writers):
    assert writers(HeldWrites()).close(timeout=0)


_EXIT_CHILD = r"""
import sys, threading
from PySide6.QtCore import QCoreApplication
sys.path.insert(0, sys.argv[2])
from gated_writes import HeldWrites, WatchedWriter, Writers
app = QCoreApplication([])
asked = threading.Event()
writer = WatchedWriter(HeldWrites(asked), asked)  # held until someone waits for it
writer.submit(sys.argv[1], b"the last move")
# the script ends here: only the exit's own wait lets the write go and sees it done
"""


def test_the_pending_write_is_done_before_the_interpreter_exits(tmp_path):
    path = tmp_path / "match.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-c", _EXIT_CHILD, str(path), str(ROOT / "tests")],
                          check=False, cwd=ROOT, env=env, capture_output=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert path.read_bytes() == b"the last move"
