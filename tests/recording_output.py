"""A stand-in for `crib_qt.sound.output.SoundOutput` in tests: no thread, no device."""

from __future__ import annotations


class RecordingOutput:
    """Stands in for `SoundOutput`: records every (name, gain) it is asked to play.

    Args:
        device: whether opening finds a device ("ready") or not ("no-device").
    """

    def __init__(self, device: bool = True) -> None:
        self._device, self._state = device, "closed"
        self.requests, self.opened, self.closed = [], 0, False

    def open(self) -> None:
        self.opened += 1
        self._state = "ready" if self._device else "no-device"

    def play(self, name: str, level: float) -> None:
        self.requests.append((name, level))

    def state(self) -> str:
        return self._state

    def close(self) -> None:
        self.closed, self._state = True, "closed"

    def names(self) -> list[str]:
        return [name for name, _ in self.requests]
