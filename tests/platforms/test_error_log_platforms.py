"""crib_qt/error_log.py's rotation on Windows, where a file another window or process
holds open cannot be renamed: the records go on into the log as it is (none lost, no
error raised or printed) and the rotation is tried again later. Windows is simulated
by its refusal (a sharing violation, winerror 32) of `os.rename` / `os.replace`."""

from __future__ import annotations

import errno
import os
import re

import pytest

from crib_qt import error_log
from crib_qt.error_log import LOG_FILE, MAX_LOG_BYTES, ErrorLog


def _hold(monkeypatch, path) -> list:
    """Refuse, as Windows does while another process holds `path` open, to rename it;
    the returned list holds True while it is held (empty it to let go)."""
    held = [True]
    rename, replace = os.rename, os.replace

    def refusing(real):
        def move(source, target, *args, **kwargs):
            if held and os.fspath(source) == os.fspath(path):
                exc = PermissionError(errno.EACCES, "The process cannot access the file "
                                      "because it is being used by another process",
                                      os.fspath(source))
                exc.winerror = 32  # an attribute of OSError on Windows only
                raise exc
            return real(source, target, *args, **kwargs)
        return move

    monkeypatch.setattr(os, "rename", refusing(rename))
    monkeypatch.setattr(os, "replace", refusing(replace))
    return held


@pytest.fixture
def log(qapp, tmp_path):  # noqa: ARG001 (install hands Qt's messages to the log)
    made = ErrorLog(tmp_path).install()
    yield made
    made.uninstall()


def _records(folder) -> list[str]:
    """The numbers of the records in the log and its backups, oldest first."""
    found = []
    for name in (f"{LOG_FILE}.2", f"{LOG_FILE}.1", LOG_FILE):
        if (folder / name).exists():
            found += re.findall(r"record (\d+)", (folder / name).read_text(encoding="utf-8"))
    return found


def test_a_held_log_keeps_every_record_and_rotates_once_let_go(log, tmp_path, monkeypatch,
                                                               capsys):
    path = tmp_path / LOG_FILE
    path.write_text("old\n" * (MAX_LOG_BYTES // 4 - 2), encoding="utf-8")  # nearly full
    full = path.stat().st_size  # the first record's rotation is refused at this size
    held = _hold(monkeypatch, path)
    logger = log.logger()
    for number in range(3):
        logger.error("record %d %s", number, "x" * 200)
    assert _records(tmp_path) == ["0", "1", "2"]
    assert sorted(os.listdir(tmp_path)) == [LOG_FILE]  # not rotated, nothing lost
    held.clear()  # the other window closed
    size = path.stat().st_size
    number = 3
    while path.stat().st_size >= size:  # until the retry rotates it
        logger.error("record %d %s", number, "x" * 200)
        number += 1
    # tried again once the log had grown by _RETRY_BYTES more (a record: 256 bytes)
    assert 0 <= os.path.getsize(f"{path}.1") - (full + error_log._RETRY_BYTES) < 256
    assert sorted(os.listdir(tmp_path)) == [LOG_FILE, f"{LOG_FILE}.1"]
    assert _records(tmp_path) == [str(n) for n in range(number)]
    assert (tmp_path / f"{LOG_FILE}.1").read_text(encoding="utf-8").startswith("old\n")
    assert "Logging error" not in capsys.readouterr().err  # nothing raised nor printed


def test_a_log_held_for_good_grows_and_raises_nothing(log, tmp_path, monkeypatch, capsys):
    path = tmp_path / LOG_FILE
    path.write_text("old\n" * (MAX_LOG_BYTES // 4), encoding="utf-8")
    _hold(monkeypatch, path)
    logger = log.logger()
    for number in range(300):  # past several retries, each refused
        logger.error("record %d %s", number, "x" * 200)
    assert _records(tmp_path) == [str(n) for n in range(300)]
    assert sorted(os.listdir(tmp_path)) == [LOG_FILE]
    assert "Logging error" not in capsys.readouterr().err


def test_a_log_held_for_good_stops_at_its_limit_and_counts_what_it_dropped(
        log, tmp_path, monkeypatch, capsys):
    path = tmp_path / LOG_FILE
    path.write_text("old\n" * (error_log._HELD_LIMIT // 4), encoding="utf-8")  # at the limit
    held = _hold(monkeypatch, path)
    logger = log.logger()
    for number in range(200):  # 200 records of about 256 bytes: past three retries
        logger.error("record %d %s", number, "x" * 200)
    text = path.read_text(encoding="utf-8")
    # the first record was written (its rotation, refused, found the log full); then none
    assert _records(tmp_path) == ["0"]
    assert text.endswith("crib-qt: the log is held by another program and cannot be "
                         "rotated; later records are dropped\n")
    assert path.stat().st_size < error_log._HELD_LIMIT + 1024
    held.clear()  # let go: the next retry (after _RETRY_BYTES of dropped records) rotates
    number = 200
    while not (tmp_path / f"{LOG_FILE}.1").exists():
        logger.error("record %d %s", number, "x" * 200)
        number += 1
    new = path.read_text(encoding="utf-8").splitlines()
    assert len(new) == 2
    # every record after the first one, up to the one that rotated, was dropped
    assert new[0].endswith(f"WARNING {number - 2} records were dropped while the log was "
                           "held by another program")
    assert re.findall(r"record (\d+)", new[1]) == [str(number - 1)]
    assert "Logging error" not in capsys.readouterr().err
