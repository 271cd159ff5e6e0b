"""The computer opponent. It sees only a `PlayerView`, never hidden cards.

`ComputerPlayer(level)` plays every phase at one of `LEVELS`; `BasicPlayer` is
the greedy baseline (best expected hand, simple pegging). Nothing here imports Qt.
"""

from .levels import LEVELS

__all__ = ["BasicPlayer", "ComputerPlayer", "LEVELS", "expected_hand_values"]

_LAZY = {"BasicPlayer": ".basic", "expected_hand_values": ".basic", "ComputerPlayer": ".player"}


def __getattr__(name: str):
    # The players load their tables and search code only when first asked for: the
    # window needs `LEVELS` alone (its computer thinks in another process).
    if name in _LAZY:
        from importlib import import_module

        value = getattr(import_module(_LAZY[name], __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
