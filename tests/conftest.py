"""Shared test set-up: every Qt test runs without a screen, here and in CI alike."""

import os

# Set before any Qt import so that a developer's desktop session and CI behave the same.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
