"""The computer opponent. It sees only a `PlayerView`, never hidden cards."""

from .basic import BasicPlayer, expected_hand_values

__all__ = ["BasicPlayer", "expected_hand_values"]
