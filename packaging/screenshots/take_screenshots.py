#!/usr/bin/env python3
"""Take the screenshots of crib-qt (README, AppStream metainfo, visual checks).

Run from anywhere::

    python packaging/screenshots/take_screenshots.py

The game runs off screen (``QT_QPA_PLATFORM=offscreen``) with a fixed seed in a
1280 × 800 window. The human's moves are the computer's own hints, sent through
``GameEngine.perform``; the board runs without animation (``setBoardTimes(0, 0)``)
and each picture waits for ``BoardScene.isSettled()``. The PNGs are written next to
this script:

    01-cut.png            cutting for the first deal
    01b-cut-result.png    both cut cards turned, while the computer's moves are paced
    02-discard.png        choosing the crib cards, two selected
    03-starter.png        the human (pone) cuts for the starter
    04-play.png           the play, with a count and a score just announced
    05-show.png           a hand being counted
    06-score-log.png      the score log dock open
    07-game-over.png      the end of the match
    08-small-800x600.png  the play at the smallest window size
    09-scale2.png         the play with QT_SCALE_FACTOR=2 (a second process)

Settings are kept in a throw-away directory, so the user's own are never read or
changed. Options: ``--seed N``, ``--out DIR``; ``--scaled`` is used internally
for the QT_SCALE_FACTOR=2 re-run.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

os.environ["QT_QPA_PLATFORM"] = "offscreen"
_CONFIG = tempfile.TemporaryDirectory(prefix="crib-qt-shots-")
os.environ["XDG_CONFIG_HOME"] = _CONFIG.name  # QSettings go here, never to ~/.config

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from crib_qt.app import create_application  # noqa: E402
from crib_qt.engine import GameEngine  # noqa: E402
from crib_qt.rules import Discard, Phase  # noqa: E402
from crib_qt.rules.actions import HandShown  # noqa: E402
from crib_qt.ui.main_window import MainWindow  # noqa: E402

SEED = 20240611
SIZE = (1280, 800)
SMALL = (800, 600)
HUMAN = 0


class Shooter:
    """One window, one match, driven by hints; saves PNGs on the way."""

    def __init__(self, seed: int, out: Path) -> None:
        self.app = create_application([sys.argv[0]])
        self.out = out
        self.engine = GameEngine(seed=seed)
        self.window = MainWindow(self.engine)
        self.scene = self.window.scene
        self.view = self.window.view
        self.window.setBoardTimes(0, 0)
        self.window.resize(*SIZE)
        self.window.show()
        QTest.qWaitForWindowExposed(self.window)
        self.wait_idle()
        self.saved: list[Path] = []

    # --- driving -----------------------------------------------------------------------

    def wait_idle(self, timeout: float = 10.0) -> None:
        """Process events until the board shows the engine's state and nothing moves."""
        deadline = time.monotonic() + timeout
        while True:
            QApplication.processEvents()
            if self.scene.isSettled() and not self.engine.isThinking():
                break
            if time.monotonic() > deadline:
                raise RuntimeError("the board did not become idle")
            QTest.qWait(5)
        QTest.qWait(30)  # let the view repaint

    @property
    def state(self):
        return self.engine.state

    def step(self) -> None:
        """The human's move: whatever the hint says."""
        action = self.engine.hint()
        if action is None:
            raise RuntimeError("no move: the game is over")
        if not self.engine.perform(action):
            raise RuntimeError(f"the hint {action!r} was refused")
        self.wait_idle()

    def advance_until(self, done: Callable[[], bool], limit: int = 2000) -> bool:
        """Step until `done()` holds (True) or the game ends (False)."""
        for _ in range(limit):
            if done():
                return True
            if self.state.phase is Phase.GAME_OVER:
                return False
            self.step()
        raise RuntimeError("too many moves")

    def click_card(self, card) -> None:
        """Click a card of the human's hand with the mouse, as a player would."""
        item = self.scene.cardItem(card)
        if item is None:
            raise RuntimeError(f"{card} is not on the table")
        point = self.view.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, QPoint(point))
        self.wait_idle()

    # --- pictures ----------------------------------------------------------------------

    def shoot(self, name: str, wait: bool = True) -> Path:
        if wait:
            self.wait_idle()
        else:
            QTest.qWait(50)
        path = self.out / name
        pixmap = self.window.grab()
        if not pixmap.save(str(path), "PNG"):
            raise RuntimeError(f"could not write {path}")
        self.saved.append(path)
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
              f"{pixmap.width()}x{pixmap.height()} px, hand {self.state.hand_number}, "
              f"{self.state.phase.value}, scores {self.state.scores}")
        return path

    def shoot_small(self, name: str) -> Path:
        self.window.resize(*SMALL)
        self.wait_idle()
        path = self.shoot(name)
        self.window.resize(*SIZE)
        self.wait_idle()
        return path


# --- the shot list -------------------------------------------------------------------


def _human_to_act(s: Shooter, phase: Phase) -> bool:
    return s.state.phase is phase and s.state.to_act == HUMAN


def _mid_play(s: Shooter) -> bool:
    st = s.state
    return (_human_to_act(s, Phase.PLAY) and st.count > 0 and len(st.played) >= 3
            and bool(st.playable(HUMAN)) and bool(s.scene.announceLabel.text()))


def _last_shown(s: Shooter):
    shown = [e for _, e in s.engine.scoreLog() if isinstance(e, HandShown)]
    return shown[-1] if shown else None


def _counting_a_hand(s: Shooter) -> bool:
    """A hand (not the crib) worth several lines is on show."""
    st = s.state
    last = _last_shown(s)
    return (st.phase is Phase.SHOW and st.show_step in (0, 1) and last is not None
            and not last.is_crib and len(last.score.items) >= 3)


def _log_worth_showing(s: Shooter) -> bool:
    st = s.state
    return st.phase is Phase.SHOW and st.hand_number >= 2 and st.show_step == 2


def take_all(seed: int, out: Path) -> list[Path]:
    s = Shooter(seed, out)

    # 01: the deck spread for the cut for first deal
    if not _human_to_act(s, Phase.CUT_FOR_DEAL):
        raise RuntimeError("the match should start with the human's cut")
    s.shoot("01-cut.png")

    # 01b: the human cuts; the computer's cut and deal are shown, then paced (held)
    s.scene.presenter.pace_ms = 60_000
    s.engine.perform(s.engine.hint())
    s.shoot("01b-cut-result.png", wait=False)
    s.scene.presenter.fastForward()
    s.scene.presenter.pace_ms = 0
    s.wait_idle()

    # 02: the discard, two cards chosen by mouse
    s.advance_until(lambda: _human_to_act(s, Phase.DISCARD))
    hint = s.engine.hint()
    assert isinstance(hint, Discard)
    for card in hint.cards:
        s.click_card(card)
    s.shoot("02-discard.png")

    # the rest, in whichever hand each first happens
    wanted: list[tuple[str, Callable[[Shooter], bool], Callable[[str], object]]] = [
        ("03-starter.png", lambda s: _human_to_act(s, Phase.CUT_STARTER), s.shoot),
        ("04-play.png", _mid_play, s.shoot),
        ("08-small-800x600.png", _mid_play, s.shoot_small),
        ("05-show.png", _counting_a_hand, s.shoot),
        ("06-score-log.png", _log_worth_showing, None),
    ]
    while wanted:
        for entry in list(wanted):
            name, ready, take = entry
            if ready(s):
                if name == "06-score-log.png":
                    s.window.logDock.setVisible(True)
                    s.shoot(name)
                    s.window.logDock.setVisible(False)
                else:
                    take(name)
                wanted.remove(entry)
        if not wanted or s.state.phase is Phase.GAME_OVER:
            break
        s.step()
    for name, _, _ in wanted:
        print(f"warning: {name} never happened with seed {seed}", file=sys.stderr)

    # 07: the end of the match
    s.advance_until(lambda: False)
    s.shoot("07-game-over.png")
    return s.saved


def take_scaled(seed: int, out: Path) -> list[Path]:
    """Run in a child process with QT_SCALE_FACTOR=2: the play, mid-count."""
    s = Shooter(seed, out)
    s.advance_until(lambda: _mid_play(s))
    s.shoot("09-scale2.png")
    return s.saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=HERE)
    parser.add_argument("--scaled", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.scaled:
        take_scaled(args.seed, args.out)
        return 0
    take_all(args.seed, args.out)
    env = dict(os.environ, QT_SCALE_FACTOR="2")
    return subprocess.run([sys.executable, str(Path(__file__).resolve()), "--scaled",
                           "--seed", str(args.seed), "--out", str(args.out)],
                          env=env, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
