"""Tests for crib_qt/board/rendering_store.py: renderings kept on disk exactly, under the
whole of what they depend on; a damaged file, another version or a folder that cannot be
written only means rendering again."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QColor, QImage, QPainter

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


def test_a_rendering_is_read_back_exactly_under_its_key_only(qapp, tmp_path):  # noqa: ARG001
    store = RenderingStore(tmp_path / "renderings", "stamp 1")
    assert store.load(KEY) is None
    image = _image()
    store.save(KEY, image)
    back = store.load(KEY)
    assert back == image and back.format() == image.format()
    assert store.load(KEY[:-1] + (1,)) is None  # other render hints
    assert RenderingStore(tmp_path / "renderings", "stamp 2").load(KEY) is None


def test_damaged_files_and_unwritable_folders_only_mean_rendering_again(qapp, tmp_path):  # noqa: ARG001
    store = RenderingStore(tmp_path, "stamp")
    store.save(KEY, _image())
    (kept,) = tmp_path.glob("*.rendering")
    kept.write_bytes(kept.read_bytes()[:-40])  # cut short
    assert store.load(KEY) is None
    kept.write_bytes(b"not a rendering at all")
    assert store.load(KEY) is None
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder would be")
    RenderingStore(blocked / "renderings", "stamp").save(KEY, _image())  # no error
    assert not list(tmp_path.glob("*.part"))


def test_only_the_newest_renderings_are_kept(qapp, tmp_path):  # noqa: ARG001
    store = RenderingStore(tmp_path, "stamp", keep=3)
    for n in range(5):
        store.save(KEY + (n,), _image())
        os.utime(next(p for p in tmp_path.glob("*.rendering")
                      if store.load(KEY + (n,)) is not None), (n, n))
    assert len(list(tmp_path.glob("*.rendering"))) == 3
    assert [store.load(KEY + (n,)) is not None for n in range(5)] == [False, False] + [True] * 3


def test_the_store_is_in_the_cache_folder_and_knows_its_painters_sources(qapp):  # noqa: ARG001
    store = rendering_store("crib_qt.board.peg_board", "crib_qt.board.peg_board_art")
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    assert store is not None and str(store._folder) == os.path.join(folder, "renderings")
    assert rendering_store("crib_qt.board.peg_board", "no.such.module") is None


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
