"""Tests of crib_qt/atomic_write.py's atomic write (the reading side is tested through the
saved match in tests/test_persistence_*.py and the statistics in tests/test_statistics.py):
the content replaced in one step, nothing left beside it, permissions and links kept as
QSaveFile kept them, and a failure that leaves the old file as it was."""

from __future__ import annotations

import os
import re
import stat

import pytest

from crib_qt import atomic_write
from crib_qt.data_files import (InvalidData, WriteError, parse_json, remove_stale_temporaries,
                                write_atomic)


def test_a_new_file_is_written_with_its_folder_and_nothing_beside_it(tmp_path):
    path = tmp_path / "a" / "b" / "match.json"
    write_atomic(path, b"first")
    write_atomic(path, b"second")
    assert path.read_bytes() == b"second"
    assert os.listdir(path.parent) == ["match.json"]
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask


def test_an_existing_file_keeps_its_permissions(tmp_path):
    path = tmp_path / "match.json"
    path.write_bytes(b"old")
    path.chmod(0o640)
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new" and stat.S_IMODE(path.stat().st_mode) == 0o640


def test_a_link_is_followed_and_stays_a_link(tmp_path):
    target = tmp_path / "elsewhere.json"
    target.write_bytes(b"old")
    link = tmp_path / "match.json"
    link.symlink_to(target.name)
    write_atomic(link, b"new")
    assert link.is_symlink() and target.read_bytes() == b"new"
    assert sorted(os.listdir(tmp_path)) == ["elsewhere.json", "match.json"]


def test_the_bytes_are_on_the_disk_before_the_rename_and_the_temporary_is_recognised(
        tmp_path, monkeypatch):
    path = tmp_path / "match.json"
    path.write_bytes(b"old")
    seen = []

    def sync(fd):  # the moment a kill would leave the temporary file behind
        os.fsync(fd)
        seen.append((sorted(os.listdir(tmp_path)), path.read_bytes()))

    monkeypatch.setattr(atomic_write, "_sync", sync)
    write_atomic(path, b"new")
    [(names, content)] = seen
    assert content == b"old" and len(names) == 2 and names[0] == "match.json"
    assert re.fullmatch(r"match\.json\.crib-qt-tmp\.[A-Za-z0-9]{8}", names[1])
    (tmp_path / names[1]).write_bytes(b"ne")  # as a kill at that moment would leave it
    assert remove_stale_temporaries(path) == [tmp_path / names[1]]
    assert path.read_bytes() == b"new"


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "match.json"
    path.write_bytes(b"old")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_write, "_sync", full)
    with pytest.raises(WriteError,
                       match=r"match\.json cannot be written \(No space left on device\)$"):
        write_atomic(path, b"new")
    assert path.read_bytes() == b"old" and os.listdir(tmp_path) == ["match.json"]


def test_a_folder_in_the_way_is_a_write_error(tmp_path):
    path = tmp_path / "match.json"
    (path / "inside").mkdir(parents=True)
    with pytest.raises(WriteError, match="cannot be written"):
        write_atomic(path, b"new")
    assert os.listdir(path) == ["inside"] and os.listdir(tmp_path) == ["match.json"]


# --- issue 18, finding 3: only the game's own temporary files are deleted -------------------


def test_a_player_s_own_files_beside_the_save_are_never_deleted(tmp_path):
    """The reproduction: a player's ``match.json.backup`` (six letters, as the old
    temporary files were named) was deleted at every start."""
    path = tmp_path / "match.json"
    write_atomic(path, b"save")
    own = {"match.json.backup": b"my backup", "match.json.old123": b"older",
           "statistics.json.backup": b"mine", "match.json.crib-qt-tmp.short": b"not ours"}
    for name, content in own.items():
        (tmp_path / name).write_bytes(content)
    stale = tmp_path / "match.json.crib-qt-tmp.Ab3dE6gH"  # what a kill mid-write leaves
    stale.write_bytes(b"sa")
    link = tmp_path / "match.json.crib-qt-tmp.LinkLink"
    link.symlink_to(tmp_path / "match.json.backup")
    assert remove_stale_temporaries(path) == [stale]
    assert remove_stale_temporaries(tmp_path / "statistics.json") == []
    for name, content in own.items():
        assert (tmp_path / name).read_bytes() == content
    assert link.is_symlink() and path.read_bytes() == b"save"


# --- issue 18, finding 8: a key given twice is damage --------------------------------------


@pytest.mark.parametrize("text", [b'{"a": 1, "a": 2}', b'[{"x": [], "y": {"k": 1, "k": 1}}]'])
def test_a_key_given_twice_is_refused(text):
    with pytest.raises(InvalidData, match="the same key twice"):
        parse_json(text)
    assert parse_json(b'{"a": 1, "b": {"a": 2}}') == {"a": 1, "b": {"a": 2}}
