"""The command line of `crib-qt`: the options a player or a packager gives.

The usual starts (no option, `--smoke`, `--debug`) are read without argparse, which
costs a few milliseconds of start-up to import and build; every other command line goes
through argparse for its messages, `--help` and `--version`.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    import argparse

__all__ = ["parse_args"]

_EPILOG = """\
desktop and packaging:
  --install-desktop-integration
                        add the game to the desktop's application menu with its
                        icon, for the current user (Linux; files go to
                        $XDG_DATA_HOME, default ~/.local/share)
  --uninstall-desktop-integration
                        remove those files again
  --smoke               start, paint the first frame of the board, quit with
                        status 0 (a check for packagers and CI)
  --debug               show the full Python traceback of a start-up error,
                        and write the game's log to stderr too
"""


def _seed(text: str) -> int:
    from .rules.game import MAX_SEED  # here, not above: `--help` and `--version` need no rules

    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_SEED}")
    return value


def _version_action() -> type:
    """`--version`: argparse's own version action, but the version is looked up only
    when asked for (`crib_qt.__version__` reads the installed metadata, ~20 ms)."""
    import argparse

    class VersionAction(argparse.Action):
        def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS,
                     help="show program's version number and exit") -> None:
            super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

        def __call__(self, parser, namespace, values, option_string=None) -> None:
            from . import __version__

            print(f"crib-qt {__version__}", flush=True)
            parser.exit()

    return VersionAction


# The switches of the usual starts (none, or `--smoke` / `--debug`), parsed without
# argparse: importing it (with gettext) and building the parser cost ~4 ms of a start.
_PLAIN_SWITCHES = frozenset({"--smoke", "--debug"})


def parse_args(argv: Sequence[str]) -> argparse.Namespace | SimpleNamespace:
    """Parse the command line (without the program name) into a namespace with
    ``seed`` (int or None), ``smoke``, ``debug`` (bools) and ``desktop_integration``
    ("install", "uninstall" or None).

    Options: ``--seed N`` (play the match with seed N, U5), ``--version``, ``--help``.
    Exits with status 2 and a message for bad options (argparse).
    """
    argv = list(argv)
    if _PLAIN_SWITCHES.issuperset(argv):  # what argparse would give, without it
        return SimpleNamespace(seed=None, smoke="--smoke" in argv, debug="--debug" in argv,
                               desktop_integration=None)
    import argparse

    parser = argparse.ArgumentParser(
        prog="crib-qt", description="Two-player cribbage to 121 against the computer.",
        epilog=_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=_seed, default=None, metavar="N",
                        help="start the match with this seed (the same seed deals the same game)")
    parser.add_argument("--version", action=_version_action())
    # Listed in the epilog (above), not in the usage line: they are not for playing.
    parser.add_argument("--smoke", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--debug", action="store_true", help=argparse.SUPPRESS)
    integration = parser.add_mutually_exclusive_group()
    integration.add_argument("--install-desktop-integration", dest="desktop_integration",
                             action="store_const", const="install", help=argparse.SUPPRESS)
    integration.add_argument("--uninstall-desktop-integration", dest="desktop_integration",
                             action="store_const", const="uninstall", help=argparse.SUPPRESS)
    return parser.parse_args(argv)
