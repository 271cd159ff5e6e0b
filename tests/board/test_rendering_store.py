"""Tests for crib_qt/board/rendering_store.py: renderings kept on disk exactly, under the
whole of what they depend on; a damaged file, another version, a link, a pipe, a folder,
a huge file or a folder that cannot be written only means rendering again, and nothing
but the store's own files is ever written; writing waits until the renderings asked for
hold still, and is done once per key (issue 14)."""

from __future__ import annotations

import importlib
import os
import struct
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter

from crib_qt.board import rendering_store as rs
from crib_qt.board.rendering_store import RenderingStore, rendering_store

KEY = (1.0, 0.75, 0.0, 0.0, 0.75, 0.3, 0.55, 3)


def _image() -> QImage:
    """Premultiplied pixels, some half transparent (what a PNG would not keep exactly)."""
    image = QImage(37, 23, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(200, 120, 30, 77))
    painter.drawEllipse(3, 2, 30, 19)
    painter.end()
    return image


def _renderings(folder) -> list:
    return sorted(p.name for p in folder.glob("*.rendering") if p.is_file() and not p.is_symlink())


def test_a_rendering_is_read_back_exactly_under_its_key_only(qapp, tmp_path):
    store = RenderingStore(tmp_path / "renderings", "stamp 1")
    assert store.load(KEY) is None
    image = _image()
    store.save(KEY, image)
    back = store.load(KEY)
    assert back == image and back.format() == image.format()
    assert store.load(KEY[:-1] + (1,)) is None  # other render hints
    assert RenderingStore(tmp_path / "renderings", "stamp 2").load(KEY) is None
    assert store.depending_on(rs.__name__).load(KEY) is None  # other code


def test_damaged_files_and_unwritable_folders_only_mean_rendering_again(qapp, tmp_path):
    store = RenderingStore(tmp_path, "stamp")
    store.save(KEY, _image())
    (kept,) = tmp_path.glob("*.rendering")
    kept.write_bytes(kept.read_bytes()[:-40])  # cut short
    assert store.load(KEY) is None
    kept.write_bytes(kept.read_bytes()[:-40] + b"\0" * 80)  # cut short, then padded
    assert store.load(KEY) is None
    kept.write_bytes(b"not a rendering at all")
    assert store.load(KEY) is None
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder would be")
    RenderingStore(blocked / "renderings", "stamp").save(KEY, _image())  # no error
    assert blocked.read_text() == "a file where the folder would be"
    kept.unlink()
    kept.mkdir()  # a folder where the file goes: written into a .part, not renamed
    (kept / "inside").write_text("not ours")
    store.save(KEY, _image())
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["file", kept.name])
    assert (kept / "inside").read_text() == "not ours" and store.load(KEY) is None


def _header(store: RenderingStore, key: tuple, width: int, height: int, line: int) -> bytes:
    _, text = store._name(key)
    return rs._MAGIC + text + b"\n" + struct.pack("<IIII", width, height, line,
                                                   QImage.Format.Format_ARGB32.value)


def test_links_pipes_folders_huge_files_and_zlib_bombs_only_mean_rendering_again(
        qapp, tmp_path):
    folder = tmp_path / "renderings"
    store = RenderingStore(folder, "stamp")
    elsewhere = RenderingStore(tmp_path / "elsewhere", "stamp")
    elsewhere.save(KEY, _image())
    (target,) = (tmp_path / "elsewhere").glob("*.rendering")
    before = target.read_bytes()
    path = store._name(KEY)[0]
    folder.mkdir()
    path.symlink_to(target)  # a good rendering, but through a link: not read
    assert elsewhere.load(KEY) is not None and store.load(KEY) is None
    store.save(KEY, _image())  # the link is replaced, never written through
    assert target.read_bytes() == before and not path.is_symlink()
    assert store.load(KEY) == _image()
    path.unlink()
    os.mkfifo(path)  # a pipe nobody writes to: opening or reading it would block
    assert store.load(KEY) is None
    path.unlink()
    path.mkdir()
    assert store.load(KEY) is None
    path.rmdir()
    with open(path, "wb") as huge:  # sparse: a good header, then more than is ever read
        huge.write(_header(store, KEY, 37, 23, 148))
        huge.truncate(rs.MAX_FILE_BYTES + 1)
    assert store.load(KEY) is None
    bomb = zlib.compress(b"\0" * (8 << 20), 9)  # 8 KB inflating to 8 MB
    path.write_bytes(_header(store, KEY, 37, 23, 148) + bomb)  # says 3.4 KB of pixels
    assert store.load(KEY) is None
    path.write_bytes(_header(store, KEY, 1 << 15, 1 << 15, 1 << 17) + bomb)  # says 4 GB
    assert store.load(KEY) is None
    path.write_bytes(_header(store, KEY, 37, 23, 20)  # lines too short for the width
                     + zlib.compress(b"\0" * 20 * 23))
    assert store.load(KEY) is None


def test_a_link_at_the_half_written_name_is_never_followed(qapp, tmp_path):
    store = RenderingStore(tmp_path, "stamp")
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"the player's own file")
    path = store._name(KEY)[0]
    part = path.with_suffix(f".{os.getpid()}.part")
    part.symlink_to(victim)
    store.save(KEY, _image())
    assert victim.read_bytes() == b"the player's own file"
    assert part.is_symlink() and store.load(KEY) is None


def test_only_the_newest_renderings_are_kept(qapp, tmp_path):
    store = RenderingStore(tmp_path, "stamp", keep=3)
    for n in range(5):
        store.save(KEY + (n,), _image())
        os.utime(store._name(KEY + (n,))[0], (n, n))
    assert len(_renderings(tmp_path)) == 3
    assert [store.load(KEY + (n,)) is not None for n in range(5)] == [False, False] + [True] * 3


def test_garbage_in_the_folder_never_stops_the_clean_up(qapp, tmp_path):
    store = RenderingStore(tmp_path, "stamp", keep=2)
    (tmp_path / "0000aaaa.rendering").mkdir()
    (tmp_path / "0000bbbb.rendering").symlink_to(tmp_path / "gone")
    old_part = tmp_path / "0000cccc.rendering.1.2.part"  # left by a run that was killed
    old_part.write_bytes(b"half")
    os.utime(old_part, (0, 0))
    new_part = tmp_path / "0000dddd.rendering.1.2.part"  # another run writing it now
    new_part.write_bytes(b"half")
    for n in range(6):
        store.save(KEY + (n,), _image())
        os.utime(store._name(KEY + (n,))[0], (n + 10, n + 10))
    assert _renderings(tmp_path) == sorted(store._name(KEY + (n,))[0].name for n in (4, 5))
    assert (tmp_path / "0000aaaa.rendering").is_dir()
    assert (tmp_path / "0000bbbb.rendering").is_symlink()
    assert not old_part.exists() and new_part.read_bytes() == b"half"


def test_renderings_are_written_once_they_hold_still_and_once_per_key(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(rs, "WRITE_DELAY_MS", 20)
    store = RenderingStore(tmp_path, "stamp")
    image = _image()
    for n in range(5):  # a window being resized: a rendering at each step
        store.save_later(KEY + (n,), image)
    qtbot.waitUntil(lambda: store.load(KEY + (4,)) is not None)
    assert [store.load(KEY + (n,)) is not None for n in range(5)] == [False] * 4 + [True]
    assert store.turns == [4]  # one file: its head, the pixels (one slice), the end, the write
    store.save_later(KEY + (4,), image)  # written once: not again
    qtbot.waitUntil(lambda: not store._later.isWriting())
    assert store.turns == [4]


def test_a_large_rendering_is_compressed_a_slice_per_turn_of_the_event_loop(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(rs, "WRITE_DELAY_MS", 0)
    store = RenderingStore(tmp_path, "stamp")
    image = QImage(1000, 700, QImage.Format.Format_ARGB32_Premultiplied)  # 2,800,000 bytes
    image.fill(QColor(40, 90, 30, 200))
    image.setPixelColor(999, 699, QColor(1, 2, 3))
    others: list[int] = []  # the other work of the event loop meanwhile
    ticker = QTimer()
    ticker.timeout.connect(lambda: others.append(len(store.turns)))
    ticker.start(0)
    store.save_later(KEY, image)
    qtbot.waitUntil(lambda: store.turns != [])
    ticker.stop()
    slices = -(-image.sizeInBytes() // rs.SLICE_BYTES)  # 11 of 256 KiB
    assert (slices, store.turns) == (11, [slices + 3])  # with the head, the end, the write
    assert len(others) >= slices  # the loop turned between the slices
    assert store.load(KEY) == image


def test_a_rendering_still_waiting_is_written_when_the_application_quits(
        qtbot, qapp, tmp_path):
    store = RenderingStore(tmp_path, "stamp")
    quitting = qapp.receivers("2aboutToQuit()")
    store.save_later(KEY, _image())
    assert qapp.receivers("2aboutToQuit()") == quitting + 1
    store._later._write_now()  # what quitting calls (emitting it would stop others' work)
    assert store.load(KEY) == _image() and store.turns == []


def test_a_rendering_half_compressed_is_written_whole_when_the_application_quits(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(rs, "SLICE_BYTES", 64)
    store = RenderingStore(tmp_path, "stamp")
    store.save_later(KEY, _image())
    later = store._later
    later._timer.stop()  # held still: the writing begins, and is stopped after two turns
    later._begin()
    later._turn.stop()
    later._step()  # the head
    later._step()  # 64 bytes of the pixels, of 3,404
    later._write_now()
    assert store.load(KEY) == _image() and not store._later.isWriting()


def test_the_store_is_in_the_cache_folder_and_knows_its_painters_sources(qapp):
    importlib.import_module("crib_qt.board.peg_board")  # a source is read once imported
    store = rendering_store("crib_qt.board.peg_board", "crib_qt.board.peg_board_art")
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    assert store is not None and str(store._folder) == os.path.join(folder, "renderings")
    own = zlib.crc32(Path(rs.__file__).read_bytes())
    assert f"{own}]" in store._stamp  # its own source: the file format
    assert rendering_store("crib_qt.board.peg_board", "no.such.module") is None


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
