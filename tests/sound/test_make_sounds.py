"""packaging/make_sounds.py: the shipped sounds are exactly its output, made the same way
every time, small, short and quiet, with their licence beside them (issue 21)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from crib_qt.sound import SOUND_NAMES
from crib_qt.sound.output import CLIP_RATE, load_clip

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "make_sounds.py"
SOUNDS = ROOT / "resources" / "sounds"


@pytest.fixture(scope="module")
def make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rendered(make_sounds) -> dict[str, bytes]:
    return make_sounds.render_all()


def test_the_shipped_files_are_the_scripts_output(rendered):
    shipped = {path.name: path.read_bytes() for path in SOUNDS.glob("*.wav")}
    assert sorted(shipped) == sorted(f"{name}.wav" for name in SOUND_NAMES)
    for name, data in rendered.items():
        assert shipped[name] == data, f"resources/sounds/{name} is not make_sounds.py's output"


def test_a_second_run_in_a_fresh_process_gives_the_same_bytes(rendered):
    # --check renders everything again (new interpreter, new hash seed) and compares it
    # with the shipped files, which the test above compared with this process's render
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


def test_the_script_keeps_to_its_own_arithmetic(make_sounds):
    import math

    for x in (-7.0, -1.0, 0.3, 2.5, 40.0):
        c, s = make_sounds._cos_sin(x)
        assert c == pytest.approx(math.cos(x), abs=1e-12)
        assert s == pytest.approx(math.sin(x), abs=1e-12)
    for x in (-9.0, -0.01, 0.0, 0.7):
        assert make_sounds._exp(x) == pytest.approx(math.exp(x), rel=1e-12)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_short_quiet_mono_16_bit(name):
    path = SOUNDS / f"{name}.wav"
    with wave.open(str(path), "rb") as clip:
        assert (clip.getnchannels(), clip.getsampwidth(), clip.getframerate()) == \
            (1, 2, CLIP_RATE)
        seconds = clip.getnframes() / clip.getframerate()
    assert 0.05 < seconds <= 1.25
    assert path.stat().st_size < 60_000
    samples = load_clip(path)
    peak = max(max(samples), -min(samples))
    assert 0.15 * 32767 < peak <= 0.25 * 32767 + 1  # heard, never loud
    assert abs(samples[-1]) < 50  # faded out: no click at the end


def test_the_licence_is_beside_the_sounds():
    note = (SOUNDS / "README.md").read_text(encoding="utf-8")
    assert "made for crib-qt by `packaging/make_sounds.py`" in note
    assert "MIT License" in note
