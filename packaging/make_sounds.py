"""Synthesise the game's sounds into resources/sounds/*.wav (issue 21).

    python packaging/make_sounds.py            # write the WAV files
    python packaging/make_sounds.py --check    # exit 1 if a shipped file differs

The sounds are made here, for crib-qt, from white noise and sine tones: nothing is
recorded or taken from elsewhere, so they ship under the game's own licence (see
resources/sounds/README.md). Each one is short and quiet (peaks at a quarter of full
scale or below; the player's volume scales them further), 16-bit mono at
`SAMPLE_RATE` Hz.

Deterministic: the noise comes from `random.Random` with fixed seeds (Mersenne Twister,
the same on every platform), and the arithmetic is IEEE additions, multiplications and
divisions only: sines and decays come from our own series (`_cos_sin`, `_exp`) and
rotating oscillators, never from the C library's `math.sin`/`math.exp`, whose last bits
may differ between systems. Running it twice gives the same bytes, and the files in
resources/sounds/ are exactly its output (tests/sound/test_make_sounds.py checks both).
"""

from __future__ import annotations

import io
import random
import sys
import wave
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "resources" / "sounds"
SAMPLE_RATE = 22050
PI = 3.14159265358979311600  # the double nearest pi, written out

__all__ = ["SAMPLE_RATE", "SOUND_NAMES", "render", "render_all", "wav_bytes", "main"]


# --- arithmetic that is the same everywhere -------------------------------------------------


def _cos_sin(x: float) -> tuple[float, float]:
    """cos(x) and sin(x) from their Taylor series after reducing x to [-pi, pi]."""
    x -= 2 * PI * round(x / (2 * PI))
    c = s = 0.0
    term = 1.0  # x^n / n!
    for n in range(40):
        if n % 4 == 0:
            c += term
        elif n % 4 == 1:
            s += term
        elif n % 4 == 2:
            c -= term
        else:
            s -= term
        term = term * x / (n + 1)
    return c, s


def _exp(x: float) -> float:
    """e**x for the small |x| used here, by halving, a Taylor series and squaring."""
    halvings = 0
    while abs(x) > 0.5:
        x /= 2
        halvings += 1
    total, term = 1.0, 1.0
    for n in range(1, 25):
        term = term * x / n
        total += term
    for _ in range(halvings):
        total *= total
    return total


def _decay(tau_s: float) -> float:
    """The per-sample factor of an exponential decay with time constant `tau_s` seconds."""
    return _exp(-1.0 / (tau_s * SAMPLE_RATE))


# --- building blocks ------------------------------------------------------------------------


def _samples(seconds: float) -> int:
    return int(seconds * SAMPLE_RATE)


def _noise(count: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.random() * 2.0 - 1.0 for _ in range(count)]


def _band_pass(signal: list[float], centre_hz: float, q: float) -> list[float]:
    """A biquad band-pass (constant 0 dB peak gain; R. Bristow-Johnson's cookbook)."""
    cos_w, sin_w = _cos_sin(2 * PI * centre_hz / SAMPLE_RATE)
    alpha = sin_w / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * cos_w / a0, (1 - alpha) / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for x in signal:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def _low_pass(signal: list[float], cutoff_hz: float) -> list[float]:
    """A one-pole low-pass: softens the top of a tone or a noise."""
    k = 2 * PI * cutoff_hz / SAMPLE_RATE
    k = k / (1 + k)
    out, y = [], 0.0
    for x in signal:
        y += k * (x - y)
        out.append(y)
    return out


def _envelope(count: int, attack_s: float, tau_s: float) -> list[float]:
    """A linear rise over `attack_s` seconds, then an exponential decay."""
    rise = max(1, _samples(attack_s))
    factor, level, out = _decay(tau_s), 1.0, []
    for i in range(count):
        if i < rise:
            out.append((i + 1) / rise)
        else:
            level *= factor
            out.append(level)
    return out


def _tone(count: int, hz: float, tau_s: float, attack_s: float = 0.003,
          partials: tuple[tuple[float, float, float], ...] = ((1.0, 1.0, 1.0),)) -> list[float]:
    """A decaying tone: each partial is (frequency ratio, weight, decay-time ratio)."""
    out = [0.0] * count
    rise = max(1, _samples(attack_s))
    for ratio, weight, tau_ratio in partials:
        c, s = _cos_sin(2 * PI * hz * ratio / SAMPLE_RATE)
        re, im = 1.0, 0.0  # a rotating phasor: sin(n w) is its imaginary part
        factor, level = _decay(tau_s * tau_ratio), weight
        for i in range(count):
            gain = level * (i + 1) / rise if i < rise else level
            out[i] += im * gain
            re, im = re * c - im * s, re * s + im * c
            if i >= rise:
                level *= factor
    fade = min(count, _samples(0.015))  # a note cut short ends without a click
    for i in range(1, fade + 1):
        out[-i] *= (i - 1) / fade
    return out


def _mix(total: list[float], part: list[float], at_s: float, weight: float = 1.0) -> None:
    start = _samples(at_s)
    for i, value in enumerate(part[:max(0, len(total) - start)]):
        total[start + i] += value * weight


def _times(a: list[float], b: list[float]) -> list[float]:
    return [x * y for x, y in zip(a, b)]


def _burst(count: int, seed: int, hz: float, q: float, attack_s: float, tau_s: float
           ) -> list[float]:
    """Band-passed noise under an envelope: the snap and slide of cards."""
    return _times(_band_pass(_noise(count, seed), hz, q), _envelope(count, attack_s, tau_s))


def _finish(signal: list[float], peak: float) -> list[float]:
    """Scale to `peak` (of full scale) and fade the last 8 ms out (no click at the end)."""
    loudest = max(abs(v) for v in signal) or 1.0
    fade = _samples(0.008)
    out = [v * peak / loudest for v in signal]
    for i in range(1, fade + 1):
        out[-i] *= (i - 1) / fade
    return out


# --- the sounds -----------------------------------------------------------------------------


def _card() -> list[float]:
    """A card laid on the felt: a soft snap over a dull thump."""
    n = _samples(0.12)
    out = _burst(n, 11, 3000, 0.9, 0.0006, 0.012)
    _mix(out, _burst(n, 12, 900, 1.2, 0.001, 0.025), 0, 0.6)
    _mix(out, _tone(n, 140, 0.02, 0.002), 0, 0.25)
    return _finish(_low_pass(out, 6000), 0.25)


def _deal() -> list[float]:
    """Six cards dealt: quick soft flicks, each slightly different."""
    out = [0.0] * _samples(0.50)
    rng = random.Random(21)
    for k in range(6):
        at = 0.065 * k + rng.random() * 0.012
        flick = _burst(_samples(0.09), 30 + k, 2100 + 500 * rng.random(), 0.8, 0.004, 0.016)
        _mix(out, flick, at, 0.75 + 0.25 * rng.random())
    return _finish(_low_pass(out, 5500), 0.24)


def _shuffle() -> list[float]:
    """A riffle shuffle: a run of tiny clicks over a hiss, then the cards squared."""
    n = _samples(0.78)
    bed = _band_pass(_noise(n, 41), 2500, 0.7)
    riffle = _samples(0.58)
    for i in range(n):  # the hiss swells and fades with the riffle (a sine-squared hump)
        _, s = _cos_sin(PI * i / riffle) if i < riffle else (0.0, 0.0)
        bed[i] *= 0.22 * s * s
    rng = random.Random(42)
    at = 0.03
    while at < 0.56:
        click = _burst(_samples(0.012), int(at * 10000), 3800, 1.4, 0.0003, 0.0025)
        _mix(bed, click, at, 0.55 + 0.45 * rng.random())
        at += 0.009 + 0.008 * rng.random()
    _mix(bed, _burst(_samples(0.12), 43, 650, 1.0, 0.003, 0.03), 0.62, 0.9)
    return _finish(_low_pass(bed, 6500), 0.22)


def _peg() -> list[float]:
    """A wooden peg pushed into its hole: a short hollow knock."""
    n = _samples(0.09)
    out = _tone(n, 1250, 0.018, 0.0005, ((1.0, 1.0, 1.0), (2.31, 0.5, 0.5), (3.7, 0.25, 0.28)))
    _mix(out, _tone(n, 420, 0.012, 0.0005), 0, 0.35)
    _mix(out, _burst(n, 51, 3500, 1.0, 0.0002, 0.0015), 0, 0.4)
    return _finish(out, 0.25)


_BELL = ((1.0, 1.0, 1.0), (2.0, 0.25, 0.5), (3.0, 0.08, 0.3), (2.76, 0.05, 0.25))


def _score() -> list[float]:
    """Points pegged: a soft rising two-note chime."""
    out = [0.0] * _samples(0.62)
    for at, hz in ((0.0, 1046.5), (0.11, 1318.5)):
        _mix(out, _tone(_samples(0.5), hz, 0.16, 0.003, _BELL), at)
    return _finish(_low_pass(out, 5000), 0.2)


def _win() -> list[float]:
    """A game won: a gentle rising arpeggio, the top note held."""
    out = [0.0] * _samples(1.25)
    notes = ((0.0, 523.25, 0.25), (0.11, 659.26, 0.25), (0.22, 783.99, 0.25),
             (0.33, 1046.5, 0.45))
    for at, hz, tau in notes:
        _mix(out, _tone(_samples(1.25 - at), hz, tau, 0.004, _BELL), at)
    return _finish(_low_pass(out, 4500), 0.22)


def _loss() -> list[float]:
    """A game lost: three soft falling notes, mellow."""
    out = [0.0] * _samples(1.15)
    mellow = ((1.0, 1.0, 1.0), (2.0, 0.15, 0.5))
    for at, hz, tau in ((0.0, 392.0, 0.22), (0.18, 329.63, 0.22), (0.36, 261.63, 0.4)):
        _mix(out, _tone(_samples(1.15 - at), hz, tau, 0.012, mellow), at)
    return _finish(_low_pass(out, 2500), 0.2)


_MAKERS: dict[str, Callable[[], list[float]]] = {
    "shuffle": _shuffle, "deal": _deal, "card": _card, "peg": _peg, "score": _score,
    "win": _win, "loss": _loss,
}
#: The sounds, by name; each is resources/sounds/<name>.wav.
SOUND_NAMES = tuple(_MAKERS)


def render(name: str) -> list[float]:
    """The samples of sound `name` (one of `SOUND_NAMES`) in [-1, 1] at `SAMPLE_RATE` Hz.

    Raises:
        KeyError: an unknown name.
    """
    return _MAKERS[name]()


def wav_bytes(samples: list[float]) -> bytes:
    """A 16-bit mono WAV file of `samples` (each in [-1, 1], rounded, clamped)."""
    frames = bytearray()
    for v in samples:
        q = max(-32768, min(32767, round(v * 32767)))
        frames += q.to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def render_all() -> dict[str, bytes]:
    """Every sound as the bytes of its WAV file, by file name ("card.wav", ...)."""
    return {f"{name}.wav": wav_bytes(render(name)) for name in SOUND_NAMES}


def main(argv: list[str]) -> int:
    files = render_all()
    if argv[1:] == ["--check"]:
        stale = [name for name, data in files.items()
                 if not (SOUNDS / name).is_file() or (SOUNDS / name).read_bytes() != data]
        for name in stale:
            print(f"resources/sounds/{name} differs from make_sounds.py's output", file=sys.stderr)
        return 1 if stale else 0
    if argv[1:]:
        print(__doc__, file=sys.stderr)
        return 2
    SOUNDS.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (SOUNDS / name).write_bytes(data)
        print(f"resources/sounds/{name}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
