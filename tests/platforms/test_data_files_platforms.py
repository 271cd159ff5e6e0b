"""crib_qt/atomic_write.py's atomic write on the systems this Linux machine is not: Windows
(its one mode bit, read-only, and files it will not delete or replace) and macOS (fsync
that leaves the bytes in the drive's cache), each simulated by what atomic_write sees of
the system (`os`, `sys.platform`, `fcntl`)."""

from __future__ import annotations

import errno
import os
import re
import stat
import sys
import types

import pytest

from crib_qt import atomic_write
from crib_qt.data_files import WriteError, write_atomic

_TEMPORARY = r"match\.json\.crib-qt-tmp\.[A-Za-z0-9]{8}"


def _windows_os() -> types.ModuleType:
    """`os` as atomic_write sees it on Windows: os.name "nt", os.fchmod as Python 3.13
    has it there, and Windows' refusals (ERROR_ACCESS_DENIED) to delete a read-only
    file or to rename a file over a read-only one."""
    windows = types.ModuleType("os")
    windows.__dict__.update(os.__dict__)
    windows.name = "nt"

    def read_only(path) -> bool:
        return not os.stat(path).st_mode & stat.S_IWUSR

    def unlink(path):
        if read_only(path):
            raise PermissionError(errno.EACCES, "Access is denied", os.fspath(path))
        os.unlink(path)

    def replace(source, target, **kwargs):
        if os.path.exists(target) and read_only(target):
            raise PermissionError(errno.EACCES, "Access is denied", os.fspath(source))
        os.replace(source, target, **kwargs)

    windows.unlink, windows.remove, windows.replace = unlink, unlink, replace
    return windows


def test_windows_a_read_only_save_is_a_write_error_and_leaves_no_temporary(tmp_path,
                                                                           monkeypatch):
    """Copying the read-only bit onto the temporary file (os.fchmod, Python 3.13 on
    Windows) made a file Windows would neither rename over the save nor delete: every
    autosave left one more ``match.json.crib-qt-tmp.*`` behind."""
    path = tmp_path / "match.json"
    path.write_bytes(b"old")
    path.chmod(0o444)
    monkeypatch.setattr(atomic_write, "os", _windows_os())
    with pytest.raises(WriteError) as raised:
        write_atomic(path, b"new")
    assert str(raised.value) == f"{path} cannot be written (Access is denied)"
    assert os.listdir(tmp_path) == ["match.json"]
    assert path.read_bytes() == b"old" and stat.S_IMODE(path.stat().st_mode) == 0o444
    path.chmod(0o644)  # the player makes it writable again: the next autosave goes through
    write_atomic(path, b"new")
    assert os.listdir(tmp_path) == ["match.json"] and path.read_bytes() == b"new"
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~_umask()


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _recording_syncs(monkeypatch, folder, full_fsync_error: OSError | None = None) -> list:
    """Every sync of a file in `folder` atomic_write asks for, as (kind, file name): "full"
    for macOS's fcntl F_FULLFSYNC (constant 51 there), "plain" for os.fdatasync /
    os.fsync."""
    calls = []

    def name(fd: int) -> str:
        [found] = [entry.name for entry in os.scandir(folder)
                   if entry.inode() == os.fstat(fd).st_ino]
        return found

    def fcntl(fd: int, command: int, *_):
        assert command == 51
        calls.append(("full", name(fd)))
        if full_fsync_error is not None:
            raise full_fsync_error

    monkeypatch.setattr(atomic_write, "fcntl", types.SimpleNamespace(F_FULLFSYNC=51, fcntl=fcntl),
                        raising=False)
    monkeypatch.setattr(atomic_write, "_plain_sync", lambda fd: calls.append(("plain", name(fd))),
                        raising=False)
    return calls


def test_macos_flushes_the_drive_before_the_rename_and_no_other_system_does(tmp_path,
                                                                          monkeypatch):
    """fsync on macOS leaves the bytes in the drive's cache, which may write them after
    the rename: a power cut then left an empty or torn save (Apple's fsync(2))."""
    path = tmp_path / "match.json"
    calls = _recording_syncs(monkeypatch, tmp_path)
    monkeypatch.setattr(sys, "platform", "darwin")
    write_atomic(path, b"on a Mac")
    assert len(calls) == 1 and calls[0][0] == "full" and re.fullmatch(_TEMPORARY, calls[0][1])
    assert path.read_bytes() == b"on a Mac" and os.listdir(tmp_path) == ["match.json"]
    for platform in ("linux", "win32"):
        calls.clear()
        monkeypatch.setattr(sys, "platform", platform)
        write_atomic(path, platform.encode())
        assert [kind for kind, _ in calls] == ["plain"] and path.read_bytes() == platform.encode()


@pytest.mark.parametrize("code", [errno.EINVAL, errno.ENOTSUP])
def test_macos_without_full_fsync_on_that_disk_syncs_as_before(tmp_path, monkeypatch, code):
    """Some file systems (network, FUSE) refuse F_FULLFSYNC: the plain sync then."""
    path = tmp_path / "match.json"
    calls = _recording_syncs(monkeypatch, tmp_path, OSError(code, os.strerror(code)))
    monkeypatch.setattr(sys, "platform", "darwin")
    write_atomic(path, b"network disk")
    assert [kind for kind, _ in calls] == ["full", "plain"] and calls[0][1] == calls[1][1]
    assert re.fullmatch(_TEMPORARY, calls[0][1]) and path.read_bytes() == b"network disk"
