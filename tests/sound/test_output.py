"""crib_qt/sound/output.py on miniaudio's null device (the tests never open a real one,
tests/conftest.py): each clip plays once, at its gain, off the caller's thread; with no
device or no miniaudio the output says so and drops what it is asked to play."""

from __future__ import annotations

import array
import sys
import threading
import types
import wave

import pytest

from crib_qt.paths import resource_path
from crib_qt.sound import SOUND_NAMES
from crib_qt.sound import output as output_module
from crib_qt.sound.output import CLIP_RATE, SoundOutput, linux_reports_no_audio, load_clip

CLIPS = {name: resource_path("sounds", f"{name}.wav") for name in SOUND_NAMES}


@pytest.fixture
def output_factory(qtbot):
    """`make(backend="null", clips=CLIPS)` → an opened `SoundOutput`, ready or settled;
    every one is closed after the test."""
    made = []

    def make(backend: str = "null", clips=None) -> SoundOutput:
        states = []
        output = SoundOutput(dict(CLIPS if clips is None else clips), backend=backend,
                             on_state=states.append)
        output.states = states
        made.append(output)
        output.open()
        qtbot.waitUntil(lambda: output.state() != "opening", timeout=10000)
        return output

    yield make
    for output in made:
        output.close()
        assert output.state() in ("closed", "no-device", "unavailable")


def _wait_quiet(qtbot, output: SoundOutput, played: int) -> None:
    qtbot.waitUntil(lambda: len(output.played) == played and not output.isPlaying(),
                    timeout=10000)


def test_each_clip_plays_once_on_the_null_device(qtbot, output_factory):
    output = output_factory()
    assert output.state() == "ready" and output.backend_name == "Null"
    assert output.states == ["opening", "ready"]
    for name in SOUND_NAMES:
        output.play(name)
    _wait_quiet(qtbot, output, len(SOUND_NAMES))
    assert list(output.played) == list(SOUND_NAMES)
    # every clip was mixed by miniaudio's audio thread, never the caller's: the loudest
    # sample sent is the loudest clip's own peak or more (clips overlap)
    peaks = [max(max(s), -min(s)) for s in map(load_clip, CLIPS.values())]
    assert output.loudest() >= max(peaks)


@pytest.mark.parametrize("gain", [1.0, 0.25, 0.6])
def test_the_gain_scales_every_sample(qtbot, output_factory, gain):
    output = output_factory()
    output.play("peg", gain)
    _wait_quiet(qtbot, output, 1)
    level = round(256 * gain)
    clip = load_clip(CLIPS["peg"])
    scaled = [v if level == 256 else v * level >> 8 for v in clip]
    assert output.loudest() == max(max(scaled), -min(scaled))


def test_a_clip_asked_twice_at_once_plays_once(qtbot, output_factory):
    output = output_factory()
    output.play("card")
    output.play("card")  # steps shown together: one snap, not two stacked
    output.play("peg")
    _wait_quiet(qtbot, output, 2)
    assert list(output.played) == ["card", "peg"]


def test_play_returns_at_once_and_never_runs_on_the_callers_thread(qtbot, output_factory):
    output = output_factory()
    mixing_threads = set()
    mix = output._next_block

    def watched(frames):
        mixing_threads.add(threading.current_thread())
        return mix(frames)

    output._next_block = watched
    output.play("score")
    _wait_quiet(qtbot, output, 1)
    assert mixing_threads and threading.current_thread() not in mixing_threads


def test_unknown_names_and_bad_backends_are_refused():
    output = SoundOutput(CLIPS, backend="null")
    with pytest.raises(KeyError, match="'bell'"):
        output.play("bell")
    with pytest.raises(ValueError, match="unknown audio output 'loud'"):
        SoundOutput(CLIPS, backend="loud")


def test_nothing_plays_before_open_or_after_close(qtbot, output_factory):
    idle = SoundOutput(CLIPS, backend="null")
    idle.play("card")  # closed: dropped, no thread started
    assert idle.state() == "closed" and not idle.isPlaying()
    output = output_factory()
    output.close()
    output.play("card")
    assert output.state() == "closed" and list(output.played) == []


def test_off_means_no_device(output_factory):
    output = output_factory("off")
    assert output.state() == "no-device" and output.states == ["opening", "no-device"]
    output.play("card")  # dropped
    assert list(output.played) == []


class _NoDeviceError(Exception):
    pass


def _stand_in_miniaudio(backend_name: str | None) -> types.ModuleType:
    """miniaudio as a system without a sound card shows it: opening the default device
    fails (None), or lands on miniaudio's own null backend ("Null")."""

    class PlaybackDevice:
        def __init__(self, **_options) -> None:
            if backend_name is None:
                raise _NoDeviceError("failed to init device")
            self.backend = backend_name
            self.closed = False

        def close(self) -> None:
            self.closed = True

    module = types.ModuleType("miniaudio")
    module.MiniaudioError = _NoDeviceError
    module.PlaybackDevice = PlaybackDevice
    module.Backend = types.SimpleNamespace(NULL="null")
    module.SampleFormat = types.SimpleNamespace(SIGNED16=2)
    return module


@pytest.mark.parametrize("backend_name", [None, "Null"])
def test_a_system_without_audio_device_gives_no_device(monkeypatch, output_factory,
                                                        backend_name):
    # a system whose kernel or sound server seems to have sound: miniaudio is asked
    monkeypatch.setattr(output_module, "linux_reports_no_audio", lambda: False)
    monkeypatch.setitem(sys.modules, "miniaudio", _stand_in_miniaudio(backend_name))
    output = output_factory("auto")
    assert output.state() == "no-device"
    output.play("win")  # dropped, nothing raised
    assert list(output.played) == [] and output.backend_name == ""


def test_without_miniaudio_the_output_is_unavailable(monkeypatch, output_factory):
    monkeypatch.setattr(output_module, "linux_reports_no_audio", lambda: False)
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # import miniaudio: ImportError
    output = output_factory("auto")
    assert output.state() == "unavailable"


def test_when_linux_reports_no_audio_miniaudio_is_not_even_asked(monkeypatch, output_factory):
    monkeypatch.setattr(output_module, "linux_reports_no_audio", lambda: True)
    monkeypatch.setitem(sys.modules, "miniaudio", None)  # importing it would say unavailable
    output = output_factory("auto")
    assert output.state() == "no-device"


def test_linux_reports_no_audio_from_its_cards_and_sound_servers(tmp_path):
    cards, server = tmp_path / "cards", tmp_path / "pulse-native"

    def reports(environ, platform="linux", system=(server,)) -> bool:
        return linux_reports_no_audio(cards, environ, platform, system)

    env = {"XDG_RUNTIME_DIR": str(tmp_path / "run")}
    assert reports(env)  # no /proc/asound at all: the kernel has no sound
    cards.write_text("--- no soundcards ---\n")
    assert reports(env)
    cards.write_text(" 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n")
    assert not reports(env)
    cards.write_text("--- no soundcards ---\n")
    assert not reports({**env, "PULSE_SERVER": "tcp:host"})
    server.touch()  # a system-wide PulseAudio
    assert not reports(env)
    server.unlink()
    (tmp_path / "run").mkdir()
    (tmp_path / "run" / "pipewire-0").touch()  # a PipeWire server of the user's
    assert not reports(env)
    assert not reports({}, "win32") and not reports({}, "darwin")


def _write_wav(path, channels: int, rate: int) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(array.array("h", [0, 1000, -1000, 0] * channels).tobytes())


def test_load_clip_takes_only_mono_16_bit_at_the_clip_rate(tmp_path):
    good, stereo, fast = tmp_path / "good.wav", tmp_path / "stereo.wav", tmp_path / "fast.wav"
    _write_wav(good, 1, CLIP_RATE)
    _write_wav(stereo, 2, CLIP_RATE)
    _write_wav(fast, 1, 48000)
    assert list(load_clip(good)) == [0, 1000, -1000, 0]
    with pytest.raises(ValueError, match="stereo.wav: 2 channels of 16 bits at 22050 Hz"):
        load_clip(stereo)
    with pytest.raises(ValueError, match="fast.wav: 1 channels of 16 bits at 48000 Hz"):
        load_clip(fast)
    (tmp_path / "text.wav").write_text("not a wave")
    with pytest.raises(ValueError, match="text.wav"):
        load_clip(tmp_path / "text.wav")


def test_a_clip_that_cannot_load_is_left_out(qtbot, output_factory, tmp_path, capfd):
    (tmp_path / "broken.wav").write_bytes(b"RIFF")
    output = output_factory(clips={"card": CLIPS["card"], "broken": tmp_path / "broken.wav"})
    output.play("broken")  # known by name, but not loaded: dropped
    output.play("card")
    _wait_quiet(qtbot, output, 1)
    assert list(output.played) == ["card"]
    assert "crib-qt: sound 'broken' left out: broken.wav:" in capfd.readouterr().err
