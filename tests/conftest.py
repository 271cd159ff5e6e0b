"""Shared test set-up: every Qt test runs without a screen, here and in CI alike."""

import os
import tempfile

# Set before any Qt import so that a developer's desktop session and CI behave the same.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
# QSettings must never touch the developer's or the player's real settings.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="crib-qt-tests-config-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="crib-qt-tests-data-")
