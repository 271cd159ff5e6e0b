"""On Linux and macOS a save this user may not read (a PermissionError with no Windows
sharing violation: e.g. root's 0600 file after one ``sudo crib-qt``) is no file another
program holds for a moment: no later start could read it either. It is taken as
unreadable, kept aside under a new name, and the new match is saved as usual; only on
Windows, where a locked region's read is a bare EACCES, does a PermissionError mean
"held, read it again next time" (`data_files._held`, test_locked_save_platforms.py)."""

from __future__ import annotations

import errno
import os
import types

from crib_qt import data_files
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import DamagedFile, LockedFile, MatchStore, load_match, save_match


def _unreadable_os(path, name: str) -> types.ModuleType:
    """`os` as data_files sees it on a system named `name` ("posix" or "nt") where
    opening `path` is refused with a bare EACCES (no winerror)."""
    system = types.ModuleType("os")
    system.__dict__.update(os.__dict__)
    system.name = name

    def open_(opened, flags, *args, **kwargs):
        if os.fspath(opened) == os.fspath(path):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(opened))
        return os.open(opened, flags, *args, **kwargs)

    system.open = open_
    return system


def _saved(tmp_path) -> MatchStore:
    store = MatchStore(tmp_path / "data")
    engine = GameEngine(seed=5, computer=BasicPlayer(), synchronous=True)
    for _ in range(6):
        engine.perform(engine.hint())
    save_match(store.match_path, engine)
    return store


def test_an_unreadable_save_on_posix_is_kept_aside_not_taken_for_held(tmp_path, monkeypatch):
    store = _saved(tmp_path)
    content = store.match_path.read_bytes()
    monkeypatch.setattr(data_files, "os", _unreadable_os(store.match_path, "posix"))
    try:
        load_match(store.match_path)
    except LockedFile:
        raise AssertionError("taken for a file another program holds") from None
    except DamagedFile as damaged:
        aside = damaged.aside
    else:
        raise AssertionError("read as if it could be")
    monkeypatch.setattr(data_files, "os", os)
    assert aside is not None and aside.parent == store.directory
    assert sorted(os.listdir(store.directory)) == [aside.name]  # kept whole, the name free
    assert aside.read_bytes() == content


def test_the_same_refusal_on_windows_is_held(tmp_path, monkeypatch):
    store = _saved(tmp_path)
    monkeypatch.setattr(data_files, "os", _unreadable_os(store.match_path, "nt"))
    try:
        load_match(store.match_path)
    except LockedFile as locked:
        assert locked.aside is None and locked.reason == "Permission denied"
    else:
        raise AssertionError("not taken for held")
    monkeypatch.setattr(data_files, "os", os)
    assert os.listdir(store.directory) == ["match.json"]
