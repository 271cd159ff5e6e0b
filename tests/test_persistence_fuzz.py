"""crib_qt/persistence.py fuzzed: thousands of damaged and hostile files load as a match
that resumes or as `DamagedFile` with the file kept aside, never another exception, never
a hang."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crib_qt.persistence import DamagedFile, load_match, match_to_bytes

from persistence_testing import _check_resumes, _engine  # tests/persistence_testing.py

# --- fuzzing: thousands of damaged and hostile files --------------------------------------------


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6),
                                                                      children, max_size=4),
    max_leaves=6)
_FIELDS = ("format", "version", "id", "seed", "mode", "level", "names", "steps", "index")
_ACTION = st.one_of(
    st.tuples(st.sampled_from(["cut_for_deal", "cut_starter"]),
              st.integers(min_value=-5, max_value=60)).map(list),
    st.tuples(st.just("discard"), st.sampled_from(["5H", "KS", "AC", "10D", "JH"]),
              st.sampled_from(["2C", "QD", "9S", "5H"])).map(list),
    st.tuples(st.just("play"), st.sampled_from(["5H", "KS", "AC", "10D", "JH", "4C"])).map(list),
    st.just(["go"]), st.just(["continue"]), _JSON)


@pytest.fixture(scope="module")
def sample(qapp):  # noqa: ARG001
    """A valid save of a match in progress, with redo steps: (bytes, its JSON)."""
    engine = _engine(seed=11, actions=30)
    engine.undoStack().undo()
    content = match_to_bytes(engine)
    return content, json.loads(content)


def _mutate(content: bytes, edits) -> bytes:
    data = bytearray(content)
    for kind, position, value in edits:
        at = position % (len(data) + 1)
        if kind == 0 and data:
            data[at % len(data)] = value
        elif kind == 1:
            data.insert(at, value)
        elif kind == 2 and data:
            del data[at % len(data)]
        else:
            del data[at:]
    return bytes(data)


def _load_checked(base: Path, content: bytes) -> None:
    """Load `content` as a save: either a valid match that resumes, or `DamagedFile` with
    the file kept aside byte for byte. Never another exception, never a hang."""
    folder = base / f"f{random.getrandbits(64):x}"
    folder.mkdir()
    path = folder / "match.json"
    path.write_bytes(content)
    try:
        saved = load_match(path)
    except DamagedFile as exc:
        assert isinstance(exc.reason, str) and exc.reason.strip()
        assert exc.aside is not None and exc.aside.read_bytes() == content
        assert not path.exists()
    else:
        assert path.read_bytes() == content  # a valid file stays where it is
        _check_resumes(saved)
    for item in folder.iterdir():
        item.unlink()
    folder.rmdir()


def _fuzz(examples: int):
    """Fixed examples (derandomized: the same every run, no flaky CI), no deadline."""
    return settings(max_examples=examples, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@_fuzz(800)
@given(content=st.binary(max_size=600))
def test_fuzz_random_bytes(tmp_path_factory, content):
    _load_checked(tmp_path_factory.getbasetemp(), content)


@_fuzz(800)
@given(edits=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 10**6), st.integers(0, 255)),
                      min_size=1, max_size=6))
def test_fuzz_damaged_saves(tmp_path_factory, sample, edits):
    _load_checked(tmp_path_factory.getbasetemp(), _mutate(sample[0], edits))


@_fuzz(500)
@given(changes=st.dictionaries(st.sampled_from(_FIELDS), _JSON, min_size=1, max_size=3),
       dropped=st.sets(st.sampled_from(_FIELDS), max_size=2))
def test_fuzz_hostile_fields(tmp_path_factory, sample, changes, dropped):
    data = {k: v for k, v in sample[1].items() if k not in dropped}
    data.update(changes)
    _load_checked(tmp_path_factory.getbasetemp(), json.dumps(data).encode())


@_fuzz(500)
@given(steps=st.lists(st.lists(_ACTION, min_size=0, max_size=4), max_size=8),
       keep=st.integers(0, 12), index=st.integers(-2, 30),
       depth=st.integers(0, 3000))
def test_fuzz_hostile_histories(tmp_path_factory, sample, steps, keep, index, depth):
    data = dict(sample[1])
    data["steps"] = data["steps"][:keep] + steps
    data["index"] = index
    text = json.dumps(data)
    if depth > 2000:  # bury the history under deep nesting
        text = text.replace('"steps":', '"steps":' + "[" * (depth - 2000), 1)
        text = text[:-1] + "]" * (depth - 2000) + "}"
    _load_checked(tmp_path_factory.getbasetemp(), text.encode())
