"""The sound output: the game's short clips played through miniaudio, off the GUI thread.

Nothing here runs on the caller's thread but `SoundOutput.play`, which only puts a
request on a queue: loading the clips, importing miniaudio (some 100 ms of CPU the first
time: it brings urllib, and numpy where that is installed) and opening the device (tens
of milliseconds with PulseAudio, more when the system has to look for a card) happen on
the output's own Python thread, once, after the first frame; and the clips
are mixed by miniaudio's audio thread, which asks for 20 ms of samples at a time. So a
sound never blocks a frame (issue 14); each request costs the GUI thread a queue put.

The device is opened once, started when a clip is asked for and stopped again after
`IDLE_STOP_S` seconds of silence (no audio thread waking 50 times a second while
nobody plays). A system without an audio device, or without miniaudio, gives the state
"no-device" or "unavailable": requests are then dropped, and the game plays on silent.

The environment variable ``CRIB_QT_AUDIO`` picks the output: unset or "auto" for the
system's default device; "null" for miniaudio's null device, which takes the samples
at the pace of a real one and plays them nowhere (the tests set it: they never open a
real device); "off" for no output at all (state "no-device").
"""

from __future__ import annotations

import array
import atexit
import collections
import os
import queue
import sys
import threading
import time
import wave
import weakref
from pathlib import Path
from collections.abc import Callable, Iterable

__all__ = ["SoundOutput", "load_clip", "linux_reports_no_audio", "BACKEND_VARIABLE",
           "IDLE_STOP_S", "CLIP_RATE", "MERGE_S", "STATES"]

BACKEND_VARIABLE = "CRIB_QT_AUDIO"
# Seconds of silence after which the device is stopped (it starts again for a clip).
IDLE_STOP_S = 3.0
# The same clip asked for again within this many seconds plays once: steps shown at once
# (a click that fast-forwards the computer's moves) would otherwise stack their snaps.
MERGE_S = 0.05
# Every clip is 16-bit mono at this rate (packaging/make_sounds.py); miniaudio converts
# to the device's own format.
CLIP_RATE = 22050
# The output's states, in the order they can happen.
STATES = ("closed", "opening", "ready", "no-device", "unavailable")
_PERIOD_MS = 20
_CLOSE = object()
_OPEN_OUTPUTS: weakref.WeakSet = weakref.WeakSet()


def load_clip(path: Path) -> array.array:
    """The samples of a 16-bit mono WAV file at `CLIP_RATE` Hz, as ``array('h')``.

    Raises:
        OSError: the file cannot be read.
        ValueError: it is not such a WAV file (``wave.Error`` included).
    """
    try:
        with wave.open(str(path), "rb") as clip:
            shape = (clip.getnchannels(), clip.getsampwidth(), clip.getframerate())
            if shape != (1, 2, CLIP_RATE):
                raise ValueError(f"{path.name}: {shape[0]} channels of {shape[1] * 8} bits at "
                                 f"{shape[2]} Hz, expected mono 16-bit at {CLIP_RATE} Hz")
            frames = clip.readframes(clip.getnframes())
    except (wave.Error, EOFError) as exc:  # not a WAV file, or cut short
        raise ValueError(f"{path.name}: {exc or 'cut short'}") from None
    samples = array.array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":  # WAV is little-endian
        samples.byteswap()
    return samples


_SYSTEM_SOUND_SOCKETS = (Path("/run/pulse/native"), Path("/var/run/pulse/native"))


def linux_reports_no_audio(cards: Path = Path("/proc/asound/cards"), environ=None,
                           platform: str | None = None,
                           system_sockets: tuple[Path, ...] = _SYSTEM_SOUND_SOCKETS) -> bool:
    """True when Linux says it has no audio device: no sound card in `cards` (the
    kernel's ALSA list; missing when the kernel has no sound at all) and no sound server
    to reach (PulseAudio or PipeWire: ``PULSE_SERVER``, or a socket in the user's runtime
    folder or the system's). Then miniaudio is not even asked: asked, ALSA would print
    some 35 lines of complaints on stderr at every start. False on other systems.
    """
    if (platform or sys.platform) != "linux":
        return False
    environ = os.environ if environ is None else environ
    if environ.get("PULSE_SERVER"):
        return False
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    sockets = [Path(runtime, "pulse", "native"), Path(runtime, "pipewire-0")] if runtime else []
    sockets += system_sockets
    if any(socket.exists() for socket in sockets):
        return False
    try:
        listed = cards.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True  # no /proc/asound: the kernel has no sound
    return not listed.strip() or "no soundcards" in listed


class _Voice:
    """One clip being played: its samples, where it is, and its gain (0..256)."""

    __slots__ = ("samples", "position", "gain")

    def __init__(self, samples: array.array, gain: int) -> None:
        self.samples, self.position, self.gain = samples, 0, gain


class SoundOutput:
    """Plays named clips on the system's default output device, or on none.

    Args:
        clips: name -> path of its WAV file (see `load_clip`); loaded on the output's
            thread. A clip that cannot be loaded is left out (and named on stderr).
        backend: "auto", "null" or "off" (see the module's docstring); None reads
            ``CRIB_QT_AUDIO`` (unset: "auto").
        on_state: called with the new state (one of `STATES`) whenever it changes, on
            the output's thread (a Qt signal emitted there reaches the GUI thread
            queued).

    Attributes:
        played: the names of the clips the mixer has started, in order (the last 200).
        backend_name: miniaudio's name of the backend in use ("PulseAudio", "Null"...),
            "" while there is none.
    """

    def __init__(self, clips: dict[str, Path], backend: str | None = None,
                 on_state: Callable[[str], None] | None = None) -> None:
        chosen = backend if backend is not None else os.environ.get(BACKEND_VARIABLE, "auto")
        if chosen not in ("auto", "null", "off"):
            raise ValueError(f"unknown audio output {chosen!r}; expected auto, null or off")
        self._paths = dict(clips)
        self._backend = chosen
        self._on_state = on_state
        self._state = "closed"
        self._commands: queue.SimpleQueue = queue.SimpleQueue()
        self._arriving: collections.deque[tuple[str, _Voice]] = collections.deque()
        self._voices: list[_Voice] = []
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self.played: collections.deque[str] = collections.deque(maxlen=200)
        self.backend_name = ""
        self._loudest = 0

    # --- the caller's side (any thread; never blocks) ---------------------------------------

    def state(self) -> str:
        """One of `STATES`: "ready" once a device is open and clips can play."""
        return self._state

    def open(self) -> None:
        """Load the clips and open the device on the output's own thread; returns at
        once. Opening again after "no-device" looks for a device anew."""
        with self._lock:
            if self._thread is not None and self._thread.is_alive():
                if self._state == "no-device":
                    self._commands.put(("probe",))
                return
            self._set_state("opening")
            self._thread = threading.Thread(target=self._run, name="crib-qt sound output",
                                            daemon=True)
            _OPEN_OUTPUTS.add(self)
            self._thread.start()

    def play(self, name: str, gain: float = 1.0) -> None:
        """Play clip `name` at `gain` (0.0..1.0 of its own level) over whatever plays;
        returns at once. Dropped unless the output is opening or ready.

        Raises:
            KeyError: no clip of that name was given.
        """
        if name not in self._paths:
            raise KeyError(f"no sound named {name!r}")
        if self._state in ("opening", "ready"):
            level = round(256 * min(1.0, max(0.0, float(gain))))
            if level > 0:
                self._commands.put(("play", name, level, time.monotonic()))

    def close(self, timeout: float = 2.0) -> None:
        """Stop playing and close the device; waits up to `timeout` seconds for the
        output's thread (which never waits on the caller)."""
        self._on_state = None  # whoever listened may be going too (a closing window)
        thread = self._thread
        if thread is not None and thread.is_alive():
            self._commands.put((_CLOSE,))
            if thread is not threading.current_thread():
                thread.join(timeout)
        self._thread = None
        _OPEN_OUTPUTS.discard(self)

    def isPlaying(self) -> bool:  # noqa: N802 (Qt naming, as the rest of the game)
        """True while a clip is being mixed or waits to be."""
        return bool(self._voices or self._arriving)

    def loudest(self) -> int:
        """The largest absolute sample value sent to the device since `resetLoudest`."""
        return self._loudest

    def resetLoudest(self) -> None:  # noqa: N802
        """Start measuring `loudest` afresh (0: nothing sent since)."""
        self._loudest = 0

    # --- the output's thread ----------------------------------------------------------------

    def _set_state(self, state: str) -> None:
        if state != self._state:
            self._state = state
            listener = self._on_state
            if listener is not None:
                try:
                    listener(state)
                except RuntimeError:  # a Qt listener deleted meanwhile: nobody to tell
                    pass

    def _run(self) -> None:
        device = None
        running = False
        asked: dict[str, float] = {}  # when each clip was last asked for
        try:
            clips = self._load_clips()
            device = self._open_device()
            mixer = self._mix()
            next(mixer)
            while True:
                try:
                    command = self._commands.get(timeout=IDLE_STOP_S if running else None)
                except queue.Empty:  # silent for a while: let the audio thread sleep
                    if not self.isPlaying():
                        device.stop()
                        running = False
                    continue
                if command[0] is _CLOSE:
                    return
                if command[0] == "probe" and device is None:
                    device = self._open_device()
                elif command[0] == "play" and device is not None and command[1] in clips:
                    _, name, _, when = command
                    if when - asked.get(name, float("-inf")) < MERGE_S:
                        continue
                    asked[name] = when
                    self._arriving.append((command[1], _Voice(clips[command[1]], command[2])))
                    if not running:
                        device.start(mixer)
                        running = True
        except Exception as exc:  # noqa: BLE001 - a broken device must not take the game
            print(f"crib-qt: sound: {type(exc).__name__}: {exc}", file=sys.stderr)
            self._set_state("no-device")
        finally:
            self._arriving.clear()
            self._voices.clear()
            if device is not None:
                device.close()
            if self._state != "unavailable":
                self._set_state("closed")

    def _load_clips(self) -> dict[str, array.array]:
        clips = {}
        for name, path in self._paths.items():
            try:
                clips[name] = load_clip(Path(path))
            except (OSError, ValueError) as exc:
                print(f"crib-qt: sound {name!r} left out: {exc}", file=sys.stderr)
        return clips

    def _open_device(self):
        """The playback device, opened but not started, and the state "ready"; or None
        and the state "no-device" (or "unavailable" without miniaudio). miniaudio falls
        back to its null device when no system output works: that counts as no device
        unless the null device was asked for."""
        if self._backend == "off" or (self._backend == "auto" and linux_reports_no_audio()):
            self._set_state("no-device")
            return None
        try:
            import miniaudio
        except ImportError:
            self._set_state("unavailable")
            return None
        backends = [miniaudio.Backend.NULL] if self._backend == "null" else None
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                sample_rate=CLIP_RATE, buffersize_msec=_PERIOD_MS, backends=backends,
                app_name="Cribbage")
        except miniaudio.MiniaudioError:
            self._set_state("no-device")
            return None
        if device.backend.lower() == "null" and self._backend != "null":
            device.close()
            self._set_state("no-device")
            return None
        self.backend_name = device.backend
        self._set_state("ready")
        return device

    def _mix(self):
        """The generator miniaudio's audio thread asks for samples (sent the number of
        frames wanted; yields at most that many as bytes, the rest is silence)."""
        frames = yield b""
        while True:
            while self._arriving:
                name, voice = self._arriving.popleft()
                self._voices.append(voice)
                self.played.append(name)
            frames = yield self._next_block(frames)

    def _next_block(self, frames: int) -> bytes:
        voices = self._voices
        if not voices:
            return b""  # miniaudio hands the device silence for what is not given
        parts = []
        for voice in voices:
            start = voice.position
            parts.append((voice.samples[start:start + frames], voice.gain))
            voice.position = start + frames
        self._voices = [v for v in voices if v.position < len(v.samples)]
        if len(parts) == 1 and parts[0][1] == 256:
            block = parts[0][0]
        else:
            total = [0] * max(len(p) for p, _ in parts)
            for samples, gain in parts:
                for i, value in enumerate(samples):
                    total[i] += value * gain
            block = array.array("h", [min(32767, max(-32768, v >> 8)) for v in total])
        if block:
            self._loudest = max(self._loudest, max(block), -min(block))
        if sys.byteorder == "big":
            block = array.array("h", block)
            block.byteswap()
        return block.tobytes()


def _close_all(outputs: Iterable[SoundOutput] = _OPEN_OUTPUTS) -> None:
    """At exit: close every open output before Python finalises, so that no audio
    thread calls into an interpreter that is going away."""
    for output in list(outputs):
        output.close(timeout=1.0)


atexit.register(_close_all)
