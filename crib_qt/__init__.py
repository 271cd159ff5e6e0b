"""crib-qt: two-player cribbage to 121 on a real board, against the computer or a friend."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("crib-qt")
except PackageNotFoundError:  # a source tree that was never installed
    __version__ = "0.1.0"
