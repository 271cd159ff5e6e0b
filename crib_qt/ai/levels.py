"""The computer's levels, weakest first: a name list that imports nothing, so the window
can check a level without loading the computer (which thinks in its own process)."""

__all__ = ["LEVELS"]

# Each is stronger than the one before (see discard.py and pegging.py).
LEVELS = ("easy", "medium", "hard", "expert")
