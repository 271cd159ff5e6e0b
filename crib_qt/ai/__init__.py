"""The computer opponent. It sees only a `PlayerView`, never hidden cards.

`ComputerPlayer(level)` plays every phase at one of `LEVELS`; `BasicPlayer` is
the greedy baseline (best expected hand, simple pegging). Nothing here imports Qt.
"""

from .basic import BasicPlayer, expected_hand_values
from .player import LEVELS, ComputerPlayer

__all__ = ["BasicPlayer", "ComputerPlayer", "LEVELS", "expected_hand_values"]
