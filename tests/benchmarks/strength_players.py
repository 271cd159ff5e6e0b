"""The players of `strength.py`: names, the expert of an older git revision, one
player object per process and name (so caches stay warm).

Players: "greedy" is `crib_qt.ai.basic.BasicPlayer`; "easy", "medium", "hard" and
"expert" are `crib_qt.ai.player.ComputerPlayer(level)`; "expert-v1" is the expert as
it was before issue 20, loaded from git commit `V1_COMMIT`; "expert@REV" is the
expert of any git revision (`load_revision`); "X/Y" discards like X and plays like Y.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from crib_qt.rules import Go, Play

PLAYERS = ("greedy", "easy", "medium", "hard", "expert", "expert-v1")
# The last commit of crib_qt/ai before issue 20: "expert-v1".
V1_COMMIT = "a91e92be6b525e1d7a113ea42810a3848382f9cd"


def player_name(text: str) -> str:
    """A player name, "expert@REV" (a git revision), or "DISCARDER/PLAYER" such as
    "greedy/expert"."""
    parts = text.split("/")
    if len(parts) <= 2 and all(part in PLAYERS or part.startswith("expert@") and len(part) > 7
                               for part in parts):
        return text
    raise argparse.ArgumentTypeError(f"a player is one of {', '.join(PLAYERS)} or two of "
                                     f"them as DISCARDER/PLAYER, not {text!r}")


class Mixed:
    """Discards by one player, the play by another."""

    def __init__(self, discarder, player) -> None:
        self.discarder, self.player = discarder, player

    def choose(self, view, legal):
        if isinstance(legal[0], (Play, Go)):
            return self.player.choose(view, legal)
        return self.discarder.choose(view, legal)


def make_player(name: str):
    if "/" in name:
        discarder, play = name.split("/")
        return Mixed(make_player(discarder), make_player(play))
    if name == "greedy":
        from crib_qt.ai.basic import BasicPlayer

        return BasicPlayer()
    if name == "expert-v1":
        return load_v1().player.ComputerPlayer("expert")
    if name.startswith("expert@"):
        return load_revision(name[7:]).player.ComputerPlayer("expert")
    from crib_qt.ai.player import ComputerPlayer

    return ComputerPlayer(name)


def load_v1():
    """The package ``crib_qt.ai_v1``: `crib_qt/ai` of `V1_COMMIT` (`load_revision`)."""
    return load_revision(V1_COMMIT, "ai_v1")


def load_revision(revision: str, package: str | None = None):
    """The package ``crib_qt.<package>`` (default ``ai_<commit>``): `crib_qt/ai` (and its
    data) of the git `revision`, extracted with git into a temporary directory
    (relative imports of ``..rules`` then reach the current rules, so it plays the
    current game objects)."""
    import importlib
    import importlib.util
    import subprocess
    import tempfile

    import crib_qt

    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify",
                             revision + "^{commit}"], check=True, capture_output=True,
                            text=True).stdout.strip()
    package = package or f"ai_{commit[:12]}"
    if f"crib_qt.{package}" in sys.modules:
        return importlib.import_module(f"crib_qt.{package}")
    folder = Path(tempfile.mkdtemp(prefix=f"crib-{package}-")) / package
    names = subprocess.run(["git", "-C", str(ROOT), "ls-tree", "-r", "--name-only",
                            commit, "crib_qt/ai"], check=True, capture_output=True,
                           text=True).stdout.split()
    for name in names:
        target = folder / Path(name).relative_to("crib_qt/ai")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:{name}"],
                                          check=True, capture_output=True).stdout)
    spec = importlib.util.spec_from_file_location(
        f"crib_qt.{package}", folder / "__init__.py", submodule_search_locations=[str(folder)])
    module = importlib.util.module_from_spec(spec)
    sys.modules[f"crib_qt.{package}"] = module
    setattr(crib_qt, package, module)
    spec.loader.exec_module(module)
    importlib.import_module(f"crib_qt.{package}.player")
    return module


_PLAYERS: dict[str, object] = {}  # one per process and name (caches stay warm)


def get_player(name: str):
    if name not in _PLAYERS:
        _PLAYERS[name] = make_player(name)
    return _PLAYERS[name]
