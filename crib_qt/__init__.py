"""crib-qt: two-player cribbage to 121 on a real board, against the computer or a friend."""

__all__ = ["__version__"]


def __getattr__(name: str) -> str:
    """`__version__`, looked up in the installed metadata on first use (PEP 562).

    Lazily, because importing `importlib.metadata` costs about 20 ms, and nothing
    before the game's first frame needs the version (only `--version`, the About box
    and `--smoke`'s message do).
    """
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        value = version("crib-qt")
    except PackageNotFoundError:  # a source tree that was never installed
        value = "0.1.0"
    globals()["__version__"] = value  # found once; later look-ups never come here
    return value
