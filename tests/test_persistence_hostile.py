"""crib_qt/persistence.py: every damaged or hostile file, and whatever at the save's
place is not a file, turns into one clear `DamagedFile` and is kept aside (explicit
cases)."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from crib_qt.persistence import (
    FORMAT,
    MAX_FILE_BYTES,
    DamagedFile,
    InvalidData,
    load_match,
    match_from_bytes,
    match_to_bytes,
)

from persistence_testing import _engine  # tests/persistence_testing.py

# --- damaged and hostile files: explicit cases -------------------------------------------------


def _valid(engine) -> dict:
    return json.loads(match_to_bytes(engine))


def _edited(engine, **changes) -> bytes:
    data = _valid(engine)
    data.update(changes)
    return json.dumps(data).encode()


def _hostile_cases(engine):
    valid = _valid(engine)
    steps = valid["steps"]
    cut = steps[0][0]
    return {
        "empty": b"",
        "truncated": match_to_bytes(engine)[:-7],
        "not utf-8": b"\xff\xfe{}",
        "a list": b"[1, 2, 3]",
        "deep nesting": b"[" * 100_000 + b"]" * 100_000,
        "deep in steps": _edited(engine, steps=json.loads("[" * 900 + "]" * 900)),
        "huge number": _edited(engine, seed=10**400),
        "seed too large": _edited(engine, seed=2**63),
        "negative seed": _edited(engine, seed=-1),
        "float seed": _edited(engine, seed=5.0),
        "bool seed": _edited(engine, seed=True),
        "NaN": match_to_bytes(engine).replace(b'"index":', b'"nan":NaN,"index":'),
        "unknown version": _edited(engine, version=2),
        "string version": _edited(engine, version="1"),
        "other format": _edited(engine, format="something"),
        "no steps": json.dumps({k: v for k, v in valid.items() if k != "steps"}).encode(),
        "unknown mode": _edited(engine, mode="three_players"),
        "unknown level": _edited(engine, level="godlike"),
        "bad id": _edited(engine, id="../../etc/passwd"),
        "long name": _edited(engine, names=["x" * 25, ""]),
        "control name": _edited(engine, names=["a\x00b", ""]),
        "three names": _edited(engine, names=["a", "b", "c"]),
        "index too large": _edited(engine, index=len(steps) + 1),
        "index negative": _edited(engine, index=-1),
        "empty step": _edited(engine, steps=[[]] + steps[1:]),
        "step not a list": _edited(engine, steps=["cut"] + steps[1:]),
        "unknown action": _edited(engine, steps=[[["teleport", 3]]] + steps[1:]),
        "bad card": _edited(engine, steps=steps[:1] + [[["discard", "ZZ", "5H"]]]),
        "illegal depth": _edited(engine, steps=[[["cut_for_deal", 999]]] + steps[1:]),
        "illegal history": _edited(engine, steps=steps[1:], index=0),
        "step split in two": _edited(engine, steps=[[cut], steps[1][:1]], index=1),
        "two turns in one": _edited(engine, steps=[steps[0] + steps[1]], index=1),
        "too many steps": _edited(engine, steps=[[["go"]]] * 5001, index=0),
        "too large": b" " * (MAX_FILE_BYTES + 1),
        # issue 18, finding 8: json.loads kept the last of two equal keys
        "key given twice": match_to_bytes(engine).replace(b'"index":', b'"seed":6,"index":'),
    }


_CASES = ("empty", "truncated", "not utf-8", "a list", "deep nesting", "deep in steps",
          "huge number", "seed too large", "negative seed", "float seed", "bool seed", "NaN",
          "unknown version", "string version", "other format", "no steps", "unknown mode",
          "unknown level", "bad id", "long name", "control name", "three names",
          "index too large", "index negative", "empty step", "step not a list", "unknown action",
          "bad card", "illegal depth", "illegal history", "step split in two", "two turns in one",
          "too many steps", "too large", "key given twice")


def test_the_case_list_is_complete(qapp):  # noqa: ARG001
    assert set(_hostile_cases(_engine(seed=5, actions=12))) == set(_CASES)


@pytest.mark.parametrize("case", _CASES)
def test_each_hostile_file_is_reported_and_kept_aside(qapp, tmp_path, case):  # noqa: ARG001
    engine = _engine(seed=5, actions=12)
    content = _hostile_cases(engine)[case]
    path = tmp_path / "match.json"
    path.write_bytes(content)
    started = time.monotonic()
    with pytest.raises(DamagedFile) as caught:
        load_match(path)
    assert time.monotonic() - started < 2
    exc = caught.value
    assert exc.reason and str(exc).startswith("match.json is damaged (")
    assert "\n" not in str(exc) and len(str(exc)) < 300
    assert not path.exists() and exc.aside.read_bytes() == content


# What can be at the save's place that is not a file: a FIFO is made only where the system has
# them (not Windows, whose named pipes live in \\.\pipe\, never in a folder); everywhere, a
# file the system reports as a pipe, the type os.stat gives a FIFO and a Windows named pipe.
_NOT_FILES = ["folder", "dangling link", "reported as a pipe"] + (
    ["fifo"] if hasattr(os, "mkfifo") else [])


def _report_as_a_pipe(monkeypatch, path: Path) -> None:
    """os.stat says `path` is a pipe (S_IFIFO); opening it fails the test, as reading a
    real one would hang it."""
    real_stat, real_open = os.stat, os.open

    def fake_stat(where, *args, **kwargs):
        info = real_stat(where, *args, **kwargs)
        if isinstance(where, (str, os.PathLike)) and os.fspath(where) == os.fspath(path):
            return os.stat_result((stat.S_IFIFO | 0o644, *tuple(info)[1:]))
        return info

    def refuse_open(where, *args, **kwargs):
        if isinstance(where, (str, os.PathLike)) and os.fspath(where) == os.fspath(path):
            pytest.fail(f"{where} was opened: a pipe there would hang the game")
        return real_open(where, *args, **kwargs)

    monkeypatch.setattr(os, "stat", fake_stat)
    monkeypatch.setattr(os, "open", refuse_open)


@pytest.mark.parametrize("make", _NOT_FILES)
def test_a_save_that_is_not_a_file_is_moved_aside(tmp_path, monkeypatch, make):
    path = tmp_path / "match.json"
    if make == "folder":
        path.mkdir()
    elif make == "fifo":
        os.mkfifo(path)  # reading it would hang: it must not be opened
    elif make == "reported as a pipe":
        path.write_bytes(b"{}")
        _report_as_a_pipe(monkeypatch, path)
    else:
        path.symlink_to(tmp_path / "nowhere")
    reason = "it is a link to nothing" if make == "dangling link" else "it is not a regular file"
    with pytest.raises(DamagedFile, match=rf"match.json is damaged \({reason}\)"):
        load_match(path)
    monkeypatch.undo()
    assert not os.path.lexists(path)
    assert [p.name.startswith("match.json.damaged-") for p in tmp_path.iterdir()] == [True]


def test_invalid_data_names_the_problem():
    with pytest.raises(InvalidData, match="version 9"):
        match_from_bytes(json.dumps({"format": FORMAT, "version": 9}).encode())
